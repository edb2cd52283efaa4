package dev.strata.engine.random;

/**
 * The 48-bit linear congruential source of {@code java.util.Random} (game: {@code LegacyRandomSource}):
 * {@code seed = (seed * 0x5DEECE66D + 0xB) mod 2^48}, used by legacy world generation, BlendedNoise and the
 * end islands.
 */
public final class LegacyRandom implements BitRandomSource {

    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long INCREMENT = 0xBL;
    private static final long MASK = (1L << 48) - 1;

    private long seed;
    private final MarsagliaPolarGaussian gaussian = new MarsagliaPolarGaussian();

    /** A source in the state {@code new java.util.Random(seed)} would have. */
    public LegacyRandom(long seed) {
        setSeed(seed);
    }

    @Override
    public void setSeed(long seed) {
        this.seed = (seed ^ MULTIPLIER) & MASK;
        gaussian.reset();
    }

    @Override
    public int next(int bits) {
        long s = seed * MULTIPLIER + INCREMENT & MASK;
        seed = s;
        return (int) (s >> (48 - bits));
    }

    @Override
    public RandomSource fork() {
        return new LegacyRandom(nextLong());
    }

    @Override
    public PositionalRandomFactory forkPositional() {
        return new Positional(nextLong());
    }

    @Override
    public double nextGaussian() {
        return gaussian.next(this);
    }

    @Override
    public void consumeCount(int count) {
        long s = seed;
        for (int i = 0; i < count; i++) {
            s = s * MULTIPLIER + INCREMENT & MASK;
        }
        seed = s;
    }

    /** Positional factory of the legacy source (game: {@code LegacyRandomSource.LegacyPositionalRandomFactory}). */
    public static final class Positional implements PositionalRandomFactory {
        private final long seed;

        /** A factory over {@code seed}. */
        public Positional(long seed) {
            this.seed = seed;
        }

        @Override
        public LegacyRandom at(int x, int y, int z) {
            return new LegacyRandom(RandomSupport.getSeed(x, y, z) ^ seed);
        }

        /** {@code new LegacyRandom(id.hashCode() ^ seed)}. */
        @Override
        public LegacyRandom fromHashOf(String id) {
            return new LegacyRandom((long) id.hashCode() ^ seed);
        }

        /** {@code new LegacyRandom(seed)}: the game ignores the factory's own seed here. */
        @Override
        public LegacyRandom fromSeed(long seed) {
            return new LegacyRandom(seed);
        }
    }
}
