package dev.strata.engine.feature.stateproviders;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.FeatureParser;

/** Parsing and implementations of {@link BlockStateProvider} (skeleton: simple). */
final class BlockStateProviders {
    private BlockStateProviders() {}

    static BlockStateProvider parse(JsonCursor c, FeatureParser parser) {
        String type = c.get("type").asId().toString();
        switch (type) {
            case "minecraft:simple_state_provider": {
                int state = parser.blockState(c.get("state"));
                return (level, random, x, y, z) -> state;
            }
            default:
                throw c.get("type").error("unknown block state provider type " + type);
        }
    }
}
