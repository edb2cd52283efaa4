package dev.strata.engine.structure.mineshaft;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * What the four mineshaft pieces share (game: {@code MineshaftPieces.MineShaftPiece}): the mineshaft type, stored
 * as {@code MST} (its ordinal), and the block rules of all four: planks, wood, fences and chains are never replaced;
 * a piece is not built where the biome at its middle is in {@code #minecraft:mineshaft_blocking} or a liquid
 * touches its box's shell.
 */
abstract sealed class MineshaftPiece extends StructurePiece permits MineShaftRoom, MineShaftCorridor, MineShaftCrossing, MineShaftStairs {
    final MineshaftType type;

    MineshaftPiece(int genDepth, MineshaftType type, BoundingBox box) {
        super(genDepth, box);
        this.type = type;
    }

    /** Game: {@code MineShaftPiece(type, tag)}: {@code MST} by {@code Type.byId} (out of range: normal). */
    MineshaftPiece(PieceTag tag) {
        super(tag);
        this.type = MineshaftType.byId(tag.getInt("MST"));
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        tag.putInt("MST", type.ordinal());
    }

    /** The state ids and tags of this piece's type in the level's pack. */
    final MineshaftBlocks blocks(WorldGenLevel level) {
        return MineshaftBlocks.of(level.states(), type);
    }

    @Override
    protected boolean canBeReplaced(WorldGenLevel level, int x, int y, int z, BoundingBox chunkBox) {
        MineshaftBlocks b = blocks(level);
        int block = level.states().block(getBlock(level, x, y, z, chunkBox));
        return block != b.planksBlock && block != b.woodBlock && block != b.fenceBlock && block != b.chainBlock;
    }

    /** Game: {@code isSupportingBox}: no block of {@code x0..x1} at {@code y1 + 1} (own coordinates) is air. */
    protected boolean isSupportingBox(WorldGenLevel level, BoundingBox chunkBox, int x0, int x1, int y1, int z0) {
        for (int x = x0; x <= x1; x++) {
            if (level.states().isAir(getBlock(level, x, y1 + 1, z0, chunkBox))) return false;
        }
        return true;
    }

    /**
     * Game: {@code isInInvalidLocation}: the box grown by one, clipped to the chunk box; the biome at its middle is
     * mineshaft-blocking, or a liquid block lies on its bottom or top layer, or on its four sides (world coordinates).
     */
    protected boolean isInInvalidLocation(WorldGenLevel level, BoundingBox chunkBox) {
        BoundingBox b = boundingBox;
        int x0 = Math.max(b.minX() - 1, chunkBox.minX());
        int y0 = Math.max(b.minY() - 1, chunkBox.minY());
        int z0 = Math.max(b.minZ() - 1, chunkBox.minZ());
        int x1 = Math.min(b.maxX() + 1, chunkBox.maxX());
        int y1 = Math.min(b.maxY() + 1, chunkBox.maxY());
        int z1 = Math.min(b.maxZ() + 1, chunkBox.maxZ());
        MineshaftBlocks blocks = blocks(level);
        if (blocks.isBlockingBiome(level.getBiome((x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2))) return true;
        for (int x = x0; x <= x1; x++) {
            for (int z = z0; z <= z1; z++) {
                if (blocks.isLiquid(level.getBlockState(x, y0, z))) return true;
                if (blocks.isLiquid(level.getBlockState(x, y1, z))) return true;
            }
        }
        for (int x = x0; x <= x1; x++) {
            for (int y = y0; y <= y1; y++) {
                if (blocks.isLiquid(level.getBlockState(x, y, z0))) return true;
                if (blocks.isLiquid(level.getBlockState(x, y, z1))) return true;
            }
        }
        for (int z = z0; z <= z1; z++) {
            for (int y = y0; y <= y1; y++) {
                if (blocks.isLiquid(level.getBlockState(x0, y, z))) return true;
                if (blocks.isLiquid(level.getBlockState(x1, y, z))) return true;
            }
        }
        return false;
    }

    /** Game: {@code setPlanksBlock}: where {@link #isInterior}, planks unless the top face there is already sturdy. */
    protected void setPlanksBlock(WorldGenLevel level, BoundingBox chunkBox, int planks, int x, int y, int z) {
        if (!isInterior(level, x, y, z, chunkBox)) return;
        int wx = getWorldX(x, z), wy = getWorldY(y), wz = getWorldZ(x, z);
        if (!isFaceSturdy(level.getBlockState(wx, wy, wz), Direction.UP)) level.setBlock(wx, wy, wz, planks, WorldGenLevel.UPDATE_CLIENTS);
    }
}
