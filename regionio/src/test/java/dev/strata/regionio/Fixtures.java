package dev.strata.regionio;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import dev.strata.regionio.testing.SharedFolder;

/**
 * regionio's locator of the world files collected from public projects ({@code <shared>/fixtures/regions}), by the
 * rule of {@link SharedFolder}: skipped with one line for the module when missing, failed under
 * {@code strata.requireShared} (CI).
 */
public final class Fixtures {
    private Fixtures() {}

    /** {@code <shared>/fixtures/regions}; skips the test (fails it under {@code strata.requireShared}) when missing. */
    public static Path regions() {
        return SharedFolder.require(SharedFolder.configured().resolve("fixtures/regions"));
    }

    /** Every file under the regions fixtures whose name ends with {@code suffix}, sorted. */
    public static List<Path> files(String suffix) throws IOException {
        try (Stream<Path> s = Files.walk(regions())) {
            return s.filter(Files::isRegularFile).filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList();
        }
    }
}
