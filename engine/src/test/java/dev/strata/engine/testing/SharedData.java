package dev.strata.engine.testing;

import dev.strata.engine.data.DataPack;
import java.nio.file.Path;
import dev.strata.regionio.testing.SharedFolder;

/**
 * The engine's locator of the shared ground-truth folder: Mojang's vanilla 26.2 data ({@code vanilla/26.2}) and the
 * fixtures the game produced ({@code fixtures/}), by the rule of {@link SharedFolder}: skipped with one line for the
 * module when missing, failed under {@code strata.requireShared} (CI).
 */
public final class SharedData {
    private static DataPack vanilla;

    private SharedData() {}

    /** The shared folder; skips the calling test (fails it under {@code strata.requireShared}) when missing. */
    public static Path root() {
        Path root = SharedFolder.configured();
        SharedFolder.require(root.resolve("vanilla/26.2"));
        SharedFolder.require(root.resolve("fixtures"));
        return root;
    }

    /** {@code <shared>/vanilla/26.2}: the game's data, unpacked from the 26.2 server jar. */
    public static Path vanillaFolder() {
        return root().resolve("vanilla/26.2");
    }

    /** The vanilla data pack, loaded once. */
    public static synchronized DataPack vanilla() {
        if (vanilla == null) vanilla = DataPack.open(vanillaFolder());
        return vanilla;
    }

    /** {@code <shared>/fixtures/vanilla-26.2/<relative>}; skips when that file is missing. */
    public static Path fixture(String relative) {
        return SharedFolder.require(root().resolve("fixtures/vanilla-26.2").resolve(relative));
    }
}
