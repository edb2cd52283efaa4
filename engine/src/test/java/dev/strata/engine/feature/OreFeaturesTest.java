package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.*;

import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.XoroshiroRandom;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@code ore} and {@code scattered_ore} against shapes and draw counts derived from the game's rules. */
class OreFeaturesTest {
    private static final int STONE = OreTestWorld.state("minecraft:stone");
    private static final int DEEPSLATE = OreTestWorld.state("minecraft:deepslate");
    private static final int IRON = OreTestWorld.state("minecraft:iron_ore");
    private static final int DEEP_IRON = OreTestWorld.state("minecraft:deepslate_iron_ore");
    private static final int GRAVEL = OreTestWorld.state("minecraft:gravel");
    private static final int NETHERRACK = OreTestWorld.state("minecraft:netherrack");
    private static final int AIR = 0;

    /**
     * The game's ore is the union of its spheres (a sphere dropped for lying inside a bigger one adds nothing),
     * clipped to its box. Re-derived here from the draws alone: angle (nextFloat), two nextInt(3), one nextDouble per
     * sphere, with {@link Math#sin} for the radii (table and true sine agree to well below a block at these sizes
     * except exactly on a boundary, which these seeds do not hit).
     */
    private static Set<List<Integer>> expectedUnion(long seed, int size, int ox, int oy, int oz) {
        RandomSource r = new XoroshiroRandom(seed);
        float dir = r.nextFloat() * (float) Math.PI;
        float spread = size / 8.0F;
        double x0 = ox + Math.sin(dir) * spread, x1 = ox - Math.sin(dir) * spread;
        double z0 = oz + Math.cos(dir) * spread, z1 = oz - Math.cos(dir) * spread;
        double y0 = oy + r.nextInt(3) - 2, y1 = oy + r.nextInt(3) - 2;
        Set<List<Integer>> out = new HashSet<>();
        for (int i = 0; i < size; i++) {
            float t = (float) i / size;
            double cx = x0 + t * (x1 - x0), cy = y0 + t * (y1 - y0), cz = z0 + t * (z1 - z0);
            double rad = ((OreFeatures.mthSin((float) Math.PI * t) + 1.0F) * (r.nextDouble() * size / 16.0) + 1.0) / 2.0;
            for (int x = (int) Math.floor(cx - rad) - 1; x <= cx + rad + 1; x++) {
                for (int y = (int) Math.floor(cy - rad) - 1; y <= cy + rad + 1; y++) {
                    for (int z = (int) Math.floor(cz - rad) - 1; z <= cz + rad + 1; z++) {
                        double dx = (x + 0.5 - cx) / rad, dy = (y + 0.5 - cy) / rad, dz = (z + 0.5 - cz) / rad;
                        if (dx * dx + dy * dy + dz * dz < 1.0) out.add(List.of(x, y, z));
                    }
                }
            }
        }
        return out;
    }

    /** {@code random} (seeded {@code seed}) made the shape's draws only: 1 float (angle), 2 ints (ends' y), one double per sphere. */
    private static void assertOnlyShapeDraws(long seed, int size, XoroshiroRandom random) {
        XoroshiroRandom replay = new XoroshiroRandom(seed);
        replay.nextFloat();
        replay.nextInt(3);
        replay.nextInt(3);
        for (int i = 0; i < size; i++) replay.nextDouble();
        assertEquals(replay.nextLong(), random.nextLong(), "draw count, seed " + seed);
    }

    /** An ore feature of {@code size} replacing {@code #minecraft:base_stone_overworld} with {@code state}. */
    private static ConfiguredFeature oreInBaseStone(int size, String discardChance, String state) {
        return OreTestWorld.feature("{\"type\":\"minecraft:ore\",\"config\":{\"size\":" + size + ",\"discard_chance_on_air_exposure\":"
                + discardChance + ",\"targets\":[{\"target\":{\"predicate_type\":\"minecraft:tag_match\",\"tag\":\"minecraft:base_stone_overworld\"},"
                + "\"state\":{\"Name\":\"" + state + "\"}}]}}");
    }

    @Test
    void ironOreFillsTheUnionOfItsSpheresInStoneAndDeepslate() {
        ConfiguredFeature iron = OreTestWorld.vanilla("minecraft:ore_iron"); // size 9, stone/deepslate ore replaceables
        for (long seed = 1; seed <= 20; seed++) {
            OreTestWorld w = new OreTestWorld().fill(-64, 0, DEEPSLATE).fill(0, 64, STONE);
            int[][] before = w.snapshot();
            int oy = (int) (seed % 3) - 1; // across the stone/deepslate boundary at y = 0
            XoroshiroRandom random = new XoroshiroRandom(seed);
            boolean placed = iron.place(w.region, random, 8, oy, 8);
            Set<List<Integer>> expected = expectedUnion(seed, 9, 8, oy, 8);
            Set<List<Integer>> got = new HashSet<>();
            for (int[] c : w.changes(before)) {
                got.add(List.of(c[0], c[1], c[2]));
                assertEquals(c[1] < 0 ? DEEPSLATE : STONE, c[3]);
                assertEquals(c[1] < 0 ? DEEP_IRON : IRON, c[4], "the target matching the block is used");
            }
            assertEquals(expected, got, "seed " + seed);
            assertEquals(!expected.isEmpty(), placed);
            // tag tests and a discard chance of 0 draw nothing more
            assertOnlyShapeDraws(seed, 9, random);
        }
    }

    /**
     * The largest ores (size 64, as granite, diorite and andesite), whose spheres reach a radius of 4.5: the union of the
     * spheres, clipped to the build height at the bottom of the world, and one draw per sphere. Guards the shortcut
     * that tests only the z near each row's chord ({@code Ore.doPlace}).
     */
    @Test
    void theLargestOresFillTheUnionOfTheirSpheresWithinTheBuildHeight() {
        ConfiguredFeature ore = oreInBaseStone(64, "0.0", "minecraft:granite");
        int positions = 0;
        for (long seed = 1; seed <= 40; seed++) {
            int oy = seed % 2 == 0 ? 40 : -62; // in the open, and against the bottom of the world
            OreTestWorld w = new OreTestWorld().fill(-64, 100, STONE);
            int[][] before = w.snapshot();
            XoroshiroRandom random = new XoroshiroRandom(seed);
            boolean placed = ore.place(w.region, random, 8, oy, 8);
            Set<List<Integer>> expected = new HashSet<>();
            for (List<Integer> p : expectedUnion(seed, 64, 8, oy, 8)) if (p.get(1) >= -64) expected.add(p);
            Set<List<Integer>> got = new HashSet<>();
            for (int[] c : w.changes(before)) got.add(List.of(c[0], c[1], c[2]));
            Set<List<Integer>> missing = new HashSet<>(expected), extra = new HashSet<>(got);
            missing.removeAll(got);
            extra.removeAll(expected);
            assertTrue(missing.isEmpty() && extra.isEmpty(), "seed " + seed + ": " + missing.size() + " positions of the spheres not placed (e.g. "
                    + missing.stream().limit(3).toList() + "), " + extra.size() + " placed outside them (e.g. " + extra.stream().limit(3).toList() + ")");
            assertEquals(!expected.isEmpty(), placed);
            positions += got.size();
            assertOnlyShapeDraws(seed, 64, random);
        }
        assertTrue(positions > 40 * 100, "large ores placed: " + positions);
    }

    @Test
    void eachPositionIsTriedOnceAndDrawsTheDiscardChanceOnce() {
        // discard chance 0.5: every tried position draws one nextFloat (no air anywhere: placed either way)
        ConfiguredFeature ore = oreInBaseStone(20, "0.5", "minecraft:andesite");
        // andesite still matches: a second try of a position would draw again
        long seed = 77;
        OreTestWorld w = new OreTestWorld().fill(-64, 100, STONE);
        int[][] before = w.snapshot();
        XoroshiroRandom random = new XoroshiroRandom(seed);
        assertTrue(ore.place(w.region, random, 5, 40, 5));
        Set<List<Integer>> expected = expectedUnion(seed, 20, 5, 40, 5);
        List<int[]> changes = w.changes(before);
        assertEquals(expected.size(), changes.size());
        XoroshiroRandom replay = new XoroshiroRandom(seed);
        replay.nextFloat();
        replay.nextInt(3);
        replay.nextInt(3);
        for (int i = 0; i < 20; i++) replay.nextDouble();
        for (int i = 0; i < expected.size(); i++) replay.nextFloat();
        assertEquals(replay.nextLong(), random.nextLong(), "one discard draw per distinct position");
    }

    @Test
    void discardChanceOneKeepsAirExposedPositionsUntouched() {
        ConfiguredFeature ore = OreTestWorld.feature("{\"type\":\"minecraft:ore\",\"config\":{\"size\":20,"
                + "\"discard_chance_on_air_exposure\":1.0,\"targets\":[{\"target\":{\"predicate_type\":\"minecraft:tag_match\","
                + "\"tag\":\"minecraft:base_stone_overworld\"},\"state\":{\"Name\":\"minecraft:gravel\"}}]}}");
        OreTestWorld w = new OreTestWorld().fill(-64, 40, STONE); // air from y = 40 up
        int[][] before = w.snapshot();
        long seed = 5;
        ore.place(w.region, new XoroshiroRandom(seed), 8, 40, 8);
        Set<List<Integer>> expected = new HashSet<>();
        for (List<Integer> p : expectedUnion(seed, 20, 8, 40, 8)) if (p.get(1) < 39) expected.add(p); // y 39 touches air
        Set<List<Integer>> got = new HashSet<>();
        for (int[] c : w.changes(before)) got.add(List.of(c[0], c[1], c[2]));
        assertFalse(expected.isEmpty());
        assertEquals(expected, got);
    }

    @Test
    void nothingWhenTheWholeBoxIsAboveTheOceanFloor() {
        ConfiguredFeature gravel = OreTestWorld.vanilla("minecraft:ore_gravel_nether"); // size 33, block_match netherrack
        OreTestWorld w = new OreTestWorld().fill(-64, 30, NETHERRACK); // OCEAN_FLOOR_WG 30 everywhere
        int[][] before = w.snapshot();
        // size 33: maxRadius 3, box bottom y - 5; 36 - 5 = 31 > 30: only the three draws of the ends
        XoroshiroRandom random = new XoroshiroRandom(3);
        assertFalse(gravel.place(w.region, random, 8, 36, 8));
        assertTrue(w.changes(before).isEmpty());
        XoroshiroRandom replay = new XoroshiroRandom(3);
        replay.nextFloat();
        replay.nextInt(3);
        replay.nextInt(3);
        assertEquals(replay.nextLong(), random.nextLong());
        // 35 - 5 = 30 <= 30: the spheres are drawn (33 doubles)
        random = new XoroshiroRandom(3);
        gravel.place(w.region, random, 8, 35, 8);
        replay = new XoroshiroRandom(3);
        replay.nextFloat();
        replay.nextInt(3);
        replay.nextInt(3);
        for (int i = 0; i < 33; i++) replay.nextDouble();
        assertEquals(replay.nextLong(), random.nextLong());
        // lower, it replaces netherrack only
        assertTrue(gravel.place(w.region, new XoroshiroRandom(3), 8, 29, 8));
        for (int[] c : w.changes(before)) {
            assertEquals(NETHERRACK, c[3]);
            assertEquals(GRAVEL, c[4]);
        }
    }

    @Test
    void oreWritesTheSectionOnlyNoPostProcessingNoHeightmap() {
        // always_true into the air above the ground: the game's section write leaves the primed heightmaps as they were
        ConfiguredFeature ore = OreTestWorld.feature("{\"type\":\"minecraft:ore\",\"config\":{\"size\":20,"
                + "\"discard_chance_on_air_exposure\":0.0,\"targets\":[{\"target\":{\"predicate_type\":\"minecraft:always_true\"},"
                + "\"state\":{\"Name\":\"minecraft:magma_block\"}}]}}");
        OreTestWorld w = new OreTestWorld().fill(-64, 40, NETHERRACK);
        for (dev.strata.engine.levelgen.ProtoChunk c : w.chunks) c.primeFinalHeightmaps();
        int[][] before = w.snapshot();
        assertTrue(ore.place(w.region, new XoroshiroRandom(9), 8, 42, 8));
        int above = 0;
        for (int[] c : w.changes(before)) if (c[1] >= 40) above++;
        assertTrue(above > 0, "the ore reaches into the air");
        for (dev.strata.engine.levelgen.ProtoChunk c : w.chunks) {
            for (int s = 0; s < c.sectionCount(); s++) assertEquals(0, c.postProcessing(s).length, "no post-processing marks");
            for (int col = 0; col < 256; col++) {
                assertEquals(40, c.finalHeightmap(dev.strata.engine.levelgen.Heightmap.Types.WORLD_SURFACE)[col]);
            }
            assertTrue(c.blockEntities().isEmpty());
        }
    }

    @Test
    void writesStayInsideTheWriteRadius() {
        ConfiguredFeature ore = OreTestWorld.vanilla("minecraft:ore_dirt"); // size 33
        OreTestWorld w = new OreTestWorld().fill(-64, 100, STONE);
        int[][] before = w.snapshot();
        assertTrue(ore.place(w.region, new XoroshiroRandom(11), 0, 50, 15));
        for (int[] c : w.changes(before)) {
            assertTrue(c[0] >= -16 && c[0] < 32 && c[2] >= -16 && c[2] < 32);
        }
    }

    @Test
    void scatteredOreTriesUpToSizeAtGrowingOffsets() {
        // ancient debris small: size 2, discard 1.0 (never next to air), base_stone_nether
        ConfiguredFeature debris = OreTestWorld.vanilla("minecraft:ore_ancient_debris_small");
        int debrisState = OreTestWorld.state("minecraft:ancient_debris");
        for (long seed = 1; seed <= 30; seed++) {
            OreTestWorld w = new OreTestWorld().fill(-64, 100, NETHERRACK);
            int[][] before = w.snapshot();
            XoroshiroRandom random = new XoroshiroRandom(seed);
            assertTrue(debris.place(w.region, random, 8, 30, 8));
            XoroshiroRandom replay = new XoroshiroRandom(seed);
            int tries = replay.nextInt(3);
            Set<List<Integer>> expected = new HashSet<>();
            for (int i = 0; i < tries; i++) {
                int m = Math.min(i, 7);
                int dx = Math.round((replay.nextFloat() - replay.nextFloat()) * m);
                int dy = Math.round((replay.nextFloat() - replay.nextFloat()) * m);
                int dz = Math.round((replay.nextFloat() - replay.nextFloat()) * m);
                if (i == 0) assertEquals(List.of(0, 0, 0), List.of(dx, dy, dz));
                expected.add(List.of(8 + dx, 30 + dy, 8 + dz));
            }
            Set<List<Integer>> got = new HashSet<>();
            for (int[] c : w.changes(before)) {
                got.add(List.of(c[0], c[1], c[2]));
                assertEquals(debrisState, c[4]);
            }
            assertEquals(expected, got, "seed " + seed);
            assertEquals(replay.nextLong(), random.nextLong(), "draw count, seed " + seed);
        }
    }

    @Test
    void scatteredOreSkipsAirExposedWithDiscardOne() {
        ConfiguredFeature debris = OreTestWorld.vanilla("minecraft:ore_ancient_debris_small");
        OreTestWorld w = new OreTestWorld().fill(-64, 100, NETHERRACK);
        w.put(8, 31, 8, AIR); // above the origin, which every first try hits
        int[][] before = w.snapshot();
        for (long seed = 1; seed <= 30; seed++) debris.place(w.region, new XoroshiroRandom(seed), 8, 30, 8);
        for (int[] c : w.changes(before)) assertFalse(c[0] == 8 && c[1] == 30 && c[2] == 8, "the origin touches air");
    }
}
