package dev.strata.engine.structure.stronghold;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;

/**
 * A hall with two iron-barred cells behind iron doors, 9 x 5 x 11 (game: {@code StrongholdPieces.PrisonHall}, id
 * {@code minecraft:shph}); grows a child ahead.
 */
final class PrisonHall extends StrongholdPiece {
    PrisonHall(int genDepth, RandomSource random, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
        entryDoor = SmallDoorType.random(random);
    }

    /** Game: {@code StrongholdPieces.PrisonHall(CompoundTag)}: the shared fields only. */
    PrisonHall(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:shph";
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        generateSmallDoorChildForward((StartPiece) startPiece, accessor, random, 1, 1);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static PrisonHall createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -1, -1, 0, 9, 5, 11, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new PrisonHall(genDepth, random, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        StrongholdBlocks b = blocks(level);
        generateSmoothStoneBox(level, chunkBox, 0, 0, 0, 8, 4, 10, true, random);
        generateSmallDoor(level, chunkBox, entryDoor, 1, 1, 0);
        generateBox(level, chunkBox, 1, 1, 10, 3, 3, 10, b.caveAir, b.caveAir, false);
        generateSmoothStoneBox(level, chunkBox, 4, 1, 1, 4, 3, 1, false, random);
        generateSmoothStoneBox(level, chunkBox, 4, 1, 3, 4, 3, 3, false, random);
        generateSmoothStoneBox(level, chunkBox, 4, 1, 7, 4, 3, 7, false, random);
        generateSmoothStoneBox(level, chunkBox, 4, 1, 9, 4, 3, 9, false, random);
        int ns = b.sides(b.ironBars, "north", "south"), nse = b.sides(b.ironBars, "north", "south", "east"), we = b.sides(b.ironBars, "west", "east");
        for (int y = 1; y <= 3; y++) {
            placeBlock(level, ns, 4, y, 4, chunkBox);
            placeBlock(level, nse, 4, y, 5, chunkBox);
            placeBlock(level, ns, 4, y, 6, chunkBox);
            placeBlock(level, we, 5, y, 5, chunkBox);
            placeBlock(level, we, 6, y, 5, chunkBox);
            placeBlock(level, we, 7, y, 5, chunkBox);
        }
        placeBlock(level, ns, 4, 3, 2, chunkBox);
        placeBlock(level, ns, 4, 3, 8, chunkBox);
        int doorBottom = b.facing(b.ironDoor, "west"), doorTop = b.with(doorBottom, "half", "upper");
        placeBlock(level, doorBottom, 4, 1, 2, chunkBox);
        placeBlock(level, doorTop, 4, 2, 2, chunkBox);
        placeBlock(level, doorBottom, 4, 1, 8, chunkBox);
        placeBlock(level, doorTop, 4, 2, 8, chunkBox);
    }
}
