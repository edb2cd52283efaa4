package dev.strata.engine.biome;

import java.util.Arrays;

/**
 * One worker's memory of resolved quarts: quart position to the climate-tree leaf strictly nearest to that quart's
 * climate, or {@link #TIE} when several leaves share the minimal distance (there the search's warm start decides, so
 * no leaf is remembered). Both are pure functions of the position (the climate at a quart does not depend on the
 * chunk it is sampled for), so a remembered answer is exactly what a new search would establish.
 *
 * <p>Direct-mapped, {@code 2^18} slots (3 MiB): a newer quart overwrites an older one in its slot. Neighbouring chunks
 * share quarts (the zoom of one chunk reaches one quart into each neighbour), so with chunks generated near each other
 * most quarts are resolved once per worker. Not thread-safe; allocates nothing after construction.
 */
final class QuartLeafMemo {
    /** {@link #get}: the quart's climate ties between several nearest leaves. */
    static final int TIE = -1;
    /** {@link #get}: the quart is not remembered. */
    static final int UNKNOWN = -2;

    private static final int BITS = 18;
    private final long[] keys = new long[1 << BITS];
    private final int[] leaves = new int[1 << BITS];

    QuartLeafMemo() {
        Arrays.fill(leaves, UNKNOWN);
    }

    /**
     * Packs a quart position: x and z in 24 bits each (two's complement; the world border is ±7.5M quarts, within
     * ±2^23), y in 16 bits.
     */
    static long key(int qx, int qy, int qz) {
        return ((long) qx & 0xFFFFFFL) << 40 | ((long) qz & 0xFFFFFFL) << 16 | ((long) qy & 0xFFFFL);
    }

    private static int slot(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - BITS));
    }

    /** The remembered leaf of quart {@code (qx, qy, qz)}, {@link #TIE}, or {@link #UNKNOWN}. */
    int get(int qx, int qy, int qz) {
        long key = key(qx, qy, qz);
        int slot = slot(key);
        return keys[slot] == key ? leaves[slot] : UNKNOWN;
    }

    /** Remembers {@code leafOrTie} (a leaf node id, or {@link #TIE}) for quart {@code (qx, qy, qz)}. */
    void put(int qx, int qy, int qz, int leafOrTie) {
        long key = key(qx, qy, qz);
        int slot = slot(key);
        keys[slot] = key;
        leaves[slot] = leafOrTie;
    }
}
