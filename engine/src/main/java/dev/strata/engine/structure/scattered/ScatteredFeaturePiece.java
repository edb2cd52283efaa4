package dev.strata.engine.structure.scattered;

import dev.strata.engine.structure.Chests;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BlockOrientation;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * The one piece of a temple or hut (game: {@code ScatteredFeaturePiece}, 26.1 and 26.2 alike): a box of width x
 * height x depth at the chunk's min corner and y 64, facing a random horizontal direction ({@code nextInt(4)} of
 * north, east, south, west), whose height is decided when first placed: the mean {@code MOTION_BLOCKING_NO_LEAVES}
 * height over its columns inside the chunk ({@link #updateAverageGroundHeight}) or the lowest over all its columns
 * ({@link #updateHeightPositionToLowestGroundHeight}).
 *
 * <p>Saved fields: {@code Width}, {@code Height}, {@code Depth}, {@code HPos}, then the subclass's.
 */
public abstract class ScatteredFeaturePiece extends StructurePiece {
    protected final int width, height, depth;
    protected int heightPosition = -1;

    protected ScatteredFeaturePiece(int west, int floor, int north, int width, int height, int depth, Direction direction) {
        super(0, makeBoundingBox(west, floor, north, direction, width, height, depth));
        this.width = width;
        this.height = height;
        this.depth = depth;
        setOrientation(direction);
    }

    /** Game: {@code ScatteredFeaturePiece(type, tag)}: {@code Width}, {@code Height}, {@code Depth}, {@code HPos} (ints). */
    protected ScatteredFeaturePiece(PieceTag tag) {
        super(tag);
        this.width = tag.getInt("Width");
        this.height = tag.getInt("Height");
        this.depth = tag.getInt("Depth");
        this.heightPosition = tag.getInt("HPos");
    }

    /** Game: {@code StructurePiece.getRandomHorizontalDirection}: {@code Direction.Plane.HORIZONTAL} by {@code nextInt(4)}. */
    protected static Direction randomHorizontalDirection(RandomSource random) {
        return Direction.HORIZONTAL[random.nextInt(4)];
    }

    /** Game: {@code updateAverageGroundHeight}: false when none of the piece's columns is in the chunk. */
    protected boolean updateAverageGroundHeight(WorldGenLevel level, BoundingBox chunkBox, int offset) {
        if (heightPosition >= 0) return true;
        int total = 0, count = 0;
        for (int z = boundingBox.minZ(); z <= boundingBox.maxZ(); z++) {
            for (int x = boundingBox.minX(); x <= boundingBox.maxX(); x++) {
                if (!chunkBox.isInside(x, 64, z)) continue;
                total += level.getHeight(Heightmap.Types.MOTION_BLOCKING_NO_LEAVES, x, z);
                count++;
            }
        }
        if (count == 0) return false;
        heightPosition = total / count;
        boundingBox.move(0, heightPosition - boundingBox.minY() + offset, 0);
        return true;
    }

    /** Game: {@code updateHeightPositionToLowestGroundHeight}. */
    protected boolean updateHeightPositionToLowestGroundHeight(WorldGenLevel level, int offset) {
        if (heightPosition >= 0) return true;
        int lowest = level.getMaxYExclusive();
        boolean found = false;
        for (int z = boundingBox.minZ(); z <= boundingBox.maxZ(); z++) {
            for (int x = boundingBox.minX(); x <= boundingBox.maxX(); x++) {
                lowest = Math.min(lowest, level.getHeight(Heightmap.Types.MOTION_BLOCKING_NO_LEAVES, x, z));
                found = true;
            }
        }
        if (!found) return false;
        heightPosition = lowest;
        boundingBox.move(0, heightPosition - boundingBox.minY() + offset, 0);
        return true;
    }

    /**
     * A stairs state as {@code placeBlock} must get it so that the piece's mirror gives the game's
     * {@code StairBlock.mirror}: a left-right mirror of a stair facing north or south also swaps its
     * {@code inner/outer_left} and {@code _right} shape ({@link BlockOrientation} mirrors only the facing).
     */
    protected int stairs(WorldGenLevel level, int state) {
        if (getMirror() != BlockOrientation.Mirror.LEFT_RIGHT) return state;
        String facing = level.states().value(state, "facing");
        if (!"north".equals(facing) && !"south".equals(facing)) return state;
        String shape = level.states().value(state, "shape");
        String swapped = switch (shape) {
            case "inner_left" -> "inner_right";
            case "inner_right" -> "inner_left";
            case "outer_left" -> "outer_right";
            case "outer_right" -> "outer_left";
            default -> shape;
        };
        return level.states().with(state, "shape", swapped);
    }

    /** World position {x, y, z} of the piece's own coordinates (game: {@code getWorldPos}). */
    protected int[] worldPos(int x, int y, int z) {
        return new int[] {getWorldX(x, z), getWorldY(y), getWorldZ(x, z)};
    }

    /** Game: {@code createChest(level, box, random, x, y, z, lootTable)} at the piece's own coordinates. */
    protected boolean createChest(WorldGenLevel level, BoundingBox chunkBox, RandomSource random, int x, int y, int z, String lootTable) {
        int[] p = worldPos(x, y, z);
        return Chests.createChest(level, chunkBox, random, p[0], p[1], p[2], lootTable, -1);
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        tag.putInt("Width", width);
        tag.putInt("Height", height);
        tag.putInt("Depth", depth);
        tag.putInt("HPos", heightPosition);
    }
}
