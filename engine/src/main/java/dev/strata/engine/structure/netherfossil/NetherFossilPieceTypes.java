package dev.strata.engine.structure.netherfossil;

import dev.strata.engine.structure.StructurePieceType;

/**
 * The loader of the nether fossil's piece type (game: {@code StructurePieceType.NETHER_FOSSIL}), registered by id in
 * {@link dev.strata.engine.structure.StructurePieceTypes}.
 */
public final class NetherFossilPieceTypes {
    /** {@code minecraft:nefos}: {@code TPX}, {@code TPY}, {@code TPZ}, {@code Template}, {@code Rot}. */
    public static final StructurePieceType NETHER_FOSSIL = NetherFossilPiece::new;

    private NetherFossilPieceTypes() {}
}
