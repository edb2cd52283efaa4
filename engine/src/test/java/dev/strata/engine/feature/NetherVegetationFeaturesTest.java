package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.random.XoroshiroRandom;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;

/** {@code nether_forest_vegetation}, {@code weeping_vines}, {@code twisting_vines} in a synthetic nether region. */
class NetherVegetationFeaturesTest {
    private static final int NETHERRACK = FeatureTestRegion.state("minecraft:netherrack");

    private static ConfiguredFeature vanilla(String id) {
        FeatureParser p = new FeatureParser(FeatureTestRegion.pack(), FeatureTestRegion.states());
        return p.configuredFeature(ResourceId.parse(id), JsonCursor.root("test", JsonParser.parseString("{}")));
    }

    @Test
    void forestVegetationSpreadsInAirWithinItsBoxDrawingAStatePerTry() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.fill(-16, 40, -16, 31, 63, 31, FeatureTestRegion.state("minecraft:crimson_nylium"));
        r.fill(-16, 65, -16, 31, 70, 31, NETHERRACK); // one layer of air, on nylium: every placeable try survives
        int sprouts = FeatureTestRegion.state("minecraft:nether_sprouts");
        int[] providerCalls = {0};
        NetherForestVegetationFeature f = new NetherForestVegetationFeature((level, random, x, y, z) -> {
            providerCalls[0]++;
            return sprouts;
        }, 8, 4, FeatureTestRegion.states().tag("minecraft:nylium"));
        FeatureTestRegion.CountingRandom random = new FeatureTestRegion.CountingRandom(new XoroshiroRandom(42));
        assertTrue(f.place(r.level, random, 8, 64, 8));
        // 64 tries of six offset draws; the state is drawn for every try, placeable or not
        assertEquals(64 * 6, random.draws);
        assertEquals(64, providerCalls[0]);
        // replay the game's offsets: nextInt(w) - nextInt(w), nextInt(h) - nextInt(h), nextInt(w) - nextInt(w)
        XoroshiroRandom replay = new XoroshiroRandom(42);
        java.util.Set<Long> expected = new java.util.HashSet<>();
        for (int i = 0; i < 64; i++) {
            int x = 8 + replay.nextInt(8) - replay.nextInt(8);
            int y = 64 + replay.nextInt(4) - replay.nextInt(4);
            int z = 8 + replay.nextInt(8) - replay.nextInt(8);
            if (y == 64) expected.add(dev.strata.engine.levelgen.BlockPos.asLong(x, y, z));
        }
        java.util.Set<Long> placed = new java.util.HashSet<>();
        for (int y = 0; y < 256; y++) {
            for (int z = -16; z < 32; z++) {
                for (int x = -16; x < 32; x++) {
                    if (r.get(x, y, z) == sprouts) placed.add(dev.strata.engine.levelgen.BlockPos.asLong(x, y, z));
                }
            }
        }
        assertEquals(expected, placed);
    }

    @Test
    void forestVegetationNeedsNyliumBelowTheOrigin() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.fill(0, 40, 0, 15, 63, 15, NETHERRACK);
        FeatureTestRegion.CountingRandom random = new FeatureTestRegion.CountingRandom(new XoroshiroRandom(42));
        assertFalse(vanilla("minecraft:nether_sprouts").place(r.level, random, 8, 64, 8));
        assertEquals(0, random.draws);
        assertEquals(0, r.count("minecraft:nether_sprouts"));
    }

    @Test
    void weepingVinesHangFromTheRoofAsPlantColumnsEndedByAHead() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.fill(-16, 90, -16, 31, 110, 31, NETHERRACK);
        r.fill(-16, 40, -16, 31, 83, 31, NETHERRACK); // a floor the longer vines reach
        int[][] before = r.snapshot();
        ConfiguredFeature f = vanilla("minecraft:weeping_vines");
        assertFalse(f.place(r.level, new XoroshiroRandom(7), 8, 80, 8)); // no roof right above
        assertArrayEquals(before[4], r.snapshot()[4]);

        assertTrue(f.place(r.level, new XoroshiroRandom(7), 8, 89, 8));
        assertEquals("minecraft:nether_wart_block", r.name(8, 89, 8));
        int heads = 0;
        for (int y = 0; y < 256; y++) {
            for (int z = -16; z < 32; z++) {
                for (int x = -16; x < 32; x++) {
                    String n = r.name(x, y, z);
                    if (n.equals("minecraft:nether_wart_block") && y < 90) {
                        // roof growth: offsets -5..5, -4..1, -5..5
                        assertTrue(Math.abs(x - 8) <= 5 && Math.abs(z - 8) <= 5 && y >= 85, x + " " + y + " " + z);
                        // a wart goes where exactly one netherrack or wart touches: right under the roof (the roof
                        // above) two warts are never side by side, whichever came first saw the other
                        if (y == 89 && !(x == 8 && z == 8)) {
                            for (int[] d : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                                assertFalse(r.name(x + d[0], 89, z + d[1]).equals("minecraft:nether_wart_block"), "warts side by side at " + x + " " + z);
                            }
                        }
                    } else if (n.equals("minecraft:weeping_vines_plant")) {
                        String below = r.name(x, y - 1, z);
                        assertTrue(below.startsWith("minecraft:weeping_vines"), "plant over " + below);
                    } else if (n.startsWith("minecraft:weeping_vines[")) {
                        heads++;
                        int age = Integer.parseInt(FeatureTestRegion.states().value(r.get(x, y, z), "age"));
                        assertTrue(age >= 17 && age <= 25, n);
                        assertTrue(Math.abs(x - 8) <= 7 && Math.abs(z - 8) <= 7, x + " " + z);
                        // each column starts right under the roof: walk up over plants
                        int top = y + 1;
                        while (r.name(x, top, z).equals("minecraft:weeping_vines_plant")) top++;
                        String roof = r.name(x, top, z);
                        assertTrue(roof.equals("minecraft:netherrack") || roof.equals("minecraft:nether_wart_block"), roof);
                        // a column is at most 16 long (8 doubled) plus its head
                        assertTrue(top - y <= 17, "column of " + (top - y));
                    }
                }
            }
        }
        assertTrue(heads > 0);
    }

    @Test
    void twistingVinesGrowUpFromTheirSoilsAsPlantColumnsEndedByAHead() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.fill(-16, 30, -16, 31, 60, 31, NETHERRACK);
        r.fill(0, 61, 0, 15, 63, 15, NETHERRACK); // a step: tries fall to the first air above ground
        r.fill(-16, 72, -16, 31, 90, 31, NETHERRACK); // a ceiling the longer vines reach: their head stops under it
        ConfiguredFeature f = vanilla("minecraft:twisting_vines");
        FeatureTestRegion.CountingRandom random = new FeatureTestRegion.CountingRandom(new XoroshiroRandom(3));
        assertFalse(f.place(r.level, random, 20, 70, 20)); // nothing below the origin
        assertEquals(0, random.draws);

        assertTrue(f.place(r.level, new XoroshiroRandom(3), 8, 64, 8));
        int heads = 0;
        for (int y = 0; y < 256; y++) {
            for (int z = -16; z < 32; z++) {
                for (int x = -16; x < 32; x++) {
                    String n = r.name(x, y, z);
                    if (n.equals("minecraft:twisting_vines_plant")) {
                        assertTrue(r.name(x, y + 1, z).startsWith("minecraft:twisting_vines"), "plant under " + r.name(x, y + 1, z));
                    } else if (n.startsWith("minecraft:twisting_vines[")) {
                        heads++;
                        int age = Integer.parseInt(FeatureTestRegion.states().value(r.get(x, y, z), "age"));
                        assertTrue(age >= 17 && age <= 25, n);
                        assertTrue(Math.abs(x - 8) <= 8 && Math.abs(z - 8) <= 8, x + " " + z);
                        int bottom = y - 1;
                        while (r.name(x, bottom, z).equals("minecraft:twisting_vines_plant")) bottom--;
                        assertEquals("minecraft:netherrack", r.name(x, bottom, z));
                        // on the ground of its column: 61 outside the step, 64 on it
                        boolean onStep = x >= 0 && x < 16 && z >= 0 && z < 16;
                        assertEquals(onStep ? 63 : 60, bottom, x + " " + z);
                        // at most 8 doubled; the column counts from height 1, so 15 plants and a head
                        assertTrue(y - bottom <= 16, "column of " + (y - bottom));
                    }
                }
            }
        }
        assertTrue(heads > 10, "heads " + heads);
    }

    @Test
    void twistingVinesOfMaxHeightOneAreALoneHeadOrAPlantUnderAHead() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.fill(-16, 30, -16, 31, 60, 31, NETHERRACK);
        ConfiguredFeature f = new FeatureParser(FeatureTestRegion.pack(), FeatureTestRegion.states()).configuredFeature(JsonCursor.root("test.json",
                JsonParser.parseString("{\"type\":\"minecraft:twisting_vines\",\"config\":{\"max_height\":1,\"spread_height\":4,\"spread_width\":8}}")));
        assertTrue(f.place(r.level, new XoroshiroRandom(3), 8, 61, 8));
        int lone = 0, two = 0;
        for (int z = -16; z < 32; z++) {
            for (int x = -16; x < 32; x++) {
                String n1 = r.name(x, 61, z), n2 = r.name(x, 62, z);
                assertEquals("minecraft:air", r.name(x, 63, z));
                if (n1.startsWith("minecraft:twisting_vines[")) {
                    lone++;
                    assertEquals("minecraft:air", n2);
                } else if (n1.equals("minecraft:twisting_vines_plant")) {
                    two++;
                    assertTrue(n2.startsWith("minecraft:twisting_vines["), n2);
                } else {
                    assertEquals("minecraft:air", n1);
                }
            }
        }
        // length 1 unless doubled (nextInt(6) == 0) and not reset (nextInt(5) != 0)
        assertTrue(lone > 10 && two > 0, lone + " " + two);
    }
}
