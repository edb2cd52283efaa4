package dev.strata.engine.feature.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.tree.foliage.FoliageAttachment;
import dev.strata.engine.feature.tree.trunk.BendingTrunkPlacer;
import dev.strata.engine.feature.tree.trunk.CherryTrunkPlacer;
import dev.strata.engine.feature.tree.trunk.DarkOakTrunkPlacer;
import dev.strata.engine.feature.tree.trunk.FancyTrunkPlacer;
import dev.strata.engine.feature.tree.trunk.ForkingTrunkPlacer;
import dev.strata.engine.feature.tree.trunk.GiantTrunkPlacer;
import dev.strata.engine.feature.tree.trunk.MegaJungleTrunkPlacer;
import dev.strata.engine.feature.tree.trunk.TrunkPlacer;
import dev.strata.engine.feature.tree.trunk.UpwardsBranchingTrunkPlacer;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;
import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Each trunk placer grown at (8, 11, 8) on grass with a {@link Probe} for foliage: the logs and attachments derived
 * from the game's rules with a twin random (same seed, same draws in the game's order), or, for the placers whose
 * geometry is float arithmetic, the draws and invariants (logs connected, within the region).
 */
class TrunkPlacerTest {
    static IntProvider uniform(int min, int max) {
        return IntProvider.parse(JsonCursor.root("test", JsonParser.parseString(
                "{\"type\":\"minecraft:uniform\",\"min_inclusive\":" + min + ",\"max_inclusive\":" + max + "}")));
    }

    private record Grown(TreeWorld world, Probe probe, TreeWorld.Recording random, Set<Pos> logs) {}

    private static Grown grow(TrunkPlacer placer, long seed) {
        TreeWorld w = new TreeWorld();
        Probe probe = new Probe();
        TreeWorld.Recording random = new TreeWorld.Recording(new LegacyRandom(seed));
        new TreeFeature(w.config(placer, probe, null, List.of())).place(w.region, random, 8, 11, 8);
        return new Grown(w, probe, random, w.changed("minecraft:oak_log"));
    }

    private static Direction dir(RandomSource t) {
        return Direction.HORIZONTAL[t.nextInt(4)];
    }

    @Test
    void forkingLeansThenBranches() {
        int forks = 0;
        for (long seed = 1; seed <= 12; seed++) {
            Grown g = grow(new ForkingTrunkPlacer(5, 2, 2), seed);
            RandomSource t = new LegacyRandom(seed);
            int h = 5 + t.nextInt(3) + t.nextInt(3);
            Set<Pos> logs = new HashSet<>();
            List<FoliageAttachment> att = new ArrayList<>();
            Direction lean = dir(t);
            int leanHeight = h - t.nextInt(4) - 1, leanSteps = 3 - t.nextInt(3);
            int x = 8, z = 8;
            for (int yo = 0; yo < h; yo++) {
                if (yo >= leanHeight && leanSteps > 0) {
                    x += lean.stepX;
                    z += lean.stepZ;
                    leanSteps--;
                }
                logs.add(new Pos(x, 11 + yo, z));
            }
            att.add(new FoliageAttachment(new Pos(x, 11 + h, z), 1, false));
            Direction branch = dir(t);
            if (branch != lean) {
                int pos = leanHeight - t.nextInt(2) - 1, steps = 1 + t.nextInt(3);
                x = 8;
                z = 8;
                int top = -1;
                for (int yo = pos; yo < h && steps > 0; yo++, steps--) {
                    if (yo < 1) continue;
                    x += branch.stepX;
                    z += branch.stepZ;
                    logs.add(new Pos(x, 11 + yo, z)); // never on the lean trunk: the directions differ
                    top = 11 + yo + 1;
                }
                if (top > 0) att.add(new FoliageAttachment(new Pos(x, top, z), 0, false));
                forks++;
            }
            assertEquals(logs, g.logs(), "seed " + seed);
            assertEquals(att, g.probe().attachments, "seed " + seed);
            assertTrue(TreeWorld.connected(g.logs()));
        }
        assertTrue(forks > 0);
    }

    @Test
    void giantIsTwoByTwoButTheTopRowAndPlacesFourBlocksBelow() {
        Grown g = grow(new GiantTrunkPlacer(13, 2, 14), 5);
        RandomSource t = new LegacyRandom(5);
        int h = 13 + t.nextInt(3) + t.nextInt(15);
        Set<Pos> logs = new HashSet<>();
        for (int y = 0; y < h; y++) {
            logs.add(new Pos(8, 11 + y, 8));
            if (y < h - 1) {
                logs.add(new Pos(9, 11 + y, 8));
                logs.add(new Pos(9, 11 + y, 9));
                logs.add(new Pos(8, 11 + y, 9));
            }
        }
        assertEquals(logs, g.logs());
        assertEquals(List.of(new FoliageAttachment(new Pos(8, 11 + h, 8), 0, true)), g.probe().attachments);
        assertEquals(Set.of(new Pos(8, 10, 8), new Pos(9, 10, 8), new Pos(8, 10, 9), new Pos(9, 10, 9)), g.world().changed("minecraft:dirt"));
        assertEquals(List.of("nextInt(3)", "nextInt(15)"), g.random().calls);
    }

    @Test
    void darkOakLeansAndGrowsSideBranchesFromTheOuterRing() {
        for (long seed = 1; seed <= 6; seed++) {
            Grown g = grow(new DarkOakTrunkPlacer(6, 2, 1), seed);
            RandomSource t = new LegacyRandom(seed);
            int h = 6 + t.nextInt(3) + t.nextInt(2);
            Direction lean = dir(t);
            int leanHeight = h - t.nextInt(4), leanSteps = 2 - t.nextInt(3);
            int x = 8, z = 8, ey = 11 + h - 1;
            Set<Pos> logs = new HashSet<>();
            for (int dy = 0; dy < h; dy++) {
                if (dy >= leanHeight && leanSteps > 0) {
                    x += lean.stepX;
                    z += lean.stepZ;
                    leanSteps--;
                }
                for (int[] o : new int[][] {{0, 0}, {1, 0}, {0, 1}, {1, 1}}) logs.add(new Pos(x + o[0], 11 + dy, z + o[1]));
            }
            List<FoliageAttachment> att = new ArrayList<>();
            att.add(new FoliageAttachment(new Pos(x, ey, z), 0, true));
            for (int ox = -1; ox <= 2; ox++) {
                for (int oz = -1; oz <= 2; oz++) {
                    if (ox >= 0 && ox <= 1 && oz >= 0 && oz <= 1 || t.nextInt(3) > 0) continue;
                    int length = t.nextInt(3) + 2;
                    for (int b = 0; b < length; b++) logs.add(new Pos(8 + ox, ey - b - 1, 8 + oz));
                    att.add(new FoliageAttachment(new Pos(8 + ox, ey, 8 + oz), 0, false));
                }
            }
            assertEquals(logs, g.logs(), "seed " + seed);
            assertEquals(att, g.probe().attachments, "seed " + seed);
        }
    }

    @Test
    void bendingStepsAsideAtTheTopAndGrowsTheBend() {
        for (long seed = 1; seed <= 6; seed++) {
            Grown g = grow(new BendingTrunkPlacer(4, 2, 0, 3, uniform(1, 2)), seed);
            RandomSource t = new LegacyRandom(seed);
            int h = 4 + t.nextInt(3) + t.nextInt(1);
            Direction d = dir(t);
            int logHeight = h - 1;
            Pos p = new Pos(8, 11, 8);
            Set<Pos> logs = new HashSet<>();
            List<FoliageAttachment> att = new ArrayList<>();
            for (int i = 0; i <= logHeight; i++) {
                if (i + 1 >= logHeight + t.nextInt(2)) p = p.relative(d);
                logs.add(p);
                if (i >= 3) att.add(new FoliageAttachment(p, 0, false));
                p = p.above();
            }
            int len = 1 + t.nextInt(2);
            for (int i = 0; i <= len; i++) {
                logs.add(p);
                att.add(new FoliageAttachment(p, 0, false));
                p = p.relative(d);
            }
            assertEquals(logs, g.logs(), "seed " + seed);
            assertEquals(att, g.probe().attachments, "seed " + seed);
            assertTrue(TreeWorld.connected(g.logs()));
        }
    }

    @Test
    void fancyDrawsTwoFloatsPerClusterHeightAndItsLimbsConnect() {
        for (long seed = 1; seed <= 6; seed++) {
            Grown g = grow(new FancyTrunkPlacer(3, 11, 0), seed);
            RandomSource t = new LegacyRandom(seed);
            int h = 3 + t.nextInt(12) + t.nextInt(1);
            int height = h + 2;
            List<String> want = new ArrayList<>(List.of("nextInt(12)", "nextInt(1)"));
            for (int y = height - 5; y >= 0; y--) {
                if ((float) y < (float) height * 0.3f) continue;
                want.add("nextFloat");
                want.add("nextFloat");
            }
            assertEquals(want, g.random().calls, "seed " + seed);
            assertTrue(TreeWorld.connected(g.logs()), "seed " + seed);
            int trunk = (int) Math.floor(height * 0.618);
            for (int y = 0; y <= trunk; y++) assertTrue(g.logs().contains(new Pos(8, 11 + y, 8)), "trunk at " + y);
            // the first attachment is the top cluster, above the trunk's base by height - 5
            assertEquals(new Pos(8, 11 + height - 5, 8), g.probe().attachments.get(0).pos());
            for (Pos p : g.logs()) {
                String axis = g.world().states.value(g.world().get(p), "axis");
                if (p.x() == 8 && p.z() == 8) assertEquals("y", axis, "trunk log " + p);
            }
        }
    }

    @Test
    void megaJungleBranchesComeInTwoToFiveStepsAndEndInAttachmentsOfRadiusMinusTwo() {
        for (long seed = 1; seed <= 6; seed++) {
            Grown g = grow(new MegaJungleTrunkPlacer(10, 2, 19), seed);
            RandomSource t = new LegacyRandom(seed);
            int h = 10 + t.nextInt(3) + t.nextInt(20);
            List<FoliageAttachment> att = new ArrayList<>();
            att.add(new FoliageAttachment(new Pos(8, 11 + h, 8), 0, true));
            Set<Pos> logs = new HashSet<>();
            for (int y = 0; y < h; y++) {
                logs.add(new Pos(8, 11 + y, 8));
                if (y < h - 1) {
                    logs.add(new Pos(9, 11 + y, 8));
                    logs.add(new Pos(9, 11 + y, 9));
                    logs.add(new Pos(8, 11 + y, 9));
                }
            }
            for (int bh = h - 2 - t.nextInt(4); bh > h / 2; bh -= 2 + t.nextInt(4)) {
                float angle = t.nextFloat() * ((float) Math.PI * 2);
                int bx = 0, bz = 0;
                for (int b = 0; b < 5; b++) {
                    bx = (int) (1.5f + TreeMath.cos(angle) * (float) b);
                    bz = (int) (1.5f + TreeMath.sin(angle) * (float) b);
                    logs.add(new Pos(8 + bx, 11 + bh - 3 + b / 2, 8 + bz));
                }
                att.add(new FoliageAttachment(new Pos(8 + bx, 11 + bh, 8 + bz), -2, false));
            }
            assertEquals(att, g.probe().attachments, "seed " + seed);
            assertEquals(logs, g.logs(), "seed " + seed);
        }
    }

    @Test
    void upwardsBranchingGrowsThroughItsBlocksAndBranchesOnlyBelowTheTop() {
        BitSet through = new BitSet();
        through.set(TreeWorld.states().blockIndex("minecraft:mangrove_roots"));
        for (long seed = 1; seed <= 6; seed++) {
            Grown g = grow(new UpwardsBranchingTrunkPlacer(4, 1, 9, uniform(1, 6), 0.5f, uniform(0, 1), through), seed);
            RandomSource t = new LegacyRandom(seed);
            int h = 4 + t.nextInt(2) + t.nextInt(10);
            List<String> want = new ArrayList<>(List.of("nextInt(2)", "nextInt(10)"));
            for (int i = 0; i < h - 1; i++) {
                want.add("nextFloat");
                if (t.nextFloat() < 0.5f) {
                    t.nextInt(4);
                    t.nextInt(2);
                    t.nextInt(2);
                    t.nextInt(6);
                    want.addAll(List.of("nextInt(4)", "nextInt(2)", "nextInt(2)", "nextInt(6)"));
                }
            }
            assertEquals(want, g.random().calls, "seed " + seed);
            for (int y = 0; y < h; y++) assertTrue(g.logs().contains(new Pos(8, 11 + y, 8)));
            assertTrue(TreeWorld.connected(g.logs()), "seed " + seed);
            assertTrue(g.probe().attachments.contains(new FoliageAttachment(new Pos(8, 11 + h, 8), 0, false)), "top attachment, seed " + seed);
        }
    }

    @Test
    void cherryBranchesEndAtTheirAttachmentsWithSidewaysLogs() {
        IntProvider count = uniform(1, 3);
        for (long seed = 1; seed <= 8; seed++) {
            Grown g = grow(new CherryTrunkPlacer(7, 1, 0, count, uniform(2, 4), -4, -3, uniform(-1, 0)), seed);
            assertTrue(TreeWorld.connected(g.logs()), "seed " + seed);
            RandomSource t = new LegacyRandom(seed);
            int h = 7 + t.nextInt(2) + t.nextInt(1);
            int first = Math.max(0, h - 1 + (t.nextInt(2) - 4));
            int second = Math.max(0, h - 1 + (t.nextInt(1) - 4));
            if (second >= first) second++;
            int branches = t.nextInt(3) + 1;
            int trunk = branches == 3 ? h : branches == 2 ? Math.max(first, second) + 1 : first + 1;
            for (int y = 0; y < trunk; y++) assertTrue(g.logs().contains(new Pos(8, 11 + y, 8)), "seed " + seed + " trunk " + y);
            assertTrue(!g.logs().contains(new Pos(8, 11 + trunk, 8)), "seed " + seed + " no log above the trunk");
            int attachments = (branches == 3 ? 1 : 0) + (branches >= 2 ? 2 : 1);
            assertEquals(attachments, g.probe().attachments.size(), "seed " + seed);
            for (FoliageAttachment a : g.probe().attachments) {
                assertTrue(g.logs().contains(a.pos().below()), "a log under attachment " + a + ", seed " + seed);
            }
        }
    }
}
