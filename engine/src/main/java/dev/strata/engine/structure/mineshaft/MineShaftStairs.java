package dev.strata.engine.structure.mineshaft;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;

/**
 * A stairway down by five blocks over nine (game: {@code MineshaftPieces.MineShaftStairs}, type
 * {@code minecraft:msstairs}): 3 wide, 8 high, 9 long in its direction, with one child at its far end.
 */
final class MineShaftStairs extends MineshaftPiece {
    MineShaftStairs(int genDepth, BoundingBox box, Direction direction, MineshaftType type) {
        super(genDepth, type, box);
        setOrientation(direction);
    }

    /** Game: {@code MineShaftStairs(CompoundTag)}: the shared fields only. */
    MineShaftStairs(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:msstairs";
    }

    /** The stairs' box from a foot position, or null when it meets an earlier piece (game: {@code findStairs}). */
    static BoundingBox findStairs(StructurePieceAccessor accessor, int footX, int footY, int footZ, Direction direction) {
        BoundingBox box = switch (direction) {
            case SOUTH -> new BoundingBox(0, -5, 0, 2, 2, 8);
            case WEST -> new BoundingBox(-8, -5, 0, 0, 2, 2);
            case EAST -> new BoundingBox(0, -5, 0, 8, 2, 2);
            default -> new BoundingBox(0, -5, -8, 2, 2, 0);
        };
        box.move(footX, footY, footZ);
        return accessor.findCollisionPiece(box) != null ? null : box;
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        int depth = getGenDepth();
        Direction o = getOrientation();
        if (o == null) return;
        BoundingBox b = boundingBox;
        switch (o) {
            case SOUTH -> MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX(), b.minY(), b.maxZ() + 1, Direction.SOUTH, depth);
            case WEST -> MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() - 1, b.minY(), b.minZ(), Direction.WEST, depth);
            case EAST -> MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.maxX() + 1, b.minY(), b.minZ(), Direction.EAST, depth);
            default -> MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX(), b.minY(), b.minZ() - 1, Direction.NORTH, depth);
        }
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        if (isInInvalidLocation(level, chunkBox)) return;
        int air = blocks(level).caveAir;
        generateBox(level, chunkBox, 0, 5, 0, 2, 7, 1, air, air, false);
        generateBox(level, chunkBox, 0, 0, 7, 2, 2, 8, air, air, false);
        for (int i = 0; i < 5; i++) {
            generateBox(level, chunkBox, 0, 5 - i - (i < 4 ? 1 : 0), 2 + i, 2, 7 - i, 2 + i, air, air, false);
        }
    }
}
