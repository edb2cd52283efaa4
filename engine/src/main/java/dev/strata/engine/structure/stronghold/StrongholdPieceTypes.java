package dev.strata.engine.structure.stronghold;

import dev.strata.engine.structure.StructurePieceType;

/**
 * The loaders of the stronghold's piece types (game: the {@code STRONGHOLD_*} entries of {@code StructurePieceType},
 * each the load constructor of a {@code StrongholdPieces} class), registered by id in
 * {@link dev.strata.engine.structure.StructurePieceTypes}. Every stronghold piece reads {@code EntryDoor}, then its
 * own fields.
 */
public final class StrongholdPieceTypes {
    /** {@code minecraft:shcc}: {@code Chest}. */
    public static final StructurePieceType CHEST_CORRIDOR = (c, t) -> new ChestCorridor(t);
    /** {@code minecraft:shfc}: {@code Steps}. */
    public static final StructurePieceType FILLER_CORRIDOR = (c, t) -> new FillerCorridor(t);
    /** {@code minecraft:sh5c}: {@code leftLow}, {@code leftHigh}, {@code rightLow}, {@code rightHigh}. */
    public static final StructurePieceType FIVE_CROSSING = (c, t) -> new FiveCrossing(t);
    /** {@code minecraft:shlt}. */
    public static final StructurePieceType LEFT_TURN = (c, t) -> new LeftTurn(t);
    /** {@code minecraft:shli}: {@code Tall}. */
    public static final StructurePieceType LIBRARY = (c, t) -> new Library(t);
    /** {@code minecraft:shpr}: {@code Mob}. */
    public static final StructurePieceType PORTAL_ROOM = (c, t) -> new PortalRoom(t);
    /** {@code minecraft:shph}. */
    public static final StructurePieceType PRISON_HALL = (c, t) -> new PrisonHall(t);
    /** {@code minecraft:shrt}. */
    public static final StructurePieceType RIGHT_TURN = (c, t) -> new RightTurn(t);
    /** {@code minecraft:shrc}: {@code Type}. */
    public static final StructurePieceType ROOM_CROSSING = (c, t) -> new RoomCrossing(t);
    /** {@code minecraft:shsd}: {@code Source}. */
    public static final StructurePieceType STAIRS_DOWN = (c, t) -> new StairsDown(t);
    /** {@code minecraft:shstart}: {@code Source}, as the stair it is. */
    public static final StructurePieceType START = (c, t) -> new StartPiece(t);
    /** {@code minecraft:shs}: {@code Left}, {@code Right}. */
    public static final StructurePieceType STRAIGHT = (c, t) -> new Straight(t);
    /** {@code minecraft:shssd}. */
    public static final StructurePieceType STRAIGHT_STAIRS_DOWN = (c, t) -> new StraightStairsDown(t);

    private StrongholdPieceTypes() {}
}
