package dev.strata.engine.biome;

import dev.strata.engine.density.CubicSplineDef;
import dev.strata.engine.density.DensityFunctionDef;
import dev.strata.engine.density.DensityFunctionDef.Clamp;
import dev.strata.engine.density.DensityFunctionDef.Constant;
import dev.strata.engine.density.DensityFunctionDef.EndIslands;
import dev.strata.engine.density.DensityFunctionDef.IntervalSelect;
import dev.strata.engine.density.DensityFunctionDef.Mapped;
import dev.strata.engine.density.DensityFunctionDef.Marker;
import dev.strata.engine.density.DensityFunctionDef.Noise;
import dev.strata.engine.density.DensityFunctionDef.RangeChoice;
import dev.strata.engine.density.DensityFunctionDef.Ref;
import dev.strata.engine.density.DensityFunctionDef.Shift;
import dev.strata.engine.density.DensityFunctionDef.ShiftKind;
import dev.strata.engine.density.DensityFunctionDef.ShiftedNoise;
import dev.strata.engine.density.DensityFunctionDef.Spline;
import dev.strata.engine.density.DensityFunctionDef.TwoArg;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * A conservative structural test that a density function's value at (x, y, z) does not depend on y, so the climate
 * sampler may compute it once per quart column. {@code true} only for: constants; {@code noise} and
 * {@code shifted_noise} with {@code y_scale == 0} (and y-free shifts); {@code shift_a}/{@code shift_b} (sampled at
 * y = 0); {@code end_islands}; blend alpha/offset (constants without blending); and arithmetic, clamps, choices,
 * splines and the {@code flat_cache}/{@code cache_2d}/cache markers over y-free arguments. Everything else
 * (gradients, 3-D noises, {@code old_blended_noise}, {@code weird_scaled_sampler}, {@code find_top_surface},
 * {@code interpolated}, the beardifier, unknown types) counts as y-dependent.
 */
final class YIndependence {
    private final Map<Object, Boolean> memo = new IdentityHashMap<>();

    boolean test(DensityFunctionDef d) {
        Boolean b = memo.get(d);
        if (b == null) {
            b = compute(d);
            memo.put(d, b);
        }
        return b;
    }

    private boolean compute(DensityFunctionDef d) {
        if (d instanceof Constant || d instanceof EndIslands || d instanceof DensityFunctionDef.BlendValue) return true;
        if (d instanceof Ref r) return test(r.target());
        if (d instanceof TwoArg t) return test(t.argument1()) && test(t.argument2());
        if (d instanceof Mapped m) return test(m.argument());
        if (d instanceof Clamp c) return test(c.input());
        if (d instanceof Noise n) return n.yScale() == 0.0;
        if (d instanceof ShiftedNoise s) return s.yScale() == 0.0 && test(s.shiftX()) && test(s.shiftY()) && test(s.shiftZ());
        if (d instanceof Shift s) return s.kind() == ShiftKind.SHIFT_A || s.kind() == ShiftKind.SHIFT_B;
        if (d instanceof RangeChoice r) return test(r.input()) && test(r.whenInRange()) && test(r.whenOutOfRange());
        if (d instanceof IntervalSelect s) {
            if (!test(s.input())) return false;
            for (DensityFunctionDef f : s.functions()) if (!test(f)) return false;
            return true;
        }
        if (d instanceof Spline s) return spline(s.spline());
        if (d instanceof Marker m) return m.kind() != DensityFunctionDef.MarkerKind.INTERPOLATED && test(m.argument());
        if (d instanceof DensityFunctionDef.BlendDensity b) return test(b.argument());
        return false;
    }

    private boolean spline(CubicSplineDef s) {
        Boolean b = memo.get(s);
        if (b != null) return b;
        boolean r;
        if (s instanceof CubicSplineDef.Constant) {
            r = true;
        } else if (s instanceof CubicSplineDef.Multipoint m) {
            r = test(m.coordinate());
            for (int i = 0; r && i < m.values().size(); i++) r = spline(m.values().get(i));
        } else {
            r = false;
        }
        memo.put(s, r);
        return r;
    }
}
