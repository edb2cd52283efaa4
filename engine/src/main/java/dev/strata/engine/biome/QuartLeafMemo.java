package dev.strata.engine.biome;

import java.util.Arrays;

/**
 * One worker's memory of resolved quarts: quart position to the climate-tree leaf strictly nearest to that quart's
 * climate, or {@link #TIE} when several leaves share the minimal distance (there the search's warm start decides, so
 * no leaf is remembered). Both are pure functions of the position (the climate at a quart does not depend on the
 * chunk it is sampled for), so a remembered answer is exactly what a new search would establish.
 *
 * <p>Kept by quart column: a slot holds one column {@code (qx, qz)}, quarts {@code qy} in
 * [{@value #MIN_QUART_Y}, {@value #MIN_QUART_Y} + {@value #QUARTS_Y}) side by side (blocks -128 to 383, which covers the
 * vanilla dimensions and the zoom's margins; quarts outside are simply not remembered), so a chunk's lookups touch a
 * few dozen memory regions rather than thousands. Direct-mapped, 2^13 columns (4 MiB): a newer column replaces an older
 * one in its slot. Neighbouring chunks share quarts (the zoom of one chunk reaches one quart into each neighbour), so
 * with chunks generated near each other most quarts are resolved once per worker. Not thread-safe; allocates nothing
 * after construction.
 */
final class QuartLeafMemo {
    /** {@link #get}: the quart's climate ties between several nearest leaves. */
    static final int TIE = -1;
    /** {@link #get}: the quart is not remembered. */
    static final int UNKNOWN = -2;

    static final int MIN_QUART_Y = -32;
    static final int QUARTS_Y = 128;
    private static final int BITS = 13;
    private final long[] keys = new long[1 << BITS];
    private final boolean[] used = new boolean[1 << BITS];
    private final int[] leaves = new int[QUARTS_Y << BITS];

    /** Packs a quart column: x and z as two 32-bit halves. */
    private static long columnKey(int qx, int qz) {
        return ((long) qx << 32) | (qz & 0xFFFFFFFFL);
    }

    private static int slot(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - BITS));
    }

    /** The remembered leaf of quart {@code (qx, qy, qz)}, {@link #TIE}, or {@link #UNKNOWN}. */
    int get(int qx, int qy, int qz) {
        int y = qy - MIN_QUART_Y;
        if (y < 0 || y >= QUARTS_Y) return UNKNOWN;
        long key = columnKey(qx, qz);
        int slot = slot(key);
        return used[slot] && keys[slot] == key ? leaves[(slot << 7) + y] : UNKNOWN;
    }

    /** Remembers {@code leafOrTie} (a leaf node id, or {@link #TIE}) for quart {@code (qx, qy, qz)}. */
    void put(int qx, int qy, int qz, int leafOrTie) {
        int y = qy - MIN_QUART_Y;
        if (y < 0 || y >= QUARTS_Y) return;
        long key = columnKey(qx, qz);
        int slot = slot(key);
        if (!used[slot] || keys[slot] != key) {
            used[slot] = true;
            keys[slot] = key;
            Arrays.fill(leaves, slot << 7, (slot << 7) + QUARTS_Y, UNKNOWN);
        }
        leaves[(slot << 7) + y] = leafOrTie;
    }
}
