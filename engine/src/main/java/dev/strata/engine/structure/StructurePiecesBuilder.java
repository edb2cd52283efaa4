package dev.strata.engine.structure;

import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.List;

/**
 * The list of pieces a structure builds, in the game's order (game: {@code pieces.StructurePiecesBuilder}), with the
 * game's vertical adjustments of the whole set.
 */
public final class StructurePiecesBuilder implements StructurePieceAccessor {
    private final List<StructurePiece> pieces = new ArrayList<>();

    @Override
    public void addPiece(StructurePiece piece) {
        pieces.add(piece);
    }

    @Override
    public StructurePiece findCollisionPiece(BoundingBox box) {
        return StructurePiece.findCollisionPiece(pieces, box);
    }

    /** Moves every piece by {@code dy} blocks (game: {@code offsetPiecesVertically}). */
    public void offsetPiecesVertically(int dy) {
        for (StructurePiece p : pieces) p.move(0, dy, 0);
    }

    /**
     * Moves the pieces so that the top of their box lands at a random height below {@code seaLevel - offset}
     * (game: {@code moveBelowSeaLevel}): the top goes to {@code ySpan + minY + 1}, plus {@code nextInt(maxY - that)}
     * when that is below {@code maxY = seaLevel - offset}.
     *
     * @return the vertical offset applied
     */
    public int moveBelowSeaLevel(int seaLevel, int minY, RandomSource random, int offset) {
        int maxY = seaLevel - offset;
        BoundingBox box = getBoundingBox();
        int y1Pos = box.getYSpan() + minY + 1;
        if (y1Pos < maxY) y1Pos += random.nextInt(maxY - y1Pos);
        int dy = y1Pos - box.maxY();
        offsetPiecesVertically(dy);
        return dy;
    }

    /** Moves the pieces so that their box's bottom lands at a random height in the range (game: {@code moveInsideHeights}). */
    public void moveInsideHeights(RandomSource random, int lowestAllowed, int highestAllowed) {
        BoundingBox box = getBoundingBox();
        int heightSpan = highestAllowed - lowestAllowed + 1 - box.getYSpan();
        int y0Pos = heightSpan > 1 ? lowestAllowed + random.nextInt(heightSpan) : lowestAllowed;
        offsetPiecesVertically(y0Pos - box.minY());
    }

    /** Whether no piece was added. */
    public boolean isEmpty() {
        return pieces.isEmpty();
    }

    /**
     * A new box covering every piece.
     *
     * @throws IllegalStateException when there are no pieces
     */
    public BoundingBox getBoundingBox() {
        return BoundingBox.encapsulatingBoxes(pieces.stream().map(StructurePiece::getBoundingBox)::iterator);
    }

    /** The pieces in order (a copy). */
    public List<StructurePiece> build() {
        return List.copyOf(pieces);
    }
}
