package dev.strata.engine.feature;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.placement.PlacedFeature;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Features that place other placed features: {@code random_selector}, {@code simple_random_selector},
 * {@code random_boolean_selector}, {@code weighted_random_selector} and {@code sequence} (game: the classes of the
 * same names; the nested placed features are placed without the biome check, with the same random).
 */
final class SelectorFeatures {
    private SelectorFeatures() {}

    static void register(Map<String, FeatureType> types) {
        types.put("minecraft:random_selector", SelectorFeatures::randomSelector);
        types.put("minecraft:simple_random_selector", SelectorFeatures::simpleRandomSelector);
        types.put("minecraft:random_boolean_selector", SelectorFeatures::randomBooleanSelector);
        types.put("minecraft:weighted_random_selector", SelectorFeatures::weightedRandomSelector);
        types.put("minecraft:sequence", SelectorFeatures::sequence);
    }

    /** Game: {@code RandomSelectorFeature}: the first entry whose {@code nextFloat() < chance}, else the default. */
    record RandomSelector(float[] chances, PlacedFeature[] features, PlacedFeature fallback) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            for (int i = 0; i < features.length; i++) {
                if (random.nextFloat() < chances[i]) return features[i].place(level, random, x, y, z);
            }
            return fallback.place(level, random, x, y, z);
        }
    }

    private static ConfiguredFeature randomSelector(JsonCursor c, FeatureParser p) {
        List<JsonCursor> entries = c.get("features").elements();
        float[] chances = new float[entries.size()];
        PlacedFeature[] features = new PlacedFeature[entries.size()];
        for (int i = 0; i < entries.size(); i++) {
            chances[i] = (float) entries.get(i).get("chance").asDouble(0.0, 1.0);
            features[i] = p.placedFeature(entries.get(i).get("feature"));
        }
        return new RandomSelector(chances, features, p.placedFeature(c.get("default")));
    }

    /** Game: {@code SimpleRandomSelectorFeature}: entry {@code nextInt(size)}. */
    record SimpleRandomSelector(PlacedFeature[] features) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            return features[random.nextInt(features.length)].place(level, random, x, y, z);
        }
    }

    private static ConfiguredFeature simpleRandomSelector(JsonCursor c, FeatureParser p) {
        PlacedFeature[] features = placedList(c.get("features"), p);
        if (features.length == 0) throw c.get("features").error("expected at least one feature");
        return new SimpleRandomSelector(features);
    }

    /** Game: {@code RandomBooleanSelectorFeature}: {@code nextBoolean()} picks. */
    record RandomBooleanSelector(PlacedFeature ifTrue, PlacedFeature ifFalse) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            boolean b = random.nextBoolean();
            return (b ? ifTrue : ifFalse).place(level, random, x, y, z);
        }
    }

    private static ConfiguredFeature randomBooleanSelector(JsonCursor c, FeatureParser p) {
        return new RandomBooleanSelector(p.placedFeature(c.get("feature_true")), p.placedFeature(c.get("feature_false")));
    }

    /**
     * Game: {@code WeightedRandomSelectorFeature}: {@code WeightedList.getRandom}: {@code nextInt(total weight)} and
     * the entry whose weight range holds it (nothing, and no draw, for a total of 0).
     */
    record WeightedRandomSelector(int[] weights, PlacedFeature[] features, int total) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            if (total == 0) return false;
            int pick = random.nextInt(total);
            for (int i = 0; i < features.length; i++) {
                pick -= weights[i];
                if (pick < 0) return features[i].place(level, random, x, y, z);
            }
            throw new IllegalStateException("weighted pick out of range");
        }
    }

    private static ConfiguredFeature weightedRandomSelector(JsonCursor c, FeatureParser p) {
        List<JsonCursor> entries = c.get("features").elements();
        int[] weights = new int[entries.size()];
        PlacedFeature[] features = new PlacedFeature[entries.size()];
        long total = 0;
        for (int i = 0; i < entries.size(); i++) {
            weights[i] = entries.get(i).get("weight").asInt(0, Integer.MAX_VALUE);
            features[i] = p.placedFeature(entries.get(i).get("data"));
            total += weights[i];
        }
        if (total > Integer.MAX_VALUE) throw c.get("features").error("the weights add up to more than " + Integer.MAX_VALUE);
        return new WeightedRandomSelector(weights, features, (int) total);
    }

    /** Game: {@code SequenceFeature}: each in turn, stopping at the first that places nothing. */
    record Sequence(PlacedFeature[] features) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            for (PlacedFeature f : features) if (!f.place(level, random, x, y, z)) return false;
            return true;
        }
    }

    private static ConfiguredFeature sequence(JsonCursor c, FeatureParser p) {
        return new Sequence(placedList(c.get("features"), p));
    }

    private static PlacedFeature[] placedList(JsonCursor c, FeatureParser p) {
        List<PlacedFeature> out = new ArrayList<>();
        if (c.isArray()) for (JsonCursor e : c.elements()) out.add(p.placedFeature(e));
        else out.add(p.placedFeature(c));
        return out.toArray(new PlacedFeature[0]);
    }
}
