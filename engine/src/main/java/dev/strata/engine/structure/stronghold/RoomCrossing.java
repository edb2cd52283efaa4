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
 * A room with exits ahead, left and right, 11 x 7 x 11 (game: {@code StrongholdPieces.RoomCrossing}, id {@code
 * minecraft:shrc}); its furnishing drawn by {@code nextInt(5)} after the doorway (saved as {@code Type}): 0 a
 * pillar with four torches and slabs, 1 a stone brick ring with a water source on a pillar, 2 a cobblestone and
 * plank gallery with a ladder and a chest ({@code chests/stronghold_crossing}), 3 and 4 empty. Grows children
 * ahead, left and right.
 */
final class RoomCrossing extends StrongholdPiece {
    /** Game: {@code type}. */
    final int type;

    RoomCrossing(int genDepth, RandomSource random, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
        entryDoor = SmallDoorType.random(random);
        type = random.nextInt(5);
    }

    /** Game: {@code StrongholdPieces.RoomCrossing(CompoundTag)}: {@code Type} (int). */
    RoomCrossing(PieceTag tag) {
        super(tag);
        type = tag.getInt("Type");
    }

    @Override
    public String typeId() {
        return "minecraft:shrc";
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putInt("Type", type);
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        StartPiece start = (StartPiece) startPiece;
        generateSmallDoorChildForward(start, accessor, random, 4, 1);
        generateSmallDoorChildLeft(start, accessor, random, 1, 4);
        generateSmallDoorChildRight(start, accessor, random, 1, 4);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static RoomCrossing createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -4, -1, 0, 11, 7, 11, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new RoomCrossing(genDepth, random, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        StrongholdBlocks b = blocks(level);
        generateSmoothStoneBox(level, chunkBox, 0, 0, 0, 10, 6, 10, true, random);
        generateSmallDoor(level, chunkBox, entryDoor, 4, 1, 0);
        generateBox(level, chunkBox, 4, 1, 10, 6, 3, 10, b.caveAir, b.caveAir, false);
        generateBox(level, chunkBox, 0, 1, 4, 0, 3, 6, b.caveAir, b.caveAir, false);
        generateBox(level, chunkBox, 10, 1, 4, 10, 3, 6, b.caveAir, b.caveAir, false);
        switch (type) {
            case 0 -> {
                placeBlock(level, b.stoneBricks, 5, 1, 5, chunkBox);
                placeBlock(level, b.stoneBricks, 5, 2, 5, chunkBox);
                placeBlock(level, b.stoneBricks, 5, 3, 5, chunkBox);
                placeBlock(level, b.facing(b.wallTorch, "west"), 4, 3, 5, chunkBox);
                placeBlock(level, b.facing(b.wallTorch, "east"), 6, 3, 5, chunkBox);
                placeBlock(level, b.facing(b.wallTorch, "south"), 5, 3, 4, chunkBox);
                placeBlock(level, b.facing(b.wallTorch, "north"), 5, 3, 6, chunkBox);
                placeBlock(level, b.smoothStoneSlab, 4, 1, 4, chunkBox);
                placeBlock(level, b.smoothStoneSlab, 4, 1, 5, chunkBox);
                placeBlock(level, b.smoothStoneSlab, 4, 1, 6, chunkBox);
                placeBlock(level, b.smoothStoneSlab, 6, 1, 4, chunkBox);
                placeBlock(level, b.smoothStoneSlab, 6, 1, 5, chunkBox);
                placeBlock(level, b.smoothStoneSlab, 6, 1, 6, chunkBox);
                placeBlock(level, b.smoothStoneSlab, 5, 1, 4, chunkBox);
                placeBlock(level, b.smoothStoneSlab, 5, 1, 6, chunkBox);
            }
            case 1 -> {
                for (int i = 0; i < 5; i++) {
                    placeBlock(level, b.stoneBricks, 3, 1, 3 + i, chunkBox);
                    placeBlock(level, b.stoneBricks, 7, 1, 3 + i, chunkBox);
                    placeBlock(level, b.stoneBricks, 3 + i, 1, 3, chunkBox);
                    placeBlock(level, b.stoneBricks, 3 + i, 1, 7, chunkBox);
                }
                placeBlock(level, b.stoneBricks, 5, 1, 5, chunkBox);
                placeBlock(level, b.stoneBricks, 5, 2, 5, chunkBox);
                placeBlock(level, b.stoneBricks, 5, 3, 5, chunkBox);
                placeBlock(level, b.water, 5, 4, 5, chunkBox);
            }
            case 2 -> gallery(level, random, chunkBox, b);
            default -> {}
        }
    }

    /** Furnishing 2, in the game's order. */
    private void gallery(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, StrongholdBlocks b) {
        for (int z = 1; z <= 9; z++) {
            placeBlock(level, b.cobblestone, 1, 3, z, chunkBox);
            placeBlock(level, b.cobblestone, 9, 3, z, chunkBox);
        }
        for (int x = 1; x <= 9; x++) {
            placeBlock(level, b.cobblestone, x, 3, 1, chunkBox);
            placeBlock(level, b.cobblestone, x, 3, 9, chunkBox);
        }
        placeBlock(level, b.cobblestone, 5, 1, 4, chunkBox);
        placeBlock(level, b.cobblestone, 5, 1, 6, chunkBox);
        placeBlock(level, b.cobblestone, 5, 3, 4, chunkBox);
        placeBlock(level, b.cobblestone, 5, 3, 6, chunkBox);
        placeBlock(level, b.cobblestone, 4, 1, 5, chunkBox);
        placeBlock(level, b.cobblestone, 6, 1, 5, chunkBox);
        placeBlock(level, b.cobblestone, 4, 3, 5, chunkBox);
        placeBlock(level, b.cobblestone, 6, 3, 5, chunkBox);
        for (int y = 1; y <= 3; y++) {
            placeBlock(level, b.cobblestone, 4, y, 4, chunkBox);
            placeBlock(level, b.cobblestone, 6, y, 4, chunkBox);
            placeBlock(level, b.cobblestone, 4, y, 6, chunkBox);
            placeBlock(level, b.cobblestone, 6, y, 6, chunkBox);
        }
        placeBlock(level, b.wallTorch, 5, 3, 5, chunkBox);
        for (int z = 2; z <= 8; z++) {
            placeBlock(level, b.oakPlanks, 2, 3, z, chunkBox);
            placeBlock(level, b.oakPlanks, 3, 3, z, chunkBox);
            if (z <= 3 || z >= 7) {
                placeBlock(level, b.oakPlanks, 4, 3, z, chunkBox);
                placeBlock(level, b.oakPlanks, 5, 3, z, chunkBox);
                placeBlock(level, b.oakPlanks, 6, 3, z, chunkBox);
            }
            placeBlock(level, b.oakPlanks, 7, 3, z, chunkBox);
            placeBlock(level, b.oakPlanks, 8, 3, z, chunkBox);
        }
        int ladder = b.facing(b.ladder, "west");
        placeBlock(level, ladder, 9, 1, 3, chunkBox);
        placeBlock(level, ladder, 9, 2, 3, chunkBox);
        placeBlock(level, ladder, 9, 3, 3, chunkBox);
        createChest(level, chunkBox, random, 3, 4, 8, CROSSING_LOOT);
    }
}
