package dev.strata.engine.feature;

import java.util.Map;

/**
 * Registers the terrain feature family: ores ({@link OreFeatures}), {@code disk}, {@code lake},
 * {@code spring_feature}, the blobs ({@link BlobFeatures}), {@code underwater_magma}, {@code freeze_top_layer} and
 * {@code desert_well}.
 */
final class TerrainFeatures {
    private TerrainFeatures() {}

    static void register(Map<String, FeatureType> types) {
        OreFeatures.register(types);
        BlobFeatures.register(types);
        types.put("minecraft:disk", DiskFeature::parse);
        types.put("minecraft:spring_feature", SpringFeature::parse);
        types.put("minecraft:underwater_magma", UnderwaterMagmaFeature::parse);
        types.put("minecraft:lake", LakeFeature::parse);
        types.put("minecraft:freeze_top_layer", SnowAndFreezeFeature::parse);
        types.put("minecraft:desert_well", DesertWellFeature::parse);
        types.put("minecraft:bonus_chest", BonusChestFeature::parse);
    }
}
