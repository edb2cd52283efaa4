package dev.strata.engine.structure;

import java.util.Optional;

/**
 * A structure of the {@code worldgen/structure} registry, bound to the data (game: {@code levelgen.structure.Structure}).
 * One implementation per structure type, registered in {@link StructureTypes}.
 *
 * <p>{@link StructureStarts} asks {@link #findGenerationPoint} for a chunk its structure set selected, tests the
 * biome at the stub's position against {@link StructureSettings#biomes} (game: {@code isValidBiome}, at quart
 * coordinates {@code >> 2}), then builds the pieces; a start with no pieces is invalid. Implementations are
 * immutable and thread-safe; everything per start lives in the {@link GenerationContext}.
 */
public interface Structure {
    /** The fields every structure has. */
    StructureSettings settings();

    /**
     * Where the start would be and how its pieces are made (game: {@code findGenerationPoint}), or empty when the
     * structure refuses the chunk (e.g. the ground is too low). Draws from {@link GenerationContext#random()} in the
     * game's order; the pieces may be built here or in the stub.
     */
    Optional<GenerationStub> findGenerationPoint(GenerationContext context);
}
