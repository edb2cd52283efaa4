package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.random.LegacyRandom;
import org.junit.jupiter.api.Test;

/** {@code minecraft:chorus_plant}: {@code ChorusFlowerBlock.generatePlant} and the plant's connection rule. */
class ChorusPlantFeatureTest {
    static final String CHORUS = "{\"type\":\"minecraft:chorus_plant\",\"config\":{}}";

    /**
     * A tree steered by hand: stem of 2 (nextInt 0, +1 at depth 0), one branch (0 + 1) to the east (nextInt 1), there
     * a stem of 1 (nextInt 0) and no branch (nextInt 0), so a dead flower takes the branch stem's top. Expected
     * blocks and connections worked out from the game's rule, in the game's write order:
     * O = origin, O+1, O+2 the stem; T = O+2 east the branch; T+1 the flower.
     */
    @Test
    void handSteeredTreeHasTheGameRuleConnections() {
        EndTestRegion r = new EndTestRegion(1L, 0, 0, 64);
        ConfiguredFeature f = EndTestRegion.parse(CHORUS);
        EndTestRegion.Scripted random = new EndTestRegion.Scripted(new int[] {4, 0}, new int[] {4, 0}, new int[] {4, 1}, new int[] {4, 0}, new int[] {4, 0});
        int x = 8, y = 64, z = 8;
        assertTrue(f.place(r.level, random, x, y, z));
        assertEquals(5, random.used());
        // O: end stone below (supports_chorus_plant), stem above
        assertPlant(r, x, y, z, "down", "up");
        // O+1: rewritten as the block under O+2: plant below and above
        assertPlant(r, x, y + 1, z, "down", "up");
        // O+2: rewritten when the branch was placed east of it: plant below, branch east; nothing above then or later
        assertPlant(r, x, y + 2, z, "down", "east");
        // T: stem top of the branch, rewritten as the block under T+1: O+2 to the west, T+1 above (then still a plant)
        assertPlant(r, x + 1, y + 2, z, "up", "west");
        assertEquals("minecraft:chorus_flower", r.name(x + 1, y + 3, z));
        assertEquals("5", r.prop(x + 1, y + 3, z, "age"));
        assertEquals("minecraft:air", r.name(x, y + 3, z), "the stem that branched gets no flower");
        assertEquals(4, r.count("minecraft:chorus_plant"));
        assertEquals(1, r.count("minecraft:chorus_flower"));
    }

    private static void assertPlant(EndTestRegion r, int x, int y, int z, String... connected) {
        String at = "chorus plant at " + x + " " + y + " " + z;
        assertEquals("minecraft:chorus_plant", r.name(x, y, z), at);
        java.util.Set<String> on = java.util.Set.of(connected);
        for (String p : new String[] {"down", "up", "north", "east", "south", "west"}) {
            assertEquals(String.valueOf(on.contains(p)), r.prop(x, y, z, p), at + " " + p);
        }
    }

    @Test
    void refusesAnOriginThatIsNotAirOverEndStone() {
        EndTestRegion r = new EndTestRegion(1L, 0, 0, 64);
        ConfiguredFeature f = EndTestRegion.parse(CHORUS);
        assertFalse(f.place(r.level, new EndTestRegion.Scripted(), 8, 63, 8), "origin is end stone");
        assertFalse(f.place(r.level, new EndTestRegion.Scripted(), 8, 65, 8), "air below the origin");
        assertEquals(0, r.count("minecraft:chorus_plant"));
    }

    /**
     * A tree from a seeded random: its block count (pinned), its reach (within 7 of the origin on both axes), and
     * the connection rule's invariant: a side marked connected faces a chorus plant or flower (downwards also end
     * stone), since nothing the feature places is ever removed.
     */
    @Test
    void seededTreeKeepsItsReachAndConnectsOnlyToChorus() {
        EndTestRegion r = new EndTestRegion(1L, 0, 0, 64);
        ConfiguredFeature f = EndTestRegion.parse(CHORUS);
        int ox = 8, oy = 64, oz = 8;
        assertTrue(f.place(r.level, new LegacyRandom(13579L), ox, oy, oz));
        int plants = 0, flowers = 0, connections = 0, up = 0;
        java.util.List<String> flowerAt = new java.util.ArrayList<>();
        int[][] dirs = {{0, -1, 0}, {0, 1, 0}, {0, 0, -1}, {1, 0, 0}, {0, 0, 1}, {-1, 0, 0}};
        String[] props = {"down", "up", "north", "east", "south", "west"};
        for (int x = ox - 9; x <= ox + 9; x++) {
            for (int z = oz - 9; z <= oz + 9; z++) {
                for (int y = oy; y < 256; y++) {
                    String n = r.name(x, y, z);
                    if (n.equals("minecraft:chorus_flower")) {
                        flowers++;
                        flowerAt.add(x + " " + y + " " + z);
                    }
                    if (!n.equals("minecraft:chorus_plant")) continue;
                    plants++;
                    assertTrue(Math.abs(x - ox) < 8 && Math.abs(z - oz) < 8, "reach " + x + " " + z);
                    for (int d = 0; d < 6; d++) {
                        if (!"true".equals(r.prop(x, y, z, props[d]))) continue;
                        connections++;
                        if (d == 1) up++;
                        String other = r.name(x + dirs[d][0], y + dirs[d][1], z + dirs[d][2]);
                        boolean ok = other.equals("minecraft:chorus_plant") || other.equals("minecraft:chorus_flower")
                                || d == 0 && other.equals("minecraft:end_stone");
                        assertTrue(ok, "plant at " + x + " " + y + " " + z + " connects " + props[d] + " to " + other);
                    }
                }
            }
        }
        assertEquals(r.count("minecraft:chorus_plant"), plants);
        // pinned from an independent transcription of the game's generatePlant (a dictionary world and the LCG,
        // written apart from this code): 30 plants with 63 connected sides, 26 of them up, and 4 dead flowers
        assertEquals(30, plants);
        assertEquals(63, connections);
        assertEquals(26, up);
        assertEquals(4, flowers);
        java.util.Collections.sort(flowerAt);
        assertEquals(java.util.List.of("7 81 7", "7 82 5", "8 71 9", "9 71 7"), flowerAt);
        assertEquals("true", r.prop(ox, oy, oz, "down"));
    }
}
