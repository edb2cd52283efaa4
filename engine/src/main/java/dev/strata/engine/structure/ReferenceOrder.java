package dev.strata.engine.structure;

/**
 * The iteration order of the game's structure references: a chunk keeps, per structure, the packed positions of the
 * start chunks that reach it in a fastutil {@code LongOpenHashSet} ({@code ChunkAccess.addReferenceForStructure}),
 * and the features step places the starts in that set's iteration order. Since every start draws from one shared
 * random, the order shows where two starts of one structure reach a chunk.
 *
 * <p>The set's rule (fastutil 8, the game's library): a table of 32 slots (the default expected size 16 at load
 * factor 0.75); a key {@code k != 0} goes to slot {@code mix(k) & 31}, probing upwards on collision; key 0 (chunk
 * (0, 0)) is kept aside and iterated first; the rest iterate from the highest slot down. The table grows past 24
 * keys; a chunk is reached by at most a handful of starts of one structure, so larger sets are refused rather than
 * guessed.
 */
final class ReferenceOrder {
    private static final int SLOTS = 32;
    private static final int MAX_FILL = 24;

    private ReferenceOrder() {}

    /**
     * The key the game files a start chunk under in a reference set, and saves in {@code structures.References}:
     * {@code ChunkPos.pack(x, z)} of the game, x in the low 32 bits and z in the high 32 bits (the reverse of
     * Strata's own {@link dev.strata.engine.plan.ChunkPos#pack}, whose keys hash to other slots and so iterate in
     * another order).
     */
    static long key(int chunkX, int chunkZ) {
        return (chunkX & 0xFFFFFFFFL) | ((chunkZ & 0xFFFFFFFFL) << 32);
    }

    /** fastutil {@code HashCommon.mix(long)}. */
    static long mix(long x) {
        long h = x * 0x9E3779B97F4A7C15L;
        h ^= h >>> 32;
        return h ^ (h >>> 16);
    }

    /**
     * The keys in the order such a set iterates them after they were added in {@code inserted} order (duplicates
     * ignored). Returns indices into {@code inserted}.
     *
     * @throws IllegalStateException for more than 24 distinct keys (the table would have grown)
     */
    static int[] iterationOrder(long[] inserted, int count) {
        long[] table = new long[SLOTS];
        int[] source = new int[SLOTS];
        boolean hasZero = false;
        int zeroIndex = -1, size = 0;
        for (int i = 0; i < count; i++) {
            long k = inserted[i];
            if (k == 0) {
                if (!hasZero) {
                    hasZero = true;
                    zeroIndex = i;
                    size++;
                }
                continue;
            }
            int pos = (int) mix(k) & (SLOTS - 1);
            boolean present = false;
            while (table[pos] != 0) {
                if (table[pos] == k) {
                    present = true;
                    break;
                }
                pos = (pos + 1) & (SLOTS - 1);
            }
            if (present) continue;
            table[pos] = k;
            source[pos] = i;
            if (++size > MAX_FILL) throw new IllegalStateException(size + " starts of one structure reach one chunk; Strata follows the reference set's order only up to " + MAX_FILL);
        }
        int[] out = new int[size];
        int n = 0;
        if (hasZero) out[n++] = zeroIndex;
        for (int pos = SLOTS - 1; pos >= 0; pos--) if (table[pos] != 0) out[n++] = source[pos];
        return out;
    }
}
