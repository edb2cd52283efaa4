package dev.strata.cli;

import dev.strata.engine.sched.GenerateListener;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;

/**
 * Shows a run's progress: on a terminal, a one-line bar kept up to date by the progressbar library (refresh thread,
 * terminal width), drawn by our renderer: percent of the area done, a bar filling the width left, chunks done of
 * total, chunks per second, elapsed time, ETA, current region, in fields of fixed width so the line does not jump;
 * a plain line naming the dimension every few seconds ({@code --progress-every}, default 5 s) when the output is not
 * a terminal (logs, CI) or an interval was asked for; nothing with {@code --quiet} alone. Counts come from {@link
 * GenerateListener} callbacks on worker threads.
 *
 * <p>The done count includes chunks skipped (already on disk, or done before a resumed run stopped), but the rate
 * and the ETA use only the chunks this run generated: skipping is not work, and counting it would promise a speed
 * the run does not have.
 *
 * <p>The rate is that of a recent window, not of the whole run: the later half of the time run so far, at most the
 * last {@value #WINDOW_SECONDS} s. The first seconds of a run are slow (the JIT compiles the generator), and a rate
 * that kept them would start the ETA far too high and lag behind a changing speed ({@code --max-rate}, a busy
 * machine). Where chunks are reported one by one (a run past carvers), the window and the ETA count from the first
 * chunk reported, not from the start: such a run first loads the structures' templates and pools (several seconds),
 * and a window reaching back into that wait made the first ETAs many times too long; no ETA is shown until
 * {@value #NO_ETA_SECONDS} s after that first chunk, and until a second report arrives the rate is the whole run's
 * average. A batch reported at its end (the steps up to carvers) counts from the start.
 *
 * <p>With {@code --max-rate} the rate shown is at most that limit ({@link #limitedTo}). The limiter spaces the chunk
 * starts so that no more than the limit start per second on average since the first, but what is counted here are
 * chunks finished, reported together (a block of a region at once) and, after a slow start, up to the limiter's one
 * second of catch-up: over the short window of the first lines that count ran ahead of the starts allowed, which
 * the walkthrough read as a burst above the limit (a run at --max-rate 50 showed 51.1 chunks/s on its first line).
 */
final class ProgressReporter implements GenerateListener, AutoCloseable {
    /** Default interval of the plain progress lines. */
    static final long LOG_EVERY_NANOS = Duration.ofSeconds(5).toNanos();
    static final int WINDOW_SECONDS = 30;
    static final int NO_ETA_SECONDS = 5;
    private static final long SECOND = 1_000_000_000L;
    private static final long SAMPLE_EVERY_NANOS = SECOND / 4;
    private static final int MIN_CELLS_WITH_ELAPSED = 10;

    private final String dimension;
    private final long total;
    private final PrintWriter log;
    private final LongSupplier clock;
    private final long logEvery;
    private final AtomicLong done = new AtomicLong();
    private final AtomicLong generated = new AtomicLong();
    private final AtomicLong lastLog;
    private final long start;
    private final String mode;
    private final ProgressBar bar;
    /** {time, generated} pairs, oldest first, at least 1/4 s apart; the first is at or before the window's start. */
    private final ArrayDeque<long[]> samples = new ArrayDeque<>();
    private volatile String region = "";
    /** When the first chunk was reported ({@link Long#MIN_VALUE} before): where the rate's window may begin. */
    private volatile long workStart = Long.MIN_VALUE;
    /** Prints plain lines in log mode between chunk reports (with the real clock only; null otherwise). */
    private java.util.concurrent.ScheduledExecutorService ticker;

    /**
     * @param dimension the dimension generated, named on every plain line
     * @param total chunks planned
     * @param initial chunks already done (resumed)
     * @param mode "bar", "log" or "quiet"
     * @param logEveryNanos interval of the plain lines in log mode
     */
    ProgressReporter(String dimension, long total, long initial, String mode, long logEveryNanos, PrintWriter log) {
        this(dimension, total, initial, mode, logEveryNanos, log, System::nanoTime);
        if (mode.equals("log")) {
            // plain lines also while no chunk is reported (a region's end writes, the first region's look-ahead generates),
            // so the interval holds; the chunk reports print them too, whichever comes first
            long period = Math.max(10_000_000L, Math.min(SECOND, logEveryNanos / 4));
            ticker = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "strata-progress");
                t.setDaemon(true);
                return t;
            });
            ticker.scheduleAtFixedRate(() -> maybeLog(clock.getAsLong()), period, period, java.util.concurrent.TimeUnit.NANOSECONDS);
        }
    }

    /** As above, with the clock ({@link System#nanoTime()} outside tests). */
    ProgressReporter(String dimension, long total, long initial, String mode, long logEveryNanos, PrintWriter log, LongSupplier clock) {
        this.dimension = dimension;
        this.total = total;
        this.log = log;
        this.clock = clock;
        this.logEvery = logEveryNanos;
        this.start = clock.getAsLong();
        this.lastLog = new AtomicLong(start);
        samples.add(new long[] {start, 0});
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
        long now = clock.getAsLong();
        if (workStart == Long.MIN_VALUE) {
            synchronized (samples) {
                if (workStart == Long.MIN_VALUE) {
                    if (n == 1) { // chunk by chunk (decoration): the time before the first one was loading, not work
                        samples.clear();
                        samples.add(new long[] {now, generated.get()});
                        workStart = now;
                    } else { // a batch reported at its end: its work began at the start
                        workStart = start;
                    }
                }
            }
        }
        sample(now);
        if (bar != null) {
            bar.stepTo(d);
        } else {
            maybeLog(now);
        }
    }

    /** In log mode, a plain line when the interval has passed since the last one (not after a notice). */
    private void maybeLog(long now) {
        if (!mode.equals("log") || stopped) return;
        long last = lastLog.get();
        if (now - last >= logEvery && lastLog.compareAndSet(last, now)) {
            synchronized (log) {
                if (stopped) return;
                log.println(logLine(now));
                log.flush();
            }
        }
    }

    /** Records the generated count at {@code now} (at most every 1/4 s) and drops samples older than the window. */
    private void sample(long now) {
        synchronized (samples) {
            if (now - samples.getLast()[0] >= SAMPLE_EVERY_NANOS) samples.addLast(new long[] {now, generated.get()});
            long base = workStart == Long.MIN_VALUE ? start : workStart;
            long windowStart = now - Math.min(WINDOW_SECONDS * SECOND, (now - base) / 2);
            while (samples.size() > 1) {
                var it = samples.iterator();
                it.next();
                if (it.next()[0] > windowStart) break;
                samples.removeFirst();
            }
        }
    }

    /** The {@code --max-rate} limit, chunks per second; 0 for none. */
    private volatile double limit;

    /**
     * Caps the rate shown (and the ETA computed from it) at {@code perSecond}, the limit the chunk starts are held
     * to; null or 0 for no limit.
     */
    ProgressReporter limitedTo(Double perSecond) {
        limit = perSecond == null ? 0 : perSecond;
        return this;
    }

    /** Chunks generated per second by this run over the recent window (0 before the first one), at most the limit. */
    double rate(long now) {
        double r = measuredRate(now);
        return limit > 0 ? Math.min(r, limit) : r;
    }

    private double measuredRate(long now) {
        sample(now);
        long[] first;
        int n;
        synchronized (samples) {
            first = samples.getFirst();
            n = samples.size();
        }
        if (n == 1) { // nothing reported since the first chunk: the whole run's average
            double secs = (now - start) / 1e9;
            return secs > 0 ? generated.get() / secs : 0;
        }
        double secs = (now - first[0]) / 1e9;
        return secs > 0 ? (generated.get() - first[1]) / secs : 0;
    }

    /** Seconds left at the recent rate, or -1 when unknown (no chunk generated yet, or in the first seconds). */
    long etaSeconds(long now) {
        long base = workStart;
        if (base == Long.MIN_VALUE || now - base < NO_ETA_SECONDS * SECOND) return -1;
        double rate = rate(now);
        return rate > 0 ? (long) Math.ceil(Math.max(0, total - done.get()) / rate) : -1;
    }

    /** The plain progress line of log mode. */
    String logLine(long now) {
        long d = done.get();
        long eta = etaSeconds(now);
        return String.format(Locale.ROOT, "progress: %s %d/%d chunks (%.1f%%), %.1f chunks/s, elapsed %s, %s, region %s",
                dimension, d, total, percent(d), rate(now), formatDuration((now - start) / SECOND), eta < 0 ? ETA_UNKNOWN : "ETA " + formatDuration(eta), region.isEmpty() ? "-" : region);
    }

    /** Said in place of the ETA until there is a rate to compute it from. */
    static final String ETA_UNKNOWN = "ETA estimating";

    /** The bar's ETA field, as wide whether it is known or not (the line does not jump): {@code ETA      1m05s}. */
    static String etaField(long eta) {
        return eta < 0 ? ETA_UNKNOWN : String.format(Locale.ROOT, "ETA %10s", formatDuration(eta));
    }

    /**
     * The terminal line for a terminal {@code width} columns wide: {@code  45.3% [#####.....]  1416/1600,   120.4
     * chunks/s,    2m10s elapsed, ETA    1m05s, r.-1.0} (without the elapsed time when that would leave the bar
     * fewer than {@value #MIN_CELLS_WITH_ELAPSED} cells, as on an 80-column terminal), every field but the bar of fixed width (numbers padded to the total's width),
     * the bar taking what is left (at least 4 cells); never longer than {@code width - 1} columns, so the cursor
     * never wraps (on a very narrow terminal the region is cut).
     */
    String barLine(long now, int width) {
        long d = Math.min(done.get(), total);
        int w = Long.toString(total).length();
        long eta = etaSeconds(now);
        String head = String.format(Locale.ROOT, "%5.1f%% [", percent(d));
        String etaText = etaField(eta);
        String tail = String.format(Locale.ROOT, "] %" + w + "d/%d, %7.1f chunks/s, %8s elapsed, %s, %-13s", d, total,
                rate(now), formatDuration((now - start) / SECOND), etaText, region);
        if (width - 1 - head.length() - tail.length() < MIN_CELLS_WITH_ELAPSED) { // a narrow terminal: the elapsed time goes first
            tail = String.format(Locale.ROOT, "] %" + w + "d/%d, %7.1f chunks/s, %s, %-13s", d, total, rate(now), etaText, region);
        }
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

    /**
     * A notice (e.g. "stopping: ..."), printed whole on a line of its own: with a bar, the bar is drawn a last time and
     * stopped first (its line is one terminal row, cut at the width, which would cut a longer notice: the walkthrough
     * saw the stop notice end in "Ctrl+C aga" on an 80-column terminal), and the notice follows below it; the progress
     * after a notice is not drawn again, as a bar or as plain lines (a stop only finishes the chunks in flight). Safe to call from a signal
     * handler's thread: closing the bar waits for one last render only.
     */
    void notice(String text) {
        stopped = true;
        synchronized (log) {
            if (bar != null) {
                if (!barClosed) {
                    barClosed = true;
                    bar.close(); // leaves the cursor at the start of the line below the bar
                }
            } else {
                log.println();
            }
            log.println(text);
            log.flush();
        }
    }

    /**
     * Whether a notice was given: the plain lines stop with it as the bar does, so that after Ctrl+C the run's
     * summary is the one line that follows the stop notice (the walkthrough saw two more progress lines while the
     * chunks in flight finished).
     */
    private volatile boolean stopped;

    /** Whether the bar was stopped (by a notice, or by {@link #close()}). */
    private boolean barClosed;

    @Override
    public void close() {
        if (ticker != null) ticker.shutdownNow();
        synchronized (log) {
            if (bar != null && !barClosed) {
                barClosed = true;
                bar.close();
            }
        }
    }
}
