package dev.strata.engine.structure.stronghold;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;

/**
 * A turn to the right, 5 x 5 x 5 (game: {@code StrongholdPieces.RightTurn}, id {@code minecraft:shrt}). Facing north
 * or east it opens and grows a child on its own right side; facing south or west, where the game's own coordinates
 * are mirrored, on the other side, as the game does.
 */
final class RightTurn extends StrongholdPiece {
    RightTurn(int genDepth, RandomSource random, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
        entryDoor = SmallDoorType.random(random);
    }

    /** Game: {@code StrongholdPieces.RightTurn(CompoundTag)}: the shared fields only. */
    RightTurn(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:shrt";
    }

    private boolean northOrEast() {
        Direction o = getOrientation();
        return o == Direction.NORTH || o == Direction.EAST;
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        if (northOrEast()) generateSmallDoorChildRight((StartPiece) startPiece, accessor, random, 1, 1);
        else generateSmallDoorChildLeft((StartPiece) startPiece, accessor, random, 1, 1);
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static RightTurn createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -1, -1, 0, 5, 5, 5, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new RightTurn(genDepth, random, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        StrongholdBlocks b = blocks(level);
        generateSmoothStoneBox(level, chunkBox, 0, 0, 0, 4, 4, 4, true, random);
        generateSmallDoor(level, chunkBox, entryDoor, 1, 1, 0);
        if (northOrEast()) generateBox(level, chunkBox, 4, 1, 1, 4, 3, 3, b.caveAir, b.caveAir, false);
        else generateBox(level, chunkBox, 0, 1, 1, 0, 3, 3, b.caveAir, b.caveAir, false);
    }
}
