package dev.strata.regionio.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * The one rule every module's tests follow for the shared ground-truth folder (Mojang's vanilla data and the
 * fixtures, never stored in this repository; see the README).
 *
 * <p>The folder is the system property {@code strata.shared} (the build sets it to {@code ../shared} beside the
 * checkout; {@code -Dstrata.shared=<absolute path>} points elsewhere), else {@code ../../shared} from the module
 * folder (a run outside Maven). When what a test needs is missing, the test is skipped (a JUnit assumption) and
 * {@link SharedDataNotice} prints one line for the module at the end; with {@code -Dstrata.requireShared=true} (CI)
 * it fails instead, so CI can never pass without having run these tests. Each module keeps a small locator of its
 * own (regionio {@code Fixtures}, engine {@code SharedData}, cli {@code CliTesting}) on top of this.
 */
public final class SharedFolder {
    /** The start of every skip reason given here; {@link SharedDataNotice} counts the tests skipped with it. */
    public static final String SKIP_MARK = "shared data not found at ";

    private SharedFolder() {}

    /** The folder named by {@code strata.shared}, or {@code ../../shared} from the module; not checked. */
    public static Path configured() {
        String p = System.getProperty("strata.shared");
        return (p == null || p.isBlank() ? Path.of("..", "..", "shared") : Path.of(p)).toAbsolutePath().normalize();
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
}
