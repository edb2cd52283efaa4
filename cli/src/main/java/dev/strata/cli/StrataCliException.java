package dev.strata.cli;

/** A failure detected by a command itself, carrying the message to print and its {@link ExitCodes exit code}. */
public final class StrataCliException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int exitCode;

    public StrataCliException(int exitCode, String message) {
        super(message);
        this.exitCode = exitCode;
    }

    public int exitCode() {
        return exitCode;
    }
}
