package dev.strata.engine.feature;

import java.util.Map;

/**
 * The nether's own feature types: {@code basalt_columns}, {@code basalt_pillar}, {@code delta_feature},
 * {@code weeping_vines}, {@code twisting_vines}, {@code nether_forest_vegetation} (one file each).
 */
final class NetherFeatures {
    private NetherFeatures() {}

    static void register(Map<String, FeatureType> types) {
        types.put("minecraft:basalt_columns", BasaltColumnsFeature::parse);
        types.put("minecraft:basalt_pillar", BasaltPillarFeature::parse);
        types.put("minecraft:delta_feature", DeltaFeature::parse);
        types.put("minecraft:weeping_vines", WeepingVinesFeature::parse);
        types.put("minecraft:twisting_vines", TwistingVinesFeature::parse);
        types.put("minecraft:nether_forest_vegetation", NetherForestVegetationFeature::parse);
    }
}
