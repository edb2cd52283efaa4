package dev.strata.engine.random;

/**
 * Normally distributed doubles from a source's {@code nextDouble()} by the polar method, keeping the second value of
 * each pair for the next call (game: {@code MarsagliaPolarGaussian}, used by every random source of the game).
 * One per random source; not thread-safe.
 */
final class MarsagliaPolarGaussian {
    private double nextNextGaussian;
    private boolean haveNextNextGaussian;

    /** Forgets the kept value (when the source is reseeded). */
    void reset() {
        haveNextNextGaussian = false;
    }

    /** The next normal value, drawing pairs of uniform doubles from {@code source}. */
    double next(RandomSource source) {
        if (haveNextNextGaussian) {
            haveNextNextGaussian = false;
            return nextNextGaussian;
        }
        double a;
        double b;
        double s;
        do {
            a = 2.0 * source.nextDouble() - 1.0;
            b = 2.0 * source.nextDouble() - 1.0;
            s = a * a + b * b;
        } while (s >= 1.0 || s == 0.0);
        double k = Math.sqrt(-2.0 * Math.log(s) / s);
        nextNextGaussian = b * k;
        haveNextNextGaussian = true;
        return a * k;
    }
}
