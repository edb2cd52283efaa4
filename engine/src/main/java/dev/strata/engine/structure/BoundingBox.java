package dev.strata.engine.structure;

import dev.strata.engine.feature.Direction;
import java.util.Arrays;
import java.util.Iterator;

/**
 * A box of blocks with inclusive minimum and maximum corners (game: {@code levelgen.structure.BoundingBox}).
 * Like the game's, it is mutable: {@link #move} and {@link #encapsulate} change this box in place (structure
 * generation relies on that, e.g. the builder's vertical offset moves every piece's own box); {@link #moved} and
 * {@link #inflatedBy} return new boxes. Stored in NBT as an int array {@code [minX, minY, minZ, maxX, maxY, maxZ]}.
 */
public final class BoundingBox {
    private int minX, minY, minZ, maxX, maxY, maxZ;

    /**
     * A box from its corners in block coordinates. Inverted bounds are swapped into order, as the game does after
     * logging them.
     */
    public BoundingBox(int minX, int minY, int minZ, int maxX, int maxY, int maxZ) {
        this.minX = Math.min(minX, maxX);
        this.minY = Math.min(minY, maxY);
        this.minZ = Math.min(minZ, maxZ);
        this.maxX = Math.max(minX, maxX);
        this.maxY = Math.max(minY, maxY);
        this.maxZ = Math.max(minZ, maxZ);
    }

    /** A copy of {@code other}. */
    public BoundingBox(BoundingBox other) {
        this(other.minX, other.minY, other.minZ, other.maxX, other.maxY, other.maxZ);
    }

    /** The box covering every block of the world's int range (game: {@code BoundingBox.infinite()}). */
    public static BoundingBox infinite() {
        return new BoundingBox(Integer.MIN_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE);
    }

    /**
     * A box of {@code width x height x depth} blocks placed at a foot position facing {@code direction}, with an
     * offset in the piece's own axes (game: {@code BoundingBox.orientBox}; south, up and down use the default case).
     */
    public static BoundingBox orientBox(int footX, int footY, int footZ, int offX, int offY, int offZ, int width, int height, int depth, Direction direction) {
        return switch (direction) {
            case NORTH -> new BoundingBox(footX + offX, footY + offY, footZ - depth + 1 + offZ, footX + width - 1 + offX, footY + height - 1 + offY, footZ + offZ);
            case WEST -> new BoundingBox(footX - depth + 1 + offZ, footY + offY, footZ + offX, footX + offZ, footY + height - 1 + offY, footZ + width - 1 + offX);
            case EAST -> new BoundingBox(footX + offZ, footY + offY, footZ + offX, footX + depth - 1 + offZ, footY + height - 1 + offY, footZ + width - 1 + offX);
            default -> new BoundingBox(footX + offX, footY + offY, footZ + offZ, footX + width - 1 + offX, footY + height - 1 + offY, footZ + depth - 1 + offZ);
        };
    }

    /** Whether the two boxes share at least one block. */
    public boolean intersects(BoundingBox other) {
        return maxX >= other.minX && minX <= other.maxX && maxZ >= other.minZ && minZ <= other.maxZ && maxY >= other.minY && minY <= other.maxY;
    }

    /** Whether the box's x/z footprint meets the rectangle {@code [minX, maxX] x [minZ, maxZ]}. */
    public boolean intersects(int minX, int minZ, int maxX, int maxZ) {
        return this.maxX >= minX && this.minX <= maxX && this.maxZ >= minZ && this.minZ <= maxZ;
    }

    /** Whether the block is inside the box. */
    public boolean isInside(int x, int y, int z) {
        return x >= minX && x <= maxX && z >= minZ && z <= maxZ && y >= minY && y <= maxY;
    }

    /** Grows this box in place to cover {@code other}; returns this box. */
    public BoundingBox encapsulate(BoundingBox other) {
        minX = Math.min(minX, other.minX);
        minY = Math.min(minY, other.minY);
        minZ = Math.min(minZ, other.minZ);
        maxX = Math.max(maxX, other.maxX);
        maxY = Math.max(maxY, other.maxY);
        maxZ = Math.max(maxZ, other.maxZ);
        return this;
    }

    /** Grows this box in place to cover a block; returns this box. */
    public BoundingBox encapsulate(int x, int y, int z) {
        minX = Math.min(minX, x);
        minY = Math.min(minY, y);
        minZ = Math.min(minZ, z);
        maxX = Math.max(maxX, x);
        maxY = Math.max(maxY, y);
        maxZ = Math.max(maxZ, z);
        return this;
    }

    /**
     * The smallest box covering all of {@code boxes}, a new box (game: {@code encapsulatingBoxes}).
     *
     * @throws IllegalStateException when there are no boxes
     */
    public static BoundingBox encapsulatingBoxes(Iterable<BoundingBox> boxes) {
        Iterator<BoundingBox> it = boxes.iterator();
        if (!it.hasNext()) throw new IllegalStateException("Unable to calculate boundingbox without pieces");
        BoundingBox result = new BoundingBox(it.next());
        it.forEachRemaining(result::encapsulate);
        return result;
    }

    /** Moves this box in place; returns this box. */
    public BoundingBox move(int dx, int dy, int dz) {
        minX += dx;
        minY += dy;
        minZ += dz;
        maxX += dx;
        maxY += dy;
        maxZ += dz;
        return this;
    }

    /** A moved copy. */
    public BoundingBox moved(int dx, int dy, int dz) {
        return new BoundingBox(minX + dx, minY + dy, minZ + dz, maxX + dx, maxY + dy, maxZ + dz);
    }

    /** A copy grown by {@code amount} blocks on every side. */
    public BoundingBox inflatedBy(int amount) {
        return new BoundingBox(minX - amount, minY - amount, minZ - amount, maxX + amount, maxY + amount, maxZ + amount);
    }

    /** Blocks along x. */
    public int getXSpan() {
        return maxX - minX + 1;
    }

    /** Blocks along y. */
    public int getYSpan() {
        return maxY - minY + 1;
    }

    /** Blocks along z. */
    public int getZSpan() {
        return maxZ - minZ + 1;
    }

    /** The game's centre: {@code min + span / 2} per axis. */
    public int centerX() {
        return minX + (maxX - minX + 1) / 2;
    }

    /** The game's centre y. */
    public int centerY() {
        return minY + (maxY - minY + 1) / 2;
    }

    /** The game's centre z. */
    public int centerZ() {
        return minZ + (maxZ - minZ + 1) / 2;
    }

    public int minX() {
        return minX;
    }

    public int minY() {
        return minY;
    }

    public int minZ() {
        return minZ;
    }

    public int maxX() {
        return maxX;
    }

    public int maxY() {
        return maxY;
    }

    public int maxZ() {
        return maxZ;
    }

    /** The NBT form (game: {@code BoundingBox.CODEC}): {@code [minX, minY, minZ, maxX, maxY, maxZ]}. */
    public int[] toArray() {
        return new int[] {minX, minY, minZ, maxX, maxY, maxZ};
    }

    /**
     * A box from its NBT form.
     *
     * @throws IllegalArgumentException when the array does not hold exactly six ints
     */
    public static BoundingBox fromArray(int[] a) {
        if (a.length != 6) throw new IllegalArgumentException("a bounding box needs 6 ints, not " + a.length);
        return new BoundingBox(a[0], a[1], a[2], a[3], a[4], a[5]);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BoundingBox b && minX == b.minX && minY == b.minY && minZ == b.minZ && maxX == b.maxX && maxY == b.maxY && maxZ == b.maxZ;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(toArray());
    }

    @Override
    public String toString() {
        return "BoundingBox" + Arrays.toString(toArray());
    }
}
