package dev.strata.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.plan.Center;
import dev.strata.engine.plan.Pattern;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.plan.Shape;
import dev.strata.engine.sched.RegionWork;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The split of an area into finished chunks, its edge and the ring around it ({@link AreaEdge}). */
class AreaEdgeTest {

    /** The same split, counted the slow way: every chunk of the plan in a set, the ring as a set. */
    private static AreaEdge bruteForce(RegionPlan plan) {
        Set<Long> area = new HashSet<>();
        for (var it = PlanOptions.work(plan); it.hasNext(); ) {
            RegionWork w = it.next();
            for (int k = 0; k < w.size(); k++) area.add(((long) w.chunkXs()[k] << 32) | (w.chunkZs()[k] & 0xFFFFFFFFL));
        }
        long inner = 0, edge = 0;
        Set<Long> ring = new HashSet<>();
        for (long c : area) {
            int x = (int) (c >> 32), z = (int) c;
            boolean all = true;
            for (int dz = -1; dz <= 1; dz++) {
                for (int dx = -1; dx <= 1; dx++) {
                    long n = ((long) (x + dx) << 32) | ((z + dz) & 0xFFFFFFFFL);
                    if (!area.contains(n)) {
                        all = false;
                        ring.add(n);
                    }
                }
            }
            if (all) inner++;
            else edge++;
        }
        return new AreaEdge(inner, edge, ring.size());
    }

    @Test
    void squaresSplitAsTheLightRuleSays() {
        // --radius 0: one chunk, all edge, 8 around it; 1c: 2x2; 2c: 4x4, the middle 2x2 finished; 5c: 10x10
        assertEquals(new AreaEdge(0, 1, 8), AreaEdge.of(RegionPlan.of(Center.ORIGIN, Shape.SQUARE, 0, Pattern.REGION)));
        assertEquals(new AreaEdge(0, 4, 12), AreaEdge.of(RegionPlan.of(Center.ORIGIN, Shape.SQUARE, 16, Pattern.REGION)));
        assertEquals(new AreaEdge(4, 12, 20), AreaEdge.of(RegionPlan.of(Center.ORIGIN, Shape.SQUARE, 32, Pattern.REGION)));
        assertEquals(new AreaEdge(64, 36, 44), AreaEdge.of(RegionPlan.of(Center.ORIGIN, Shape.SQUARE, 80, Pattern.REGION)));
    }

    @Test
    void everyShapeCountsEachRingChunkOnce() {
        for (Shape shape : new Shape[] {Shape.CIRCLE, Shape.DIAMOND, Shape.STAR, Shape.TRIANGLE, Shape.HEXAGON}) {
            RegionPlan plan = RegionPlan.of(new Center(-300, 517), shape, 200, Pattern.REGION);
            assertEquals(bruteForce(plan), AreaEdge.of(plan), shape.toString());
        }
        // an area across region borders, in another order
        RegionPlan plan = RegionPlan.of(new Center(512, -512), Shape.CIRCLE, 400, Pattern.SPIRAL);
        assertEquals(bruteForce(plan), AreaEdge.of(plan));
    }

    @Test
    void onlyAnAreaWithNothingToFinishWarns() {
        StringWriter text = new StringWriter();
        AreaEdge one = AreaEdge.of(RegionPlan.of(Center.ORIGIN, Shape.SQUARE, 0, Pattern.REGION));
        assertTrue(one.warnNoneFinished(new PrintWriter(text, true), "", ChunkStep.FULL));
        assertTrue(text.toString().startsWith("warning: no chunk of this area will be at minecraft:full: a chunk is lit and finished only "
                + "when its eight neighbours are in the area too, and its one chunk is at its edge"), text.toString());
        assertTrue(text.toString().contains("Plan it wider"), text.toString());
        assertFalse(one.warnNoneFinished(new PrintWriter(new StringWriter()), "", ChunkStep.FEATURES), "features finish the area's chunks");
        assertFalse(AreaEdge.of(RegionPlan.of(Center.ORIGIN, Shape.SQUARE, 32, Pattern.REGION))
                .warnNoneFinished(new PrintWriter(new StringWriter()), "", ChunkStep.LIGHT));
    }
}
