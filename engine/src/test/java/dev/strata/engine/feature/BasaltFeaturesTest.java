package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.random.XoroshiroRandom;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;

/** {@code basalt_columns}, {@code basalt_pillar}, {@code delta_feature} in a synthetic nether region. */
class BasaltFeaturesTest {
    private static final int NETHERRACK = FeatureTestRegion.state("minecraft:netherrack");
    private static final int BASALT = FeatureTestRegion.state("minecraft:basalt");
    private static final int LAVA = FeatureTestRegion.state("minecraft:lava[level=0]");

    private static FeatureParser parser() {
        return new FeatureParser(FeatureTestRegion.pack(), FeatureTestRegion.states());
    }

    private static ConfiguredFeature vanilla(String id) {
        return parser().configuredFeature(ResourceId.parse(id), JsonCursor.root("test", JsonParser.parseString("{}")));
    }

    private static ConfiguredFeature inline(String json) {
        return parser().configuredFeature(JsonCursor.root("test.json", JsonParser.parseString(json)));
    }

    @Test
    void basaltColumnsRiseFromTheGroundAndStayWithinHeightPlusOne() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.fill(-16, 20, -16, 31, 40, 31, NETHERRACK);
        ConfiguredFeature f = inline("{\"type\":\"minecraft:basalt_columns\",\"config\":{\"reach\":1,\"height\":4}}");
        assertTrue(f.place(r.level, new XoroshiroRandom(11), 8, 41, 8));
        int basalt = 0;
        for (int y = 0; y < 256; y++) {
            for (int z = -16; z < 32; z++) {
                for (int x = -16; x < 32; x++) {
                    if (r.get(x, y, z) != BASALT) continue;
                    basalt++;
                    // a spot within reach min(4, 5 or 8) of the origin, a column within reach 1 of its spot
                    assertTrue(Math.abs(x - 8) <= 5 && Math.abs(z - 8) <= 5, x + " " + z);
                    // columns stand on the ground: at most height + 1 = 5 blocks, each on basalt or netherrack
                    assertTrue(y >= 41 && y <= 45, "y " + y);
                    int below = r.get(x, y - 1, z);
                    assertTrue(below == BASALT || below == NETHERRACK && y == 41, "basalt at " + y + " over " + below);
                }
            }
        }
        assertTrue(basalt > 0);
    }

    @Test
    void basaltColumnsOfHeightOneAreTwoHighBesideTheSpotAndDrawThreePerSpot() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.fill(-16, 20, -16, 31, 40, 31, NETHERRACK);
        ConfiguredFeature f = inline("{\"type\":\"minecraft:basalt_columns\",\"config\":{\"reach\":1,\"height\":1}}");
        FeatureTestRegion.CountingRandom random = new FeatureTestRegion.CountingRandom(new XoroshiroRandom(11));
        assertTrue(f.place(r.level, random, 8, 41, 8));
        // constant providers draw nothing: one float, then x, y (a range of one, still drawn) and z per spot
        int spots = new XoroshiroRandom(11).nextFloat() < 0.9f ? 50 : 15;
        assertEquals(1 + 3 * spots, random.draws);
        // spots within reach min(1, 5) = 1: at the origin (height 1) a column beside it is 1 - 0 + 1 = 2 high, one
        // diagonal 1 - 1 + 1 = 1; the spot's own column (no steps to search) stays empty
        int top = 0;
        for (int y = 41; y < 60; y++) {
            for (int z = 4; z <= 12; z++) for (int x = 4; x <= 12; x++) if (r.get(x, y, z) == BASALT) top = Math.max(top, y);
        }
        assertEquals(42, top);
    }

    @Test
    void aSpotsColumnsAreHeightPlusOneBesideItAndHeightOnItsDiagonals() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.fill(-16, 20, -16, 31, 40, 31, NETHERRACK);
        // reach 1 for the first spot that gets columns, 0 (no columns at all) for every later one
        dev.strata.engine.valueproviders.IntProvider firstOnly = new dev.strata.engine.valueproviders.IntProvider() {
            int calls;
            @Override public int sample(dev.strata.engine.random.RandomSource random) { return calls++ == 0 ? 1 : 0; }
            @Override public int minValue() { return 0; }
            @Override public int maxValue() { return 1; }
        };
        dev.strata.engine.valueproviders.IntProvider one = dev.strata.engine.valueproviders.IntProvider.parse(
                JsonCursor.root("test", JsonParser.parseString("1")));
        var s = FeatureTestRegion.states();
        BasaltColumnsFeature f = new BasaltColumnsFeature(one, firstOnly, BasaltColumnsFeature.blockSet(s, BasaltColumnsFeature.CANNOT_PLACE_ON),
                s.blockIndex("minecraft:basalt"), BASALT, s.blockIndex("minecraft:lava"));
        assertTrue(f.place(r.level, new XoroshiroRandom(5), 8, 41, 8));
        // replay the spot draws (after the float): x in 7..9, y (one value), z in 7..9, until one is within height 1
        XoroshiroRandom replay = new XoroshiroRandom(5);
        replay.nextFloat();
        int sx, sz, h;
        do {
            sx = 7 + replay.nextInt(3);
            replay.nextInt(1);
            sz = 7 + replay.nextInt(3);
            h = 1 - Math.abs(sx - 8) - Math.abs(sz - 8);
        } while (h < 0);
        for (int z = -16; z < 32; z++) {
            for (int x = -16; x < 32; x++) {
                int step = Math.abs(x - sx) + Math.abs(z - sz);
                // the spot itself has no steps to search: no column; beside it h - 0 + 1, diagonally h - 1 + 1
                int expected = step == 1 ? h + 1 : step == 2 && x != sx && z != sz ? h : 0;
                int n = 0;
                while (r.get(x, 41 + n, z) == BASALT) n++;
                assertEquals(expected, n, "column at " + x + " " + z + " (spot " + sx + " " + sz + ")");
            }
        }
    }

    @Test
    void basaltColumnsStopAtABlockOtherThanBasalt() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.fill(-16, 20, -16, 31, 40, 31, NETHERRACK);
        r.fill(-16, 43, -16, 31, 43, 31, NETHERRACK); // a one-block ceiling with air over it
        ConfiguredFeature f = inline("{\"type\":\"minecraft:basalt_columns\",\"config\":{\"reach\":1,\"height\":4}}");
        assertTrue(f.place(r.level, new XoroshiroRandom(11), 8, 41, 8));
        assertTrue(r.count("minecraft:basalt") > 0);
        for (int y = 44; y < 60; y++) {
            for (int z = -16; z < 32; z++) for (int x = -16; x < 32; x++) assertEquals(0, r.get(x, y, z), x + " " + y + " " + z);
        }
    }

    @Test
    void basaltColumnsTreatLavaAtOrBelowSeaLevelAsAir() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.fill(-16, 10, -16, 31, 29, 31, NETHERRACK);
        r.fill(-16, 30, -16, 31, 33, 31, LAVA); // sea level 32: lava at 30..32 is "ocean", 33 is not
        ConfiguredFeature f = inline("{\"type\":\"minecraft:basalt_columns\",\"config\":{\"reach\":1,\"height\":4}}");
        // the origin at 30 (lava ocean) over netherrack may start; at 34 it sits over lava, which it cannot place on
        assertFalse(f.place(r.level, new XoroshiroRandom(11), 8, 34, 8));
        assertEquals(0, r.count("minecraft:basalt"));
        assertTrue(f.place(r.level, new XoroshiroRandom(11), 8, 30, 8));
        for (int y = 0; y < 256; y++) {
            for (int z = -16; z < 32; z++) {
                for (int x = -16; x < 32; x++) {
                    if (r.get(x, y, z) == BASALT) assertTrue(y >= 30 && y <= 32, "basalt at y " + y + " (only lava ocean is replaced)");
                }
            }
        }
        assertTrue(r.count("minecraft:basalt") > 0);
    }

    @Test
    void basaltColumnsRefuseProvidersOutsideTheirRanges() {
        DataPackException e = assertThrows(DataPackException.class,
                () -> inline("{\"type\":\"minecraft:basalt_columns\",\"config\":{\"reach\":4,\"height\":4}}"));
        assertTrue(e.getMessage().contains("reach"), e.getMessage());
        assertThrows(DataPackException.class,
                () -> inline("{\"type\":\"minecraft:basalt_columns\",\"config\":{\"reach\":1,\"height\":{\"type\":\"minecraft:uniform\",\"min_inclusive\":0,\"max_inclusive\":3}}}"));
        vanilla("minecraft:small_basalt_columns");
        vanilla("minecraft:large_basalt_columns");
    }

    @Test
    void basaltPillarFillsDownToTheGroundWithHangOffsAsRunsFromTheTop() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.fill(-16, 40, -16, 31, 59, 31, NETHERRACK);
        r.fill(-16, 80, -16, 31, 90, 31, NETHERRACK);
        r.fill(7, 58, 8, 7, 59, 8, 0); // a shallow hole: the base drops into it
        r.fill(9, 50, 8, 9, 59, 8, 0); // a deep one: the base drops at most 3 and finds no ground
        ConfiguredFeature f = vanilla("minecraft:basalt_pillar");
        assertFalse(f.place(r.level, new XoroshiroRandom(5), 8, 70, 8)); // air above: no ceiling
        assertEquals(0, r.count("minecraft:basalt"));
        assertTrue(f.place(r.level, new XoroshiroRandom(5), 8, 79, 8));
        for (int y = 60; y <= 79; y++) assertEquals(BASALT, r.get(8, y, 8), "pillar at " + y);
        // under the pillar, where dx or dz is 0 the chance is 10 in 10: the ground blocks turn to basalt
        for (int d = -3; d <= 3; d++) {
            if (d != -1 && d != 1) assertEquals(BASALT, r.get(8 + d, 59, 8), "dx " + d);
            assertEquals(BASALT, r.get(8, 59, 8 + d), "dz " + d);
        }
        assertEquals(BASALT, r.get(7, 58, 8));
        assertEquals(0, r.get(7, 59, 8));
        for (int y = 50; y <= 59; y++) assertEquals(0, r.get(9, y, 8), "deep hole at " + y);
        int[][] sides = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};
        for (int[] s : sides) {
            int x = 8 + s[0], z = 8 + s[1];
            // hang-offs: a run down from the top, ended by the first nextInt(10) == 0; the lowest block may get a base hang-off
            int y = 79;
            while (y >= 61 && r.get(x, y, z) == BASALT) y--;
            for (int below = y; below >= 61; below--) assertEquals("minecraft:air", r.name(x, below, z), "side " + x + " " + z + " y " + below);
        }
        // the base: basalt at y 59 (on the ground) within 3 of the pillar, nothing farther
        for (int z = -16; z < 32; z++) {
            for (int x = -16; x < 32; x++) {
                if (Math.abs(x - 8) > 3 || Math.abs(z - 8) > 3) assertEquals(NETHERRACK, r.get(x, 59, z), x + " " + z);
            }
        }
    }

    @Test
    void deltaWithoutRimFillsTheManhattanDiamondOfClearBlocks() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.fill(-16, 40, -16, 31, 64, 31, NETHERRACK);
        r.set(9, 64, 8, FeatureTestRegion.state("minecraft:bedrock")); // cannot be replaced
        r.set(6, 64, 10, 0); // a hole: its neighbours have air beside them, and it is air
        ConfiguredFeature f = inline("{\"type\":\"minecraft:delta_feature\",\"config\":{\"contents\":{\"Name\":\"minecraft:lava\",\"Properties\":{\"level\":\"0\"}},"
                + "\"rim\":{\"Name\":\"minecraft:magma_block\"},\"size\":3,\"rim_size\":0}}");
        assertTrue(f.place(r.level, new XoroshiroRandom(1), 8, 64, 8));
        for (int z = -16; z < 32; z++) {
            for (int x = -16; x < 32; x++) {
                int d = Math.abs(x - 8) + Math.abs(z - 8);
                boolean besideHole = Math.abs(x - 6) + Math.abs(z - 10) == 1;
                boolean expectLava = d <= 3 && !(x == 9 && z == 8) && !(x == 6 && z == 10) && !besideHole;
                assertEquals(expectLava, r.get(x, 64, z) == LAVA, x + " " + z);
            }
        }
        // 25 in the diamond, less the bedrock and the two beside the hole (the hole itself lies at distance 4)
        assertEquals(25 - 1 - 2, r.count("minecraft:lava"));
        assertEquals(0, r.count("minecraft:magma_block"));
    }

    @Test
    void deltaWithARimPutsRimThenContentsShiftedByTheRimSize() {
        // find a seed whose first nextDouble spawns the rim (< 0.9)
        long seed = 0;
        while (new XoroshiroRandom(seed).nextDouble() >= 0.9) seed++;
        FeatureTestRegion r = new FeatureTestRegion();
        r.fill(-16, 40, -16, 31, 64, 31, NETHERRACK);
        r.set(11, 64, 10, 0); // air beside (10, 10), where the contents of (9, 9) would go: not clear
        ConfiguredFeature f = inline("{\"type\":\"minecraft:delta_feature\",\"config\":{\"contents\":{\"Name\":\"minecraft:lava\",\"Properties\":{\"level\":\"0\"}},"
                + "\"rim\":{\"Name\":\"minecraft:magma_block\"},\"size\":2,\"rim_size\":1}}");
        assertTrue(f.place(r.level, new XoroshiroRandom(seed), 8, 64, 8));
        int magma = r.count("minecraft:magma_block"), lava = r.count("minecraft:lava");
        assertTrue(magma > 0 && lava > 0, magma + " " + lava);
        for (int z = -16; z < 32; z++) {
            for (int x = -16; x < 32; x++) {
                int s = r.get(x, 64, z);
                int d = Math.abs(x - 8) + Math.abs(z - 8), dShift = Math.abs(x - 9) + Math.abs(z - 9);
                if (s == LAVA) assertTrue(dShift <= 2, "lava at " + x + " " + z);
                else if (s != NETHERRACK && s != 0) assertTrue(d <= 2, "rim at " + x + " " + z);
            }
        }
        // the first position (the origin) takes the rim, the contents go one further in x and z
        assertEquals(LAVA, r.get(9, 64, 9));
        assertEquals(FeatureTestRegion.state("minecraft:magma_block"), r.get(8, 64, 7));
        assertEquals(NETHERRACK, r.get(10, 64, 10));
    }

    @Test
    void deltaContentsGoOnlyWhereTheShiftedSpotIsClear() {
        long seed = 0;
        while (new XoroshiroRandom(seed).nextDouble() >= 0.9) seed++;
        FeatureTestRegion r = new FeatureTestRegion();
        r.fill(-16, 40, -16, 31, 64, 31, NETHERRACK);
        r.set(10, 64, 9, 0); // air beside (9, 9), the shifted spot of origin (8, 8)
        ConfiguredFeature f = inline("{\"type\":\"minecraft:delta_feature\",\"config\":{\"contents\":{\"Name\":\"minecraft:lava\",\"Properties\":{\"level\":\"0\"}},"
                + "\"rim\":{\"Name\":\"minecraft:magma_block\"},\"size\":0,\"rim_size\":1}}");
        int magma = FeatureTestRegion.state("minecraft:magma_block");
        assertTrue(f.place(r.level, new XoroshiroRandom(seed), 8, 64, 8)); // the rim alone counts
        assertEquals(magma, r.get(8, 64, 8));
        assertEquals(NETHERRACK, r.get(9, 64, 9));
        assertTrue(f.place(r.level, new XoroshiroRandom(seed), 20, 64, 20));
        assertEquals(magma, r.get(20, 64, 20));
        assertEquals(LAVA, r.get(21, 64, 21));
    }
}
