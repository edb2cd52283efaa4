package dev.strata.engine.structure.igloo;

import dev.strata.engine.structure.StructurePieceType;

/**
 * The loader of the igloo's piece type (game: {@code StructurePieceType.IGLOO}), registered by id in
 * {@link dev.strata.engine.structure.StructurePieceTypes}.
 */
public final class IglooPieceTypes {
    /** {@code minecraft:iglu}: the template fields, {@code Rot}. */
    public static final StructurePieceType IGLOO = IglooPiece::new;

    private IglooPieceTypes() {}
}
