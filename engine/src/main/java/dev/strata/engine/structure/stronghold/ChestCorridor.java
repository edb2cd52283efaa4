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
 * A corridor with a chest on a stone brick shelf, 5 x 5 x 7 (game: {@code StrongholdPieces.ChestCorridor}, id
 * {@code minecraft:shcc}); the chest ({@code chests/stronghold_corridor}) once, saved as {@code Chest}; grows a child
 * ahead.
 */
final class ChestCorridor extends StrongholdPiece {
    /** Game: {@code hasPlacedChest}. */
    private boolean hasPlacedChest;

    ChestCorridor(int genDepth, RandomSource random, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
        entryDoor = SmallDoorType.random(random);
    }

    /** Game: {@code StrongholdPieces.ChestCorridor(CompoundTag)}: {@code Chest} (byte). */
    ChestCorridor(PieceTag tag) {
        super(tag);
        hasPlacedChest = tag.getBoolean("Chest");
    }

    @Override
    public String typeId() {
        return "minecraft:shcc";
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putBoolean("Chest", hasPlacedChest);
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        generateSmallDoorChildForward((StartPiece) startPiece, accessor, random, 1, 1);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static ChestCorridor createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -1, -1, 0, 5, 5, 7, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new ChestCorridor(genDepth, random, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        StrongholdBlocks b = blocks(level);
        generateSmoothStoneBox(level, chunkBox, 0, 0, 0, 4, 4, 6, true, random);
        generateSmallDoor(level, chunkBox, entryDoor, 1, 1, 0);
        generateSmallDoor(level, chunkBox, SmallDoorType.OPENING, 1, 1, 6);
        generateBox(level, chunkBox, 3, 1, 2, 3, 1, 4, b.stoneBricks, b.stoneBricks, false);
        placeBlock(level, b.stoneBrickSlab, 3, 1, 1, chunkBox);
        placeBlock(level, b.stoneBrickSlab, 3, 1, 5, chunkBox);
        placeBlock(level, b.stoneBrickSlab, 3, 2, 2, chunkBox);
        placeBlock(level, b.stoneBrickSlab, 3, 2, 4, chunkBox);
        for (int z = 2; z <= 4; z++) placeBlock(level, b.stoneBrickSlab, 2, 1, z, chunkBox);
        if (!hasPlacedChest && insideChunk(chunkBox, 3, 2, 3)) {
            hasPlacedChest = true;
            createChest(level, chunkBox, random, 3, 2, 3, CORRIDOR_LOOT);
        }
    }
}
