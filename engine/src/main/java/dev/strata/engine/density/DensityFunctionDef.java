package dev.strata.engine.density;

import dev.strata.engine.data.ResourceId;
import java.util.List;

/**
 * The parsed, unbound form of a data-pack density function: an immutable tree, one record per JSON type of the
 * game's {@code DensityFunctions} registry. References to other {@code worldgen/density_function} entries are
 * resolved while parsing ({@link Ref} keeps the id for caching and error messages). Binding to a seed happens in
 * {@link DensityCompiler}.
 *
 * <p>Field names and units follow the JSON: positions and y bounds are in blocks; noise scales multiply block
 * coordinates before sampling.
 */
public sealed interface DensityFunctionDef {

    /** A literal number (JSON number, or {@code minecraft:constant}). */
    record Constant(double value) implements DensityFunctionDef {}

    /** A named entry of the density function registry, already parsed. */
    record Ref(ResourceId id, DensityFunctionDef target) implements DensityFunctionDef {}

    /** {@code add}, {@code mul}, {@code min}, {@code max}. */
    record TwoArg(TwoArgKind kind, DensityFunctionDef argument1, DensityFunctionDef argument2) implements DensityFunctionDef {}

    enum TwoArgKind { ADD, MUL, MIN, MAX }

    /** {@code abs}, {@code square}, {@code cube}, {@code half_negative}, {@code quarter_negative}, {@code squeeze}, {@code invert}. */
    record Mapped(MappedKind kind, DensityFunctionDef argument) implements DensityFunctionDef {}

    enum MappedKind { ABS, SQUARE, CUBE, HALF_NEGATIVE, QUARTER_NEGATIVE, SQUEEZE, INVERT }

    /** {@code clamp}: input clamped to [min, max]. */
    record Clamp(DensityFunctionDef input, double min, double max) implements DensityFunctionDef {}

    /** {@code y_clamped_gradient}: from_value at from_y, to_value at to_y, clamped outside (y in blocks). */
    record YClampedGradient(int fromY, int toY, double fromValue, double toValue) implements DensityFunctionDef {}

    /** {@code noise}: the normal noise sampled at (x * xz_scale, y * y_scale, z * xz_scale). */
    record Noise(ResourceId noise, double xzScale, double yScale) implements DensityFunctionDef {}

    /** {@code shifted_noise}: the noise at (x * xz_scale + shift_x, y * y_scale + shift_y, z * xz_scale + shift_z). */
    record ShiftedNoise(DensityFunctionDef shiftX, DensityFunctionDef shiftY, DensityFunctionDef shiftZ,
                        double xzScale, double yScale, ResourceId noise) implements DensityFunctionDef {}

    /** {@code shift_a} (noise at (x/4, 0, z/4) * 4), {@code shift_b} (at (z/4, x/4, 0) * 4), {@code shift} (at (x/4, y/4, z/4) * 4). */
    record Shift(ShiftKind kind, ResourceId noise) implements DensityFunctionDef {}

    enum ShiftKind { SHIFT_A, SHIFT_B, SHIFT }

    /** {@code range_choice}: when_in_range if min_inclusive &lt;= input &lt; max_exclusive, else when_out_of_range. */
    record RangeChoice(DensityFunctionDef input, double minInclusive, double maxExclusive,
                       DensityFunctionDef whenInRange, DensityFunctionDef whenOutOfRange) implements DensityFunctionDef {}

    /**
     * {@code interval_select} (26.x): {@code functions[i]} where i is the number of thresholds at or below the input,
     * i.e. input &lt; thresholds[0] selects functions[0]; thresholds ascending, {@code functions.size() == thresholds.length + 1}.
     */
    record IntervalSelect(DensityFunctionDef input, double[] thresholds, List<DensityFunctionDef> functions) implements DensityFunctionDef {}

    /** {@code spline}: a cubic spline over density-function coordinates (float arithmetic, as the game). */
    record Spline(CubicSplineDef spline) implements DensityFunctionDef {}

    /** Cache and interpolation markers; outside a noise chunk they pass their argument through. */
    record Marker(MarkerKind kind, DensityFunctionDef argument) implements DensityFunctionDef {}

    enum MarkerKind { INTERPOLATED, FLAT_CACHE, CACHE_2D, CACHE_ONCE, CACHE_ALL_IN_CELL }

    /** {@code blend_alpha} (1 without blending), {@code blend_offset} (0 without blending). */
    record BlendValue(boolean alpha) implements DensityFunctionDef {}

    /** {@code blend_density}: the argument, blended with old terrain near pre-1.18 chunks (identity without blending). */
    record BlendDensity(DensityFunctionDef argument) implements DensityFunctionDef {}

    /** {@code beardifier}: structure terrain adaptation (0 while no structures contribute). */
    record Beardifier() implements DensityFunctionDef {}

    /** {@code end_islands}: the end's simplex island field, (height(x/8, z/8) - 8) / 128. */
    record EndIslands() implements DensityFunctionDef {}

    /** {@code old_blended_noise}: the 1.17 terrain noise (game: {@code BlendedNoise}). */
    record OldBlendedNoise(double xzScale, double yScale, double xzFactor, double yFactor, double smearScaleMultiplier)
            implements DensityFunctionDef {}

    /** {@code weird_scaled_sampler}: rarity(input) * |noise(pos / rarity)|, rarity by the named mapper. */
    record WeirdScaledSampler(DensityFunctionDef input, ResourceId noise, boolean type1) implements DensityFunctionDef {}

    /**
     * {@code find_top_surface} (26.x): the highest y (blocks) at or below upper_bound, stepping down by cell_height,
     * where density is positive; lower_bound when none.
     */
    record FindTopSurface(DensityFunctionDef density, DensityFunctionDef upperBound, int lowerBound, int cellHeight)
            implements DensityFunctionDef {}
}
