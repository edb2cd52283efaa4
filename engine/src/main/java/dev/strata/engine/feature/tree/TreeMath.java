package dev.strata.engine.feature.tree;

/**
 * The game's table sine and cosine and floor (game: {@code Mth.sin(double)}, {@code Mth.cos(double)},
 * {@code Mth.floor}): the mega jungle trunk's branches are steered by the table, not by {@link Math#sin}.
 */
public final class TreeMath {
    private static final double SIN_SCALE = 10430.378350470453;
    private static final float[] SIN = new float[65536];

    static {
        for (int i = 0; i < SIN.length; i++) SIN[i] = (float) Math.sin(i / SIN_SCALE);
    }

    private TreeMath() {}

    public static float sin(double a) {
        return SIN[(int) ((long) (a * SIN_SCALE) & 0xFFFFL)];
    }

    public static float cos(double a) {
        return SIN[(int) ((long) (a * SIN_SCALE + 16384.0) & 0xFFFFL)];
    }

    public static int floor(double v) {
        return (int) Math.floor(v);
    }
}
