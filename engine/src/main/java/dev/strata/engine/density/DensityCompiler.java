package dev.strata.engine.density;

import dev.strata.engine.density.DensityFunctionDef.MarkerKind;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Binds parsed {@link DensityFunctionDef} trees to a seed's noises, producing {@link DensityFunction}s (the "bind"
 * half of parse-then-bind). A shared sub-tree (the same {@code Def} object, e.g. one registry entry referenced
 * twice) compiles to one shared node, so caches placed in it are shared too, as in the game.
 *
 * <p>Marker types ({@code interpolated}, {@code flat_cache}, {@code cache_2d}, {@code cache_once},
 * {@code cache_all_in_cell}) are handed to a {@link MarkerBinder}: {@link #DIRECT} passes their argument through
 * (the game's behaviour outside a noise chunk); a noise chunk binds them to its caches and interpolators.
 * Blending contributes nothing (alpha 1, offset 0, density unchanged) and a {@code beardifier} in the data 0: the
 * structures' terrain adaptation is added by the noise step itself, per block after the final density, as the
 * game's {@code NoiseChunk} adds its own beardifier ({@link dev.strata.engine.levelgen.Beardifier}); vanilla's
 * density functions no longer name it. (A pack that names it gets 0 there, where the game would add the chunk's
 * beardifier a second time.)
 *
 * <p>A compiler instance is not thread-safe; the functions it returns may be {@code compute}d from several threads
 * unless the binder made chunk-bound caches, but their {@code fillColumn} uses per-node scratch arrays: one thread
 * per compiled graph for that (see {@link DensityFunction}).
 */
public final class DensityCompiler {

    /** How a noise chunk (or nothing) replaces cache and interpolation markers. */
    @FunctionalInterface
    public interface MarkerBinder {
        /**
         * @param kind the marker
         * @param argument the compiled argument
         * @return the function that stands for the marker
         */
        DensityFunction bind(MarkerKind kind, DensityFunction argument);

        /**
         * {@link #bind(MarkerKind, DensityFunction)} told whether the argument can vary with y at fixed x and z
         * (conservative: true when unknown); the default ignores it.
         */
        default DensityFunction bind(MarkerKind kind, DensityFunction argument, boolean argumentDependsOnY) {
            return bind(kind, argument);
        }

        /**
         * Offers a costly sub-tree whose value does not depend on y, used under a y-dependent parent, for a
         * per-column cache. The value at (x, y, z) must not change; the default keeps the function as it is.
         */
        default DensityFunction columnInvariant(DensityFunction function) {
            return function;
        }
    }

    /** Markers pass their argument through: direct evaluation at every position, no caches. */
    public static final MarkerBinder DIRECT = (kind, argument) -> argument;

    private final NoiseBinding noises;
    private final MarkerBinder markers;
    private final Map<DensityFunctionDef, DensityFunction> memo = new IdentityHashMap<>();
    private final Map<DensityFunctionDef, DensityFunction> columnMemo = new IdentityHashMap<>();
    private final YDependence yDependence = new YDependence();
    private final Map<DensityFunctionDef, Boolean> costly = new IdentityHashMap<>();

    public DensityCompiler(NoiseBinding noises, MarkerBinder markers) {
        this.noises = noises;
        this.markers = markers;
    }

    /** Compiles a tree (memoized by identity of its sub-trees). */
    public DensityFunction compile(DensityFunctionDef def) {
        DensityFunction f = memo.get(def);
        if (f == null) {
            f = build(def);
            memo.put(def, f);
        }
        return f;
    }

    /**
     * Compiles a child of {@code parent}: when the parent varies with y but the child does not, and the child
     * samples noise, the child is offered to {@link MarkerBinder#columnInvariant} (one shared wrapper per child).
     */
    private DensityFunction child(DensityFunctionDef parent, DensityFunctionDef child) {
        if (!dependsOnY(parent) || dependsOnY(child) || !isCostly(child) || isMarker(child)) return compile(child);
        DensityFunction f = columnMemo.get(child);
        if (f == null) {
            f = markers.columnInvariant(compile(child));
            columnMemo.put(child, f);
        }
        return f;
    }

    private static boolean isMarker(DensityFunctionDef def) {
        while (def instanceof DensityFunctionDef.Ref r) def = r.target();
        return def instanceof DensityFunctionDef.Marker;
    }

    /** Whether the value can change with y at fixed x and z (see {@link YDependence}). */
    boolean dependsOnY(DensityFunctionDef def) {
        return yDependence.dependsOnY(def);
    }

    /** Whether evaluating the tree samples a noise or a spline (worth caching). */
    private boolean isCostly(DensityFunctionDef def) {
        Boolean b = costly.get(def);
        if (b == null) {
            b = computeCostly(def);
            costly.put(def, b);
        }
        return b;
    }

    private boolean computeCostly(DensityFunctionDef def) {
        if (def instanceof DensityFunctionDef.Constant || def instanceof DensityFunctionDef.BlendValue
                || def instanceof DensityFunctionDef.YClampedGradient || def instanceof DensityFunctionDef.Beardifier) {
            return false;
        }
        if (def instanceof DensityFunctionDef.Ref r) return isCostly(r.target());
        if (def instanceof DensityFunctionDef.TwoArg t) return isCostly(t.argument1()) || isCostly(t.argument2());
        if (def instanceof DensityFunctionDef.Mapped m) return isCostly(m.argument());
        if (def instanceof DensityFunctionDef.Clamp c) return isCostly(c.input());
        if (def instanceof DensityFunctionDef.BlendDensity b) return isCostly(b.argument());
        if (def instanceof DensityFunctionDef.Marker m) return isCostly(m.argument());
        return true;
    }

    private DensityFunction build(DensityFunctionDef def) {
        if (def instanceof DensityFunctionDef.Constant c) return new ArithmeticNodes.Constant(c.value());
        if (def instanceof DensityFunctionDef.Ref r) return compile(r.target());
        if (def instanceof DensityFunctionDef.TwoArg t) return twoArg(t);
        if (def instanceof DensityFunctionDef.Mapped m) return mapped(m);
        if (def instanceof DensityFunctionDef.Clamp c) return new ArithmeticNodes.Clamp(child(def, c.input()), c.min(), c.max());
        if (def instanceof DensityFunctionDef.YClampedGradient g) {
            return new ChoiceNodes.YClampedGradient(g.fromY(), g.toY(), g.fromValue(), g.toValue());
        }
        if (def instanceof DensityFunctionDef.Noise n) return new NoiseNodes.Noise(noises.noise(n.noise()), n.xzScale(), n.yScale());
        if (def instanceof DensityFunctionDef.ShiftedNoise s) {
            return new NoiseNodes.ShiftedNoise(noises.noise(s.noise()), child(def, s.shiftX()), child(def, s.shiftY()), child(def, s.shiftZ()),
                    s.xzScale(), s.yScale());
        }
        if (def instanceof DensityFunctionDef.Shift s) return new NoiseNodes.Shift(noises.noise(s.noise()), s.kind());
        if (def instanceof DensityFunctionDef.RangeChoice r) {
            return new ChoiceNodes.RangeChoice(child(def, r.input()), r.minInclusive(), r.maxExclusive(), child(def, r.whenInRange()),
                    child(def, r.whenOutOfRange()));
        }
        if (def instanceof DensityFunctionDef.IntervalSelect s) {
            List<DensityFunctionDef> fs = s.functions();
            DensityFunction[] compiled = new DensityFunction[fs.size()];
            for (int i = 0; i < compiled.length; i++) compiled[i] = child(def, fs.get(i));
            return new ChoiceNodes.IntervalSelect(child(def, s.input()), s.thresholds(), compiled);
        }
        if (def instanceof DensityFunctionDef.Spline s) return new SplineNode(spline(def, s.spline()));
        if (def instanceof DensityFunctionDef.Marker m) return markers.bind(m.kind(), compile(m.argument()), dependsOnY(m.argument()));
        // Blend alpha (1), blend offset (0) and the beardifier (0) without blending or structures: fixed values. They are
        // not literal constants of the data pack, so add/mul around them keep the general form (the game's zero
        // shortcut included); that choice is made on the parse tree (see twoArg below), not on the node type.
        if (def instanceof DensityFunctionDef.BlendValue b) return new ArithmeticNodes.Constant(b.alpha() ? 1.0 : 0.0);
        if (def instanceof DensityFunctionDef.BlendDensity b) return child(def, b.argument());
        if (def instanceof DensityFunctionDef.Beardifier) return new ArithmeticNodes.Constant(0.0);
        if (def instanceof DensityFunctionDef.EndIslands) return new NoiseNodes.EndIslandsNode(noises.endIslands());
        if (def instanceof DensityFunctionDef.OldBlendedNoise o) return new NoiseNodes.OldBlended(noises.blendedNoise(o));
        if (def instanceof DensityFunctionDef.WeirdScaledSampler w) {
            return new NoiseNodes.WeirdScaledSampler(compile(w.input()), noises.noise(w.noise()), w.type1());
        }
        if (def instanceof DensityFunctionDef.FindTopSurface f) {
            return new FindTopSurfaceNode(compile(f.density()), compile(f.upperBound()), f.lowerBound(), f.cellHeight());
        }
        throw new IllegalStateException("unhandled density function " + def.getClass().getSimpleName());
    }

    /**
     * Game: {@code DensityFunctions.TwoArgumentSimpleFunction.create}: add/mul with a literal constant argument
     * become {@code MulOrAdd} (input op constant, no zero shortcut); otherwise {@code Ap2}.
     */
    private DensityFunction twoArg(DensityFunctionDef.TwoArg t) {
        DensityFunction a = child(t, t.argument1());
        DensityFunction b = child(t, t.argument2());
        switch (t.kind()) {
            case ADD:
            case MUL: {
                boolean aConst = t.argument1() instanceof DensityFunctionDef.Constant;
                boolean bConst = t.argument2() instanceof DensityFunctionDef.Constant;
                if (aConst || bConst) {
                    DensityFunction input = aConst ? b : a;
                    double c = ((DensityFunctionDef.Constant) (aConst ? t.argument1() : t.argument2())).value();
                    return t.kind() == DensityFunctionDef.TwoArgKind.ADD
                            ? new ArithmeticNodes.AddConstant(input, c)
                            : new ArithmeticNodes.MulConstant(input, c);
                }
                return t.kind() == DensityFunctionDef.TwoArgKind.ADD ? new ArithmeticNodes.Add(a, b) : new ArithmeticNodes.Mul(a, b);
            }
            case MIN:
                return new ArithmeticNodes.Min(a, b);
            default:
                return new ArithmeticNodes.Max(a, b);
        }
    }

    private DensityFunction mapped(DensityFunctionDef.Mapped m) {
        DensityFunction a = child(m, m.argument());
        switch (m.kind()) {
            case ABS:
                return new ArithmeticNodes.Abs(a);
            case SQUARE:
                return new ArithmeticNodes.Square(a);
            case CUBE:
                return new ArithmeticNodes.Cube(a);
            case HALF_NEGATIVE:
                return new ArithmeticNodes.HalfNegative(a);
            case QUARTER_NEGATIVE:
                return new ArithmeticNodes.QuarterNegative(a);
            case SQUEEZE:
                return new ArithmeticNodes.Squeeze(a);
            default:
                return new ArithmeticNodes.Invert(a);
        }
    }

    private SplineNode.Spline spline(DensityFunctionDef owner, CubicSplineDef def) {
        if (def instanceof CubicSplineDef.Constant c) return new SplineNode.ConstantSpline(c.value());
        CubicSplineDef.Multipoint m = (CubicSplineDef.Multipoint) def;
        SplineNode.Spline[] values = new SplineNode.Spline[m.values().size()];
        for (int i = 0; i < values.length; i++) values[i] = spline(owner, m.values().get(i));
        return new SplineNode.MultipointSpline(child(owner, m.coordinate()), m.locations(), values, m.derivatives());
    }
}
