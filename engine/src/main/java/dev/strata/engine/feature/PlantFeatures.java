package dev.strata.engine.feature;

import java.util.Map;

/** Single-block and column plant feature types: {@code simple_block}, {@code block_column} (one file each). */
final class PlantFeatures {
    private PlantFeatures() {}

    static void register(Map<String, FeatureType> types) {
        types.put("minecraft:simple_block", SimpleBlockFeature::parse);
        types.put("minecraft:block_column", BlockColumnFeature::parse);
    }
}
