package dev.strata.engine.structure.ruinedportal;

import dev.strata.engine.structure.StructurePieceType;

/**
 * The loader of the ruined portal's piece type (game: {@code StructurePieceType.RUINED_PORTAL}), registered by id in
 * {@link dev.strata.engine.structure.StructurePieceTypes}.
 */
public final class RuinedPortalPieceTypes {
    /** {@code minecraft:rupo}: the template fields, {@code Rotation}, {@code Mirror}, {@code VerticalPlacement}, {@code Properties}. */
    public static final StructurePieceType RUINED_PORTAL = RuinedPortalPiece::new;

    private RuinedPortalPieceTypes() {}
}
