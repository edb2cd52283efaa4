package dev.strata.engine.structure;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import java.util.List;
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

    /**
     * What the structure does in a chunk after its start's pieces were placed there (game: {@code afterPlace}, called
     * by {@code StructureStart.placeInChunk} for every valid start that reaches the chunk, whether or not a piece met
     * it). Nothing by default; the woodland mansion builds its foundation here.
     *
     * @param random the features step's random as the pieces left it
     * @param chunkBox the writable box of the chunk being decorated ({@link StructureStart#writableArea})
     * @param pieces the start's pieces in order
     */
    /**
     * The pieces a start of this structure has once loaded from a chunk (game: {@code StructureStart.loadStaticStart},
     * which for the ocean monument alone replaces what was read by {@code OceanMonumentStructure
     * .regeneratePiecesAfterLoad}). The saved pieces by default.
     *
     * @param seed the world seed
     * @param chunkX the start chunk's x
     * @param chunkZ the start chunk's z
     * @param saved the pieces as read, in order
     */
    default List<StructurePiece> regeneratePiecesAfterLoad(long seed, int chunkX, int chunkZ, List<StructurePiece> saved) {
        return saved;
    }

    default void afterPlace(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, List<StructurePiece> pieces) {}
}
