package dev.strata.engine.feature.tree;

/**
 * A box of voxels, filled or not (game: {@code BitSetDiscreteVoxelShape}, index {@code (x * ySize + y) * zSize + z}),
 * and its face walk {@link #forAllFaces} in the game's order ({@code DiscreteVoxelShape.forAllFaces}: the z faces by
 * x, y; then the y faces by z, x; then the x faces by y, z; along each line a face where filled starts (negative
 * side) and where it ends (positive side)). The bits are a plain {@code long[]} (a {@code BitSet} spent a
 * tenth of the trees' time keeping its used-word count on every fill).
 */
public final class VoxelShape {
    /** Receives one face: the direction out of the filled voxel at (x, y, z). */
    @FunctionalInterface
    public interface FaceConsumer {
        void face(Direction d, int x, int y, int z);
    }

    public final int xSize, ySize, zSize;
    private final long[] bits;

    public VoxelShape(int xSize, int ySize, int zSize) {
        this.xSize = xSize;
        this.ySize = ySize;
        this.zSize = zSize;
        this.bits = new long[(xSize * ySize * zSize + 63) >>> 6];
    }

    private int index(int x, int y, int z) {
        return (x * ySize + y) * zSize + z;
    }

    public void fill(int x, int y, int z) {
        int i = index(x, y, z);
        bits[i >>> 6] |= 1L << i;
    }

    public boolean isFull(int x, int y, int z) {
        int i = index(x, y, z);
        return (bits[i >>> 6] & (1L << i)) != 0;
    }

    public void forAllFaces(FaceConsumer consumer) {
        for (int x = 0; x < xSize; x++) {
            for (int y = 0; y < ySize; y++) {
                boolean last = false;
                for (int z = 0; z <= zSize; z++) {
                    boolean full = z != zSize && isFull(x, y, z);
                    if (!last && full) consumer.face(Direction.NORTH, x, y, z);
                    if (last && !full) consumer.face(Direction.SOUTH, x, y, z - 1);
                    last = full;
                }
            }
        }
        for (int z = 0; z < zSize; z++) {
            for (int x = 0; x < xSize; x++) {
                boolean last = false;
                for (int y = 0; y <= ySize; y++) {
                    boolean full = y != ySize && isFull(x, y, z);
                    if (!last && full) consumer.face(Direction.DOWN, x, y, z);
                    if (last && !full) consumer.face(Direction.UP, x, y - 1, z);
                    last = full;
                }
            }
        }
        for (int y = 0; y < ySize; y++) {
            for (int z = 0; z < zSize; z++) {
                boolean last = false;
                for (int x = 0; x <= xSize; x++) {
                    boolean full = x != xSize && isFull(x, y, z);
                    if (!last && full) consumer.face(Direction.WEST, x, y, z);
                    if (last && !full) consumer.face(Direction.EAST, x - 1, y, z);
                    last = full;
                }
            }
        }
    }
}
