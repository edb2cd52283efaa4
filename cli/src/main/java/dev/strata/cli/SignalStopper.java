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

    static SignalStopper install(Runnable stop, PrintWriter err) {
        AtomicInteger count = new AtomicInteger();
        SignalHandler h = sig -> {
            if (count.incrementAndGet() == 1) {
                err.println();
                err.println("stopping: finishing the chunks in flight and saving progress (press Ctrl+C again to quit at once)");
                err.flush();
                stop.run();
            } else {
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
