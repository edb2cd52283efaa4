package dev.strata.regionio;

/**
 * Compressed data that inflates past the limit Strata accepts for it (a chunk's NBT, a {@code level.dat}; the
 * limits and where they come from are on {@link dev.strata.regionio.nbt.NbtLimits}), or NBT whose parsed form
 * would take more memory than that limit as the game's {@code NbtAccounter} counts it. Reading stops as soon as
 * the limit is passed, so such input (a "decompression bomb") costs at most about the limit in memory, never more.
 * It is unreadable input, like damaged compressed data; the readers wrap it in an exception naming the file (and
 * chunk).
 */
public class DecompressedSizeException extends java.io.IOException {
    private static final long serialVersionUID = 1L;
    private final long limit;

    /**
     * @param limit the limit in bytes that was passed
     * @param what  what was being inflated, e.g. "chunk NBT"
     */
    public DecompressedSizeException(long limit, String what) {
        this("inflates to more than " + limit + " bytes, the limit for " + what, limit);
    }

    private DecompressedSizeException(String message, long limit) {
        super(message);
        this.limit = limit;
    }

    /** NBT whose parsed form would take more than {@code limit} bytes, counted as the game's NbtAccounter counts. */
    public static DecompressedSizeException parsed(long limit) {
        return new DecompressedSizeException("NBT would take more than " + limit + " bytes once parsed (counted as the game's "
                + "NbtAccounter counts), the limit for NBT", limit);
    }

    /** The limit in bytes that the data went past. */
    public long limit() {
        return limit;
    }
}
