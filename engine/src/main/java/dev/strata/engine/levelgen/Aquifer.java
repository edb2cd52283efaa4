package dev.strata.engine.levelgen;

/**
 * Decides the fluid (or air) of a non-solid position during the noise step (game: {@code Aquifer}).
 * One instance per chunk and worker; not thread-safe.
 */
public interface Aquifer {

    /** The "no state decided" result (the game's {@code null}): the next material rule or the default block decides. */
    int NO_STATE = -1;

    /**
     * The state at block (x, y, z) given the terrain density there (final density plus beardifier, as the
     * NoiseChunk computes it): {@link #NO_STATE} for solid ({@code density > 0}) or for positions the aquifer's
     * barriers keep solid, otherwise a fluid or air state id.
     */
    int computeSubstance(int blockX, int blockY, int blockZ, double density);

    /** The result of {@link #nonPositiveSubstance} where the state depends on the density's value. */
    int NEEDS_DENSITY = -2;

    /**
     * {@link #computeSubstance} for a density known to be at most 0, before its value is known: the same state and
     * effect on {@link #shouldScheduleFluidUpdate}, or {@link #NEEDS_DENSITY} where the result depends on the value
     * (game: the barrier between two aquifers). Then call {@link #resumeWithDensity} for the same block.
     * The default answers {@link #NEEDS_DENSITY} everywhere.
     */
    default int nonPositiveSubstance(int blockX, int blockY, int blockZ) {
        return NEEDS_DENSITY;
    }

    /**
     * After {@link #nonPositiveSubstance} answered {@link #NEEDS_DENSITY} for block (x, y, z), and before any other
     * call: {@code computeSubstance(x, y, z, density)} for that block's density (at most 0).
     */
    default int resumeWithDensity(int blockX, int blockY, int blockZ, double density) {
        return computeSubstance(blockX, blockY, blockZ, density);
    }

    /**
     * Whether every block of the cell (inclusive box) whose density is at most 0 has one answer the density does not
     * change (game: one aquifer nearest throughout, no barrier, no update); then {@link #decidedSubstance} gives it
     * until the next call. The default: never.
     */
    default boolean decideCell(int minX, int minY, int minZ, int maxX, int maxY, int maxZ) {
        return false;
    }

    /**
     * {@code computeSubstance(x, y, z, density)} for a density at most 0 at a block of the cell {@link #decideCell}
     * last accepted, with the same effect on {@link #shouldScheduleFluidUpdate}.
     */
    default int decidedSubstance(int blockX, int blockY, int blockZ) {
        throw new IllegalStateException("no cell decided");
    }

    /** Whether the last {@link #computeSubstance} result should get a scheduled fluid tick (post-processing mark). */
    boolean shouldScheduleFluidUpdate();

    /**
     * The lowest block y from which on {@link #computeSubstance} reads nothing of a density at or below 0 but its
     * sign: for every {@code y >= densityFreeFromY()} and every {@code density <= 0} (NaN included), it equals
     * {@link #nonSolidSubstance}. {@link Integer#MAX_VALUE} (the default): no such y.
     */
    default int densityFreeFromY() {
        return Integer.MAX_VALUE;
    }

    /**
     * {@code computeSubstance(x, y, z, density)} for any {@code density <= 0} at {@code y >= densityFreeFromY()},
     * with the same effect on {@link #shouldScheduleFluidUpdate}. Not to be called below that y.
     */
    default int nonSolidSubstance(int blockX, int blockY, int blockZ) {
        throw new UnsupportedOperationException("no density-free range");
    }

    /**
     * The lowest y from which on {@link #nonSolidSubstance} is air (so nothing is written and no update scheduled);
     * at least {@link #densityFreeFromY()}. {@link Integer#MAX_VALUE} (the default): not known.
     */
    default int nonSolidAirFromY() {
        return Integer.MAX_VALUE;
    }

    /**
     * The aquifer of settings with {@code aquifers_enabled: false} (game: {@code Aquifer.createDisabled}): solid
     * stays undecided, everything else takes the global fluid picker's state; never schedules updates.
     *
     * @param fluidPicker the global picker
     * @param airState    state id of {@code minecraft:air}
     */
    static Aquifer createDisabled(FluidPicker fluidPicker, int airState) {
        return new Aquifer() {
            @Override
            public int computeSubstance(int blockX, int blockY, int blockZ, double density) {
                if (density > 0.0) {
                    return NO_STATE;
                }
                return fluidPicker.computeFluid(blockX, blockY, blockZ).at(blockY, airState);
            }

            @Override
            public boolean shouldScheduleFluidUpdate() {
                return false;
            }

            @Override
            public int densityFreeFromY() {
                return Integer.MIN_VALUE;
            }

            @Override
            public int nonSolidSubstance(int blockX, int blockY, int blockZ) {
                return fluidPicker.computeFluid(blockX, blockY, blockZ).at(blockY, airState);
            }

            @Override
            public int nonSolidAirFromY() {
                return fluidPicker.airFromY();
            }
        };
    }
}
