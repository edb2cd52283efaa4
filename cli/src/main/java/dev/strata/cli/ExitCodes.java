package dev.strata.cli;

/**
 * Named process exit codes of every {@code strata} subcommand. Scripts may rely on these numbers.
 *
 * <ul>
 *   <li>{@link #OK} 0: done.
 *   <li>{@link #USAGE} 2: bad command line (picocli's own code for parameter errors).
 *   <li>{@link #BAD_INPUT} 3: input that cannot be used: a corrupt region or chunk, malformed NBT, malformed or
 *       unknown data pack entries, a world of an unsupported version.
 *   <li>{@link #IO} 4: the file system refused: unwritable folder, full disk, missing file or folder, a {@code --world}
 *       that is a file.
 *   <li>{@link #CONFLICT} 5: the request conflicts with what is on disk (a different seed, a checkpoint of a different plan).
 *   <li>{@link #CHECK_FAILED} 6: a check command ran to the end and found problems (inspect, relight --check, fuzz).
 *   <li>{@link #OUT_OF_MEMORY} 7: the JVM's heap was too small; what was written is safe, a larger {@code -Xmx} and
 *       {@code --resume} continue.
 *   <li>{@link #INTERRUPTED} 130: stopped by Ctrl+C / SIGTERM after saving what was done.
 *   <li>{@link #INTERNAL} 70: a bug in Strata (an unexpected exception); the stack trace is printed.
 * </ul>
 */
public final class ExitCodes {
    public static final int OK = 0;
    public static final int USAGE = 2;
    public static final int BAD_INPUT = 3;
    public static final int IO = 4;
    public static final int CONFLICT = 5;
    public static final int CHECK_FAILED = 6;
    public static final int OUT_OF_MEMORY = 7;
    public static final int INTERNAL = 70;
    public static final int INTERRUPTED = 130;

    private ExitCodes() {}
}
