package dev.strata.engine.biome;

/**
 * A chunk's biome grid: 4×4×4 quarts per section, stored in a caller-owned {@code int[]} at
 * {@code ((sectionIndex * 4 + qy) * 4 + qz) * 4 + qx} ({@code qx, qy, qz} local 0..3; the game's
 * {@code PalettedContainer} order {@code (y * 4 + z) * 4 + x} within a section), so a chunk of {@code n} sections
 * needs {@code 64 n} ints.
 *
 * <p>The vertical extent is the <b>dimension type</b>'s ({@code min_y}, {@code height} of
 * {@code dimension_type/*.json}: overworld -64 + 384 → sections -4..19, quarts -16..79; nether and end 0 + 256),
 * not the noise settings' (the nether's noise is only 128 high, yet its biomes are sampled up to quart 63).
 */
public final class ChunkBiomes {
    private ChunkBiomes() {}

    /** Ints needed for {@code sectionCount} sections. */
    public static int size(int sectionCount) {
        return sectionCount << 6;
    }

    /** Array index of local quart {@code (qx, qy, qz)} (each 0..3) in section {@code sectionIndex} (0 = lowest). */
    public static int index(int sectionIndex, int qx, int qy, int qz) {
        return ((sectionIndex * 4 + qy) * 4 + qz) * 4 + qx;
    }

    /**
     * Fills the grid of chunk {@code (chunkX, chunkZ)} (game: {@code ChunkAccess.fillBiomesFromNoise} and
     * {@code LevelChunkSection.fillBiomesFromNoise}): every quart of sections {@code minSectionY ..
     * minSectionY + sectionCount - 1}, with the result of asking in the game's order — sections upwards, then x, y,
     * z within a section — so the resolver's warm start evolves as in the game (delegates to
     * {@link BiomeSource.Resolver#fillChunk}, which may sample climate in a cache-friendlier order).
     *
     * @param minSectionY lowest section y ({@code min_y >> 4})
     * @param out at least {@link #size(int) size(sectionCount)} ints
     */
    public static void fill(BiomeSource.Resolver resolver, int chunkX, int chunkZ, int minSectionY, int sectionCount, int[] out) {
        if (out.length < size(sectionCount)) throw new IllegalArgumentException("out holds " + out.length + " ints, needs " + size(sectionCount));
        resolver.fillChunk(chunkX, chunkZ, minSectionY, sectionCount, out);
    }

    /**
     * The biome a filled chunk reports for quart {@code (quartX, quartY, quartZ)} (game:
     * {@code ChunkAccess.getNoiseBiome}): x and z taken modulo 4 ({@code & 3}), y clamped to the chunk's quarts
     * {@code [minSectionY·4, (minSectionY + sectionCount)·4 - 1]}.
     */
    public static int get(int[] biomes, int minSectionY, int sectionCount, int quartX, int quartY, int quartZ) {
        int minQ = minSectionY << 2;
        int maxQ = minQ + (sectionCount << 2) - 1;
        int y = Math.max(minQ, Math.min(maxQ, quartY));
        int s = (y >> 2) - minSectionY;
        return biomes[index(s, quartX & 3, y & 3, quartZ & 3)];
    }
}
