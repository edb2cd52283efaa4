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

    /** The terminal line fills the width it is given, minus one column, whatever the numbers and the region. */
    @Test
    void theBarLineKeepsItsWidthAndSetsTheRegionApart() {
        AtomicLong now = new AtomicLong(0);
        ProgressReporter p = new ProgressReporter(12345, 0, "log", new PrintWriter(new StringWriter()), now::get);
        String first = p.barLine(now.get(), 80);
        now.addAndGet(3 * SECOND);
        p.chunksGenerated(-1, 0, 1365);
        String second = p.barLine(now.get(), 80);
        now.addAndGet(70 * SECOND);
        p.chunksSkipped(-12, -140, 9000);
        String third = p.barLine(now.get(), 80);
        for (String line : new String[] {first, second, third}) assertEquals(79, line.length(), line);
        assertTrue(second.contains(" 1365/12345,") && second.contains("455.0 chunks/s") && second.endsWith(", r.-1.0       "), second);
        assertTrue(third.contains("10365/12345,") && third.contains(", r.-12.-140"), third);
        assertTrue(third.contains("18.7 chunks/s"), "skipped chunks are not this run's work: " + third);
        assertEquals(120 - 1, p.barLine(now.get(), 120).length());
        assertEquals(39, p.barLine(now.get(), 40).length(), "a narrow terminal cuts the line rather than wrapping");
    }
}
