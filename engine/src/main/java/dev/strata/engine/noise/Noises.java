package dev.strata.engine.noise;

import dev.strata.engine.random.PositionalRandomFactory;

/** Instantiation of router noises by id (game: {@code Noises.instantiate}). */
public final class Noises {

    private Noises() {
    }

    /**
     * {@code NormalNoise.create(factory.fromHashOf(noiseId), parameters)}; {@code noiseId} is the full
     * identifier, e.g. {@code "minecraft:offset"}, and {@code factory} the world's
     * {@code new XoroshiroRandom(seed).forkPositional()}.
     */
    public static NormalNoise instantiate(PositionalRandomFactory factory, String noiseId, NoiseParameters parameters) {
        return NormalNoise.create(factory.fromHashOf(noiseId), parameters);
    }
}
