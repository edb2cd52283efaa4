package dev.strata.engine.structure.fortress;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;

/**
 * The nether wart room, 13 x 13, with soul sand beds and a stair to an upper exit (game: {@code
 * NetherFortressPieces.CastleStalkRoom}); grows two castle pieces ahead, one at floor level and one at the upper
 * exit.
 */
final class CastleStalkRoom extends NetherBridgePiece {
    CastleStalkRoom(int genDepth, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
    }

    /** Game: {@code NetherFortressPieces.CastleStalkRoom(CompoundTag)}: the shared fields only. */
    CastleStalkRoom(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:necsr";
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        StartPiece start = (StartPiece) startPiece;
        generateChildForward(start, accessor, random, 5, 3, true);
        generateChildForward(start, accessor, random, 5, 11, true);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static CastleStalkRoom createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -5, -3, 0, 13, 14, 13, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new CastleStalkRoom(genDepth, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        FortressBlocks b = blocks(level);
        generateBox(level, chunkBox, 0, 3, 0, 12, 4, 12, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 5, 0, 12, 13, 12, b.air, b.air, false);
        generateBox(level, chunkBox, 0, 5, 0, 1, 12, 12, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 11, 5, 0, 12, 12, 12, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 2, 5, 11, 4, 12, 12, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 8, 5, 11, 10, 12, 12, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 5, 9, 11, 7, 12, 12, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 2, 5, 0, 4, 12, 1, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 8, 5, 0, 10, 12, 1, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 5, 9, 0, 7, 12, 1, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 2, 11, 2, 10, 12, 10, b.bricks, b.bricks, false);
        int weFence = b.side(b.side(b.fence, "west"), "east");
        int nsFence = b.side(b.side(b.fence, "north"), "south");
        int nswFence = b.side(nsFence, "west");
        int nseFence = b.side(nsFence, "east");
        for (int i = 1; i <= 11; i += 2) {
            generateBox(level, chunkBox, i, 10, 0, i, 11, 0, weFence, weFence, false);
            generateBox(level, chunkBox, i, 10, 12, i, 11, 12, weFence, weFence, false);
            generateBox(level, chunkBox, 0, 10, i, 0, 11, i, nsFence, nsFence, false);
            generateBox(level, chunkBox, 12, 10, i, 12, 11, i, nsFence, nsFence, false);
            placeBlock(level, b.bricks, i, 13, 0, chunkBox);
            placeBlock(level, b.bricks, i, 13, 12, chunkBox);
            placeBlock(level, b.bricks, 0, 13, i, chunkBox);
            placeBlock(level, b.bricks, 12, 13, i, chunkBox);
            if (i == 11) continue;
            placeBlock(level, weFence, i + 1, 13, 0, chunkBox);
            placeBlock(level, weFence, i + 1, 13, 12, chunkBox);
            placeBlock(level, nsFence, 0, 13, i + 1, chunkBox);
            placeBlock(level, nsFence, 12, 13, i + 1, chunkBox);
        }
        placeBlock(level, b.side(b.side(b.fence, "north"), "east"), 0, 13, 0, chunkBox);
        placeBlock(level, b.side(b.side(b.fence, "south"), "east"), 0, 13, 12, chunkBox);
        placeBlock(level, b.side(b.side(b.fence, "south"), "west"), 12, 13, 12, chunkBox);
        placeBlock(level, b.side(b.side(b.fence, "north"), "west"), 12, 13, 0, chunkBox);
        for (int z2 = 3; z2 <= 9; z2 += 2) {
            generateBox(level, chunkBox, 1, 7, z2, 1, 8, z2, nswFence, nswFence, false);
            generateBox(level, chunkBox, 11, 7, z2, 11, 8, z2, nseFence, nseFence, false);
        }
        int stairs = b.facing(b.stairs, "north");
        for (int i = 0; i <= 6; i++) {
            int z3 = i + 4;
            for (int x = 5; x <= 7; x++) {
                placeBlock(level, stairs, x, 5 + i, z3, chunkBox);
            }
            if (z3 >= 5 && z3 <= 8) {
                generateBox(level, chunkBox, 5, 5, z3, 7, i + 4, z3, b.bricks, b.bricks, false);
            } else if (z3 >= 9 && z3 <= 10) {
                generateBox(level, chunkBox, 5, 8, z3, 7, i + 4, z3, b.bricks, b.bricks, false);
            }
            if (i < 1) continue;
            generateBox(level, chunkBox, 5, 6 + i, z3, 7, 9 + i, z3, b.air, b.air, false);
        }
        for (int x2 = 5; x2 <= 7; x2++) {
            placeBlock(level, stairs, x2, 12, 11, chunkBox);
        }
        generateBox(level, chunkBox, 5, 6, 7, 5, 7, 7, nseFence, nseFence, false);
        generateBox(level, chunkBox, 7, 6, 7, 7, 7, 7, nswFence, nswFence, false);
        generateBox(level, chunkBox, 5, 13, 12, 7, 13, 12, b.air, b.air, false);
        generateBox(level, chunkBox, 2, 5, 2, 3, 5, 3, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 2, 5, 9, 3, 5, 10, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 2, 5, 4, 2, 5, 8, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 9, 5, 2, 10, 5, 3, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 9, 5, 9, 10, 5, 10, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 10, 5, 4, 10, 5, 8, b.bricks, b.bricks, false);
        int eastStairs = b.facing(stairs, "east");
        int westStairs = b.facing(stairs, "west");
        placeBlock(level, westStairs, 4, 5, 2, chunkBox);
        placeBlock(level, westStairs, 4, 5, 3, chunkBox);
        placeBlock(level, westStairs, 4, 5, 9, chunkBox);
        placeBlock(level, westStairs, 4, 5, 10, chunkBox);
        placeBlock(level, eastStairs, 8, 5, 2, chunkBox);
        placeBlock(level, eastStairs, 8, 5, 3, chunkBox);
        placeBlock(level, eastStairs, 8, 5, 9, chunkBox);
        placeBlock(level, eastStairs, 8, 5, 10, chunkBox);
        generateBox(level, chunkBox, 3, 4, 4, 4, 4, 8, b.soulSand, b.soulSand, false);
        generateBox(level, chunkBox, 8, 4, 4, 9, 4, 8, b.soulSand, b.soulSand, false);
        generateBox(level, chunkBox, 3, 5, 4, 4, 5, 8, b.netherWart, b.netherWart, false);
        generateBox(level, chunkBox, 8, 5, 4, 9, 5, 8, b.netherWart, b.netherWart, false);
        generateBox(level, chunkBox, 4, 2, 0, 8, 2, 12, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 2, 4, 12, 2, 8, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 4, 0, 0, 8, 1, 3, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 4, 0, 9, 8, 1, 12, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 0, 4, 3, 1, 8, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 9, 0, 4, 12, 1, 8, b.bricks, b.bricks, false);
        for (int x = 4; x <= 8; x++) {
            for (int z = 0; z <= 2; z++) {
                fillColumnDown(level, b.bricks, x, -1, z, chunkBox);
                fillColumnDown(level, b.bricks, x, -1, 12 - z, chunkBox);
            }
        }
        for (int x = 0; x <= 2; x++) {
            for (int z = 4; z <= 8; z++) {
                fillColumnDown(level, b.bricks, x, -1, z, chunkBox);
                fillColumnDown(level, b.bricks, 12 - x, -1, z, chunkBox);
            }
        }
    }
}
