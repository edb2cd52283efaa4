package dev.strata.engine.levelgen;

import dev.strata.engine.density.DensityCompiler;
import dev.strata.engine.density.DensityFunction;

/**
 * A noise router bound to a seed (game: {@code NoiseRouter} after {@code RandomState} wiring): the fifteen
 * compiled density functions. Which caches the functions hold depends on the compiler's marker binder: with
 * {@link DensityCompiler#DIRECT} they are pure (one thread at a time: column evaluation uses per-node scratch); bound
 * by a {@code NoiseChunk} they belong to it.
 */
public record NoiseRouter(
        DensityFunction barrier,
        DensityFunction fluidLevelFloodedness,
        DensityFunction fluidLevelSpread,
        DensityFunction lava,
        DensityFunction temperature,
        DensityFunction vegetation,
        DensityFunction continents,
        DensityFunction erosion,
        DensityFunction depth,
        DensityFunction ridges,
        DensityFunction preliminarySurfaceLevel,
        DensityFunction finalDensity,
        DensityFunction veinToggle,
        DensityFunction veinRidged,
        DensityFunction veinGap) {

    /** Compiles every function of the router with one compiler, so shared sub-trees share nodes and caches. */
    public static NoiseRouter compile(NoiseRouterDef def, DensityCompiler compiler) {
        return new NoiseRouter(
                compiler.compile(def.barrier()),
                compiler.compile(def.fluidLevelFloodedness()),
                compiler.compile(def.fluidLevelSpread()),
                compiler.compile(def.lava()),
                compiler.compile(def.temperature()),
                compiler.compile(def.vegetation()),
                compiler.compile(def.continents()),
                compiler.compile(def.erosion()),
                compiler.compile(def.depth()),
                compiler.compile(def.ridges()),
                compiler.compile(def.preliminarySurfaceLevel()),
                compiler.compile(def.finalDensity()),
                compiler.compile(def.veinToggle()),
                compiler.compile(def.veinRidged()),
                compiler.compile(def.veinGap()));
    }
}
