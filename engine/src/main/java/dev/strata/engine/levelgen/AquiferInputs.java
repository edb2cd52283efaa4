package dev.strata.engine.levelgen;

import dev.strata.engine.density.DensityFunction;
import java.util.Objects;
import java.util.function.IntBinaryOperator;

/**
 * The noise-router outputs a {@link NoiseBasedAquifer} samples (game: the fields it takes from the
 * chunk-wrapped {@code NoiseRouter}, plus {@code NoiseChunk.preliminarySurfaceLevel}).
 *
 * <p>All functions must be the <b>NoiseChunk-bound</b> versions (the router mapped through the chunk's cache
 * wrappers), because the game samples them at single points through the chunk's {@code flat_cache} /
 * {@code cache_2d} nodes: a {@code flat_cache} answers with its quart-corner (y = 0) value for points inside the
 * chunk's quart grid and computes directly outside it, which is not the same number as the unwrapped function.
 *
 * @param barrier                 router {@code barrier}
 * @param fluidLevelFloodedness   router {@code fluid_level_floodedness}
 * @param fluidLevelSpread        router {@code fluid_level_spread} (sampled at fluid-cell coordinates, not blocks)
 * @param lava                    router {@code lava} (sampled at fluid-type-cell coordinates)
 * @param erosion                 router {@code erosion} (deep-dark test)
 * @param depth                   router {@code depth} (deep-dark test)
 * @param preliminarySurfaceLevel {@code (blockX, blockZ) -> y}: must behave like the game's
 *                                {@code NoiseChunk.preliminarySurfaceLevel}, i.e. snap x and z down to the quart
 *                                corner ({@code (v >> 2) << 2}) and return {@code Mth.floor} of the router's
 *                                {@code preliminary_surface_level} at (qx, 0, qz); it is the NoiseChunk's
 *                                memoised method ({@code NoiseChunk::preliminarySurfaceLevel}).
 */
public record AquiferInputs(
        DensityFunction barrier,
        DensityFunction fluidLevelFloodedness,
        DensityFunction fluidLevelSpread,
        DensityFunction lava,
        DensityFunction erosion,
        DensityFunction depth,
        IntBinaryOperator preliminarySurfaceLevel) {

    /** Validates non-null components. */
    public AquiferInputs {
        Objects.requireNonNull(barrier, "barrier");
        Objects.requireNonNull(fluidLevelFloodedness, "fluidLevelFloodedness");
        Objects.requireNonNull(fluidLevelSpread, "fluidLevelSpread");
        Objects.requireNonNull(lava, "lava");
        Objects.requireNonNull(erosion, "erosion");
        Objects.requireNonNull(depth, "depth");
        Objects.requireNonNull(preliminarySurfaceLevel, "preliminarySurfaceLevel");
    }
}
