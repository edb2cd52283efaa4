package dev.strata.engine.structure.fortress;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;

/**
 * A castle corridor ending in a T with a balcony, 9 x 9 (game: {@code
 * NetherFortressPieces.CastleCorridorTBalconyPiece}); grows a piece to the left and to the right, each from the
 * castle list unless a {@code nextInt(8)} draw is 0 (then the bridge list).
 */
final class CastleCorridorTBalconyPiece extends NetherBridgePiece {
    CastleCorridorTBalconyPiece(int genDepth, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
    }

    /** Game: {@code NetherFortressPieces.CastleCorridorTBalconyPiece(CompoundTag)}: the shared fields only. */
    CastleCorridorTBalconyPiece(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:nectb";
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        StartPiece start = (StartPiece) startPiece;
        int zOff = getOrientation() == Direction.WEST || getOrientation() == Direction.NORTH ? 5 : 1;
        generateChildLeft(start, accessor, random, 0, zOff, random.nextInt(8) > 0);
        generateChildRight(start, accessor, random, 0, zOff, random.nextInt(8) > 0);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static CastleCorridorTBalconyPiece createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -3, 0, 0, 9, 7, 9, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new CastleCorridorTBalconyPiece(genDepth, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        FortressBlocks b = blocks(level);
        int nsFence = b.side(b.side(b.fence, "north"), "south");
        int weFence = b.side(b.side(b.fence, "west"), "east");
        generateBox(level, chunkBox, 0, 0, 0, 8, 1, 8, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 2, 0, 8, 5, 8, b.air, b.air, false);
        generateBox(level, chunkBox, 0, 6, 0, 8, 6, 5, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 2, 0, 2, 5, 0, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 6, 2, 0, 8, 5, 0, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 1, 3, 0, 1, 4, 0, weFence, weFence, false);
        generateBox(level, chunkBox, 7, 3, 0, 7, 4, 0, weFence, weFence, false);
        generateBox(level, chunkBox, 0, 2, 4, 8, 2, 8, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 1, 1, 4, 2, 2, 4, b.air, b.air, false);
        generateBox(level, chunkBox, 6, 1, 4, 7, 2, 4, b.air, b.air, false);
        generateBox(level, chunkBox, 1, 3, 8, 7, 3, 8, weFence, weFence, false);
        placeBlock(level, b.side(b.side(b.fence, "east"), "south"), 0, 3, 8, chunkBox);
        placeBlock(level, b.side(b.side(b.fence, "west"), "south"), 8, 3, 8, chunkBox);
        generateBox(level, chunkBox, 0, 3, 6, 0, 3, 7, nsFence, nsFence, false);
        generateBox(level, chunkBox, 8, 3, 6, 8, 3, 7, nsFence, nsFence, false);
        generateBox(level, chunkBox, 0, 3, 4, 0, 5, 5, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 8, 3, 4, 8, 5, 5, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 1, 3, 5, 2, 5, 5, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 6, 3, 5, 7, 5, 5, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 1, 4, 5, 1, 5, 5, weFence, weFence, false);
        generateBox(level, chunkBox, 7, 4, 5, 7, 5, 5, weFence, weFence, false);
        for (int z = 0; z <= 5; z++) {
            for (int x = 0; x <= 8; x++) {
                fillColumnDown(level, b.bricks, x, -1, z, chunkBox);
            }
        }
    }
}
