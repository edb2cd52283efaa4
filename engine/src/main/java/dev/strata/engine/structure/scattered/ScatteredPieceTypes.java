package dev.strata.engine.structure.scattered;

import dev.strata.engine.structure.StructurePieceType;

/**
 * The loaders of the temples' and the hut's piece types (game: {@code StructurePieceType.DESERT_PYRAMID_PIECE},
 * {@code JUNGLE_PYRAMID_PIECE}, {@code SWAMPLAND_HUT}), registered by id in
 * {@link dev.strata.engine.structure.StructurePieceTypes}. Each reads the scattered piece's {@code Width},
 * {@code Height}, {@code Depth} and {@code HPos}, then its own flags.
 */
public final class ScatteredPieceTypes {
    /** {@code minecraft:tedp}: {@code hasPlacedChest0..3}. */
    public static final StructurePieceType DESERT_PYRAMID = (c, t) -> new DesertPyramidPiece(t);
    /** {@code minecraft:tejp}: {@code placedMainChest}, {@code placedHiddenChest}, {@code placedTrap1}, {@code placedTrap2}. */
    public static final StructurePieceType JUNGLE_TEMPLE = (c, t) -> new JungleTemplePiece(t);
    /** {@code minecraft:tesh}: {@code Witch}, {@code Cat}. */
    public static final StructurePieceType SWAMP_HUT = (c, t) -> new SwampHutPiece(t);

    private ScatteredPieceTypes() {}
}
