package dev.strata.engine.biome;

/**
 * Where biomes come from in a dimension (game: {@code BiomeSource}): a biome id per quart.
 *
 * <p>A source is immutable and shareable; the per-thread search state (the climate R-tree's warm start, scratch
 * arrays) lives in a {@link Resolver}, which each worker creates once with its own {@link ClimateSampler}.
 */
public interface BiomeSource {

    /**
     * The biomes this source can give, each once, in the game's order ({@code BiomeSource.possibleBiomes()}: the
     * order of first appearance in the source's definition, e.g. a multi-noise source's parameter list). The order
     * decides the global feature order of decoration ({@code FeatureSorter}).
     */
    java.util.List<Integer> possibleBiomes();

    /** A per-worker resolver reading climate from {@code sampler} (ignored by sources that need no climate). */
    Resolver resolver(ClimateSampler sampler);

    /** Biome lookup at quart positions for one worker; not thread-safe, allocates nothing per call. */
    interface Resolver {
        /** The biome id at quart {@code (qx, qy, qz)} (game: {@code BiomeSource.getNoiseBiome}). */
        int biome(int quartX, int quartY, int quartZ);

        /**
         * The biome that {@link #fillChunk} of the chunk holding quart {@code (quartX, quartY, quartZ)} stores there,
         * for {@code minQuartY <= quartY < minQuartY + quartsY} (the chunk's extent): what the game's later steps read
         * through the generation region ({@code ChunkAccess.getNoiseBiome}). A pure function of the position; leaves
         * the resolver's state alone. The default, {@link #biome}, is right for sources without a warm start.
         */
        default int storedBiome(int quartX, int quartY, int quartZ, int minQuartY, int quartsY) {
            return biome(quartX, quartY, quartZ);
        }

        /**
         * Forgets the climate search's warm start, so the next {@link #biome} starts afresh (added for the biome searches
         * of structure placement, which, like a chunk's fill, must not depend on what the resolver looked up before).
         * Sources without a warm start do nothing.
         */
        default void forgetWarmStart() {}

        /**
         * Fills a chunk's quart grid, see {@link ChunkBiomes#fill}: the result must equal asking {@link #biome} for
         * every quart in the game's order (sections upwards, then x, y, z), starting with no warm start (the
         * climate search's warm start is local to the chunk, so the grid depends on the chunk alone). Sources may
         * evaluate their inputs in another order (e.g. climate column by column, y innermost, so per-column caches
         * hit) as long as every order-sensitive step (the warm start) keeps the game's order.
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
