package dev.strata.regionio.nbt;

/**
 * How much decompressed data Strata accepts, so that no input, however small on disk, makes it use more memory
 * than these limits (a deflate stream of zeros shrinks about 1000 to 1: a 1 MiB payload could otherwise inflate to
 * a GiB). Going over a limit is unreadable input ({@link dev.strata.regionio.DecompressedSizeException}, wrapped in
 * an exception naming the file), never an out-of-memory error. See {@code docs/format-notes.md}, "Size limits".
 *
 * <p>Where the numbers come from (the game's {@code net.minecraft.nbt.NbtAccounter}, decompiled):
 * <ul>
 *   <li>{@code level.dat} and saved data such as {@code world_gen_settings.dat}: the game reads them with
 *       {@code NbtIo.readCompressed(path, NbtAccounter.uncompressedQuota())}, a quota of 104,857,600 bytes
 *       (100 MiB) of accounted NBT; Strata caps the inflated bytes at the same number.
 *   <li>Chunk NBT: the game reads chunks with {@code NbtAccounter.unlimitedHeap()} (no byte quota, depth 512), so
 *       it has no limit to copy. Strata uses the same 100 MiB: a hundred times the largest chunks the game writes
 *       in practice (a few MiB of NBT, a payload over 1 MiB compressed already goes to a {@code .mcc} file), and
 *       small enough that a few workers each holding one stay within a 1 GiB heap. A chunk over it is reported
 *       unreadable and, like every unreadable chunk, kept as it is.
 *   <li>Parsed NBT, counted as the game's {@code NbtAccounter} counts it: 100 MiB ({@link #PARSED_NBT_BYTES}), for
 *       chunks and files alike.
 *   <li>Nesting depth: 512, the game's {@code NbtAccounter} depth limit for every read; adventure-nbt, which parses
 *       for Strata, enforces the same depth.
 * </ul>
 *
 * <p>System property {@value #OVERRIDE_PROPERTY} (bytes) can lower, never raise, the byte limits; tests use it to
 * exercise the limit with small inputs.
 */
public final class NbtLimits {
    private NbtLimits() {}

    /** Largest inflated chunk payload (the uncompressed NBT), in bytes: 100 MiB. */
    public static final long CHUNK_NBT_BYTES = 104_857_600L;
    /** Largest inflated {@code level.dat} or {@code world_gen_settings.dat}, in bytes: the game's 100 MiB quota. */
    public static final long FILE_NBT_BYTES = 104_857_600L;
    /**
     * Most memory parsed NBT may take, counted as the game's {@code NbtAccounter} counts it (a compound 48 bytes plus
     * 32 per entry, a list 37 plus 4 per element, and so on): 100 MiB, the game's {@code uncompressedQuota()}, which
     * is such a count. Needed besides the inflated-size limits: a list of empty compounds takes one byte each on disk
     * and over a hundred each once parsed. Applies to chunks and files alike.
     */
    public static final long PARSED_NBT_BYTES = 104_857_600L;
    /** Deepest nesting of lists and compounds: the game's 512. */
    public static final int MAX_DEPTH = 512;
    /** System property that lowers both byte limits (a number of bytes); for tests. */
    public static final String OVERRIDE_PROPERTY = "strata.maxInflatedBytes";

    /** {@link #CHUNK_NBT_BYTES}, or the override when it is lower. */
    public static long chunkNbtBytes() {
        return lowered(CHUNK_NBT_BYTES);
    }

    /** {@link #PARSED_NBT_BYTES}, or the override when it is lower. */
    public static long parsedNbtBytes() {
        return lowered(PARSED_NBT_BYTES);
    }

    /** {@link #FILE_NBT_BYTES}, or the override when it is lower. */
    public static long fileNbtBytes() {
        return lowered(FILE_NBT_BYTES);
    }

    private static long lowered(long limit) {
        String v = System.getProperty(OVERRIDE_PROPERTY);
        if (v == null) return limit;
        try {
            long o = Long.parseLong(v.trim());
            return o > 0 ? Math.min(o, limit) : limit;
        } catch (NumberFormatException e) {
            return limit;
        }
    }
}
