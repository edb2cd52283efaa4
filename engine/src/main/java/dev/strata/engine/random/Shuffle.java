package dev.strata.engine.random;

import java.util.List;

/**
 * The game's shuffle ({@code Util.shuffle}, and {@code Util.toShuffledList} on a fresh copy): from the last slot down
 * to the second, slot {@code i - 1} is swapped with slot {@code nextInt(i)}. One draw per slot but the first, in that
 * order, so the draws and the result equal the game's for the same random.
 */
public final class Shuffle {
    private Shuffle() {}

    /** Shuffles {@code list} in place. */
    public static <T> void shuffle(List<T> list, RandomSource random) {
        for (int i = list.size(); i > 1; i--) {
            int swapTo = random.nextInt(i);
            list.set(i - 1, list.set(swapTo, list.get(i - 1)));
        }
    }

    /** Shuffles {@code values} in place (the game's {@code IntArrayList} form). */
    public static void shuffle(int[] values, RandomSource random) {
        shuffle(values, values.length, random);
    }

    /** Shuffles the first {@code length} of {@code values} in place (a reused buffer longer than the list). */
    public static void shuffle(int[] values, int length, RandomSource random) {
        for (int i = length; i > 1; i--) {
            int swapTo = random.nextInt(i);
            int t = values[i - 1];
            values[i - 1] = values[swapTo];
            values[swapTo] = t;
        }
    }
}
