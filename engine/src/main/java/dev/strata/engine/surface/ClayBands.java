package dev.strata.engine.surface;

import dev.strata.engine.noise.NormalNoise;
import dev.strata.engine.random.RandomSource;
import dev.strata.regionio.block.BlockStateRegistry;
import java.util.Arrays;

/**
 * The badlands terracotta bands (game: {@code SurfaceSystem.generateBands}, {@code makeBands}, {@code getBand}):
 * a 192-entry cycle of terracotta colours drawn once per seed from {@code root.fromHashOf("minecraft:clay_bands")},
 * shifted per column by {@code round(clay_bands_offset(x, 0, z) * 4)} blocks. Immutable after construction.
 */
public final class ClayBands {
    /** Length of the band cycle, in blocks of y. */
    public static final int LENGTH = 192;

    private final int[] bands;
    private final NormalNoise offsetNoise;

    /**
     * @param bands the cycle from {@link #generate}
     * @param offsetNoise the {@code minecraft:clay_bands_offset} noise
     */
    public ClayBands(int[] bands, NormalNoise offsetNoise) {
        if (bands.length != LENGTH) throw new IllegalArgumentException("bands must have " + LENGTH + " entries");
        this.bands = bands.clone();
        this.offsetNoise = offsetNoise;
    }

    /**
     * Draws the band cycle exactly as the game: orange bands at random gaps of 1..5, then 6..15 yellow bands of
     * width 1..3, brown of width 2..4, red of width 1..3 at random starts, then 9..15 white bands at gaps of 4..19
     * with a light-gray neighbour on either side with probability 1/2 each.
     *
     * @return state ids, index = y modulo {@value #LENGTH}
     */
    public static int[] generate(RandomSource random, BlockStateRegistry registry) {
        int terracotta = registry.defaultState("minecraft:terracotta");
        int orange = registry.defaultState("minecraft:orange_terracotta");
        int yellow = registry.defaultState("minecraft:yellow_terracotta");
        int brown = registry.defaultState("minecraft:brown_terracotta");
        int red = registry.defaultState("minecraft:red_terracotta");
        int white = registry.defaultState("minecraft:white_terracotta");
        int lightGray = registry.defaultState("minecraft:light_gray_terracotta");
        int[] b = new int[LENGTH];
        Arrays.fill(b, terracotta);
        for (int i = 0; i < b.length; i++) {
            i += random.nextInt(5) + 1;
            if (i < b.length) b[i] = orange;
        }
        makeBands(random, b, 1, yellow);
        makeBands(random, b, 2, brown);
        makeBands(random, b, 1, red);
        int whiteCount = random.nextIntBetweenInclusive(9, 15);
        for (int i = 0, start = 0; i < whiteCount && start < b.length; i++, start += random.nextInt(16) + 4) {
            b[start] = white;
            if (start - 1 > 0 && random.nextBoolean()) b[start - 1] = lightGray;
            if (start + 1 < b.length && random.nextBoolean()) b[start + 1] = lightGray;
        }
        return b;
    }

    private static void makeBands(RandomSource random, int[] b, int baseWidth, int state) {
        int count = random.nextIntBetweenInclusive(6, 15);
        for (int i = 0; i < count; i++) {
            int width = baseWidth + random.nextInt(3);
            int start = random.nextInt(b.length);
            for (int p = 0; start + p < b.length && p < width; p++) b[start + p] = state;
        }
    }

    /** The band state at an absolute block position (game: {@code getBand}). */
    public int band(int x, int y, int z) {
        int offset = (int) Math.round(offsetNoise.getValue(x, 0.0, z) * 4.0);
        return bands[(y + offset + LENGTH) % LENGTH];
    }

    /** A copy of the cycle. */
    public int[] cycle() {
        return bands.clone();
    }
}
