package dev.strata.regionio;

/**
 * Compressed data that inflates past the limit Strata accepts for it (a chunk's NBT, a {@code level.dat}; the
 * limits and where they come from are on {@link dev.strata.regionio.nbt.NbtLimits}). Reading stops as soon as the
 * limit is passed, so such input (a "decompression bomb") costs at most the limit in memory, never more. It is
 * unreadable input, like damaged compressed data; the readers wrap it in an exception naming the file (and chunk).
 */
public class DecompressedSizeException extends java.io.IOException {
    private static final long serialVersionUID = 1L;
    private final long limit;

    /**
     * @param limit the limit in bytes that was passed
     * @param what  what was being inflated, e.g. "chunk NBT"
     */
    public DecompressedSizeException(long limit, String what) {
        super("inflates to more than " + limit + " bytes, the limit for " + what);
        this.limit = limit;
    }

    /** The limit in bytes that the data went past. */
    public long limit() {
        return limit;
    }
}
