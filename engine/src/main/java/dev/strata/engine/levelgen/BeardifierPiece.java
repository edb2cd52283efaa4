package dev.strata.engine.levelgen;

import java.util.List;

/**
 * What the {@link Beardifier} asks of a structure piece that is not a plain box (game: {@code PoolElementStructurePiece},
 * the pieces of jigsaw structures). A {@link dev.strata.engine.structure.StructurePiece} implementing it is treated as
 * the game treats a pool element piece: its box adapts the terrain only when its element's projection is
 * {@code rigid} (with {@link #groundLevelDelta}), and its jigsaw junctions near the chunk adapt it either way. Every
 * other piece adapts the terrain with its box and a ground level delta of 0.
 */
public interface BeardifierPiece {
    /** Whether the piece's pool element has the {@code rigid} projection (game: {@code getProjection() == RIGID}). */
    boolean rigidProjection();

    /** Game: {@code PoolElementStructurePiece.getGroundLevelDelta()}: blocks from the box's min y to the ground. */
    int groundLevelDelta();

    /** Game: {@code PoolElementStructurePiece.getJunctions()}, in the piece's order (do not modify). */
    List<Junction> beardifierJunctions();

    /**
     * A jigsaw junction as the beardifier reads it (game: {@code JigsawJunction}: source x, source ground y, source z;
     * the other fields do not matter here).
     */
    record Junction(int sourceX, int sourceGroundY, int sourceZ) {}
}
