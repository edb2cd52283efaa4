package dev.strata.engine.feature;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;

/**
 * Feature type {@code basalt_pillar} (game: {@code BasaltPillarFeature}, no configuration): at an air origin under a
 * non-air block, basalt down through air (stopping, with success, below the build height); beside each pillar block
 * a hang-off on each side north, south, west, east while that side's {@code nextInt(10) != 0} held so far; beside
 * the lowest pillar block a hang-off per side on {@code nextBoolean()}; then on the ground under the pillar, for
 * dx, dz in -3..3, with chance {@code nextInt(10) < 10 - |dx|·|dz|}, basalt dropped through at most 3 air blocks
 * onto a non-air block. All basalt, flags 2.
 *
 * <p>The 26.1 decompile on disk lost the {@code break} of the drop loop ({@code if (--maxDrop <= 0) break;}); the
 * 26.2 decompile has it, and so has this.
 *
 * @param basalt basalt's default state
 */
record BasaltPillarFeature(int basalt) implements ConfiguredFeature {
    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        return new BasaltPillarFeature(p.states().defaultState("minecraft:basalt"));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        if (!level.isEmptyBlock(x, y, z) || level.isEmptyBlock(x, y + 1, z)) return false;
        boolean north = true, south = true, west = true, east = true;
        int py = y;
        while (level.isEmptyBlock(x, py, z)) {
            if (level.isOutsideBuildHeight(py)) return true;
            level.setBlock(x, py, z, basalt, WorldGenLevel.UPDATE_CLIENTS);
            north = north && placeHangOff(level, random, x, py, z - 1);
            south = south && placeHangOff(level, random, x, py, z + 1);
            west = west && placeHangOff(level, random, x - 1, py, z);
            east = east && placeHangOff(level, random, x + 1, py, z);
            py--;
        }
        py++;
        placeBaseHangOff(level, random, x, py, z - 1);
        placeBaseHangOff(level, random, x, py, z + 1);
        placeBaseHangOff(level, random, x - 1, py, z);
        placeBaseHangOff(level, random, x + 1, py, z);
        py--;
        for (int dx = -3; dx < 4; dx++) {
            for (int dz = -3; dz < 4; dz++) {
                int probability = Math.abs(dx) * Math.abs(dz);
                if (random.nextInt(10) >= 10 - probability) continue;
                int bx = x + dx, by = py, bz = z + dz;
                int maxDrop = 3;
                while (level.isEmptyBlock(bx, by - 1, bz)) {
                    by--;
                    if (--maxDrop <= 0) break;
                }
                if (level.isEmptyBlock(bx, by - 1, bz)) continue;
                level.setBlock(bx, by, bz, basalt, WorldGenLevel.UPDATE_CLIENTS);
            }
        }
        return true;
    }

    private void placeBaseHangOff(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        if (random.nextBoolean()) level.setBlock(x, y, z, basalt, WorldGenLevel.UPDATE_CLIENTS);
    }

    private boolean placeHangOff(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        if (random.nextInt(10) != 0) {
            level.setBlock(x, y, z, basalt, WorldGenLevel.UPDATE_CLIENTS);
            return true;
        }
        return false;
    }
}
