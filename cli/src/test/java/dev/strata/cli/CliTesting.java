package dev.strata.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import picocli.CommandLine;

/** What every command test needs: run {@code strata ...} in-process with captured output, and find the shared data. */
final class CliTesting {
    private CliTesting() {}

    /** Exit code and everything printed. */
    record Run(int code, String out, String err) {}

    /** Runs {@code strata <args>} through the same command line the jar uses, capturing standard output and error. */
    static Run run(String... args) {
        CommandLine cl = Strata.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    /** The start of every skip reason given here; {@link SharedDataNotice} counts the tests skipped with it. */
    static final String SKIP_MARK = "shared data not found at ";

    /** {@code <shared>/fixtures/regions}: world files collected from public projects; skips when missing. */
    static Path fixtures() {
        return require(configured().resolve("fixtures/regions"));
    }

    /**
     * The shared ground-truth folder, with Mojang's vanilla 26.2 data ({@code vanilla/26.2}) and the fixtures: the
     * cli module's one locator of it (never stored in this repository, see the README). The folder is the system
     * property {@code strata.shared} (the build sets it to {@code ../shared} beside the checkout;
     * {@code -Dstrata.shared=<absolute path>} points elsewhere), else {@code ../../shared} from the module folder (a
     * run outside Maven). When it is missing, the test is skipped (a JUnit assumption) and {@link SharedDataNotice}
     * prints one line for the module at the end; with {@code -Dstrata.requireShared=true} (CI) it fails instead.
     */
    static Path shared() {
        Path root = configured();
        require(root.resolve("vanilla/26.2"));
        require(root.resolve("fixtures"));
        return root;
    }

    private static Path configured() {
        String p = System.getProperty("strata.shared");
        return (p == null || p.isBlank() ? Path.of("..", "..", "shared") : Path.of(p)).toAbsolutePath().normalize();
    }

    /** {@code path} if it exists; else the calling test is skipped, or fails under {@code strata.requireShared}. */
    static Path require(Path path) {
        if (Files.exists(path)) return path;
        if (Boolean.getBoolean("strata.requireShared")) {
            Assertions.fail("strata.requireShared is set (as in CI) but the shared data is missing: " + path
                    + " does not exist; set -Dstrata.shared=<folder> (see README)");
        }
        Assumptions.abort(SKIP_MARK + path);
        return path;
    }
}
