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

    private static DataPack vanilla261;

    /**
     * The vanilla 26.2 data under a one-file overlay ({@code packs/release-26.1} on the test class path) whose
     * overworld parameter list names {@code strata:overworld_26_1}: the biome list of the game 26.1, which made the
     * hashes in {@code fixtures/vanilla-hashes-13579}. 26.2 added the {@code sulfur_caves} biome; with it, the
     * overworld's biomes (where sulfur caves appear) and its global feature order differ from 26.1's.
     *
     * <p>The overlay also holds 26.1's placements of {@code flower_default} and {@code flower_warm}: one flower per
     * chosen chunk, where 26.2 plants a patch of 64 tries around it. Comparing the 26.1 data pack (SteelMC's copy at
     * tn-lorenz/SteelMC 8a8a85ad3^, {@code build_assets/builtin_datapacks}) with 26.2's, these two are the only
     * placed features whose difference changes blocks outside the dripstone rework; without them savanna cluster 21
     * of {@code SteelMc261FeatureHashTest} matches 86 of 100 instead of 100.
     */
    public static synchronized DataPack vanilla261() {
        if (vanilla261 == null) {
            vanilla261 = DataPack.layered(java.util.List.of(
                    DataPack.fromClasspath(SharedData.class.getClassLoader(), "packs/release-26.1/"), vanilla()));
        }
        return vanilla261;
    }

    /** {@code <shared>/fixtures/vanilla-26.2/<relative>}; skips when that file is missing. */
    public static Path fixture(String relative) {
        return SharedFolder.require(root().resolve("fixtures/vanilla-26.2").resolve(relative));
    }
}
