package dev.strata.engine.random;

/**
 * A source whose outputs are all built from {@link #next(int)} the way {@code java.util.Random} builds them
 * (game: {@code net.minecraft.world.level.levelgen.BitRandomSource}).
 */
public interface BitRandomSource extends RandomSource {

    /** The next {@code bits} (1..32) random bits, in the low bits of the result (sign-extended at 32). */
    int next(int bits);

    @Override
    default int nextInt() {
        return next(32);
    }

    @Override
    default int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("Bound must be positive");
        }
        if ((bound & (bound - 1)) == 0) {
            return (int) ((long) bound * (long) next(31) >> 31);
        }
        int bits;
        int val;
        do {
            bits = next(31);
            val = bits % bound;
        } while (bits - val + (bound - 1) < 0);
        return val;
    }

    @Override
    default long nextLong() {
        int hi = next(32);
        int lo = next(32);
        return ((long) hi << 32) + lo;
    }

    @Override
    default boolean nextBoolean() {
        return next(1) != 0;
    }

    @Override
    default float nextFloat() {
        return next(24) * 0x1.0p-24f;
    }

    @Override
    default double nextDouble() {
        int a = next(26);
        int b = next(27);
        return (((long) a << 27) + b) * 0x1.0p-53;
    }
}
