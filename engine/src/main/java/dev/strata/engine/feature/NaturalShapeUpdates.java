package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.tree.Direction;

/**
 * {@code BlockState.updateShape} of the blocks the world's terrain and features put beside a structure's template
 * (the neighbours its edge updates reach, and the blocks a template may hold), for those the other rule classes do not
 * write out; {@link TemplateShapeUpdates} asks it before it refuses, so every template placement (pieces, fossils,
 * end cities) gets these answers. Game: the 26.2 block classes named below; {@code super.updateShape} of a class
 * without a rule keeps the state.
 * <ul>
 *   <li>sugar cane ({@code SugarCaneBlock}) and cactus ({@code CactusBlock}): a block tick after 1 when they cannot
 *       survive ({@link BlockSurvival}); cactus flowers ({@code VegetationBlock}): air when they cannot survive;</li>
 *   <li>bamboo ({@code BambooStalkBlock}): a block tick after 1 when it cannot survive; towards up, bamboo of a higher
 *       {@code age} above turns its {@code age} on (0 to 1);</li>
 *   <li>cocoa ({@code CocoaBlock}): towards its facing, air when that block is not in {@code #supports_cocoa};</li>
 *   <li>cave vines ({@code GrowingPlantHeadBlock}, growing down): towards up a block tick after 1 when they cannot
 *       survive; towards down, cave vines below make the head a plant keeping {@code berries}; cave vines plant
 *       ({@code GrowingPlantBodyBlock}): towards up the same tick; towards down, without cave vines below it becomes a
 *       head keeping {@code berries}, of {@code age} 0 (the game draws the age from the region's random, which
 *       Strata does not have: a known difference, as for kelp);</li>
 *   <li>spore blossoms ({@code SporeBlossomBlock}): towards up, air when they cannot survive; hanging roots
 *       ({@code HangingRootsBlock}): a water tick when waterlogged, then the same;</li>
 *   <li>big dripleaf ({@code BigDripleafBlock}): towards down, air when the block below is neither big dripleaf, its
 *       stem nor {@code #supports_big_dripleaf}; a water tick when waterlogged; towards up, big dripleaf above turns
 *       it into a stem (facing and waterlogged kept); big dripleaf stems ({@code BigDripleafStemBlock}): towards up or
 *       down a block tick after 1 when the stem is not between (stem or {@code #supports_big_dripleaf}) below and
 *       (stem or big dripleaf) above; a water tick when waterlogged;</li>
 *   <li>small dripleaf ({@code SmallDripleafBlock}, a {@code DoublePlantBlock}): a water tick when waterlogged; air
 *       when its other half is gone or it cannot survive;</li>
 *   <li>mangrove propagules ({@code MangrovePropaguleBlock}): a water tick when waterlogged; air when they cannot
 *       survive; mangrove roots ({@code MangroveRootsBlock}), sculk sensors and shriekers ({@code SculkSensorBlock},
 *       {@code SculkShriekerBlock}): a water tick when waterlogged;</li>
 *   <li>snow layers ({@code SnowLayerBlock}): air when they cannot survive;</li>
 *   <li>pale moss carpets ({@code MossyCarpetBlock}): air when they cannot survive; else each side recomputed
 *       ({@code getUpdatedState} without creating sides: kept where the neighbour offers a face to attach to, tall under
 *       a topper carpet showing that side, none on a topper whose carpet below shows none) and air with no face
 *       left;</li>
 *   <li>creaking hearts ({@code CreakingHeartBlock}): a block tick after 1 (its tick recomputes the state);</li>
 *   <li>fire ({@code FireBlock}): air when it cannot survive, else the state for its place ({@code getStateWithAge}:
 *       soul fire on {@code #soul_fire_base_blocks}, else fire with {@code age} kept, its sides burning towards
 *       flammable neighbours unless the block below is flammable or sturdy);</li>
 *   <li>bee nests ({@code BeehiveBlock}): unchanged (beside fire the game releases the bees, which no generated world
 *       has next to a nest: refused);</li>
 *   <li>mud, powder snow, the structure block (none of them overrides {@code updateShape}): unchanged.</li>
 * </ul>
 */
public final class NaturalShapeUpdates {
    /** Returned for a block this class does not write out. */
    public static final int NOT_HANDLED = -1;
    private static final int WATER_DELAY = 5;

    private NaturalShapeUpdates() {}

    /**
     * @param dir from the block to the neighbour
     * @return the new state, or {@link #NOT_HANDLED}
     * @throws IllegalStateException for a bee nest beside fire
     */
    public static int updateShape(WorldGenLevel level, int state, int x, int y, int z, Direction dir, int neighbour, String where) {
        BlockStates s = level.states();
        String name = s.registry().blockName(state);
        switch (name) {
            case "minecraft:sugar_cane", "minecraft:cactus":
                if (!BlockSurvival.canSurvive(level, state, x, y, z)) level.scheduleBlockTick(x, y, z, name, 1);
                return state;
            case "minecraft:cactus_flower", "minecraft:snow":
                return BlockSurvival.canSurvive(level, state, x, y, z) ? state : s.air;
            case "minecraft:bamboo": {
                if (!BlockSurvival.canSurvive(level, state, x, y, z)) level.scheduleBlockTick(x, y, z, name, 1);
                if (dir == Direction.UP && s.block(neighbour) == s.block(state)
                        && Integer.parseInt(s.value(neighbour, "age")) > Integer.parseInt(s.value(state, "age"))) {
                    return s.with(state, "age", "1"); // cycle of a 0..1 property from 0
                }
                return state;
            }
            case "minecraft:cocoa": {
                Direction facing = Direction.byId(s.value(state, "facing"));
                if (dir != facing) return state;
                return s.is(level.getBlockState(x + facing.stepX, y, z + facing.stepZ), s.tag("minecraft:supports_cocoa")) ? state : s.air;
            }
            case "minecraft:cave_vines", "minecraft:cave_vines_plant": {
                boolean head = name.equals("minecraft:cave_vines");
                if (dir == Direction.UP && !BlockSurvival.canSurvive(level, state, x, y, z)) level.scheduleBlockTick(x, y, z, name, 1);
                if (dir != Direction.DOWN) return state;
                String n = s.registry().blockName(neighbour);
                boolean vinesBelow = n.equals("minecraft:cave_vines") || n.equals("minecraft:cave_vines_plant");
                if (head && vinesBelow) return s.with(s.defaultState("minecraft:cave_vines_plant"), "berries", s.value(state, "berries"));
                if (!head && !vinesBelow) return s.with(s.with(s.defaultState("minecraft:cave_vines"), "age", "0"), "berries", s.value(state, "berries"));
                return state;
            }
            case "minecraft:spore_blossom", "minecraft:hanging_roots":
                waterTick(level, state, x, y, z);
                return dir == Direction.UP && !BlockSurvival.canSurvive(level, state, x, y, z) ? s.air : state;
            case "minecraft:big_dripleaf": {
                if (dir == Direction.DOWN) {
                    int below = level.getBlockState(x, y - 1, z);
                    String b = s.registry().blockName(below);
                    boolean survives = b.equals(name) || b.equals("minecraft:big_dripleaf_stem") || s.is(below, s.tag("minecraft:supports_big_dripleaf"));
                    if (!survives) return s.air;
                }
                waterTick(level, state, x, y, z);
                if (dir == Direction.UP && s.block(neighbour) == s.block(state)) {
                    int stem = s.with(s.defaultState("minecraft:big_dripleaf_stem"), "facing", s.value(state, "facing"));
                    return s.with(stem, "waterlogged", s.value(state, "waterlogged"));
                }
                return state;
            }
            case "minecraft:big_dripleaf_stem": {
                if (dir.stepY != 0) {
                    int below = level.getBlockState(x, y - 1, z), above = level.getBlockState(x, y + 1, z);
                    String a = s.registry().blockName(above);
                    boolean survives = (s.block(below) == s.block(state) || s.is(below, s.tag("minecraft:supports_big_dripleaf")))
                            && (s.block(above) == s.block(state) || a.equals("minecraft:big_dripleaf"));
                    if (!survives) level.scheduleBlockTick(x, y, z, name, 1);
                }
                waterTick(level, state, x, y, z);
                return state;
            }
            case "minecraft:small_dripleaf": {
                waterTick(level, state, x, y, z);
                return SurfaceShapeUpdates.doublePlant(level, state, x, y, z, dir, neighbour); // a DoublePlantBlock
            }
            case "minecraft:mangrove_propagule":
                waterTick(level, state, x, y, z);
                return BlockSurvival.canSurvive(level, state, x, y, z) ? state : s.air;
            case "minecraft:mangrove_roots", "minecraft:sculk_sensor", "minecraft:sculk_shrieker":
                waterTick(level, state, x, y, z);
                return state;
            case "minecraft:pale_moss_carpet":
                return paleMossCarpet(level, state, x, y, z);
            case "minecraft:creaking_heart":
                level.scheduleBlockTick(x, y, z, name, 1);
                return state;
            case "minecraft:fire":
                return BlockSurvival.canSurvive(level, state, x, y, z) ? fireFor(level, x, y, z, s.value(state, "age")) : s.air;
            case "minecraft:bee_nest", "minecraft:beehive":
                if (s.registry().blockName(neighbour).endsWith("fire")) {
                    throw new IllegalStateException(where + ": a bee nest beside fire at " + x + " " + y + " " + z + " releases its bees (not written out)");
                }
                return state;
            case "minecraft:mud", "minecraft:powder_snow", "minecraft:structure_block":
                return state;
            default:
                return NOT_HANDLED;
        }
    }

    /** Game: {@code MossyCarpetBlock.updateShape} (see the class comment). */
    private static int paleMossCarpet(WorldGenLevel level, int state, int x, int y, int z) {
        BlockStates s = level.states();
        if (!BlockSurvival.canSurvive(level, state, x, y, z)) return s.air;
        boolean base = "true".equals(s.value(state, "bottom"));
        int result = state;
        boolean anySide = false;
        for (Direction d : Direction.HORIZONTAL) {
            int n = level.getBlockState(x + d.stepX, y, z + d.stepZ);
            String side = FaceSupport.canAttachTo(s, d.ordinal(), n) ? (base ? "low" : s.value(state, d.id)) : "none";
            if (side.equals("low")) {
                int above = level.getBlockState(x, y + 1, z);
                if (s.block(above) == s.block(state) && !"none".equals(s.value(above, d.id)) && !"true".equals(s.value(above, "bottom"))) side = "tall";
                if (!base) {
                    int below = level.getBlockState(x, y - 1, z);
                    if (s.block(below) == s.block(state) && "none".equals(s.value(below, d.id))) side = "none";
                }
            }
            result = s.with(result, d.id, side);
            anySide |= !side.equals("none");
        }
        return base || anySide ? result : s.air;
    }

    /**
     * Game: {@code FireBlock.getStateWithAge}: {@code BaseFireBlock.getState} (soul fire over
     * {@code #soul_fire_base_blocks}, else {@code FireBlock.getStateForPlacement}) with {@code age} set on fire.
     */
    private static int fireFor(WorldGenLevel level, int x, int y, int z, String age) {
        BlockStates s = level.states();
        int below = level.getBlockState(x, y - 1, z);
        if (s.is(below, s.tag("minecraft:soul_fire_base_blocks"))) return s.defaultState("minecraft:soul_fire");
        BlockSupport support = BlockSupport.vanilla();
        int fire = s.defaultState("minecraft:fire");
        if (!support.canBurn(below) && !support.isFaceSturdy(below, dev.strata.engine.feature.Direction.UP)) {
            for (Direction d : Direction.values()) {
                if (d == Direction.DOWN) continue; // FireBlock has no property for down
                int n = level.getBlockState(x + d.stepX, y + d.stepY, z + d.stepZ);
                fire = s.with(fire, d.id, Boolean.toString(support.canBurn(n)));
            }
        }
        return s.with(fire, "age", age);
    }

    private static void waterTick(WorldGenLevel level, int state, int x, int y, int z) {
        if ("true".equals(level.states().value(state, "waterlogged"))) level.scheduleFluidTick(x, y, z, "minecraft:water", WATER_DELAY);
    }
}
