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
 * A straight corridor, 5 x 5 x 7 (game: {@code StrongholdPieces.Straight}, id {@code minecraft:shs}): its doorway,
 * then a {@code nextInt(2) == 0} each for an opening to the left and to the right (saved as {@code Left},
 * {@code Right}); grows a child ahead, then left and right where open; four wall torches each placed with
 * probability 0.1.
 */
final class Straight extends StrongholdPiece {
    private final boolean leftChild, rightChild;

    Straight(int genDepth, RandomSource random, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
        entryDoor = SmallDoorType.random(random);
        leftChild = random.nextInt(2) == 0;
        rightChild = random.nextInt(2) == 0;
    }

    /** Game: {@code StrongholdPieces.Straight(CompoundTag)}: {@code Left}, {@code Right} (bytes). */
    Straight(PieceTag tag) {
        super(tag);
        leftChild = tag.getBoolean("Left");
        rightChild = tag.getBoolean("Right");
    }

    @Override
    public String typeId() {
        return "minecraft:shs";
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putBoolean("Left", leftChild);
        tag.putBoolean("Right", rightChild);
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        StartPiece start = (StartPiece) startPiece;
        generateSmallDoorChildForward(start, accessor, random, 1, 1);
        if (leftChild) generateSmallDoorChildLeft(start, accessor, random, 1, 2);
        if (rightChild) generateSmallDoorChildRight(start, accessor, random, 1, 2);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static Straight createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -1, -1, 0, 5, 5, 7, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new Straight(genDepth, random, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        StrongholdBlocks b = blocks(level);
        generateSmoothStoneBox(level, chunkBox, 0, 0, 0, 4, 4, 6, true, random);
        generateSmallDoor(level, chunkBox, entryDoor, 1, 1, 0);
        generateSmallDoor(level, chunkBox, SmallDoorType.OPENING, 1, 1, 6);
        int eastTorch = b.facing(b.wallTorch, "east"), westTorch = b.facing(b.wallTorch, "west");
        maybeGenerateBlock(level, chunkBox, random, 0.1f, 1, 2, 1, eastTorch);
        maybeGenerateBlock(level, chunkBox, random, 0.1f, 3, 2, 1, westTorch);
        maybeGenerateBlock(level, chunkBox, random, 0.1f, 1, 2, 5, eastTorch);
        maybeGenerateBlock(level, chunkBox, random, 0.1f, 3, 2, 5, westTorch);
        if (leftChild) generateBox(level, chunkBox, 0, 1, 2, 0, 3, 4, b.caveAir, b.caveAir, false);
        if (rightChild) generateBox(level, chunkBox, 4, 1, 2, 4, 3, 4, b.caveAir, b.caveAir, false);
    }
}
