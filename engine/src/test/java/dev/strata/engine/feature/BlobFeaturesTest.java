package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.*;

import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.XoroshiroRandom;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@code spring_feature}, the blob features, {@code underwater_magma} and {@code disk} against the game's rules. */
class BlobFeaturesTest {
    private static final int STONE = OreTestWorld.state("minecraft:stone");
    private static final int NETHERRACK = OreTestWorld.state("minecraft:netherrack");
    private static final int GLOWSTONE = OreTestWorld.state("minecraft:glowstone");
    private static final int WATER = OreTestWorld.state("minecraft:water");
    private static final int PACKED_ICE = OreTestWorld.state("minecraft:packed_ice");
    private static final int BLUE_ICE = OreTestWorld.state("minecraft:blue_ice");
    private static final int BASALT = OreTestWorld.state("minecraft:basalt");
    private static final int MAGMA = OreTestWorld.state("minecraft:magma_block");
    private static final int GLASS = OreTestWorld.state("minecraft:glass");
    private static final int DIRT = OreTestWorld.state("minecraft:dirt");
    private static final int GRAVEL = OreTestWorld.state("minecraft:gravel");
    private static final int AIR = 0;

    private static Set<List<Integer>> positions(List<int[]> changes) {
        Set<List<Integer>> s = new HashSet<>();
        for (int[] c : changes) s.add(List.of(c[0], c[1], c[2]));
        return s;
    }

    // ---- spring_feature

    @Test
    void springNeedsFourRocksAndOneHole() {
        ConfiguredFeature spring = OreTestWorld.vanilla("minecraft:spring_water");
        OreTestWorld w = new OreTestWorld().fill(-64, 100, STONE);
        w.put(8, 50, 8, AIR);
        // five rocks (four sides and below), no hole: nothing
        assertFalse(spring.place(w.region, new XoroshiroRandom(1), 8, 50, 8));
        w.put(9, 50, 8, OreTestWorld.state("minecraft:oak_planks")); // four rocks but no hole: nothing
        assertFalse(spring.place(w.region, new XoroshiroRandom(1), 8, 50, 8));
        assertEquals(AIR, w.get(8, 50, 8));
        w.put(9, 50, 8, AIR); // the east side opens: four rocks, one hole
        assertTrue(spring.place(w.region, new XoroshiroRandom(1), 8, 50, 8));
        assertEquals(WATER, w.get(8, 50, 8)); // level 0: the source's legacy block
        List<ProtoChunk.ScheduledTick> ticks = w.chunk(8, 8).fluidTicks();
        assertEquals(1, ticks.size());
        assertEquals("minecraft:water", ticks.get(0).type());
        assertEquals(0, ticks.get(0).delay());
        assertEquals(dev.strata.engine.levelgen.BlockPos.asLong(8, 50, 8), ticks.get(0).pos());
        // the block above must be valid
        w.put(20, 50, 20, AIR);
        w.put(21, 50, 20, AIR);
        w.put(20, 51, 20, OreTestWorld.state("minecraft:oak_planks"));
        assertFalse(spring.place(w.region, new XoroshiroRandom(1), 20, 50, 20));
    }

    @Test
    void closedNetherSpringNeedsFiveRocksAndNoBlockBelowRule() {
        ConfiguredFeature spring = OreTestWorld.vanilla("minecraft:spring_nether_closed"); // rocks 5, holes 0, below not required
        OreTestWorld w = new OreTestWorld().fill(-64, 100, NETHERRACK);
        assertTrue(spring.place(w.region, new XoroshiroRandom(1), 8, 50, 8)); // inside netherrack: valid origin
        assertEquals(OreTestWorld.states().with(OreTestWorld.state("minecraft:lava"), "level", "0"), w.get(8, 50, 8));
        assertEquals("minecraft:lava", w.chunk(8, 8).fluidTicks().get(0).type());
    }

    // ---- netherrack_replace_blobs

    @Test
    void replaceBlobsReplacesTheManhattanBallInWithinManhattanOrder() {
        ConfiguredFeature blobs = OreTestWorld.vanilla("minecraft:basalt_blobs"); // radius uniform 3..7, netherrack -> basalt
        for (long seed = 1; seed <= 10; seed++) {
            OreTestWorld w = new OreTestWorld().fill(-64, 40, NETHERRACK);
            int[][] before = w.snapshot();
            XoroshiroRandom random = new XoroshiroRandom(seed);
            // origin in the air above: the centre is the top netherrack block of the column
            assertTrue(blobs.place(w.region, random, 8, 70, 8));
            XoroshiroRandom replay = new XoroshiroRandom(seed);
            int rx = replay.nextInt(5) + 3, ry = replay.nextInt(5) + 3, rz = replay.nextInt(5) + 3;
            int max = Math.max(rx, Math.max(ry, rz));
            Set<List<Integer>> expected = new HashSet<>();
            for (int dx = -rx; dx <= rx; dx++) {
                for (int dy = -ry; dy <= ry; dy++) {
                    for (int dz = -rz; dz <= rz; dz++) {
                        if (Math.abs(dx) + Math.abs(dy) + Math.abs(dz) <= max && 39 + dy < 40) expected.add(List.of(8 + dx, 39 + dy, 8 + dz));
                    }
                }
            }
            List<int[]> changes = w.changes(before);
            for (int[] c : changes) assertEquals(BASALT, c[4]);
            assertEquals(expected, positions(changes), "seed " + seed);
            assertEquals(replay.nextLong(), random.nextLong(), "three radius draws");
        }
    }

    @Test
    void replaceBlobsFindsNoTargetAboveTheBottom() {
        ConfiguredFeature blobs = OreTestWorld.vanilla("minecraft:basalt_blobs");
        OreTestWorld w = new OreTestWorld().fill(-64, 40, STONE);
        XoroshiroRandom random = new XoroshiroRandom(4);
        assertFalse(blobs.place(w.region, random, 8, 70, 8));
        assertEquals(new XoroshiroRandom(4).nextLong(), random.nextLong(), "no draws without a target");
    }

    // ---- glowstone_blob

    @Test
    void glowstoneGrowsFromTheCeilingByTheOneNeighbourRule() {
        ConfiguredFeature glow = OreTestWorld.vanilla("minecraft:glowstone_extra");
        for (long seed = 1; seed <= 5; seed++) {
            OreTestWorld w = new OreTestWorld().fill(60, 100, NETHERRACK); // air below y 60
            int[][] before = w.snapshot();
            XoroshiroRandom random = new XoroshiroRandom(seed);
            assertTrue(glow.place(w.region, random, 8, 59, 8));
            // independent replay on a set: air everywhere below the ceiling
            XoroshiroRandom replay = new XoroshiroRandom(seed);
            Set<List<Integer>> glowing = new HashSet<>();
            glowing.add(List.of(8, 59, 8));
            for (int i = 0; i < 1500; i++) {
                int x = 8 + replay.nextInt(8) - replay.nextInt(8);
                int y = 59 - replay.nextInt(12);
                int z = 8 + replay.nextInt(8) - replay.nextInt(8);
                if (glowing.contains(List.of(x, y, z))) continue;
                int n = 0;
                for (int[] d : BlobFeatures.DIRECTIONS) if (glowing.contains(List.of(x + d[0], y + d[1], z + d[2]))) n++;
                if (n == 1) glowing.add(List.of(x, y, z));
            }
            List<int[]> changes = w.changes(before);
            for (int[] c : changes) assertEquals(GLOWSTONE, c[4]);
            assertEquals(glowing, positions(changes), "seed " + seed);
            assertEquals(replay.nextLong(), random.nextLong());
        }
    }

    @Test
    void glowstoneNeedsAirUnderNetherrackBasaltOrBlackstone() {
        ConfiguredFeature glow = OreTestWorld.vanilla("minecraft:glowstone_extra");
        OreTestWorld w = new OreTestWorld().fill(60, 100, STONE);
        XoroshiroRandom random = new XoroshiroRandom(2);
        assertFalse(glow.place(w.region, random, 8, 59, 8));
        assertEquals(new XoroshiroRandom(2).nextLong(), random.nextLong());
        w.put(8, 60, 8, BASALT);
        assertTrue(glow.place(w.region, new XoroshiroRandom(2), 8, 59, 8));
    }

    // ---- blue_ice

    @Test
    void blueIceSpreadsByTheGameRule() {
        ConfiguredFeature ice = OreTestWorld.vanilla("minecraft:blue_ice");
        for (long seed = 1; seed <= 5; seed++) {
            OreTestWorld w = new OreTestWorld().fill(-64, 40, STONE).fill(40, 63, WATER);
            w.put(9, 55, 8, PACKED_ICE);
            int[][] before = w.snapshot();
            XoroshiroRandom random = new XoroshiroRandom(seed);
            assertTrue(ice.place(w.region, random, 8, 55, 8));
            XoroshiroRandom replay = new XoroshiroRandom(seed);
            Set<List<Integer>> blue = new HashSet<>();
            blue.add(List.of(8, 55, 8));
            for (int i = 0; i < 200; i++) {
                int yOff = replay.nextInt(5) - replay.nextInt(6);
                int d = yOff < 2 ? 3 + yOff / 2 : 3;
                int x = 8 + replay.nextInt(d) - replay.nextInt(d);
                int y = 55 + yOff;
                int z = 8 + replay.nextInt(d) - replay.nextInt(d);
                if (blue.contains(List.of(x, y, z))) continue; // blue ice is not a candidate
                boolean next = false;
                for (int[] dd : BlobFeatures.DIRECTIONS) next |= blue.contains(List.of(x + dd[0], y + dd[1], z + dd[2]));
                if (next) blue.add(List.of(x, y, z)); // water or packed ice here, all candidates
            }
            List<int[]> changes = w.changes(before);
            for (int[] c : changes) assertEquals(BLUE_ICE, c[4]);
            assertEquals(blue, positions(changes), "seed " + seed);
            assertEquals(replay.nextLong(), random.nextLong());
        }
    }

    @Test
    void blueIceOnlyBelowSeaLevelNextToPackedIce() {
        ConfiguredFeature ice = OreTestWorld.vanilla("minecraft:blue_ice");
        OreTestWorld w = new OreTestWorld().fill(-64, 40, STONE).fill(40, 64, WATER);
        w.put(9, 63, 8, PACKED_ICE);
        assertFalse(ice.place(w.region, new XoroshiroRandom(1), 8, 63, 8), "above sea level - 1");
        assertFalse(ice.place(w.region, new XoroshiroRandom(1), 8, 55, 8), "no packed ice");
        w.put(8, 54, 8, PACKED_ICE);
        assertFalse(ice.place(w.region, new XoroshiroRandom(1), 8, 55, 8), "packed ice below does not count");
    }

    // ---- block_blob

    @Test
    void blockBlobDropsToTheGroundAndPlacesThreeBalls() {
        int grass = OreTestWorld.state("minecraft:grass_block");
        int mossy = OreTestWorld.state("minecraft:mossy_cobblestone");
        ConfiguredFeature blob = new BlobFeatures.BlockBlob(mossy, (level, x, y, z) -> level.getBlockState(x, y, z) == grass);
        for (long seed = 1; seed <= 10; seed++) {
            OreTestWorld w = new OreTestWorld().fill(-64, 63, STONE).fill(63, 64, grass);
            int[][] before = w.snapshot();
            XoroshiroRandom random = new XoroshiroRandom(seed);
            assertTrue(blob.place(w.region, random, 8, 80, 8));
            XoroshiroRandom replay = new XoroshiroRandom(seed);
            Set<List<Integer>> expected = new HashSet<>();
            int x = 8, y = 64, z = 8;
            for (int c = 0; c < 3; c++) {
                int xr = replay.nextInt(2), yr = replay.nextInt(2), zr = replay.nextInt(2);
                float tr = (xr + yr + zr) * 0.333F + 0.5F;
                for (int dx = -xr; dx <= xr; dx++) {
                    for (int dy = -yr; dy <= yr; dy++) {
                        for (int dz = -zr; dz <= zr; dz++) if (dx * dx + dy * dy + dz * dz <= tr * tr) expected.add(List.of(x + dx, y + dy, z + dz));
                    }
                }
                x += -1 + replay.nextInt(2);
                y -= replay.nextInt(2);
                z += -1 + replay.nextInt(2);
            }
            List<int[]> changes = w.changes(before);
            for (int[] ch : changes) assertEquals(mossy, ch[4]);
            Set<List<Integer>> got = positions(changes);
            // a position already mossy from an earlier ball is not a change; compare against the union
            assertEquals(expected, got, "seed " + seed);
            assertEquals(replay.nextLong(), random.nextLong());
        }
    }

    @Test
    void blockBlobGivesUpNearTheBottom() {
        ConfiguredFeature blob = new BlobFeatures.BlockBlob(STONE, (level, x, y, z) -> false);
        OreTestWorld w = new OreTestWorld();
        XoroshiroRandom random = new XoroshiroRandom(1);
        assertFalse(blob.place(w.region, random, 8, 80, 8));
        assertEquals(new XoroshiroRandom(1).nextLong(), random.nextLong());
    }

    // ---- underwater_magma

    @Test
    void underwaterMagmaFillsTheCoveredFloorCube() {
        ConfiguredFeature magma = OreTestWorld.vanilla("minecraft:underwater_magma"); // range 5, radius 1, p 0.5
        for (long seed = 1; seed <= 5; seed++) {
            OreTestWorld w = new OreTestWorld().fill(-64, 30, STONE).fill(30, 60, WATER);
            w.put(7, 28, 8, GLASS); // does not occlude: (7, 28, 8)'s neighbours west... and (8, 28, 8) are uncovered
            int[][] before = w.snapshot();
            XoroshiroRandom random = new XoroshiroRandom(seed);
            boolean placed = magma.place(w.region, random, 8, 33, 8); // floor: 33 -> 29 in four steps
            XoroshiroRandom replay = new XoroshiroRandom(seed);
            Set<List<Integer>> expected = new HashSet<>();
            boolean glass = true; // until magma replaces it (glass is neither water nor air: a candidate itself)
            for (int z = 7; z <= 9; z++) {
                for (int y = 28; y <= 30; y++) {
                    for (int x = 7; x <= 9; x++) {
                        boolean draw = replay.nextFloat() < 0.5F;
                        // the glass at (7, 28, 8) uncovers the block above it and its four horizontal neighbours
                        boolean uncovered = glass && ((x == 7 && y == 29 && z == 8) || (y == 28 && Math.abs(x - 7) + Math.abs(z - 8) == 1));
                        if (draw && y < 30 && !uncovered) {
                            expected.add(List.of(x, y, z));
                            if (x == 7 && y == 28 && z == 8) glass = false;
                        }
                    }
                }
            }
            List<int[]> changes = w.changes(before);
            for (int[] c : changes) assertEquals(MAGMA, c[4]);
            assertEquals(expected, positions(changes), "seed " + seed);
            assertEquals(!expected.isEmpty(), placed);
            assertEquals(replay.nextLong(), random.nextLong());
        }
    }

    @Test
    void underwaterMagmaNeedsAFloorWithinRange() {
        ConfiguredFeature magma = OreTestWorld.vanilla("minecraft:underwater_magma");
        OreTestWorld w = new OreTestWorld().fill(-64, 30, STONE).fill(30, 60, WATER);
        XoroshiroRandom random = new XoroshiroRandom(1);
        assertFalse(magma.place(w.region, random, 8, 34, 8)); // 34 -> 30 in four steps: still water
        assertEquals(new XoroshiroRandom(1).nextLong(), random.nextLong());
    }

    // ---- disk

    @Test
    void diskReplacesTargetsInTheCircleAndMarksAboveRuns() {
        // a provider that answers "none" at y 61: the run goes on without a mark (the game's continue)
        dev.strata.engine.feature.stateproviders.BlockStateProvider provider = (level, random, x, y, z) -> y == 61 ? -1 : GRAVEL;
        dev.strata.engine.valueproviders.IntProvider radius = dev.strata.engine.valueproviders.IntProvider.parse(
                dev.strata.engine.data.JsonCursor.root("t", new com.google.gson.JsonPrimitive(2)));
        DiskFeature disk = new DiskFeature(provider, (level, x, y, z) -> level.getBlockState(x, y, z) == DIRT, radius, 1);
        OreTestWorld w = new OreTestWorld().fill(-64, 58, STONE).fill(58, 64, DIRT);
        w.put(8, 64, 8, STONE); // the centre column is covered: two marks above its first placed block (y 63)
        w.put(8, 65, 8, STONE);
        w.put(8, 62, 9, STONE); // a gap: the run below starts again and marks above y 61? no: 61 gives none, 60 is outside
        int[][] before = w.snapshot();
        assertTrue(disk.place(w.region, new XoroshiroRandom(1), 8, 62, 8));
        Set<List<Integer>> expected = new HashSet<>();
        for (int dx = -2; dx <= 2; dx++) {
            for (int dz = -2; dz <= 2; dz++) {
                if (dx * dx + dz * dz > 4) continue;
                for (int y = 63; y >= 62; y--) if (!(dx == 0 && dz == 1 && y == 62)) expected.add(List.of(8 + dx, y, 8 + dz));
            }
        }
        assertEquals(expected, positions(w.changes(before)));
        ProtoChunk c = w.chunk(8, 8);
        short[] marks = c.postProcessing((64 - OreTestWorld.MIN_Y) >> 4);
        Set<Integer> packed = new HashSet<>();
        for (short m : marks) packed.add((int) m);
        // (8, 64, 8) and (8, 65, 8); columns with air above mark nothing
        assertEquals(Set.of(8 | (64 & 15) << 4 | 8 << 8, 8 | (65 & 15) << 4 | 8 << 8), packed);
        assertEquals(2, marks.length);
    }
}
