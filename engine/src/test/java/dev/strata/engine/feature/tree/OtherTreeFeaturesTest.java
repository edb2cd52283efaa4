package dev.strata.engine.feature.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.feature.tree.decorator.TrunkVineDecorator;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

import static dev.strata.engine.feature.tree.TrunkPlacerTest.uniform;

/** Fallen trees, huge mushrooms and huge fungi on flat ground, derived from the game's rules with a twin random. */
class OtherTreeFeaturesTest {
    private static long mix(long n) {
        return n * 0x9E3779B97F4A7C15L;
    }

    @Test
    void fallenTreeHasAStumpAndALogLyingOnTheGround() {
        for (long n = 1; n <= 6; n++) {
            long seed = mix(n);
            TreeWorld w = new TreeWorld();
            int log = w.states.registry().parse("minecraft:oak_log[axis=y]");
            FallenTreeFeature f = new FallenTreeFeature((l, r, x, y, z) -> log, uniform(4, 7), List.of(), List.of(), w.blocks);
            assertTrue(f.place(w.region, new LegacyRandom(seed), 8, 11, 8));
            RandomSource t = new LegacyRandom(seed);
            Direction d = Direction.HORIZONTAL[t.nextInt(4)];
            int length = 4 + t.nextInt(4) - 2;
            Pos start = new Pos(8, 11, 8).relative(d, 2 + t.nextInt(2)); // one up is over air; back down at 11 on grass
            Map<Pos, Integer> want = new HashMap<>();
            want.put(new Pos(8, 11, 8), log);
            for (int i = 0; i < length; i++) want.put(start.relative(d, i), w.states.with(log, "axis", d.axis()));
            assertEquals(want, w.changes(), "seed " + seed);
        }
    }

    @Test
    void fallenTreeOverAGapOfThreeKeepsOnlyItsStumpAndDecoratesIt() {
        for (long n = 1; n <= 6; n++) {
            long seed = mix(n);
            TreeWorld w = new TreeWorld();
            // a pit three wide around the stump's column at distance 3..5 in every direction
            for (int x = 0; x < 16; x++) for (int z = 0; z < 16; z++) {
                int dist = Math.max(Math.abs(x - 8), Math.abs(z - 8));
                if (dist >= 3 && dist <= 5) for (int y = 5; y <= 10; y++) w.put(x, y, z, "minecraft:air");
            }
            w.snapshot();
            int log = w.states.registry().parse("minecraft:oak_log[axis=y]");
            FallenTreeFeature f = new FallenTreeFeature((l, r, x, y, z) -> log, uniform(6, 6), List.of(new TrunkVineDecorator()), List.of(), w.blocks);
            assertTrue(f.place(w.region, new LegacyRandom(seed), 8, 11, 8));
            Set<Pos> logs = w.changed("minecraft:oak_log");
            assertEquals(Set.of(new Pos(8, 11, 8)), logs, "seed " + seed + ": the log would bridge three blocks of air");
            RandomSource t = new LegacyRandom(seed);
            int vines = 0;
            for (int i = 0; i < 4; i++) if (t.nextInt(3) > 0) vines++;
            assertEquals(vines, w.changed("minecraft:vine").size(), "seed " + seed);
        }
    }

    @Test
    void hugeBrownMushroomHasAFlatCapWithoutCorners() {
        for (long n = 1; n <= 4; n++) {
            long seed = mix(n);
            TreeWorld w = new TreeWorld();
            int cap = w.states.registry().parse("minecraft:brown_mushroom_block[down=false,east=true,north=true,south=true,up=true,west=true]");
            int stem = w.states.registry().parse("minecraft:mushroom_stem[down=false,east=true,north=true,south=true,up=false,west=true]");
            HugeMushroomFeature f = new HugeMushroomFeature(false, (l, r, x, y, z) -> cap, (l, r, x, y, z) -> stem, 3, (l, x, y, z) -> true, w.blocks);
            assertTrue(f.place(w.region, new LegacyRandom(seed), 8, 11, 8));
            RandomSource t = new LegacyRandom(seed);
            int h = t.nextInt(3) + 4;
            if (t.nextInt(12) == 0) h *= 2;
            Set<Pos> stems = new HashSet<>(), caps = new HashSet<>();
            for (int y = 0; y < h; y++) stems.add(new Pos(8, 11 + y, 8));
            for (int dx = -3; dx <= 3; dx++) for (int dz = -3; dz <= 3; dz++) if (!(Math.abs(dx) == 3 && Math.abs(dz) == 3)) caps.add(new Pos(8 + dx, 11 + h, 8 + dz));
            assertEquals(stems, w.changed("minecraft:mushroom_stem"), "seed " + seed);
            assertEquals(caps, w.changed("minecraft:brown_mushroom_block"), "seed " + seed);
            // the cap's edge: west face on x = -3 and on the rows z = +-3 at x = -2
            assertEquals("true", w.states.value(w.get(new Pos(5, 11 + h, 8)), "west"));
            assertEquals("true", w.states.value(w.get(new Pos(6, 11 + h, 5)), "west"));
            assertEquals("false", w.states.value(w.get(new Pos(7, 11 + h, 5)), "west"));
            assertEquals("false", w.states.value(w.get(new Pos(8, 11 + h, 8)), "north"));
        }
    }

    @Test
    void hugeRedMushroomHasAHangingCapAndIsRefusedOnABadBase() {
        TreeWorld w = new TreeWorld();
        int cap = w.states.registry().parse("minecraft:red_mushroom_block[down=false,east=true,north=true,south=true,up=true,west=true]");
        int stem = w.states.registry().parse("minecraft:mushroom_stem[down=false,east=true,north=true,south=true,up=false,west=true]");
        long seed = mix(2);
        HugeMushroomFeature f = new HugeMushroomFeature(true, (l, r, x, y, z) -> cap, (l, r, x, y, z) -> stem, 2, (l, x, y, z) -> true, w.blocks);
        assertTrue(f.place(w.region, new LegacyRandom(seed), 8, 11, 8));
        RandomSource t = new LegacyRandom(seed);
        int h = t.nextInt(3) + 4;
        if (t.nextInt(12) == 0) h *= 2;
        Set<Pos> caps = new HashSet<>();
        for (int dy = h - 3; dy <= h; dy++) {
            int r = dy < h ? 2 : 1;
            for (int dx = -r; dx <= r; dx++) for (int dz = -r; dz <= r; dz++) {
                boolean xe = Math.abs(dx) == r, ze = Math.abs(dz) == r;
                if (dy < h && xe == ze) continue;
                caps.add(new Pos(8 + dx, 11 + dy, 8 + dz));
            }
        }
        assertEquals(caps, w.changed("minecraft:red_mushroom_block"));
        // the stem is placed after the cap and only into air: the top cap row does not cover the column below it
        Set<Pos> stems = new HashSet<>();
        for (int y = 0; y < h; y++) stems.add(new Pos(8, 11 + y, 8));
        assertEquals(stems, w.changed("minecraft:mushroom_stem"));
        TreeWorld bad = new TreeWorld();
        HugeMushroomFeature never = new HugeMushroomFeature(true, (l, r, x, y, z) -> cap, (l, r, x, y, z) -> stem, 2, (l, x, y, z) -> false, bad.blocks);
        assertFalse(never.place(bad.region, new LegacyRandom(seed), 8, 11, 8));
        assertTrue(bad.changes().isEmpty());
    }

    @Test
    void hugeFungusGrowsOnItsBaseOnly() {
        for (long n = 1; n <= 4; n++) {
            long seed = mix(n);
            TreeWorld w = new TreeWorld("minecraft:crimson_nylium");
            var st = w.states;
            HugeFungusFeature f = new HugeFungusFeature(st.defaultState("minecraft:crimson_nylium"), st.registry().parse("minecraft:crimson_stem[axis=y]"),
                    st.defaultState("minecraft:nether_wart_block"), st.defaultState("minecraft:shroomlight"), (l, x, y, z) -> false, w.blocks);
            assertTrue(f.place(w.region, new LegacyRandom(seed), 8, 11, 8));
            RandomSource t = new LegacyRandom(seed);
            int total = t.nextInt(10) + 4;
            if (t.nextInt(12) == 0) total *= 2;
            boolean huge = t.nextFloat() < 0.06f;
            Set<Pos> stems = w.changed("minecraft:crimson_stem");
            if (!huge) {
                Set<Pos> want = new HashSet<>();
                for (int y = 0; y < total; y++) want.add(new Pos(8, 11 + y, 8));
                assertEquals(want, stems, "seed " + seed);
            }
            for (Map.Entry<Pos, Integer> e : w.changes().entrySet()) {
                String name = w.name(e.getValue());
                assertTrue(List.of("minecraft:crimson_stem", "minecraft:nether_wart_block", "minecraft:shroomlight", "minecraft:weeping_vines",
                        "minecraft:weeping_vines_plant").contains(name), name);
                assertTrue(Math.abs(e.getKey().x() - 8) <= 4 && Math.abs(e.getKey().z() - 8) <= 4);
            }
            TreeWorld grass = new TreeWorld();
            assertFalse(f.place(grass.region, new LegacyRandom(seed), 8, 11, 8));
            assertTrue(grass.changes().isEmpty());
        }
    }
}
