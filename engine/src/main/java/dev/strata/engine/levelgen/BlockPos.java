package dev.strata.engine.levelgen;

/**
 * Block positions packed into one {@code long}, as the game packs them ({@code BlockPos.asLong}): x in the top 26
 * bits, z in the next 26, y in the low 12 (each two's complement), so x and z cover ±33,554,431 and y -2048..2047.
 * Also the game's {@code Vec3i.hashCode}, which decides the iteration order of the game's hash sets of positions.
 * The one place Strata packs block coordinates.
 */
public final class BlockPos {
    private BlockPos() {}

    /** Packs absolute block coordinates. */
    public static long asLong(int x, int y, int z) {
        return ((long) x & 0x3FFFFFFL) << 38 | ((long) y & 0xFFFL) | ((long) z & 0x3FFFFFFL) << 12;
    }

    /** The x of a packed position. */
    public static int x(long packed) {
        return (int) (packed >> 38);
    }

    /** The y of a packed position. */
    public static int y(long packed) {
        return (int) (packed << 52 >> 52);
    }

    /** The z of a packed position. */
    public static int z(long packed) {
        return (int) (packed << 26 >> 38);
    }

    /** The game's {@code Vec3i.hashCode}: {@code (y + z * 31) * 31 + x} in int arithmetic. */
    public static int hashCode(int x, int y, int z) {
        return (y + z * 31) * 31 + x;
    }
}
