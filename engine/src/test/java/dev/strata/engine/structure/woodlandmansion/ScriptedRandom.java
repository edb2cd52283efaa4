package dev.strata.engine.structure.woodlandmansion;

import dev.strata.engine.random.PositionalRandomFactory;
import dev.strata.engine.random.RandomSource;

/**
 * Test support: a random whose answers are fixed, so a mansion's plan can be worked out by hand. {@code nextInt(4)}
 * is 3 (as a 2D direction: east, the way back for the corridors, which all head west), any other {@code nextInt} 0,
 * {@code nextBoolean} false; nothing else is asked of it.
 */
final class ScriptedRandom implements RandomSource {
    @Override
    public int nextInt(int bound) {
        return bound == 4 ? 3 : 0;
    }

    @Override
    public boolean nextBoolean() {
        return false;
    }

    @Override
    public RandomSource fork() {
        throw new UnsupportedOperationException();
    }

    @Override
    public PositionalRandomFactory forkPositional() {
        throw new UnsupportedOperationException();
    }

    @Override
    public void setSeed(long seed) {
        throw new UnsupportedOperationException();
    }

    @Override
    public int nextInt() {
        throw new UnsupportedOperationException();
    }

    @Override
    public long nextLong() {
        throw new UnsupportedOperationException();
    }

    @Override
    public float nextFloat() {
        throw new UnsupportedOperationException();
    }

    @Override
    public double nextDouble() {
        throw new UnsupportedOperationException();
    }

    @Override
    public double nextGaussian() {
        throw new UnsupportedOperationException();
    }
}
