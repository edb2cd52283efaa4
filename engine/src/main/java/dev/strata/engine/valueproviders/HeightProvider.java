package dev.strata.engine.valueproviders;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.surface.VerticalAnchor;

/**
 * A block y drawn from a random source (game: {@code HeightProvider}): a bare vertical anchor is {@code constant};
 * {@code uniform} draws {@code nextInt(max - min + 1) + min} (game: {@code UniformHeight}; an empty range gives min
 * without a draw). Other types (biased, trapezoid, weighted) are not used by carvers in the vanilla pack and are
 * refused with a clear message rather than approximated.
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
            default:
                throw c.get("type").error("height provider type " + type + " is not supported for carvers (expected constant or uniform)");
        }
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
