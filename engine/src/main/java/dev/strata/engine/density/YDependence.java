package dev.strata.engine.density;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * A conservative structural test of whether a density function's value at (x, y, z) can change with y at fixed x
 * and z, so callers may compute it once per column (the lattice fill, the climate sampler). Unknown means yes.
 *
 * <p>y-independent: constants, blend alpha/offset (constants without blending), {@code end_islands},
 * {@code shift_a}/{@code shift_b} (sampled at y = 0), {@code noise}/{@code shifted_noise} with {@code y_scale == 0}
 * (they see y · 0.0, +0.0 or -0.0, which sample the same) and y-free shifts, and arithmetic, clamps, choices, splines,
 * {@code blend_density} and the cache markers over y-free arguments. Everything else — gradients, 3-D noises,
 * {@code old_blended_noise}, {@code weird_scaled_sampler}, {@code find_top_surface}, {@code interpolated}, the
 * beardifier, types added later — depends on y. Memoized by sub-tree identity; not thread-safe.
 */
public final class YDependence {
    private final Map<Object, Boolean> memo = new IdentityHashMap<>();

    /** Whether {@code def}'s value can change with y. */
    public boolean dependsOnY(DensityFunctionDef def) {
        Boolean b = memo.get(def);
        if (b == null) {
            b = compute(def);
            memo.put(def, b);
        }
        return b;
    }

    private boolean compute(DensityFunctionDef def) {
        if (def instanceof DensityFunctionDef.Constant || def instanceof DensityFunctionDef.BlendValue
                || def instanceof DensityFunctionDef.EndIslands) {
            return false;
        }
        if (def instanceof DensityFunctionDef.Ref r) return dependsOnY(r.target());
        if (def instanceof DensityFunctionDef.TwoArg t) return dependsOnY(t.argument1()) || dependsOnY(t.argument2());
        if (def instanceof DensityFunctionDef.Mapped m) return dependsOnY(m.argument());
        if (def instanceof DensityFunctionDef.Clamp c) return dependsOnY(c.input());
        if (def instanceof DensityFunctionDef.Noise n) return n.yScale() != 0.0;
        if (def instanceof DensityFunctionDef.ShiftedNoise s) {
            return s.yScale() != 0.0 || dependsOnY(s.shiftX()) || dependsOnY(s.shiftY()) || dependsOnY(s.shiftZ());
        }
        if (def instanceof DensityFunctionDef.Shift s) return s.kind() == DensityFunctionDef.ShiftKind.SHIFT;
        if (def instanceof DensityFunctionDef.RangeChoice r) {
            return dependsOnY(r.input()) || dependsOnY(r.whenInRange()) || dependsOnY(r.whenOutOfRange());
        }
        if (def instanceof DensityFunctionDef.IntervalSelect s) {
            if (dependsOnY(s.input())) return true;
            for (DensityFunctionDef f : s.functions()) if (dependsOnY(f)) return true;
            return false;
        }
        if (def instanceof DensityFunctionDef.Spline s) return splineDependsOnY(s.spline());
        if (def instanceof DensityFunctionDef.Marker m) {
            // flat_cache and cache_2d may answer with another y's value; they only make sense over 2-D functions and
            // are caches themselves, so the analysis follows their argument like the others.
            return m.kind() == DensityFunctionDef.MarkerKind.INTERPOLATED || dependsOnY(m.argument());
        }
        if (def instanceof DensityFunctionDef.BlendDensity b) return dependsOnY(b.argument());
        return true;
    }

    private boolean splineDependsOnY(CubicSplineDef s) {
        Boolean b = memo.get(s);
        if (b != null) return b;
        boolean r = false;
        if (s instanceof CubicSplineDef.Multipoint m) {
            r = dependsOnY(m.coordinate());
            for (int i = 0; !r && i < m.values().size(); i++) r = splineDependsOnY(m.values().get(i));
        }
        memo.put(s, r);
        return r;
    }
}
