package dev.strata.engine.biome;

/**
 * Where biomes come from in a dimension (game: {@code BiomeSource}): a biome id per quart.
 *
 * <p>A source is immutable and shareable; the per-thread search state (the climate R-tree's warm start, scratch
 * arrays) lives in a {@link Resolver}, which each worker creates once with its own {@link ClimateSampler}.
 */
public interface BiomeSource {

    /** A per-worker resolver reading climate from {@code sampler} (ignored by sources that need no climate). */
    Resolver resolver(ClimateSampler sampler);

    /** Biome lookup at quart positions for one worker; not thread-safe, allocates nothing per call. */
    interface Resolver {
        /** The biome id at quart {@code (qx, qy, qz)} (game: {@code BiomeSource.getNoiseBiome}). */
        int biome(int quartX, int quartY, int quartZ);

        /**
         * Fills a chunk's quart grid, see {@link ChunkBiomes#fill}: the result must equal asking {@link #biome} for
         * every quart in the game's order (sections upwards, then x, y, z). Sources may evaluate their inputs in
         * another order (e.g. climate column by column, y innermost, so per-column caches hit) as long as every
         * order-sensitive step (the climate search's warm start) keeps the game's order.
         */
        default void fillChunk(int chunkX, int chunkZ, int minSectionY, int sectionCount, int[] out) {
            int quartMinX = chunkX << 2;
            int quartMinZ = chunkZ << 2;
            for (int s = 0; s < sectionCount; s++) {
                int quartMinY = (minSectionY + s) << 2;
                for (int x = 0; x < 4; x++) {
                    for (int y = 0; y < 4; y++) {
                        for (int z = 0; z < 4; z++) {
                            out[ChunkBiomes.index(s, x, y, z)] = biome(quartMinX + x, quartMinY + y, quartMinZ + z);
                        }
                    }
                }
            }
        }
    }
}
