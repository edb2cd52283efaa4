package dev.strata.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import dev.strata.regionio.testing.SharedFolder;
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

    /** {@code <shared>/fixtures/regions}: world files collected from public projects; skips when missing. */
    static Path fixtures() {
        return SharedFolder.require(SharedFolder.configured().resolve("fixtures/regions"));
    }

    /**
     * The shared ground-truth folder, with Mojang's vanilla 26.2 data ({@code vanilla/26.2}) and the fixtures, by
     * the rule of {@link SharedFolder}: skipped with one line for the module when missing, failed under
     * {@code strata.requireShared} (CI).
     */
    static Path shared() {
        Path root = SharedFolder.configured();
        SharedFolder.require(root.resolve("vanilla/26.2"));
        SharedFolder.require(root.resolve("fixtures"));
        return root;
    }
}
