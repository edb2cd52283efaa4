package dev.strata.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
        try (ProgressReporter p = new ProgressReporter("minecraft:overworld", 2200, 0, "log", ProgressReporter.LOG_EVERY_NANOS, new PrintWriter(text), now::get)) {
            p.chunksSkipped(0, 0, 1000);
            now.addAndGet(5 * SECOND);
            p.chunksGenerated(0, 0, 600);
        }
        String log = text.toString();
        assertTrue(log.contains("progress: minecraft:overworld 1600/2200 chunks (72.7%), 120.0 chunks/s, elapsed 5s, ETA 5s, region r.0.0"), log);
    }

    /** The terminal line fills the width it is given, minus one column, whatever the numbers and the region. */
    @Test
    void theBarLineKeepsItsWidthAndSetsTheRegionApart() {
        AtomicLong now = new AtomicLong(0);
        ProgressReporter p = new ProgressReporter("minecraft:overworld", 12345, 0, "log", ProgressReporter.LOG_EVERY_NANOS, new PrintWriter(new StringWriter()), now::get);
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
        assertTrue(third.contains("    0.0 chunks/s"), "skipped chunks are not this run's work, nor is the time before the window: " + third);
        assertEquals(120 - 1, p.barLine(now.get(), 120).length());
        assertEquals(39, p.barLine(now.get(), 40).length(), "a narrow terminal cuts the line rather than wrapping");
    }

    /**
     * The JIT's slow start: nothing for 20 s, then 100 chunks/s. No ETA in the first seconds; at 60 s the rate is the
     * recent 100 chunks/s (the whole run's average, 66.7, would promise 90 s instead of 60 s).
     */
    @Test
    void theEtaWaitsForTheFirstSecondsAndFollowsTheRecentRate() {
        AtomicLong now = new AtomicLong(0);
        ProgressReporter p = new ProgressReporter("minecraft:the_nether", 10_000, 0, "log", ProgressReporter.LOG_EVERY_NANOS,
                new PrintWriter(new StringWriter()), now::get);
        now.set(3 * SECOND);
        assertTrue(p.logLine(now.get()).contains("elapsed 3s, ETA estimating, region"), p.logLine(now.get()));
        for (int t = 21; t <= 60; t++) {
            now.set(t * SECOND);
            p.chunksGenerated(0, 0, 100);
        }
        String line = p.logLine(now.get());
        assertTrue(line.startsWith("progress: minecraft:the_nether 4000/10000 chunks (40.0%), 100.0 chunks/s, elapsed 1m00s, ETA 1m00s"), line);
    }

    /**
     * A run to full loads templates and pools for 12 s before its first chunk, then makes 100 chunks/s. The ETA waits
     * 5 s from the first chunk, and the rate leaves the wait out (a window reaching back into it said 15 chunks/s
     * and an ETA of 11 minutes at 13 s, 80 chunks/s at 20 s).
     */
    @Test
    void theWaitBeforeTheFirstChunkIsNotCountedAgainstTheRate() {
        AtomicLong now = new AtomicLong(0);
        ProgressReporter p = new ProgressReporter("minecraft:overworld", 10_000, 0, "log", ProgressReporter.LOG_EVERY_NANOS,
                new PrintWriter(new StringWriter()), now::get);
        long t = 12 * SECOND;
        for (; t <= 13 * SECOND; t += SECOND / 100) {
            now.set(t);
            p.chunksGenerated(0, 0, 1);
        }
        assertTrue(p.logLine(now.get()).contains("ETA estimating, region") && !p.logLine(now.get()).contains("?"), p.logLine(now.get()));
        for (; t <= 20 * SECOND; t += SECOND / 100) {
            now.set(t);
            p.chunksGenerated(0, 0, 1);
        }
        now.set(20 * SECOND);
        String line = p.logLine(now.get());
        assertTrue(line.contains("801/10000 chunks (8.0%), 100.0 chunks/s, elapsed 20s, ETA 1m32s"), line);
    }

    /** {@code --progress-every 30s}: one plain line per 30 s, however often chunks come. */
    @Test
    void plainLinesComeAtTheIntervalAsked() {
        AtomicLong now = new AtomicLong(0);
        StringWriter text = new StringWriter();
        try (ProgressReporter p = new ProgressReporter("minecraft:overworld", 100_000, 0, "log", 30 * SECOND, new PrintWriter(text), now::get)) {
            for (int t = 1; t <= 95; t++) {
                now.set(t * SECOND);
                p.chunksGenerated(0, 0, 10);
            }
        }
        assertEquals(3, text.toString().lines().filter(l -> l.startsWith("progress: minecraft:overworld ")).count(), text.toString());
    }

    /** The elapsed time is on a wide terminal's line, and gives way to the bar on an 80-column one. */
    @Test
    void theBarShowsTheElapsedTimeWhereItFits() {
        AtomicLong now = new AtomicLong(0);
        ProgressReporter p = new ProgressReporter("minecraft:overworld", 12345, 0, "log", ProgressReporter.LOG_EVERY_NANOS,
                new PrintWriter(new StringWriter()), now::get);
        now.set(65 * SECOND);
        p.chunksGenerated(0, 0, 6500);
        String wide = p.barLine(now.get(), 120);
        assertTrue(wide.contains("   1m05s elapsed, ETA        59s, r.0.0"), wide);
        assertEquals(ProgressReporter.etaField(59).length(), ProgressReporter.etaField(-1).length(), "the line does not jump");
        assertEquals("ETA estimating", ProgressReporter.etaField(-1));
        assertEquals(119, wide.length());
        String narrow = p.barLine(now.get(), 80);
        assertTrue(!narrow.contains("elapsed") && narrow.contains(", r.0.0"), narrow);
    }

    /**
     * The stop notice is printed whole on its own line, not in the bar's one row, which is cut at the terminal's
     * width (the walkthrough saw "... (press Ctrl+C aga" on an 80-column terminal); the bar's row keeps the bar.
     */
    @Test
    void aNoticeDuringTheBarIsPrintedWhole() {
        java.util.concurrent.atomic.AtomicLong now = new java.util.concurrent.atomic.AtomicLong(1_000 * SECOND);
        StringWriter text = new StringWriter();
        String notice = "stopping: finishing the chunks in flight and saving progress (a second Ctrl+C or SIGTERM quits at once)";
        try (ProgressReporter p = new ProgressReporter("minecraft:overworld", 1000, 0, "bar", ProgressReporter.LOG_EVERY_NANOS,
                new PrintWriter(text), now::get)) {
            p.chunksGenerated(0, 0, 10);
            p.notice(notice);
            assertTrue(text.toString().lines().anyMatch(notice::equals), text.toString());
            assertTrue(p.barLine(now.get(), 80).startsWith("  1.0% ["), p.barLine(now.get(), 80));
        }
    }

    /**
     * Walkthrough finding: with --max-rate the first progress line showed a rate above the limit. Blocks of 8 chunks
     * reported at 0.5 s and 1 s measure 16 chunks/s over the first line's window; a reporter limited to 10 chunks/s
     * (the starts the limiter allowed) shows 10.0, and one without a limit the 16.0 measured.
     */
    @Test
    void aLimitedRunNeverShowsARateAboveItsLimit() {
        for (Double limit : new Double[] {10.0, null}) {
            AtomicLong now = new AtomicLong(0);
            StringWriter text = new StringWriter();
            try (ProgressReporter p = new ProgressReporter("minecraft:overworld", 1000, 0, "log", SECOND, new PrintWriter(text), now::get).limitedTo(limit)) {
                now.set(SECOND / 2);
                p.chunksGenerated(0, 0, 8);
                now.set(SECOND);
                p.chunksGenerated(0, 0, 8);
            }
            String want = limit == null ? ", 16.0 chunks/s," : ", 10.0 chunks/s,";
            assertTrue(text.toString().contains("progress: minecraft:overworld 16/1000 chunks (1.6%)" + want), limit + ": " + text);
        }
    }

    /**
     * Walkthrough finding: two progress lines were printed after Ctrl+C, while the chunks in flight finished. After
     * the stop notice no plain progress line follows (the run's summary is the one line after it).
     */
    @Test
    void noProgressLineFollowsTheStopNotice() {
        AtomicLong now = new AtomicLong(0);
        StringWriter text = new StringWriter();
        try (ProgressReporter p = new ProgressReporter("minecraft:overworld", 1000, 0, "log", SECOND, new PrintWriter(text), now::get)) {
            now.set(SECOND);
            p.chunksGenerated(0, 0, 8);
            p.notice("stopping: finishing the chunks in flight");
            now.set(2 * SECOND);
            p.chunksGenerated(0, 0, 8);
            now.set(3 * SECOND);
            p.chunksGenerated(0, 0, 8);
        }
        String out = text.toString();
        assertTrue(out.contains("progress: minecraft:overworld 8/1000"), out);
        String after = out.substring(out.indexOf("stopping:"));
        assertFalse(after.contains("progress:"), out);
    }

    /**
     * With the real clock, plain lines keep coming while no chunk is reported (a region's end, which decorates nothing,
     * left gaps of 11 to 24 s in a 5 s log), and stop with the notice of a stop.
     */
    @Test
    void plainLinesComeOnTimeWhileNoChunkIsReported() throws Exception {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        try (ProgressReporter p = new ProgressReporter("minecraft:overworld", 1000, 0, "log", java.time.Duration.ofMillis(100).toNanos(), out)) {
            long until = System.nanoTime() + java.time.Duration.ofSeconds(10).toNanos();
            while (lines(text) < 2 && System.nanoTime() < until) Thread.sleep(20);
            assertTrue(lines(text) >= 2, "lines without chunk reports: " + text);
            assertTrue(text.toString().startsWith("progress: minecraft:overworld 0/1000 chunks"), text.toString());
            assertTrue(text.toString().contains("region -"), text.toString());
            p.notice("stopping");
            int after = lines(text);
            Thread.sleep(400);
            assertEquals(after, lines(text), "no line after the stop's notice: " + text);
        }
    }

    private static int lines(StringWriter text) {
        synchronized (text) {
            return (int) text.toString().lines().filter(l -> l.startsWith("progress:")).count();
        }
    }
}
