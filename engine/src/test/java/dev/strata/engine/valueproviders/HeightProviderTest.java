package dev.strata.engine.valueproviders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.gson.JsonParser;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.LegacyRandom;
import java.util.Random;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;

/** Every height provider type against the game's formula replayed on {@code java.util.Random}: values and draw counts. */
class HeightProviderTest {
    static final int MIN_Y = -64, DEPTH = 384;

    static HeightProvider parse(String json) {
        return HeightProvider.parse(JsonCursor.root("test.json", JsonParser.parseString(json)));
    }

    static void assertMatches(HeightProvider p, ToIntFunction<Random> oracle) {
        for (long seed = 0; seed < 300; seed++) {
            LegacyRandom r = new LegacyRandom(seed);
            Random o = new Random(seed);
            assertEquals(oracle.applyAsInt(o), p.sample(r, MIN_Y, DEPTH), "value for seed " + seed);
            assertEquals(o.nextInt(), r.nextInt(), "draw count for seed " + seed);
        }
    }

    /** Game: {@code Mth.nextInt}. */
    static int mthNextInt(Random o, int min, int max) {
        return min >= max ? min : o.nextInt(max - min + 1) + min;
    }

    @Test
    void biasedToBottom() {
        assertMatches(parse("{\"type\":\"minecraft:biased_to_bottom\",\"min_inclusive\":{\"above_bottom\":0},\"max_inclusive\":{\"absolute\":-44}}"),
                o -> o.nextInt(o.nextInt(20) + 1) - 64);
        assertMatches(parse("{\"type\":\"minecraft:biased_to_bottom\",\"min_inclusive\":{\"absolute\":0},\"max_inclusive\":{\"absolute\":20},\"inner\":4}"),
                o -> o.nextInt(o.nextInt(17) + 4));
    }

    @Test
    void biasedEmptyRangeGivesMinWithoutADraw() {
        // max - min - inner + 1 = 10 - 5 - 6 + 1 = 0
        assertMatches(parse("{\"type\":\"minecraft:biased_to_bottom\",\"min_inclusive\":{\"absolute\":5},\"max_inclusive\":{\"absolute\":10},\"inner\":6}"), o -> 5);
        assertMatches(parse("{\"type\":\"minecraft:very_biased_to_bottom\",\"min_inclusive\":{\"absolute\":5},\"max_inclusive\":{\"absolute\":10},\"inner\":6}"), o -> 5);
    }

    @Test
    void veryBiasedToBottomMakesThreeBoundedDraws() {
        assertMatches(parse("{\"type\":\"minecraft:very_biased_to_bottom\",\"min_inclusive\":{\"absolute\":0},\"max_inclusive\":{\"below_top\":300}}"),
                o -> {
                    int max = 319 - 300;
                    int upper = mthNextInt(o, 1, max);
                    int biased = mthNextInt(o, 0, upper - 1);
                    return mthNextInt(o, 0, biased);
                });
        assertMatches(parse("{\"type\":\"minecraft:very_biased_to_bottom\",\"min_inclusive\":{\"absolute\":-10},\"max_inclusive\":{\"absolute\":30},\"inner\":3}"),
                o -> {
                    int upper = mthNextInt(o, -7, 30);
                    int biased = mthNextInt(o, -10, upper - 1);
                    return mthNextInt(o, -10, biased - 1 + 3);
                });
    }

    @Test
    void trapezoid() {
        assertMatches(parse("{\"type\":\"minecraft:trapezoid\",\"min_inclusive\":{\"absolute\":-16},\"max_inclusive\":{\"absolute\":112}}"),
                o -> -16 + o.nextInt(65) + o.nextInt(65));
        assertMatches(parse("{\"type\":\"minecraft:trapezoid\",\"min_inclusive\":{\"absolute\":0},\"max_inclusive\":{\"absolute\":11},\"plateau\":4}"),
                o -> o.nextInt(9) + o.nextInt(4)); // start 3, end 8
        assertMatches(parse("{\"type\":\"minecraft:trapezoid\",\"min_inclusive\":{\"absolute\":0},\"max_inclusive\":{\"absolute\":5},\"plateau\":9}"),
                o -> o.nextInt(6)); // plateau >= range: uniform
        assertMatches(parse("{\"type\":\"minecraft:trapezoid\",\"min_inclusive\":{\"absolute\":7},\"max_inclusive\":{\"absolute\":5}}"), o -> 7);
    }

    @Test
    void uniformAndConstant() {
        assertMatches(parse("{\"type\":\"minecraft:uniform\",\"min_inclusive\":{\"above_bottom\":8},\"max_inclusive\":{\"absolute\":180}}"),
                o -> o.nextInt(180 + 56 + 1) - 56);
        assertMatches(parse("{\"type\":\"minecraft:uniform\",\"min_inclusive\":{\"absolute\":9},\"max_inclusive\":{\"absolute\":8}}"), o -> 9);
        assertMatches(parse("{\"absolute\":12}"), o -> 12);
        assertMatches(parse("{\"type\":\"minecraft:constant\",\"value\":{\"below_top\":10}}"), o -> 309);
    }

    @Test
    void weightedList() {
        assertMatches(parse("{\"type\":\"minecraft:weighted_list\",\"distribution\":[{\"data\":{\"absolute\":3},\"weight\":2},"
                        + "{\"data\":{\"type\":\"minecraft:uniform\",\"min_inclusive\":{\"absolute\":10},\"max_inclusive\":{\"absolute\":13}},\"weight\":5}]}"),
                o -> o.nextInt(7) < 2 ? 3 : o.nextInt(4) + 10);
    }

    @Test
    void refusesBadConfigurations() {
        assertThrows(DataPackException.class, () -> parse("{\"type\":\"minecraft:biased_to_bottom\",\"min_inclusive\":{\"absolute\":0},\"max_inclusive\":{\"absolute\":1},\"inner\":0}"));
        assertThrows(DataPackException.class, () -> parse("{\"type\":\"minecraft:weighted_list\",\"distribution\":[]}"));
        assertThrows(DataPackException.class, () -> parse("{\"type\":\"minecraft:normal\"}"));
    }
}
