package dev.strata.engine.structure.fortress;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.PieceTag;
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
    /** The type it is saved as: the bridge crossing's when made, {@code minecraft:nestart} when loaded from that id. */
    private final String savedId;

    StartPiece(RandomSource random, int west, int north) {
        super(west, north, Direction.HORIZONTAL[random.nextInt(4)]);
        savedId = super.typeId();
    }

    /**
     * Game: {@code NetherFortressPieces.StartPiece(CompoundTag)}, the loader of {@code minecraft:nestart}: the
     * crossing's fields; the growth state is not saved. The game never writes that id (its start piece is saved as a
     * bridge crossing, {@code minecraft:nebcr}), but its registry can read it, and the piece read is then saved as
     * {@code minecraft:nestart} (its type is {@code NETHER_FORTRESS_START}).
     */
    StartPiece(PieceTag tag) {
        super(tag);
        savedId = "minecraft:nestart";
    }

    @Override
    public String typeId() {
        return savedId;
    }
}
