package dev.strata.engine.structure.stronghold;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;

/**
 * A straight flight of cobblestone stairs down, 5 x 11 x 8, entered 6 blocks above its exit (game: {@code
 * StrongholdPieces.StraightStairsDown}, id {@code minecraft:shssd}); grows a child ahead.
 */
final class StraightStairsDown extends StrongholdPiece {
    StraightStairsDown(int genDepth, RandomSource random, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
        entryDoor = SmallDoorType.random(random);
    }

    /** Game: {@code StrongholdPieces.StraightStairsDown(CompoundTag)}: the shared fields only. */
    StraightStairsDown(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:shssd";
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        generateSmallDoorChildForward((StartPiece) startPiece, accessor, random, 1, 1);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static StraightStairsDown createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction,
            int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -1, -7, 0, 5, 11, 8, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new StraightStairsDown(genDepth, random, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        StrongholdBlocks b = blocks(level);
        generateSmoothStoneBox(level, chunkBox, 0, 0, 0, 4, 10, 7, true, random);
        generateSmallDoor(level, chunkBox, entryDoor, 1, 7, 0);
        generateSmallDoor(level, chunkBox, SmallDoorType.OPENING, 1, 1, 7);
        int stairs = b.facing(b.cobblestoneStairs, "south");
        for (int i = 0; i < 6; i++) {
            placeBlock(level, stairs, 1, 6 - i, 1 + i, chunkBox);
            placeBlock(level, stairs, 2, 6 - i, 1 + i, chunkBox);
            placeBlock(level, stairs, 3, 6 - i, 1 + i, chunkBox);
            if (i < 5) {
                placeBlock(level, b.stoneBricks, 1, 5 - i, 1 + i, chunkBox);
                placeBlock(level, b.stoneBricks, 2, 5 - i, 1 + i, chunkBox);
                placeBlock(level, b.stoneBricks, 3, 5 - i, 1 + i, chunkBox);
            }
        }
    }
}
