package dev.strata.engine.biome;

import dev.strata.engine.density.DensityCompiler;
import dev.strata.engine.density.DensityFunction;
import dev.strata.engine.density.NoiseBinding;
import dev.strata.engine.density.DensityFunctionDef;
import dev.strata.engine.density.YDependence;
import dev.strata.engine.levelgen.NoiseRouter;
import dev.strata.engine.levelgen.NoiseRouterDef;
import java.util.Objects;

/**
 * The six climate functions of a noise router, sampled at quart positions (game: {@code Climate.Sampler}).
 *
 * <p>{@link #sample} evaluates every function at block {@code (4·qx, 4·qy, 4·qz)} and quantizes it with
 * {@link Climate#quantize(double)} ({@code (long) ((float) v * 10000.0F)}). Bound either to a router compiled with
 * {@code DensityCompiler.DIRECT} (pure; one thread at a time, as every compiled graph) or to a {@code NoiseChunk}'s router (its flat/2-D caches, one
 * worker only; game: {@code NoiseChunk.cachedClimateSampler}) — both give the same values at quart positions,
 * since the cached arguments are y-independent and the caches fall back to direct evaluation outside their grid.
 *
 * <p>A sampler made by {@link #of(NoiseRouterDef, NoiseRouter)} also remembers, per quart column, the values of the
 * functions that structurally cannot depend on y (in the overworld all but depth), so a chunk's 16 columns × 96
 * quarts compute them 16 times instead of 1536; such a sampler is stateful (one per worker thread). The values are
 * unchanged: a y-free function gives the same value at every y of a column.
 */
public final class ClimateSampler {
    private final DensityFunction temperature, humidity, continentalness, erosion, depth, weirdness;
    /** Bit i set: function i (axis order) is y-independent and column-cached. 0 = stateless sampler. */
    private final int columnFree;
    private final int[] slotX = new int[16], slotZ = new int[16];
    private final boolean[] slotValid = new boolean[16];
    private final long[] slotValues = new long[16 * 6];

    public ClimateSampler(DensityFunction temperature, DensityFunction humidity, DensityFunction continentalness,
            DensityFunction erosion, DensityFunction depth, DensityFunction weirdness) {
        this.temperature = Objects.requireNonNull(temperature);
        this.humidity = Objects.requireNonNull(humidity);
        this.continentalness = Objects.requireNonNull(continentalness);
        this.erosion = Objects.requireNonNull(erosion);
        this.depth = Objects.requireNonNull(depth);
        this.weirdness = Objects.requireNonNull(weirdness);
        this.columnFree = 0;
    }

    private ClimateSampler(NoiseRouter r, int columnFree) {
        this.temperature = r.temperature();
        this.humidity = r.vegetation();
        this.continentalness = r.continents();
        this.erosion = r.erosion();
        this.depth = r.depth();
        this.weirdness = r.ridges();
        this.columnFree = columnFree;
    }

    /** The router's temperature, vegetation (humidity), continents, erosion, depth and ridges (weirdness). */
    public static ClimateSampler of(NoiseRouter router) {
        return new ClimateSampler(router.temperature(), router.vegetation(), router.continents(), router.erosion(),
                router.depth(), router.ridges());
    }

    /**
     * A per-worker sampler of {@code router} (compiled from {@code def}) that computes the y-independent climate
     * functions once per quart column (a 16-column memo, keyed by exact quart x and z). Not thread-safe.
     */
    public static ClimateSampler of(NoiseRouterDef def, NoiseRouter router) {
        YDependence y = new YDependence();
        DensityFunctionDef[] defs = {def.temperature(), def.vegetation(), def.continents(), def.erosion(), def.depth(), def.ridges()};
        int mask = 0;
        for (int i = 0; i < 6; i++) if (!y.dependsOnY(defs[i])) mask |= 1 << i;
        return new ClimateSampler(router, mask);
    }

    /**
     * A per-worker sampler that needs no noise chunk: compiles the six climate functions of {@code def} for
     * {@code state}, binding {@code flat_cache} as the game's noise chunk does for positions inside the chunk (the
     * argument at {@code (x, 0, z)}, here memoized per quart column) and passing the other markers through; costly
     * y-free sub-trees under a y-dependent parent are memoized per column too, and the y-free functions themselves
     * sampled once per column as in {@link #of(NoiseRouterDef, NoiseRouter)}. Not thread-safe.
     */
    public static ClimateSampler compile(NoiseRouterDef def, NoiseBinding state) {
        DensityCompiler compiler = new DensityCompiler(state, new DensityCompiler.MarkerBinder() {
            @Override
            public DensityFunction bind(DensityFunctionDef.MarkerKind kind, DensityFunction argument) {
                return kind == DensityFunctionDef.MarkerKind.FLAT_CACHE ? new ColumnMemo(argument, true) : argument;
            }

            @Override
            public DensityFunction columnInvariant(DensityFunction function) {
                return new ColumnMemo(function, false);
            }
        });
        NoiseRouter partial = new NoiseRouter(null, null, null, null, compiler.compile(def.temperature()),
                compiler.compile(def.vegetation()), compiler.compile(def.continents()), compiler.compile(def.erosion()),
                compiler.compile(def.depth()), compiler.compile(def.ridges()), null, null, null, null, null);
        return of(def, partial);
    }

    /**
     * Remembers a function's value for the last 16 block columns (direct-mapped by quart x, z mod 4); with
     * {@code atY0} it evaluates the argument at y = 0 (the game's {@code flat_cache} inside a noise chunk).
     */
    private static final class ColumnMemo implements DensityFunction {
        private final DensityFunction argument;
        private final boolean atY0;
        private final int[] keyX = new int[16], keyZ = new int[16];
        private final boolean[] valid = new boolean[16];
        private final double[] values = new double[16];

        ColumnMemo(DensityFunction argument, boolean atY0) {
            this.argument = argument;
            this.atY0 = atY0;
        }

        @Override
        public double compute(int x, int y, int z) {
            int slot = (((x >> 2) & 3) << 2) | ((z >> 2) & 3);
            if (valid[slot] && keyX[slot] == x && keyZ[slot] == z) return values[slot];
            double v = argument.compute(x, atY0 ? 0 : y, z);
            keyX[slot] = x;
            keyZ[slot] = z;
            values[slot] = v;
            valid[slot] = true;
            return v;
        }

        @Override
        public double minValue() {
            return argument.minValue();
        }

        @Override
        public double maxValue() {
            return argument.maxValue();
        }
    }

    /** Bit i set when climate function i (axis order of {@link Climate}) is sampled once per column. */
    public int columnCachedMask() {
        return columnFree;
    }

    /**
     * Samples the quantized climate at quart {@code (qx, qy, qz)} into {@code target[0..5]} (axis order of
     * {@link Climate}) and sets {@code target[6]} (offset) to 0. Allocates nothing.
     */
    public void sample(int quartX, int quartY, int quartZ, long[] target) {
        if (columnFree != 0) {
            sampleCached(quartX, quartY, quartZ, target);
            return;
        }
        int x = quartX << 2, y = quartY << 2, z = quartZ << 2;
        target[Climate.TEMPERATURE] = Climate.quantize(temperature.compute(x, y, z));
        target[Climate.HUMIDITY] = Climate.quantize(humidity.compute(x, y, z));
        target[Climate.CONTINENTALNESS] = Climate.quantize(continentalness.compute(x, y, z));
        target[Climate.EROSION] = Climate.quantize(erosion.compute(x, y, z));
        target[Climate.DEPTH] = Climate.quantize(depth.compute(x, y, z));
        target[Climate.WEIRDNESS] = Climate.quantize(weirdness.compute(x, y, z));
        target[Climate.OFFSET] = 0L;
    }

    private void sampleCached(int quartX, int quartY, int quartZ, long[] target) {
        int x = quartX << 2, y = quartY << 2, z = quartZ << 2;
        int slot = ((quartX & 3) << 2) | (quartZ & 3);
        boolean hit = slotValid[slot] && slotX[slot] == quartX && slotZ[slot] == quartZ;
        int base = slot * 6;
        for (int i = 0; i < 6; i++) {
            boolean free = (columnFree & (1 << i)) != 0;
            if (free && hit) {
                target[i] = slotValues[base + i];
            } else {
                long v = Climate.quantize(function(i).compute(x, y, z));
                target[i] = v;
                if (free) slotValues[base + i] = v;
            }
        }
        target[Climate.OFFSET] = 0L;
        slotX[slot] = quartX;
        slotZ[slot] = quartZ;
        slotValid[slot] = true;
    }

    private DensityFunction function(int axis) {
        switch (axis) {
            case Climate.TEMPERATURE: return temperature;
            case Climate.HUMIDITY: return humidity;
            case Climate.CONTINENTALNESS: return continentalness;
            case Climate.EROSION: return erosion;
            case Climate.DEPTH: return depth;
            default: return weirdness;
        }
    }

    /** The unquantized erosion function (the end biome source reads it directly at block positions). */
    public DensityFunction erosion() {
        return erosion;
    }
}
