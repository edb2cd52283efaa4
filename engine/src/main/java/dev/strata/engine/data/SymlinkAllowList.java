package dev.strata.engine.data;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;

/**
 * Which symbolic links a data pack folder may contain: the rule of the game's {@code allowed_symlinks.txt} (game:
 * {@code PathAllowList} and {@code DirectoryValidator}). By default (no file) every symbolic link inside a pack is
 * refused. Each line of the file is one entry: blank lines and lines starting with {@code #} are ignored,
 * {@code [glob]pattern} and {@code [regex]pattern} match with the file system's {@code glob:}/{@code regex:} path
 * matcher, {@code [prefix]text} or a line without a {@code [type]} matches a target whose text starts with
 * {@code text}. A link is allowed if any entry matches its target as stored in the link (not resolved).
 *
 * <p>The dedicated server reads the file from its own folder; Strata reads it from the current directory
 * ({@link #fromWorkingDirectory()}), so running Strata in the server's folder applies the server's rule.
 */
public final class SymlinkAllowList {
    /** The file name the game uses. */
    public static final String FILE_NAME = "allowed_symlinks.txt";
    /** Allows no symbolic link at all (the game's rule without the file). */
    public static final SymlinkAllowList NONE = new SymlinkAllowList(List.of(), "no " + FILE_NAME);

    private final List<PathMatcher> matchers;
    private final String source;

    private SymlinkAllowList(List<PathMatcher> matchers, String source) {
        this.matchers = matchers;
        this.source = source;
    }

    /**
     * Reads an {@code allowed_symlinks.txt}; a missing file allows nothing.
     *
     * @throws DataPackException naming the file and line for an unknown {@code [type]}, an unterminated one, a bad
     *     pattern, or a read failure
     */
    public static SymlinkAllowList load(Path file) {
        List<PathMatcher> out = new ArrayList<>();
        FileSystem fs = FileSystems.getDefault();
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                n++;
                if (line.isBlank() || line.startsWith("#")) continue;
                if (!line.startsWith("[")) {
                    out.add(prefix(line));
                    continue;
                }
                int close = line.indexOf(']', 1);
                if (close < 0) throw new DataPackException(file + ": line " + n + ": unterminated type in '" + line + "'");
                String type = line.substring(1, close);
                String pattern = line.substring(close + 1);
                switch (type) {
                    case "glob":
                    case "regex":
                        try {
                            out.add(fs.getPathMatcher(type + ":" + pattern));
                        } catch (IllegalArgumentException e) {
                            throw new DataPackException(file + ": line " + n + ": bad " + type + " pattern: " + e.getMessage());
                        }
                        break;
                    case "prefix":
                        out.add(prefix(pattern));
                        break;
                    default:
                        throw new DataPackException(file + ": line " + n + ": unsupported type [" + type + "] (glob, regex or prefix)");
                }
            }
        } catch (NoSuchFileException e) {
            return NONE;
        } catch (IOException e) {
            throw new DataPackException(file + ": cannot read: " + e.getMessage(), e);
        }
        return new SymlinkAllowList(List.copyOf(out), file.toString());
    }

    /** {@link #load} of {@value #FILE_NAME} in the current directory (where the dedicated server keeps it). */
    public static SymlinkAllowList fromWorkingDirectory() {
        return load(Path.of(FILE_NAME));
    }

    private static PathMatcher prefix(String text) {
        return p -> p.toString().startsWith(text);
    }

    /** Whether a link whose stored target is {@code target} is allowed. */
    public boolean allows(Path target) {
        for (PathMatcher m : matchers) if (m.matches(target)) return true;
        return false;
    }

    /** Where the rule came from, for messages. */
    @Override
    public String toString() {
        return source;
    }
}
