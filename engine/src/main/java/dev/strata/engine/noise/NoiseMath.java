package dev.strata.engine.noise;

/** The few {@code net.minecraft.util.Mth} functions the noises use, with the game's operation order. */
final class NoiseMath {

    private NoiseMath() {
    }

    /** {@code Mth.floor(double)}. */
    static int floor(double d) {
        int i = (int) d;
        return d < i ? i - 1 : i;
    }

    /** {@code Mth.lfloor(double)}. */
    static long lfloor(double d) {
        long l = (long) d;
        return d < l ? l - 1L : l;
    }

    /** {@code Mth.smoothstep}: {@code t^3 (t (6t - 15) + 10)}. */
    static double smoothstep(double t) {
        return t * t * t * (t * (t * 6.0 - 15.0) + 10.0);
    }

    /** {@code Mth.lerp}: {@code start + delta * (end - start)}. */
    static double lerp(double delta, double start, double end) {
        return start + delta * (end - start);
    }

    /** {@code Mth.lerp2}. */
    static double lerp2(double dx, double dy, double x0y0, double x1y0, double x0y1, double x1y1) {
        return lerp(dy, lerp(dx, x0y0, x1y0), lerp(dx, x0y1, x1y1));
    }

    /** {@code Mth.lerp3}. */
    static double lerp3(double dx, double dy, double dz,
                        double c000, double c100, double c010, double c110,
                        double c001, double c101, double c011, double c111) {
        return lerp(dz, lerp2(dx, dy, c000, c100, c010, c110), lerp2(dx, dy, c001, c101, c011, c111));
    }

    /** {@code Mth.clampedLerp}: {@code start} below 0, {@code end} above 1, else {@link #lerp}. */
    static double clampedLerp(double start, double end, double delta) {
        if (delta < 0.0) {
            return start;
        }
        return delta > 1.0 ? end : lerp(delta, start, end);
    }
}
