package dev.strata.engine.structure.template;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.LegacyRandom;

/**
 * Game: {@code BlockAgeProcessor}: ages stone bricks, stairs, slabs, walls and obsidian with a legacy random seeded
 * with {@code Mth.getSeed} of the block's world position (the settings hold no random). Full stone blocks (stone,
 * stone bricks, chiseled stone bricks): {@code nextFloat() < 0.5} then, drawn while building the choices, a cracked /
 * mossy brick or a stone-brick / mossy stair of random facing ({@code nextInt(4)} of north, east, south, west) and
 * half ({@code nextInt(2)} of top, bottom) for each kind, then {@code nextFloat() < mossiness} picks the mossy set and
 * {@code nextInt(2)} its member. Stairs ({@code #stairs}): {@code nextFloat() < 0.5}, then mossy (mossy stair with the
 * old properties or a mossy slab) or not (stone slab or stone brick slab). Slabs and walls: {@code nextFloat() <
 * mossiness} gives the mossy stone brick kind with the old properties. Obsidian: {@code nextFloat() < 0.15} gives
 * crying obsidian.
 *
 * @param mossiness 0..1
 */
public record BlockAgeProcessor(float mossiness) implements StructureProcessor {
    private static final String[] FACINGS = {"north", "east", "south", "west"};
    private static final String[] HALVES = {"top", "bottom"};
    /** The properties {@link #withPropertiesOf} carries over, in order. */
    private static final String[] SHARED_PROPERTIES = {"facing", "half", "shape", "waterlogged", "type", "up", "north", "east", "south", "west"};

    @Override
    public ProcessedBlock processBlock(WorldGenLevel level, int px, int py, int pz, long referencePos, StructureTemplate.BlockInfo original,
            ProcessedBlock processed) {
        BlockStates s = level.states();
        LegacyRandom random = processed.positionalRandom();
        int state = processed.state();
        String name = s.registry().blockName(state);
        int newState = -1;
        if (name.equals("minecraft:stone_bricks") || name.equals("minecraft:stone") || name.equals("minecraft:chiseled_stone_bricks")) {
            if (random.nextFloat() < 0.5f) {
                // the game's arrays, built in its order: each stairs' facing and half drawn as it is made
                int plain0 = s.defaultState("minecraft:cracked_stone_bricks"), plain1 = randomFacingStairs(s, random, "minecraft:stone_brick_stairs");
                int mossy0 = s.defaultState("minecraft:mossy_stone_bricks"), mossy1 = randomFacingStairs(s, random, "minecraft:mossy_stone_brick_stairs");
                newState = pick(random, plain0, plain1, mossy0, mossy1);
            }
        } else if (s.is(state, s.tag("minecraft:stairs"))) {
            if (random.nextFloat() < 0.5f) {
                newState = pick(random, s.defaultState("minecraft:stone_slab"), s.defaultState("minecraft:stone_brick_slab"),
                        withPropertiesOf(s, "minecraft:mossy_stone_brick_stairs", state), s.defaultState("minecraft:mossy_stone_brick_slab"));
            }
        } else if (s.is(state, s.tag("minecraft:slabs"))) {
            if (random.nextFloat() < mossiness) newState = withPropertiesOf(s, "minecraft:mossy_stone_brick_slab", state);
        } else if (s.is(state, s.tag("minecraft:walls"))) {
            if (random.nextFloat() < mossiness) newState = withPropertiesOf(s, "minecraft:mossy_stone_brick_wall", state);
        } else if (name.equals("minecraft:obsidian")) {
            if (random.nextFloat() < 0.15f) newState = s.defaultState("minecraft:crying_obsidian");
        }
        return newState < 0 ? processed : processed.set(newState, processed.nbt());
    }

    /** Game: {@code getRandomBlock(random, plain, mossy)}: one of two pairs ({@code nextFloat() < mossiness}: mossy), then {@code nextInt(2)}. */
    private int pick(LegacyRandom random, int plain0, int plain1, int mossy0, int mossy1) {
        boolean mossy = random.nextFloat() < mossiness;
        int which = random.nextInt(2);
        return mossy ? which == 0 ? mossy0 : mossy1 : which == 0 ? plain0 : plain1;
    }

    private static int randomFacingStairs(BlockStates s, LegacyRandom random, String block) {
        int state = s.with(s.defaultState(block), "facing", FACINGS[random.nextInt(4)]);
        return s.with(state, "half", HALVES[random.nextInt(2)]);
    }

    /** Game: {@code Block.withPropertiesOf}: the block's default state with every property the old state shares. */
    static int withPropertiesOf(BlockStates s, String block, int old) {
        int state = s.defaultState(block);
        for (String p : SHARED_PROPERTIES) {
            String v = s.value(old, p);
            if (v == null || s.value(state, p) == null) continue;
            try {
                state = s.with(state, p, v);
            } catch (RuntimeException e) {
                // a property of the same name with other values (e.g. a fence's north=true against a wall's low/tall)
                // is not the same property in the game: kept at the default
            }
        }
        return state;
    }
}
