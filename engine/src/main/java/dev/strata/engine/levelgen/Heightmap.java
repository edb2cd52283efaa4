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
