package dev.strata.engine.structure.fortress;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;

/**
 * A castle corridor turning left, 5 x 5, with a chest one time in three (game: {@code
 * NetherFortressPieces.CastleSmallCorridorLeftTurnPiece}; the draw {@code nextInt(3) == 0} when made, saved as
 * {@code Chest} until the chest is placed); grows one castle piece to the left.
 */
final class CastleSmallCorridorLeftTurnPiece extends NetherBridgePiece {
    /** Whether the chest is still to be placed (game: {@code isNeedingChest}). */
    boolean isNeedingChest;

    CastleSmallCorridorLeftTurnPiece(int genDepth, RandomSource random, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
        isNeedingChest = random.nextInt(3) == 0;
    }

    /** Game: {@code NetherFortressPieces.CastleSmallCorridorLeftTurnPiece(CompoundTag)}: {@code Chest} (byte). */
    CastleSmallCorridorLeftTurnPiece(PieceTag tag) {
        super(tag);
        isNeedingChest = tag.getBoolean("Chest");
    }

    @Override
    public String typeId() {
        return "minecraft:nesclt";
    }

    @Override
    protected void addAdditionalSaveData(net.kyori.adventure.nbt.CompoundBinaryTag.Builder tag) {
        tag.putBoolean("Chest", isNeedingChest);
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        StartPiece start = (StartPiece) startPiece;
        generateChildLeft(start, accessor, random, 0, 1, true);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static CastleSmallCorridorLeftTurnPiece createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -1, 0, 0, 5, 7, 5, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new CastleSmallCorridorLeftTurnPiece(genDepth, random, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        FortressBlocks b = blocks(level);
        generateBox(level, chunkBox, 0, 0, 0, 4, 1, 4, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 2, 0, 4, 5, 4, b.air, b.air, false);
        int weFence = b.side(b.side(b.fence, "west"), "east");
        int nsFence = b.side(b.side(b.fence, "north"), "south");
        generateBox(level, chunkBox, 4, 2, 0, 4, 5, 4, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 4, 3, 1, 4, 4, 1, nsFence, nsFence, false);
        generateBox(level, chunkBox, 4, 3, 3, 4, 4, 3, nsFence, nsFence, false);
        generateBox(level, chunkBox, 0, 2, 0, 0, 5, 0, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 2, 4, 3, 5, 4, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 1, 3, 4, 1, 4, 4, weFence, weFence, false);
        generateBox(level, chunkBox, 3, 3, 4, 3, 4, 4, weFence, weFence, false);
        if (isNeedingChest && insideChunk(chunkBox, 3, 2, 3)) {
            isNeedingChest = false;
            createChest(level, chunkBox, random, 3, 2, 3, LOOT_TABLE);
        }
        generateBox(level, chunkBox, 0, 6, 0, 4, 6, 4, b.bricks, b.bricks, false);
        for (int x = 0; x <= 4; x++) {
            for (int z = 0; z <= 4; z++) {
                fillColumnDown(level, b.bricks, x, -1, z, chunkBox);
            }
        }
    }
}
