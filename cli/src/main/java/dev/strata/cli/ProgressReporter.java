package dev.strata.cli;

import dev.strata.engine.sched.GenerateListener;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Shows a run's progress: a progress bar (the progressbar library: chunks, chunks per second, ETA, current region) on
 * a terminal; a plain line every few seconds when the output is not a terminal (logs, CI); nothing with
 * {@code --quiet}. Counts come from {@link GenerateListener} callbacks on worker threads.
 *
 * <p>Rate and ETA use only the chunks this run generates and the time it has run: skipping (chunks already on disk,
 * or done before a resumed run stopped) is not work, and counting it would promise a speed the run does not have. The
 * log line's done count includes skipped chunks; the bar instead counts this run's work, its maximum shrinking by
 * every chunk found already done, so that the library's own speed and ETA are this run's.
 */
final class ProgressReporter implements GenerateListener, AutoCloseable {
    private static final long LOG_EVERY_NANOS = Duration.ofSeconds(5).toNanos();

    private final long total, initial;
    private final PrintWriter log;
    private final LongSupplier clock;
    private final AtomicLong done = new AtomicLong();
    private final AtomicLong generated = new AtomicLong();
    private final AtomicLong lastLog;
    private final long start;
    private final String mode;
    private final ProgressBar bar;
    private final AtomicLong skipped = new AtomicLong();
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
        this.initial = initial;
        done.set(initial);
        this.mode = mode;
        if (mode.equals("bar")) {
            bar = new ProgressBarBuilder().setTaskName("Generating").setInitialMax(Math.max(0, total - initial))
                    .setStyle(ProgressBarStyle.COLORFUL_UNICODE_BLOCK).setUnit(" chunks", 1).showSpeed()
                    .setUpdateIntervalMillis(250).continuousUpdate().build();
        } else {
            bar = null;
        }
    }

    @Override
    public void chunksGenerated(int rx, int rz, int n) {
        generated.addAndGet(n);
        advance(n, rx, rz);
    }

    @Override
    public void chunksSkipped(int rx, int rz, int n) {
        long k = skipped.addAndGet(n);
        if (bar != null) bar.maxHint(Math.max(0, total - initial - k));
        advance(n, rx, rz);
    }

    private void advance(int n, int rx, int rz) {
        done.addAndGet(n);
        region = "r." + rx + "." + rz;
        if (bar != null) {
            bar.stepTo(generated.get());
            bar.setExtraMessage(regionField());
        } else if (mode.equals("log")) {
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

    /** The bar's trailing field: ", " and the region, padded so that the line keeps its length. */
    String regionField() {
        return String.format(Locale.ROOT, ", %-14s", region);
    }

    /** The bar's (maximum, current): this run's chunks to generate and generated; null without a bar. */
    long[] barState() {
        return bar == null ? null : new long[] {bar.getMax(), bar.getCurrent()};
    }

    private double percent(long d) {
        return total == 0 ? 100.0 : 100.0 * d / total;
    }

    static String formatDuration(long seconds) {
        long h = seconds / 3600, m = (seconds % 3600) / 60, s = seconds % 60;
        return h > 0 ? String.format(Locale.ROOT, "%dh%02dm%02ds", h, m, s) : m > 0 ? String.format(Locale.ROOT, "%dm%02ds", m, s) : s + "s";
    }

    @Override
    public void close() {
        if (bar != null) bar.close();
    }
}
