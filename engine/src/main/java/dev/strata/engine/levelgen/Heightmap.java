package dev.strata.engine.levelgen;

/**
 * The game's {@code Heightmap.update} for one column of a proto chunk's world-generation heightmaps
 * ({@code WORLD_SURFACE_WG}, {@code OCEAN_FLOOR_WG}), shared by every step that writes blocks after the noise step
 * (surface, carvers).
 *
 * <p>A heightmap holds, per column ({@code col = z << 4 | x}), the lowest y above every block that counts for it
 * ("first available"), in absolute block y. Writing a block can only move the column's top: a counting block at or
 * above it raises it to y + 1; a non-counting block just under it lowers it to just above the next counting block
 * below, or to {@code minY}. Blocks are the chunk's flat array, index {@code (y - minY) << 8 | col}.
 */
public final class Heightmap {
    private Heightmap() {}

    /**
     * The game's heightmap types ({@code Heightmap.Types}), each with the {@link BlockFlags} bit its blocks are
     * tested with and whether a block counts where that bit is clear (true) or set (false). The {@code _WG} maps
     * are kept up to the carvers step and frozen afterwards; the four others are the chunk's final heightmaps,
     * kept from the features step on (game: {@code ChunkStatus.heightmapsAfter}).
     */
    public enum Types {
        WORLD_SURFACE_WG(BlockFlags.AIR, true),
        WORLD_SURFACE(BlockFlags.AIR, true),
        OCEAN_FLOOR_WG(BlockFlags.MOTION, false),
        OCEAN_FLOOR(BlockFlags.MOTION, false),
        MOTION_BLOCKING(BlockFlags.MOTION_OR_FLUID, false),
        MOTION_BLOCKING_NO_LEAVES(BlockFlags.MOTION_NO_LEAVES, false);

        /** The {@link BlockFlags} bit tested. */
        public final int flag;
        /** True when a block counts where {@link #flag} is clear ("not air"), false where it is set. */
        public final boolean countsIfFlagClear;

        Types(int flag, boolean countsIfFlagClear) {
            this.flag = flag;
            this.countsIfFlagClear = countsIfFlagClear;
        }

        /** Whether a state with these flags counts for this heightmap. */
        public boolean counts(byte flags) {
            return ((flags & flag) != 0) != countsIfFlagClear;
        }

        /** The index of a final heightmap (0..3: WORLD_SURFACE, OCEAN_FLOOR, MOTION_BLOCKING, MOTION_BLOCKING_NO_LEAVES), -1 for a _WG one. */
        public int finalIndex() {
            switch (this) {
                case WORLD_SURFACE: return 0;
                case OCEAN_FLOOR: return 1;
                case MOTION_BLOCKING: return 2;
                case MOTION_BLOCKING_NO_LEAVES: return 3;
                default: return -1;
            }
        }

        /** The game's name, e.g. {@code MOTION_BLOCKING}, or null. */
        public static Types byName(String name) {
            for (Types t : values()) if (t.name().equals(name)) return t;
            return null;
        }
    }

    /** Recounts one column of a heightmap from the blocks (game: {@code Heightmap.primeHeightmaps}). */
    public static int prime(int[] blocks, byte[] flags, int col, int minY, int height, Types type) {
        return prime(blocks, flags, col, minY, height, type, minY + height - 1);
    }

    /** {@link #prime} from {@code fromY} down (every block above it known not to count). */
    public static int prime(int[] blocks, byte[] flags, int col, int minY, int height, Types type, int fromY) {
        for (int y = Math.min(fromY, minY + height - 1); y >= minY; y--) {
            if (type.counts(flags[blocks[((y - minY) << 8) | col]])) return y + 1;
        }
        return minY;
    }

    /**
     * @param map               the heightmap (256 entries, absolute y)
     * @param blocks            the chunk's block states
     * @param flags             per block state, a bit set of which {@code flag} is one bit
     * @param y                 the absolute y just written
     * @param counts            whether the block written counts for this heightmap
     * @param flag              the bit of {@code flags} tested on the blocks below
     * @param countsIfFlagClear true when a block counts where {@code flag} is clear (e.g. "not air"), false where
     *                          it is set (e.g. "blocks motion")
     */
    public static void update(int[] map, int[] blocks, byte[] flags, int col, int y, int minY, boolean counts, int flag,
                              boolean countsIfFlagClear) {
        int firstAvailable = map[col];
        if (y <= firstAvailable - 2) return;
        if (counts) {
            if (y >= firstAvailable) map[col] = y + 1;
        } else if (firstAvailable - 1 == y) {
            for (int yy = y - 1; yy >= minY; yy--) {
                boolean has = (flags[blocks[((yy - minY) << 8) | col]] & flag) != 0;
                if (has != countsIfFlagClear) {
                    map[col] = yy + 1;
                    return;
                }
            }
            map[col] = minY;
        }
    }
}
