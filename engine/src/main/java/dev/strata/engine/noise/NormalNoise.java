package dev.strata.engine.noise;

import dev.strata.engine.random.RandomSource;

/**
 * The noise of the noise router (game: {@code NormalNoise}): two {@link PerlinNoise} with the same parameters,
 * the second sampled at coordinates scaled by {@value #INPUT_FACTOR}, summed and normalised so the result has a
 * standard deviation of about 1/3. Output range {@code [-maxValue(), maxValue()]}.
 */
public final class NormalNoise {

    /** Scale applied to the second noise's coordinates. */
    public static final double INPUT_FACTOR = 1.0181268882175227;

    private final double valueFactor;
    private final PerlinNoise first;
    private final PerlinNoise second;
    private final double maxValue;
    private final NoiseParameters parameters;

    private NormalNoise(RandomSource random, NoiseParameters parameters, boolean useNewFactory) {
        int firstOctave = parameters.firstOctave();
        double[] amplitudes = parameters.amplitudes();
        this.parameters = parameters;
        if (useNewFactory) {
            this.first = PerlinNoise.create(random, firstOctave, amplitudes);
            this.second = PerlinNoise.create(random, firstOctave, amplitudes);
        } else {
            this.first = PerlinNoise.createLegacyForLegacyNetherBiome(random, firstOctave, amplitudes);
            this.second = PerlinNoise.createLegacyForLegacyNetherBiome(random, firstOctave, amplitudes);
        }
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        for (int i = 0; i < amplitudes.length; i++) {
            if (amplitudes[i] != 0.0) {
                min = Math.min(min, i);
                max = Math.max(max, i);
            }
        }
        this.valueFactor = 0.16666666666666666 / expectedDeviation(max - min);
        this.maxValue = (first.maxValue() + second.maxValue()) * valueFactor;
    }

    /** The game's {@code expectedDeviation(octaveSpan)}: {@code 0.1 * (1 + 1 / (span + 1))}. */
    static double expectedDeviation(int span) {
        return 0.1 * (1.0 + 1.0 / (double) (span + 1));
    }

    /** The modern form: both Perlin noises through {@code forkPositional()} of {@code random}, in sequence. */
    public static NormalNoise create(RandomSource random, NoiseParameters parameters) {
        return new NormalNoise(random, parameters, true);
    }

    /** {@link #create(RandomSource, NoiseParameters)} with inline parameters. */
    public static NormalNoise create(RandomSource random, int firstOctave, double... amplitudes) {
        return new NormalNoise(random, new NoiseParameters(firstOctave, amplitudes), true);
    }

    /** The legacy form used with {@code legacy_random_source} (game: {@code createLegacyNetherBiome}). */
    public static NormalNoise createLegacyNetherBiome(RandomSource random, NoiseParameters parameters) {
        return new NormalNoise(random, parameters, false);
    }

    /** The noise at {@code (x, y, z)}: {@code (first(x, y, z) + second(x*F, y*F, z*F)) * valueFactor}. */
    public double getValue(double x, double y, double z) {
        double sx = x * INPUT_FACTOR;
        double sy = y * INPUT_FACTOR;
        double sz = z * INPUT_FACTOR;
        return (first.getValue(x, y, z) + second.getValue(sx, sy, sz)) * valueFactor;
    }

    /**
     * {@link #getValue} at {@code (x, ys[i], z)} into {@code out[i]} for {@code i < n}; bit for bit the scalar
     * values.
     */
    public void getValueColumn(double x, double z, double[] ys, int n, double[] out) {
        ColumnScratch scratch = ColumnScratch.get();
        double[] sy = scratch.doubles(ColumnScratch.NORMAL_Y, n);
        double[] b = scratch.doubles(ColumnScratch.NORMAL_SECOND, n);
        for (int i = 0; i < n; i++) sy[i] = ys[i] * INPUT_FACTOR;
        first.getValueColumn(x, z, ys, n, out);
        second.getValueColumn(x * INPUT_FACTOR, z * INPUT_FACTOR, sy, n, b);
        double f = valueFactor;
        for (int i = 0; i < n; i++) out[i] = (out[i] + b[i]) * f;
    }

    /** Upper bound of {@code |getValue|}. */
    public double maxValue() {
        return maxValue;
    }

    /** The parameters this noise was built from. */
    public NoiseParameters parameters() {
        return parameters;
    }
}
