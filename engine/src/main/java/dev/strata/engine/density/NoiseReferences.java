package dev.strata.engine.density;

import dev.strata.engine.data.ResourceId;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The {@code worldgen/noise} ids a parsed density function uses ({@code noise}, {@code shifted_noise}, the shifts,
 * {@code weird_scaled_sampler}), through references and splines, so a generator can bind every noise to the seed
 * before anything is generated (the game wires the whole router when it builds its {@code RandomState}).
 */
public final class NoiseReferences {
    private NoiseReferences() {}

    /** Every noise id used under {@code roots}, in first-seen order; shared subtrees are walked once. */
    public static Set<ResourceId> of(DensityFunctionDef... roots) {
        Set<ResourceId> out = new LinkedHashSet<>();
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        ArrayDeque<Object> todo = new ArrayDeque<>();
        for (DensityFunctionDef r : roots) todo.push(r);
        while (!todo.isEmpty()) {
            Object o = todo.pop();
            if (!seen.add(o)) continue;
            if (o instanceof CubicSplineDef.Multipoint m) {
                todo.push(m.coordinate());
                for (CubicSplineDef v : m.values()) todo.push(v);
            } else if (o instanceof DensityFunctionDef.Ref r) {
                todo.push(r.target());
            } else if (o instanceof DensityFunctionDef.TwoArg t) {
                todo.push(t.argument1());
                todo.push(t.argument2());
            } else if (o instanceof DensityFunctionDef.Mapped m) {
                todo.push(m.argument());
            } else if (o instanceof DensityFunctionDef.Clamp c) {
                todo.push(c.input());
            } else if (o instanceof DensityFunctionDef.Noise n) {
                out.add(n.noise());
            } else if (o instanceof DensityFunctionDef.ShiftedNoise s) {
                out.add(s.noise());
                todo.push(s.shiftX());
                todo.push(s.shiftY());
                todo.push(s.shiftZ());
            } else if (o instanceof DensityFunctionDef.Shift s) {
                out.add(s.noise());
            } else if (o instanceof DensityFunctionDef.RangeChoice r) {
                todo.push(r.input());
                todo.push(r.whenInRange());
                todo.push(r.whenOutOfRange());
            } else if (o instanceof DensityFunctionDef.IntervalSelect i) {
                todo.push(i.input());
                for (DensityFunctionDef f : i.functions()) todo.push(f);
            } else if (o instanceof DensityFunctionDef.Spline s) {
                todo.push(s.spline());
            } else if (o instanceof DensityFunctionDef.Marker m) {
                todo.push(m.argument());
            } else if (o instanceof DensityFunctionDef.BlendDensity b) {
                todo.push(b.argument());
            } else if (o instanceof DensityFunctionDef.WeirdScaledSampler w) {
                out.add(w.noise());
                todo.push(w.input());
            } else if (o instanceof DensityFunctionDef.FindTopSurface f) {
                todo.push(f.density());
                todo.push(f.upperBound());
            }
        }
        return out;
    }
}
