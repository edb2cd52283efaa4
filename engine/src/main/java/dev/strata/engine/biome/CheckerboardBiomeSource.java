package dev.strata.engine.biome;

/**
 * {@code minecraft:checkerboard} (game: {@code CheckerboardColumnBiomeSource}): columns of
 * {@code 2^scale} × {@code 2^scale} chunks cycling through the list:
 * {@code biomes[floorMod((qx >> (scale + 2)) + (qz >> (scale + 2)), n)]} (int shift as the game, quarts).
 */
public final class CheckerboardBiomeSource implements BiomeSource {
    private final int[] biomes;
    private final int shift;

    /** @param scale 0..62 (the game's codec range; default 2) */
    public CheckerboardBiomeSource(int[] biomes, int scale) {
        if (biomes.length == 0) throw new IllegalArgumentException("checkerboard needs at least one biome");
        if (scale < 0 || scale > 62) throw new IllegalArgumentException("scale " + scale + " outside [0, 62]");
        this.biomes = biomes.clone();
        this.shift = scale + 2;
    }

    @Override
    public java.util.List<Integer> possibleBiomes() {
        java.util.LinkedHashSet<Integer> out = new java.util.LinkedHashSet<>();
        for (int b : biomes) out.add(b);
        return java.util.List.copyOf(out);
    }

    @Override
    public Resolver resolver(ClimateSampler sampler) {
        return (x, y, z) -> biomes[Math.floorMod((x >> shift) + (z >> shift), biomes.length)];
    }
}
