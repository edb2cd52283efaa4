package dev.strata.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * {@code --low-priority}: lowers this process's CPU (and, on Linux, disk) scheduling priority so a run beside a live
 * server on the same machine yields to it. Lowering a priority needs no root; raising it back does, so it lasts until
 * the process ends.
 *
 * <p>What works without native code (Java 17 has no portable call for it): the system's {@code renice} (and on Linux
 * {@code ionice}) run on our own ids.
 * <ul>
 *   <li>Linux: a nice value belongs to each thread, and {@code renice -p <pid>} changes only the thread whose id is the
 *       pid — in a JVM the launcher's first thread, which generates nothing. So every thread of the process is
 *       reniced by its id ({@code /proc/self/task}); threads started afterwards (the generator workers, the writer)
 *       inherit the value from the thread that starts them. {@code ionice -c 2 -n 7} (best effort, lowest level)
 *       likewise; it only matters with an I/O scheduler that honours it (bfq), not with none or mq-deadline.
 *   <li>macOS and other Unix systems: {@code renice} of the process id changes the whole process.
 *   <li>Windows: not supported; start Strata with {@code start /low} instead. {@link Thread#setPriority} is no
 *       substitute: the JVM ignores it on Linux without {@code -XX:ThreadPriorityPolicy}.
 * </ul>
 * A failure (no {@code renice}, a refused call) is reported and the run goes on at normal priority.
 */
final class LowPriority {
    /** The nice value asked for: far below normal (0), above the lowest (19) so a server's own helpers still yield to us. */
    static final int NICE = 10;

    private LowPriority() {}

    /** Lowers the priority of every thread of this process; returns one line saying what was done (or not, and why). */
    static String apply() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            return "note: --low-priority is not supported on Windows; start Strata with 'start /low' to run it at low priority";
        }
        try {
            if (Files.isDirectory(Path.of("/proc/self/task"))) return applyLinux();
            String pid = Long.toString(ProcessHandle.current().pid());
            String failed = run(List.of("renice", Integer.toString(NICE), "-p", pid));
            return failed == null ? "low priority: nice " + NICE + " for the whole process" : "note: --low-priority failed (" + failed + "); running at normal priority";
        } catch (IOException e) {
            return "note: --low-priority failed (" + e.getMessage() + "); running at normal priority";
        }
    }

    private static String applyLinux() throws IOException {
        List<String> tids = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("/proc/self/task"))) {
            s.forEach(p -> tids.add(p.getFileName().toString()));
        }
        int current = niceOf(Path.of("/proc/thread-self/stat"));
        if (current >= NICE) return "low priority: already nice " + current + " (not changed)";
        List<String> renice = new ArrayList<>(List.of("renice", Integer.toString(NICE), "-p"));
        renice.addAll(tids);
        String failed = run(renice);
        // a thread that ended meanwhile makes renice fail for its id only: what counts is this thread, which starts the workers
        if (failed != null && niceOf(Path.of("/proc/thread-self/stat")) == NICE) failed = null;
        if (failed != null) return "note: --low-priority failed (" + failed + "); running at normal priority";
        List<String> ionice = new ArrayList<>(List.of("ionice", "-c", "2", "-n", "7", "-p"));
        ionice.addAll(tids);
        String ioFailed = run(ionice);
        return "low priority: nice " + NICE + " for the process's " + tids.size() + " threads and every thread it starts; "
                + (ioFailed == null ? "disk priority best effort 7" : "disk priority unchanged (" + ioFailed + ")");
    }

    /**
     * The nice value in a Linux {@code /proc/.../stat} file: field 19, counted after the command name in parentheses
     * (which may itself hold spaces and parentheses).
     */
    static int niceOf(Path stat) throws IOException {
        String s = Files.readString(stat, StandardCharsets.US_ASCII);
        String[] fields = s.substring(s.lastIndexOf(')') + 2).trim().split(" ");
        return Integer.parseInt(fields[19 - 3]);
    }

    /** Runs a command; null when it succeeded, else why not (one line). */
    private static String run(List<String> command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroy();
                return command.get(0) + " did not answer";
            }
            return p.exitValue() == 0 ? null : command.get(0) + " exited with " + p.exitValue();
        } catch (IOException e) {
            return command.get(0) + " cannot be run: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }
}
