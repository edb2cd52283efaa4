package dev.strata.engine.biome;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.density.DensityFunction;

/**
 * {@code minecraft:the_end} (game: {@code TheEndBiomeSource}). For quart {@code (qx, qy, qz)}, with block
 * {@code b = q << 2} and chunk {@code c = b >> 4}: chunks with {@code cx² + cz² <= 4096} (long arithmetic) are
 * {@code the_end}; elsewhere the climate's erosion (the end router's {@code end_islands}) is read at the chunk's
 * centre column, block {@code ((c·2 + 1)·8, by, …)}: {@code > 0.25} end_highlands, {@code >= -0.0625}
 * end_midlands, {@code < -0.21875} small_end_islands, else end_barrens.
 */
public final class TheEndBiomeSource implements BiomeSource {
    private final int end, highlands, midlands, islands, barrens;

    public TheEndBiomeSource(BiomeRegistry registry) {
        this.end = registry.id(ResourceId.parse("minecraft:the_end"));
        this.highlands = registry.id(ResourceId.parse("minecraft:end_highlands"));
        this.midlands = registry.id(ResourceId.parse("minecraft:end_midlands"));
        this.islands = registry.id(ResourceId.parse("minecraft:small_end_islands"));
        this.barrens = registry.id(ResourceId.parse("minecraft:end_barrens"));
    }

    /** Game: {@code TheEndBiomeSource.collectPossibleBiomes}: the_end, end_highlands, end_midlands, small_end_islands, end_barrens. */
    @Override
    public java.util.List<Integer> possibleBiomes() {
        return java.util.List.of(end, highlands, midlands, islands, barrens);
    }

    @Override
    public Resolver resolver(ClimateSampler sampler) {
        DensityFunction erosion = sampler.erosion();
        return (qx, qy, qz) -> {
            int blockX = qx << 2, blockY = qy << 2, blockZ = qz << 2;
            int chunkX = blockX >> 4, chunkZ = blockZ >> 4;
            if ((long) chunkX * (long) chunkX + (long) chunkZ * (long) chunkZ <= 4096L) return end;
            double h = erosion.compute((chunkX * 2 + 1) * 8, blockY, (chunkZ * 2 + 1) * 8);
            if (h > 0.25) return highlands;
            if (h >= -0.0625) return midlands;
            if (h < -0.21875) return islands;
            return barrens;
        };
    }
}
