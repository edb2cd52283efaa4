package dev.strata.cli;

import dev.strata.engine.sched.GenerateListener;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;

/**
 * Shows a run's progress: on a terminal, a one-line bar kept up to date by the progressbar library (refresh thread,
 * terminal width), drawn by our renderer: percent of the area done, a bar filling the width left, chunks done of
 * total, chunks per second, ETA, current region, in fields of fixed width so the line does not jump; a plain line
 * every few seconds when the output is not a terminal (logs, CI); nothing with {@code --quiet}. Counts come from
 * {@link GenerateListener} callbacks on worker threads.
 *
 * <p>The done count includes chunks skipped (already on disk, or done before a resumed run stopped), but the rate
 * and the ETA use only the chunks this run generated and the time it has run: skipping is not work, and counting
 * it would promise a speed the run does not have.
 */
final class ProgressReporter implements GenerateListener, AutoCloseable {
    private static final long LOG_EVERY_NANOS = Duration.ofSeconds(5).toNanos();

    private final long total;
    private final PrintWriter log;
    private final LongSupplier clock;
    private final AtomicLong done = new AtomicLong();
    private final AtomicLong generated = new AtomicLong();
    private final AtomicLong lastLog;
    private final long start;
    private final String mode;
    private final ProgressBar bar;
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
            bar = new ProgressBarBuilder().setTaskName("Generating").setInitialMax(total).startsFrom(initial, Duration.ZERO)
                    .setRenderer((state, width) -> barLine(clock.getAsLong(), width))
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
        advance(n, rx, rz);
    }

    private void advance(int n, int rx, int rz) {
        long d = done.addAndGet(n);
        region = "r." + rx + "." + rz;
        if (bar != null) {
            bar.stepTo(d);
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

    /**
     * The terminal line for a terminal {@code width} columns wide: {@code  45.3% [#####.....]  1416/1600,   120.4
     * chunks/s, ETA    1m05s, r.-1.0}, every field but the bar of fixed width (numbers padded to the total's width),
     * the bar taking what is left (at least 4 cells); never longer than {@code width - 1} columns, so the cursor
     * never wraps (on a very narrow terminal the region is cut).
     */
    String barLine(long now, int width) {
        String n = notice;
        if (n != null) return n.length() > width - 1 ? n.substring(0, Math.max(0, width - 1)) : n;
        long d = Math.min(done.get(), total);
        int w = Long.toString(total).length();
        long eta = etaSeconds(now);
        String head = String.format(Locale.ROOT, "%5.1f%% [", percent(d));
        String tail = String.format(Locale.ROOT, "] %" + w + "d/%d, %7.1f chunks/s, ETA %8s, %-13s", d, total,
                rate(now), eta < 0 ? "?" : formatDuration(eta), region);
        int cells = Math.max(4, width - 1 - head.length() - tail.length());
        int filled = total == 0 ? cells : (int) (cells * d / total);
        StringBuilder line = new StringBuilder(head.length() + cells + tail.length()).append(head);
        for (int i = 0; i < cells; i++) line.append(i < filled ? '#' : '.');
        line.append(tail);
        return line.length() > width - 1 ? line.substring(0, Math.max(0, width - 1)) : line.toString();
    }

    private double percent(long d) {
        return total == 0 ? 100.0 : 100.0 * d / total;
    }

    static String formatDuration(long seconds) {
        long h = seconds / 3600, m = (seconds % 3600) / 60, s = seconds % 60;
        return h > 0 ? String.format(Locale.ROOT, "%dh%02dm%02ds", h, m, s) : m > 0 ? String.format(Locale.ROOT, "%dm%02ds", m, s) : s + "s";
    }

    /** A notice (e.g. "stopping: ...") shown instead of the bar from now on; printed on its own line without a bar. */
    void notice(String text) {
        if (bar != null) {
            notice = text;
        } else {
            synchronized (log) {
                log.println();
                log.println(text);
                log.flush();
            }
        }
    }

    private volatile String notice;

    @Override
    public void close() {
        if (bar != null) bar.close();
    }
}
