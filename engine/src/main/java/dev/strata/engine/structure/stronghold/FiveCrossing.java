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
 * A two-level crossing, 10 x 9 x 11, entered 3 blocks up (game: {@code StrongholdPieces.FiveCrossing}, id {@code
 * minecraft:sh5c}): after its doorway, {@code nextBoolean} each for the low left, high left and low right exits and
 * {@code nextInt(3) > 0} for the high right one (saved as {@code leftLow}, {@code leftHigh}, {@code rightLow},
 * {@code rightHigh}). Grows a child ahead, then one per open exit; facing west or north the side exits' offsets are
 * mirrored ({@code 8 - offset}), as the game does.
 */
final class FiveCrossing extends StrongholdPiece {
    private final boolean leftLow, leftHigh, rightLow, rightHigh;

    FiveCrossing(int genDepth, RandomSource random, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
        entryDoor = SmallDoorType.random(random);
        leftLow = random.nextBoolean();
        leftHigh = random.nextBoolean();
        rightLow = random.nextBoolean();
        rightHigh = random.nextInt(3) > 0;
    }

    /** Game: {@code StrongholdPieces.FiveCrossing(CompoundTag)}: {@code leftLow}, {@code leftHigh}, {@code rightLow}, {@code rightHigh} (bytes). */
    FiveCrossing(PieceTag tag) {
        super(tag);
        leftLow = tag.getBoolean("leftLow");
        leftHigh = tag.getBoolean("leftHigh");
        rightLow = tag.getBoolean("rightLow");
        rightHigh = tag.getBoolean("rightHigh");
    }

    @Override
    public String typeId() {
        return "minecraft:sh5c";
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putBoolean("leftLow", leftLow);
        tag.putBoolean("leftHigh", leftHigh);
        tag.putBoolean("rightLow", rightLow);
        tag.putBoolean("rightHigh", rightHigh);
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        StartPiece start = (StartPiece) startPiece;
        int zOffA = 3, zOffB = 5;
        Direction o = getOrientation();
        if (o == Direction.WEST || o == Direction.NORTH) {
            zOffA = 8 - zOffA;
            zOffB = 8 - zOffB;
        }
        generateSmallDoorChildForward(start, accessor, random, 5, 1);
        if (leftLow) generateSmallDoorChildLeft(start, accessor, random, zOffA, 1);
        if (leftHigh) generateSmallDoorChildLeft(start, accessor, random, zOffB, 7);
        if (rightLow) generateSmallDoorChildRight(start, accessor, random, zOffA, 1);
        if (rightHigh) generateSmallDoorChildRight(start, accessor, random, zOffB, 7);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static FiveCrossing createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -4, -3, 0, 10, 9, 11, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new FiveCrossing(genDepth, random, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        StrongholdBlocks b = blocks(level);
        int air = b.caveAir, slab = b.smoothStoneSlab;
        generateSmoothStoneBox(level, chunkBox, 0, 0, 0, 9, 8, 10, true, random);
        generateSmallDoor(level, chunkBox, entryDoor, 4, 3, 0);
        if (leftLow) generateBox(level, chunkBox, 0, 3, 1, 0, 5, 3, air, air, false);
        if (rightLow) generateBox(level, chunkBox, 9, 3, 1, 9, 5, 3, air, air, false);
        if (leftHigh) generateBox(level, chunkBox, 0, 5, 7, 0, 7, 9, air, air, false);
        if (rightHigh) generateBox(level, chunkBox, 9, 5, 7, 9, 7, 9, air, air, false);
        generateBox(level, chunkBox, 5, 1, 10, 7, 3, 10, air, air, false);
        generateSmoothStoneBox(level, chunkBox, 1, 2, 1, 8, 2, 6, false, random);
        generateSmoothStoneBox(level, chunkBox, 4, 1, 5, 4, 4, 9, false, random);
        generateSmoothStoneBox(level, chunkBox, 8, 1, 5, 8, 4, 9, false, random);
        generateSmoothStoneBox(level, chunkBox, 1, 4, 7, 3, 4, 9, false, random);
        generateSmoothStoneBox(level, chunkBox, 1, 3, 5, 3, 3, 6, false, random);
        generateBox(level, chunkBox, 1, 3, 4, 3, 3, 4, slab, slab, false);
        generateBox(level, chunkBox, 1, 4, 6, 3, 4, 6, slab, slab, false);
        generateSmoothStoneBox(level, chunkBox, 5, 1, 7, 7, 1, 8, false, random);
        generateBox(level, chunkBox, 5, 1, 9, 7, 1, 9, slab, slab, false);
        generateBox(level, chunkBox, 5, 2, 7, 7, 2, 7, slab, slab, false);
        generateBox(level, chunkBox, 4, 5, 7, 4, 5, 9, slab, slab, false);
        generateBox(level, chunkBox, 8, 5, 7, 8, 5, 9, slab, slab, false);
        int doubleSlab = b.with(slab, "type", "double");
        generateBox(level, chunkBox, 5, 5, 7, 7, 5, 9, doubleSlab, doubleSlab, false);
        placeBlock(level, b.facing(b.wallTorch, "south"), 6, 5, 6, chunkBox);
    }
}
