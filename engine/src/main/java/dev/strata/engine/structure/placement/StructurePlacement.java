package dev.strata.engine.structure.placement;

/**
 * A structure set's {@code placement} (game: {@code StructurePlacement}): which chunks may start one of the set's
 * structures. The whole test, with the world seed and the other sets, is
 * {@link StructurePlacements#isStructureChunk}: {@code isPlacementChunk} (the type's own rule), then the frequency
 * reduction ({@link PlacementSettings#applyAdditionalChunkRestrictions}), then the exclusion zone.
 */
public sealed interface StructurePlacement permits RandomSpreadPlacement, ConcentricRingsPlacement {
    /** The fields common to every placement type. */
    PlacementSettings settings();
}
