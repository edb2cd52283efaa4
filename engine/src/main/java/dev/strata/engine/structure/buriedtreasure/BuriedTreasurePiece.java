package dev.strata.engine.structure.buriedtreasure;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.Chests;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * Buried treasure's piece (game: {@code BuriedTreasurePieces.BuriedTreasurePiece}, id {@code minecraft:btp}, no
 * orientation, no saved fields of its own): from the {@code OCEAN_FLOOR_WG} height at its block down to the world's
 * bottom, the first position above sandstone, stone, andesite, granite or diorite gets the chest; first each of its
 * six neighbours (in the game's {@code Direction.values()} order: down, up, north, south, west, east) that is air
 * or a liquid becomes the block below the chest when the block under that neighbour is air or liquid too (not for
 * up), else sand (or the chest position's own block when that is neither air nor liquid); the piece's box shrinks to
 * the chest's block, then the chest ({@code createChest}, loot table {@code chests/buried_treasure}).
 */
final class BuriedTreasurePiece extends StructurePiece {
    private static final Direction[] VALUES = {Direction.DOWN, Direction.UP, Direction.NORTH, Direction.SOUTH, Direction.WEST, Direction.EAST};

    /** Game: {@code BuriedTreasurePiece(CompoundTag)}: the fields every piece has, nothing of its own. */
    BuriedTreasurePiece(PieceTag tag) {
        super(tag);
    }

    BuriedTreasurePiece(int x, int y, int z) {
        super(0, new BoundingBox(x, y, z, x, y, z));
    }

    @Override
    public String typeId() {
        return "minecraft:btp";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        BlockStates s = level.states();
        int x = boundingBox.minX(), z = boundingBox.minZ();
        int y = level.getHeight(Heightmap.Types.OCEAN_FLOOR_WG, x, z);
        int sandstone = s.blockIndex("minecraft:sandstone"), stone = s.blockIndex("minecraft:stone"), andesite = s.blockIndex("minecraft:andesite"),
                granite = s.blockIndex("minecraft:granite"), diorite = s.blockIndex("minecraft:diorite");
        for (; y > level.getMinY(); y--) {
            int current = level.getBlockState(x, y, z);
            int below = level.getBlockState(x, y - 1, z);
            int b = s.block(below);
            if (b != sandstone && b != stone && b != andesite && b != granite && b != diorite) continue;
            int soft = s.isAir(current) || isLiquid(s, current) ? s.defaultState("minecraft:sand") : current;
            for (Direction d : VALUES) {
                int rx = x + d.stepX, ry = y + d.stepY, rz = z + d.stepZ;
                int relative = level.getBlockState(rx, ry, rz);
                if (!s.isAir(relative) && !isLiquid(s, relative)) continue;
                int belowRelative = level.getBlockState(rx, ry - 1, rz);
                if ((s.isAir(belowRelative) || isLiquid(s, belowRelative)) && d != Direction.UP) {
                    level.setBlock(rx, ry, rz, below, WorldGenLevel.UPDATE_ALL);
                } else {
                    level.setBlock(rx, ry, rz, soft, WorldGenLevel.UPDATE_ALL);
                }
            }
            boundingBox = new BoundingBox(x, y, z, x, y, z);
            Chests.createChest(level, chunkBox, random, x, y, z, "minecraft:chests/buried_treasure", -1);
            return;
        }
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {}
}
