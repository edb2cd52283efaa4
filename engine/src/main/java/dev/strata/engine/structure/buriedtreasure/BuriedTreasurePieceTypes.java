package dev.strata.engine.structure.buriedtreasure;

import dev.strata.engine.structure.StructurePieceType;

/**
 * The loader of the buried treasure's piece type (game: {@code StructurePieceType.BURIED_TREASURE_PIECE}), registered by id in
 * {@link dev.strata.engine.structure.StructurePieceTypes}.
 */
public final class BuriedTreasurePieceTypes {
    /** {@code minecraft:btp}: the fields every piece has. */
    public static final StructurePieceType BURIED_TREASURE = (c, t) -> new BuriedTreasurePiece(t);

    private BuriedTreasurePieceTypes() {}
}
