package dev.strata.engine.structure.fortress;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;

/**
 * A straight bridge span, 5 wide and 19 long, on arches at both ends (game: {@code
 * NetherFortressPieces.BridgeStraight}); grows one bridge piece ahead.
 */
final class BridgeStraight extends NetherBridgePiece {
    BridgeStraight(int genDepth, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
    }

    /** Game: {@code NetherFortressPieces.BridgeStraight(CompoundTag)}: the shared fields only. */
    BridgeStraight(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:nebs";
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        StartPiece start = (StartPiece) startPiece;
        generateChildForward(start, accessor, random, 1, 3, false);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static BridgeStraight createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -1, -3, 0, 5, 10, 19, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new BridgeStraight(genDepth, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        FortressBlocks b = blocks(level);
        generateBox(level, chunkBox, 0, 3, 0, 4, 4, 18, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 1, 5, 0, 3, 7, 18, b.air, b.air, false);
        generateBox(level, chunkBox, 0, 5, 0, 0, 5, 18, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 4, 5, 0, 4, 5, 18, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 2, 0, 4, 2, 5, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 2, 13, 4, 2, 18, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 0, 0, 4, 1, 3, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 0, 15, 4, 1, 18, b.bricks, b.bricks, false);
        for (int x = 0; x <= 4; x++) {
            for (int z = 0; z <= 2; z++) {
                fillColumnDown(level, b.bricks, x, -1, z, chunkBox);
                fillColumnDown(level, b.bricks, x, -1, 18 - z, chunkBox);
            }
        }
        int nsFence = b.side(b.side(b.fence, "north"), "south");
        int nseFence = b.side(nsFence, "east");
        int nswFence = b.side(nsFence, "west");
        generateBox(level, chunkBox, 0, 1, 1, 0, 4, 1, nseFence, nseFence, false);
        generateBox(level, chunkBox, 0, 3, 4, 0, 4, 4, nseFence, nseFence, false);
        generateBox(level, chunkBox, 0, 3, 14, 0, 4, 14, nseFence, nseFence, false);
        generateBox(level, chunkBox, 0, 1, 17, 0, 4, 17, nseFence, nseFence, false);
        generateBox(level, chunkBox, 4, 1, 1, 4, 4, 1, nswFence, nswFence, false);
        generateBox(level, chunkBox, 4, 3, 4, 4, 4, 4, nswFence, nswFence, false);
        generateBox(level, chunkBox, 4, 3, 14, 4, 4, 14, nswFence, nswFence, false);
        generateBox(level, chunkBox, 4, 1, 17, 4, 4, 17, nswFence, nswFence, false);
    }
}
