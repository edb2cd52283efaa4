package dev.strata.engine.density;

/**
 * A density function bound to a seed: the fast, compiled form of a data-pack {@code worldgen/density_function}
 * tree (game: {@code DensityFunction} after {@code RandomState} has instantiated its noises).
 *
 * <p>Positions are absolute block coordinates (x, y, z in blocks, y in the dimension's frame, e.g. -64..319 in the
 * overworld). Values are pure functions of the position; chunk-bound cache nodes belong to exactly one worker's
 * {@code NoiseChunk}. A compiled graph belongs to one thread: nodes keep reusable scratch arrays for
 * {@link #fillColumn}, so {@link #fillColumn} must not run on one graph from two threads at once ({@link #compute}
 * touches no scratch). Compile one graph per worker, as the generator does.
 */
public interface DensityFunction {

    /** The value at block (x, y, z). Never throws for finite inputs; NaN only if the data pack asks for it. */
    double compute(int blockX, int blockY, int blockZ);

    /**
     * The values at {@code (x, y0 + i * dy, z)} into {@code out[i]} for {@code i < n}: a column of positions, for
     * filling lattices. Every value must equal {@link #compute} at that position bit for bit; nodes override it to
     * hoist work that depends only on x and z.
     */
    default void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
        for (int i = 0, y = y0; i < n; i++, y += dy) out[i] = compute(x, y, z);
    }

    /**
     * Bounds of the values {@link #compute} gives at the blocks of the interpolation cell a noise chunk is filling:
     * the lower bound into {@code out[0]}, the upper into {@code out[1]} (a node keeps one argument's bounds in locals
     * while it asks the next, so the recursion needs no scratch beyond these two entries). Chunk-bound
     * {@code interpolated} nodes report the range of their cell's 8 corner values, and every node combines its
     * arguments' bounds by interval arithmetic, widened outwards ({@link CellBounds}) so that the bounds hold for the
     * floating-point values a block gets, not only for the real ones. Nodes that do not know answer NaN for both (the
     * default; see {@link CellBounds#unknown}), which propagates. Outside a noise chunk's block fill the bounds mean
     * nothing. Lets the noise step skip blocks whose outcome a sign decides.
     */
    default void cellBounds(double[] out) {
        CellBounds.unknown(out);
    }

    /** A lower bound of every value {@link #compute} can return (may be -infinity when unknown). */
    double minValue();

    /** An upper bound of every value {@link #compute} can return (may be +infinity when unknown). */
    double maxValue();
}
