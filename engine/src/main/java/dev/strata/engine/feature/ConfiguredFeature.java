package dev.strata.engine.feature;

import dev.strata.engine.random.RandomSource;

/**
 * A feature type with its configuration (game: {@code ConfiguredFeature}, i.e. {@code Feature.place(config,
 * context)}): places itself at an origin, drawing from {@code random} in the game's order. Implementations are
 * immutable records made by a {@link FeatureType} and shared by all workers; per-call state lives on the stack or in
 * the level.
 */
public interface ConfiguredFeature {
    /**
     * Places the feature with its origin at absolute block {@code (x, y, z)}.
     *
     * @return whether anything was placed (the game's return value, which some callers test)
     */
    boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z);
}
