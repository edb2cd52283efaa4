package dev.strata.cli;

/**
 * The one bound of {@code --workers} for every command that takes it (generate, relight, convert, bench, fuzz):
 * from 1 to {@link #MAX}. Each worker is a thread with its own generator or light buffers (tens of MiB), so a count
 * far beyond the machine's cores only exhausts memory or threads — after a world may already have been touched.
 * The bound is checked before anything is read or written, and refused with {@link ExitCodes#USAGE}.
 */
final class Workers {
    /** Largest worker count: 256, or the number of available processors when that is larger (Strata's own bound). */
    static final int MAX = Math.max(256, Runtime.getRuntime().availableProcessors());

    private Workers() {}

    /** Whether {@code n} is a worker count Strata accepts. */
    static boolean valid(int n) {
        return n >= 1 && n <= MAX;
    }

    /** Refuses a count outside 1..{@link #MAX} with exit {@link ExitCodes#USAGE}; returns {@code n}. */
    static int require(int n) {
        if (!valid(n)) throw new StrataCliException(ExitCodes.USAGE, message(n));
        return n;
    }

    /** The usage message for a refused count. */
    static String message(int n) {
        return "--workers wants a count from 1 to " + MAX + ", got " + n;
    }
}
