package dev.strata.engine.feature.stateproviders;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;

/**
 * Chooses a block state for a position (game: {@code BlockStateProvider}): {@code simple_state_provider},
 * {@code weighted_state_provider}, {@code randomized_int_state_provider}, {@code rotated_block_provider},
 * {@code noise_provider}, {@code noise_threshold_provider}, {@code dual_noise_provider},
 * {@code rule_based_state_provider}, with the game's random draws.
 */
public interface BlockStateProvider {
    /** What {@link #getOptionalState} returns when the provider has no state (game: null). */
    int NONE = -1;

    /** The state for absolute block {@code (x, y, z)}. */
    int getState(WorldGenLevel level, RandomSource random, int x, int y, int z);

    /**
     * Game: {@code getOptionalState}: as {@link #getState}, except that a {@code rule_based_state_provider} without
     * a fallback whose rules all fail has no state ({@link #NONE}) instead of the state already there. Features
     * that ask this (simple_block, disk, trunk placers' below-trunk provider, alter_ground) then place nothing.
     */
    default int getOptionalState(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        return getState(level, random, x, y, z);
    }

    /** @throws dev.strata.engine.data.DataPackException naming the JSON path */
    static BlockStateProvider parse(JsonCursor c, FeatureParser parser) {
        return BlockStateProviders.parse(c, parser);
    }
}
