package dev.strata.engine.valueproviders;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;

/**
 * An int drawn from a random source (game: {@code IntProvider}): a bare number is {@code constant}; objects name
 * their {@code type}: {@code constant}, {@code uniform}, {@code biased_to_bottom}, {@code clamped},
 * {@code clamped_normal}, {@code weighted_list}, {@code trapezoid}, with the game's formulas and draw counts.
 */
public interface IntProvider {
    /** Draws a value (constant: no draw). */
    int sample(RandomSource random);

    /** The smallest value {@link #sample} can return. */
    int minValue();

    /** The largest value {@link #sample} can return. */
    int maxValue();

    /** @throws dev.strata.engine.data.DataPackException naming the JSON path */
    static IntProvider parse(JsonCursor c) {
        return IntProviders.parse(c);
    }
}
