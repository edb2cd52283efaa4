package dev.strata.engine.structure.fortress;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;

/**
 * A 7 x 7 room with a stair of bricks up to an exit on its right (game: {@code NetherFortressPieces.StairsRoom});
 * grows one bridge piece to the right.
 */
final class StairsRoom extends NetherBridgePiece {
    StairsRoom(int genDepth, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
    }

    /** Game: {@code NetherFortressPieces.StairsRoom(CompoundTag)}: the shared fields only. */
    StairsRoom(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:nesr";
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        StartPiece start = (StartPiece) startPiece;
        generateChildRight(start, accessor, random, 6, 2, false);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static StairsRoom createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -2, 0, 0, 7, 11, 7, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new StairsRoom(genDepth, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        FortressBlocks b = blocks(level);
        generateBox(level, chunkBox, 0, 0, 0, 6, 1, 6, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 2, 0, 6, 10, 6, b.air, b.air, false);
        generateBox(level, chunkBox, 0, 2, 0, 1, 8, 0, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 5, 2, 0, 6, 8, 0, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 2, 1, 0, 8, 6, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 6, 2, 1, 6, 8, 6, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 1, 2, 6, 5, 8, 6, b.bricks, b.bricks, false);
        int weFence = b.side(b.side(b.fence, "west"), "east");
        int nsFence = b.side(b.side(b.fence, "north"), "south");
        generateBox(level, chunkBox, 0, 3, 2, 0, 5, 4, nsFence, nsFence, false);
        generateBox(level, chunkBox, 6, 3, 2, 6, 5, 2, nsFence, nsFence, false);
        generateBox(level, chunkBox, 6, 3, 4, 6, 5, 4, nsFence, nsFence, false);
        placeBlock(level, b.bricks, 5, 2, 5, chunkBox);
        generateBox(level, chunkBox, 4, 2, 5, 4, 3, 5, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 3, 2, 5, 3, 4, 5, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 2, 2, 5, 2, 5, 5, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 1, 2, 5, 1, 6, 5, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 1, 7, 1, 5, 7, 4, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 6, 8, 2, 6, 8, 4, b.air, b.air, false);
        generateBox(level, chunkBox, 2, 6, 0, 4, 8, 0, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 2, 5, 0, 4, 5, 0, weFence, weFence, false);
        for (int x = 0; x <= 6; x++) {
            for (int z = 0; z <= 6; z++) {
                fillColumnDown(level, b.bricks, x, -1, z, chunkBox);
            }
        }
    }
}
