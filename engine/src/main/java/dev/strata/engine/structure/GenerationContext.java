package dev.strata.engine.structure;

import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;

/**
 * What a structure sees while its start is made (game: {@code Structure.GenerationContext}): the world seed, the
 * chunk, the dimension's heights, the biome source and the base heights of the noise (without structures), and the
 * start's random: a {@link WorldgenRandom} over a legacy random seeded with {@code setLargeFeatureSeed(seed,
 * chunkX, chunkZ)} (game: {@code makeRandom}), made fresh per start and per structure tried.
 *
 * @param seed the world seed
 * @param chunkX the start chunk's x
 * @param chunkZ the start chunk's z
 * @param seaLevel the noise settings' {@code sea_level}
 * @param minY the dimension's lowest block y
 * @param height the dimension's height in blocks
 * @param level the base heights, noise column and biomes (answered by the calling thread's generator worker)
 * @param random the start's random (mutable: draws advance it)
 */
public record GenerationContext(long seed, int chunkX, int chunkZ, int seaLevel, int minY, int height, StructureStarts.Context level,
        WorldgenRandom random) {

    /** A context with a fresh random for {@code (chunkX, chunkZ)}. */
    public static GenerationContext of(long seed, int chunkX, int chunkZ, int seaLevel, int minY, int height, StructureStarts.Context level) {
        WorldgenRandom random = new WorldgenRandom(new LegacyRandom(0L));
        random.setLargeFeatureSeed(seed, chunkX, chunkZ);
        return new GenerationContext(seed, chunkX, chunkZ, seaLevel, minY, height, level, random);
    }

    /** The start chunk's lowest block x. */
    public int minBlockX() {
        return chunkX << 4;
    }

    /** The start chunk's lowest block z. */
    public int minBlockZ() {
        return chunkZ << 4;
    }
}
