package dev.strata.engine.structure.stronghold;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.StructurePieceAccessor;
import java.util.ArrayList;
import java.util.List;

/**
 * One entry of the stronghold's piece list (game: {@code StrongholdPieces.PieceWeight} and
 * {@code STRONGHOLD_PIECE_WEIGHTS}): the kind, its weight, how many of it a stronghold may have (0: any number) and
 * how many it has. A library may only be placed deeper than 4, the portal room deeper than 5 (the game's
 * {@code doPlace} overrides). The game keeps the counts in static entries reset by each try; Strata gives each try
 * its own entries, which is the same for one start at a time and safe across threads.
 */
final class StrongholdPieceWeight {
    /** The piece kinds of the list, in the list's order, each with its factory (game: {@code findAndCreatePieceFactory}). */
    enum Kind {
        STRAIGHT(40, 0), PRISON_HALL(5, 5), LEFT_TURN(20, 0), RIGHT_TURN(20, 0), ROOM_CROSSING(10, 6), STRAIGHT_STAIRS_DOWN(5, 5), STAIRS_DOWN(5, 5),
        FIVE_CROSSING(5, 4), CHEST_CORRIDOR(5, 4), LIBRARY(10, 2), PORTAL_ROOM(20, 1);

        final int weight, maxPlaceCount;

        Kind(int weight, int maxPlaceCount) {
            this.weight = weight;
            this.maxPlaceCount = maxPlaceCount;
        }

        /** The piece of this kind at the foot, or null when its box is too low or meets an earlier piece. */
        StrongholdPiece create(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int depth) {
            return switch (this) {
                case STRAIGHT -> Straight.createPiece(accessor, random, footX, footY, footZ, direction, depth);
                case PRISON_HALL -> PrisonHall.createPiece(accessor, random, footX, footY, footZ, direction, depth);
                case LEFT_TURN -> LeftTurn.createPiece(accessor, random, footX, footY, footZ, direction, depth);
                case RIGHT_TURN -> RightTurn.createPiece(accessor, random, footX, footY, footZ, direction, depth);
                case ROOM_CROSSING -> RoomCrossing.createPiece(accessor, random, footX, footY, footZ, direction, depth);
                case STRAIGHT_STAIRS_DOWN -> StraightStairsDown.createPiece(accessor, random, footX, footY, footZ, direction, depth);
                case STAIRS_DOWN -> StairsDown.createPiece(accessor, random, footX, footY, footZ, direction, depth);
                case FIVE_CROSSING -> FiveCrossing.createPiece(accessor, random, footX, footY, footZ, direction, depth);
                case CHEST_CORRIDOR -> ChestCorridor.createPiece(accessor, random, footX, footY, footZ, direction, depth);
                case LIBRARY -> Library.createPiece(accessor, random, footX, footY, footZ, direction, depth);
                case PORTAL_ROOM -> PortalRoom.createPiece(accessor, footX, footY, footZ, direction, depth);
            };
        }
    }

    final Kind kind;
    final int weight;
    final int maxPlaceCount;
    int placeCount;

    private StrongholdPieceWeight(Kind kind) {
        this.kind = kind;
        this.weight = kind.weight;
        this.maxPlaceCount = kind.maxPlaceCount;
    }

    /** Game: {@code doPlace}: under the limit, and for the library and portal room deep enough. */
    boolean doPlace(int depth) {
        boolean underLimit = maxPlaceCount == 0 || placeCount < maxPlaceCount;
        return switch (kind) {
            case LIBRARY -> underLimit && depth > 4;
            case PORTAL_ROOM -> underLimit && depth > 5;
            default -> underLimit;
        };
    }

    /** Game: {@code isValid}: may still be placed. */
    boolean isValid() {
        return maxPlaceCount == 0 || placeCount < maxPlaceCount;
    }

    /** A fresh list in the game's order with every count at 0 (game: {@code resetPieces}). */
    static List<StrongholdPieceWeight> pieces() {
        List<StrongholdPieceWeight> out = new ArrayList<>();
        for (Kind k : Kind.values()) out.add(new StrongholdPieceWeight(k));
        return out;
    }
}
