package dev.strata.cli;

import dev.strata.engine.sched.GenerateListener;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Shows a run's progress: a progress bar (chunks done of total, chunks per second, ETA, current region) on a
 * terminal; a plain line every few seconds when the output is not a terminal (logs, CI); nothing with
 * {@code --quiet}. Counts come from {@link GenerateListener} callbacks on worker threads.
 */
final class ProgressReporter implements GenerateListener, AutoCloseable {
    private static final long LOG_EVERY_NANOS = Duration.ofSeconds(5).toNanos();

    private final long total;
    private final PrintWriter log;
    private final ProgressBar bar;
    private final AtomicLong done = new AtomicLong();
    private final AtomicLong lastLog = new AtomicLong(System.nanoTime());
    private final long start = System.nanoTime();
    private final String mode;
    private volatile String region = "";

    /**
     * @param total chunks planned
     * @param initial chunks already done (resumed)
     * @param mode "bar", "log" or "quiet"
     */
    ProgressReporter(long total, long initial, String mode, PrintWriter log) {
        this.total = total;
        this.log = log;
        done.set(initial);
        this.mode = mode;
        if (mode.equals("bar")) {
            bar = new ProgressBarBuilder().setTaskName("Generating").setInitialMax(total).setStyle(ProgressBarStyle.COLORFUL_UNICODE_BLOCK)
                    .setUnit(" chunks", 1).showSpeed().setUpdateIntervalMillis(250).continuousUpdate().build();
            bar.stepTo(initial);
        } else {
            bar = null;
        }
    }

    @Override
    public void chunksGenerated(int rx, int rz, int n) {
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
            bar.setExtraMessage(region);
        } else if (mode.equals("log")) {
            long now = System.nanoTime();
            long last = lastLog.get();
            if (now - last >= LOG_EVERY_NANOS && lastLog.compareAndSet(last, now)) {
                double secs = (now - start) / 1e9;
                double rate = secs > 0 ? d / secs : 0;
                long eta = rate > 0 ? (long) ((total - d) / rate) : -1;
                synchronized (log) {
                    log.printf("progress: %d/%d chunks (%.1f%%), %.1f chunks/s, ETA %s, region %s%n", d, total,
                            total == 0 ? 100.0 : 100.0 * d / total, rate, eta < 0 ? "?" : formatDuration(eta), region);
                    log.flush();
                }
            }
        }
    }

    static String formatDuration(long seconds) {
        long h = seconds / 3600, m = (seconds % 3600) / 60, s = seconds % 60;
        return h > 0 ? String.format("%dh%02dm%02ds", h, m, s) : m > 0 ? String.format("%dm%02ds", m, s) : s + "s";
    }

    @Override
    public void close() {
        if (bar != null) bar.close();
    }
}
