package dev.strata.engine.feature.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.tree.foliage.BlobFoliagePlacer;
import dev.strata.engine.feature.tree.trunk.StraightTrunkPlacer;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;
import com.google.gson.JsonPrimitive;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The oak shape: a straight trunk with blob foliage, derived from the rules with a twin random; and the leaves pass. */
class StraightTrunkPlacerTest {
    static IntProvider constant(int v) {
        return IntProvider.parse(JsonCursor.root("test", new JsonPrimitive(v)));
    }

    /** Twin derivation of an oak (base 4, rand 2/0; blob radius 2, height 3, offset 0) at (8, 11, 8). */
    static final class Expected {
        final Set<Pos> logs = new HashSet<>(), leaves = new HashSet<>();
        final List<String> draws = new ArrayList<>();
        int height;

        Expected(long seed) {
            RandomSource t = new LegacyRandom(seed);
            height = 4 + t.nextInt(3) + t.nextInt(1);
            draws.add("nextInt(3)");
            draws.add("nextInt(1)");
            for (int y = 0; y < height; y++) logs.add(new Pos(8, 11 + y, 8));
            int top = 11 + height;
            for (int yo = 0; yo >= -3; yo--) {
                int r = Math.max(2 - 1 - yo / 2, 0);
                for (int dx = -r; dx <= r; dx++) {
                    for (int dz = -r; dz <= r; dz++) {
                        if (Math.abs(dx) == r && Math.abs(dz) == r) {
                            draws.add("nextInt(2)");
                            boolean skip = t.nextInt(2) == 0 || yo == 0;
                            if (skip) continue;
                        }
                        Pos p = new Pos(8 + dx, top + yo, 8 + dz);
                        if (!logs.contains(p)) leaves.add(p);
                    }
                }
            }
        }
    }

    static TreeFeature oak(TreeWorld w) {
        return new TreeFeature(w.config(new StraightTrunkPlacer(4, 2, 0), new BlobFoliagePlacer(constant(2), constant(0), 3), null, List.of()));
    }

    @Test
    void oakShapeDrawsAndLeafDistancesFollowTheRules() {
        for (long seed = 1; seed <= 6; seed++) {
            TreeWorld w = new TreeWorld();
            TreeWorld.Recording random = new TreeWorld.Recording(new LegacyRandom(seed));
            assertTrue(oak(w).place(w.region, random, 8, 11, 8));
            Expected e = new Expected(seed);
            assertEquals(e.draws, random.calls, "draws, seed " + seed);
            assertEquals(e.logs, w.changed("minecraft:oak_log"), "logs, seed " + seed);
            assertEquals(e.leaves, w.changed("minecraft:oak_leaves"), "leaves, seed " + seed);
            assertEquals("minecraft:dirt", w.name(w.get(8, 10, 8)), "grass is not in #cannot_replace_below_tree_trunk (26.2)");
            assertEquals(e.logs.size() + e.leaves.size() + 1, w.changes().size(), "nothing else changes");
            // The game's pass can leave a leaf one step too far (see LeavesUpdateTest); never nearer than the
            // recount, and reached (below 7) exactly when the recount reaches it.
            Map<Pos, Integer> want = w.recountDistances(e.logs, e.leaves);
            for (Pos p : e.leaves) {
                assertTrue(w.distance(p) >= want.get(p), "distance of " + p + ", seed " + seed);
                assertEquals(want.get(p) < 7, w.distance(p) < 7, "reached " + p + ", seed " + seed);
                assertEquals("false", w.states.value(w.get(p), "persistent"));
            }
        }
    }

    @Test
    void surfaceLeavesGetABlockTickAndInnerOnesNone() {
        TreeWorld w = new TreeWorld();
        assertTrue(oak(w).place(w.region, new LegacyRandom(3), 8, 11, 8));
        Expected e = new Expected(3);
        Set<Pos> tree = new HashSet<>(e.logs);
        tree.addAll(e.leaves);
        Set<Pos> want = new HashSet<>();
        for (Pos p : e.leaves) {
            for (Direction d : Direction.values()) if (!tree.contains(p.relative(d))) want.add(p);
        }
        Set<Pos> got = new HashSet<>();
        ProtoChunk c = w.chunks[4];
        for (ProtoChunk.ScheduledTick t : c.blockTicks()) {
            assertEquals("minecraft:oak_leaves", t.type());
            assertEquals(0, t.delay()); // saved with delay 0 in a proto chunk
            got.add(new Pos(BlockPos.x(t.pos()), BlockPos.y(t.pos()), BlockPos.z(t.pos())));
        }
        assertEquals(want, got);
        assertTrue(c.fluidTicks().isEmpty());
    }

    @Test
    void belowTrunkProviderTurnsSandToDirtButNotPodzol() {
        TreeWorld w = new TreeWorld("minecraft:sand");
        assertTrue(oak(w).place(w.region, new LegacyRandom(1), 8, 11, 8));
        assertEquals("minecraft:dirt", w.name(w.get(8, 10, 8)));
        TreeWorld g = new TreeWorld("minecraft:podzol");
        assertTrue(oak(g).place(g.region, new LegacyRandom(1), 8, 11, 8));
        assertEquals("minecraft:podzol", g.name(g.get(8, 10, 8)));
    }

    @Test
    void withNoStateBelowTheTrunkTheGroundIsNotPartOfTheTree() {
        // On podzol the below-trunk provider has none: the podzol is not set, so it is not among the logs a
        // decorator sees. The trunk vine decorator draws four nextInt(3) per log, lowest first: only the trunk's.
        TreeWorld w = new TreeWorld("minecraft:podzol");
        TreeFeature f = new TreeFeature(w.config(new StraightTrunkPlacer(4, 0, 0), new Probe(), null,
                List.of(new dev.strata.engine.feature.tree.decorator.TrunkVineDecorator())));
        TreeWorld.Recording random = new TreeWorld.Recording(new LegacyRandom(1));
        assertTrue(f.place(w.region, random, 8, 11, 8));
        List<String> want = new ArrayList<>(List.of("nextInt(1)", "nextInt(1)"));
        for (int i = 0; i < 4 * 4; i++) want.add("nextInt(3)");
        assertEquals(want, random.calls);
    }

    @Test
    void aBlockInTheWayRefusesTheTreeWithoutMinClippedHeightAndClipsItWithOne() {
        // Two layers (limit 1, lower 0, upper 1): from height 1 up the 3 x 3 must be free. Stone at (9, 14, 8): the
        // first blocked layer is y = 3, so the free height is 1, below any oak's height (4..6): refused, nothing placed.
        TreeWorld w = new TreeWorld();
        w.put(9, 14, 8, "minecraft:stone");
        w.snapshot();
        assertFalse(oak(w).place(w.region, new LegacyRandom(1), 8, 11, 8));
        assertTrue(w.changes().isEmpty());
        // With min_clipped_height 1 the tree is clipped to a trunk of 1 (foliage from y 12 down).
        TreeWorld c = new TreeWorld();
        c.put(9, 14, 8, "minecraft:stone");
        c.snapshot();
        TreeFeature clipped = new TreeFeature(c.config(new StraightTrunkPlacer(4, 2, 0), new BlobFoliagePlacer(constant(2), constant(0), 3), null,
                List.of(), new TwoLayersFeatureSize(1, 0, 1, 1)));
        assertTrue(clipped.place(c.region, new LegacyRandom(1), 8, 11, 8));
        assertEquals(Set.of(new Pos(8, 11, 8)), c.changed("minecraft:oak_log"));
    }

    @Test
    void aTreeTooTallForTheWorldIsRefused() {
        TreeWorld w = new TreeWorld();
        // maxY = y + height + 1 must be <= 64: at y 58 even the shortest oak (4) reaches 63, the tallest (6) 65.
        int placed = 0;
        for (long seed = 1; seed <= 20; seed++) {
            TreeWorld t = new TreeWorld();
            RandomSource twin = new LegacyRandom(seed);
            int h = 4 + twin.nextInt(3) + twin.nextInt(1);
            boolean ok = oak(t).place(t.region, new LegacyRandom(seed), 8, 58, 8);
            assertEquals(58 + h + 1 <= 64, ok, "seed " + seed + " height " + h);
            if (ok) placed++;
        }
        assertTrue(placed > 0 && placed < 20);
    }
}
