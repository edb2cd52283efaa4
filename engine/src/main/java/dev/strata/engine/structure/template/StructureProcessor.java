package dev.strata.engine.structure.template;

import dev.strata.engine.feature.WorldGenLevel;
import java.util.List;

/**
 * A template processor as structure pieces use it (game: {@code StructureProcessor}, 26.2): changes or drops each
 * block of a template before it is placed ({@link #processBlock}), and may look at the whole piece afterwards
 * ({@link #finalizeProcessing}; such a processor {@link #evaluatesEntirePieceState}, which in 26.2 makes the whole
 * template go through the processors, not just the blocks inside the chunk). One file per processor family.
 */
public sealed interface StructureProcessor permits BlockIgnoreProcessor, BlockRotProcessor, RuleProcessor, CappedProcessor,
        BlockReplaceRuleProcessor, ProtectedBlockProcessor, LavaSubmergedBlockProcessor, BlackstoneReplaceProcessor, BlockAgeProcessor {
    /**
     * Changes {@code processed} in place and returns it, or returns null to drop the block (see {@link ProcessedBlock}).
     *
     * @param px the template position's x (game: {@code targetPosition})
     * @param original the template's own block (template coordinates)
     * @param processed the block as processed so far (world coordinates)
     * @return the processed block, or null to drop it
     */
    ProcessedBlock processBlock(WorldGenLevel level, int px, int py, int pz, long referencePos, StructureTemplate.BlockInfo original,
            ProcessedBlock processed);

    /** Game: {@code evaluatesEntirePieceState}. */
    default boolean evaluatesEntirePieceState() {
        return false;
    }

    /**
     * Game: {@code finalizeProcessing}: may change the processed blocks in place (each knows its original's index in
     * {@code palette}); {@code scratch} and {@code work} are the placement's own, to use instead of allocating.
     */
    default void finalizeProcessing(WorldGenLevel level, int px, int py, int pz, long referencePos, List<StructureTemplate.BlockInfo> palette,
            PlacementScratch.BlockList processed, PlacementScratch scratch, ProcessedBlock work) {}
}
