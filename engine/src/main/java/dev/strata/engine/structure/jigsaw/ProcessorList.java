package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import java.util.List;

/**
 * A processor list (game: {@code StructureProcessorList}, {@code worldgen/processor_list} or inline in a pool
 * element: {@code {"processors": [...]}} or a bare list).
 *
 * @param id the list's id, or null when inline
 * @param json the list as read (the piece's NBT writes an inline list back)
 * @param processors the processors in order
 */
public record ProcessorList(ResourceId id, JsonCursor json, List<StructureProcessor> processors) {
    /**
     * Reads a list.
     *
     * @throws dev.strata.engine.data.DataPackException naming the JSON path of an unknown or malformed processor
     */
    static ProcessorList parse(ResourceId id, JsonCursor c, FeatureParser p) {
        JsonCursor list = c.isArray() ? c : c.get("processors");
        List<StructureProcessor> out = new java.util.ArrayList<>();
        for (JsonCursor e : list.elements()) out.add(StructureProcessor.parse(e, p));
        return new ProcessorList(id, c, List.copyOf(out));
    }
}
