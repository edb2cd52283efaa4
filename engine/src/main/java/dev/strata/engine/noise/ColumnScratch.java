package dev.strata.engine.noise;

/**
 * Per-thread scratch arrays of the column samplers ({@link PerlinNoise#getValueColumn},
 * {@link NormalNoise#getValueColumn}, {@link BlendedNoise#computeColumn}), which are shared by the workers of a
 * generator. Each sampler owns fixed slots, so a sampler calling another (a normal noise its two Perlin noises)
 * never hands out an array it still uses. Contents are left from the last call: a caller that accumulates clears
 * its own. Before this, every column allocated its arrays afresh (4 GB of a 4,096-chunk run's 13 GB of garbage).
 */
final class ColumnScratch {
    static final int NORMAL_Y = 0, NORMAL_SECOND = 1;
    static final int PERLIN_Y = 2, PERLIN_VALUE = 3;
    /** {@link BlendedNoise}: y, main y, wrapped y, fudge, value, main, min, max (8 slots). */
    static final int BLENDED = 4;
    static final int BLENDED_NEED_MIN = 0, BLENDED_NEED_MAX = 1;

    private static final ThreadLocal<ColumnScratch> LOCAL = ThreadLocal.withInitial(ColumnScratch::new);

    private final double[][] doubles = new double[BLENDED + 8][];
    private final int[][] ints = new int[2][];

    private ColumnScratch() {}

    /** The calling thread's scratch. */
    static ColumnScratch get() {
        return LOCAL.get();
    }

    /** The double array of {@code slot}, at least {@code n} long. */
    double[] doubles(int slot, int n) {
        double[] a = doubles[slot];
        if (a == null || a.length < n) doubles[slot] = a = new double[Math.max(n, 64)];
        return a;
    }

    /** The int array of {@code slot}, at least {@code n} long. */
    int[] ints(int slot, int n) {
        int[] a = ints[slot];
        if (a == null || a.length < n) ints[slot] = a = new int[Math.max(n, 64)];
        return a;
    }
}
