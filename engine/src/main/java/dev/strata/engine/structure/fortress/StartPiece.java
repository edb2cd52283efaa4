package dev.strata.engine.structure.fortress;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.StructurePiece;
import java.util.ArrayList;
import java.util.List;

/**
 * The first piece of a fortress (game: {@code NetherFortressPieces.StartPiece}): a {@link BridgeCrossing} at y 64 in
 * a random horizontal direction ({@code nextInt(4)} of north, east, south, west), saved with the bridge crossing's
 * type as the game saves it, holding what the growth of the whole fortress shares: the bridge and castle lists with
 * their counts, the kind placed last, and the pieces still to grow their children.
 */
final class StartPiece extends BridgeCrossing {
    FortressPieceWeight previousPiece;
    final List<FortressPieceWeight> availableBridgePieces = FortressPieceWeight.bridgePieces();
    final List<FortressPieceWeight> availableCastlePieces = FortressPieceWeight.castlePieces();
    /** Pieces added whose children are not grown yet, in the order added (game: {@code pendingChildren}). */
    final List<StructurePiece> pendingChildren = new ArrayList<>();

    StartPiece(RandomSource random, int west, int north) {
        super(west, north, Direction.HORIZONTAL[random.nextInt(4)]);
    }
}
