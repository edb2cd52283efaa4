package dev.strata.engine.feature.tree;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.random.RandomSource;

/** Calls of block state providers the tree code shares. */
public final class Providers {
    private Providers() {}

    /**
     * Game: {@code BlockStateProvider.getOptionalState} (a {@code rule_based_state_provider} without a matching rule
     * and without a fallback gives none).
     *
     * @return the state, or {@link BlockStateProvider#NONE} (negative) for none
     */
    public static int optionalState(BlockStateProvider provider, WorldGenLevel level, RandomSource random, Pos p) {
        int s = provider.getOptionalState(level, random, p.x(), p.y(), p.z());
        return s < 0 ? BlockStateProvider.NONE : s;
    }

    public static int state(BlockStateProvider provider, WorldGenLevel level, RandomSource random, Pos p) {
        return provider.getState(level, random, p.x(), p.y(), p.z());
    }
}
