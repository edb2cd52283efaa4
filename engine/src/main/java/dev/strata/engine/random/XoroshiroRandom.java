package dev.strata.engine.random;

/**
 * Xoroshiro128++ source (game: {@code XoroshiroRandomSource} over {@code Xoroshiro128PlusPlus}), the random of
 * modern world generation. A 64-bit seed is expanded by {@link RandomSupport#upgradeSeedLo}/{@code Hi}.
 */
public final class XoroshiroRandom implements RandomSource {

    private static final float FLOAT_UNIT = 0x1.0p-24f;
    private static final double DOUBLE_UNIT = 0x1.0p-53;

    private long lo;
    private long hi;
    private final MarsagliaPolarGaussian gaussian = new MarsagliaPolarGaussian();

    /** Seeds from a 64-bit seed through {@code RandomSupport.upgradeSeedTo128bit}. */
    public XoroshiroRandom(long seed) {
        setSeed(seed);
    }

    /** Seeds the generator state directly (an all-zero state is replaced as the game does). */
    public XoroshiroRandom(long seedLo, long seedHi) {
        setState(seedLo, seedHi);
    }

    private void setState(long seedLo, long seedHi) {
        if ((seedLo | seedHi) == 0L) {
            seedLo = RandomSupport.GOLDEN_RATIO_64;
            seedHi = RandomSupport.SILVER_RATIO_64;
        }
        this.lo = seedLo;
        this.hi = seedHi;
    }

    @Override
    public void setSeed(long seed) {
        setState(RandomSupport.upgradeSeedLo(seed), RandomSupport.upgradeSeedHi(seed));
        gaussian.reset();
    }

    @Override
    public long nextLong() {
        long s0 = lo;
        long s1 = hi;
        long result = Long.rotateLeft(s0 + s1, 17) + s0;
        s1 ^= s0;
        lo = Long.rotateLeft(s0, 49) ^ s1 ^ (s1 << 21);
        hi = Long.rotateLeft(s1, 28);
        return result;
    }

    @Override
    public RandomSource fork() {
        long a = nextLong();
        long b = nextLong();
        return new XoroshiroRandom(a, b);
    }

    @Override
    public PositionalRandomFactory forkPositional() {
        long a = nextLong();
        long b = nextLong();
        return new Positional(a, b);
    }

    @Override
    public int nextInt() {
        return (int) nextLong();
    }

    @Override
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("Bound must be positive");
        }
        long r = Integer.toUnsignedLong(nextInt());
        long m = r * bound;
        long low = m & 0xFFFFFFFFL;
        if (low < bound) {
            int threshold = Integer.remainderUnsigned(-bound, bound);
            while (low < threshold) {
                r = Integer.toUnsignedLong(nextInt());
                m = r * bound;
                low = m & 0xFFFFFFFFL;
            }
        }
        return (int) (m >> 32);
    }

    @Override
    public boolean nextBoolean() {
        return (nextLong() & 1L) != 0L;
    }

    @Override
    public float nextFloat() {
        return (nextLong() >>> 40) * FLOAT_UNIT;
    }

    @Override
    public double nextDouble() {
        return (nextLong() >>> 11) * DOUBLE_UNIT;
    }

    @Override
    public double nextGaussian() {
        return gaussian.next(this);
    }

    @Override
    public void consumeCount(int count) {
        for (int i = 0; i < count; i++) {
            nextLong();
        }
    }

    /**
     * Positional factory of the Xoroshiro source (game: {@code XoroshiroRandomSource.XoroshiroPositionalRandomFactory}).
     */
    public static final class Positional implements PositionalRandomFactory {
        private final long seedLo;
        private final long seedHi;

        /** A factory over the 128-bit seed {@code (seedLo, seedHi)}. */
        public Positional(long seedLo, long seedHi) {
            this.seedLo = seedLo;
            this.seedHi = seedHi;
        }

        /** Low half of this factory's seed. */
        public long seedLo() {
            return seedLo;
        }

        /** High half of this factory's seed. */
        public long seedHi() {
            return seedHi;
        }

        @Override
        public XoroshiroRandom at(int x, int y, int z) {
            return new XoroshiroRandom(RandomSupport.getSeed(x, y, z) ^ seedLo, seedHi);
        }

        /**
         * {@link #at} without making a source: {@code into} is reseeded to the state a new one would have (its kept
         * gaussian forgotten), for callers that draw from a positional random once per block (the ore veins: a new
         * source and its gaussian per block were 5% of a run's allocation).
         *
         * @return {@code into}
         */
        public XoroshiroRandom at(int x, int y, int z, XoroshiroRandom into) {
            into.setState(RandomSupport.getSeed(x, y, z) ^ seedLo, seedHi);
            into.gaussian.reset();
            return into;
        }

        @Override
        public XoroshiroRandom fromHashOf(String id) {
            long[] h = RandomSupport.seedFromHashOf(id);
            return new XoroshiroRandom(h[0] ^ seedLo, h[1] ^ seedHi);
        }

        @Override
        public XoroshiroRandom fromSeed(long seed) {
            return new XoroshiroRandom(seed ^ seedLo, seed ^ seedHi);
        }
    }
}
