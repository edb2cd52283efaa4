package dev.strata.engine.valueproviders;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;

/**
 * A float drawn from a random source (game: {@code FloatProvider}): a bare number is {@code constant}; objects
 * name their {@code type}: {@code constant}, {@code uniform}, {@code clamped_normal} or {@code trapezoid}, with the
 * game's formulas (float arithmetic) and draw counts.
 */
public sealed interface FloatProvider {

    /** Draws a value (constant: no draw). */
    float sample(RandomSource random);

    /** The largest value {@link #sample} can return. */
    float maxValue();

    /** {@code constant}: always {@code value}. */
    record Constant(float value) implements FloatProvider {
        @Override
        public float sample(RandomSource random) {
            return value;
        }

        @Override
        public float maxValue() {
            return value;
        }
    }

    /** {@code uniform}: {@code nextFloat() * (max - min) + min} (game: {@code Mth.randomBetween}). */
    record Uniform(float minInclusive, float maxExclusive) implements FloatProvider {
        @Override
        public float sample(RandomSource random) {
            return random.nextFloat() * (maxExclusive - minInclusive) + minInclusive;
        }

        @Override
        public float maxValue() {
            return maxExclusive;
        }
    }

    /** {@code clamped_normal}: {@code mean + (float) nextGaussian() * deviation}, clamped to [min, max]. */
    record ClampedNormal(float mean, float deviation, float min, float max) implements FloatProvider {
        @Override
        public float sample(RandomSource random) {
            float v = mean + (float) random.nextGaussian() * deviation;
            return v < min ? min : Math.min(v, max);
        }

        @Override
        public float maxValue() {
            return max;
        }
    }

    /** {@code trapezoid}: two uniform draws summed, flat between the plateau's ends. */
    record Trapezoid(float min, float max, float plateau) implements FloatProvider {
        @Override
        public float sample(RandomSource random) {
            float range = max - min;
            float plateauStart = (range - plateau) / 2.0f;
            float plateauEnd = range - plateauStart;
            return min + random.nextFloat() * plateauEnd + random.nextFloat() * plateauStart;
        }

        @Override
        public float maxValue() {
            return max;
        }
    }

    /**
     * Parses a float provider.
     *
     * @throws dev.strata.engine.data.DataPackException naming the JSON path for an unknown type or bad bounds
     */
    public static FloatProvider parse(JsonCursor c) {
        if (c.isNumber()) return new Constant(c.asFloat());
        String type = c.get("type").asId().toString();
        switch (type) {
            case "minecraft:constant":
                return new Constant(c.get("value").asFloat());
            case "minecraft:uniform": {
                float min = c.get("min_inclusive").asFloat(), max = c.get("max_exclusive").asFloat();
                if (!(max > min)) throw c.error("max_exclusive must be larger than min_inclusive: [" + min + ", " + max + "]");
                return new Uniform(min, max);
            }
            case "minecraft:clamped_normal": {
                float min = c.get("min").asFloat(), max = c.get("max").asFloat();
                if (max < min) throw c.error("max must be at least min: [" + min + ", " + max + "]");
                return new ClampedNormal(c.get("mean").asFloat(), c.get("deviation").asFloat(), min, max);
            }
            case "minecraft:trapezoid": {
                float min = c.get("min").asFloat(), max = c.get("max").asFloat(), plateau = c.get("plateau").asFloat();
                if (max < min) throw c.error("max must be larger than min: [" + min + ", " + max + "]");
                if (plateau > max - min) throw c.error("plateau can at most be the full span: [" + min + ", " + max + "]");
                return new Trapezoid(min, max, plateau);
            }
            default:
                throw c.get("type").error("unknown float provider type " + type
                        + " (expected constant, uniform, clamped_normal or trapezoid)");
        }
    }
}
