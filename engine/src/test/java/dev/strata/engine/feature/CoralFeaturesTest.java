package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.testing.SharedData;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The coral reef features in deep water over sand: the tag order of the random picks, one coral block per feature,
 * what may stand on and beside the coral blocks ({@code CoralFeature.placeCoralBlock}), and each shape's bounds.
 */
class CoralFeaturesTest {
    private static final String[] CORAL_BLOCKS = {"minecraft:tube_coral_block", "minecraft:brain_coral_block",
            "minecraft:bubble_coral_block", "minecraft:fire_coral_block", "minecraft:horn_coral_block"};

    private static CoralFeatures.Corals corals() {
        FeatureParser p = new FeatureParser(SharedData.vanilla(), SeaTestRegion.states());
        return CoralFeatures.Corals.of(JsonCursor.root("test.json", new JsonObject()), p);
    }

    @Test
    void tagListsKeepTheTagFilesOrder() {
        SeaTestRegion r = new SeaTestRegion();
        CoralFeatures.Corals c = corals();
        for (int i = 0; i < 5; i++) assertEquals(CORAL_BLOCKS[i], r.states.registry().blockName(c.blocks()[i]));
        // #corals: the nested #coral_plants first, then the fans
        assertEquals(10, c.corals().length);
        assertEquals("minecraft:tube_coral", r.states.registry().blockName(c.corals()[0]));
        assertEquals("minecraft:horn_coral", r.states.registry().blockName(c.corals()[4]));
        assertEquals("minecraft:tube_coral_fan", r.states.registry().blockName(c.corals()[5]));
        assertEquals("minecraft:horn_coral_wall_fan", r.states.registry().blockName(c.wallCorals()[4]));
    }

    /** Checks the rules of placeCoralBlock over every block a feature changed; returns the coral blocks placed. */
    private static List<int[]> checkReef(SeaTestRegion r, String coralBlock) {
        List<int[]> blocks = r.changed(s -> r.states.registry().blockName(s).endsWith("_coral_block"));
        for (int[] p : blocks) assertEquals(coralBlock, r.name(p[0], p[1], p[2]), "one coral block per feature");
        for (int[] p : r.changed()) {
            String name = r.name(p[0], p[1], p[2]);
            String text = r.text(p[0], p[1], p[2]);
            if (name.endsWith("_coral_block")) continue;
            if (name.endsWith("_wall_fan")) {
                // the fan faces away from the coral block it hangs on
                String facing = r.states.value(r.get(p[0], p[1], p[2]), "facing");
                int bx = p[0] - (facing.equals("east") ? 1 : facing.equals("west") ? -1 : 0);
                int bz = p[2] - (facing.equals("south") ? 1 : facing.equals("north") ? -1 : 0);
                assertEquals(coralBlock, r.name(bx, p[1], bz), text + " at " + p[0] + " " + p[1] + " " + p[2]);
            } else {
                assertTrue(name.endsWith("_coral") || name.endsWith("_coral_fan") || name.equals("minecraft:sea_pickle"), text);
                assertTrue(text.contains("waterlogged=true"), text);
                assertEquals(coralBlock, r.name(p[0], p[1] - 1, p[2]), text + " stands on the coral block");
            }
        }
        return blocks;
    }

    @Test
    void coralTreeUsesTheDrawnBlockAndGrowsUpFromTheOrigin() {
        CoralFeatures.Corals c = corals();
        int total = 0;
        for (long seed = 0; seed < 8; seed++) {
            SeaTestRegion r = SeaTestRegion.ocean();
            String block = CORAL_BLOCKS[new LegacyRandom(seed).nextInt(5)];
            r.snapshot();
            assertTrue(new CoralFeatures.CoralTree(c).place(r.level, new LegacyRandom(seed), 8, 41, 8));
            List<int[]> blocks = checkReef(r, block);
            assertEquals(block, r.name(8, 41, 8), "seed " + seed);
            for (int[] p : blocks) {
                assertTrue(p[1] >= 41 && p[1] <= 41 + 3 + 6, "trunk 1-3 and branches up to 6 high");
                assertTrue(Math.abs(p[0] - 8) <= 6 && Math.abs(p[2] - 8) <= 6, "a branch steps out at most 1 + 5 times");
            }
            total += blocks.size();
        }
        // a sea pickle on the trunk or a wall fan where a branch starts stops that part, as in the game
        assertTrue(total > 8 * 4, "reefs of 8 seeds: " + total + " blocks");
    }

    @Test
    void coralNeedsWaterAbove() {
        // water only 41..42: the trunk's first block has water above, the second does not
        SeaTestRegion r = new SeaTestRegion().fill(SeaTestRegion.MIN_Y, 40, "minecraft:sand").fill(41, 42, "minecraft:water");
        r.snapshot();
        new CoralFeatures.CoralTree(corals()).place(r.level, new LegacyRandom(5), 8, 41, 8);
        for (int[] p : r.changed(s -> r.states.registry().blockName(s).endsWith("_coral_block"))) assertEquals(41, p[1]);
        SeaTestRegion dry = new SeaTestRegion().fill(SeaTestRegion.MIN_Y, 40, "minecraft:sand");
        dry.snapshot();
        assertFalse(new CoralFeatures.CoralClaw(corals()).place(dry.level, new LegacyRandom(5), 8, 41, 8));
        assertEquals(List.of(), dry.changed());
    }

    @Test
    void coralClawStartsAtTheOriginAndReachesOutOneWay() {
        CoralFeatures.Corals c = corals();
        for (long seed = 0; seed < 8; seed++) {
            SeaTestRegion r = SeaTestRegion.ocean();
            String block = CORAL_BLOCKS[new LegacyRandom(seed).nextInt(5)];
            r.snapshot();
            assertTrue(new CoralFeatures.CoralClaw(c).place(r.level, new LegacyRandom(seed), 8, 41, 8));
            List<int[]> blocks = checkReef(r, block);
            assertEquals(block, r.name(8, 41, 8));
            // the branches start beside the origin towards the claw or its sides and run towards the claw: no block
            // lies behind the origin for the claw's direction
            boolean oneWay = false;
            for (int d = 0; d < 4; d++) {
                boolean all = true;
                for (int[] p : blocks) {
                    assertTrue(p[1] >= 41 && p[1] <= 41 + 1 + 2 + 6, "height " + p[1]);
                    if ((p[0] - 8) * CoralFeatures.DX[d] + (p[2] - 8) * CoralFeatures.DZ[d] < 0) all = false;
                }
                oneWay |= all;
            }
            assertTrue(oneWay, "seed " + seed);
            assertTrue(blocks.size() >= 2, "seed " + seed + ": " + blocks.size());
        }
    }

    @Test
    void coralMushroomFillsTheFacesOfItsBoxButNotTheEdges() {
        CoralFeatures.Corals c = corals();
        int ox = 6, oy = 45, oz = 6;
        for (long seed = 0; seed < 8; seed++) {
            SeaTestRegion r = SeaTestRegion.ocean();
            RandomSource replay = new LegacyRandom(seed);
            String block = CORAL_BLOCKS[replay.nextInt(5)];
            int height = replay.nextInt(3) + 3, width = replay.nextInt(3) + 3, length = replay.nextInt(3) + 3;
            int sink = replay.nextInt(3) + 1;
            r.snapshot();
            assertTrue(new CoralFeatures.CoralMushroom(c).place(r.level, new LegacyRandom(seed), ox, oy, oz));
            List<int[]> blocks = checkReef(r, block);
            int faces = 0;
            for (int x = 0; x <= width; x++) {
                for (int y = 0; y <= height; y++) {
                    for (int z = 0; z <= length; z++) {
                        int ends = (x == 0 || x == width ? 1 : 0) + (y == 0 || y == height ? 1 : 0) + (z == 0 || z == length ? 1 : 0);
                        if (ends == 1) faces++;
                    }
                }
            }
            for (int[] p : blocks) {
                int x = p[0] - ox, y = p[1] - (oy - sink), z = p[2] - oz;
                assertTrue(x >= 0 && x <= width && y >= 0 && y <= height && z >= 0 && z <= length, "inside the box");
                int ends = (x == 0 || x == width ? 1 : 0) + (y == 0 || y == height ? 1 : 0) + (z == 0 || z == length ? 1 : 0);
                assertEquals(1, ends, "on a face, not an edge or inside: " + x + " " + y + " " + z);
            }
            // 1 in 10 face blocks are skipped; the top face has no water above only where a lid block sits above
            assertTrue(blocks.size() > faces / 2 && blocks.size() <= faces, blocks.size() + " of " + faces);
        }
    }

    @Test
    void theCoralBlockIsTheTagElementAtTheDrawnIndex() {
        // seed 2's first nextInt(5) is not the middle index, so a reversed tag list would pick another block
        int index = new LegacyRandom(2).nextInt(5);
        assertNotEquals(2, index);
        SeaTestRegion r = SeaTestRegion.ocean();
        new CoralFeatures.CoralClaw(corals()).place(r.level, new LegacyRandom(2), 8, 41, 8);
        assertEquals(CORAL_BLOCKS[index], r.name(8, 41, 8));
    }

    @Test
    void placeCoralBlockDrawsInTheGamesOrder() {
        // replay CoralFeature.placeCoralBlock: the plant above (1 in 4, else a pickle 1 in 20), then a 1 in 5 draw
        // for each side north, east, south, west, each placed side drawing its wall fan; blocks far apart so every
        // side is water
        CoralFeatures.Corals c = corals();
        SeaTestRegion r = SeaTestRegion.ocean();
        String[] sides = {"north", "east", "south", "west"};
        for (long seed = 0; seed < 6; seed++) {
            RandomSource random = new LegacyRandom(seed), replay = new LegacyRandom(seed);
            for (int k = 0; k < 4; k++) {
                int x = -12 + 8 * k, z = -12 + 8 * (int) seed % 32, y = 41 + (int) seed;
                int block = c.blocks()[k % 5];
                assertTrue(c.placeCoralBlock(r.level, random, x, y, z, block));
                String above = "minecraft:water";
                if (replay.nextFloat() < 0.25f) above = r.states.registry().toString(c.corals()[replay.nextInt(10)]);
                else if (replay.nextFloat() < 0.05f) above = "minecraft:sea_pickle[pickles=" + (replay.nextInt(4) + 1) + ",waterlogged=true]";
                assertEquals(above, above.equals("minecraft:water") ? r.name(x, y + 1, z) : r.text(x, y + 1, z), "seed " + seed + " block " + k);
                for (int d = 0; d < 4; d++) {
                    String expected = "minecraft:water";
                    if (replay.nextFloat() < 0.2f) {
                        expected = r.states.registry().blockName(c.wallCorals()[replay.nextInt(5)]) + "[facing=" + sides[d] + ",waterlogged=true]";
                    }
                    int sx = x + CoralFeatures.DX[d], sz = z + CoralFeatures.DZ[d];
                    assertEquals(expected, expected.equals("minecraft:water") ? r.name(sx, y, sz) : r.text(sx, y, sz), "seed " + seed + " side " + sides[d]);
                }
            }
        }
    }
}
