package dev.strata.engine.structure.template;

import dev.strata.engine.feature.WorldGenLevel;

/**
 * Game: {@code ProtectedBlockProcessor}: drops a block when the world's block at its position is in the tag
 * ({@code Feature.isReplaceable(tag)} fails).
 *
 * @param cannotReplace the tag, e.g. {@code minecraft:features_cannot_replace}
 */
public record ProtectedBlockProcessor(String cannotReplace) implements StructureProcessor {
    @Override
    public ProcessedBlock processBlock(WorldGenLevel level, int px, int py, int pz, long referencePos, StructureTemplate.BlockInfo original,
            ProcessedBlock processed) {
        int there = level.getBlockState(processed.x(), processed.y(), processed.z());
        return level.states().is(there, level.states().tag(cannotReplace)) ? null : processed;
    }
}
