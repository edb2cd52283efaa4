package dev.strata.engine.noise;

import java.util.Arrays;

/**
 * A data-pack {@code worldgen/noise} entry (game: {@code NormalNoise.NoiseParameters}): octave {@code i} of
 * {@code amplitudes} has frequency {@code 2^(firstOctave + i)} (in cycles per block before any caller scaling).
 * Octaves with amplitude {@code 0.0} are not instantiated. The array is copied on construction and must not be
 * modified through {@link #amplitudes()}.
 *
 * @param firstOctave the exponent of the lowest frequency octave, usually negative
 * @param amplitudes  per-octave amplitudes, non-empty
 */
public record NoiseParameters(int firstOctave, double[] amplitudes) {

    /** Copies and validates {@code amplitudes}. */
    public NoiseParameters {
        if (amplitudes.length == 0) {
            throw new IllegalArgumentException("a noise needs at least one octave");
        }
        amplitudes = amplitudes.clone();
    }

    /** {@code new NoiseParameters(firstOctave, [first, rest...])}. */
    public static NoiseParameters of(int firstOctave, double first, double... rest) {
        double[] a = new double[rest.length + 1];
        a[0] = first;
        System.arraycopy(rest, 0, a, 1, rest.length);
        return new NoiseParameters(firstOctave, a);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NoiseParameters && ((NoiseParameters) o).firstOctave == firstOctave
            && Arrays.equals(((NoiseParameters) o).amplitudes, amplitudes);
    }

    @Override
    public int hashCode() {
        return 31 * firstOctave + Arrays.hashCode(amplitudes);
    }

    @Override
    public String toString() {
        return "NoiseParameters[firstOctave=" + firstOctave + ", amplitudes=" + Arrays.toString(amplitudes) + "]";
    }
}
