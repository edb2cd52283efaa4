package dev.strata.engine.levelgen;

/**
 * The dimension-wide ("global") fluid rule an aquifer falls back to (game: {@code Aquifer.FluidPicker}).
 * Implementations must be pure and should return shared {@link FluidStatus} instances (no allocation).
 */
@FunctionalInterface
public interface FluidPicker {

    /** The lava level of {@link #standard}: the game's hard-coded {@code -54}. */
    int LAVA_LEVEL = -54;

    /** The fluid status that applies at block (x, y, z). */
    FluidStatus computeFluid(int blockX, int blockY, int blockZ);

    /**
     * The lowest y from which on {@code computeFluid(x, y, z).at(y, air)} is air at every x, z; {@link Integer#MAX_VALUE}
     * (the default) when not known.
     */
    default int airFromY() {
        return Integer.MAX_VALUE;
    }

    /**
     * The picker every noise-based dimension uses (game: {@code NoiseBasedChunkGenerator.createFluidPicker}):
     * below {@code min(-54, seaLevel)} a lava body with level -54, elsewhere the settings' default fluid with
     * level {@code seaLevel}.
     *
     * @param seaLevel          {@code sea_level} of the noise settings (overworld 63)
     * @param defaultFluidState state id of {@code default_fluid} (overworld {@code minecraft:water[level=0]})
     * @param lavaState         state id of {@code minecraft:lava[level=0]}
     */
    static FluidPicker standard(int seaLevel, int defaultFluidState, int lavaState) {
        FluidStatus lava = new FluidStatus(LAVA_LEVEL, lavaState);
        FluidStatus sea = new FluidStatus(seaLevel, defaultFluidState);
        int lavaBelow = Math.min(LAVA_LEVEL, seaLevel);
        return new FluidPicker() {
            @Override
            public FluidStatus computeFluid(int blockX, int blockY, int blockZ) {
                return blockY < lavaBelow ? lava : sea;
            }

            /** From sea level up the sea status gives air; below it, lava (below {@code lavaBelow <= -54}) or the sea. */
            @Override
            public int airFromY() {
                return seaLevel;
            }
        };
    }
}
