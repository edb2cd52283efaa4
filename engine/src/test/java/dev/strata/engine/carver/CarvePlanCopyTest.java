package dev.strata.engine.carver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The carvers step walks each started source into one scratch plan and keeps a {@link CarvePlan#copyFrom copy}:
 * the copy must hold every event field, the tunnel ends and the bounds, whether it grows, reuses its arrays, or
 * shrinks (then no stale width factors are kept past its size).
 */
class CarvePlanCopyTest {

    /** A plan of {@code n} events whose fields all differ (every 7th a canyon event with width factors). */
    private static CarvePlan plan(int n, double offset) {
        CarvePlan p = new CarvePlan();
        p.clear();
        for (int i = 0; i < n; i++) {
            float[] widths = i % 7 == 0 ? new float[] {i} : null;
            p.add(offset + i, i * 2.0, -i, 1.5 + i * 0.01, 2.5 + i * 0.02, -0.5 - i, widths, i, i % 5 == 0 ? -1 : 100 + i, 0.25f * i);
            if (i % 10 == 9) p.endTunnel(i - 9, i + 1);
        }
        return p;
    }

    private static void assertSamePlan(CarvePlan want, CarvePlan got) {
        int n = want.size;
        assertEquals(n, got.size);
        assertArrayEquals(Arrays.copyOf(want.x, n), Arrays.copyOf(got.x, n));
        assertArrayEquals(Arrays.copyOf(want.y, n), Arrays.copyOf(got.y, n));
        assertArrayEquals(Arrays.copyOf(want.z, n), Arrays.copyOf(got.z, n));
        assertArrayEquals(Arrays.copyOf(want.hr, n), Arrays.copyOf(got.hr, n));
        assertArrayEquals(Arrays.copyOf(want.vr, n), Arrays.copyOf(got.vr, n));
        assertArrayEquals(Arrays.copyOf(want.floor, n), Arrays.copyOf(got.floor, n));
        assertArrayEquals(Arrays.copyOf(want.step, n), Arrays.copyOf(got.step, n));
        assertArrayEquals(Arrays.copyOf(want.dist, n), Arrays.copyOf(got.dist, n));
        assertArrayEquals(Arrays.copyOf(want.thickness, n), Arrays.copyOf(got.thickness, n));
        assertArrayEquals(Arrays.copyOf(want.end, n), Arrays.copyOf(got.end, n));
        for (int i = 0; i < n; i++) assertSame(want.widths[i], got.widths[i], "widths of event " + i);
        assertEquals(want.minX, got.minX);
        assertEquals(want.maxX, got.maxX);
        assertEquals(want.minZ, got.minZ);
        assertEquals(want.maxZ, got.maxZ);
    }

    @Test
    void copyGrowsReusesAndShrinks() {
        CarvePlan kept = new CarvePlan();
        CarvePlan big = plan(300, 10.0); // past the initial 64 events: the copy takes new arrays
        kept.copyFrom(big);
        assertSamePlan(big, kept);
        assertTrue(kept.mayReach(10.0, 0.0));
        assertFalse(kept.mayReach(-100.0, 0.0)); // the bounds came along: x starts at 10 - 2 * 1.5

        CarvePlan small = plan(20, 1000.0); // fits: the arrays are reused, the 280 old width factors dropped
        double[] xs = kept.x;
        kept.copyFrom(small);
        assertSame(xs, kept.x);
        assertSamePlan(small, kept);
        for (int i = small.size; i < kept.widths.length; i++) assertNull(kept.widths[i], "stale width factors at " + i);
        assertFalse(kept.mayReach(10.0, 0.0));
    }
}
