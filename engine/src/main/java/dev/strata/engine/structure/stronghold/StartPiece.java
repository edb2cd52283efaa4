package dev.strata.engine.structure.stronghold;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import java.util.ArrayList;
import java.util.List;

/**
 * The first piece of a stronghold (game: {@code StrongholdPieces.StartPiece}, id {@code minecraft:shstart}): a
 * source {@link StairsDown} at y 64 facing a random horizontal direction ({@code nextInt(4)} of north, east, south,
 * west), holding what the growth of the whole stronghold shares: the piece list with its counts
 * ({@code currentPieces}), the kind imposed on the next child, the entry placed last, the portal room once made,
 * and the pieces still to grow their children.
 */
final class StartPiece extends StairsDown {
    /** Game: {@code currentPieces} (static in the game, reset per try by {@code resetPieces}). */
    final List<StrongholdPieceWeight> currentPieces = StrongholdPieceWeight.pieces();
    /** Game: {@code imposedPiece}. */
    StrongholdPieceWeight.Kind imposedPiece;
    /** Game: {@code previousPiece}. */
    StrongholdPieceWeight previousPiece;
    /** Game: {@code portalRoomPiece}: set when the portal room grows its (no) children. */
    PortalRoom portalRoomPiece;
    /** Pieces added whose children are not grown yet, in the order added (game: {@code pendingChildren}). */
    final List<StructurePiece> pendingChildren = new ArrayList<>();

    StartPiece(RandomSource random, int west, int north) {
        super(west, north, Direction.HORIZONTAL[random.nextInt(4)]);
    }

    /** Game: {@code StrongholdPieces.StartPiece(CompoundTag)}: the stair's fields ({@code Source}); the growth state is not saved. */
    StartPiece(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:shstart";
    }
}
