package dev.strata.engine.feature.cave;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.DataPackException;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.ConfiguredFeature;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code sculk_patch} (game: SculkPatchFeature with the world generation SculkSpreader). */
class SculkPatchFeatureTest {
    private static final String[] FACES = {"down", "up", "north", "south", "west", "east"};
    private static final int OX = 8, OY = 41, OZ = 8;

    private static String config(int charges, int amount, int attempts, int spreadRounds, int growthRounds,
                                 String extra, double catalyst) {
        return "{\"type\":\"minecraft:sculk_patch\",\"config\":{\"charge_count\":" + charges + ",\"amount_per_charge\":" + amount
                + ",\"spread_attempts\":" + attempts + ",\"spread_rounds\":" + spreadRounds + ",\"growth_rounds\":" + growthRounds
                + ",\"extra_rare_growths\":" + extra + ",\"catalyst_chance\":" + catalyst + "}}";
    }

    /** Stone everywhere, an air room x/z -8..24, y 41..46: the origin stands on the floor (y 40). */
    private static CaveWorld room() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        w.fill(-8, OY, -8, 24, OY + 5, 24, "minecraft:air");
        return w;
    }

    private static String draws(int from, int to) {
        List<String> out = new ArrayList<>();
        for (int b = from; b >= to; b--) out.add("int:" + b);
        return String.join(" ", out);
    }

    @Test
    void oneChargeTurnsTheFloorUnderTheOriginToSculkAndWrapsVeinsAroundIt() {
        CaveWorld w = room();
        RecordingRandom r = new RecordingRandom(7);
        assertTrue(w.feature(config(1, 1, 1, 1, 0, "0", 0.0)).place(w.level, r, OX, OY, OZ));
        // the same-space spreader puts a floor vein at the origin (no draws); the vein turns its support into sculk
        // (the six directions shuffled: 5 draws) whose vein spreader wraps a floor vein onto the four floor blocks
        // beside the origin; the charge drops to 0 and the discharged vein loses its face on sculk and becomes air;
        // then the catalyst float. No neighbour walk: the cursor is spent.
        assertEquals(draws(6, 2) + " float", r.joined());
        assertEquals("minecraft:sculk", w.name(OX, OY - 1, OZ));
        assertEquals("minecraft:air", w.name(OX, OY, OZ));
        assertEquals(1, w.count("minecraft:sculk"));
        assertFloorVeinsBeside(w, OX, OZ);
        assertEquals(4, w.count("minecraft:sculk_vein"));
        assertTrue(w.chunks[4].postProcessing((OY - CaveWorld.MIN_Y) >> 4).length > 0, "spread veins are marked");
    }

    private static void assertFloorVeinsBeside(CaveWorld w, int x, int z) {
        int[][] beside = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int[] d : beside) {
            if (x + d[0] == OX && z + d[1] == OZ) continue; // over sculk: a vein never faces sculk (the spreader's rule)
            assertEquals("minecraft:sculk_vein", w.name(x + d[0], OY, z + d[1]));
            for (String f : FACES) assertEquals(f.equals("down") ? "true" : "false", w.value(x + d[0], OY, z + d[1], f), f);
        }
    }

    @Test
    void aChargedCursorWalksToAVeinOnReplaceableGround() {
        CaveWorld w = room();
        RecordingRandom r = new RecordingRandom(7);
        assertTrue(w.feature(config(1, 2, 3, 1, 0, "0", 0.0)).place(w.level, r, OX, OY, OZ));
        // update 1 as with one charge (5 draws), charge 1 left: the 18 non-corner neighbours shuffled (17 draws); a
        // vein beside the origin on stone (substrate access) wins over the sculk below and the origin's vein is
        // discharged; update 2: delay; update 3: that vein's floor becomes sculk (5 draws), charge 0; the catalyst
        String expected = draws(6, 2) + " " + draws(18, 2) + " " + draws(6, 2) + " float";
        assertEquals(expected, r.joined());
        assertEquals("minecraft:sculk", w.name(OX, OY - 1, OZ));
        assertEquals("minecraft:air", w.name(OX, OY, OZ), "the moving cursor discharged the origin's vein");
        assertEquals(2, w.count("minecraft:sculk"));
        int walked = 0;
        int[][] beside = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int[] d : beside) {
            if (!w.name(OX + d[0], OY - 1, OZ + d[1]).equals("minecraft:sculk")) continue;
            walked++;
            assertEquals("minecraft:air", w.name(OX + d[0], OY, OZ + d[1]), "the spent vein on sculk is gone");
            assertFloorVeinsBeside(w, OX + d[0], OZ + d[1]);
        }
        assertEquals(1, walked);
        assertEquals(3 + 3, w.count("minecraft:sculk_vein"), "three first veins left, three new around the walked one");
    }

    @Test
    void refusesAnOriginItCannotSpreadFrom() {
        CaveWorld w = room();
        RecordingRandom r = new RecordingRandom(1);
        ConfiguredFeature f = w.feature(config(10, 32, 64, 1, 0, "0", 0.5));
        assertFalse(f.place(w.level, r, OX, OY - 1, OZ), "inside stone");
        assertFalse(f.place(w.level, r, OX, OY + 2, OZ), "air without a full block beside it");
        w.set(OX, OY + 2, OZ, "minecraft:sculk");
        assertTrue(f.place(w.level, r, OX, OY + 2, OZ), "sculk may always spread");
        assertTrue(SculkPatchFeature.canSpreadFrom(w.level, OX, OY, OZ));
        w.set(OX, OY, OZ, "minecraft:water");
        assertTrue(SculkPatchFeature.canSpreadFrom(w.level, OX, OY, OZ), "a water source");
        w.set(OX, OY, OZ, "minecraft:glass");
        assertFalse(SculkPatchFeature.canSpreadFrom(w.level, OX, OY, OZ));
    }

    @Test
    void catalystAndExtraShriekersFollowTheConfig() {
        CaveWorld w = room();
        RecordingRandom r = new RecordingRandom(3);
        assertTrue(w.feature(config(1, 1, 1, 1, 0, "5", 1.0)).place(w.level, r, OX, OY, OZ));
        // below the origin is sculk now: a full block, so the catalyst (chance 1) goes in with its block entity
        assertEquals("minecraft:sculk_catalyst", w.name(OX, OY, OZ));
        assertNotNull(w.level.getBlockEntity(OX, OY, OZ));
        // five tries: x then z, nextInt(5) each, after the float
        assertEquals(draws(6, 2) + " float" + " int:5".repeat(10), r.joined());
        int shriekers = 0;
        for (int x = OX - 3; x <= OX + 3; x++) for (int z = OZ - 3; z <= OZ + 3; z++) {
            if (!w.name(x, OY, z).equals("minecraft:sculk_shrieker")) continue;
            assertTrue(Math.abs(x - OX) <= 2 && Math.abs(z - OZ) <= 2);
            assertEquals("true", w.value(x, OY, z, "can_summon"));
            assertNotNull(w.level.getBlockEntity(x, OY, z));
            shriekers++;
        }
        assertTrue(shriekers >= 1 && shriekers <= 5, "shriekers " + shriekers);
        assertEquals(shriekers, w.count("minecraft:sculk_shrieker"));
    }

    @Test
    void noCatalystOverANonFullBlock() {
        CaveWorld w = room();
        w.set(OX, OY - 1, OZ, "minecraft:oak_slab"); // not sculk replaceable and not a full collision cube
        w.set(OX + 1, OY, OZ, "minecraft:stone"); // the full neighbour the origin needs
        assertTrue(w.feature(config(1, 1, 1, 1, 0, "0", 1.0)).place(w.level, new RecordingRandom(3), OX, OY, OZ));
        assertFalse(w.name(OX, OY, OZ).equals("minecraft:sculk_catalyst"));
    }

    @Test
    void deepDarkPatchKeepsTheGamesShapeRules() {
        BlockSupport support = BlockSupport.vanilla();
        int sculkTotal = 0;
        for (long seed = 0; seed < 4; seed++) {
            CaveWorld w = new CaveWorld("minecraft:deepslate");
            w.fill(-4, OY, -4, 20, OY + 4, 20, "minecraft:air");
            assertTrue(w.vanilla("minecraft:sculk_patch_deep_dark").place(w.level, new RecordingRandom(seed), OX, OY, OZ));
            int sculk = 0;
            for (int x = -16; x < 32; x++) for (int y = OY - 3; y <= OY + 6; y++) for (int z = -16; z < 32; z++) {
                String name = w.name(x, y, z);
                if (!name.startsWith("minecraft:sculk")) continue;
                // cursors lose their charge 15 blocks out; sculk is a cursor's neighbour, veins one more away
                assertTrue(Math.abs(x - OX) <= 17 && Math.abs(z - OZ) <= 17, name + " at " + x + " " + z);
                switch (name) {
                    case "minecraft:sculk" -> {
                        sculk++;
                        assertTrue(y < OY || y > OY + 4 || x < -4 || x > 20 || z < -4 || z > 20, "sculk only replaces deepslate");
                    }
                    case "minecraft:sculk_vein" -> {
                        boolean any = false;
                        for (Direction d : Direction.VALUES) {
                            if (!"true".equals(w.value(x, y, z, d.id()))) continue;
                            any = true;
                            int n = w.get(x + d.dx, y + d.dy, z + d.dz);
                            assertTrue(support.isFaceSturdy(n, d.opposite().shared()) || support.isCollisionFaceFull(n, d.opposite().shared()),
                                    "vein face " + d + " at " + x + " " + y + " " + z + " on " + w.states.registry().blockName(n));
                        }
                        assertTrue(any, "a vein without faces");
                    }
                    case "minecraft:sculk_sensor" -> assertEquals("minecraft:sculk", w.name(x, y - 1, z), "growths stand on sculk");
                    case "minecraft:sculk_shrieker" -> {
                        assertEquals("true", w.value(x, y, z, "can_summon"));
                        assertNotNull(w.level.getBlockEntity(x, y, z));
                    }
                    default -> { }
                }
            }
            assertTrue(sculk > 20, "seed " + seed + ": " + sculk + " sculk");
            sculkTotal += sculk;
        }
        assertTrue(sculkTotal > 100);
    }

    @Test
    void nonCornerNeighboursInTheGamesOrder() {
        assertEquals(18, SculkSpreader.NON_CORNER_NEIGHBOURS.length);
        assertArrayEquals(new int[] {0, -1, -1}, SculkSpreader.NON_CORNER_NEIGHBOURS[0]);
        assertArrayEquals(new int[] {-1, 0, -1}, SculkSpreader.NON_CORNER_NEIGHBOURS[1]);
        assertArrayEquals(new int[] {0, 1, -1}, SculkSpreader.NON_CORNER_NEIGHBOURS[4]);
        assertArrayEquals(new int[] {-1, -1, 0}, SculkSpreader.NON_CORNER_NEIGHBOURS[5]);
        assertArrayEquals(new int[] {0, 1, 1}, SculkSpreader.NON_CORNER_NEIGHBOURS[17]);
    }

    @Test
    void decayPenaltyInFloat() {
        // (sqrt(100) - 1)^2 / 23^2 = 81 / 529; 100 * 0.1531 * 0.5 = 7.65 -> 7
        assertEquals(7, SculkSpreader.decayPenalty(100, 100));
        assertEquals(1, SculkSpreader.decayPenalty(1, 100), "at least 1");
        assertEquals(50, SculkSpreader.decayPenalty(10_000, 100), "the factor is capped at 1");
    }

    @Test
    void parsesTheVanillaPatchesAndRefusesOutOfRange() {
        CaveWorld w = room();
        assertNotNull(w.vanilla("minecraft:sculk_patch_deep_dark"));
        assertNotNull(w.vanilla("minecraft:sculk_patch_ancient_city"));
        DataPackException e = assertThrows(DataPackException.class, () -> w.feature(config(33, 32, 64, 1, 0, "0", 0.5)));
        assertTrue(e.getMessage().contains("charge_count"), e.getMessage());
        assertThrows(DataPackException.class, () -> w.feature(config(10, 32, 64, 1, 0, "0", 1.5)));
    }

    /** Draws 0 from every bounded int: every chance the spreader rolls succeeds. */
    private static final class ZeroRandom implements dev.strata.engine.random.RandomSource {
        @Override public dev.strata.engine.random.RandomSource fork() { return this; }
        @Override public dev.strata.engine.random.PositionalRandomFactory forkPositional() { throw new UnsupportedOperationException(); }
        @Override public void setSeed(long seed) { }
        @Override public int nextInt() { return 0; }
        @Override public int nextInt(int bound) { return 0; }
        @Override public long nextLong() { return 0; }
        @Override public boolean nextBoolean() { return false; }
        @Override public float nextFloat() { return 0; }
        @Override public double nextDouble() { return 0; }
        @Override public double nextGaussian() { return 0; }
    }

    @Test
    void aGrowthNearTheRegionEdgeLooksOnlyInsideTheRegion() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        int x = 29; // 14 from an origin at x 15: the growth box reaches x 33, two chunks from the centre
        w.fill(x - 1, OY, 7, x + 1, OY + 2, 9, "minecraft:air");
        w.set(x, OY - 1, 8, "minecraft:sculk");
        SculkSpreader spreader = new SculkSpreader(w.level);
        spreader.addCursors(x, OY - 1, 8, 100);
        spreader.updateCursors(15, OY, 8, new ZeroRandom(), false);
        // nextInt(5) == 0: a use of charge; 14 blocks out the block may grow; nextInt(50) < 100, nextInt(11) == 0
        assertEquals("minecraft:sculk_shrieker", w.name(x, OY, 8));
        assertEquals("true", w.value(x, OY, 8, "can_summon"));
        assertEquals(50, spreader.cursors.get(0).charge, "growth costs 50");
    }

    @Test
    void growthNeedsFewerThanThreeGrowthsAround() {
        CaveWorld w = room();
        w.set(OX, OY - 1, OZ, "minecraft:sculk");
        w.set(OX + 4, OY + 1, OZ - 4, "minecraft:sculk_sensor"); // the box: the cursor's y (OY - 1) to 2 above
        w.set(OX - 4, OY, OZ + 4, "minecraft:sculk_shrieker");
        SculkSpreader spreader = new SculkSpreader(w.level);
        spreader.addCursors(OX, OY - 1, OZ, 100);
        spreader.updateCursors(OX - 5, OY, OZ, new ZeroRandom(), false);
        assertEquals("minecraft:sculk_shrieker", w.name(OX, OY, OZ), "two growths in the box: a third may grow (nextInt(11) == 0: a shrieker)");
        CaveWorld w3 = room();
        w3.set(OX, OY - 1, OZ, "minecraft:sculk");
        w3.set(OX + 4, OY + 1, OZ - 4, "minecraft:sculk_sensor"); // the box: the cursor's y (OY - 1) to 2 above
        w3.set(OX - 4, OY, OZ + 4, "minecraft:sculk_shrieker");
        w3.set(OX, OY + 1, OZ + 1, "minecraft:sculk_sensor");
        SculkSpreader s3 = new SculkSpreader(w3.level);
        s3.addCursors(OX, OY - 1, OZ, 100);
        s3.updateCursors(OX - 5, OY, OZ, new ZeroRandom(), false);
        assertEquals("minecraft:air", w3.name(OX, OY, OZ), "three growths in the box: none");
        // no growth: nextInt(10) == 0 takes the decay penalty, distance 5 from the origin: (5 - 1)^2 / 529 * 100 / 2
        assertEquals(100 - 1, s3.cursors.get(0).charge);
    }

    @Test
    void cursorsOnOnePositionAreNotMergedAtWorldGeneration() {
        CaveWorld w = room();
        SculkSpreader spreader = new SculkSpreader(w.level);
        for (int i = 0; i < 40; i++) spreader.addCursors(OX, OY, OZ, 32);
        assertEquals(32, spreader.cursors.size(), "at most 32 cursors");
        spreader.clear();
        for (int i = 0; i < 10; i++) spreader.addCursors(OX, OY, OZ, 32);
        spreader.updateCursors(OX, OY, OZ, new ZeroRandom(), true);
        // every cursor draws the same: they walk to one vein; the level spreader would merge them (sum <= 1000)
        assertEquals(10, spreader.cursors.size());
        java.util.Set<Pos> at = new java.util.HashSet<>();
        for (SculkSpreader.Cursor c : spreader.cursors) at.add(new Pos(c.x, c.y, c.z));
        assertTrue(at.size() < 10, "some share a position");
    }

    @Test
    void theCatalystChanceIsInclusive() {
        CaveWorld w = room();
        // nextFloat() == 0 and catalyst_chance 0: the game compares with <=, so the catalyst goes in
        assertTrue(w.feature(config(1, 1, 1, 1, 0, "0", 0.0)).place(w.level, new ZeroRandom(), OX, OY, OZ));
        assertEquals("minecraft:sculk_catalyst", w.name(OX, OY, OZ));
    }

    @Test
    void withoutAVeinOnReplaceableGroundTheCursorTakesTheLastSculkNeighbour() {
        CaveWorld w = room();
        w.set(OX, OY - 1, OZ, "minecraft:sculk");
        w.set(OX + 1, OY - 1, OZ, "minecraft:sculk");
        w.set(OX - 1, OY - 1, OZ, "minecraft:sculk");
        // the game keeps the last movable neighbour of the shuffled list unless a vein with substrate access stops it
        List<int[]> order = MultifaceGrowthFeature.shuffled(List.of(SculkSpreader.NON_CORNER_NEIGHBOURS), new ZeroRandom());
        int east = -1, west = -1;
        for (int i = 0; i < order.size(); i++) {
            if (java.util.Arrays.equals(order.get(i), new int[] {1, 0, 0})) east = i;
            if (java.util.Arrays.equals(order.get(i), new int[] {-1, 0, 0})) west = i;
        }
        int expectedX = east > west ? OX + 1 : OX - 1;
        SculkSpreader spreader = new SculkSpreader(w.level);
        spreader.addCursors(OX, OY - 1, OZ, 100);
        spreader.updateCursors(OX, OY, OZ - 6, new ZeroRandom(), false);
        SculkSpreader.Cursor c = spreader.cursors.get(0);
        assertEquals(expectedX, c.x);
        assertEquals(OY - 1, c.y);
        assertEquals(0, c.facings, "on sculk: no faces");
    }

    @Test
    void cursorsDieFifteenBlocksOut() {
        CaveWorld w = room();
        w.fill(-8, OY - 1, -8, 24, OY - 1, 24, "minecraft:sculk");
        SculkSpreader spreader = new SculkSpreader(w.level);
        spreader.addCursors(OX, OY, OZ, 32 * 1000);
        assertEquals(32, spreader.cursors.size());
        RecordingRandom r = new RecordingRandom(5);
        int farthest = 0;
        for (int i = 0; i < 512 && !spreader.cursors.isEmpty(); i++) {
            spreader.updateCursors(OX, OY, OZ, r, false);
            for (SculkSpreader.Cursor c : spreader.cursors) {
                int d2 = (c.x - OX) * (c.x - OX) + (c.z - OZ) * (c.z - OZ);
                assertTrue(d2 < 15 * 15, "a live cursor at " + c.x + " " + c.z);
                farthest = Math.max(farthest, d2);
            }
        }
        assertTrue(farthest >= 12 * 12, "the walk gets near the limit: " + farthest);
    }
}
