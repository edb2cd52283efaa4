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
}
