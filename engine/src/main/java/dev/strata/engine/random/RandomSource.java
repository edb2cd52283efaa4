package dev.strata.engine.random;

/**
 * A seeded, deterministic random number source with the exact semantics of the game's
 * {@code net.minecraft.util.RandomSource}. Implementations are not thread-safe; every worker owns its own.
 */
public interface RandomSource {

    /** Returns a new independent source seeded from this one's next outputs (advances this source). */
    RandomSource fork();

    /** Returns a positional factory seeded from this one's next outputs (advances this source). */
    PositionalRandomFactory forkPositional();

    /** Re-seeds this source as if it had just been constructed with {@code seed}; clears any cached Gaussian. */
    void setSeed(long seed);

    /** A uniformly distributed 32-bit int. */
    int nextInt();

    /**
     * A uniformly distributed int in {@code [0, bound)}.
     *
     * @throws IllegalArgumentException if {@code bound <= 0}
     */
    int nextInt(int bound);

    /** A uniformly distributed int in {@code [min, max]} (game: {@code nextInt(max - min + 1) + min}). */
    default int nextIntBetweenInclusive(int min, int max) {
        return nextInt(max - min + 1) + min;
    }

    /**
     * A uniformly distributed int in {@code [origin, bound)} (game: {@code origin + nextInt(bound - origin)}).
     *
     * @throws IllegalArgumentException if {@code origin >= bound}
     */
    default int nextInt(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound - origin is non positive");
        }
        return origin + nextInt(bound - origin);
    }

    /** A uniformly distributed 64-bit long. */
    long nextLong();

    /** A uniformly distributed boolean. */
    boolean nextBoolean();

    /** A float in {@code [0, 1)} with 24 random bits. */
    float nextFloat();

    /** A double in {@code [0, 1)} with 53 random bits. */
    double nextDouble();

    /** A standard normal value (game: {@code MarsagliaPolarGaussian}, which caches the second value of each pair). */
    double nextGaussian();

    /** Advances the source by {@code count} steps (game default: {@code count} calls of {@link #nextInt()}). */
    default void consumeCount(int count) {
        for (int i = 0; i < count; i++) {
            nextInt();
        }
    }
}
