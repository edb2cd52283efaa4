package dev.strata.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine;

/** What every command test needs: run {@code strata ...} in-process with captured output, and find ../shared. */
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

    /** {@code <shared>/fixtures/regions}. */
    static Path fixtures() {
        return shared().resolve("fixtures/regions");
    }

    /** The shared data folder (system property {@code strata.shared}); fails the test when it is missing. */
    static Path shared() {
        Path p = Path.of(System.getProperty("strata.shared", "../../shared")).toAbsolutePath().normalize();
        assertTrue(Files.isDirectory(p.resolve("vanilla/26.2")), "vanilla data not found at " + p);
        return p;
    }
}
