package dev.strata.engine.feature.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@code TreeFeature.updateLeaves} on hand-made trees where the hash-set order decides the outcome, derived by hand:
 * {@code Pos.hashCode = (y + 31 z) 31 + x}; a fresh {@code HashSet} has 16 buckets (index {@code (h ^ h >>> 16) & 15})
 * and iterates bucket by bucket, each chain in insertion order. The game pops a queued position without asking
 * whether it was reached already, so a leaf queued at 2 by a neighbour before it was reached at 1 ends at 2.
 */
class LeavesUpdateTest {
    private static int leaves(TreeWorld w) {
        return w.states.registry().parse("minecraft:oak_leaves[distance=7,persistent=false,waterlogged=false]");
    }

    private static int bucket(Pos p) {
        int h = p.hashCode();
        return (h ^ (h >>> 16)) & 15;
    }

    @Test
    void aLeafQueuedTwiceKeepsTheLaterFartherDistanceAsTheGameDoes() {
        // Logs L1 (0,20,0), L2 (0,21,0); leaves A (1,20,0) east of L1, B (1,21,0) east of L2.
        // Hashes 620, 651, 621, 652: buckets L1 12, L2 11, A 13, B 12.
        // Set 0 iterates L2 then L1: L2 queues B at 1, L1 queues A at 1. Set 1 iterates B (12) then A (13): B gets 1
        // and queues A (still distance 7, not yet filled) at 2; A gets 1; then set 2 pops A and writes 2.
        TreeWorld w = new TreeWorld();
        TreeSink sink = new TreeSink(w.region);
        Pos l1 = new Pos(0, 20, 0), l2 = new Pos(0, 21, 0), a = new Pos(1, 20, 0), b = new Pos(1, 21, 0);
        assertEquals(12, bucket(l1));
        assertEquals(11, bucket(l2));
        assertEquals(13, bucket(a));
        assertEquals(12, bucket(b));
        int log = w.states.registry().parse("minecraft:oak_log[axis=y]");
        sink.setTrunk(l1, log);
        sink.setTrunk(l2, log);
        sink.setFoliage(a, leaves(w));
        sink.setFoliage(b, leaves(w));
        assertTrue(TreeFeature.finish(w.region, w.blocks, sink));
        assertEquals(1, w.distance(b));
        assertEquals(2, w.distance(a), "A was queued at 2 by B before A itself was reached at 1");
    }

    @Test
    void theLeafIteratedSecondInSetOneEndsAtTwoWhicheverItIs() {
        // Same shape north of the logs: A (0,20,-1), B (0,21,-1), hashes -341 and -310. Whichever of A, B set 1
        // iterates first gets 1 and queues the other (its vertical neighbour) at 2, which then ends at 2.
        TreeWorld w = new TreeWorld();
        TreeSink sink = new TreeSink(w.region);
        int log = w.states.registry().parse("minecraft:oak_log[axis=y]");
        Pos a = new Pos(0, 20, -1), b = new Pos(0, 21, -1);
        sink.setTrunk(new Pos(0, 20, 0), log);
        sink.setTrunk(new Pos(0, 21, 0), log);
        sink.setFoliage(a, leaves(w));
        sink.setFoliage(b, leaves(w));
        assertTrue(TreeFeature.finish(w.region, w.blocks, sink));
        Pos first = bucket(a) < bucket(b) ? a : b, second = first == a ? b : a;
        assertEquals(1, w.distance(first));
        assertEquals(2, w.distance(second));
    }

    @Test
    void aLeafSixStepsAwayGetsSixAndOneSevenStepsAwayKeepsSeven() {
        // A row of leaves east of a single log: distances 1..6, then 7 untouched (never queued).
        TreeWorld w = new TreeWorld();
        TreeSink sink = new TreeSink(w.region);
        sink.setTrunk(new Pos(0, 30, 0), w.states.registry().parse("minecraft:oak_log[axis=y]"));
        for (int i = 1; i <= 8; i++) sink.setFoliage(new Pos(i, 30, 0), leaves(w));
        assertTrue(TreeFeature.finish(w.region, w.blocks, sink));
        for (int i = 1; i <= 6; i++) assertEquals(i, w.distance(new Pos(i, 30, 0)));
        assertEquals(7, w.distance(new Pos(7, 30, 0)));
        assertEquals(7, w.distance(new Pos(8, 30, 0)));
    }
}
