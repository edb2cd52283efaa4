package dev.strata.engine.structure.mineshaft;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;

/**
 * The recursive growth of a mineshaft (game: {@code MineshaftPieces.generateAndAddPiece} and
 * {@code createRandomShaftPiece}): a new piece at a foot position is a crossing (draw of {@code nextInt(100)} at
 * least 80), stairs (70..79) or a corridor (below 70), when its box meets no earlier piece; growth stops beyond
 * depth 8 or 80 blocks (x or z) from the room's min corner.
 */
final class MineshaftPieces {
    /** Game: {@code MAX_DEPTH}. */
    static final int MAX_DEPTH = 8;

    private MineshaftPieces() {}

    private static MineshaftPiece createRandomShaftPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction,
            int genDepth, MineshaftType type) {
        int selection = random.nextInt(100);
        if (selection >= 80) {
            BoundingBox box = MineShaftCrossing.findCrossing(accessor, random, footX, footY, footZ, direction);
            if (box != null) return new MineShaftCrossing(genDepth, box, direction, type);
        } else if (selection >= 70) {
            BoundingBox box = MineShaftStairs.findStairs(accessor, footX, footY, footZ, direction);
            if (box != null) return new MineShaftStairs(genDepth, box, direction, type);
        } else {
            BoundingBox box = MineShaftCorridor.findCorridorSize(accessor, random, footX, footY, footZ, direction);
            if (box != null) return new MineShaftCorridor(genDepth, random, box, direction, type);
        }
        return null;
    }

    /** Adds a piece one deeper than {@code depth} and its children; returns it, or null when none was added. */
    static MineshaftPiece generateAndAddPiece(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ,
            Direction direction, int depth) {
        if (depth > MAX_DEPTH) return null;
        if (Math.abs(footX - startPiece.getBoundingBox().minX()) > 80 || Math.abs(footZ - startPiece.getBoundingBox().minZ()) > 80) return null;
        MineshaftPiece piece = createRandomShaftPiece(accessor, random, footX, footY, footZ, direction, depth + 1, ((MineshaftPiece) startPiece).type);
        if (piece != null) {
            accessor.addPiece(piece);
            piece.addChildren(startPiece, accessor, random);
        }
        return piece;
    }
}
