package dev.strata.engine.structure.placement;

import dev.strata.engine.data.ResourceId;
import java.util.List;

/**
 * A structure set whose placement selects a chunk, and the structures the game tries there (game:
 * {@code ChunkGenerator.createStructures}).
 *
 * @param attempts the set's structures in the order the game tries them: the set's only structure, or the weighted
 *     draws of a set of several (each later one drawn only if the one before it fails to start, e.g. for its biome);
 *     the first is the game's choice when it can start
 */
public record StructureCandidate(ResourceId set, List<ResourceId> attempts) {
    public StructureCandidate {
        attempts = List.copyOf(attempts);
    }

    /** The first structure tried. */
    public ResourceId chosen() {
        return attempts.get(0);
    }
}
