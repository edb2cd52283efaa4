package dev.strata.engine.feature;

import java.util.HashMap;
import java.util.Map;

/**
 * The feature types Strata knows, by id (game: {@code BuiltInRegistries.FEATURE}). Each family of features
 * registers its types here; a type missing from this table is refused with the file and JSON path that names it.
 */
public final class FeatureTypes {
    private static final Map<String, FeatureType> TYPES = new HashMap<>();

    static {
        SelectorFeatures.register(TYPES);
        EndFeatures.register(TYPES);
        NetherFeatures.register(TYPES);
        PlantFeatures.register(TYPES);
        TerrainFeatures.register(TYPES);
        dev.strata.engine.feature.cave.CaveFeatures.register(TYPES);
        OceanFeatures.register(TYPES);
        dev.strata.engine.feature.tree.TreeFeatures.register(TYPES);
        TemplateFeature.register(TYPES);
        BlockPileFeature.register(TYPES);
    }

    private FeatureTypes() {}

    /** The type with this id (e.g. {@code minecraft:ore}), or null. */
    public static FeatureType get(String id) {
        return TYPES.get(id);
    }

    /**
     * A known type id that {@code id} looks like a misspelling of ({@link dev.strata.engine.data.JsonCursor#nearMiss}:
     * {@code minecraft:tre} for {@code minecraft:tree}), the first in id order, or null.
     */
    public static String nearest(String id) {
        return TYPES.keySet().stream().sorted().filter(k -> dev.strata.engine.data.JsonCursor.nearMiss(id, k)).findFirst().orElse(null);
    }
}
