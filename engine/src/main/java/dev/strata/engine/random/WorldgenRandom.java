package dev.strata.engine.random;

/**
 * The per-feature/per-structure random of world generation (game: {@code WorldgenRandom}): a
 * {@link BitRandomSource} whose bits come from a delegate ({@link LegacyRandom#next(int)} for a legacy delegate,
 * otherwise the top bits of the delegate's {@code nextLong()}), plus the game's seeding formulas. All derived
 * values ({@code nextInt(bound)}, {@code nextDouble()}, ...) use the {@code java.util.Random} recipes on those bits,
 * whatever the delegate.
 */
public final class WorldgenRandom implements BitRandomSource {

    private final RandomSource delegate;
    private final LegacyRandom legacyDelegate;
    private int count;
    private final MarsagliaPolarGaussian gaussian = new MarsagliaPolarGaussian();

    /** Wraps {@code delegate} (usually {@code new LegacyRandom(0)} or a {@link XoroshiroRandom}). */
    public WorldgenRandom(RandomSource delegate) {
        this.delegate = delegate;
        this.legacyDelegate = delegate instanceof LegacyRandom ? (LegacyRandom) delegate : null;
    }

    /** Number of {@link #next(int)} calls since construction. */
    public int getCount() {
        return count;
    }

    @Override
    public int next(int bits) {
        count++;
        if (legacyDelegate != null) {
            return legacyDelegate.next(bits);
        }
        return (int) (delegate.nextLong() >>> (64 - bits));
    }

    /** Re-seeds the delegate (the game does not reset this wrapper's cached Gaussian here). */
    @Override
    public void setSeed(long seed) {
        delegate.setSeed(seed);
    }

    @Override
    public RandomSource fork() {
        return new LegacyRandom(nextLong());
    }

    @Override
    public PositionalRandomFactory forkPositional() {
        return new LegacyRandom.Positional(nextLong());
    }

    @Override
    public double nextGaussian() {
        return gaussian.next(this);
    }

    /**
     * Seeds for decorating the chunk whose minimum block corner is {@code (minBlockX, minBlockZ)}; returns the
     * decoration seed {@code (minBlockX * (nextLong() | 1) + minBlockZ * (nextLong() | 1)) ^ levelSeed}.
     */
    public long setDecorationSeed(long levelSeed, int minBlockX, int minBlockZ) {
        setSeed(levelSeed);
        long a = nextLong() | 1L;
        long b = nextLong() | 1L;
        long seed = (long) minBlockX * a + (long) minBlockZ * b ^ levelSeed;
        setSeed(seed);
        return seed;
    }

    /** Seeds for placed feature {@code index} of generation step {@code step}: {@code decorationSeed + index + 10000 * step}. */
    public void setFeatureSeed(long decorationSeed, int index, int step) {
        setSeed(decorationSeed + index + 10000 * step);
    }

    /** Seeds for large features (carvers, structure starts) of chunk {@code (chunkX, chunkZ)}. */
    public void setLargeFeatureSeed(long levelSeed, int chunkX, int chunkZ) {
        setSeed(levelSeed);
        long a = nextLong();
        long b = nextLong();
        setSeed((long) chunkX * a ^ (long) chunkZ * b ^ levelSeed);
    }

    /** Seeds for structure placement in region {@code (regionX, regionZ)} with {@code salt}. */
    public void setLargeFeatureWithSalt(long levelSeed, int regionX, int regionZ, int salt) {
        setSeed((long) regionX * 341873128712L + (long) regionZ * 132897987541L + levelSeed + (long) salt);
    }
}
