package dev.strata.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Progress lines: rate and ETA of this run only, fixed-width terminal bar. */
class ProgressReporterTest {
    private static final long SECOND = 1_000_000_000L;

    /** A resumed run: 1000 chunks done before the stop (skipped now), 600 generated in 5 s: 120 chunks/s, not 320. */
    @Test
    void rateAndEtaCountOnlyThisRunsChunksAndTime() {
        AtomicLong now = new AtomicLong(1_000 * SECOND);
        StringWriter text = new StringWriter();
        try (ProgressReporter p = new ProgressReporter(2200, 0, "log", new PrintWriter(text), now::get)) {
            p.chunksSkipped(0, 0, 1000);
            now.addAndGet(5 * SECOND);
            p.chunksGenerated(0, 0, 600);
        }
        String log = text.toString();
        assertTrue(log.contains("progress: 1600/2200 chunks (72.7%), 120.0 chunks/s, ETA 5s, region r.0.0"), log);
    }

    /**
     * The terminal bar (progressbar library) counts this run's work: chunks found already done shrink its maximum
     * instead of advancing it, so the library's speed and ETA are this run's; the region follows ", " in a field of
     * fixed width.
     */
    @Test
    void theBarCountsThisRunsWorkAndPadsTheRegion() {
        try (ProgressReporter p = new ProgressReporter(2200, 100, "bar", new PrintWriter(new StringWriter()))) {
            assertEquals(2100, p.barState()[0]);
            p.chunksSkipped(0, 0, 900);
            p.chunksGenerated(-1, 0, 600);
            long[] state = p.barState();
            assertEquals(1200, state[0], "max: 2200 planned - 100 done before - 900 found done");
            assertEquals(600, state[1]);
            String a = p.regionField();
            p.chunksGenerated(-12, -140, 1);
            String b = p.regionField();
            assertEquals(", r.-1.0        ", a);
            assertEquals(a.length(), b.length(), b);
            assertTrue(b.startsWith(", r.-12.-140"), b);
        }
    }
}
