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
 * A short corridor, 5 x 5 and 1 to 3 long, that joins a small door to the piece just ahead of it (game: {@code
 * StrongholdPieces.FillerCorridor}, id {@code minecraft:shfc}); its length is saved as {@code Steps}. No children.
 */
final class FillerCorridor extends StrongholdPiece {
    /** Game: {@code steps}: the box's length along the direction. */
    private final int steps;

    FillerCorridor(int genDepth, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
        steps = direction == Direction.NORTH || direction == Direction.SOUTH ? box.getZSpan() : box.getXSpan();
    }

    /** Game: {@code StrongholdPieces.FillerCorridor(CompoundTag)}: {@code Steps} (int). */
    FillerCorridor(PieceTag tag) {
        super(tag);
        steps = tag.getInt("Steps");
    }

    @Override
    public String typeId() {
        return "minecraft:shfc";
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putInt("Steps", steps);
    }

    /**
     * Game: {@code findPieceBox} (which draws nothing): the 5 x 5 x 4 box at the foot must meet an earlier piece
     * whose box starts at the same y; then the longest of 3, 2 boxes whose first 2, 1 blocks stay clear of it; else
     * null.
     */
    static BoundingBox findPieceBox(StructurePieceAccessor accessor, int footX, int footY, int footZ, Direction direction) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -1, -1, 0, 5, 5, 4, direction);
        StructurePiece collision = accessor.findCollisionPiece(box);
        if (collision == null) return null;
        if (collision.getBoundingBox().minY() == box.minY()) {
            for (int depth = 2; depth >= 1; depth--) {
                box = BoundingBox.orientBox(footX, footY, footZ, -1, -1, 0, 5, 5, depth, direction);
                if (!collision.getBoundingBox().intersects(box)) {
                    return BoundingBox.orientBox(footX, footY, footZ, -1, -1, 0, 5, 5, depth + 1, direction);
                }
            }
        }
        return null;
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        StrongholdBlocks b = blocks(level);
        for (int i = 0; i < steps; i++) {
            for (int x = 0; x <= 4; x++) placeBlock(level, b.stoneBricks, x, 0, i, chunkBox);
            for (int y = 1; y <= 3; y++) {
                placeBlock(level, b.stoneBricks, 0, y, i, chunkBox);
                placeBlock(level, b.caveAir, 1, y, i, chunkBox);
                placeBlock(level, b.caveAir, 2, y, i, chunkBox);
                placeBlock(level, b.caveAir, 3, y, i, chunkBox);
                placeBlock(level, b.stoneBricks, 4, y, i, chunkBox);
            }
            for (int x = 0; x <= 4; x++) placeBlock(level, b.stoneBricks, x, 4, i, chunkBox);
        }
    }
}
