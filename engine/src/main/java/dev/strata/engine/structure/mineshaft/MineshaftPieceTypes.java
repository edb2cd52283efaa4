package dev.strata.engine.structure.mineshaft;

import dev.strata.engine.structure.StructurePieceType;

/**
 * The loaders of the mineshaft's piece types (game: the {@code MINE_SHAFT_*} entries of {@code StructurePieceType},
 * each the load constructor of a {@code MineshaftPieces} class), registered by id in
 * {@link dev.strata.engine.structure.StructurePieceTypes}. Every mineshaft piece reads {@code MST} (normal 0, mesa 1),
 * then its own fields.
 */
public final class MineshaftPieceTypes {
    /** {@code minecraft:mscorridor}: {@code hr}, {@code sc}, {@code hps}, {@code Num}. */
    public static final StructurePieceType CORRIDOR = (c, t) -> new MineShaftCorridor(t);
    /** {@code minecraft:mscrossing}: {@code tf}, {@code D}. */
    public static final StructurePieceType CROSSING = (c, t) -> new MineShaftCrossing(t);
    /** {@code minecraft:msroom}: {@code Entrances}. */
    public static final StructurePieceType ROOM = (c, t) -> new MineShaftRoom(t);
    /** {@code minecraft:msstairs}. */
    public static final StructurePieceType STAIRS = (c, t) -> new MineShaftStairs(t);

    private MineshaftPieceTypes() {}
}
