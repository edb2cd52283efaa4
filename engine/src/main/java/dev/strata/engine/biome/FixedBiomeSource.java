package dev.strata.engine.biome;

/** {@code minecraft:fixed}: one biome everywhere (game: {@code FixedBiomeSource}). */
public record FixedBiomeSource(int biome) implements BiomeSource {
    @Override
    public java.util.List<Integer> possibleBiomes() {
        return java.util.List.of(biome);
    }

    @Override
    public Resolver resolver(ClimateSampler sampler) {
        return (x, y, z) -> biome;
    }
}
