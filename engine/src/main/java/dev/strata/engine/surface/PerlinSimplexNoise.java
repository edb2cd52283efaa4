package dev.strata.engine.surface;

import dev.strata.engine.noise.SimplexNoise;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.WorldgenRandom;
import java.util.TreeSet;

/**
 * Octaves of 2-D simplex noise (game: {@code PerlinSimplexNoise}), as used by the biome temperature noises. Octave
 * {@code 0} is the base frequency, negative octaves are lower frequencies (each half the previous), positive octaves
 * higher ones (seeded from a second legacy random, as the game). Output: sum over octaves of
 * {@code simplex(x * f, y * f) * v}, with {@code f} halving and {@code v} doubling from the highest frequency down,
 * {@code v} starting at {@code 1 / (2^octaves - 1)}.
 */
public final class PerlinSimplexNoise {
    private final SimplexNoise[] levels;
    private final double highestFreqValueFactor;
    private final double highestFreqInputFactor;

    public PerlinSimplexNoise(RandomSource random, int... octaves) {
        TreeSet<Integer> set = new TreeSet<>();
        for (int o : octaves) set.add(o);
        if (set.isEmpty()) throw new IllegalArgumentException("Need some octaves!");
        int low = -set.first();
        int high = set.last();
        int count = low + high + 1;
        if (count < 1) throw new IllegalArgumentException("Total number of octaves needs to be >= 1");
        SimplexNoise zero = new SimplexNoise(random);
        levels = new SimplexNoise[count];
        if (high >= 0 && high < count && set.contains(0)) levels[high] = zero;
        for (int i = high + 1; i < count; i++) {
            if (set.contains(high - i)) levels[i] = new SimplexNoise(random);
            else random.consumeCount(262);
        }
        if (high > 0) {
            long seed = (long) (zero.getValue(zero.xo, zero.yo, zero.zo) * 9.223372036854776E18);
            RandomSource hf = new WorldgenRandom(new LegacyRandom(seed));
            for (int i = high - 1; i >= 0; i--) {
                if (set.contains(high - i)) levels[i] = new SimplexNoise(hf);
                else hf.consumeCount(262);
            }
        }
        highestFreqInputFactor = Math.pow(2.0, high);
        highestFreqValueFactor = 1.0 / (Math.pow(2.0, count) - 1.0);
    }

    /** The game's {@code getValue(x, y, false)} (no per-octave origin offset). */
    public double getValue(double x, double y) {
        double value = 0.0;
        double f = highestFreqInputFactor;
        double v = highestFreqValueFactor;
        for (SimplexNoise n : levels) {
            if (n != null) value += n.getValue(x * f, y * f) * v;
            f /= 2.0;
            v *= 2.0;
        }
        return value;
    }
}
