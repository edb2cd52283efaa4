package dev.strata.engine.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The speed limit: evenly spaced starts, no burst after idling, a stop ends the wait. */
class RateLimiterTest {
    private static final long MS = 1_000_000L;

    @Test
    void startsAreSpacedByTheIntervalAndCatchUpOnAtMostASecond() {
        AtomicLong now = new AtomicLong(5_000 * MS);
        RateLimiter r = new RateLimiter(100, now::get);
        assertEquals(10 * MS, r.intervalNanos());
        assertEquals(5_000 * MS, r.reserve(), "the first start is at once, with no burst before it");
        assertEquals(5_010 * MS, r.reserve());
        assertEquals(5_020 * MS, r.reserve());
        now.set(5_300 * MS); // behind the schedule by 270 ms: those slots are still granted, at once
        assertEquals(5_030 * MS, r.reserve());
        now.set(9_000 * MS); // idle for seconds: only the last second is made up (100 starts at once), not the rest
        assertEquals(8_000 * MS, r.reserve());
        for (int i = 1; i < 100; i++) r.reserve();
        assertEquals(9_000 * MS, r.reserve(), "then the spacing again");
        assertEquals(9_010 * MS, r.reserve());
    }

    @Test
    void aStopEndsTheWaitWithoutStarting() {
        RateLimiter r = new RateLimiter(0.01); // one start per 100 s
        assertTrue(r.acquire(() -> false), "the first start is free");
        long t0 = System.nanoTime();
        assertFalse(r.acquire(() -> System.nanoTime() - t0 > 150 * MS));
        assertTrue(System.nanoTime() - t0 < 2_000 * MS, "the wait ended soon after the stop");
    }

    @Test
    void aRateOutOfRangeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new RateLimiter(0));
        assertThrows(IllegalArgumentException.class, () -> new RateLimiter(-1));
        assertThrows(IllegalArgumentException.class, () -> new RateLimiter(Double.NaN));
    }
}
