package dev.strata.engine.structure.stronghold;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * A spiral stair down, 5 x 11 x 5, entered 6 blocks above its exit (game: {@code StrongholdPieces.StairsDown}, id
 * {@code minecraft:shsd}); also the start of every stronghold ({@link StartPiece}, the "source", whose entrance is an
 * opening and which imposes a {@link FiveCrossing} as its child). Saved field: {@code Source}. Grows one child ahead.
 */
sealed class StairsDown extends StrongholdPiece permits StartPiece {
    /** Game: {@code isSource}. */
    final boolean isSource;

    /** The start's stair: a 5 x 11 x 5 box at {@code (west, 64, north)} (game: the constructor taking a type). */
    StairsDown(int west, int north, Direction direction) {
        super(0, makeBoundingBox(west, 64, north, direction, 5, 11, 5), direction);
        isSource = true;
        entryDoor = SmallDoorType.OPENING;
    }

    StairsDown(int genDepth, RandomSource random, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
        isSource = false;
        entryDoor = SmallDoorType.random(random);
    }

    /** Game: {@code StrongholdPieces.StairsDown(CompoundTag)}: {@code Source} (byte). */
    StairsDown(PieceTag tag) {
        super(tag);
        isSource = tag.getBoolean("Source");
    }

    @Override
    public String typeId() {
        return "minecraft:shsd";
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putBoolean("Source", isSource);
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        StartPiece start = (StartPiece) startPiece;
        if (isSource) start.imposedPiece = StrongholdPieceWeight.Kind.FIVE_CROSSING;
        generateSmallDoorChildForward(start, accessor, random, 1, 1);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static StairsDown createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -1, -7, 0, 5, 11, 5, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new StairsDown(genDepth, random, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        StrongholdBlocks b = blocks(level);
        generateSmoothStoneBox(level, chunkBox, 0, 0, 0, 4, 10, 4, true, random);
        generateSmallDoor(level, chunkBox, entryDoor, 1, 7, 0);
        generateSmallDoor(level, chunkBox, SmallDoorType.OPENING, 1, 1, 4);
        placeBlock(level, b.stoneBricks, 2, 6, 1, chunkBox);
        placeBlock(level, b.stoneBricks, 1, 5, 1, chunkBox);
        placeBlock(level, b.smoothStoneSlab, 1, 6, 1, chunkBox);
        placeBlock(level, b.stoneBricks, 1, 5, 2, chunkBox);
        placeBlock(level, b.stoneBricks, 1, 4, 3, chunkBox);
        placeBlock(level, b.smoothStoneSlab, 1, 5, 3, chunkBox);
        placeBlock(level, b.stoneBricks, 2, 4, 3, chunkBox);
        placeBlock(level, b.stoneBricks, 3, 3, 3, chunkBox);
        placeBlock(level, b.smoothStoneSlab, 3, 4, 3, chunkBox);
        placeBlock(level, b.stoneBricks, 3, 3, 2, chunkBox);
        placeBlock(level, b.stoneBricks, 3, 2, 1, chunkBox);
        placeBlock(level, b.smoothStoneSlab, 3, 3, 1, chunkBox);
        placeBlock(level, b.stoneBricks, 2, 2, 1, chunkBox);
        placeBlock(level, b.stoneBricks, 1, 1, 1, chunkBox);
        placeBlock(level, b.smoothStoneSlab, 1, 2, 1, chunkBox);
        placeBlock(level, b.stoneBricks, 1, 1, 2, chunkBox);
        placeBlock(level, b.smoothStoneSlab, 1, 1, 3, chunkBox);
    }
}
