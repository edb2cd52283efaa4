package dev.strata.engine.biome;

import dev.strata.engine.data.ResourceId;
import java.util.Objects;

/**
 * Climate parameter space and its fixed-point quantization (game: {@code Climate}).
 *
 * <p>The seven axes, in the game's order (also the order of the arrays used here): temperature, humidity,
 * continentalness, erosion, depth, weirdness, offset. Values are quantized to {@code long}s of 1/10000 by
 * {@link #quantize(float)}: {@code (long) (value * 10000.0F)} in float arithmetic, truncating toward zero.
 */
public final class Climate {
    /** Number of axes of the parameter space (six climate values plus the offset). */
    public static final int AXES = 7;
    public static final int TEMPERATURE = 0, HUMIDITY = 1, CONTINENTALNESS = 2, EROSION = 3, DEPTH = 4, WEIRDNESS = 5, OFFSET = 6;

    private Climate() {}

    /** The game's {@code Climate.quantizeCoord(float)}: {@code (long) (f * 10000.0F)}, float multiplication. */
    public static long quantize(float f) {
        return (long) (f * 10000.0F);
    }

    /** A density value as the climate sampler quantizes it: narrowed to float first, then {@link #quantize(float)}. */
    public static long quantize(double densityValue) {
        return quantize((float) densityValue);
    }

    /**
     * A closed interval of quantized values on one axis (game: {@code Climate.Parameter}).
     *
     * @param min lower bound, quantized (1/10000)
     * @param max upper bound, quantized, {@code >= min}
     */
    public record Parameter(long min, long max) {
        public Parameter {
            if (min > max) throw new IllegalArgumentException("min > max: " + min + " " + max);
        }

        /** The interval {@code [quantize(min), quantize(max)]} from unquantized float bounds. */
        public static Parameter span(float min, float max) {
            if (min > max) throw new IllegalArgumentException("min > max: " + min + " " + max);
            return new Parameter(quantize(min), quantize(max));
        }

        /** The single quantized value {@code quantize(value)}. */
        public static Parameter point(float value) {
            return span(value, value);
        }

        /** From the lower bound of {@code from} to the upper bound of {@code to}. */
        public static Parameter span(Parameter from, Parameter to) {
            return new Parameter(from.min, to.max);
        }

        /** Distance of a quantized value to this interval: 0 inside, else the gap to the nearer bound. */
        public long distance(long target) {
            long above = target - max;
            long below = min - target;
            return above > 0 ? above : Math.max(below, 0L);
        }

        /** Bounding interval of this one and {@code other}. */
        public Parameter union(Parameter other) {
            return new Parameter(Math.min(min, other.min), Math.max(max, other.max));
        }
    }

    /**
     * A box in climate space plus the offset (game: {@code Climate.ParameterPoint}).
     *
     * @param offset quantized offset, a constant added (squared) to every distance to this box
     */
    public record ParameterPoint(Parameter temperature, Parameter humidity, Parameter continentalness, Parameter erosion,
            Parameter depth, Parameter weirdness, long offset) {
        public ParameterPoint {
            Objects.requireNonNull(temperature);
            Objects.requireNonNull(humidity);
            Objects.requireNonNull(continentalness);
            Objects.requireNonNull(erosion);
            Objects.requireNonNull(depth);
            Objects.requireNonNull(weirdness);
        }

        /** The game's {@code Climate.parameters(Parameter..., float offset)}: the offset quantized. */
        public static ParameterPoint of(Parameter temperature, Parameter humidity, Parameter continentalness, Parameter erosion,
                Parameter depth, Parameter weirdness, float offset) {
            return new ParameterPoint(temperature, humidity, continentalness, erosion, depth, weirdness, quantize(offset));
        }

        /** The game's {@code Climate.parameters(float...)}: every axis a single point. */
        public static ParameterPoint of(float temperature, float humidity, float continentalness, float erosion, float depth,
                float weirdness, float offset) {
            return of(Parameter.point(temperature), Parameter.point(humidity), Parameter.point(continentalness),
                    Parameter.point(erosion), Parameter.point(depth), Parameter.point(weirdness), offset);
        }

        /** The seven intervals in axis order, the offset as the point interval {@code [offset, offset]}. */
        public Parameter[] space() {
            return new Parameter[] {temperature, humidity, continentalness, erosion, depth, weirdness, new Parameter(offset, offset)};
        }
    }

    /** One entry of a parameter list: a climate box and the biome it selects. */
    public record Entry(ParameterPoint point, ResourceId biome) {
        public Entry {
            Objects.requireNonNull(point);
            Objects.requireNonNull(biome);
        }
    }
}
