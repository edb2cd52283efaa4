package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import java.util.Set;

/**
 * A structure processor of a processor list (game: {@code templatesystem.StructureProcessor}, dispatched on
 * {@code processor_type}). Read and checked when the pools are read; the types the vanilla lists use are accepted.
 *
 * @param type the processor type, e.g. {@code minecraft:rule}
 * @param json the processor as read
 */
public record StructureProcessor(String type, JsonCursor json) {
    /** The processor types of the vanilla processor lists (game: {@code StructureProcessorType}). */
    static final Set<String> KNOWN = Set.of("minecraft:rule", "minecraft:block_rot", "minecraft:capped", "minecraft:protected_blocks",
            "minecraft:block_ignore", "minecraft:gravity", "minecraft:jigsaw_replacement", "minecraft:block_age", "minecraft:blackstone_replace",
            "minecraft:lava_submerged_block", "minecraft:nop");

    /**
     * Reads one processor.
     *
     * @throws dev.strata.engine.data.DataPackException naming the JSON path of an unknown processor type
     */
    static StructureProcessor parse(JsonCursor c, BlockStates states) {
        String type = c.get("processor_type").asId().toString();
        if (!KNOWN.contains(type)) throw c.get("processor_type").error("unknown processor type " + type);
        return new StructureProcessor(type, c);
    }
}
