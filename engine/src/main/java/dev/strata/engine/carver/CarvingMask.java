package dev.strata.engine.carver;

import java.util.Arrays;

/**
 * The blocks of a chunk the carvers have visited (game: {@code CarvingMask}): one bit per block, index
 * {@code x | z << 4 | (y - minY) << 8}; a block is visited once (later carvers skip it). Stored in the chunk as the
 * long array {@code carving_mask} (26.x key; game: {@code BitSet.toLongArray}, trailing zero words dropped).
 * Reused per worker ({@link #clear}).
 */
public final class CarvingMask {
    private final int minY;
    private final long[] words;

    /** @param minY lowest block y of the chunk; @param height its height in blocks */
    public CarvingMask(int minY, int height) {
        this.minY = minY;
        this.words = new long[(height << 8) >> 6];
    }

    /** Forgets every bit. */
    public void clear() {
        Arrays.fill(words, 0L);
    }

    private int index(int x, int y, int z) {
        return (x & 15) | (z & 15) << 4 | (y - minY) << 8;
    }

    /** Marks local x, z (0..15) at absolute y. */
    public void set(int x, int y, int z) {
        int i = index(x, y, z);
        words[i >>> 6] |= 1L << i;
    }

    /** Whether local x, z at absolute y is marked. */
    public boolean get(int x, int y, int z) {
        int i = index(x, y, z);
        return (words[i >>> 6] & (1L << i)) != 0;
    }

    /** The game's stored form: the words up to the last non-zero one ({@code BitSet.toLongArray}). */
    public long[] toLongArray() {
        int n = words.length;
        while (n > 0 && words[n - 1] == 0) n--;
        return Arrays.copyOf(words, n);
    }
}
