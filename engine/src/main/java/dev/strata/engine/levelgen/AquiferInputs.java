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
 *                                {@code preliminary_surface_level} at (qx, 0, qz); it should be the NoiseChunk's
 *                                memoised method (the surface rules share the same cache). See
 *                                {@link #quartSnapped(DensityFunction)} for a stand-alone version.
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

    /**
     * A stand-alone, memoising equivalent of {@code NoiseChunk.preliminarySurfaceLevel} over
     * {@code preliminary_surface_level} (not thread-safe; one per chunk). Prefer the NoiseChunk's own method
     * once it exists, so that surface rules and the aquifer share one cache.
     */
    public static IntBinaryOperator quartSnapped(DensityFunction preliminarySurfaceLevel) {
        Objects.requireNonNull(preliminarySurfaceLevel, "preliminarySurfaceLevel");
        return new QuartSurfaceCache(preliminarySurfaceLevel);
    }

    /** Open-addressing long -> int memo keyed by the quart corner (game: {@code Long2IntOpenHashMap} in NoiseChunk). */
    private static final class QuartSurfaceCache implements IntBinaryOperator {
        private final DensityFunction function;
        private long[] keys = new long[256];
        private int[] values = new int[256];
        private boolean[] used = new boolean[256];
        private int size;

        QuartSurfaceCache(DensityFunction function) {
            this.function = function;
        }

        @Override
        public int applyAsInt(int blockX, int blockZ) {
            int qx = (blockX >> 2) << 2;
            int qz = (blockZ >> 2) << 2;
            long key = ((long) qx & 0xFFFFFFFFL) | (((long) qz & 0xFFFFFFFFL) << 32);
            int mask = keys.length - 1;
            int slot = mix(key) & mask;
            while (used[slot]) {
                if (keys[slot] == key) {
                    return values[slot];
                }
                slot = (slot + 1) & mask;
            }
            double v = function.compute(qx, 0, qz);
            int y = floor(v);
            used[slot] = true;
            keys[slot] = key;
            values[slot] = y;
            if (++size * 2 > keys.length) {
                grow();
            }
            return y;
        }

        private void grow() {
            long[] oldKeys = keys;
            int[] oldValues = values;
            boolean[] oldUsed = used;
            keys = new long[oldKeys.length * 2];
            values = new int[oldKeys.length * 2];
            used = new boolean[oldKeys.length * 2];
            int mask = keys.length - 1;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldUsed[i]) {
                    int slot = mix(oldKeys[i]) & mask;
                    while (used[slot]) {
                        slot = (slot + 1) & mask;
                    }
                    used[slot] = true;
                    keys[slot] = oldKeys[i];
                    values[slot] = oldValues[i];
                }
            }
        }

        private static int mix(long key) {
            long h = key * 0x9E3779B97F4A7C15L;
            return (int) (h ^ (h >>> 32));
        }

        private static int floor(double v) {
            int i = (int) v;
            return v < i ? i - 1 : i;
        }
    }
}
