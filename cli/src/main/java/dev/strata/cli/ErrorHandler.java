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
        if (outOfMemory(t)) return reportOutOfMemory(err);
        int code = classify(t);
        if (code == ExitCodes.INTERNAL) {
            err.println("strata: internal error (please report it): " + t);
            t.printStackTrace(err);
        } else {
            err.println("strata: " + describe(t) + (t instanceof DataPackException d ? PackSource.of(d, cl) : ""));
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
        // no command at all (a bare "strata"): say what the commands are, not only that one is missing
        if (cl.getParent() == null && !cl.getSubcommands().isEmpty() && (args == null || args.length == 0)) {
            err.println("strata: give a command: " + String.join(", ", cl.getSubcommands().keySet())
                    + ". For example: strata generate --world <world folder> --data <server.jar> --radius 2k");
            err.println(helpPointer(cl));
            err.flush();
            return ExitCodes.USAGE;
        }
        // a mistyped command (strata genrate --world x): the options after it are that command's, not unknown ones of
        // strata itself, so name the command and the nearest one
        if (cl.getParent() == null && !cl.getSubcommands().isEmpty() && args != null && args.length > 0 && !args[0].startsWith("-")
                && !cl.getSubcommands().containsKey(args[0])) {
            String best = nearest(args[0], cl.getSubcommands().keySet());
            err.println("strata: unknown command '" + args[0] + "'" + (best != null ? "; did you mean " + best + "?" : ".")
                    + " The commands: " + String.join(", ", cl.getSubcommands().keySet()) + ".");
            err.println(helpPointer(cl));
            err.flush();
            return ExitCodes.USAGE;
        }
        // a mistyped required option (--wrld for --world) is first of all unknown: say that, with the suggestion,
        // rather than that --world is missing; and the word after an unknown option is its value, not another unknown
        // option (picocli lists both: '--wrld', 'x')
        java.util.List<String> unmatched = null;
        if (ex instanceof CommandLine.MissingParameterException && cl.getParseResult() != null && !cl.getParseResult().unmatched().isEmpty()) {
            unmatched = cl.getParseResult().unmatched();
        } else if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            unmatched = u.getUnmatched();
        }
        if (unmatched != null) {
            java.util.List<String> options = new java.util.ArrayList<>(), strays = new java.util.ArrayList<>();
            boolean valueMayFollow = false;
            for (String a : unmatched) {
                boolean option = a.length() > 1 && a.startsWith("-") && !Character.isDigit(a.charAt(1)); // -100,5 is a value
                if (option) {
                    options.add(a.contains("=") ? a.substring(0, a.indexOf('=')) : a);
                    valueMayFollow = !a.contains("=");
                } else if (valueMayFollow) {
                    valueMayFollow = false; // the unknown option's value
                } else {
                    strays.add(a);
                }
            }
            if (!options.isEmpty()) {
                err.println("strata: Unknown option" + (options.size() == 1 ? "" : "s") + ": " + quoted(options)
                        + (strays.isEmpty() ? "" : "; unmatched argument" + (strays.size() == 1 ? "" : "s") + ": " + quoted(strays)));
                java.util.List<String> names = new java.util.ArrayList<>();
                for (CommandLine.Model.OptionSpec o : cl.getCommandSpec().options()) names.addAll(java.util.Arrays.asList(o.names()));
                String best = nearest(options.get(0), names);
                if (best != null) err.println("Did you mean " + best + "?");
                err.println(helpPointer(cl));
                err.flush();
                return ExitCodes.USAGE;
            }
        }
        err.println("strata: " + ex.getMessage());
        CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
        err.println(helpPointer(cl));
        err.flush();
        return ExitCodes.USAGE;
    }

    /** {@code 'a', 'b'}. */
    private static String quoted(java.util.List<String> words) {
        StringBuilder sb = new StringBuilder();
        for (String w : words) sb.append(sb.length() == 0 ? "" : ", ").append('\'').append(w).append('\'');
        return sb.toString();
    }

    /** Levenshtein distance (insertions, deletions, substitutions), for suggesting a mistyped option. */
    /** The first of {@code names} nearest to {@code typed}, at an edit distance of at most 2 (a near miss); else null. */
    static String nearest(String typed, Iterable<String> names) {
        String best = null;
        int bestDistance = 3;
        for (String n : names) {
            int d = editDistance(typed, n);
            if (d < bestDistance) {
                bestDistance = d;
                best = n;
            }
        }
        return best;
    }

    static int editDistance(String a, String b) {
        int[] prev = new int[b.length() + 1], cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    /** {@code Try 'strata generate --help' for the options and examples.} */
    static String helpPointer(CommandLine cl) {
        return "Try '" + cl.getCommandSpec().qualifiedName() + " --help' for the options and examples.";
    }

    /** Whether {@code t} or one of its causes is the JVM running out of heap (a worker's error reaches here wrapped). */
    static boolean outOfMemory(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) if (c instanceof OutOfMemoryError) return true;
        return false;
    }

    /**
     * The message for {@link ExitCodes#OUT_OF_MEMORY}: the heap the JVM had, what to give it, and that the run resumes
     * (everything written is crash-safe, as after a kill).
     */
    static int reportOutOfMemory(java.io.PrintWriter err) {
        long mib = Runtime.getRuntime().maxMemory() >> 20;
        err.println("strata: out of memory: the JVM's heap was " + mib + " MiB. A run to features or later needs about 2 GiB in the "
                + "overworld (docs/features.md, \"Memory of a run\"); give it more, e.g. java -Xmx4g -jar strata.jar ..., and add --resume "
                + "to continue: what was written is safe.");
        err.flush();
        return ExitCodes.OUT_OF_MEMORY;
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
