package dev.strata.engine.structure.fortress;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.StructurePieceAccessor;
import java.util.ArrayList;
import java.util.List;

/**
 * One entry of a fortress's piece lists (game: {@code NetherFortressPieces.PieceWeight}, {@code BRIDGE_PIECE_WEIGHTS}
 * and {@code CASTLE_PIECE_WEIGHTS}): the piece kind, its weight, how many of it a fortress may have (0: any number),
 * how many it has, and whether it may follow itself. The game keeps the counts in static arrays reset by each start;
 * Strata gives each start its own entries, which is the same for one start at a time and safe across threads.
 */
final class FortressPieceWeight {
    /** The piece kinds the lists name, each with its factory (game: {@code findAndCreateBridgePieceFactory}). */
    enum Kind {
        BRIDGE_STRAIGHT, BRIDGE_CROSSING, ROOM_CROSSING, STAIRS_ROOM, MONSTER_THRONE, CASTLE_ENTRANCE, CASTLE_SMALL_CORRIDOR,
        CASTLE_SMALL_CORRIDOR_CROSSING, CASTLE_SMALL_CORRIDOR_RIGHT_TURN, CASTLE_SMALL_CORRIDOR_LEFT_TURN, CASTLE_CORRIDOR_STAIRS,
        CASTLE_CORRIDOR_T_BALCONY, CASTLE_STALK_ROOM
    }

    final Kind kind;
    final int weight;
    final int maxPlaceCount;
    final boolean allowInRow;
    int placeCount;

    private FortressPieceWeight(Kind kind, int weight, int maxPlaceCount, boolean allowInRow) {
        this.kind = kind;
        this.weight = weight;
        this.maxPlaceCount = maxPlaceCount;
        this.allowInRow = allowInRow;
    }

    /** Game: {@code BRIDGE_PIECE_WEIGHTS}, fresh for one start. */
    static List<FortressPieceWeight> bridgePieces() {
        List<FortressPieceWeight> l = new ArrayList<>();
        l.add(new FortressPieceWeight(Kind.BRIDGE_STRAIGHT, 30, 0, true));
        l.add(new FortressPieceWeight(Kind.BRIDGE_CROSSING, 10, 4, false));
        l.add(new FortressPieceWeight(Kind.ROOM_CROSSING, 10, 4, false));
        l.add(new FortressPieceWeight(Kind.STAIRS_ROOM, 10, 3, false));
        l.add(new FortressPieceWeight(Kind.MONSTER_THRONE, 5, 2, false));
        l.add(new FortressPieceWeight(Kind.CASTLE_ENTRANCE, 5, 1, false));
        return l;
    }

    /** Game: {@code CASTLE_PIECE_WEIGHTS}, fresh for one start. */
    static List<FortressPieceWeight> castlePieces() {
        List<FortressPieceWeight> l = new ArrayList<>();
        l.add(new FortressPieceWeight(Kind.CASTLE_SMALL_CORRIDOR, 25, 0, true));
        l.add(new FortressPieceWeight(Kind.CASTLE_SMALL_CORRIDOR_CROSSING, 15, 5, false));
        l.add(new FortressPieceWeight(Kind.CASTLE_SMALL_CORRIDOR_RIGHT_TURN, 5, 10, false));
        l.add(new FortressPieceWeight(Kind.CASTLE_SMALL_CORRIDOR_LEFT_TURN, 5, 10, false));
        l.add(new FortressPieceWeight(Kind.CASTLE_CORRIDOR_STAIRS, 10, 3, true));
        l.add(new FortressPieceWeight(Kind.CASTLE_CORRIDOR_T_BALCONY, 7, 2, false));
        l.add(new FortressPieceWeight(Kind.CASTLE_STALK_ROOM, 5, 2, false));
        return l;
    }

    /** Game: {@code doPlace} (the depth is not used) and {@code isValid}: below the maximum, or unlimited. */
    boolean isValid() {
        return maxPlaceCount == 0 || placeCount < maxPlaceCount;
    }

    /** The piece of this kind at a foot position, or null when its box is too low or meets an earlier piece. */
    NetherBridgePiece create(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        return switch (kind) {
            case BRIDGE_STRAIGHT -> BridgeStraight.createPiece(accessor, random, footX, footY, footZ, direction, genDepth);
            case BRIDGE_CROSSING -> BridgeCrossing.createPiece(accessor, random, footX, footY, footZ, direction, genDepth);
            case ROOM_CROSSING -> RoomCrossing.createPiece(accessor, random, footX, footY, footZ, direction, genDepth);
            case STAIRS_ROOM -> StairsRoom.createPiece(accessor, random, footX, footY, footZ, direction, genDepth);
            case MONSTER_THRONE -> MonsterThrone.createPiece(accessor, random, footX, footY, footZ, direction, genDepth);
            case CASTLE_ENTRANCE -> CastleEntrance.createPiece(accessor, random, footX, footY, footZ, direction, genDepth);
            case CASTLE_SMALL_CORRIDOR -> CastleSmallCorridorPiece.createPiece(accessor, random, footX, footY, footZ, direction, genDepth);
            case CASTLE_SMALL_CORRIDOR_CROSSING -> CastleSmallCorridorCrossingPiece.createPiece(accessor, random, footX, footY, footZ, direction, genDepth);
            case CASTLE_SMALL_CORRIDOR_RIGHT_TURN -> CastleSmallCorridorRightTurnPiece.createPiece(accessor, random, footX, footY, footZ, direction, genDepth);
            case CASTLE_SMALL_CORRIDOR_LEFT_TURN -> CastleSmallCorridorLeftTurnPiece.createPiece(accessor, random, footX, footY, footZ, direction, genDepth);
            case CASTLE_CORRIDOR_STAIRS -> CastleCorridorStairsPiece.createPiece(accessor, random, footX, footY, footZ, direction, genDepth);
            case CASTLE_CORRIDOR_T_BALCONY -> CastleCorridorTBalconyPiece.createPiece(accessor, random, footX, footY, footZ, direction, genDepth);
            case CASTLE_STALK_ROOM -> CastleStalkRoom.createPiece(accessor, random, footX, footY, footZ, direction, genDepth);
        };
    }
}
