package dev.strata.engine.noise;

import dev.strata.engine.random.PositionalRandomFactory;
import dev.strata.engine.random.RandomSource;
import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * A sum of {@link ImprovedNoise} octaves (game: {@code PerlinNoise}). Octave {@code i} is sampled at input
 * {@code coord * 2^(firstOctave + i)} (wrapped to keep precision) and weighted by
 * {@code amplitude[i] * 2^(n-1-i) / (2^n - 1)}, so the lowest frequency octave carries the largest weight.
 */
public final class PerlinNoise {

    private static final double ROUND_OFF = 3.3554432E7;
    /** 2^-25: multiplying by it rounds exactly like dividing by {@link #ROUND_OFF} (a power of two). */
    private static final double INV_ROUND_OFF = 1.0 / ROUND_OFF;

    private final ImprovedNoise[] noiseLevels;
    private final int firstOctave;
    private final double[] amplitudes;
    private final double lowestFreqValueFactor;
    private final double lowestFreqInputFactor;
    private final double maxValue;

    private PerlinNoise(RandomSource random, int firstOctave, double[] amplitudes, boolean useNewFactory) {
        this.firstOctave = firstOctave;
        this.amplitudes = amplitudes;
        int n = amplitudes.length;
        int zeroIndex = -firstOctave;
        this.noiseLevels = new ImprovedNoise[n];
        if (useNewFactory) {
            PositionalRandomFactory factory = random.forkPositional();
            for (int k = 0; k < n; k++) {
                if (amplitudes[k] != 0.0) {
                    int octave = firstOctave + k;
                    noiseLevels[k] = new ImprovedNoise(factory.fromHashOf("octave_" + octave));
                }
            }
        } else {
            ImprovedNoise zeroOctave = new ImprovedNoise(random);
            if (zeroIndex >= 0 && zeroIndex < n) {
                if (amplitudes[zeroIndex] != 0.0) {
                    noiseLevels[zeroIndex] = zeroOctave;
                }
            }
            for (int k = zeroIndex - 1; k >= 0; k--) {
                if (k < n) {
                    if (amplitudes[k] != 0.0) {
                        noiseLevels[k] = new ImprovedNoise(random);
                    } else {
                        skipOctave(random);
                    }
                } else {
                    skipOctave(random);
                }
            }
            long made = Arrays.stream(noiseLevels).filter(x -> x != null).count();
            long wanted = Arrays.stream(amplitudes).filter(a -> a != 0.0).count();
            if (made != wanted) {
                throw new IllegalStateException("Failed to create correct number of noise levels for given non-zero amplitudes");
            }
            if (zeroIndex < n - 1) {
                throw new IllegalArgumentException("Positive octaves are temporarily disabled");
            }
        }
        this.lowestFreqInputFactor = Math.pow(2.0, -zeroIndex);
        this.lowestFreqValueFactor = Math.pow(2.0, n - 1) / (Math.pow(2.0, n) - 1.0);
        this.maxValue = edgeValue(2.0);
    }

    private static void skipOctave(RandomSource random) {
        random.consumeCount(262);
    }

    /**
     * The modern form (game: {@code PerlinNoise.create(random, firstOctave, amplitudes)}): one
     * {@code random.forkPositional()}, then octave {@code i} with non-zero amplitude from
     * {@code fromHashOf("octave_" + (firstOctave + i))}.
     */
    public static PerlinNoise create(RandomSource random, int firstOctave, double[] amplitudes) {
        return new PerlinNoise(random, firstOctave, amplitudes.clone(), true);
    }

    /** The modern form over the set of octaves {@code octaves} (each with amplitude 1). */
    public static PerlinNoise create(RandomSource random, int[] octaves) {
        int[] sorted = sortedSet(octaves);
        return new PerlinNoise(random, sorted[0], makeAmplitudes(sorted), true);
    }

    /**
     * The legacy sequential form used by {@link BlendedNoise} (game: {@code createLegacyForBlendedNoise}): octaves
     * {@code octaves} with amplitude 1, drawn from {@code random} in the order octave 0, -1, -2, ...
     */
    public static PerlinNoise createLegacyForBlendedNoise(RandomSource random, int[] octaves) {
        int[] sorted = sortedSet(octaves);
        return new PerlinNoise(random, sorted[0], makeAmplitudes(sorted), false);
    }

    /** {@link #createLegacyForBlendedNoise(RandomSource, int[])} over a stream of octaves. */
    public static PerlinNoise createLegacyForBlendedNoise(RandomSource random, IntStream octaves) {
        return createLegacyForBlendedNoise(random, octaves.toArray());
    }

    /**
     * The legacy sequential form used when {@code legacy_random_source} is true (game:
     * {@code createLegacyForLegacyNetherBiome}): octave 0's noise is drawn first (kept only if within range and
     * non-zero), then octaves -1, -2, ... each either drawn or skipped ({@code consumeCount(262)}).
     */
    public static PerlinNoise createLegacyForLegacyNetherBiome(RandomSource random, int firstOctave, double[] amplitudes) {
        return new PerlinNoise(random, firstOctave, amplitudes.clone(), false);
    }

    private static int[] sortedSet(int[] octaves) {
        int[] sorted = IntStream.of(octaves).distinct().sorted().toArray();
        if (sorted.length == 0) {
            throw new IllegalArgumentException("Need some octaves!");
        }
        return sorted;
    }

    private static double[] makeAmplitudes(int[] sorted) {
        int negFirst = -sorted[0];
        int last = sorted[sorted.length - 1];
        int count = negFirst + last + 1;
        if (count < 1) {
            throw new IllegalArgumentException("Total number of octaves needs to be >= 1");
        }
        double[] a = new double[count];
        for (int octave : sorted) {
            a[octave + negFirst] = 1.0;
        }
        return a;
    }

    /** The game's coordinate wrap: {@code d - lfloor(d / 2^25 + 0.5) * 2^25}. */
    public static double wrap(double d) {
        // |d| < 2^23: d * 2^-25 + 0.5 lies in (0.25, 0.75), so the floor is 0 and the result d - 0.0, which is d
        // itself for every d (-0.0 - 0.0 is -0.0): skip the long conversion.
        if (Math.abs(d) < 8388608.0) return d;
        return d - (double) NoiseMath.lfloor(d * INV_ROUND_OFF + 0.5) * ROUND_OFF;
    }

    /** The octave sum at {@code (x, y, z)} (coordinates as passed by the caller, before octave scaling). */
    public double getValue(double x, double y, double z) {
        double sum = 0.0;
        double inputFactor = lowestFreqInputFactor;
        double valueFactor = lowestFreqValueFactor;
        ImprovedNoise[] levels = noiseLevels;
        double[] amps = amplitudes;
        for (int i = 0; i < levels.length; i++) {
            ImprovedNoise noise = levels[i];
            if (noise != null) {
                double v = noise.noise(wrap(x * inputFactor), wrap(y * inputFactor), wrap(z * inputFactor));
                sum += amps[i] * v * valueFactor;
            }
            inputFactor *= 2.0;
            valueFactor *= 0.5; // exact, as / 2.0
        }
        return sum;
    }

    /**
     * {@link #getValue(double, double, double)} at {@code (x, ys[i], z)} into {@code out[i]} for {@code i < n}, the
     * x/z wrap and lattice work hoisted per octave; bit for bit the scalar values (same operations, same order per
     * element).
     */
    public void getValueColumn(double x, double z, double[] ys, int n, double[] out) {
        ColumnScratch scratch = ColumnScratch.get();
        double[] wy = scratch.doubles(ColumnScratch.PERLIN_Y, n);
        double[] v = scratch.doubles(ColumnScratch.PERLIN_VALUE, n);
        for (int i = 0; i < n; i++) out[i] = 0.0;
        double inputFactor = lowestFreqInputFactor;
        double valueFactor = lowestFreqValueFactor;
        ImprovedNoise[] levels = noiseLevels;
        double[] amps = amplitudes;
        for (int o = 0; o < levels.length; o++) {
            ImprovedNoise noise = levels[o];
            if (noise != null) {
                for (int i = 0; i < n; i++) wy[i] = wrap(ys[i] * inputFactor);
                noise.noiseColumn(wrap(x * inputFactor), wrap(z * inputFactor), wy, n, v);
                double amp = amps[o];
                for (int i = 0; i < n; i++) out[i] += amp * v[i] * valueFactor;
            }
            inputFactor *= 2.0;
            valueFactor *= 0.5; // exact, as / 2.0
        }
    }

    /**
     * The legacy sampling form (game: deprecated {@code getValue(x, y, z, yScale, yFudge, yFlatHack)}): smeared y
     * per {@link ImprovedNoise#noise(double, double, double, double, double)}; with {@code yFlatHack} each octave
     * is sampled at y = {@code -yo}, i.e. at its own origin plane.
     */
    public double getValue(double x, double y, double z, double yScale, double yFudge, boolean yFlatHack) {
        double sum = 0.0;
        double inputFactor = lowestFreqInputFactor;
        double valueFactor = lowestFreqValueFactor;
        for (int i = 0; i < noiseLevels.length; i++) {
            ImprovedNoise noise = noiseLevels[i];
            if (noise != null) {
                double v = noise.noise(wrap(x * inputFactor), yFlatHack ? -noise.yo : wrap(y * inputFactor),
                    wrap(z * inputFactor), yScale * inputFactor, yFudge * inputFactor);
                sum += amplitudes[i] * v * valueFactor;
            }
            inputFactor *= 2.0;
            valueFactor *= 0.5; // exact, as / 2.0
        }
        return sum;
    }

    /**
     * The octave for the {@code i}-th highest frequency: {@code getOctaveNoise(0)} is the last (highest
     * frequency) octave; {@code null} where the amplitude is zero.
     */
    public ImprovedNoise getOctaveNoise(int i) {
        return noiseLevels[noiseLevels.length - 1 - i];
    }

    /** Sum over instantiated octaves of {@code amplitude * d * weight} (game: {@code edgeValue}). */
    public double edgeValue(double d) {
        double sum = 0.0;
        double valueFactor = lowestFreqValueFactor;
        for (int i = 0; i < noiseLevels.length; i++) {
            if (noiseLevels[i] != null) {
                sum += amplitudes[i] * d * valueFactor;
            }
            valueFactor *= 0.5; // exact, as / 2.0
        }
        return sum;
    }

    /** {@code edgeValue(d + 2)} (game: {@code maxBrokenValue}), the bound used by {@link BlendedNoise}. */
    public double maxBrokenValue(double d) {
        return edgeValue(d + 2.0);
    }

    /** An upper bound of {@code |getValue|}: {@code edgeValue(2.0)}. */
    public double maxValue() {
        return maxValue;
    }

    /** The exponent of the lowest frequency octave. */
    public int firstOctave() {
        return firstOctave;
    }

    /** A copy of the per-octave amplitudes. */
    public double[] amplitudes() {
        return amplitudes.clone();
    }
}
