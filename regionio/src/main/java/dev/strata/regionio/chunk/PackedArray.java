package dev.strata.regionio.chunk;

/**
 * The game's packing of small unsigned ints into longs (since 1.16, {@code SimpleBitStorage}): each long holds
 * {@code 64 / bits} values from its least significant bits up, and no value spans two longs (the top
 * {@code 64 % bits} bits of each long are zero). Used by paletted containers and heightmaps.
 */
final class PackedArray {
    private PackedArray() {}

    /** Longs needed for {@code count} values of {@code bits} bits. */
    static int longsFor(int count, int bits) {
        int perLong = 64 / bits;
        return (count + perLong - 1) / perLong;
    }

    /** {@code ceil(log2(n))}: 0 for n <= 1. */
    static int ceilLog2(int n) {
        return n <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(n - 1);
    }

    /** Unpacks {@code out.length} values; the caller checked {@code data.length == longsFor(out.length, bits)}. */
    static void unpack(long[] data, int bits, int[] out) {
        int perLong = 64 / bits;
        long mask = (1L << bits) - 1;
        int i = 0;
        for (int l = 0; l < data.length && i < out.length; l++) {
            long word = data[l];
            for (int k = 0; k < perLong && i < out.length; k++) {
                out[i++] = (int) (word & mask);
                word >>>= bits;
            }
        }
    }

    /** Packs {@code count} values of {@code bits} bits (each must fit). */
    static long[] pack(int[] values, int count, int bits) {
        int perLong = 64 / bits;
        long[] data = new long[longsFor(count, bits)];
        int i = 0;
        for (int l = 0; l < data.length; l++) {
            long word = 0;
            int n = Math.min(perLong, count - i);
            for (int k = 0; k < n; k++) word |= (long) values[i++] << (k * bits);
            data[l] = word;
        }
        return data;
    }
}
