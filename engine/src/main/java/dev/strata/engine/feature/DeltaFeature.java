package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;
import java.util.BitSet;

/**
 * Feature type {@code delta_feature} (game: {@code DeltaFeature} with {@code DeltaFeatureConfiguration}): a rim
 * ({@code nextDouble() < 0.9}: two {@code rim_size} draws, x then z; a rim only when both are non-zero), then two
 * {@code size} draws (radius x, z). Over the positions within manhattan reach of the origin in the game's
 * {@code BlockPos.withinManhattan(origin, rx, 0, rz)} order, up to distance {@code max(rx, rz)}: a "clear" position
 * gets the rim, and the position shifted by (rim x, 0, rim z), if clear, gets the contents (flags 3). Clear: not the
 * contents' block, not one of {@link #CANNOT_REPLACE}, air above and no air on the other five sides.
 *
 * @param contents {@code contents}; @param rim {@code rim}; @param size {@code size} (0..16); @param rimSize {@code rim_size} (0..16)
 * @param cannotReplace block indices of {@link #CANNOT_REPLACE}
 */
record DeltaFeature(int contents, int rim, IntProvider size, IntProvider rimSize, BitSet cannotReplace) implements ConfiguredFeature {
    /** Game: {@code DeltaFeature.CANNOT_REPLACE}. */
    static final String[] CANNOT_REPLACE = {"minecraft:bedrock", "minecraft:nether_bricks", "minecraft:nether_brick_fence",
            "minecraft:nether_brick_stairs", "minecraft:nether_wart", "minecraft:chest", "minecraft:spawner"};

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        BlockStates s = p.states();
        return new DeltaFeature(p.blockState(c.get("contents")), p.blockState(c.get("rim")),
                BasaltColumnsFeature.bounded(c.get("size"), p, 0, 16), BasaltColumnsFeature.bounded(c.get("rim_size"), p, 0, 16),
                BasaltColumnsFeature.blockSet(s, CANNOT_REPLACE));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        boolean anyPlaced = false;
        boolean spawnRim = random.nextDouble() < 0.9;
        int rimX = spawnRim ? rimSize.sample(random) : 0;
        int rimZ = spawnRim ? rimSize.sample(random) : 0;
        boolean hasRim = spawnRim && rimX != 0 && rimZ != 0;
        int radiusX = size.sample(random);
        int radiusZ = size.sample(random);
        int radiusLimit = Math.max(radiusX, radiusZ);
        // BlockPos.withinManhattan(origin, radiusX, 0, radiusZ): by distance d, x from -min(rx, d) up, z = d - |x|
        // (if within rz) then its mirror -z; stopped here past radiusLimit
        int maxDepth = radiusX + radiusZ;
        for (int d = 0; d <= maxDepth && d <= radiusLimit; d++) {
            int maxX = Math.min(radiusX, d);
            for (int dx = -maxX; dx <= maxX; dx++) {
                int dz = d - Math.abs(dx);
                if (dz > radiusZ) continue;
                anyPlaced |= placeAt(level, x + dx, y, z + dz, rimX, rimZ, hasRim);
                if (dz != 0) anyPlaced |= placeAt(level, x + dx, y, z - dz, rimX, rimZ, hasRim);
            }
        }
        return anyPlaced;
    }

    private boolean placeAt(WorldGenLevel level, int x, int y, int z, int rimX, int rimZ, boolean hasRim) {
        if (!isClear(level, x, y, z)) return false;
        boolean placed = false;
        if (hasRim) {
            placed = true;
            level.setBlock(x, y, z, rim, WorldGenLevel.UPDATE_ALL);
        }
        if (!isClear(level, x + rimX, y, z + rimZ)) return placed;
        level.setBlock(x + rimX, y, z + rimZ, contents, WorldGenLevel.UPDATE_ALL);
        return true;
    }

    private boolean isClear(WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        int block = s.block(level.getBlockState(x, y, z));
        if (block == s.block(contents) || cannotReplace.get(block)) return false;
        // Direction.values(): down, up, north, south, west, east; up must be air, the others not
        for (int d = 0; d < 6; d++) {
            boolean air = s.isAir(level.getBlockState(x + WeepingVinesFeature.DX[d], y + WeepingVinesFeature.DY[d], z + WeepingVinesFeature.DZ[d]));
            if (air != (d == 1)) return false;
        }
        return true;
    }
}
