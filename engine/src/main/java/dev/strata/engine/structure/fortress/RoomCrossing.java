package dev.strata.engine.structure.fortress;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;

/**
 * A small 7 x 7 room with openings on its four sides (game: {@code NetherFortressPieces.RoomCrossing}); grows
 * bridge pieces ahead, left and right.
 */
final class RoomCrossing extends NetherBridgePiece {
    RoomCrossing(int genDepth, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
    }

    /** Game: {@code NetherFortressPieces.RoomCrossing(CompoundTag)}: the shared fields only. */
    RoomCrossing(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:nerc";
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        StartPiece start = (StartPiece) startPiece;
        generateChildForward(start, accessor, random, 2, 0, false);
        generateChildLeft(start, accessor, random, 0, 2, false);
        generateChildRight(start, accessor, random, 0, 2, false);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static RoomCrossing createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -2, 0, 0, 7, 9, 7, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new RoomCrossing(genDepth, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        FortressBlocks b = blocks(level);
        generateBox(level, chunkBox, 0, 0, 0, 6, 1, 6, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 2, 0, 6, 7, 6, b.air, b.air, false);
        generateBox(level, chunkBox, 0, 2, 0, 1, 6, 0, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 2, 6, 1, 6, 6, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 5, 2, 0, 6, 6, 0, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 5, 2, 6, 6, 6, 6, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 2, 0, 0, 6, 1, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 2, 5, 0, 6, 6, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 6, 2, 0, 6, 6, 1, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 6, 2, 5, 6, 6, 6, b.bricks, b.bricks, false);
        int weFence = b.side(b.side(b.fence, "west"), "east");
        int nsFence = b.side(b.side(b.fence, "north"), "south");
        generateBox(level, chunkBox, 2, 6, 0, 4, 6, 0, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 2, 5, 0, 4, 5, 0, weFence, weFence, false);
        generateBox(level, chunkBox, 2, 6, 6, 4, 6, 6, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 2, 5, 6, 4, 5, 6, weFence, weFence, false);
        generateBox(level, chunkBox, 0, 6, 2, 0, 6, 4, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 5, 2, 0, 5, 4, nsFence, nsFence, false);
        generateBox(level, chunkBox, 6, 6, 2, 6, 6, 4, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 6, 5, 2, 6, 5, 4, nsFence, nsFence, false);
        for (int x = 0; x <= 6; x++) {
            for (int z = 0; z <= 6; z++) {
                fillColumnDown(level, b.bricks, x, -1, z, chunkBox);
            }
        }
    }
}
