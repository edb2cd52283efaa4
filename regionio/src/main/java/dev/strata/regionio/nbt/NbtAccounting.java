package dev.strata.regionio.nbt;

import dev.strata.regionio.DecompressedSizeException;

/**
 * Reckons, without building anything, how much memory binary NBT takes once parsed, the way the game's
 * {@code net.minecraft.nbt.NbtAccounter} does: a compound 48 bytes plus 32 per entry (and its key as a string), a
 * list 37 plus 4 per element, a string 36 plus 2 per character, a byte 9, a short 10, an int or float 12, a long
 * or double 16, an array 24 plus its elements. Run before parsing, it refuses input whose parsed form would pass a
 * quota: a few MiB of NBT such as a list of millions of empty compounds (one byte each on disk, over a hundred
 * bytes each in memory) would otherwise exhaust the heap although it is within the inflated-size limit.
 *
 * <p>It only counts: structure it cannot follow (truncated data, unknown tag ids, depth over
 * {@link NbtLimits#MAX_DEPTH}) ends the count silently and is left to the parser to report.
 */
final class NbtAccounting {
    /** Bytes on disk of the fixed-size types by tag id (0: not fixed), and what the game counts for each. */
    private static final int[] FIXED_SIZE = {0, 1, 2, 4, 8, 4, 8, 0, 0, 0, 0, 0, 0};
    private static final int[] FIXED_COST = {0, 9, 10, 12, 16, 12, 16, 0, 0, 0, 0, 0, 0};
    private final byte[] b;
    private final long quota;
    private int p;
    private long used;

    private NbtAccounting(byte[] b, long quota) {
        this.b = b;
        this.quota = quota;
    }

    /** Unparseable structure: the parser reports it. */
    private static final class Stop extends Exception {
        private static final long serialVersionUID = 1L;

        Stop() {
            super(null, null, false, false);
        }
    }

    /**
     * Checks a named root tag.
     *
     * @throws DecompressedSizeException when the parsed NBT would take more than {@code quota} bytes as the game
     *                                   counts them
     */
    static void check(byte[] bytes, long quota) throws DecompressedSizeException {
        NbtAccounting a = new NbtAccounting(bytes, quota);
        try {
            int type = a.u8();
            if (type == 0) return;
            a.skip(a.u16()); // the root's name
            a.payload(type, 0);
        } catch (Stop e) {
            // left to the parser
        }
    }

    private void account(long n) throws DecompressedSizeException {
        used += n;
        if (used > quota) throw DecompressedSizeException.parsed(quota);
    }

    private void payload(int type, int depth) throws Stop, DecompressedSizeException {
        switch (type) {
            case 1, 2, 3, 4, 5, 6 -> {
                account(FIXED_COST[type]);
                skip(FIXED_SIZE[type]);
            }
            case 7 -> array(1);
            case 11 -> array(4);
            case 12 -> array(8);
            case 8 -> {
                int len = u16();
                skip(len);
                account(36 + 2L * len);
            }
            case 9 -> {
                if (depth >= NbtLimits.MAX_DEPTH) throw new Stop();
                account(37);
                int element = u8();
                int n = i32();
                // every element takes a byte or more: a count past the data is malformed, for the parser to say
                if (n < 0 || n > b.length - p || (n > 0 && (element < 1 || element > 12))) throw new Stop();
                account(4L * n);
                int size = FIXED_SIZE[element];
                if (size > 0) {
                    // numbers: counted and skipped at once
                    skip((long) size * n);
                    account((long) FIXED_COST[element] * n);
                } else {
                    for (int i = 0; i < n; i++) payload(element, depth + 1);
                }
            }
            case 10 -> {
                if (depth >= NbtLimits.MAX_DEPTH) throw new Stop();
                account(48);
                for (int t = u8(); t != 0; t = u8()) {
                    int len = u16();
                    account(32 + 36 + 2L * len);
                    skip(len);
                    payload(t, depth + 1);
                }
            }
            default -> throw new Stop();
        }
    }

    private void array(int elementBytes) throws Stop, DecompressedSizeException {
        int n = i32();
        if (n < 0) throw new Stop();
        skip((long) elementBytes * n); // data cut short: malformed, for the parser to say
        account(24 + (long) elementBytes * n);
    }

    private void skip(long n) throws Stop {
        if (n > b.length - p) throw new Stop();
        p += (int) n;
    }

    private int u8() throws Stop {
        if (p >= b.length) throw new Stop();
        return b[p++] & 0xFF;
    }

    private int u16() throws Stop {
        return (u8() << 8) | u8();
    }

    private int i32() throws Stop {
        return (u16() << 16) | u16();
    }
}
