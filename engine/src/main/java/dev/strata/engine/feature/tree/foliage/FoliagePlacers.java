package dev.strata.engine.feature.tree.foliage;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.tree.TreeFeatures;
import dev.strata.engine.valueproviders.IntProvider;

/** Parses a {@code foliage_placer} (game: {@code FoliagePlacerType} codecs; radius and offset are int providers in 0..16). */
public final class FoliagePlacers {
    private FoliagePlacers() {}

    public static FoliagePlacer parse(JsonCursor c, FeatureParser p) {
        JsonCursor t = c.get("type");
        String type = t.asId().toString();
        IntProvider radius = TreeFeatures.ranged(c.get("radius"), p, 0, 16);
        IntProvider offset = TreeFeatures.ranged(c.get("offset"), p, 0, 16);
        switch (type) {
            case "minecraft:blob_foliage_placer":
                return new BlobFoliagePlacer(radius, offset, c.get("height").asInt(0, 16));
            case "minecraft:bush_foliage_placer":
                return new BushFoliagePlacer(radius, offset, c.get("height").asInt(0, 16));
            case "minecraft:fancy_foliage_placer":
                return new FancyFoliagePlacer(radius, offset, c.get("height").asInt(0, 16));
            case "minecraft:jungle_foliage_placer":
                return new MegaJungleFoliagePlacer(radius, offset, c.get("height").asInt(0, 16));
            case "minecraft:spruce_foliage_placer":
                return new SpruceFoliagePlacer(radius, offset, TreeFeatures.ranged(c.get("trunk_height"), p, 0, 24));
            case "minecraft:pine_foliage_placer":
                return new PineFoliagePlacer(radius, offset, TreeFeatures.ranged(c.get("height"), p, 0, 24));
            case "minecraft:mega_pine_foliage_placer":
                return new MegaPineFoliagePlacer(radius, offset, TreeFeatures.ranged(c.get("crown_height"), p, 0, 24));
            case "minecraft:acacia_foliage_placer":
                return new AcaciaFoliagePlacer(radius, offset);
            case "minecraft:dark_oak_foliage_placer":
                return new DarkOakFoliagePlacer(radius, offset);
            case "minecraft:random_spread_foliage_placer":
                return new RandomSpreadFoliagePlacer(radius, offset, TreeFeatures.ranged(c.get("foliage_height"), p, 1, 512),
                        c.get("leaf_placement_attempts").asInt(0, 256));
            case "minecraft:cherry_foliage_placer":
                return new CherryFoliagePlacer(radius, offset, TreeFeatures.ranged(c.get("height"), p, 4, 16),
                        TreeFeatures.probability(c.get("wide_bottom_layer_hole_chance")), TreeFeatures.probability(c.get("corner_hole_chance")),
                        TreeFeatures.probability(c.get("hanging_leaves_chance")), TreeFeatures.probability(c.get("hanging_leaves_extension_chance")));
            default:
                throw t.error("unknown foliage placer type " + type);
        }
    }
}
