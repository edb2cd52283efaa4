package dev.strata.engine.valueproviders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.LegacyRandom;
import java.util.Random;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;

/**
 * Every int provider type against an oracle written from the game's formula with {@code java.util.Random} (the
 * same LCG as the game's {@code LegacyRandomSource}): the values and the number of draws (the next value of both
 * sources after the sample must agree).
 */
class IntProvidersTest {

    static IntProvider parse(String json) {
        return IntProvider.parse(JsonCursor.root("test.json", JsonParser.parseString(json)));
    }

    /** Samples with a LegacyRandom and the oracle with java.util.Random from the same seeds; then compares the next draw. */
    static void assertMatches(IntProvider p, ToIntFunction<Random> oracle) {
        for (long seed = 0; seed < 300; seed++) {
            LegacyRandom r = new LegacyRandom(seed);
            Random o = new Random(seed);
            assertEquals(oracle.applyAsInt(o), p.sample(r), "value for seed " + seed);
            assertEquals(o.nextInt(), r.nextInt(), "draw count for seed " + seed);
        }
    }

    @Test
    void constantAndBareNumberDrawNothing() {
        assertMatches(parse("7"), o -> 7);
        assertMatches(parse("{\"type\":\"minecraft:constant\",\"value\":-3}"), o -> -3);
    }

    @Test
    void uniformIsInclusive() {
        IntProvider p = parse("{\"type\":\"minecraft:uniform\",\"min_inclusive\":-2,\"max_inclusive\":4}");
        assertMatches(p, o -> o.nextInt(7) - 2);
        assertEquals(-2, p.minValue());
        assertEquals(4, p.maxValue());
    }

    @Test
    void biasedToBottomDrawsTheBoundFirst() {
        IntProvider p = parse("{\"type\":\"minecraft:biased_to_bottom\",\"min_inclusive\":2,\"max_inclusive\":9}");
        assertMatches(p, o -> 2 + o.nextInt(o.nextInt(8) + 1));
        assertEquals(2, p.minValue());
        assertEquals(9, p.maxValue());
    }

    @Test
    void clampedClampsTheSourceAndIntersectsBounds() {
        IntProvider p = parse("{\"type\":\"minecraft:clamped\",\"source\":{\"type\":\"minecraft:uniform\",\"min_inclusive\":-5,"
                + "\"max_inclusive\":15},\"min_inclusive\":0,\"max_inclusive\":10}");
        assertMatches(p, o -> Math.max(0, Math.min(10, o.nextInt(21) - 5)));
        IntProvider narrow = parse("{\"type\":\"minecraft:clamped\",\"source\":{\"type\":\"minecraft:uniform\",\"min_inclusive\":-5,"
                + "\"max_inclusive\":5},\"min_inclusive\":0,\"max_inclusive\":10}");
        assertEquals(0, narrow.minValue());
        assertEquals(5, narrow.maxValue());
    }

    @Test
    void clampedNormalIsFloatArithmeticTruncatedTowardZero() {
        IntProvider p = parse("{\"type\":\"minecraft:clamped_normal\",\"mean\":0.5,\"deviation\":3.7,\"min_inclusive\":-4,\"max_inclusive\":6}");
        for (long seed = 0; seed < 300; seed++) {
            LegacyRandom r = new LegacyRandom(seed);
            LegacyRandom o = new LegacyRandom(seed);
            float v = 0.5f + (float) o.nextGaussian() * 3.7f;
            int expected = (int) Math.max(-4f, Math.min(6f, v));
            assertEquals(expected, p.sample(r), "seed " + seed);
            assertEquals(o.nextLong(), r.nextLong(), "draws for seed " + seed);
        }
        // (int) truncates toward zero: -0.9 gives 0, not -1 as floor would.
        IntProvider fixed = parse("{\"type\":\"minecraft:clamped_normal\",\"mean\":-0.9,\"deviation\":0,\"min_inclusive\":-4,\"max_inclusive\":6}");
        assertEquals(0, fixed.sample(new LegacyRandom(1)));
        IntProvider low = parse("{\"type\":\"minecraft:clamped_normal\",\"mean\":-9,\"deviation\":0,\"min_inclusive\":-4,\"max_inclusive\":6}");
        assertEquals(-4, low.sample(new LegacyRandom(1)));
        assertEquals(-4, low.minValue());
        assertEquals(6, low.maxValue());
    }

    @Test
    void weightedListPicksByCumulativeWeightThenSamplesTheEntry() {
        IntProvider p = parse("{\"type\":\"minecraft:weighted_list\",\"distribution\":[{\"data\":1,\"weight\":1},"
                + "{\"data\":{\"type\":\"minecraft:uniform\",\"min_inclusive\":5,\"max_inclusive\":6},\"weight\":3},"
                + "{\"data\":-8,\"weight\":0}]}");
        assertMatches(p, o -> o.nextInt(4) < 1 ? 1 : o.nextInt(2) + 5);
        assertEquals(-8, p.minValue(), "zero-weight entries count for the bounds, as the game");
        assertEquals(6, p.maxValue());
    }

    @Test
    void trapezoidSymmetricTriangleIsADifferenceOfTwoDraws() {
        IntProvider p = parse("{\"type\":\"minecraft:trapezoid\",\"min\":-7,\"max\":7,\"plateau\":0}");
        assertMatches(p, o -> o.nextInt(8) - o.nextInt(8));
        assertEquals(-7, p.minValue());
        assertEquals(7, p.maxValue());
    }

    @Test
    void trapezoidGeneralAndFullPlateau() {
        IntProvider p = parse("{\"type\":\"minecraft:trapezoid\",\"min\":0,\"max\":10,\"plateau\":2}");
        assertMatches(p, o -> o.nextInt(7) + o.nextInt(5)); // plateauStart 4, plateauEnd 6
        IntProvider asym = parse("{\"type\":\"minecraft:trapezoid\",\"min\":-2,\"max\":3,\"plateau\":0}");
        assertMatches(asym, o -> -2 + o.nextInt(4) + o.nextInt(3)); // range 5: start 2, end 3
        IntProvider full = parse("{\"type\":\"minecraft:trapezoid\",\"min\":2,\"max\":5,\"plateau\":3}");
        assertMatches(full, o -> o.nextInt(4) + 2);
    }

    @Test
    void refusesBadConfigurationsNamingThePath() {
        DataPackException e = assertThrows(DataPackException.class,
                () -> parse("{\"type\":\"minecraft:uniform\",\"min_inclusive\":3,\"max_inclusive\":2}"));
        assertTrue(e.getMessage().contains("test.json"), e.getMessage());
        assertThrows(DataPackException.class, () -> parse("{\"type\":\"minecraft:trapezoid\",\"min\":0,\"max\":2,\"plateau\":3}"));
        assertThrows(DataPackException.class, () -> parse("{\"type\":\"minecraft:weighted_list\",\"distribution\":[]}"));
        assertThrows(DataPackException.class,
                () -> parse("{\"type\":\"minecraft:weighted_list\",\"distribution\":[{\"data\":1,\"weight\":0}]}"));
        assertThrows(DataPackException.class, () -> parse("{\"type\":\"minecraft:biased_to_bottom\",\"min_inclusive\":3,\"max_inclusive\":2}"));
        DataPackException u = assertThrows(DataPackException.class, () -> parse("{\"type\":\"minecraft:gaussian\"}"));
        assertTrue(u.getMessage().contains("type"), u.getMessage());
    }
}
