package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.structure.BoundingBox;
import java.util.ArrayList;
import java.util.List;

/**
 * The space a jigsaw piece may still take (game: the {@code MutableObject<VoxelShape>} of {@code JigsawPlacement}:
 * a shape made from one box, from which each placed piece's box is cut with {@code Shapes.joinUnoptimized(free,
 * box, ONLY_FIRST)}). Every box involved has integer corners, so the shape is exactly a set of blocks: the first box
 * less the boxes cut from it, and the game's test {@code joinIsNotEmpty(free, box.deflate(0.25), ONLY_SECOND)}
 * (some part of the candidate lies outside the free shape) is "some block of the candidate is not free". Mutable
 * and shared the way the game shares its holder: every piece placed into this space cuts from the same object.
 */
final class FreeSpace {
    private final int minX, minY, minZ, maxX, maxY, maxZ; // inclusive; empty when a min exceeds its max
    private final List<BoundingBox> cut = new ArrayList<>();

    /** The blocks {@code [minX, maxX] x [minY, maxY] x [minZ, maxZ]} (inclusive; empty when a min exceeds its max). */
    FreeSpace(int minX, int minY, int minZ, int maxX, int maxY, int maxZ) {
        this.minX = minX;
        this.minY = minY;
        this.minZ = minZ;
        this.maxX = maxX;
        this.maxY = maxY;
        this.maxZ = maxZ;
    }

    /** Game: {@code Shapes.create(AABB.of(box))}. */
    static FreeSpace of(BoundingBox box) {
        return new FreeSpace(box.minX(), box.minY(), box.minZ(), box.maxX(), box.maxY(), box.maxZ());
    }

    /** Whether every block of {@code box} is free (game: not {@code joinIsNotEmpty(free, deflated box, ONLY_SECOND)}). */
    boolean fits(BoundingBox box) {
        if (box.minX() < minX || box.maxX() > maxX || box.minY() < minY || box.maxY() > maxY || box.minZ() < minZ || box.maxZ() > maxZ) return false;
        for (BoundingBox c : cut) if (c.intersects(box)) return false;
        return true;
    }

    /** Takes {@code box}'s blocks out of the free space (game: {@code joinUnoptimized(free, box, ONLY_FIRST)}). */
    void remove(BoundingBox box) {
        cut.add(new BoundingBox(box));
    }
}
