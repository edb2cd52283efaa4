package dev.strata.engine.feature.cave;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.BlockSurvival;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.blockpredicates.BlockPredicate;
import dev.strata.engine.feature.placement.PlacedFeature;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.random.RandomSource;
import java.util.BitSet;

/**
 * Game 26.2: {@code RootSystemFeature} ({@code minecraft:root_system}): from an air origin in a cave, climbs up to
 * {@code root_column_max_height} blocks to the first position where {@code allowed_tree_position} holds and there is
 * room for the tree (and, new in 26.2, the ground is level: at {@code level_test_distance} to the south, west,
 * north and east the block {@code max_level_deviation} below is not air and the one as far above is air); places
 * {@code feature} there, then rooted blocks in the column below (attempts at random offsets within
 * {@code root_radius}) and hanging roots around the origin.
 *
 * <p>26.2 also stops the climb once above the {@code WORLD_SURFACE} heightmap; 26.1 climbed on but then met air
 * below (not solid) and stopped there too, so the blocks are the same for the vanilla rooted azalea tree (its
 * {@code level_test_distance} is 0).
 */
record RootSystemFeature(PlacedFeature treeFeature, int requiredVerticalSpaceForTree, int levelTestDistance, int maxLevelDeviation,
                         int rootRadius, BitSet rootReplaceable, BlockStateProvider rootStateProvider, int rootPlacementAttempts,
                         int rootColumnMaxHeight, int hangingRootRadius, int hangingRootsVerticalSpan,
                         BlockStateProvider hangingRootStateProvider, int hangingRootPlacementAttempts,
                         int allowedVerticalWaterForTree, BlockPredicate allowedTreePosition) implements ConfiguredFeature {

    /** Game: {@code Direction.from2DDataValue(0..3)}: south, west, north, east. */
    private static final Direction[] BY_2D = {Direction.SOUTH, Direction.WEST, Direction.NORTH, Direction.EAST};

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        if (!level.states().isAir(level.getBlockState(x, y, z))) return false;
        int treeY = placeDirtAndTree(level, random, x, y, z);
        if (treeY != Integer.MIN_VALUE) placeRoots(level, random, x, y, z);
        return true;
    }

    /** @return the y the tree went to, or {@code Integer.MIN_VALUE} when none was placed */
    private int placeDirtAndTree(WorldGenLevel level, RandomSource random, int x, int oy, int z) {
        BlockStates s = level.states();
        int wy = oy;
        for (int i = 0; i < rootColumnMaxHeight; i++) {
            wy++;
            if (level.getHeight(Heightmap.Types.WORLD_SURFACE, x, z) < wy) return Integer.MIN_VALUE;
            if (!allowedTreePosition.test(level, x, wy, z) || !spaceForTree(level, x, wy, z)) continue;
            int below = level.getBlockState(x, wy - 1, z);
            if (s.isLavaFluid(below) || !s.isSolid(below)) return Integer.MIN_VALUE;
            if (!treeFeature.place(level, random, x, wy, z)) continue;
            for (int y = oy; y < oy + i; y++) placeRootedDirt(level, random, x, y, z);
            return wy;
        }
        return Integer.MIN_VALUE;
    }

    private boolean spaceForTree(WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        for (int i = 1; i <= requiredVerticalSpaceForTree; i++) {
            int state = level.getBlockState(x, y + i, z);
            if (!s.isAir(state) && !(i + 1 <= allowedVerticalWaterForTree && s.isWaterFluid(state))) return false;
        }
        if (levelTestDistance > 0) {
            for (Direction d : BY_2D) {
                int cx = x + d.dx * levelTestDistance, cz = z + d.dz * levelTestDistance;
                if (s.isAir(level.getBlockState(cx, y - maxLevelDeviation, cz)) || !s.isAir(level.getBlockState(cx, y + maxLevelDeviation, cz))) return false;
            }
        }
        return true;
    }

    private void placeRootedDirt(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        BlockStates s = level.states();
        for (int i = 0; i < rootPlacementAttempts; i++) {
            int dx = random.nextInt(rootRadius) - random.nextInt(rootRadius);
            int dz = random.nextInt(rootRadius) - random.nextInt(rootRadius);
            if (rootReplaceable.get(s.block(level.getBlockState(x + dx, y, z + dz)))) {
                level.setBlock(x + dx, y, z + dz, rootStateProvider.getState(level, random, x + dx, y, z + dz), WorldGenLevel.UPDATE_CLIENTS);
            }
        }
    }

    private void placeRoots(WorldGenLevel level, RandomSource random, int ox, int oy, int oz) {
        for (int i = 0; i < hangingRootPlacementAttempts; i++) {
            int x = ox + random.nextInt(hangingRootRadius) - random.nextInt(hangingRootRadius);
            int y = oy + random.nextInt(hangingRootsVerticalSpan) - random.nextInt(hangingRootsVerticalSpan);
            int z = oz + random.nextInt(hangingRootRadius) - random.nextInt(hangingRootRadius);
            if (!level.isEmptyBlock(x, y, z)) continue;
            int target = hangingRootStateProvider.getState(level, random, x, y, z);
            if (BlockSurvival.canSurvive(level, target, x, y, z)
                    && BlockSupport.vanilla().isFaceSturdy(level.getBlockState(x, y + 1, z), Direction.DOWN.shared())) {
                level.setBlock(x, y, z, target, WorldGenLevel.UPDATE_CLIENTS);
            }
        }
    }

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        return new RootSystemFeature(p.placedFeature(c.get("feature")), c.get("required_vertical_space_for_tree").asInt(1, 64),
                c.get("level_test_distance").asInt(0, 16), c.get("max_level_deviation").asInt(0, 64),
                c.get("root_radius").asInt(1, 64), p.blocks(c.get("root_replaceable")), p.stateProvider(c.get("root_state_provider")),
                c.get("root_placement_attempts").asInt(1, 256), c.get("root_column_max_height").asInt(1, 4096),
                c.get("hanging_root_radius").asInt(1, 64), c.get("hanging_roots_vertical_span").asInt(1, 16),
                p.stateProvider(c.get("hanging_root_state_provider")), c.get("hanging_root_placement_attempts").asInt(1, 256),
                c.get("allowed_vertical_water_for_tree").asInt(1, 64), p.blockPredicate(c.get("allowed_tree_position")));
    }
}
