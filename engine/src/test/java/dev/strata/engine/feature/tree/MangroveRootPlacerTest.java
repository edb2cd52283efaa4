package dev.strata.engine.feature.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.feature.tree.root.MangroveRootPlacer;
import dev.strata.engine.feature.tree.trunk.StraightTrunkPlacer;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

import static dev.strata.engine.feature.tree.StraightTrunkPlacerTest.constant;

/**
 * The mangrove root placer on mud (y 10) over dirt: the trunk raised by {@code trunk_offset_y}, roots simulated per
 * horizontal direction (north, east, south, west) down or outwards, placed in order, muddy roots in mud; derived with a
 * twin random from the game's rules.
 */
class MangroveRootPlacerTest {
    private static final int MAX_WIDTH = 8, MAX_LENGTH = 15;
    private static final float SKEW = 0.2f;

    private static boolean canPlace(Pos p) {
        return p.y() >= 10; // air above the mud, mud at 10 (can grow through); dirt below stops
    }

    private static boolean simulate(RandomSource t, Pos pos, Direction dir, Pos origin, List<Pos> out, int layer) {
        if (layer == MAX_LENGTH || out.size() > MAX_LENGTH) return false;
        Pos below = pos.below(), next = pos.relative(dir);
        int width = pos.distManhattan(origin);
        List<Pos> cands;
        if (width > MAX_WIDTH - 3 && width <= MAX_WIDTH) cands = t.nextFloat() < SKEW ? List.of(below, next.below()) : List.of(below);
        else if (width > MAX_WIDTH) cands = List.of(below);
        else if (t.nextFloat() < SKEW) cands = List.of(below);
        else cands = t.nextBoolean() ? List.of(next) : List.of(below);
        for (Pos p : cands) {
            if (!canPlace(p)) continue;
            out.add(p);
            if (!simulate(t, p, dir, origin, out, layer + 1)) return false;
        }
        return true;
    }

    @Test
    void rootsFollowTheSimulationAndTurnMudIntoMuddyRoots() {
        int placed = 0;
        for (long seed = 1; seed <= 8; seed++) {
            TreeWorld w = new TreeWorld("minecraft:mud");
            BitSet mud = new BitSet();
            mud.set(w.states.blockIndex("minecraft:mud"));
            int roots = w.states.registry().parse("minecraft:mangrove_roots[waterlogged=false]");
            int muddy = w.states.registry().parse("minecraft:muddy_mangrove_roots[axis=y]");
            MangroveRootPlacer placer = new MangroveRootPlacer(constant(2), (l, r, x, y, z) -> roots, null, 0, mud, mud, (l, r, x, y, z) -> muddy,
                    MAX_WIDTH, MAX_LENGTH, SKEW);
            Probe probe = new Probe();
            boolean ok = new TreeFeature(w.config(new StraightTrunkPlacer(3, 0, 0), probe, placer, List.of())).place(w.region, new LegacyRandom(seed), 8, 11, 8);

            RandomSource t = new LegacyRandom(seed);
            t.nextInt(1); // the tree's height: 3 + nextInt(1) + nextInt(1)
            t.nextInt(1);
            Pos trunk = new Pos(8, 13, 8);
            List<Pos> positions = new ArrayList<>();
            positions.add(trunk.below());
            boolean fits = true;
            for (Direction d : Direction.HORIZONTAL) {
                List<Pos> in = new ArrayList<>();
                if (!simulate(t, trunk.relative(d), d, trunk, in, 0)) {
                    fits = false;
                    break;
                }
                positions.addAll(in);
                positions.add(trunk.relative(d));
            }
            assertEquals(fits, ok, "seed " + seed);
            if (!fits) {
                assertTrue(w.changes().isEmpty());
                continue;
            }
            Map<Pos, Integer> want = new HashMap<>();
            for (Pos p : positions) want.put(p, p.y() == 10 ? muddy : roots);
            for (int y = 0; y < 3; y++) want.put(trunk.above(y), w.states.registry().parse("minecraft:oak_log[axis=y]"));
            // then the trunk placer's block below the trunk: the default provider turns the root there into dirt
            want.put(trunk.below(), w.states.defaultState("minecraft:dirt"));
            Map<Pos, Integer> got = w.changes();
            assertEquals(want, got, "seed " + seed);
            placed++;
        }
        assertTrue(placed > 0);
    }

    @Test
    void aBlockedColumnUnderTheTrunkRefusesTheTree() {
        TreeWorld w = new TreeWorld("minecraft:mud");
        w.put(8, 12, 8, "minecraft:stone");
        w.snapshot();
        BitSet mud = new BitSet();
        MangroveRootPlacer placer = new MangroveRootPlacer(constant(2), (l, r, x, y, z) -> 0, null, 0, mud, mud, (l, r, x, y, z) -> 0, 8, 15, 0.2f);
        assertFalse(new TreeFeature(w.config(new StraightTrunkPlacer(3, 0, 0), new Probe(), placer, List.of())).place(w.region, new LegacyRandom(1), 8, 11, 8));
        assertTrue(w.changes().isEmpty());
    }
}
