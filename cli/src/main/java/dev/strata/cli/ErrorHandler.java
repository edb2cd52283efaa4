package dev.strata.cli;

import dev.strata.engine.checkpoint.CheckpointMismatchException;
import dev.strata.engine.data.DataPackException;
import dev.strata.regionio.ChunkReadException;
import dev.strata.regionio.DecompressedSizeException;
import dev.strata.regionio.NbtFileException;
import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.RegionFormatException;
import dev.strata.regionio.UnsupportedWorldException;
import dev.strata.regionio.WorldInUseException;
import dev.strata.regionio.block.UnknownBlockStateException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
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
            if (code == ExitCodes.USAGE) err.println(helpPointer(cl));
        }
        err.flush();
        return code;
    }

    /**
     * A command line picocli cannot parse (unknown option, missing or malformed value): the one-line error, picocli's
     * suggestions for a mistyped option, and where to read more — not the whole help. Exit {@link ExitCodes#USAGE}.
     */
    static int handleParameterException(CommandLine.ParameterException ex, String[] args) {
        CommandLine cl = ex.getCommandLine();
        var err = cl.getErr();
        err.println("strata: " + ex.getMessage());
        CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
        err.println(helpPointer(cl));
        err.flush();
        return ExitCodes.USAGE;
    }

    /** {@code Try 'strata generate --help' for the options and examples.} */
    static String helpPointer(CommandLine cl) {
        return "Try '" + cl.getCommandSpec().qualifiedName() + " --help' for the options and examples.";
    }

    static int classify(Throwable t) {
        if (t instanceof StrataCliException s) return s.exitCode();
        if (t instanceof ChunkReadException || t instanceof RegionFormatException || t instanceof NbtFormatException
                || t instanceof UnsupportedWorldException || t instanceof DataPackException
                || t instanceof UnknownBlockStateException || t instanceof NbtFileException || t instanceof DecompressedSizeException) {
            return ExitCodes.BAD_INPUT;
        }
        if (t instanceof CheckpointMismatchException || t instanceof WorldInUseException) return ExitCodes.CONFLICT;
        if (t instanceof IOException) return ExitCodes.IO; // includes missing files and denied access
        return ExitCodes.INTERNAL;
    }

    private static String describe(Throwable t) {
        if (t instanceof NoSuchFileException n) return "no such file: " + n.getFile();
        if (t instanceof AccessDeniedException a) return "permission denied: " + a.getFile();
        if (t instanceof NotDirectoryException d) return "not a folder: " + d.getFile();
        String m = t.getMessage();
        return m == null ? t.toString() : m;
    }
}
