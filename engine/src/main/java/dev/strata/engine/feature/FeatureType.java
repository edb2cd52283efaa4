package dev.strata.engine.feature;

import dev.strata.engine.data.JsonCursor;

/** Parses the {@code config} object of one feature type (game: {@code Feature} with its codec) into a {@link ConfiguredFeature}. */
@FunctionalInterface
public interface FeatureType {
    /**
     * @param config the {@code config} object
     * @throws dev.strata.engine.data.DataPackException naming the file and JSON path of what is wrong
     */
    ConfiguredFeature parse(JsonCursor config, FeatureParser parser);
}
