package dev.strata.engine.structure.placement;

import dev.strata.engine.data.ResourceId;

/**
 * A placement's {@code exclusion_zone} (game: {@code StructurePlacement.ExclusionZone}): a chunk is refused when the
 * structure set {@code other_set} selects any chunk within {@code chunk_count} chunks of it (a square, Chebyshev
 * distance), asked through that set's full placement test ({@code ChunkGeneratorStructureState.hasStructureChunkInRange}).
 *
 * @param otherSet the structure set id (a reference; the game does not accept an inline set here)
 * @param chunkCount 1..16 (the game's codec range)
 */
public record ExclusionZone(ResourceId otherSet, int chunkCount) {}
