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
        ConfiguredFeature f = vanilla("minecraft:basalt_pillar");
        assertFalse(f.place(r.level, new XoroshiroRandom(5), 8, 70, 8)); // air above: no ceiling
        assertEquals(0, r.count("minecraft:basalt"));
        assertTrue(f.place(r.level, new XoroshiroRandom(5), 8, 79, 8));
        for (int y = 60; y <= 79; y++) assertEquals(BASALT, r.get(8, y, 8), "pillar at " + y);
        // under the pillar, dx = dz = 0 always passes: the ground block itself turns to basalt
        assertEquals(BASALT, r.get(8, 59, 8));
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
                else if (s != NETHERRACK) assertTrue(d <= 2, "rim at " + x + " " + z);
            }
        }
        // the first position (the origin) takes the rim, the contents go one further in x and z
        assertEquals(LAVA, r.get(9, 64, 9));
        assertEquals(FeatureTestRegion.state("minecraft:magma_block"), r.get(8, 64, 7));
    }
}
