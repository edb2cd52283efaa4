package dev.strata.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

/**
 * What a command that rewrites region files in place ({@code relight}, {@code convert}, {@code trim}) says when
 * Ctrl+C or SIGTERM ends it: those commands write each region crash-safely (a new file renamed over the old, or a
 * batch with its header written last), so nothing needs saving; the user still needs to know what state the world
 * is in and what to do. A shutdown hook while the command runs, removed when it ends on its own.
 */
final class InterruptNotice {
    private InterruptNotice() {}

    /**
     * Runs {@code body}; if the process is ended by a signal meanwhile, prints {@code what} (one sentence: what is
     * safe and how to go on) on {@code err}.
     */
    static int during(PrintWriter err, String what, Callable<Integer> body) throws Exception {
        Thread hook = new Thread(() -> {
            err.println();
            err.println("stopped: " + what);
            err.flush();
        }, "strata-interrupt-notice");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return body.call();
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the process is already ending: the hook runs
            }
        }
    }
}
