package dev.strata.engine.structure.fortress;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;

/**
 * A castle corridor crossing, 5 x 5 (game: {@code NetherFortressPieces.CastleSmallCorridorCrossingPiece}); grows
 * castle pieces ahead, left and right.
 */
final class CastleSmallCorridorCrossingPiece extends NetherBridgePiece {
    CastleSmallCorridorCrossingPiece(int genDepth, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
    }

    /** Game: {@code NetherFortressPieces.CastleSmallCorridorCrossingPiece(CompoundTag)}: the shared fields only. */
    CastleSmallCorridorCrossingPiece(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:nescsc";
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        StartPiece start = (StartPiece) startPiece;
        generateChildForward(start, accessor, random, 1, 0, true);
        generateChildLeft(start, accessor, random, 0, 1, true);
        generateChildRight(start, accessor, random, 0, 1, true);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static CastleSmallCorridorCrossingPiece createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -1, 0, 0, 5, 7, 5, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new CastleSmallCorridorCrossingPiece(genDepth, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        FortressBlocks b = blocks(level);
        generateBox(level, chunkBox, 0, 0, 0, 4, 1, 4, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 2, 0, 4, 5, 4, b.air, b.air, false);
        generateBox(level, chunkBox, 0, 2, 0, 0, 5, 0, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 4, 2, 0, 4, 5, 0, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 2, 4, 0, 5, 4, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 4, 2, 4, 4, 5, 4, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 6, 0, 4, 6, 4, b.bricks, b.bricks, false);
        for (int x = 0; x <= 4; x++) {
            for (int z = 0; z <= 4; z++) {
                fillColumnDown(level, b.bricks, x, -1, z, chunkBox);
            }
        }
    }
}
