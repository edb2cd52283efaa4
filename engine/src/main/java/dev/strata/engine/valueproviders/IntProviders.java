package dev.strata.engine.valueproviders;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;

/** Parsing and the implementations of {@link IntProvider} (skeleton: constant and uniform; the rest to come). */
final class IntProviders {
    private IntProviders() {}

    record Constant(int value) implements IntProvider {
        @Override
        public int sample(RandomSource random) {
            return value;
        }

        @Override
        public int minValue() {
            return value;
        }

        @Override
        public int maxValue() {
            return value;
        }
    }

    /** {@code uniform}: {@code Mth.randomBetweenInclusive} = {@code nextInt(max - min + 1) + min}. */
    record Uniform(int min, int max) implements IntProvider {
        @Override
        public int sample(RandomSource random) {
            return random.nextInt(max - min + 1) + min;
        }

        @Override
        public int minValue() {
            return min;
        }

        @Override
        public int maxValue() {
            return max;
        }
    }

    static IntProvider parse(JsonCursor c) {
        if (c.isNumber()) return new Constant(c.asInt());
        if (!c.isObject()) throw c.error("expected an int provider (a number or an object with a type)");
        String type = c.get("type").asId().toString();
        switch (type) {
            case "minecraft:constant":
                return new Constant(c.get("value").asInt());
            case "minecraft:uniform":
                return new Uniform(c.get("min_inclusive").asInt(), c.get("max_inclusive").asInt());
            default:
                throw c.get("type").error("unknown int provider type " + type);
        }
    }
}
