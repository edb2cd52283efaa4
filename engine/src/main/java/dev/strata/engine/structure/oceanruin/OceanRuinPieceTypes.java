package dev.strata.engine.structure.oceanruin;

import dev.strata.engine.structure.StructurePieceType;

/**
 * The loader of the ocean ruin's piece type (game: {@code StructurePieceType.OCEAN_RUIN}), registered by id in
 * {@link dev.strata.engine.structure.StructurePieceTypes}.
 */
public final class OceanRuinPieceTypes {
    /** {@code minecraft:orp}: the template fields, {@code Rot}, {@code Integrity}, {@code BiomeType}, {@code IsLarge}. */
    public static final StructurePieceType OCEAN_RUIN = OceanRuinPiece::new;

    private OceanRuinPieceTypes() {}
}
