package dev.strata.engine.surface;

/**
 * The biomes the surface step sees: the zoomed biome at a block (game: {@code BiomeManager.getBiome(BlockPos)} of the
 * generation region, i.e. the "fuzzy" pick among the neighbouring quart cells' biomes, which may lie in
 * neighbouring chunks). Biome ids are those of the biome registry (for the vanilla pack: the index in the sorted list
 * of {@code worldgen/biome} identifiers, see {@link BiomeTemperature#biomeIds}).
 *
 * <p>Implementations may cache; the surface step calls it from one thread per instance.
 */
@FunctionalInterface
public interface SurfaceBiomes {
    /**
     * @param blockX absolute block x
     * @param blockY absolute block y
     * @param blockZ absolute block z
     * @return the biome id at that block
     */
    int biomeAt(int blockX, int blockY, int blockZ);

    /**
     * The lowest {@code y' <= blockY} such that {@link #biomeAt} gives the same biome at every block from
     * {@code (blockX, y', blockZ)} up to {@code (blockX, blockY, blockZ)}, and such that a lookup at any of those blocks
     * has no effect on later lookups other than the one a lookup at the last of them (in calling order) has. The
     * surface step may then skip the rule evaluations of blocks in that range whose outcome cannot differ, and
     * performs only the last lookup of such a run (see {@code SurfaceSystem.buildSurface}).
     *
     * <p>The default, {@code blockY}, promises nothing: every block is evaluated and looked up. Call only right after
     * {@code biomeAt(blockX, blockY, blockZ)}.
     */
    default int sameBiomeDownTo(int blockX, int blockY, int blockZ) {
        return blockY;
    }

    /**
     * The lowest {@code y'} with {@code blockY - limit <= y' <= blockY} such that at every block from {@code y'} up
     * to {@code blockY} of the column the biome is in the set {@code (maskLo, maskHi)} if {@code member} (not in it
     * if not), whichever biome {@link #biomeAt} gives there, with the same promise about lookups as
     * {@link #sameBiomeDownTo}. The set is a 128-bit mask: bit {@code b} of {@code maskLo} for biome id {@code b < 64},
     * of {@code maskHi} for {@code 64 <= b < 128}. Call only right after {@code biomeAt} at the block. The default,
     * {@code blockY}, promises nothing.
     */
    default int sameMembershipDownTo(int blockX, int blockY, int blockZ, long maskLo, long maskHi, boolean member, int limit) {
        return blockY;
    }
}
