package dev.strata.cli;

import dev.strata.engine.sched.RateLimiter;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Option;

/**
 * The options of {@code generate} that control a run without changing what it writes: its pace
 * ({@code --max-rate}), its scheduling priority ({@code --low-priority}), its progress lines
 * ({@code --progress-every}), and the stopped run's {@code --status} and {@code --cancel} ({@code --yes}).
 *
 * <p>Use: {@code @Mixin RunControlOptions control;}, then {@link #check()} before anything else.
 */
final class RunControlOptions {

    @Option(names = "--progress-every", paramLabel = "<interval>", converter = IntervalConverter.class,
            description = "A plain progress line (dimension, chunks, rate, elapsed, ETA) at this interval instead of the "
                    + "bar: 30s, 5m, 1h. Default without a terminal: every 5s.")
    Long progressEvery;

    /**
     * The lowest {@code --max-rate}, chunks per second: one chunk every 10 s. Below it a run would not finish in any
     * useful time ({@code 1e-9} is a chunk every 31 years), so such a value is a typo, refused.
     */
    static final double MIN_RATE = 0.1;
    /** The highest {@code --max-rate}, chunks per second; far above what any machine generates. */
    static final double MAX_RATE = 1_000_000;

    @Option(names = "--max-rate", paramLabel = "<chunks/s>",
            description = "Speed limit: start at most this many chunks per second (e.g. 50, or 0.5; from 0.1 to 1000000), to "
                    + "leave CPU and disk to a live server on the same machine. The chunks written are the same.")
    Double maxRate;

    @Option(names = "--low-priority", description = "Lower this process's CPU priority (nice 10; on Linux also the disk "
            + "priority, best effort 7) so a server on the same machine comes first. Linux and macOS; on Windows start "
            + "Strata with 'start /low'.")
    boolean lowPriority;

    @Option(names = "--status", description = "Show what a stopped run of --world has done and what remains, per "
            + "dimension (all, or --dimension), with the command that resumes it; changes nothing.")
    boolean status;

    @Option(names = "--cancel", description = "Delete a stopped run's checkpoint (<world>/.strata/, all dimensions or "
            + "--dimension) after confirmation; the chunks written stay. Refused while the world is in use.")
    boolean cancel;

    @Option(names = "--yes", description = "Confirm --cancel without asking (needed when there is no terminal, e.g. in scripts).")
    boolean yes;

    /**
     * Checks the combinations these options allow by themselves.
     *
     * @throws StrataCliException usage error: --status with --cancel, --yes without --cancel, a rate out of range
     */
    void check() {
        if (status && cancel) throw new StrataCliException(ExitCodes.USAGE, "--status and --cancel exclude each other");
        if (yes && !cancel) throw new StrataCliException(ExitCodes.USAGE, "--yes confirms --cancel and goes only with it");
        if (maxRate != null && !(maxRate >= MIN_RATE && maxRate <= MAX_RATE)) {
            throw new StrataCliException(ExitCodes.USAGE, "--max-rate wants chunks per second, from " + MIN_RATE + " (a chunk every "
                    + (int) (1 / MIN_RATE) + " s) to " + (long) MAX_RATE + ", got " + maxRate);
        }
    }

    /** Whether this is a --status or --cancel call (nothing is generated). */
    boolean aboutStoppedRun() {
        return status || cancel;
    }

    /** The speed limit of the run, or null for none. */
    RateLimiter limiter() {
        return maxRate == null ? null : new RateLimiter(maxRate);
    }

    /** The interval of the plain progress lines, in nanoseconds. */
    long progressNanos() {
        return progressEvery != null ? progressEvery : ProgressReporter.LOG_EVERY_NANOS;
    }

    /** The progress display: plain lines when an interval was asked for, else none, the bar or plain lines. */
    String progressMode(boolean quiet, boolean terminal) {
        return progressEvery != null ? "log" : quiet ? "quiet" : terminal ? "bar" : "log";
    }

    /** {@code , at most 50 chunks/s} for the run's header line, or nothing. */
    String rateNote() {
        return maxRate == null ? "" : String.format(Locale.ROOT, ", at most %s chunks/s", rateText());
    }

    /** The limits again, for the command that resumes a run (beside a live server, it keeps them). */
    void appendLimits(List<String> args) {
        if (maxRate != null) args.addAll(List.of("--max-rate", rateText()));
        if (lowPriority) args.add("--low-priority");
    }

    private String rateText() {
        return maxRate == Math.rint(maxRate) ? Long.toString(maxRate.longValue()) : Double.toString(maxRate);
    }
}
