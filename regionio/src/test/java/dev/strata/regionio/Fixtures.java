package dev.strata.regionio;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Locates the read-only shared fixtures (system property {@code strata.shared}, set by surefire). */
public final class Fixtures {
    private Fixtures() {}

    /** {@code <shared>/fixtures/regions}; skips the test when the shared data is not there. */
    public static Path regions() {
        String shared = System.getProperty("strata.shared", "../../shared");
        Path p = Path.of(shared).resolve("fixtures/regions");
        assumeTrue(Files.isDirectory(p), "shared fixtures not found at " + p);
        return p;
    }

    /** Every file under the regions fixtures whose name ends with {@code suffix}, sorted. */
    public static List<Path> files(String suffix) throws IOException {
        try (Stream<Path> s = Files.walk(regions())) {
            return s.filter(Files::isRegularFile).filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList();
        }
    }
}
