package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.tree.Direction;
import java.util.Set;

/**
 * {@code BlockState.updateShape} of the ground cover a template is placed against (the woodland mansion's dark forests
 * and pale gardens, a sulfur spring's meadow) or a tree grows into, asked by {@code structure.template.PieceShapeUpdates},
 * {@link TemplateShapeUpdates} and the tree's shape updates at its surface for what they do not write out themselves
 * (game: the 26.2 block classes):
 * <ul>
 *   <li>short grass, ferns, flowers, mushrooms (in light, {@link BlockSurvival}: they need a block of
 *       {@code overrides_mushroom_light_requirement} below), azaleas, bushes, firefly bushes, sweet berry bushes,
 *       saplings, leaf litter, pink petals and wildflowers, dead bushes and dry grass, lily pads, the nether's roots, fungi
 *       and sprouts ({@code VegetationBlock})
 *       and moss carpets ({@code CarpetBlock}): air when {@link BlockSurvival#canSurvive} says they cannot stand
 *       there;</li>
 *   <li>tall grass, large ferns, rose bushes, lilacs, peonies, sunflowers, pitcher plants ({@code DoublePlantBlock}):
 *       air when the other half is gone (towards up for the lower half, down for the upper; a neighbour of the same
 *       block with the same half does not count), the lower half also when it cannot stand; else as vegetation;</li>
 *   <li>huge mushroom blocks and stems ({@code HugeMushroomBlock}): the face towards a block of the same kind turns
 *       off;</li>
 *   <li>pale hanging moss ({@code HangingMossBlock}): a block tick after 1 when it cannot hang, and {@code tip} unless
 *       hanging moss is below.</li>
 * </ul>
 */
public final class SurfaceShapeUpdates {
    /** Returned for a block this class does not write out. */
    public static final int NOT_HANDLED = -1;
    private static final Set<String> VEGETATION = Set.of("minecraft:bush", "minecraft:firefly_bush", "minecraft:sweet_berry_bush",
            "minecraft:leaf_litter", "minecraft:pink_petals", "minecraft:wildflowers", "minecraft:short_dry_grass", "minecraft:tall_dry_grass", "minecraft:lily_pad", "minecraft:moss_carpet",
            "minecraft:oak_sapling", "minecraft:spruce_sapling", "minecraft:birch_sapling", "minecraft:jungle_sapling", "minecraft:acacia_sapling",
            "minecraft:cherry_sapling", "minecraft:dark_oak_sapling", "minecraft:pale_oak_sapling",
            // TallGrassBlock, DryVegetationBlock, FlowerBlock (and its eyeblossoms and wither rose), MushroomBlock, AzaleaBlock
            "minecraft:short_grass", "minecraft:fern", "minecraft:dead_bush", "minecraft:dandelion", "minecraft:golden_dandelion",
            "minecraft:torchflower", "minecraft:poppy", "minecraft:blue_orchid", "minecraft:allium", "minecraft:azure_bluet", "minecraft:red_tulip",
            "minecraft:orange_tulip", "minecraft:white_tulip", "minecraft:pink_tulip", "minecraft:oxeye_daisy", "minecraft:cornflower",
            "minecraft:lily_of_the_valley", "minecraft:open_eyeblossom", "minecraft:closed_eyeblossom", "minecraft:wither_rose",
            "minecraft:brown_mushroom", "minecraft:red_mushroom", "minecraft:azalea", "minecraft:flowering_azalea",
            // RootsBlock, FungusBlock, NetherSproutsBlock: VegetationBlock too
            "minecraft:crimson_roots", "minecraft:warped_roots", "minecraft:crimson_fungus", "minecraft:warped_fungus", "minecraft:nether_sprouts");
    private static final Set<String> DOUBLE_PLANTS = Set.of("minecraft:tall_grass", "minecraft:large_fern", "minecraft:rose_bush", "minecraft:lilac",
            "minecraft:peony", "minecraft:sunflower", "minecraft:pitcher_plant");
    private static final Set<String> HUGE_MUSHROOMS = Set.of("minecraft:brown_mushroom_block", "minecraft:red_mushroom_block", "minecraft:mushroom_stem");

    private static final byte OTHER = 0, PLANT = 1, DOUBLE_PLANT = 2, HUGE_MUSHROOM = 3, PALE_HANGING_MOSS = 4;

    /** Each block's kind above, by block index, made once per {@link BlockStates} (trees ask for every edge block). */
    private record Kinds(BlockStates states, byte[] byBlock) {
        static Kinds of(BlockStates s) {
            byte[] k = new byte[s.registry().blockCount()];
            for (String n : VEGETATION) k[s.blockIndex(n)] = PLANT;
            for (String n : DOUBLE_PLANTS) k[s.blockIndex(n)] = DOUBLE_PLANT;
            for (String n : HUGE_MUSHROOMS) k[s.blockIndex(n)] = HUGE_MUSHROOM;
            k[s.blockIndex("minecraft:pale_hanging_moss")] = PALE_HANGING_MOSS;
            return new Kinds(s, k);
        }
    }

    private static volatile Kinds kinds;

    private static byte kind(BlockStates s, int state) {
        Kinds k = kinds;
        if (k == null || k.states() != s) kinds = k = Kinds.of(s);
        return k.byBlock()[s.block(state)];
    }

    private SurfaceShapeUpdates() {}

    /**
     * @param dir from the block to the neighbour
     * @return the new state, or {@link #NOT_HANDLED}
     */
    public static int updateShape(WorldGenLevel level, int state, int x, int y, int z, Direction dir, int neighbour) {
        BlockStates s = level.states();
        byte kind = kind(s, state);
        if (kind == OTHER) return NOT_HANDLED;
        if (kind == PLANT) return BlockSurvival.canSurvive(level, state, x, y, z) ? state : s.air;
        if (kind == DOUBLE_PLANT) return doublePlant(level, state, x, y, z, dir, neighbour);
        if (kind == HUGE_MUSHROOM) {
            return s.block(neighbour) == s.block(state) ? s.with(state, dir.id, "false") : state;
        }
        if (kind == PALE_HANGING_MOSS) {
            if (!BlockSurvival.canSurvive(level, state, x, y, z)) level.scheduleBlockTick(x, y, z, "minecraft:pale_hanging_moss", 1);
            boolean mossBelow = s.block(level.getBlockState(x, y - 1, z)) == s.block(state);
            return s.with(state, "tip", Boolean.toString(!mossBelow));
        }
        return NOT_HANDLED;
    }

    /**
     * Game: {@code DoublePlantBlock.updateShape}: air when the update comes from the other half's side and that half is
     * gone, else air when the plant cannot survive ({@link BlockSurvival}).
     */
    static int doublePlant(WorldGenLevel level, int state, int x, int y, int z, Direction dir, int neighbour) {
        BlockStates s = level.states();
        String half = s.value(state, "half");
        boolean lower = half.equals("lower");
        boolean towardsOther = dir.stepY != 0 && lower == (dir == Direction.UP);
        boolean otherHalf = s.block(neighbour) == s.block(state) && !half.equals(s.value(neighbour, "half"));
        if (towardsOther && !otherHalf) return s.air;
        return BlockSurvival.canSurvive(level, state, x, y, z) ? state : s.air;
    }
}
