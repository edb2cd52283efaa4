package dev.strata.engine.feature.cave;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.FeatureParser;

/**
 * The fossil templates of a parser's pack. Parsing reads every template the configuration names (through the
 * shared {@link dev.strata.engine.structure.template.StructureTemplateManager} cache), so placing never reads a file.
 */
final class FossilTemplates {
    private FossilTemplates() {}

    static FossilTemplate get(FeatureParser parser, ResourceId id) {
        return FossilTemplate.load(parser.states(), id);
    }
}
