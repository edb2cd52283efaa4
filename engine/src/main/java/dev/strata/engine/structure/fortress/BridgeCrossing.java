package dev.strata.engine.structure.fortress;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;

/**
 * A bridge crossing, 19 x 19, the arms of two bridges crossing on arches (game: {@code
 * NetherFortressPieces.BridgeCrossing}); also the start piece of every fortress ({@link StartPiece}, saved with
 * this type); grows bridge pieces ahead, left and right.
 */
sealed class BridgeCrossing extends NetherBridgePiece permits StartPiece {
    BridgeCrossing(int genDepth, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
    }

    /** The start piece's crossing: a 19 x 10 x 19 box at {@code (west, 64, north)} (game: the protected constructor). */
    BridgeCrossing(int west, int north, Direction direction) {
        super(0, makeBoundingBox(west, 64, north, direction, 19, 10, 19), direction);
    }

    /** Game: {@code NetherFortressPieces.BridgeCrossing(CompoundTag)}: the shared fields only. */
    BridgeCrossing(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:nebcr";
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        StartPiece start = (StartPiece) startPiece;
        generateChildForward(start, accessor, random, 8, 3, false);
        generateChildLeft(start, accessor, random, 3, 8, false);
        generateChildRight(start, accessor, random, 3, 8, false);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static BridgeCrossing createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -8, -3, 0, 19, 10, 19, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new BridgeCrossing(genDepth, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        FortressBlocks b = blocks(level);
        generateBox(level, chunkBox, 7, 3, 0, 11, 4, 18, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 3, 7, 18, 4, 11, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 8, 5, 0, 10, 7, 18, b.air, b.air, false);
        generateBox(level, chunkBox, 0, 5, 8, 18, 7, 10, b.air, b.air, false);
        generateBox(level, chunkBox, 7, 5, 0, 7, 5, 7, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 7, 5, 11, 7, 5, 18, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 11, 5, 0, 11, 5, 7, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 11, 5, 11, 11, 5, 18, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 5, 7, 7, 5, 7, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 11, 5, 7, 18, 5, 7, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 5, 11, 7, 5, 11, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 11, 5, 11, 18, 5, 11, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 7, 2, 0, 11, 2, 5, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 7, 2, 13, 11, 2, 18, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 7, 0, 0, 11, 1, 3, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 7, 0, 15, 11, 1, 18, b.bricks, b.bricks, false);
        for (int x = 7; x <= 11; x++) {
            for (int z = 0; z <= 2; z++) {
                fillColumnDown(level, b.bricks, x, -1, z, chunkBox);
                fillColumnDown(level, b.bricks, x, -1, 18 - z, chunkBox);
            }
        }
        generateBox(level, chunkBox, 0, 2, 7, 5, 2, 11, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 13, 2, 7, 18, 2, 11, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 0, 7, 3, 1, 11, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 15, 0, 7, 18, 1, 11, b.bricks, b.bricks, false);
        for (int x = 0; x <= 2; x++) {
            for (int z = 7; z <= 11; z++) {
                fillColumnDown(level, b.bricks, x, -1, z, chunkBox);
                fillColumnDown(level, b.bricks, 18 - x, -1, z, chunkBox);
            }
        }
    }
}
