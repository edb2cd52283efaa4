package dev.strata.engine.levelgen;

import java.util.Arrays;

/**
 * Remembers the interpolated arguments' values on recent cell-corner columns, so a chunk reuses the border
 * columns its neighbour (generated before by the same worker) already computed: a 16-block chunk with 4-block cells
 * has 25 corner columns, of which up to 9 are shared with neighbours.
 *
 * <p>Exact by construction: a corner value depends only on its block position (flat caches at quart-aligned corners
 * give the direct value, the other caches do not change values), never on which chunk asked. Direct-mapped by the
 * column's block (x, z); a colliding column simply replaces the older one. Not thread-safe (one per worker).
 */
final class CornerColumnCache {
    /**
     * 2048 columns: enough to keep the previous ring of a spiral (~128 new columns per ring step) or the previous
     * row of a 32-chunk region row (512 columns) mostly resident; 256 kept only the chunk just before. Costs
     * {@code 2048 × width × 8} bytes per worker (6.4 MB in the overworld: 8 interpolators × 49 corners).
     */
    private static final int SLOTS = 2048;

    private final int width;
    private final long[] keys = new long[SLOTS];
    private final boolean[] valid = new boolean[SLOTS];
    private final double[] data;

    /** @param width doubles per column: interpolators × corners per column */
    CornerColumnCache(int width) {
        this.width = width;
        this.data = new double[SLOTS * width];
    }

    private static long key(int x, int z) {
        return ((long) x << 32) | (z & 0xFFFFFFFFL);
    }

    private static int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 53);
    }

    /** Copies a remembered column at (x, z) into each lattice at {@code offset}; false when not remembered. */
    boolean load(int x, int z, ChunkCacheNodes.Interpolated[] interps, int offset, int cornersPerColumn) {
        if (width == 0) return false;
        long k = key(x, z);
        int s = slot(k);
        if (!valid[s] || keys[s] != k) return false;
        int base = s * width;
        for (var n : interps) {
            System.arraycopy(data, base, n.lattice, offset, cornersPerColumn);
            base += cornersPerColumn;
        }
        return true;
    }

    /** Remembers the column at (x, z) from each lattice at {@code offset}. */
    void store(int x, int z, ChunkCacheNodes.Interpolated[] interps, int offset, int cornersPerColumn) {
        if (width == 0) return;
        long k = key(x, z);
        int s = slot(k);
        keys[s] = k;
        valid[s] = true;
        int base = s * width;
        for (var n : interps) {
            System.arraycopy(n.lattice, offset, data, base, cornersPerColumn);
            base += cornersPerColumn;
        }
    }

    /** Forgets everything (e.g. when the worker switches seeds or settings). */
    void clear() {
        Arrays.fill(valid, false);
    }
}
