package dev.strata.engine.feature.cave;

import dev.strata.engine.random.RandomSource;

/**
 * The bits of the game's {@code Mth} the cave features use, with its float/double arithmetic: the table sine and
 * cosine (65536 samples of {@code (float) Math.sin(i / 10430.378350470453)}), {@code sqrt} in float,
 * {@code clampedMap}, {@code randomBetween}.
 */
final class CaveMath {
    private static final double SIN_SCALE = 10430.378350470453;
    private static final float[] SIN = new float[65536];

    static {
        for (int i = 0; i < SIN.length; i++) SIN[i] = (float) Math.sin(i / SIN_SCALE);
    }

    private CaveMath() {}

    /** Game: {@code Mth.sin(double)}. */
    static float sin(double a) {
        return SIN[(int) ((long) (a * SIN_SCALE) & 0xFFFFL)];
    }

    /** Game: {@code Mth.cos(double)}. */
    static float cos(double a) {
        return SIN[(int) ((long) (a * SIN_SCALE + 16384.0) & 0xFFFFL)];
    }

    /** Game: {@code Mth.sqrt(float)}. */
    static float sqrt(float v) {
        return (float) Math.sqrt(v);
    }

    /** Game: {@code Mth.floor(double)}. */
    static int floor(double v) {
        return (int) Math.floor(v);
    }

    static int clamp(int v, int min, int max) {
        return Math.min(Math.max(v, min), max);
    }

    /** Game: {@code Mth.clampedMap(double...)}. */
    static double clampedMap(double value, double fromMin, double fromMax, double toMin, double toMax) {
        double f = (value - fromMin) / (fromMax - fromMin);
        if (f < 0.0) return toMin;
        if (f > 1.0) return toMax;
        return toMin + f * (toMax - toMin);
    }

    /** Game: {@code Mth.clampedMap(float...)}. */
    static float clampedMap(float value, float fromMin, float fromMax, float toMin, float toMax) {
        float f = (value - fromMin) / (fromMax - fromMin);
        if (f < 0.0f) return toMin;
        if (f > 1.0f) return toMax;
        return toMin + f * (toMax - toMin);
    }

    /** Game: {@code Mth.randomBetween(random, min, max)}: {@code nextFloat() * (max - min) + min}. */
    static float randomBetween(RandomSource random, float min, float maxExclusive) {
        return random.nextFloat() * (maxExclusive - min) + min;
    }

    /** Game: {@code Mth.randomBetweenInclusive}: {@code nextInt(max - min + 1) + min}. */
    static int randomBetweenInclusive(RandomSource random, int min, int maxInclusive) {
        return random.nextInt(maxInclusive - min + 1) + min;
    }
}
