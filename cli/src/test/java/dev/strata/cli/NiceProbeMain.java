package dev.strata.cli;

import java.nio.file.Path;

/**
 * Runs {@code strata generate --low-priority} (one demo chunk into the world given) in this process, then prints the
 * nice value of the process's first thread and of this thread, read back from Linux's {@code /proc}.
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
        System.exit(r.code());
    }
}
