package dev.strata.engine.feature.cave;

import dev.strata.engine.feature.FeatureType;
import java.util.Map;

/**
 * The underground feature types (game: the {@code Feature} classes named in each record's docstring): speleothems
 * and large dripstone, geodes, dungeons, vegetation patches, root systems, multiface growth.
 */
public final class CaveFeatures {
    private CaveFeatures() {}

    /** Adds the family's types to the feature type registry. */
    public static void register(Map<String, FeatureType> types) {
        types.put("minecraft:speleothem", SpeleothemFeature::parse);
        types.put("minecraft:speleothem_cluster", SpeleothemClusterFeature::parse);
        types.put("minecraft:large_dripstone", LargeDripstoneFeature::parse);
        types.put("minecraft:geode", GeodeFeature::parse);
        types.put("minecraft:monster_room", MonsterRoomFeature::parse);
        types.put("minecraft:root_system", RootSystemFeature::parse);
        types.put("minecraft:multiface_growth", MultifaceGrowthFeature::parse);
        types.put("minecraft:fossil", FossilFeature::parse);
        types.put("minecraft:sculk_patch", SculkPatchFeature::parse);
        types.put("minecraft:vegetation_patch", (c, p) -> VegetationPatchFeature.parse(c, p, false));
        types.put("minecraft:waterlogged_vegetation_patch", (c, p) -> VegetationPatchFeature.parse(c, p, true));
    }
}
