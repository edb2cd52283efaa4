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
    }
}
