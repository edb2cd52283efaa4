package dev.strata.cli;

import java.io.PrintWriter;
import java.util.concurrent.atomic.AtomicInteger;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Ctrl+C (SIGINT) and SIGTERM for long runs: the first asks the run to stop (it finishes the chunks in flight,
 * writes them and saves the checkpoint); the second exits at once with code 130 (region files are consistent by
 * construction, so nothing written is lost). The handler only sets a flag or halts: it never waits for work.
 */
final class SignalStopper {
    private final SignalHandler oldInt, oldTerm;

    private SignalStopper(SignalHandler oldInt, SignalHandler oldTerm) {
        this.oldInt = oldInt;
        this.oldTerm = oldTerm;
    }

    /**
     * @param stop   asks the run to stop (only sets a flag)
     * @param notice shows the "stopping" notice where the user sees it (on the progress bar's line when one is drawn,
     *               so the bar does not draw over it)
     * @param resume the command that continues the run, printed when a second signal quits at once
     */
    static SignalStopper install(Runnable stop, java.util.function.Consumer<String> notice, java.util.function.Supplier<String> resume,
                                 PrintWriter err) {
        return install(stop, notice, () -> STOPPING, () -> QUIT + resume.get(), err);
    }

    /**
     * The second signal's message during a run, before the resume command: a quit keeps what the last save kept (the
     * checkpoint and journal of the last region's end), so everything generated since is made again, not only the chunks
     * in flight (walkthrough, session 21).
     */
    static final String QUIT = "quit at once: every chunk written so far is safe; the chunks generated since the last save (at the "
            + "last region's end) are generated again. Continue with:\n  ";

    /** The first signal's notice during a run. */
    static final String STOPPING = "stopping: finishing the chunks in flight and saving progress (a second Ctrl+C or SIGTERM quits at once, "
            + "without saving)";

    /**
     * As {@link #install(Runnable, java.util.function.Consumer, java.util.function.Supplier, PrintWriter)}, with the
     * texts given by the caller at the moment of the signal (a run still starting up says other things than one
     * generating).
     *
     * @param stopping the first signal's notice
     * @param quit     what a second signal prints before the process halts with {@link ExitCodes#INTERRUPTED}
     */
    static SignalStopper install(Runnable stop, java.util.function.Consumer<String> notice, java.util.function.Supplier<String> stopping,
                                 java.util.function.Supplier<String> quit, PrintWriter err) {
        AtomicInteger count = new AtomicInteger();
        SignalHandler h = sig -> {
            if (count.incrementAndGet() == 1) {
                notice.accept(stopping.get());
                stop.run();
            } else {
                err.println();
                err.println(quit.get());
                err.flush();
                Runtime.getRuntime().halt(ExitCodes.INTERRUPTED);
            }
        };
        SignalHandler oldInt = trySet("INT", h);
        SignalHandler oldTerm = trySet("TERM", h);
        return new SignalStopper(oldInt, oldTerm);
    }

    private static SignalHandler trySet(String name, SignalHandler h) {
        try {
            return Signal.handle(new Signal(name), h);
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            return null; // signal not available on this platform
        }
    }

    void uninstall() {
        if (oldInt != null) trySet("INT", oldInt);
        if (oldTerm != null) trySet("TERM", oldTerm);
    }
}
