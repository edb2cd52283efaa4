package dev.strata.engine.valueproviders;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.surface.VerticalAnchor;
import java.util.ArrayList;
import java.util.List;

/**
 * A block y drawn from a random source (game: {@code HeightProvider}, {@code levelgen/heightproviders}): a bare
 * vertical anchor is {@code constant}; the types are {@code constant}, {@code uniform}, {@code biased_to_bottom},
 * {@code very_biased_to_bottom}, {@code trapezoid} and {@code weighted_list}, each with the game's draws. Where the
 * game logs "Empty height range" it returns the resolved min without a draw; so do these (26.1 and 26.2 agree).
 */
public sealed interface HeightProvider {

    /** Draws a y for a generation range ({@code minGenY}, {@code genDepth}, see {@link VerticalAnchor#resolve}). */
    int sample(RandomSource random, int minGenY, int genDepth);

    /** {@code constant}: the anchor's y. */
    record Constant(VerticalAnchor value) implements HeightProvider {
        @Override
        public int sample(RandomSource random, int minGenY, int genDepth) {
            return value.resolve(minGenY, genDepth);
        }
    }

    /** {@code uniform}: inclusive bounds. */
    record Uniform(VerticalAnchor minInclusive, VerticalAnchor maxInclusive) implements HeightProvider {
        @Override
        public int sample(RandomSource random, int minGenY, int genDepth) {
            int min = minInclusive.resolve(minGenY, genDepth);
            int max = maxInclusive.resolve(minGenY, genDepth);
            if (min > max) return min; // the game warns once and returns min
            return random.nextInt(max - min + 1) + min;
        }
    }

    /**
     * {@code biased_to_bottom} (game: {@code BiasedToBottomHeight}): {@code limit = nextInt(max - min - inner + 1)},
     * then {@code nextInt(limit + inner) + min}; when {@code max - min - inner + 1 <= 0}, min without a draw.
     */
    record BiasedToBottom(VerticalAnchor minInclusive, VerticalAnchor maxInclusive, int inner) implements HeightProvider {
        @Override
        public int sample(RandomSource random, int minGenY, int genDepth) {
            int min = minInclusive.resolve(minGenY, genDepth);
            int max = maxInclusive.resolve(minGenY, genDepth);
            if (max - min - inner + 1 <= 0) return min;
            int limit = random.nextInt(max - min - inner + 1);
            return random.nextInt(limit + inner) + min;
        }
    }

    /**
     * {@code very_biased_to_bottom} (game: {@code VeryBiasedToBottomHeight}): three {@code Mth.nextInt} draws
     * ({@code nextInt(a, b)} is a without a draw when {@code a >= b}): {@code upper = nextInt(min + inner, max)},
     * {@code biased = nextInt(min, upper - 1)}, result {@code nextInt(min, biased - 1 + inner)}; an empty range as
     * {@link BiasedToBottom}.
     */
    record VeryBiasedToBottom(VerticalAnchor minInclusive, VerticalAnchor maxInclusive, int inner) implements HeightProvider {
        @Override
        public int sample(RandomSource random, int minGenY, int genDepth) {
            int min = minInclusive.resolve(minGenY, genDepth);
            int max = maxInclusive.resolve(minGenY, genDepth);
            if (max - min - inner + 1 <= 0) return min;
            int upperInclusive = mthNextInt(random, min + inner, max);
            int biasedUpperInclusive = mthNextInt(random, min, upperInclusive - 1);
            return mthNextInt(random, min, biasedUpperInclusive - 1 + inner);
        }
    }

    /**
     * {@code trapezoid} (game: {@code TrapezoidHeight}): min without a draw when min > max; uniform when
     * {@code plateau >= max - min}; otherwise {@code min + randomBetweenInclusive(0, plateauEnd) +
     * randomBetweenInclusive(0, plateauStart)}, {@code plateauStart = (range - plateau) / 2},
     * {@code plateauEnd = range - plateauStart}.
     */
    record Trapezoid(VerticalAnchor minInclusive, VerticalAnchor maxInclusive, int plateau) implements HeightProvider {
        @Override
        public int sample(RandomSource random, int minGenY, int genDepth) {
            int min = minInclusive.resolve(minGenY, genDepth);
            int max = maxInclusive.resolve(minGenY, genDepth);
            if (min > max) return min;
            int range = max - min;
            if (plateau >= range) return random.nextInt(max - min + 1) + min;
            int plateauStart = (range - plateau) / 2;
            int plateauEnd = range - plateauStart;
            return min + random.nextInt(plateauEnd + 1) + random.nextInt(plateauStart + 1);
        }
    }

    /** One entry of {@link WeightedList}. */
    record Weighted(HeightProvider value, int weight) {}

    /**
     * {@code weighted_list} (game: {@code WeightedListHeight}): {@code nextInt(totalWeight)} picks the entry whose
     * cumulative weight first exceeds the draw, then that entry samples.
     */
    record WeightedList(List<Weighted> entries, int totalWeight) implements HeightProvider {
        public WeightedList {
            entries = List.copyOf(entries);
        }

        @Override
        public int sample(RandomSource random, int minGenY, int genDepth) {
            int selection = random.nextInt(totalWeight);
            for (Weighted e : entries) {
                selection -= e.weight();
                if (selection < 0) return e.value().sample(random, minGenY, genDepth);
            }
            throw new IllegalStateException("weighted list selection out of range"); // unreachable
        }
    }

    /** Game: {@code Mth.nextInt(random, min, max)}: min without a draw when {@code min >= max}. */
    private static int mthNextInt(RandomSource random, int min, int max) {
        return min >= max ? min : random.nextInt(max - min + 1) + min;
    }

    /** @throws dev.strata.engine.data.DataPackException naming the JSON path */
    public static HeightProvider parse(JsonCursor c) {
        if (!c.isObject()) throw c.error("expected a height provider object");
        if (!c.has("type")) return new Constant(anchor(c));
        String type = c.get("type").asId().toString();
        switch (type) {
            case "minecraft:constant":
                return new Constant(anchor(c.get("value")));
            case "minecraft:uniform":
                return new Uniform(anchor(c.get("min_inclusive")), anchor(c.get("max_inclusive")));
            case "minecraft:biased_to_bottom":
                return new BiasedToBottom(anchor(c.get("min_inclusive")), anchor(c.get("max_inclusive")), inner(c));
            case "minecraft:very_biased_to_bottom":
                return new VeryBiasedToBottom(anchor(c.get("min_inclusive")), anchor(c.get("max_inclusive")), inner(c));
            case "minecraft:trapezoid":
                return new Trapezoid(anchor(c.get("min_inclusive")), anchor(c.get("max_inclusive")),
                        c.has("plateau") ? c.get("plateau").asInt() : 0);
            case "minecraft:weighted_list": {
                JsonCursor d = c.get("distribution");
                List<JsonCursor> elements = d.elements();
                if (elements.isEmpty()) throw d.error("weighted list must not be empty");
                List<Weighted> entries = new ArrayList<>();
                long total = 0;
                for (JsonCursor e : elements) {
                    int w = e.get("weight").asInt(0, Integer.MAX_VALUE);
                    total += w;
                    entries.add(new Weighted(parse(e.get("data")), w));
                }
                if (total > Integer.MAX_VALUE) throw d.error("sum of weights must be <= 2147483647");
                if (total == 0) throw d.error("weighted list has a total weight of 0");
                return new WeightedList(entries, (int) total);
            }
            default:
                throw c.get("type").error("unknown height provider type " + type + " (expected constant, uniform,"
                        + " biased_to_bottom, very_biased_to_bottom, trapezoid or weighted_list)");
        }
    }

    /** The optional {@code inner} of the biased types: at least 1, default 1 (game: {@code Codec.intRange(1, MAX)}). */
    private static int inner(JsonCursor c) {
        return c.has("inner") ? c.get("inner").asInt(1, Integer.MAX_VALUE) : 1;
    }

    /**
     * A vertical anchor: {@code {"absolute": n}}, {@code {"above_bottom": n}} or {@code {"below_top": n}}, with the
     * game's bounds ({@code VerticalAnchor}'s codecs: absolute within the dimension limits -2032..2031, offsets within
     * ±4064), so resolved heights stay far from integer overflow.
     */
    public static VerticalAnchor anchor(JsonCursor c) {
        if (!c.isObject() || c.keys().size() != 1) throw c.error("expected a vertical anchor: {\"absolute\"|\"above_bottom\"|\"below_top\": y}");
        String k = c.keys().get(0);
        int v = k.equals("absolute") ? c.get(k).asInt(-2032, 2031) : c.get(k).asInt(-4064, 4064);
        switch (k) {
            case "absolute": return new VerticalAnchor(VerticalAnchor.Kind.ABSOLUTE, v);
            case "above_bottom": return new VerticalAnchor(VerticalAnchor.Kind.ABOVE_BOTTOM, v);
            case "below_top": return new VerticalAnchor(VerticalAnchor.Kind.BELOW_TOP, v);
            default: throw c.error("unknown vertical anchor key " + k + " (expected absolute, above_bottom or below_top)");
        }
    }
}
