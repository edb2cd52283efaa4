package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Seagrass, kelp and sea pickles on a sand floor under water, from fixed seeds: positions and states replayed from
 * the game's draw order ({@code SeagrassFeature}, {@code KelpFeature}, {@code SeaPickleFeature}).
 */
class SeaVegetationFeaturesTest {
    private static SeaVegetationFeatures.Seagrass seagrass(SeaTestRegion r, float probability) {
        int tall = r.state("minecraft:tall_seagrass[half=lower]");
        return new SeaVegetationFeatures.Seagrass(probability, r.states.blockIndex("minecraft:water"),
                r.state("minecraft:seagrass"), tall, r.state("minecraft:tall_seagrass[half=upper]"));
    }

    @Test
    void seagrassStandsWhereTheDrawsSayAndTallOnesHaveBothHalves() {
        SeaTestRegion r = SeaTestRegion.ocean();
        SeaVegetationFeatures.Seagrass f = seagrass(r, 0.6f);
        RandomSource random = new LegacyRandom(42), replay = new LegacyRandom(42);
        Map<Long, String> expected = new HashMap<>();
        r.snapshot();
        for (int i = 0; i < 60; i++) {
            int gx = 8 + replay.nextInt(8) - replay.nextInt(8);
            int gz = 8 + replay.nextInt(8) - replay.nextInt(8);
            long key = ((long) gx << 32) | (gz & 0xffffffffL);
            boolean free = !expected.containsKey(key);
            boolean tall = free && replay.nextDouble() < 0.6;
            if (free) expected.put(key, tall ? "minecraft:tall_seagrass" : "minecraft:seagrass");
            assertEquals(free, f.place(r.level, random, 8, 41, 8), "try " + i);
        }
        int tallCount = 0;
        for (Map.Entry<Long, String> e : expected.entrySet()) {
            int x = (int) (e.getKey() >> 32), z = e.getKey().intValue();
            assertEquals(e.getValue(), r.name(x, 41, z), "at " + x + " " + z);
            if (e.getValue().equals("minecraft:tall_seagrass")) {
                tallCount++;
                assertEquals("minecraft:tall_seagrass[half=lower]", r.text(x, 41, z));
                assertEquals("minecraft:tall_seagrass[half=upper]", r.text(x, 42, z));
            } else {
                assertEquals("minecraft:water", r.name(x, 42, z));
            }
        }
        assertTrue(tallCount > 0 && tallCount < expected.size(), tallCount + " tall of " + expected.size());
        assertEquals(expected.size() + tallCount, r.changed().size(), "nothing else placed");
    }

    @Test
    void tallSeagrassNeedsWaterAboveButStillCountsAsPlaced() {
        // one block of water: the tall plant has no room, the game returns true and places nothing
        SeaTestRegion r = new SeaTestRegion().fill(SeaTestRegion.MIN_Y, 40, "minecraft:sand").fill(41, 41, "minecraft:water");
        r.snapshot();
        assertTrue(seagrass(r, 1.0f).place(r.level, new LegacyRandom(7), 8, 41, 8));
        assertEquals(List.of(), r.changed());
        assertTrue(seagrass(r, 0.0f).place(r.level, new LegacyRandom(7), 8, 41, 8));
        assertEquals(1, r.changed().size());
    }

    @Test
    void seagrassNeedsWaterOnTheFloor() {
        SeaTestRegion r = new SeaTestRegion().fill(SeaTestRegion.MIN_Y, 40, "minecraft:sand");
        r.snapshot();
        for (int i = 0; i < 20; i++) assertFalse(seagrass(r, 0.5f).place(r.level, new LegacyRandom(i), 8, 41, 8));
        assertEquals(List.of(), r.changed());
    }

    private static SeaVegetationFeatures.Kelp kelp(SeaTestRegion r) {
        return new SeaVegetationFeatures.Kelp(r.states.blockIndex("minecraft:water"), r.state("minecraft:kelp"), r.state("minecraft:kelp_plant"));
    }

    @Test
    void kelpGrowsOnePlantPerDrawnBlockAndAnAgedHead() {
        SeaTestRegion r = SeaTestRegion.ocean();
        for (long seed = 0; seed < 12; seed++) {
            int x = (int) seed; // one column per seed
            RandomSource replay = new LegacyRandom(seed);
            int height = 1 + replay.nextInt(10);
            int age = replay.nextInt(4) + 20;
            assertTrue(kelp(r).place(r.level, new LegacyRandom(seed), x, 0, 5));
            for (int h = 0; h < height; h++) assertEquals("minecraft:kelp_plant", r.name(x, 41 + h, 5), "seed " + seed + " h " + h);
            assertEquals("minecraft:kelp[age=" + age + "]", r.text(x, 41 + height, 5), "seed " + seed);
            assertEquals("minecraft:water", r.name(x, 42 + height, 5));
        }
    }

    @Test
    void kelpStopsBelowTheSurfaceWithItsHeadOneLower() {
        // water 41..43 under air: the block at 43 has no water above, so the head goes to 42
        SeaTestRegion r = new SeaTestRegion().fill(SeaTestRegion.MIN_Y, 40, "minecraft:sand").fill(41, 43, "minecraft:water");
        long seed = 3;
        RandomSource replay = new LegacyRandom(seed);
        int height = 1 + replay.nextInt(10);
        assertTrue(height >= 2, "a seed whose kelp is taller than the water: " + height);
        int age = replay.nextInt(4) + 20;
        assertTrue(kelp(r).place(r.level, new LegacyRandom(seed), 8, 0, 8));
        assertEquals("minecraft:kelp_plant", r.name(8, 41, 8));
        assertEquals("minecraft:kelp[age=" + age + "]", r.text(8, 42, 8));
        assertEquals("minecraft:water", r.name(8, 43, 8));
    }

    @Test
    void kelpNeedsWaterAtTheFloor() {
        SeaTestRegion r = new SeaTestRegion().fill(SeaTestRegion.MIN_Y, 40, "minecraft:sand");
        r.snapshot();
        assertFalse(kelp(r).place(r.level, new LegacyRandom(1), 8, 0, 8));
        assertEquals(List.of(), r.changed());
    }

    @Test
    void seaPicklesFollowTheDrawsAndKeepTheFirstAtEachSpot() {
        SeaTestRegion r = SeaTestRegion.ocean();
        SeaVegetationFeatures.SeaPickle f = new SeaVegetationFeatures.SeaPickle(new IntProvider() {
            public int sample(RandomSource random) {
                return 20;
            }

            public int minValue() {
                return 20;
            }

            public int maxValue() {
                return 20;
            }
        }, r.states.blockIndex("minecraft:water"), r.state("minecraft:sea_pickle"));
        RandomSource replay = new LegacyRandom(99);
        Map<Long, Integer> expected = new HashMap<>();
        for (int i = 0; i < 20; i++) {
            int px = 20 + replay.nextInt(8) - replay.nextInt(8);
            int pz = 20 + replay.nextInt(8) - replay.nextInt(8);
            int pickles = replay.nextInt(4) + 1;
            expected.putIfAbsent(((long) px << 32) | (pz & 0xffffffffL), pickles);
        }
        r.snapshot();
        assertTrue(f.place(r.level, new LegacyRandom(99), 20, 0, 20));
        assertEquals(expected.size(), r.changed().size());
        for (Map.Entry<Long, Integer> e : expected.entrySet()) {
            int x = (int) (e.getKey() >> 32), z = e.getKey().intValue();
            assertEquals("minecraft:sea_pickle[pickles=" + e.getValue() + ",waterlogged=true]", r.text(x, 41, z));
        }
    }
}
