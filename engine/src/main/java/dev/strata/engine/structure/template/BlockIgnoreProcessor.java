package dev.strata.engine.structure.template;

import dev.strata.engine.feature.WorldGenLevel;
import java.util.Set;

/**
 * Game: {@code BlockIgnoreProcessor}: drops the blocks of the listed kinds (by block name).
 *
 * @param blocks block names, e.g. {@code minecraft:structure_block}
 */
public record BlockIgnoreProcessor(Set<String> blocks) implements StructureProcessor {
    /** Game: {@code BlockIgnoreProcessor.STRUCTURE_BLOCK}. */
    public static final BlockIgnoreProcessor STRUCTURE_BLOCK = new BlockIgnoreProcessor(Set.of("minecraft:structure_block"));
    /** Game: {@code BlockIgnoreProcessor.STRUCTURE_AND_AIR}. */
    public static final BlockIgnoreProcessor STRUCTURE_AND_AIR = new BlockIgnoreProcessor(Set.of("minecraft:air", "minecraft:structure_block"));

    @Override
    public ProcessedBlock processBlock(WorldGenLevel level, int px, int py, int pz, long referencePos, StructureTemplate.BlockInfo original,
            ProcessedBlock processed) {
        return blocks.contains(level.states().registry().blockName(processed.state())) ? null : processed;
    }
}
