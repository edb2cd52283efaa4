package dev.strata.engine.structure;

/**
 * What a piece sees of the start being built while it adds children (game: {@code StructurePieceAccessor}): the
 * pieces so far, in the order they were added.
 */
public interface StructurePieceAccessor {
    /** Appends a piece. */
    void addPiece(StructurePiece piece);

    /** The first piece, in order of addition, whose box meets {@code box}; null when none does. */
    StructurePiece findCollisionPiece(BoundingBox box);
}
