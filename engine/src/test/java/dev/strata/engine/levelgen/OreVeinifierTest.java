package dev.strata.engine.levelgen;

import static dev.strata.engine.levelgen.AquiferTest.fn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.density.DensityFunction;
import dev.strata.engine.random.PositionalRandomFactory;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.XoroshiroRandom;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OreVeinifierTest {

    static final int COPPER_ORE = 1;
    static final int RAW_COPPER = 2;
    static final int GRANITE = 3;
    static final int IRON_ORE = 4;
    static final int RAW_IRON = 5;
    static final int TUFF = 6;

    static PositionalRandomFactory oreRandom() {
        return new XoroshiroRandom(0).forkPositional().fromHashOf("minecraft:ore").forkPositional();
    }

    static OreVeinifier veinifier(DensityFunction toggle, DensityFunction ridged, DensityFunction gap) {
        return new OreVeinifier(toggle, ridged, gap, oreRandom(), COPPER_ORE, RAW_COPPER, GRANITE, IRON_ORE, RAW_IRON,
                TUFF);
    }

    @Test
    void copperBandIsZeroToFifty() {
        OreVeinifier v = veinifier(fn((x, y, z) -> 1.0), fn((x, y, z) -> -1.0), fn((x, y, z) -> 1.0));
        Set<Integer> seen = new HashSet<>();
        for (int y = -64; y < 320; y++) {
            for (int x = 0; x < 16; x++) {
                int s = v.compute(x, y, 7);
                if (y < 0 || y > 50) {
                    assertEquals(OreVeinifier.NO_STATE, s, "y " + y);
                } else if (s != OreVeinifier.NO_STATE) {
                    assertTrue(s == COPPER_ORE || s == RAW_COPPER || s == GRANITE, "state " + s);
                    seen.add(s);
                }
            }
        }
        assertTrue(seen.contains(COPPER_ORE) && seen.contains(GRANITE));
    }

    @Test
    void ironBandIsMinusSixtyToMinusEight() {
        OreVeinifier v = veinifier(fn((x, y, z) -> -1.0), fn((x, y, z) -> -1.0), fn((x, y, z) -> 1.0));
        for (int y = -64; y < 320; y++) {
            for (int x = 0; x < 16; x++) {
                int s = v.compute(x, y, -3);
                if (y < -60 || y > -8) {
                    assertEquals(OreVeinifier.NO_STATE, s, "y " + y);
                } else if (s != OreVeinifier.NO_STATE) {
                    assertTrue(s == IRON_ORE || s == RAW_IRON || s == TUFF, "state " + s);
                }
            }
        }
        // toggle exactly 0 is iron (copper needs > 0)
        OreVeinifier zero = veinifier(fn((x, y, z) -> 0.0), fn((x, y, z) -> -1.0), fn((x, y, z) -> 1.0));
        for (int y = -64; y < 320; y++) {
            assertEquals(OreVeinifier.NO_STATE, zero.compute(0, y, 0)); // |0| + roundoff < 0.4
        }
    }

    @Test
    void followsTheGamesRandomOrder() {
        double toggle = 0.5;
        OreVeinifier v = veinifier(fn((x, y, z) -> toggle), fn((x, y, z) -> -0.5), fn((x, y, z) -> 0.0));
        PositionalRandomFactory ref = oreRandom();
        int checked = 0;
        for (int x = -40; x < 40; x++) {
            for (int y = 20; y <= 30; y++) { // edge distance >= 20: no roundoff
                int got = v.compute(x, y, 11);
                RandomSource r = ref.at(x, y, 11);
                int expected;
                if (r.nextFloat() > 0.7F) {
                    expected = OreVeinifier.NO_STATE;
                } else {
                    double delta = (toggle - (double) 0.4F) / ((double) 0.6F - (double) 0.4F);
                    double richness = (double) 0.1F + delta * ((double) 0.3F - (double) 0.1F);
                    if ((double) r.nextFloat() < richness && 0.0 > (double) -0.3F) {
                        expected = r.nextFloat() < 0.02F ? RAW_COPPER : COPPER_ORE;
                    } else {
                        expected = GRANITE;
                    }
                }
                assertEquals(expected, got);
                checked++;
            }
        }
        assertEquals(80 * 11, checked);
    }

    @Test
    void ridgedAndGapGate() {
        OreVeinifier ridgedPositive = veinifier(fn((x, y, z) -> 1.0), fn((x, y, z) -> 0.0), fn((x, y, z) -> 1.0));
        for (int y = 0; y <= 50; y++) {
            assertEquals(OreVeinifier.NO_STATE, ridgedPositive.compute(5, y, 5));
        }
        OreVeinifier gapLow = veinifier(fn((x, y, z) -> 1.0), fn((x, y, z) -> -1.0), fn((x, y, z) -> -0.3000001));
        for (int y = 0; y <= 50; y++) {
            int s = gapLow.compute(5, y, 5);
            assertTrue(s == OreVeinifier.NO_STATE || s == GRANITE);
        }
        // -0.3 itself is above (double) -0.3F = -0.30000001192092896, so it does not gate
        assertTrue(-0.3 > (double) -0.3F);
    }

    @Test
    void edgeRoundoffNearBandLimits() {
        // |toggle| 0.45: needs roundoff > -0.05, i.e. distance from edge > 15
        OreVeinifier v = veinifier(fn((x, y, z) -> 0.45), fn((x, y, z) -> -1.0), fn((x, y, z) -> 1.0));
        for (int x = 0; x < 64; x++) {
            for (int y = 0; y <= 50; y++) {
                int edge = Math.min(50 - y, y);
                if (edge <= 15) {
                    assertEquals(OreVeinifier.NO_STATE, v.compute(x, y, 0), "y " + y);
                }
            }
        }
    }

    @Test
    void deterministic() {
        OreVeinifier a = veinifier(AquiferTest.wave(0.1, 0.2, 0.15, 0), AquiferTest.wave(0.3, 0.1, 0.2, 1),
                AquiferTest.wave(0.2, 0.2, 0.2, 2));
        OreVeinifier b = veinifier(AquiferTest.wave(0.1, 0.2, 0.15, 0), AquiferTest.wave(0.3, 0.1, 0.2, 1),
                AquiferTest.wave(0.2, 0.2, 0.2, 2));
        for (int x = 0; x < 16; x++) {
            for (int y = -64; y < 64; y++) {
                assertEquals(a.compute(x, y, 3), b.compute(x, y, 3));
            }
        }
    }
}
