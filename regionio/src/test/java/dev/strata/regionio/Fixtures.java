package dev.strata.regionio;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * regionio's one locator of the shared ground-truth folder (world files collected from public projects under
 * {@code fixtures/regions}), never stored in this repository (see the README).
 *
 * <p>The folder is the system property {@code strata.shared} (the build sets it to {@code ../shared} beside the
 * checkout; {@code -Dstrata.shared=<absolute path>} points elsewhere), else {@code ../../shared} from the module
 * folder (a run outside Maven). When it is missing, the test is skipped (a JUnit assumption) and
 * {@link SharedDataNotice} prints one line for the module at the end; with {@code -Dstrata.requireShared=true}
 * (CI) it fails instead, so CI can never pass without having run these tests.
 */
public final class Fixtures {
    /** The start of every skip reason given here; {@link SharedDataNotice} counts the tests skipped with it. */
    public static final String SKIP_MARK = "shared data not found at ";

    private Fixtures() {}

    /** {@code <shared>/fixtures/regions}; skips the test (fails it under {@code strata.requireShared}) when missing. */
    public static Path regions() {
        String p = System.getProperty("strata.shared");
        Path shared = (p == null || p.isBlank() ? Path.of("..", "..", "shared") : Path.of(p)).toAbsolutePath().normalize();
        return require(shared.resolve("fixtures/regions"));
    }

    /** {@code path} if it exists; else the calling test is skipped, or fails under {@code strata.requireShared}. */
    public static Path require(Path path) {
        if (Files.exists(path)) return path;
        if (Boolean.getBoolean("strata.requireShared")) {
            Assertions.fail("strata.requireShared is set (as in CI) but the shared data is missing: " + path
                    + " does not exist; set -Dstrata.shared=<folder> (see README)");
        }
        Assumptions.abort(SKIP_MARK + path);
        return path;
    }

    /** Every file under the regions fixtures whose name ends with {@code suffix}, sorted. */
    public static List<Path> files(String suffix) throws IOException {
        try (Stream<Path> s = Files.walk(regions())) {
            return s.filter(Files::isRegularFile).filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList();
        }
    }
}
