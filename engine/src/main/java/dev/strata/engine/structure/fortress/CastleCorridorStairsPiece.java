package dev.strata.engine.structure.fortress;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;

/**
 * A castle corridor going down ten steps (game: {@code NetherFortressPieces.CastleCorridorStairsPiece}); grows one
 * castle piece ahead.
 */
final class CastleCorridorStairsPiece extends NetherBridgePiece {
    CastleCorridorStairsPiece(int genDepth, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
    }

    /** Game: {@code NetherFortressPieces.CastleCorridorStairsPiece(CompoundTag)}: the shared fields only. */
    CastleCorridorStairsPiece(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:neccs";
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        StartPiece start = (StartPiece) startPiece;
        generateChildForward(start, accessor, random, 1, 0, true);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static CastleCorridorStairsPiece createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -1, -7, 0, 5, 14, 10, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new CastleCorridorStairsPiece(genDepth, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        FortressBlocks b = blocks(level);
        int stairs = b.facing(b.stairs, "south");
        int nsFence = b.side(b.side(b.fence, "north"), "south");
        for (int step = 0; step <= 9; step++) {
            int floor = Math.max(1, 7 - step);
            int roof = Math.min(Math.max(floor + 5, 14 - step), 13);
            int z = step;
            generateBox(level, chunkBox, 0, 0, z, 4, floor, z, b.bricks, b.bricks, false);
            generateBox(level, chunkBox, 1, floor + 1, z, 3, roof - 1, z, b.air, b.air, false);
            if (step <= 6) {
                placeBlock(level, stairs, 1, floor + 1, z, chunkBox);
                placeBlock(level, stairs, 2, floor + 1, z, chunkBox);
                placeBlock(level, stairs, 3, floor + 1, z, chunkBox);
            }
            generateBox(level, chunkBox, 0, roof, z, 4, roof, z, b.bricks, b.bricks, false);
            generateBox(level, chunkBox, 0, floor + 1, z, 0, roof - 1, z, b.bricks, b.bricks, false);
            generateBox(level, chunkBox, 4, floor + 1, z, 4, roof - 1, z, b.bricks, b.bricks, false);
            if ((step & 1) == 0) {
                generateBox(level, chunkBox, 0, floor + 2, z, 0, floor + 3, z, nsFence, nsFence, false);
                generateBox(level, chunkBox, 4, floor + 2, z, 4, floor + 3, z, nsFence, nsFence, false);
            }
            for (int x = 0; x <= 4; x++) {
                fillColumnDown(level, b.bricks, x, -1, z, chunkBox);
            }
        }
    }
}
