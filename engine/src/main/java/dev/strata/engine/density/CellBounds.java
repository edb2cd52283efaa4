package dev.strata.engine.density;

/**
 * Outward widening for {@link DensityFunction#cellBounds}: every bound a node computes in floating point is pushed
 * out by {@code 1e-9 · |bound| + 1e-12}. That margin is far above the rounding error of the node's own evaluation
 * at a block and of the bound's computation (each at most a few units in the last place, ~1e-16 relative, of values
 * no larger than the bounds), so a value evaluated at any block whose arguments lie within their bounds lies within
 * the widened bounds: the bounds are sound for the floating-point values, not only for the real ones.
 */
public final class CellBounds {
    private CellBounds() {}

    /** {@code v} pushed down by the margin (infinities and NaN stay). */
    public static double lower(double v) {
        return v - (Math.abs(v) * 1e-9 + 1e-12);
    }

    /** {@code v} pushed up by the margin. */
    public static double upper(double v) {
        return v + (Math.abs(v) * 1e-9 + 1e-12);
    }

    /**
     * Writes unknown bounds in {@code out[0]} and {@code out[1]}: NaN, not infinities, because a node without
     * bounds may also give NaN at a block (e.g. {@code inf - inf}), which no interval holds and no comparison with 0
     * passes. NaN propagates through every combination below and fails both {@code lo > 0} and {@code hi < 0}, so
     * an unknown argument decides nothing.
     */
    public static void unknown(double[] out) {
        out[0] = Double.NaN;
        out[1] = Double.NaN;
    }

    /** Writes {@code [f(lo), f(hi)]} widened, for {@code f} non-decreasing: the bounds of a monotone map. */
    static void monotone(double[] out, double flo, double fhi) {
        out[0] = lower(flo);
        out[1] = upper(fhi);
        if (Double.isNaN(out[0]) || Double.isNaN(out[1])) unknown(out);
    }
}
