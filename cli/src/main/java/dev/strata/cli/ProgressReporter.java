package dev.strata.cli;

import dev.strata.engine.sched.GenerateListener;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * Shows a run's progress: a one-line bar redrawn in place (chunks done of total, chunks per second, ETA, current
 * region) on a terminal; a plain line every few seconds when the output is not a terminal (logs, CI); nothing with
 * {@code --quiet}. Counts come from {@link GenerateListener} callbacks on worker threads.
 *
 * <p>The done count includes chunks skipped (already on disk, or done before a resumed run stopped), but the rate
 * and the ETA use only the chunks this run generated and the time it has run: skipping is not work, and counting
 * it would promise a speed the run does not have.
 *
 * <p>The bar line has fixed-width fields (numbers padded to the width of the total, a bar of fixed length), so it
 * does not change length as the numbers change.
 */
final class ProgressReporter implements GenerateListener, AutoCloseable {
    private static final long LOG_EVERY_NANOS = Duration.ofSeconds(5).toNanos();
    private static final int BAR_CELLS = 24;

    private final long total;
    private final PrintWriter log;
    private final LongSupplier clock;
    private final AtomicLong done = new AtomicLong();
    private final AtomicLong generated = new AtomicLong();
    private final AtomicLong lastLog;
    private final long start;
    private final String mode;
    private final ScheduledExecutorService redraw;
    private volatile String region = "";

    /**
     * @param total chunks planned
     * @param initial chunks already done (resumed)
     * @param mode "bar", "log" or "quiet"
     */
    ProgressReporter(long total, long initial, String mode, PrintWriter log) {
        this(total, initial, mode, log, System::nanoTime);
    }

    /** As above, with the clock ({@link System#nanoTime()} outside tests). */
    ProgressReporter(long total, long initial, String mode, PrintWriter log, LongSupplier clock) {
        this.total = total;
        this.log = log;
        this.clock = clock;
        this.start = clock.getAsLong();
        this.lastLog = new AtomicLong(start);
        done.set(initial);
        this.mode = mode;
        if (mode.equals("bar")) {
            redraw = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "strata-progress");
                t.setDaemon(true);
                return t;
            });
            redraw.scheduleAtFixedRate(this::drawBar, 0, 250, TimeUnit.MILLISECONDS);
        } else {
            redraw = null;
        }
    }

    @Override
    public void chunksGenerated(int rx, int rz, int n) {
        generated.addAndGet(n);
        advance(n, rx, rz);
    }

    @Override
    public void chunksSkipped(int rx, int rz, int n) {
        advance(n, rx, rz);
    }

    private void advance(int n, int rx, int rz) {
        done.addAndGet(n);
        region = "r." + rx + "." + rz;
        if (mode.equals("log")) {
            long now = clock.getAsLong();
            long last = lastLog.get();
            if (now - last >= LOG_EVERY_NANOS && lastLog.compareAndSet(last, now)) {
                synchronized (log) {
                    log.println(logLine(now));
                    log.flush();
                }
            }
        }
    }

    /** Chunks generated per second by this run (0 before the first one). */
    double rate(long now) {
        double secs = (now - start) / 1e9;
        return secs > 0 ? generated.get() / secs : 0;
    }

    /** Seconds left at this run's rate, or -1 when unknown. */
    long etaSeconds(long now) {
        double rate = rate(now);
        return rate > 0 ? (long) Math.ceil(Math.max(0, total - done.get()) / rate) : -1;
    }

    /** The plain progress line of log mode. */
    String logLine(long now) {
        long d = done.get();
        long eta = etaSeconds(now);
        return String.format(Locale.ROOT, "progress: %d/%d chunks (%.1f%%), %.1f chunks/s, ETA %s, region %s", d, total,
                percent(d), rate(now), eta < 0 ? "?" : formatDuration(eta), region);
    }

    /** The bar line of terminal mode: the same length whatever the numbers (up to the width of the total). */
    String barLine(long now) {
        long d = Math.min(done.get(), total);
        int filled = total == 0 ? BAR_CELLS : (int) (BAR_CELLS * d / total);
        StringBuilder bar = new StringBuilder(BAR_CELLS);
        for (int i = 0; i < BAR_CELLS; i++) bar.append(i < filled ? '#' : '.');
        int w = Long.toString(total).length();
        long eta = etaSeconds(now);
        return String.format(Locale.ROOT, "Generating %5.1f%% [%s] %" + w + "d/%d chunks, %7.1f chunks/s, ETA %9s, %-15s",
                percent(d), bar, d, total, rate(now), eta < 0 ? "?" : formatDuration(eta), region);
    }

    private double percent(long d) {
        return total == 0 ? 100.0 : 100.0 * d / total;
    }

    private void drawBar() {
        synchronized (log) {
            log.print("\r" + barLine(clock.getAsLong()));
            log.flush();
        }
    }

    static String formatDuration(long seconds) {
        long h = seconds / 3600, m = (seconds % 3600) / 60, s = seconds % 60;
        return h > 0 ? String.format(Locale.ROOT, "%dh%02dm%02ds", h, m, s) : m > 0 ? String.format(Locale.ROOT, "%dm%02ds", m, s) : s + "s";
    }

    @Override
    public void close() {
        if (redraw != null) {
            redraw.shutdownNow();
            try {
                redraw.awaitTermination(1, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            drawBar();
            synchronized (log) {
                log.println();
                log.flush();
            }
        }
    }
}
