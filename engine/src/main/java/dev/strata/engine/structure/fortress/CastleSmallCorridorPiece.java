package dev.strata.engine.structure.fortress;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;

/**
 * A straight castle corridor, 5 x 5 (game: {@code NetherFortressPieces.CastleSmallCorridorPiece}); grows one
 * castle piece ahead.
 */
final class CastleSmallCorridorPiece extends NetherBridgePiece {
    CastleSmallCorridorPiece(int genDepth, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
    }

    /** Game: {@code NetherFortressPieces.CastleSmallCorridorPiece(CompoundTag)}: the shared fields only. */
    CastleSmallCorridorPiece(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:nesc";
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        StartPiece start = (StartPiece) startPiece;
        generateChildForward(start, accessor, random, 1, 0, true);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static CastleSmallCorridorPiece createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -1, 0, 0, 5, 7, 5, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new CastleSmallCorridorPiece(genDepth, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        FortressBlocks b = blocks(level);
        generateBox(level, chunkBox, 0, 0, 0, 4, 1, 4, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 2, 0, 4, 5, 4, b.air, b.air, false);
        int nsFence = b.side(b.side(b.fence, "north"), "south");
        generateBox(level, chunkBox, 0, 2, 0, 0, 5, 4, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 4, 2, 0, 4, 5, 4, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 3, 1, 0, 4, 1, nsFence, nsFence, false);
        generateBox(level, chunkBox, 0, 3, 3, 0, 4, 3, nsFence, nsFence, false);
        generateBox(level, chunkBox, 4, 3, 1, 4, 4, 1, nsFence, nsFence, false);
        generateBox(level, chunkBox, 4, 3, 3, 4, 4, 3, nsFence, nsFence, false);
        generateBox(level, chunkBox, 0, 6, 0, 4, 6, 4, b.bricks, b.bricks, false);
        for (int x = 0; x <= 4; x++) {
            for (int z = 0; z <= 4; z++) {
                fillColumnDown(level, b.bricks, x, -1, z, chunkBox);
            }
        }
    }
}
