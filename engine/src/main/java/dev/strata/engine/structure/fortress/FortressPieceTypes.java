package dev.strata.engine.structure.fortress;

import dev.strata.engine.structure.StructurePieceType;

/**
 * The loaders of the nether fortress's piece types (game: the {@code NETHER_FORTRESS_*} entries of
 * {@code StructurePieceType}, each the load constructor of a {@code NetherFortressPieces} class), registered by id in
 * {@link dev.strata.engine.structure.StructurePieceTypes}. Most pieces save nothing of their own.
 */
public final class FortressPieceTypes {
    /** {@code minecraft:nebcr}. */
    public static final StructurePieceType BRIDGE_CROSSING = (c, t) -> new BridgeCrossing(t);
    /** {@code minecraft:nebef}: {@code Seed}. */
    public static final StructurePieceType BRIDGE_END_FILLER = (c, t) -> new BridgeEndFiller(t);
    /** {@code minecraft:nebs}. */
    public static final StructurePieceType BRIDGE_STRAIGHT = (c, t) -> new BridgeStraight(t);
    /** {@code minecraft:neccs}. */
    public static final StructurePieceType CASTLE_CORRIDOR_STAIRS = (c, t) -> new CastleCorridorStairsPiece(t);
    /** {@code minecraft:nectb}. */
    public static final StructurePieceType CASTLE_CORRIDOR_T_BALCONY = (c, t) -> new CastleCorridorTBalconyPiece(t);
    /** {@code minecraft:nece}. */
    public static final StructurePieceType CASTLE_ENTRANCE = (c, t) -> new CastleEntrance(t);
    /** {@code minecraft:nescsc}. */
    public static final StructurePieceType CASTLE_SMALL_CORRIDOR_CROSSING = (c, t) -> new CastleSmallCorridorCrossingPiece(t);
    /** {@code minecraft:nesclt}: {@code Chest}. */
    public static final StructurePieceType CASTLE_SMALL_CORRIDOR_LEFT_TURN = (c, t) -> new CastleSmallCorridorLeftTurnPiece(t);
    /** {@code minecraft:nesc}. */
    public static final StructurePieceType CASTLE_SMALL_CORRIDOR = (c, t) -> new CastleSmallCorridorPiece(t);
    /** {@code minecraft:nescrt}: {@code Chest}. */
    public static final StructurePieceType CASTLE_SMALL_CORRIDOR_RIGHT_TURN = (c, t) -> new CastleSmallCorridorRightTurnPiece(t);
    /** {@code minecraft:necsr}. */
    public static final StructurePieceType CASTLE_STALK_ROOM = (c, t) -> new CastleStalkRoom(t);
    /** {@code minecraft:nemt}: {@code Mob}. */
    public static final StructurePieceType MONSTER_THRONE = (c, t) -> new MonsterThrone(t);
    /** {@code minecraft:nerc}. */
    public static final StructurePieceType ROOM_CROSSING = (c, t) -> new RoomCrossing(t);
    /** {@code minecraft:nesr}. */
    public static final StructurePieceType STAIRS_ROOM = (c, t) -> new StairsRoom(t);
    /** {@code minecraft:nestart}: the crossing's fields. */
    public static final StructurePieceType START = (c, t) -> new StartPiece(t);

    private FortressPieceTypes() {}
}
