package dev.strata.engine.carver;

/**
 * The game's table sine and cosine (game: {@code Mth.sin(double)}, {@code Mth.cos(double)} of 26.x): 65536 float
 * samples {@code (float) Math.sin(i / 10430.378350470453)}, indexed by {@code (long) (a * 10430.378350470453)} masked
 * to 16 bits (cosine adds a quarter turn, 16384). Carvers steer their tunnels with these, so the exact table (not
 * {@link Math#sin}) decides which blocks are carved.
 */
final class CarverMath {
    private static final double SIN_SCALE = 10430.378350470453;
    private static final float[] SIN = new float[65536];

    static {
        for (int i = 0; i < SIN.length; i++) SIN[i] = (float) Math.sin(i / SIN_SCALE);
    }

    private CarverMath() {}

    /** Table sine of {@code a} radians. */
    static float sin(double a) {
        return SIN[(int) ((long) (a * SIN_SCALE) & 0xFFFFL)];
    }

    /** Table cosine of {@code a} radians. */
    static float cos(double a) {
        return SIN[(int) ((long) (a * SIN_SCALE + 16384.0) & 0xFFFFL)];
    }

    /** {@code Mth.floor(double)}. */
    static int floor(double v) {
        return (int) Math.floor(v);
    }
}
