package dev.strata.engine.levelgen;

import dev.strata.engine.density.DensityFunctionDef;

/**
 * The parsed {@code noise_router} of a {@code noise_settings} entry (game: {@code NoiseRouter}, 26.x field set):
 * aquifer inputs, the six climate functions, the preliminary surface level, the final density and the three ore
 * vein functions.
 */
public record NoiseRouterDef(
        DensityFunctionDef barrier,
        DensityFunctionDef fluidLevelFloodedness,
        DensityFunctionDef fluidLevelSpread,
        DensityFunctionDef lava,
        DensityFunctionDef temperature,
        DensityFunctionDef vegetation,
        DensityFunctionDef continents,
        DensityFunctionDef erosion,
        DensityFunctionDef depth,
        DensityFunctionDef ridges,
        DensityFunctionDef preliminarySurfaceLevel,
        DensityFunctionDef finalDensity,
        DensityFunctionDef veinToggle,
        DensityFunctionDef veinRidged,
        DensityFunctionDef veinGap) {}
