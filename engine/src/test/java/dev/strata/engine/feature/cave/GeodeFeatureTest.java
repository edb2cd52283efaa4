package dev.strata.engine.feature.cave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.feature.ConfiguredFeature;
import org.junit.jupiter.api.Test;

/** {@code geode} (game: GeodeFeature) with the vanilla {@code amethyst_geode} configuration in solid stone. */
class GeodeFeatureTest {
    private static final String[] FACES = {"down", "up", "north", "south", "west", "east"};
    private static final int[][] STEP = {{0, -1, 0}, {0, 1, 0}, {0, 0, -1}, {0, 0, 1}, {-1, 0, 0}, {1, 0, 0}};

    @Test
    void layersNestFromAirToBasaltAndClustersFaceAwayFromTheirBuddingBlock() {
        for (long seed = 0; seed < 3; seed++) {
            CaveWorld w = new CaveWorld("minecraft:stone");
            ConfiguredFeature f = w.vanilla("minecraft:amethyst_geode");
            RecordingRandom r = new RecordingRandom(seed);
            assertTrue(f.place(w.level, r, 8, 60, 8));
            // points (3 or 4), crack size, crack chance, then per point x, y, z (4..6) and its offset (1..2)
            assertEquals("int:2 double float int:3 int:3 int:3 int:2 int:3 int:3 int:3 int:2", String.join(" ", r.log.subList(0, 11)));
            int clusters = 0;
            for (int x = -8; x <= 24; x++) for (int y = 44; y <= 76; y++) for (int z = -8; z <= 24; z++) {
                String n = w.name(x, y, z);
                if (n.equals("minecraft:amethyst_block") || n.equals("minecraft:budding_amethyst")) {
                    for (int[] d : STEP) {
                        assertFalse(w.name(x + d[0], y + d[1], z + d[2]).equals("minecraft:stone"),
                                "the inner layer is wrapped in calcite and basalt at " + x + " " + y + " " + z);
                    }
                }
                if (n.endsWith("amethyst_bud") || n.equals("minecraft:amethyst_cluster")) {
                    clusters++;
                    String facing = w.value(x, y, z, "facing");
                    int i = java.util.Arrays.asList(FACES).indexOf(facing);
                    assertEquals("minecraft:budding_amethyst", w.name(x - STEP[i][0], y - STEP[i][1], z - STEP[i][2]),
                            "a cluster grows out of budding amethyst at " + x + " " + y + " " + z);
                    assertEquals("false", w.value(x, y, z, "waterlogged"));
                }
            }
            assertTrue(w.count("minecraft:budding_amethyst") > 0);
            assertTrue(w.count("minecraft:calcite") > w.count("minecraft:budding_amethyst"));
            assertTrue(w.count("minecraft:smooth_basalt") > w.count("minecraft:calcite"), "the outer layer is the largest");
            assertTrue(clusters > 0, "clusters placed");
            assertEquals(0, outside(w, 8, 60, 8), "nothing beyond the cube of 16 around the origin");
        }
    }

    private static int outside(CaveWorld w, int ox, int oy, int oz) {
        int n = 0;
        for (int x = -16; x < 32; x++) for (int y = 0; y < 128; y++) for (int z = -16; z < 32; z++) {
            boolean in = Math.abs(x - ox) <= 16 && Math.abs(y - oy) <= 16 && Math.abs(z - oz) <= 16;
            if (!in && !w.name(x, y, z).equals("minecraft:stone")) n++;
        }
        return n;
    }

    @Test
    void refusesWhenMoreThanTheThresholdOfPointsAreInAir() {
        CaveWorld w = new CaveWorld("minecraft:air");
        RecordingRandom r = new RecordingRandom(5);
        assertFalse(w.vanilla("minecraft:amethyst_geode").place(w.level, r, 8, 60, 8));
        // threshold 1: the second point in air ends it, before its offset is drawn
        assertEquals("int:2 double float int:3 int:3 int:3 int:2 int:3 int:3 int:3", r.joined());
        assertEquals(0, w.count("minecraft:calcite"));
    }

    @Test
    void leavesBlocksOfCannotReplaceAlone() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        w.fill(-8, 44, -8, 24, 76, 24, "minecraft:bedrock");
        w.fill(0, 50, 0, 20, 70, 20, "minecraft:stone");
        assertTrue(w.vanilla("minecraft:amethyst_geode").place(w.level, new RecordingRandom(2), 8, 60, 8));
        assertEquals(33 * 33 * 33 - 21 * 21 * 21, w.count("minecraft:bedrock"), "bedrock (features_cannot_replace) is never replaced");
    }
}
