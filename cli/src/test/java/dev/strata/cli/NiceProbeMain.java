package dev.strata.cli;

import java.nio.file.Path;

/**
 * Runs {@code strata generate --low-priority} (one demo chunk into the world given) in this process, then prints the
 * nice value of the process's first thread, of this thread and of a thread it starts afterwards (as it starts the
 * generator workers), read back from Linux's {@code /proc}.
 */
public final class NiceProbeMain {
    private NiceProbeMain() {}

    public static void main(String[] args) throws Exception {
        System.out.println("nice before: " + LowPriority.niceOf(Path.of("/proc/thread-self/stat")));
        var r = CliTesting.run("generate", "--world", args[0], "--seed", "0", "--radius", "0", "--until", "noise", "--workers", "1",
                "--low-priority");
        System.out.println(r.err());
        System.out.println("exit: " + r.code());
        System.out.println("process nice: " + LowPriority.niceOf(Path.of("/proc/self/stat")));
        System.out.println("thread nice: " + LowPriority.niceOf(Path.of("/proc/thread-self/stat")));
        int[] started = new int[1];
        Thread t = new Thread(() -> {
            try {
                started[0] = LowPriority.niceOf(Path.of("/proc/thread-self/stat"));
            } catch (java.io.IOException e) {
                started[0] = Integer.MIN_VALUE;
            }
        });
        t.start();
        t.join();
        System.out.println("started thread nice: " + started[0]); // as a generator worker started by this thread
        System.exit(r.code());
    }
}
