package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;

/**
 * Game: {@code IcebergFeature} with {@code BlockStateConfiguration} ({@code state}: packed or blue ice): an iceberg
 * at sea level over the origin's column, round (radius up to 11) or elliptic, with a part above the water, a steeper
 * part below, optional snow on top, smoothing of overhangs and lone blocks, and sometimes a carved-out bay.
 *
 * <p>The shape math is the game's, in the same types: {@code float} radii with {@code Mth.ceil}, {@code double}
 * distances with {@code Math.pow}, {@code Math.sin} and {@code Math.cos}, and the random draws in the same order
 * (many per block: the round radius is drawn anew for every block, the circle's edge noise too). Blocks are set with
 * {@code Feature.setBlock} (flags 3). The iceberg reaches 11 blocks (the smoothing 11, the bay 10) around the origin,
 * so it stays within the 3 x 3 region for an origin in the centre chunk.
 */
record IcebergFeature(int mainState, int packedIce, int snowBlock, int blueIce, int ice, int water, int snow,
        int airState, int waterState, int snowBlockState) implements ConfiguredFeature {

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        BlockStates s = p.states();
        return new IcebergFeature(p.blockState(c.get("state")), s.blockIndex("minecraft:packed_ice"),
                s.blockIndex("minecraft:snow_block"), s.blockIndex("minecraft:blue_ice"), s.blockIndex("minecraft:ice"),
                s.blockIndex("minecraft:water"), s.blockIndex("minecraft:snow"), s.air, s.defaultState("minecraft:water"),
                s.defaultState("minecraft:snow_block"));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        int ox = x, oy = level.getSeaLevel(), oz = z;
        boolean snowOnTop = random.nextDouble() > 0.7;
        double shapeAngle = random.nextDouble() * 2.0 * Math.PI;
        int shapeEllipseA = 11 - random.nextInt(5);
        int shapeEllipseC = 3 + random.nextInt(3);
        boolean isEllipse = random.nextDouble() > 0.7;
        int overWaterHeight = isEllipse ? random.nextInt(6) + 6 : random.nextInt(15) + 3;
        if (!isEllipse && random.nextDouble() > 0.9) overWaterHeight += random.nextInt(19) + 7;
        int underWaterHeight = Math.min(overWaterHeight + random.nextInt(11), 18);
        int width = Math.min(overWaterHeight + random.nextInt(7) - random.nextInt(5), 11);
        int a = isEllipse ? shapeEllipseA : 11;
        for (int xo = -a; xo < a; xo++) {
            for (int zo = -a; zo < a; zo++) {
                for (int yOff = 0; yOff < overWaterHeight; yOff++) {
                    int radius = isEllipse ? radiusEllipse(yOff, overWaterHeight, width) : radiusRound(random, yOff, overWaterHeight, width);
                    if (!isEllipse && xo >= radius) continue;
                    icebergBlock(level, random, ox, oy, oz, overWaterHeight, xo, yOff, zo, radius, a, isEllipse, shapeEllipseC, shapeAngle, snowOnTop);
                }
            }
        }
        smooth(level, ox, oy, oz, width, overWaterHeight, isEllipse, shapeEllipseA);
        for (int xo = -a; xo < a; xo++) {
            for (int zo = -a; zo < a; zo++) {
                for (int yOff = -1; yOff > -underWaterHeight; yOff--) {
                    int newA = isEllipse ? ceil((float) a * (1.0f - (float) Math.pow(yOff, 2.0) / ((float) underWaterHeight * 8.0f))) : a;
                    int radius = radiusSteep(random, -yOff, underWaterHeight, width);
                    if (xo >= radius) continue;
                    icebergBlock(level, random, ox, oy, oz, underWaterHeight, xo, yOff, zo, radius, newA, isEllipse, shapeEllipseC, shapeAngle, snowOnTop);
                }
            }
        }
        boolean doCutOut = isEllipse ? random.nextDouble() > 0.1 : random.nextDouble() > 0.7;
        if (doCutOut) cutOut(random, level, width, overWaterHeight, ox, oy, oz, isEllipse, shapeEllipseA, shapeAngle, shapeEllipseC);
        return true;
    }

    /** Game: {@code Mth.ceil(float)}. */
    static int ceil(float v) {
        return (int) Math.ceil(v);
    }

    private void cutOut(RandomSource random, WorldGenLevel level, int width, int height, int ox, int oy, int oz,
            boolean isEllipse, int shapeEllipseA, double shapeAngle, int shapeEllipseC) {
        int signX = random.nextBoolean() ? -1 : 1;
        int signZ = random.nextBoolean() ? -1 : 1;
        int xOff = random.nextInt(Math.max(width / 2 - 2, 1));
        if (random.nextBoolean()) xOff = width / 2 + 1 - random.nextInt(Math.max(width - width / 2 - 1, 1));
        int zOff = random.nextInt(Math.max(width / 2 - 2, 1));
        if (random.nextBoolean()) zOff = width / 2 + 1 - random.nextInt(Math.max(width - width / 2 - 1, 1));
        if (isEllipse) xOff = zOff = random.nextInt(Math.max(shapeEllipseA - 5, 1));
        int lx = signX * xOff, lz = signZ * zOff;
        double angle = isEllipse ? shapeAngle + 1.5707963267948966 : random.nextDouble() * 2.0 * Math.PI;
        for (int yOff = 0; yOff < height - 3; yOff++) {
            int radius = radiusRound(random, yOff, height, width);
            carve(radius, yOff, ox, oy, oz, level, false, angle, lx, lz, shapeEllipseA, shapeEllipseC);
        }
        // the bound draws anew at every test of the loop condition, as the game's does
        for (int yOff = -1; yOff > -height + random.nextInt(5); yOff--) {
            int radius = radiusSteep(random, -yOff, height, width);
            carve(radius, yOff, ox, oy, oz, level, true, angle, lx, lz, shapeEllipseA, shapeEllipseC);
        }
    }

    private void carve(int radius, int yOff, int ox, int oy, int oz, WorldGenLevel level, boolean underWater, double angle,
            int lx, int lz, int shapeEllipseA, int shapeEllipseC) {
        BlockStates s = level.states();
        int a = radius + 1 + shapeEllipseA / 3;
        int c = Math.min(radius - 3, 3) + shapeEllipseC / 2 - 1;
        for (int xo = -a; xo < a; xo++) {
            for (int zo = -a; zo < a; zo++) {
                double signedDist = signedDistanceEllipse(xo, zo, lx, lz, a, c, angle);
                if (!(signedDist < 0.0)) continue;
                int px = ox + xo, py = oy + yOff, pz = oz + zo;
                int state = level.getBlockState(px, py, pz);
                if (!isIcebergState(s, state) && !s.is(state, snowBlock)) continue;
                if (underWater) {
                    level.setBlock(px, py, pz, waterState, WorldGenLevel.UPDATE_ALL);
                } else {
                    level.setBlock(px, py, pz, airState, WorldGenLevel.UPDATE_ALL);
                    if (s.is(level.getBlockState(px, py + 1, pz), snow)) level.setBlock(px, py + 1, pz, airState, WorldGenLevel.UPDATE_ALL);
                }
            }
        }
    }

    private void icebergBlock(WorldGenLevel level, RandomSource random, int ox, int oy, int oz, int height, int xo, int yOff,
            int zo, int radius, int a, boolean isEllipse, int shapeEllipseC, double shapeAngle, boolean snowOnTop) {
        double signedDist = isEllipse
                ? signedDistanceEllipse(xo, zo, 0, 0, a, ellipseC(yOff, height, shapeEllipseC), shapeAngle)
                : signedDistanceCircle(xo, zo, radius, random);
        if (!(signedDist < 0.0)) return;
        double compareVal = isEllipse ? -0.5 : (double) (-6 - random.nextInt(3));
        if (signedDist > compareVal && random.nextDouble() > 0.9) return;
        setIcebergBlock(ox + xo, oy + yOff, oz + zo, level, random, height - yOff, height, isEllipse, snowOnTop);
    }

    private void setIcebergBlock(int x, int y, int z, WorldGenLevel level, RandomSource random, int hDiff, int height,
            boolean isEllipse, boolean snowOnTop) {
        BlockStates s = level.states();
        int state = level.getBlockState(x, y, z);
        boolean isWater = s.is(state, water);
        if (!(s.isAir(state) || s.is(state, snowBlock) || s.is(state, ice) || isWater)) return;
        boolean randomness = !isEllipse || random.nextDouble() > 0.05;
        int divisor = isEllipse ? 3 : 2;
        if (snowOnTop && !isWater && (double) hDiff <= (double) random.nextInt(Math.max(1, height / divisor)) + (double) height * 0.6
                && randomness) {
            level.setBlock(x, y, z, snowBlockState, WorldGenLevel.UPDATE_ALL);
        } else {
            level.setBlock(x, y, z, mainState, WorldGenLevel.UPDATE_ALL);
        }
    }

    private static int ellipseC(int yOff, int height, int shapeEllipseC) {
        int c = shapeEllipseC;
        if (yOff > 0 && height - yOff <= 3) c -= 4 - (height - yOff);
        return c;
    }

    /** Game: {@code signedDistanceCircle} (origin 0, 0): edge noise {@code 10 * clamp(nextFloat, 0.2, 0.8) / radius}. */
    private static double signedDistanceCircle(int xo, int zo, int radius, RandomSource random) {
        float f = random.nextFloat();
        float clamped = f < 0.2f ? 0.2f : Math.min(f, 0.8f);
        float off = 10.0f * clamped / (float) radius;
        return (double) off + Math.pow(xo, 2.0) + Math.pow(zo, 2.0) - Math.pow(radius, 2.0);
    }

    /** Game: {@code signedDistanceEllipse}: the rotated ellipse with half axes a and c, around {@code (lx, lz)}. */
    static double signedDistanceEllipse(int xo, int zo, int lx, int lz, int a, int c, double angle) {
        return Math.pow(((double) (xo - lx) * Math.cos(angle) - (double) (zo - lz) * Math.sin(angle)) / (double) a, 2.0)
                + Math.pow(((double) (xo - lx) * Math.sin(angle) + (double) (zo - lz) * Math.cos(angle)) / (double) c, 2.0) - 1.0;
    }

    /** Game: {@code heightDependentRadiusRound}: 1 to 3 draws. */
    static int radiusRound(RandomSource random, int yOff, int height, int width) {
        float k = 3.5f - random.nextFloat();
        float scale = (1.0f - (float) Math.pow(yOff, 2.0) / ((float) height * k)) * (float) width;
        if (height > 15 + random.nextInt(5)) {
            int tempYOff = yOff < 3 + random.nextInt(6) ? yOff / 2 : yOff;
            scale = (1.0f - (float) tempYOff / ((float) height * k * 0.4f)) * (float) width;
        }
        return ceil(scale / 2.0f);
    }

    /** Game: {@code heightDependentRadiusEllipse}: no draw. */
    static int radiusEllipse(int yOff, int height, int width) {
        float scale = (1.0f - (float) Math.pow(yOff, 2.0) / ((float) height * 1.0f)) * (float) width;
        return ceil(scale / 2.0f);
    }

    /** Game: {@code heightDependentRadiusSteep}: one draw. */
    static int radiusSteep(RandomSource random, int yOff, int height, int width) {
        float k = 1.0f + random.nextFloat() / 2.0f;
        float scale = (1.0f - (float) yOff / ((float) height * k)) * (float) width;
        return ceil(scale / 2.0f);
    }

    private boolean isIcebergState(BlockStates s, int state) {
        int b = s.block(state);
        return b == packedIce || b == snowBlock || b == blueIce;
    }

    /**
     * Game: {@code smooth}: over the top part, an iceberg block or snow layer with air below is removed with the block
     * above it; an iceberg block with at most one iceberg block beside it (of the four) is removed.
     */
    void smooth(WorldGenLevel level, int ox, int oy, int oz, int width, int height, boolean isEllipse, int shapeEllipseA) {
        BlockStates s = level.states();
        int a = isEllipse ? shapeEllipseA : width / 2;
        for (int x = -a; x <= a; x++) {
            for (int z = -a; z <= a; z++) {
                for (int yOff = 0; yOff <= height; yOff++) {
                    int px = ox + x, py = oy + yOff, pz = oz + z;
                    int state = level.getBlockState(px, py, pz);
                    boolean iceberg = isIcebergState(s, state);
                    if (!iceberg && !s.is(state, snow)) continue;
                    if (s.isAir(level.getBlockState(px, py - 1, pz))) {
                        level.setBlock(px, py, pz, airState, WorldGenLevel.UPDATE_ALL);
                        level.setBlock(px, py + 1, pz, airState, WorldGenLevel.UPDATE_ALL);
                        continue;
                    }
                    if (!iceberg) continue;
                    int counter = 0;
                    if (!isIcebergState(s, level.getBlockState(px - 1, py, pz))) counter++;
                    if (!isIcebergState(s, level.getBlockState(px + 1, py, pz))) counter++;
                    if (!isIcebergState(s, level.getBlockState(px, py, pz - 1))) counter++;
                    if (!isIcebergState(s, level.getBlockState(px, py, pz + 1))) counter++;
                    if (counter >= 3) level.setBlock(px, py, pz, airState, WorldGenLevel.UPDATE_ALL);
                }
            }
        }
    }
}
