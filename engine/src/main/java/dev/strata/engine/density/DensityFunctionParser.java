package dev.strata.engine.density;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.density.DensityFunctionDef.MappedKind;
import dev.strata.engine.density.DensityFunctionDef.MarkerKind;
import dev.strata.engine.density.DensityFunctionDef.ShiftKind;
import dev.strata.engine.density.DensityFunctionDef.TwoArgKind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns data-pack JSON into {@link DensityFunctionDef} trees (the "parse" half of parse-then-bind).
 *
 * <p>Accepts every density function type the game's 26.2 registry defines. A string is a reference to
 * {@code data/<ns>/worldgen/density_function/<path>.json}, loaded once and shared; reference cycles are reported.
 * Every error names the file and JSON path. Not thread-safe (one parser per pack load).
 *
 * <p>Depth: density functions (inline or through references) and splines may nest at most {@value #MAX_DEPTH}
 * levels; deeper input is refused with an error naming where the limit was reached, so no input can exhaust the
 * stack here or in the passes that walk the tree later (compiling, evaluating). The game has no explicit limit; the
 * vanilla 26.2 graphs nest 33 levels at most (overworld).
 */
public final class DensityFunctionParser {
    /** The registry folder of named density functions inside {@code data/<namespace>/}. */
    public static final String REGISTRY = "worldgen/density_function";
    private static final String NOISE_REGISTRY = "worldgen/noise";

    private static final double MAX_CONSTANT = 1_000_000.0; // the game's DensityFunctions.MAX_CONSTANT_VALUE
    /** Deepest nesting of density functions and splines accepted (levels, references included). */
    public static final int MAX_DEPTH = 256;

    private final DataPack pack;
    private final Map<ResourceId, DensityFunctionDef> loaded = new HashMap<>();
    private final Set<ResourceId> loading = new HashSet<>();
    private int depth;

    public DensityFunctionParser(DataPack pack) {
        this.pack = pack;
    }

    /** The named registry entry, parsed (and cached). @throws DataPackException if missing or malformed */
    public DensityFunctionDef reference(ResourceId id, JsonCursor from) {
        DensityFunctionDef d = loaded.get(id);
        if (d != null) return d;
        String file = id.file(REGISTRY);
        if (!pack.exists(file)) {
            throw from.error("unknown density function \"" + id + "\" (no " + file + ")");
        }
        if (!loading.add(id)) throw from.error("density function \"" + id + "\" refers to itself");
        try {
            JsonCursor root = JsonCursor.root(file.substring(file.indexOf("worldgen/")), pack.readJson(file));
            d = new DensityFunctionDef.Ref(id, parse(root));
        } finally {
            loading.remove(id);
        }
        loaded.put(id, d);
        return d;
    }

    /** Parses an inline density function, a number, or a reference string. */
    public DensityFunctionDef parse(JsonCursor c) {
        enter(c);
        try {
            return parseAt(c);
        } finally {
            depth--;
        }
    }

    private void enter(JsonCursor c) {
        if (depth >= MAX_DEPTH) {
            throw c.error("density functions and splines nest more than " + MAX_DEPTH + " levels deep here (through references "
                    + "or inline); this is refused");
        }
        depth++;
    }

    private DensityFunctionDef parseAt(JsonCursor c) {
        if (c.isNumber() || c.isNonFiniteNumber()) return new DensityFunctionDef.Constant(c.asDouble(-MAX_CONSTANT, MAX_CONSTANT));
        if (c.isString()) return reference(c.asId(), c);
        if (!c.isObject()) throw c.error("expected a density function (number, id or object)");
        JsonCursor typeCursor = c.get("type");
        String type = typeCursor.asString();
        if (type.startsWith("minecraft:")) type = type.substring("minecraft:".length());
        switch (type) {
            case "constant":
                return new DensityFunctionDef.Constant(c.get("argument").asDouble(-MAX_CONSTANT, MAX_CONSTANT));
            case "add":
                return twoArg(TwoArgKind.ADD, c);
            case "mul":
                return twoArg(TwoArgKind.MUL, c);
            case "min":
                return twoArg(TwoArgKind.MIN, c);
            case "max":
                return twoArg(TwoArgKind.MAX, c);
            case "abs":
                return mapped(MappedKind.ABS, c);
            case "square":
                return mapped(MappedKind.SQUARE, c);
            case "cube":
                return mapped(MappedKind.CUBE, c);
            case "half_negative":
                return mapped(MappedKind.HALF_NEGATIVE, c);
            case "quarter_negative":
                return mapped(MappedKind.QUARTER_NEGATIVE, c);
            case "squeeze":
                return mapped(MappedKind.SQUEEZE, c);
            case "invert":
                return mapped(MappedKind.INVERT, c);
            case "clamp":
                return new DensityFunctionDef.Clamp(parse(c.get("input")),
                        c.get("min").asDouble(-MAX_CONSTANT, MAX_CONSTANT), c.get("max").asDouble(-MAX_CONSTANT, MAX_CONSTANT));
            case "y_clamped_gradient":
                return new DensityFunctionDef.YClampedGradient(c.get("from_y").asInt(-4064, 4062), c.get("to_y").asInt(-4064, 4062),
                        c.get("from_value").asDouble(-MAX_CONSTANT, MAX_CONSTANT), c.get("to_value").asDouble(-MAX_CONSTANT, MAX_CONSTANT));
            case "noise":
                return new DensityFunctionDef.Noise(noiseId(c.get("noise")), c.get("xz_scale").asDouble(), c.get("y_scale").asDouble());
            case "shifted_noise":
                return new DensityFunctionDef.ShiftedNoise(parse(c.get("shift_x")), parse(c.get("shift_y")), parse(c.get("shift_z")),
                        c.get("xz_scale").asDouble(), c.get("y_scale").asDouble(), noiseId(c.get("noise")));
            case "shift_a":
                return new DensityFunctionDef.Shift(ShiftKind.SHIFT_A, noiseId(c.get("argument")));
            case "shift_b":
                return new DensityFunctionDef.Shift(ShiftKind.SHIFT_B, noiseId(c.get("argument")));
            case "shift":
                return new DensityFunctionDef.Shift(ShiftKind.SHIFT, noiseId(c.get("argument")));
            case "range_choice":
                return new DensityFunctionDef.RangeChoice(parse(c.get("input")),
                        c.get("min_inclusive").asDouble(-MAX_CONSTANT, MAX_CONSTANT), c.get("max_exclusive").asDouble(-MAX_CONSTANT, MAX_CONSTANT),
                        parse(c.get("when_in_range")), parse(c.get("when_out_of_range")));
            case "interval_select":
                return intervalSelect(c);
            case "spline":
                return new DensityFunctionDef.Spline(spline(c.get("spline")));
            case "interpolated":
                return marker(MarkerKind.INTERPOLATED, c);
            case "flat_cache":
                return marker(MarkerKind.FLAT_CACHE, c);
            case "cache_2d":
                return marker(MarkerKind.CACHE_2D, c);
            case "cache_once":
                return marker(MarkerKind.CACHE_ONCE, c);
            case "cache_all_in_cell":
                return marker(MarkerKind.CACHE_ALL_IN_CELL, c);
            case "blend_alpha":
                return new DensityFunctionDef.BlendValue(true);
            case "blend_offset":
                return new DensityFunctionDef.BlendValue(false);
            case "blend_density":
                return new DensityFunctionDef.BlendDensity(parse(c.get("argument")));
            case "beardifier":
                return new DensityFunctionDef.Beardifier();
            case "end_islands":
                return new DensityFunctionDef.EndIslands();
            case "old_blended_noise":
                return new DensityFunctionDef.OldBlendedNoise(c.get("xz_scale").asDouble(0.001, 1000), c.get("y_scale").asDouble(0.001, 1000),
                        c.get("xz_factor").asDouble(0.001, 1000), c.get("y_factor").asDouble(0.001, 1000),
                        c.get("smear_scale_multiplier").asDouble(1, 8));
            case "weird_scaled_sampler": {
                String mapper = c.get("rarity_value_mapper").asString();
                if (!mapper.equals("type_1") && !mapper.equals("type_2")) {
                    throw c.get("rarity_value_mapper").error("unknown rarity_value_mapper \"" + mapper + "\" (expected type_1 or type_2)");
                }
                return new DensityFunctionDef.WeirdScaledSampler(parse(c.get("input")), noiseId(c.get("noise")), mapper.equals("type_1"));
            }
            case "find_top_surface":
                return new DensityFunctionDef.FindTopSurface(parse(c.get("density")), parse(c.get("upper_bound")),
                        c.get("lower_bound").asInt(), c.get("cell_height").asInt(1, 4096));
            default:
                throw typeCursor.error("unknown density function type \"" + typeCursor.asString() + "\"");
        }
    }

    private DensityFunctionDef twoArg(TwoArgKind kind, JsonCursor c) {
        return new DensityFunctionDef.TwoArg(kind, parse(c.get("argument1")), parse(c.get("argument2")));
    }

    private DensityFunctionDef mapped(MappedKind kind, JsonCursor c) {
        return new DensityFunctionDef.Mapped(kind, parse(c.get("argument")));
    }

    private DensityFunctionDef marker(MarkerKind kind, JsonCursor c) {
        return new DensityFunctionDef.Marker(kind, parse(c.get("argument")));
    }

    private DensityFunctionDef intervalSelect(JsonCursor c) {
        DensityFunctionDef input = parse(c.get("input"));
        List<JsonCursor> th = c.get("thresholds").elements();
        double[] thresholds = new double[th.size()];
        for (int i = 0; i < thresholds.length; i++) {
            thresholds[i] = th.get(i).asDouble();
            if (i > 0 && !(thresholds[i] > thresholds[i - 1])) throw th.get(i).error("thresholds must be strictly ascending");
        }
        List<DensityFunctionDef> functions = new ArrayList<>();
        for (JsonCursor f : c.get("functions").elements()) functions.add(parse(f));
        if (functions.size() != thresholds.length + 1) {
            throw c.get("functions").error("expected " + (thresholds.length + 1) + " functions for " + thresholds.length
                    + " thresholds, found " + functions.size());
        }
        return new DensityFunctionDef.IntervalSelect(input, thresholds, List.copyOf(functions));
    }

    private CubicSplineDef spline(JsonCursor c) {
        enter(c);
        try {
            return splineAt(c);
        } finally {
            depth--;
        }
    }

    private CubicSplineDef splineAt(JsonCursor c) {
        if (c.isNumber() || c.isNonFiniteNumber()) return new CubicSplineDef.Constant(c.asFloat());
        DensityFunctionDef coordinate = parse(c.get("coordinate"));
        List<JsonCursor> points = c.get("points").elements();
        if (points.isEmpty()) throw c.get("points").error("a spline needs at least one point");
        float[] locations = new float[points.size()];
        float[] derivatives = new float[points.size()];
        List<CubicSplineDef> values = new ArrayList<>(points.size());
        for (int i = 0; i < points.size(); i++) {
            JsonCursor p = points.get(i);
            locations[i] = p.get("location").asFloat();
            if (i > 0 && locations[i] < locations[i - 1]) throw p.get("location").error("spline locations must be in ascending order");
            derivatives[i] = p.get("derivative").asFloat();
            values.add(spline(p.get("value")));
        }
        return new CubicSplineDef.Multipoint(coordinate, locations, List.copyOf(values), derivatives);
    }

    /** A {@code worldgen/noise} reference; the entry must exist (its content is read when binding to a seed). */
    private ResourceId noiseId(JsonCursor c) {
        if (!c.isString()) throw c.error("expected a noise id (inline noises are not supported)");
        ResourceId id = c.asId();
        String file = id.file(NOISE_REGISTRY);
        if (!pack.exists(file)) throw c.error("unknown noise \"" + id + "\" (no " + file + ")");
        return id;
    }

    /** The pack this parser reads. */
    public DataPack pack() {
        return pack;
    }
}
