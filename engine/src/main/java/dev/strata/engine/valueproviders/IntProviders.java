package dev.strata.engine.valueproviders;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;
import java.util.List;

/**
 * Parsing and the implementations of {@link IntProvider}, after the game's classes in
 * {@code net.minecraft.util.valueproviders} (26.2: {@code IntProviders.bootstrap} registers constant, uniform,
 * biased_to_bottom, clamped, weighted_list, clamped_normal and trapezoid; the last one is new in 26.2). Each
 * record's {@code sample} makes the game's random calls in the game's order; {@code minValue}/{@code maxValue} are
 * the game's {@code minInclusive()}/{@code maxInclusive()} (used by codecs that bound a provider).
 */
final class IntProviders {
    private IntProviders() {}

    /** Game: {@code ConstantInt}: no draw. */
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

    /** Game: {@code UniformInt}: {@code Mth.randomBetweenInclusive} = {@code nextInt(max - min + 1) + min}. */
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

    /** Game: {@code BiasedToBottomInt}: {@code min + nextInt(nextInt(max - min + 1) + 1)} (two draws). */
    record BiasedToBottom(int min, int max) implements IntProvider {
        @Override
        public int sample(RandomSource random) {
            return min + random.nextInt(random.nextInt(max - min + 1) + 1);
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

    /**
     * Game: {@code ClampedInt}: the source's value clamped to [min, max]; its bounds are the intersection of the
     * source's and the clamp's.
     */
    record Clamped(IntProvider source, int min, int max) implements IntProvider {
        @Override
        public int sample(RandomSource random) {
            int v = source.sample(random);
            return v < min ? min : Math.min(v, max);
        }

        @Override
        public int minValue() {
            return Math.max(min, source.minValue());
        }

        @Override
        public int maxValue() {
            return Math.min(max, source.maxValue());
        }
    }

    /**
     * Game: {@code ClampedNormalInt}: {@code (int) Mth.clamp(mean + (float) nextGaussian() * deviation, (float) min,
     * (float) max)}: float arithmetic, clamped as floats, then truncated toward zero.
     */
    record ClampedNormal(float mean, float deviation, int min, int max) implements IntProvider {
        @Override
        public int sample(RandomSource random) {
            float v = mean + (float) random.nextGaussian() * deviation;
            float lo = min, hi = max;
            return (int) (v < lo ? lo : Math.min(v, hi));
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

    /** One entry of a weighted list. */
    record Entry(IntProvider value, int weight) {}

    /**
     * Game: {@code WeightedListInt}: {@code WeightedList.getRandomOrThrow} draws {@code nextInt(totalWeight)} and
     * picks the entry whose cumulative weight first exceeds the draw, then samples that entry. Bounds: the lowest
     * and highest of the entries' bounds (zero-weight entries included, as the game).
     */
    record WeightedList(List<Entry> entries, int totalWeight, int minValue, int maxValue) implements IntProvider {
        WeightedList(List<Entry> entries) {
            this(List.copyOf(entries), total(entries),
                    entries.stream().mapToInt(e -> e.value().minValue()).min().orElse(Integer.MAX_VALUE),
                    entries.stream().mapToInt(e -> e.value().maxValue()).max().orElse(Integer.MIN_VALUE));
        }

        private static int total(List<Entry> entries) {
            long t = 0;
            for (Entry e : entries) t += e.weight();
            if (t > Integer.MAX_VALUE) throw new IllegalArgumentException("Sum of weights must be <= 2147483647");
            return (int) t;
        }

        @Override
        public int sample(RandomSource random) {
            int selection = random.nextInt(totalWeight);
            for (Entry e : entries) {
                selection -= e.weight();
                if (selection < 0) return e.value().sample(random);
            }
            throw new IllegalStateException("weighted list selection out of range"); // unreachable: selection < total
        }
    }

    /**
     * Game (26.2): {@code TrapezoidInt}. The symmetric triangle ({@code plateau == 0 && max == -min}) draws
     * {@code nextInt(max + 1) - nextInt(max + 1)}; a plateau spanning the whole range is uniform; otherwise
     * {@code min + randomBetweenInclusive(0, plateauEnd) + randomBetweenInclusive(0, plateauStart)} with
     * {@code plateauStart = (range - plateau) / 2}, {@code plateauEnd = range - plateauStart}.
     */
    record Trapezoid(int min, int max, int plateau) implements IntProvider {
        @Override
        public int sample(RandomSource random) {
            if (plateau == 0 && max == -min) return random.nextInt(max + 1) - random.nextInt(max + 1);
            int range = max - min;
            if (plateau == range) return random.nextInt(max - min + 1) + min;
            int plateauStart = (range - plateau) / 2;
            int plateauEnd = range - plateauStart;
            return min + random.nextInt(plateauEnd + 1) + random.nextInt(plateauStart + 1);
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
            case "minecraft:uniform": {
                int min = c.get("min_inclusive").asInt(), max = c.get("max_inclusive").asInt();
                checkMinMax(c, min, max);
                return new Uniform(min, max);
            }
            case "minecraft:biased_to_bottom": {
                int min = c.get("min_inclusive").asInt(), max = c.get("max_inclusive").asInt();
                checkMinMax(c, min, max);
                return new BiasedToBottom(min, max);
            }
            case "minecraft:clamped": {
                IntProvider source = parse(c.get("source"));
                int min = c.get("min_inclusive").asInt(), max = c.get("max_inclusive").asInt();
                checkMinMax(c, min, max);
                return new Clamped(source, min, max);
            }
            case "minecraft:clamped_normal": {
                int min = c.get("min_inclusive").asInt(), max = c.get("max_inclusive").asInt();
                checkMinMax(c, min, max);
                return new ClampedNormal(c.get("mean").asFloat(), c.get("deviation").asFloat(), min, max);
            }
            case "minecraft:weighted_list":
                return weightedList(c.get("distribution"));
            case "minecraft:trapezoid": {
                int min = c.get("min").asInt(), max = c.get("max").asInt(), plateau = c.get("plateau").asInt();
                if (max < min) throw c.error("max must be larger than min: [" + min + ", " + max + "]");
                if (plateau > max - min) throw c.error("plateau can at most be the full span: [" + min + ", " + max + "]");
                return new Trapezoid(min, max, plateau);
            }
            default:
                throw c.get("type").error("unknown int provider type " + type + " (expected constant, uniform,"
                        + " biased_to_bottom, clamped, clamped_normal, weighted_list or trapezoid)");
        }
    }

    /**
     * A non-empty list of {@code {"data": provider, "weight": n}} (game: {@code WeightedList.nonEmptyCodec},
     * weights non-negative). A zero total weight is refused here: the game would throw on the first sample.
     */
    private static IntProvider weightedList(JsonCursor d) {
        List<JsonCursor> elements = d.elements();
        if (elements.isEmpty()) throw d.error("weighted list must not be empty");
        java.util.ArrayList<Entry> entries = new java.util.ArrayList<>();
        long total = 0;
        for (JsonCursor e : elements) {
            int w = e.get("weight").asInt(0, Integer.MAX_VALUE);
            total += w;
            entries.add(new Entry(parse(e.get("data")), w));
        }
        if (total > Integer.MAX_VALUE) throw d.error("sum of weights must be <= 2147483647");
        if (total == 0) throw d.error("weighted list has a total weight of 0");
        return new WeightedList(entries);
    }

    private static void checkMinMax(JsonCursor c, int min, int max) {
        if (max < min) throw c.error("max_inclusive must be at least min_inclusive: [" + min + ", " + max + "]");
    }
}
