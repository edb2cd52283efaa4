package dev.strata.engine.structure.stronghold;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePieceAccessor;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * The library, 14 x 15, 11 tall where it fits, else 6 (game: {@code StrongholdPieces.Library}, id {@code
 * minecraft:shli}, saved field {@code Tall}): bookshelf walls with plank posts and wall torches every fourth row,
 * shelves across the floor, cobwebs (each position with probability 0.07), and when tall a gallery with fences, a
 * ladder and a chandelier of fences and torches. One chest ({@code chests/stronghold_library}) at the floor, and
 * when tall a second on the gallery. No children.
 */
final class Library extends StrongholdPiece {
    /** Game: {@code isTall}. */
    private final boolean isTall;

    Library(int genDepth, RandomSource random, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
        entryDoor = SmallDoorType.random(random);
        isTall = box.getYSpan() > 6;
    }

    /** Game: {@code StrongholdPieces.Library(CompoundTag)}: {@code Tall} (byte). */
    Library(PieceTag tag) {
        super(tag);
        isTall = tag.getBoolean("Tall");
    }

    @Override
    public String typeId() {
        return "minecraft:shli";
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putBoolean("Tall", isTall);
    }

    /** Game: {@code createPiece}: the tall box at the foot, else the short one, or null when neither is clear and high enough. */
    static Library createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -4, -1, 0, 14, 11, 15, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) {
            box = BoundingBox.orientBox(footX, footY, footZ, -4, -1, 0, 14, 6, 15, direction);
            if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        }
        return new Library(genDepth, random, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        StrongholdBlocks b = blocks(level);
        int height = isTall ? 11 : 6;
        int planks = b.oakPlanks, shelf = b.bookshelf;
        generateSmoothStoneBox(level, chunkBox, 0, 0, 0, 13, height - 1, 14, true, random);
        generateSmallDoor(level, chunkBox, entryDoor, 4, 1, 0);
        generateMaybeBox(level, chunkBox, random, 0.07f, 2, 1, 1, 11, 4, 13, b.cobweb, b.cobweb, false, false);
        for (int d = 1; d <= 13; d++) {
            if ((d - 1) % 4 == 0) {
                generateBox(level, chunkBox, 1, 1, d, 1, 4, d, planks, planks, false);
                generateBox(level, chunkBox, 12, 1, d, 12, 4, d, planks, planks, false);
                placeBlock(level, b.facing(b.wallTorch, "east"), 2, 3, d, chunkBox);
                placeBlock(level, b.facing(b.wallTorch, "west"), 11, 3, d, chunkBox);
                if (isTall) {
                    generateBox(level, chunkBox, 1, 6, d, 1, 9, d, planks, planks, false);
                    generateBox(level, chunkBox, 12, 6, d, 12, 9, d, planks, planks, false);
                }
            } else {
                generateBox(level, chunkBox, 1, 1, d, 1, 4, d, shelf, shelf, false);
                generateBox(level, chunkBox, 12, 1, d, 12, 4, d, shelf, shelf, false);
                if (isTall) {
                    generateBox(level, chunkBox, 1, 6, d, 1, 9, d, shelf, shelf, false);
                    generateBox(level, chunkBox, 12, 6, d, 12, 9, d, shelf, shelf, false);
                }
            }
        }
        for (int d = 3; d < 12; d += 2) {
            generateBox(level, chunkBox, 3, 1, d, 4, 3, d, shelf, shelf, false);
            generateBox(level, chunkBox, 6, 1, d, 7, 3, d, shelf, shelf, false);
            generateBox(level, chunkBox, 9, 1, d, 10, 3, d, shelf, shelf, false);
        }
        if (isTall) gallery(level, chunkBox, b);
        createChest(level, chunkBox, random, 3, 3, 5, LIBRARY_LOOT);
        if (isTall) {
            placeBlock(level, b.caveAir, 12, 9, 1, chunkBox);
            createChest(level, chunkBox, random, 12, 8, 1, LIBRARY_LOOT);
        }
    }

    /** The tall library's gallery, ladder and chandelier, in the game's order. */
    private void gallery(WorldGenLevel level, BoundingBox chunkBox, StrongholdBlocks b) {
        int planks = b.oakPlanks, fence = b.oakFence;
        generateBox(level, chunkBox, 1, 5, 1, 3, 5, 13, planks, planks, false);
        generateBox(level, chunkBox, 10, 5, 1, 12, 5, 13, planks, planks, false);
        generateBox(level, chunkBox, 4, 5, 1, 9, 5, 2, planks, planks, false);
        generateBox(level, chunkBox, 4, 5, 12, 9, 5, 13, planks, planks, false);
        placeBlock(level, planks, 9, 5, 11, chunkBox);
        placeBlock(level, planks, 8, 5, 11, chunkBox);
        placeBlock(level, planks, 9, 5, 10, chunkBox);
        int weFence = b.sides(fence, "west", "east"), nsFence = b.sides(fence, "north", "south");
        generateBox(level, chunkBox, 3, 6, 3, 3, 6, 11, nsFence, nsFence, false);
        generateBox(level, chunkBox, 10, 6, 3, 10, 6, 9, nsFence, nsFence, false);
        generateBox(level, chunkBox, 4, 6, 2, 9, 6, 2, weFence, weFence, false);
        generateBox(level, chunkBox, 4, 6, 12, 7, 6, 12, weFence, weFence, false);
        placeBlock(level, b.sides(fence, "north", "east"), 3, 6, 2, chunkBox);
        placeBlock(level, b.sides(fence, "south", "east"), 3, 6, 12, chunkBox);
        placeBlock(level, b.sides(fence, "north", "west"), 10, 6, 2, chunkBox);
        for (int i = 0; i <= 2; i++) {
            placeBlock(level, b.sides(fence, "south", "west"), 8 + i, 6, 12 - i, chunkBox);
            if (i != 2) placeBlock(level, b.sides(fence, "north", "east"), 8 + i, 6, 11 - i, chunkBox);
        }
        int ladder = b.facing(b.ladder, "south");
        for (int y = 1; y <= 7; y++) placeBlock(level, ladder, 10, y, 13, chunkBox);
        int eFence = b.sides(fence, "east"), wFence = b.sides(fence, "west");
        placeBlock(level, eFence, 6, 9, 7, chunkBox);
        placeBlock(level, wFence, 7, 9, 7, chunkBox);
        placeBlock(level, eFence, 6, 8, 7, chunkBox);
        placeBlock(level, wFence, 7, 8, 7, chunkBox);
        int nsweFence = b.sides(nsFence, "west", "east");
        placeBlock(level, nsweFence, 6, 7, 7, chunkBox);
        placeBlock(level, nsweFence, 7, 7, 7, chunkBox);
        placeBlock(level, eFence, 5, 7, 7, chunkBox);
        placeBlock(level, wFence, 8, 7, 7, chunkBox);
        placeBlock(level, b.sides(eFence, "north"), 6, 7, 6, chunkBox);
        placeBlock(level, b.sides(eFence, "south"), 6, 7, 8, chunkBox);
        placeBlock(level, b.sides(wFence, "north"), 7, 7, 6, chunkBox);
        placeBlock(level, b.sides(wFence, "south"), 7, 7, 8, chunkBox);
        int torch = b.torch;
        placeBlock(level, torch, 5, 8, 7, chunkBox);
        placeBlock(level, torch, 8, 8, 7, chunkBox);
        placeBlock(level, torch, 6, 8, 6, chunkBox);
        placeBlock(level, torch, 6, 8, 8, chunkBox);
        placeBlock(level, torch, 7, 8, 6, chunkBox);
        placeBlock(level, torch, 7, 8, 8, chunkBox);
    }
}
