package dev.strata.engine.noise;

import dev.strata.engine.random.LegacyRandom;

/**
 * The end islands density (game: {@code DensityFunctions.EndIslandDensity}, density type
 * {@code minecraft:end_islands}): a central island plus simplex-placed outer islands, in float arithmetic as the
 * game does. {@link #compute(int, int)} returns roughly {@code [-0.84375, 0.5625]} per block column.
 */
public final class EndIslands {

    private static final double ISLAND_THRESHOLD = (double) -0.9F;

    private final SimplexNoise islandNoise;

    /** Binds to the world seed: {@code new LegacyRandom(seed)}, {@code consumeCount(17292)}, then a simplex noise. */
    public EndIslands(long seed) {
        LegacyRandom random = new LegacyRandom(seed);
        random.consumeCount(17292);
        this.islandNoise = new SimplexNoise(random);
    }

    /**
     * The island height field in 8-block units {@code (x, z)} (game: {@code getHeightValue}): between -100 and 80.
     * Note {@code x / 2} and {@code x % 2} truncate toward zero, and {@code x * x + z * z} is int arithmetic.
     */
    public float getHeightValue(int x, int z) {
        int cx = x / 2;
        int cz = z / 2;
        int rx = x % 2;
        int rz = z % 2;
        float h = 100.0F - (float) Math.sqrt((float) (x * x + z * z)) * 8.0F;
        h = clamp(h, -100.0F, 80.0F);
        for (int dx = -12; dx <= 12; dx++) {
            for (int dz = -12; dz <= 12; dz++) {
                long ox = (long) (cx + dx);
                long oz = (long) (cz + dz);
                if (ox * ox + oz * oz > 4096L && islandNoise.getValue((double) ox, (double) oz) < ISLAND_THRESHOLD) {
                    float size = (Math.abs((float) ox) * 3439.0F + Math.abs((float) oz) * 147.0F) % 13.0F + 9.0F;
                    float fx = (float) (rx - dx * 2);
                    float fz = (float) (rz - dz * 2);
                    float island = 100.0F - (float) Math.sqrt(fx * fx + fz * fz) * size;
                    island = clamp(island, -100.0F, 80.0F);
                    h = Math.max(h, island);
                }
            }
        }
        return h;
    }

    private static float clamp(float v, float min, float max) {
        return v < min ? min : Math.min(v, max);
    }

    /** The density at block column {@code (blockX, blockZ)}: {@code (getHeightValue(x / 8, z / 8) - 8) / 128}. */
    public double compute(int blockX, int blockZ) {
        return ((double) getHeightValue(blockX / 8, blockZ / 8) - 8.0) / 128.0;
    }

    /** Lower bound of {@link #compute}: {@code (-100 - 8) / 128}. */
    public static double minValue() {
        return -0.84375;
    }

    /** Upper bound of {@link #compute}: {@code (80 - 8) / 128}. */
    public static double maxValue() {
        return 0.5625;
    }
}
