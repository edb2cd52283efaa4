package dev.strata.cli;

import dev.strata.engine.checkpoint.Checkpoint;
import dev.strata.engine.data.ResourceId;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Stopping a {@code generate} run with Ctrl+C or SIGTERM ({@link SignalStopper}). During start-up (reading the data and
 * the world) a stop ends the start-up at its next step ({@link #check}), before anything is written, exit
 * {@link ExitCodes#INTERRUPTED}. Once the run has started ({@link #started}) a stop goes to the running job
 * ({@link #relayTo}), which ends at once keeping its checkpoint; the run then prints the command that continues it. A
 * second signal quits at once either way, saying what is safe.
 */
final class RunStop {
    /** Stop requests from Ctrl+C or SIGTERM, relayed to the job once one runs. */
    private final StopRelay signals = new StopRelay();
    /** The progress bar being drawn, if any (the stop notice goes on its line). */
    private final AtomicReference<ProgressReporter> shown = new AtomicReference<>();
    /** Start-up is over: the world exists and the first dimension's job is about to run (a stop then goes through the job). */
    private volatile boolean started;
    private final Supplier<Path> world;
    private final List<ResourceId> dims;
    private final PrintWriter err;

    /**
     * @param world the world folder, read when a stop is reported (a server folder is replaced by its world during
     *     start-up)
     * @param dims the dimensions of the run, whose checkpoints a stop during start-up keeps
     */
    RunStop(Supplier<Path> world, List<ResourceId> dims, PrintWriter err) {
        this.world = world;
        this.dims = dims;
        this.err = err;
    }

    /** A stop asked for during start-up ends it here, before anything is written. */
    private static final class StartupStopped extends RuntimeException {
        private static final long serialVersionUID = 1L;
    }

    /**
     * Runs {@code run} (the start-up, then the run) with a signal as a stop, and ends a run stopped during its start-up
     * with exit {@link ExitCodes#INTERRUPTED}.
     */
    int during(Callable<Integer> run) throws Exception {
        SignalStopper stopper = SignalStopper.install(signals::requestStop, this::notice, () -> started ? SignalStopper.STOPPING
                : "stopping: the run is still starting up (reading the data and the world); it ends before writing anything "
                    + "(a second Ctrl+C or SIGTERM quits at once)", () -> started
                ? SignalStopper.QUIT + ResumeLine.command(world.get())
                : "quit at once during start-up: " + nothingWritten(), err);
        try {
            return run.call();
        } catch (StartupStopped e) {
            err.println("stopped during start-up, before the first chunk: " + nothingWritten());
            err.flush();
            return ExitCodes.INTERRUPTED;
        } finally {
            stopper.uninstall();
        }
    }

    /** Between the steps of start-up: ends it when a stop was asked for. */
    void check() {
        if (signals.stopRequested() && !started) throw new StartupStopped();
    }

    /** Start-up is over: a stop from here on goes through the job. */
    void started() {
        started = true;
    }

    /** Sends stop requests to {@code job} (a job's {@code requestStop}), at once when one was asked for already. */
    void relayTo(Runnable job) {
        signals.set(job);
    }

    /** The progress bar now drawn: the stop notice goes on its line. */
    void showing(ProgressReporter progress) {
        shown.set(progress);
    }

    /** The end of a run a stop ended: where it stands and the command that continues it; returns exit 130. */
    int stopped() {
        err.println("stopped; every chunk written so far is safe. Continue with:");
        err.println("  " + ResumeLine.command(world.get()));
        err.flush();
        return ExitCodes.INTERRUPTED;
    }

    /** Shows a stop notice: on the progress bar's line when one is drawn. */
    private void notice(String msg) {
        ProgressReporter p = shown.get();
        if (p != null) {
            p.notice(msg);
        } else {
            err.println();
            err.println(msg);
            err.flush();
        }
    }

    /** What a stop during start-up leaves: nothing written, and whether a stopped run's checkpoint waits for --resume. */
    private String nothingWritten() {
        boolean checkpoint = false;
        for (ResourceId d : dims) checkpoint |= Checkpoint.existsAt(RunCheckpoints.root(world.get(), d));
        return checkpoint
                ? "nothing was written; the checkpoint of the run stopped before is kept: " + ResumeLine.command(world.get())
                    + " continues it."
                : "nothing was written and there is nothing to resume; run the same command again to start.";
    }
}
