package dev.strata.engine.feature.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.feature.tree.foliage.AcaciaFoliagePlacer;
import dev.strata.engine.feature.tree.foliage.BushFoliagePlacer;
import dev.strata.engine.feature.tree.foliage.CherryFoliagePlacer;
import dev.strata.engine.feature.tree.foliage.DarkOakFoliagePlacer;
import dev.strata.engine.feature.tree.foliage.FancyFoliagePlacer;
import dev.strata.engine.feature.tree.foliage.FoliageAttachment;
import dev.strata.engine.feature.tree.foliage.FoliagePlacer;
import dev.strata.engine.feature.tree.foliage.MegaJungleFoliagePlacer;
import dev.strata.engine.feature.tree.foliage.MegaPineFoliagePlacer;
import dev.strata.engine.feature.tree.foliage.PineFoliagePlacer;
import dev.strata.engine.feature.tree.foliage.RandomSpreadFoliagePlacer;
import dev.strata.engine.feature.tree.foliage.SpruceFoliagePlacer;
import dev.strata.engine.feature.tree.trunk.StraightTrunkPlacer;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

import static dev.strata.engine.feature.tree.StraightTrunkPlacerTest.constant;
import static dev.strata.engine.feature.tree.TrunkPlacerTest.uniform;

/**
 * Each foliage placer run on one attachment at (8, 30, 8) in open air: the leaves derived from the game's rules with a
 * twin random ({@code placeLeavesRow}: dx then dz from -r to r (+1 on a 2 x 2 trunk), the skip rule on the distances
 * from the trunk, each leaf where the block is air).
 */
class FoliagePlacerTest {
    private static final Pos AT = new Pos(8, 30, 8);

    @FunctionalInterface
    interface Skip {
        boolean skip(RandomSource t, int dx, int y, int dz, int r, boolean dbl);
    }

    /** The game's placeLeavesRow with the signed-distance step of shouldSkipLocationSigned. */
    static void row(Set<Pos> out, RandomSource t, Pos origin, int r, int y, boolean dbl, Skip skip) {
        int off = dbl ? 1 : 0;
        for (int dx = -r; dx <= r + off; dx++) {
            for (int dz = -r; dz <= r + off; dz++) {
                int mx = dbl ? Math.min(Math.abs(dx), Math.abs(dx - 1)) : Math.abs(dx);
                int mz = dbl ? Math.min(Math.abs(dz), Math.abs(dz - 1)) : Math.abs(dz);
                if (skip.skip(t, mx, y, mz, r, dbl)) continue;
                out.add(origin.offset(dx, y, dz));
            }
        }
    }

    private static Set<Pos> run(FoliagePlacer placer, long seed, FoliageAttachment a, int foliageHeight, int leafRadius) {
        TreeWorld w = new TreeWorld();
        TreeConfiguration config = w.config(new StraightTrunkPlacer(1, 0, 0), placer, null, List.of());
        TreeSink sink = new TreeSink(w.region);
        placer.createFoliage(w.region, sink, new LegacyRandom(seed), config, 10, a, foliageHeight, leafRadius);
        assertEquals(sink.foliage, w.changed("minecraft:oak_leaves"));
        return sink.foliage;
    }

    private static final Skip CORNER_IF_RADIUS = (t, dx, y, dz, r, dbl) -> dx == r && dz == r && r > 0;

    @Test
    void spruceCyclesItsRadius() {
        for (long seed = 1; seed <= 4; seed++) {
            RandomSource t = new LegacyRandom(seed);
            int offset = t.nextInt(3); // uniform(0, 2)
            Set<Pos> want = new HashSet<>();
            int cur = t.nextInt(2), max = 1, min = 0, leafRadius = 3, fh = 6;
            for (int yo = offset; yo >= -fh; yo--) {
                row(want, t, AT, cur, yo, false, CORNER_IF_RADIUS);
                if (cur >= max) {
                    cur = min;
                    min = 1;
                    max = Math.min(max + 1, leafRadius);
                } else {
                    cur++;
                }
            }
            assertEquals(want, run(new SpruceFoliagePlacer(constant(3), uniform(0, 2), constant(1)), seed, new FoliageAttachment(AT, 0, false), fh, leafRadius));
        }
    }

    @Test
    void pineGrowsByOneAndShrinksAtTheBottomRowButOne() {
        Set<Pos> want = new HashSet<>();
        int cur = 0, offset = 1, fh = 4, leafRadius = 2;
        for (int yo = offset; yo >= offset - fh; yo--) {
            row(want, null, AT, cur, yo, false, CORNER_IF_RADIUS);
            if (cur >= 1 && yo == offset - fh + 1) cur--;
            else if (cur < leafRadius) cur++;
        }
        assertEquals(want, run(new PineFoliagePlacer(constant(1), constant(1), constant(4)), 1, new FoliageAttachment(AT, 0, false), fh, leafRadius));
    }

    @Test
    void acaciaHasAWideRowASmallRowAndAPlusShapedTop() {
        Skip acacia = (t, dx, y, dz, r, dbl) -> y == 0 ? (dx > 1 || dz > 1) && dx != 0 && dz != 0 : dx == r && dz == r && r > 0;
        Set<Pos> want = new HashSet<>();
        row(want, null, AT, 2 + 1, -1, false, acacia);
        row(want, null, AT, 1, 0, false, acacia);
        row(want, null, AT, 2 + 1 - 1, 0, false, acacia);
        Set<Pos> got = run(new AcaciaFoliagePlacer(constant(2), constant(0)), 1, new FoliageAttachment(AT, 1, false), 0, 2);
        assertEquals(want, got);
        assertTrue(got.contains(AT.offset(2, 0, 0)) && !got.contains(AT.offset(2, 0, 1)), "the top row is a plus of arm 2 with the 3 x 3 centre");
    }

    @Test
    void bushRowsWidenDownwardsWithRandomCorners() {
        for (long seed = 1; seed <= 4; seed++) {
            RandomSource t = new LegacyRandom(seed);
            Set<Pos> want = new HashSet<>();
            for (int yo = 1; yo >= 1 - 2; yo--) {
                row(want, t, AT, 2 - 1 - yo, yo, false, (r2, dx, y, dz, r, dbl) -> dx == r && dz == r && r2.nextInt(2) == 0);
            }
            assertEquals(want, run(new BushFoliagePlacer(constant(2), constant(1), 2), seed, new FoliageAttachment(AT, 0, false), 2, 2));
        }
    }

    @Test
    void fancyRowsAreRound() {
        Skip round = (t, dx, y, dz, r, dbl) -> (dx + 0.5f) * (dx + 0.5f) + (dz + 0.5f) * (dz + 0.5f) > (float) (r * r);
        Set<Pos> want = new HashSet<>();
        for (int yo = 4; yo >= 0; yo--) row(want, null, AT, 2 + (yo == 4 || yo == 0 ? 0 : 1), yo, false, round);
        assertEquals(want, run(new FancyFoliagePlacer(constant(2), constant(4), 4), 1, new FoliageAttachment(AT, 0, false), 4, 2));
        // radius 3 at yo 2: 2.5^2 + 1.5^2 = 8.5 <= 9 kept; 2.5^2 + 2.5^2 = 12.5 and 3.5^2 = 12.25 > 9 skipped
        assertTrue(want.contains(AT.offset(-2, 2, -1)) && !want.contains(AT.offset(-2, 2, -2)) && !want.contains(AT.offset(-3, 2, 0)));
    }

    @Test
    void megaJungleTuftsAreTwoOrThreeRowsOnBranchesAndFoliageHeightOnTheTrunk() {
        Skip round = (t, dx, y, dz, r, dbl) -> dx + dz >= 7 || dx * dx + dz * dz > r * r;
        for (long seed = 1; seed <= 4; seed++) {
            RandomSource t = new LegacyRandom(seed);
            Set<Pos> want = new HashSet<>();
            int leafHeight = 1 + t.nextInt(2);
            for (int yo = 0; yo >= -leafHeight; yo--) row(want, t, AT, 2 - 2 + 1 - yo, yo, false, round);
            assertEquals(want, run(new MegaJungleFoliagePlacer(constant(2), constant(0), 2), seed, new FoliageAttachment(AT, -2, false), 2, 2));
        }
        Set<Pos> want = new HashSet<>();
        for (int yo = 0; yo >= -2; yo--) row(want, null, AT, 2 + 1 - yo, yo, true, round);
        assertEquals(want, run(new MegaJungleFoliagePlacer(constant(2), constant(0), 2), 1, new FoliageAttachment(AT, 0, true), 2, 2));
    }

    @Test
    void megaPineWidensDownwardsAndIsJaggedOnEvenRows() {
        Skip round = (t, dx, y, dz, r, dbl) -> dx + dz >= 7 || dx * dx + dz * dz > r * r;
        Set<Pos> want = new HashSet<>();
        int prev = 0, fh = 13;
        for (int yy = AT.y() - fh; yy <= AT.y(); yy++) {
            int yo = AT.y() - yy;
            int smooth = (int) Math.floor((float) yo / (float) fh * 3.5f);
            int jagged = yo > 0 && smooth == prev && (yy & 1) == 0 ? smooth + 1 : smooth;
            row(want, null, new Pos(AT.x(), yy, AT.z()), jagged, 0, true, round);
            prev = smooth;
        }
        assertEquals(want, run(new MegaPineFoliagePlacer(constant(0), constant(0), constant(13)), 1, new FoliageAttachment(AT, 0, true), fh, 0));
    }

    @Test
    void darkOakRowsOnTheTrunkAndOnBranches() {
        for (long seed = 1; seed <= 4; seed++) {
            RandomSource t = new LegacyRandom(seed);
            boolean top = t.nextBoolean();
            Set<Pos> got = run(new DarkOakFoliagePlacer(constant(0), constant(0)), seed, new FoliageAttachment(AT, 0, true), 4, 0);
            // rows of a 2 x 2 trunk: y -1 radius 2 (6 x 6 = 36); y 0 radius 3 (8 x 8) without dx, dz both in {-3, 3, 4}
            // (the signed rule: 64 - 9); y 1 radius 2 without a distance sum over 2 (per axis distances 2,1,0,0,1,2:
            // 36 - 12 = 24); and on nextBoolean y 2 radius 0 (2 x 2)
            int want = 36 + 55 + 24 + (top ? 4 : 0);
            assertEquals(want, got.size(), "seed " + seed);
            assertTrue(!got.contains(AT.offset(-3, 0, -3)) && got.contains(AT.offset(-3, 0, -2)) && !got.contains(AT.offset(4, 0, 4)));
        }
        Set<Pos> branch = run(new DarkOakFoliagePlacer(constant(0), constant(0)), 1, new FoliageAttachment(AT, 0, false), 4, 0);
        // y -1 radius 2 without the corners (25 - 4), y 0 radius 1 (9)
        assertEquals(21 + 9, branch.size());
    }

    @Test
    void randomSpreadDrawsTriangularOffsets() {
        for (long seed = 1; seed <= 3; seed++) {
            RandomSource t = new LegacyRandom(seed);
            Set<Pos> want = new HashSet<>();
            for (int i = 0; i < 70; i++) {
                int dx = t.nextInt(3) - t.nextInt(3), dy = t.nextInt(2) - t.nextInt(2), dz = t.nextInt(3) - t.nextInt(3);
                want.add(AT.offset(dx, dy, dz));
            }
            assertEquals(want, run(new RandomSpreadFoliagePlacer(constant(3), constant(0), constant(2), 70), seed, new FoliageAttachment(AT, 0, false), 2, 3));
        }
    }

    @Test
    void cherryHasHolesAndHangingLeaves() {
        for (long seed = 1; seed <= 4; seed++) {
            RandomSource t = new LegacyRandom(seed);
            float wide = 0.25f, corner = 0.25f, hang = 0.16666667f, ext = 0.33333334f;
            Skip cherry = (r2, dx, y, dz, r, dbl) -> {
                if (y == -1 && (dx == r || dz == r) && r2.nextFloat() < wide) return true;
                boolean c = dx == r && dz == r;
                if (r > 2) return c || dx + dz > r * 2 - 2 && r2.nextFloat() < corner;
                return c && r2.nextFloat() < corner;
            };
            Set<Pos> want = new HashSet<>();
            int fh = 5, r = 4 - 1;
            row(want, t, AT, r - 2, fh - 3, false, cherry);
            row(want, t, AT, r - 1, fh - 4, false, cherry);
            for (int y = fh - 5; y >= 0; y--) row(want, t, AT, r, y, false, cherry);
            for (int[] ry : new int[][] {{r, -1}, {r - 1, -2}}) {
                int cr = ry[0], y = ry[1];
                row(want, t, AT, cr, y, false, cherry);
                Pos log = AT.below();
                for (Direction along : Direction.HORIZONTAL) {
                    Direction toEdge = along.clockWise();
                    Pos p = AT.offset(0, y - 1, 0).relative(toEdge, cr).relative(along, -cr);
                    for (int i = -cr; i < cr; i++) {
                        if (want.contains(p.above()) && p.distManhattan(log) < 7 && !(t.nextFloat() > hang)) {
                            want.add(p);
                            Pos q = p.below();
                            if (q.distManhattan(log) < 7 && !(t.nextFloat() > ext)) want.add(q);
                        }
                        p = p.relative(along);
                    }
                }
            }
            assertEquals(want, run(new CherryFoliagePlacer(constant(4), constant(0), constant(5), wide, corner, hang, ext), seed,
                    new FoliageAttachment(AT, 0, false), fh, 4), "seed " + seed);
        }
    }
}
