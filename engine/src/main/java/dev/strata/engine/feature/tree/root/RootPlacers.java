package dev.strata.engine.feature.tree.root;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.feature.tree.TreeFeatures;

/** Parses a {@code root_placer} (game: {@code RootPlacerType}; 26.2 has only {@code mangrove_root_placer}). */
public final class RootPlacers {
    private RootPlacers() {}

    public static RootPlacer parse(JsonCursor c, FeatureParser p) {
        JsonCursor t = c.get("type");
        String type = t.asId().toString();
        if (!type.equals("minecraft:mangrove_root_placer")) throw t.error("unknown root placer type " + type);
        var trunkOffsetY = p.intProvider(c.get("trunk_offset_y"));
        BlockStateProvider rootProvider = p.stateProvider(c.get("root_provider"));
        BlockStateProvider above = null;
        float aboveChance = 0;
        if (c.has("above_root_placement")) {
            JsonCursor a = c.get("above_root_placement");
            above = p.stateProvider(a.get("above_root_provider"));
            aboveChance = TreeFeatures.probability(a.get("above_root_placement_chance"));
        }
        JsonCursor m = c.get("mangrove_root_placement");
        return new MangroveRootPlacer(trunkOffsetY, rootProvider, above, aboveChance, p.blocks(m.get("can_grow_through")), p.blocks(m.get("muddy_roots_in")),
                p.stateProvider(m.get("muddy_roots_provider")), m.get("max_root_width").asInt(1, 12), m.get("max_root_length").asInt(1, 64),
                TreeFeatures.probability(m.get("random_skew_chance")));
    }
}
