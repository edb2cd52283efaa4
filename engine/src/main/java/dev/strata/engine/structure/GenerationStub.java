package dev.strata.engine.structure;

import java.util.function.Consumer;

/**
 * A start's position and the way its pieces are made (game: {@code Structure.GenerationStub}). The position, in
 * block coordinates, is where the biome is tested. The generator runs once, after the biome test passed.
 *
 * @param x block x of the biome test
 * @param y block y of the biome test
 * @param z block z of the biome test
 * @param generator adds the pieces to the builder it is given, drawing from the context's random
 */
public record GenerationStub(int x, int y, int z, Consumer<StructurePiecesBuilder> generator) {
    /** A stub whose pieces were built already (game: {@code Either.right(builder)}). */
    public static GenerationStub built(int x, int y, int z, StructurePiecesBuilder builder) {
        return new GenerationStub(x, y, z, b -> {
            for (StructurePiece p : builder.build()) b.addPiece(p);
        });
    }

    /** Runs the generator into a fresh builder (game: {@code getPiecesBuilder}). */
    public StructurePiecesBuilder piecesBuilder() {
        StructurePiecesBuilder b = new StructurePiecesBuilder();
        generator.accept(b);
        return b;
    }
}
