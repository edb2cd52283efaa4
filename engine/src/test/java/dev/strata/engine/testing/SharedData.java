package dev.strata.engine.testing;

import dev.strata.engine.data.DataPack;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assertions;

/** Locates the read-only vanilla data and fixtures in {@code ../shared} (system property {@code strata.shared}). */
public final class SharedData {
    private static DataPack vanilla;

    private SharedData() {}

    /** The shared folder; fails the test (never skips it) when missing, since parity is the point of these tests. */
    public static Path root() {
        String p = System.getProperty("strata.shared", "../shared");
        Path path = Path.of(p).toAbsolutePath().normalize();
        if (!Files.isDirectory(path)) {
            Path alt = Path.of("..", "..", "shared").toAbsolutePath().normalize();
            if (Files.isDirectory(alt)) return alt;
            Assertions.fail("vanilla data not found at " + path + " (set -Dstrata.shared=...)");
        }
        return path;
    }

    public static Path vanillaFolder() {
        return root().resolve("vanilla/26.2");
    }

    public static synchronized DataPack vanilla() {
        if (vanilla == null) vanilla = DataPack.open(vanillaFolder());
        return vanilla;
    }

    public static Path fixture(String relative) {
        return root().resolve("fixtures/vanilla-26.2").resolve(relative);
    }
}
