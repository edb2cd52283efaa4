package dev.strata.engine.feature.cave;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.FeatureParser;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The fossil templates read so far, per parser (i.e. per data pack), each read once (game: the
 * {@code StructureTemplateManager}'s cache). Parsing reads every template the configuration names, so placing
 * never reads a file.
 */
final class FossilTemplates {
    private static final Map<FeatureParser, Map<ResourceId, FossilTemplate>> CACHE = java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

    private FossilTemplates() {}

    static FossilTemplate get(FeatureParser parser, ResourceId id) {
        Map<ResourceId, FossilTemplate> m = CACHE.computeIfAbsent(parser, k -> new ConcurrentHashMap<>());
        return m.computeIfAbsent(id, k -> FossilTemplate.load(parser.pack(), parser.states(), k));
    }
}
