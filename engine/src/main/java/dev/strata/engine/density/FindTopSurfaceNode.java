package dev.strata.engine.density;

/**
 * Compiled {@code find_top_surface} (26.x; feeds the noise router's {@code preliminary_surface_level}): scanning
 * down from the upper bound in steps of {@code cellHeight} blocks, the first y whose density is positive;
 * {@code lowerBound} when there is none. The result is a block y.
 *
 * <p>The start is the upper bound (evaluated at the caller's position) floored to a multiple of the cell height
 * in absolute block y; at or below the lower bound the lower bound is returned at once. The density is sampled at
 * (x, y', z) for each candidate y', and must be strictly positive. Source: the game's
 * {@code DensityFunctions.FindTopSurface} (see docs/notes-26x-worldgen.md).
 */
final class FindTopSurfaceNode extends Node {
    final DensityFunction density, upperBound;
    final int lowerBound, cellHeight;

    FindTopSurfaceNode(DensityFunction density, DensityFunction upperBound, int lowerBound, int cellHeight) {
        super(lowerBound, Math.max(lowerBound, upperBound.maxValue()));
        this.density = density;
        this.upperBound = upperBound;
        this.lowerBound = lowerBound;
        this.cellHeight = cellHeight;
    }

    @Override
    public double compute(int x, int y, int z) {
        int top = (int) Math.floor(upperBound.compute(x, y, z) / (double) cellHeight) * cellHeight;
        if (top <= lowerBound) return lowerBound;
        for (int by = top; by >= lowerBound; by -= cellHeight) {
            if (density.compute(x, by, z) > 0.0) return by;
        }
        return lowerBound;
    }
}
