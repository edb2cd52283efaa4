package dev.strata.engine.feature;

import java.util.Map;

/**
 * Registers the ocean and surface feature types: {@code seagrass}, {@code kelp}, {@code sea_pickle}, the corals
 * ({@code coral_tree}, {@code coral_claw}, {@code coral_mushroom}), {@code iceberg}, {@code spike} (ice spikes),
 * {@code vines}, {@code bamboo} and {@code void_start_platform}.
 */
final class OceanFeatures {
    private OceanFeatures() {}

    static void register(Map<String, FeatureType> types) {
        SeaVegetationFeatures.register(types);
        CoralFeatures.register(types);
        types.put("minecraft:iceberg", IcebergFeature::parse);
        types.put("minecraft:spike", SpikeFeature::parse);
        types.put("minecraft:vines", VinesFeature::parse);
        types.put("minecraft:bamboo", BambooFeature::parse);
        types.put("minecraft:void_start_platform", VoidStartPlatformFeature::parse);
    }
}
