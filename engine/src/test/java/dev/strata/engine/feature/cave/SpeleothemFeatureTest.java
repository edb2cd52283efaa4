package dev.strata.engine.feature.cave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.feature.ConfiguredFeature;
import org.junit.jupiter.api.Test;

/** {@code speleothem}, {@code speleothem_cluster} and {@code large_dripstone} against the game's rules (26.2 SpeleothemFeature...). */
class SpeleothemFeatureTest {
    private static String speleothem(String chances) {
        return "{\"type\":\"minecraft:speleothem\",\"config\":{\"base_block\":{\"Name\":\"minecraft:dripstone_block\"},"
                + "\"pointed_block\":{\"Name\":\"minecraft:pointed_dripstone\",\"Properties\":{\"thickness\":\"tip\",\"vertical_direction\":\"up\",\"waterlogged\":\"false\"}},"
                + "\"replaceable_blocks\":\"#minecraft:dripstone_replaceable_blocks\"" + chances + "}}";
    }

    @Test
    void hangsFromACeilingWithItsBaseAndDrawsInTheGamesOrder() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        w.fill(0, 40, 0, 15, 50, 15, "minecraft:air");
        ConfiguredFeature f = w.feature(speleothem(",\"chance_of_directional_spread\":0.0,\"chance_of_taller_generation\":1.0"));
        RecordingRandom r = new RecordingRandom(1);
        assertTrue(f.place(w.level, r, 8, 50, 8));
        // only the ceiling is a base: no boolean; four directional floats fail (> 0); the taller float
        assertEquals("float float float float float", r.joined());
        assertEquals("minecraft:dripstone_block", w.name(8, 51, 8));
        assertEquals("minecraft:stone", w.name(9, 51, 8), "no spread at chance 0");
        assertEquals("down", w.value(8, 50, 8, "vertical_direction"));
        assertEquals("frustum", w.value(8, 50, 8, "thickness"));
        assertEquals("tip", w.value(8, 49, 8, "thickness"));
        assertEquals("minecraft:air", w.name(8, 48, 8));
    }

    @Test
    void spreadsToTheFourSidesAndPicksADirectionWhenBothAreBases() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        w.set(8, 50, 8, "minecraft:water");
        ConfiguredFeature f = w.feature(speleothem(",\"chance_of_directional_spread\":1.0,\"chance_of_spread_radius2\":0.0"));
        RecordingRandom r = new RecordingRandom(7);
        assertTrue(f.place(w.level, r, 8, 50, 8));
        assertEquals("boolean float float float float float float float float float", r.joined());
        String dir = w.value(8, 50, 8, "vertical_direction");
        int rootY = dir.equals("up") ? 49 : 51;
        for (int[] d : new int[][] {{0, 0}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
            assertEquals("minecraft:dripstone_block", w.name(8 + d[0], rootY, 8 + d[1]));
        }
        assertEquals("true", w.value(8, 50, 8, "waterlogged"), "placed in water: waterlogged");
        assertEquals("tip", w.value(8, 50, 8, "thickness"), "the taller block needs air or water beyond the tip");
    }

    @Test
    void placesNothingWithoutABaseAboveOrBelow() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        w.fill(0, 40, 0, 15, 50, 15, "minecraft:air");
        RecordingRandom r = new RecordingRandom(1);
        assertFalse(w.feature(speleothem("")).place(w.level, r, 8, 45, 8));
        assertEquals("", r.joined());
    }

    @Test
    void vanillaClusterGrowsColumnsBetweenFloorAndCeilingOnly() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        w.fill(0, 40, 0, 15, 47, 15, "minecraft:air");
        ConfiguredFeature f = w.vanilla("minecraft:dripstone_cluster");
        int placedBlocks = 0;
        for (long seed = 0; seed < 4; seed++) {
            RecordingRandom r = new RecordingRandom(seed);
            assertTrue(f.place(w.level, r, 8, 43, 8));
            // height, wetness (clamped normal), density, x radius, z radius
            assertEquals("int:4 gaussian float int:7 int:7", String.join(" ", r.log.subList(0, 5)));
        }
        for (int x = 0; x < 16; x++) for (int z = 0; z < 16; z++) for (int y = 40; y <= 47; y++) {
            String n = w.name(x, y, z);
            if (n.equals("minecraft:pointed_dripstone")) {
                placedBlocks++;
                String dir = w.value(x, y, z, "vertical_direction");
                // a stalactite hangs from dripstone or another pointed block above, a stalagmite stands on one
                String behind = w.name(x, dir.equals("down") ? y + 1 : y - 1, z);
                assertTrue(behind.equals("minecraft:dripstone_block") || behind.equals("minecraft:pointed_dripstone")
                        || behind.equals("minecraft:water"), behind + " behind " + x + " " + y + " " + z);
            }
        }
        assertTrue(placedBlocks > 20, "pointed dripstone placed: " + placedBlocks);
        assertTrue(w.count("minecraft:dripstone_block") > 20);
        assertEquals(0, countAbove(w, 48), "nothing beyond the layer thickness of 4 above the ceiling is touched");
    }

    private static int countAbove(CaveWorld w, int ceiling) {
        int n = 0;
        for (int x = -16; x < 32; x++) for (int z = -16; z < 32; z++) {
            if (w.name(x, ceiling + 4, z).equals("minecraft:dripstone_block")) n++;
        }
        return n;
    }

    @Test
    void clusterTipsMergeOnlyWhenTheyFillTheColumn() {
        int merged = 0;
        for (long seed = 0; seed < 8; seed++) {
        CaveWorld w = new CaveWorld("minecraft:stone");
        w.fill(0, 40, 0, 15, 42, 15, "minecraft:air");
        w.vanilla("minecraft:dripstone_cluster").place(w.level, new RecordingRandom(seed), 8, 41, 8);
        for (int x = 0; x < 16; x++) for (int z = 0; z < 16; z++) for (int y = 40; y <= 42; y++) {
            if ("tip_merge".equals(w.value(x, y, z, "thickness"))) {
                merged++;
                String dir = w.value(x, y, z, "vertical_direction");
                int ny = dir.equals("down") ? y - 1 : y + 1;
                assertEquals("tip_merge", w.value(x, ny, z, "thickness"), "a merged tip faces another at " + x + " " + y + " " + z);
            }
        }
        }
        assertTrue(merged > 0);
    }

    @Test
    void largeDripstoneNeedsACaveOfFourAndBuildsDripstoneBlocksInsideIt() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        w.fill(-8, 40, -8, 23, 42, 23, "minecraft:air");
        // the vanilla configuration with column_radius uniform 3..16 (what clamped(uniform 3..19, 3, 16) bounds it to)
        ConfiguredFeature f = w.feature("{\"type\":\"minecraft:large_dripstone\",\"config\":{\"column_radius\":{\"type\":\"minecraft:uniform\",\"min_inclusive\":3,\"max_inclusive\":16},"
                + "\"height_scale\":{\"type\":\"minecraft:uniform\",\"min_inclusive\":0.4,\"max_exclusive\":2.0},\"max_column_radius_to_cave_height_ratio\":0.33,"
                + "\"min_bluntness_for_wind\":0.6,\"min_radius_for_wind\":4,\"replaceable_blocks\":\"#minecraft:dripstone_replaceable_blocks\","
                + "\"stalactite_bluntness\":{\"type\":\"minecraft:uniform\",\"min_inclusive\":0.3,\"max_exclusive\":0.9},"
                + "\"stalagmite_bluntness\":{\"type\":\"minecraft:uniform\",\"min_inclusive\":0.4,\"max_exclusive\":1.0},"
                + "\"wind_speed\":{\"type\":\"minecraft:uniform\",\"min_inclusive\":0.0,\"max_exclusive\":0.3}}}");
        RecordingRandom r = new RecordingRandom(3);
        assertFalse(f.place(w.level, r, 8, 41, 8), "a cave 3 high is too low");
        assertEquals("", r.joined());

        int total = 0;
        CaveWorld w2 = null;
        for (long seed = 0; seed < 3; seed++) {
            w2 = new CaveWorld("minecraft:stone");
            w2.fill(-14, 30, -14, 29, 59, 29, "minecraft:air");
            RecordingRandom r2 = new RecordingRandom(seed);
            assertTrue(f.place(w2.level, r2, 8, 45, 8));
            // radius, stalactite bluntness + scale, stalagmite bluntness + scale (radius bound: 30 * 0.33 = 9 -> nextInt(7))
            assertEquals("int:7 float float float float", String.join(" ", r2.log.subList(0, 5)));
        }
        for (int x = -16; x < 32; x++) for (int z = -16; z < 32; z++) for (int y = 30; y < 60; y++) {
            if (w2.name(x, y, z).equals("minecraft:dripstone_block")) total++;
        }
        assertTrue(total > 50, "dripstone blocks: " + total);
        assertEquals("minecraft:dripstone_block", w2.name(8, 59, 8), "the stalactite's root under the ceiling");
        assertEquals("minecraft:dripstone_block", w2.name(8, 30, 8), "the stalagmite's root on the floor");
    }
}
