package dev.strata.engine.plan;

/**
 * The one place chunk (and region) coordinates are packed into a {@code long}: x in the high 32 bits, z in the low
 * 32 bits. {@code pack(x, z)} is a bijection from int pairs, so packed values can be map keys and sort keys
 * (sorting orders by x, then by z as a signed int only when x is equal and z has the same sign; do not rely on
 * the numeric order).
 *
 * <p>Also holds the chunk ↔ region conversions: region {@code rx = cx >> 5}; the chunk's index inside its region
 * file is {@link #localIndex(int, int)} {@code = (cx & 31) + (cz & 31) * 32}, the same index the region header
 * uses, so a 1024-bit mask of a region is indexed by it.
 */
public final class ChunkPos {
    /** Chunks per region side. */
    public static final int REGION_CHUNKS = 32;

    private ChunkPos() {}

    /** Packs x (chunks or regions) and z into one long. */
    public static long pack(int x, int z) {
        return ((long) x << 32) | (z & 0xFFFF_FFFFL);
    }

    /** The x of a packed position. */
    public static int x(long packed) {
        return (int) (packed >> 32);
    }

    /** The z of a packed position. */
    public static int z(long packed) {
        return (int) packed;
    }

    /** Region coordinate of a chunk coordinate (either axis): {@code floor(c / 32)}. */
    public static int region(int chunkCoord) {
        return chunkCoord >> 5;
    }

    /** Chunk coordinate of a block coordinate (either axis): {@code floor(b / 16)}. */
    public static int chunkOfBlock(long blockCoord) {
        return Math.toIntExact(Math.floorDiv(blockCoord, 16L));
    }

    /** Index 0..1023 of a chunk inside its region: {@code (cx & 31) + (cz & 31) * 32}. */
    public static int localIndex(int cx, int cz) {
        return (cx & 31) | (cz & 31) << 5;
    }

    /** The chunk of region (rx, rz) at a {@link #localIndex local index}. */
    public static long chunkOfLocal(int rx, int rz, int localIndex) {
        return pack(rx * 32 + (localIndex & 31), rz * 32 + (localIndex >>> 5));
    }

    /** {@code "x,z"}. */
    public static String toString(long packed) {
        return x(packed) + "," + z(packed);
    }
}
