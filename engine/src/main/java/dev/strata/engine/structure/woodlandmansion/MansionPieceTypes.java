package dev.strata.engine.structure.woodlandmansion;

import dev.strata.engine.structure.StructurePieceType;

/**
 * The loader of the woodland mansion's one piece type (game: {@code StructurePieceType.WOODLAND_MANSION_PIECE}, a
 * template piece type), registered by id in {@link dev.strata.engine.structure.StructurePieceTypes}.
 */
public final class MansionPieceTypes {
    /** {@code minecraft:wmp}: {@code TPX}, {@code TPY}, {@code TPZ}, {@code Template}, {@code Rot}, {@code Mi}. */
    public static final StructurePieceType WOODLAND_MANSION_PIECE = WoodlandMansionPiece::new;

    private MansionPieceTypes() {}
}
