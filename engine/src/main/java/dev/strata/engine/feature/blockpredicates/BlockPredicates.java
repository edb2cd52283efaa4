package dev.strata.engine.feature.blockpredicates;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.FeatureParser;

/** Parsing and implementations of {@link BlockPredicate} (skeleton). */
final class BlockPredicates {
    private BlockPredicates() {}

    static BlockPredicate parse(JsonCursor c, FeatureParser parser) {
        String type = c.get("type").asId().toString();
        switch (type) {
            case "minecraft:true":
                return (level, x, y, z) -> true;
            default:
                throw c.get("type").error("unknown block predicate type " + type);
        }
    }
}
