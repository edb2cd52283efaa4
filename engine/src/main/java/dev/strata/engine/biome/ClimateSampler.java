package dev.strata.engine.biome;

import dev.strata.engine.density.DensityFunction;
import dev.strata.engine.levelgen.NoiseRouter;
import java.util.Objects;

/**
 * The six climate functions of a noise router, sampled at quart positions (game: {@code Climate.Sampler}).
 *
 * <p>{@link #sample} evaluates every function at block {@code (4·qx, 4·qy, 4·qz)} and quantizes it with
 * {@link Climate#quantize(double)} ({@code (long) ((float) v * 10000.0F)}). Bound either to a router compiled with
 * {@code DensityCompiler.DIRECT} (pure, shareable) or to a {@code NoiseChunk}'s router (its flat/2-D caches, one
 * worker only; game: {@code NoiseChunk.cachedClimateSampler}) — both give the same values at quart positions,
 * since the cached arguments are y-independent and the caches fall back to direct evaluation outside their grid.
 */
public final class ClimateSampler {
    private final DensityFunction temperature, humidity, continentalness, erosion, depth, weirdness;

    public ClimateSampler(DensityFunction temperature, DensityFunction humidity, DensityFunction continentalness,
            DensityFunction erosion, DensityFunction depth, DensityFunction weirdness) {
        this.temperature = Objects.requireNonNull(temperature);
        this.humidity = Objects.requireNonNull(humidity);
        this.continentalness = Objects.requireNonNull(continentalness);
        this.erosion = Objects.requireNonNull(erosion);
        this.depth = Objects.requireNonNull(depth);
        this.weirdness = Objects.requireNonNull(weirdness);
    }

    /** The router's temperature, vegetation (humidity), continents, erosion, depth and ridges (weirdness). */
    public static ClimateSampler of(NoiseRouter router) {
        return new ClimateSampler(router.temperature(), router.vegetation(), router.continents(), router.erosion(),
                router.depth(), router.ridges());
    }

    /**
     * Samples the quantized climate at quart {@code (qx, qy, qz)} into {@code target[0..5]} (axis order of
     * {@link Climate}) and sets {@code target[6]} (offset) to 0. Allocates nothing.
     */
    public void sample(int quartX, int quartY, int quartZ, long[] target) {
        int x = quartX << 2, y = quartY << 2, z = quartZ << 2;
        target[Climate.TEMPERATURE] = Climate.quantize(temperature.compute(x, y, z));
        target[Climate.HUMIDITY] = Climate.quantize(humidity.compute(x, y, z));
        target[Climate.CONTINENTALNESS] = Climate.quantize(continentalness.compute(x, y, z));
        target[Climate.EROSION] = Climate.quantize(erosion.compute(x, y, z));
        target[Climate.DEPTH] = Climate.quantize(depth.compute(x, y, z));
        target[Climate.WEIRDNESS] = Climate.quantize(weirdness.compute(x, y, z));
        target[Climate.OFFSET] = 0L;
    }

    /** The unquantized erosion function (the end biome source reads it directly at block positions). */
    public DensityFunction erosion() {
        return erosion;
    }
}
