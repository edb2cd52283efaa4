package dev.strata.engine.structure.shipwreck;

import dev.strata.engine.structure.StructurePieceType;

/**
 * The loader of the shipwreck's piece type (game: {@code StructurePieceType.SHIPWRECK_PIECE}), registered by id in
 * {@link dev.strata.engine.structure.StructurePieceTypes}.
 */
public final class ShipwreckPieceTypes {
    /** {@code minecraft:shipwreck}: the template fields, {@code isBeached}, {@code Rot}, {@code height_adjusted}. */
    public static final StructurePieceType SHIPWRECK = ShipwreckPiece::new;

    private ShipwreckPieceTypes() {}
}
