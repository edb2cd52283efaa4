package dev.strata.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import picocli.CommandLine;

/**
 * The single place where exceptions escaping a subcommand become a message and an {@link ExitCodes exit code}.
 *
 * <p>Expected failures (bad input, I/O) print one clear line naming the file or JSON path, no stack trace;
 * anything else is a bug and prints the stack trace with exit code {@link ExitCodes#INTERNAL}.
 */
final class ErrorHandler implements CommandLine.IExecutionExceptionHandler {

    @Override
    public int handleExecutionException(Exception ex, CommandLine cl, CommandLine.ParseResult parsed) {
        var err = cl.getErr();
        Throwable t = ex instanceof UncheckedIOException u ? u.getCause() : ex;
        int code = classify(t);
        if (code == ExitCodes.INTERNAL) {
            err.println("strata: internal error (please report it): " + t);
            t.printStackTrace(err);
        } else {
            err.println("strata: " + describe(t));
        }
        err.flush();
        return code;
    }

    static int classify(Throwable t) {
        if (t instanceof StrataCliException s) return s.exitCode();
        for (Class<?> c = t.getClass(); c != null; c = c.getSuperclass()) {
            // Typed failures of the lower modules are matched by name so that the mapping lives in one place
            // without the cli importing every exception type up front.
            switch (c.getSimpleName()) {
                case "ChunkReadException", "RegionFormatException", "NbtFormatException", "DataPackException",
                        "UnsupportedWorldException" -> {
                    return ExitCodes.BAD_INPUT;
                }
                case "ConflictException" -> {
                    return ExitCodes.CONFLICT;
                }
                default -> {}
            }
        }
        if (t instanceof NoSuchFileException || t instanceof AccessDeniedException || t instanceof IOException) {
            return ExitCodes.IO;
        }
        return ExitCodes.INTERNAL;
    }

    private static String describe(Throwable t) {
        if (t instanceof NoSuchFileException n) return "no such file: " + n.getFile();
        if (t instanceof AccessDeniedException a) return "permission denied: " + a.getFile();
        String m = t.getMessage();
        return m == null ? t.toString() : m;
    }
}
