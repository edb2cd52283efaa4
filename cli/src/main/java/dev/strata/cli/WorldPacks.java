package dev.strata.cli;

import dev.strata.engine.checkpoint.DataPackHash;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/**
 * An existing world's own data packs ({@code <world>/datapacks/}) against the packs a run generates with: the game
 * finishes the world (and generates everything outside the pregenerated area) with the world's packs, so a run
 * without one of them would write terrain that does not match the rest of the world at every border.
 *
 * <p>A world pack counts as used when a {@code --data} pack has the same content ({@link DataPackHash}: relative
 * paths and bytes, a zip and a folder alike). Strata's own demo pack ({@code strata-demo}) is checked where the
 * world's generator settings are bound ({@link WorldDimensions#explainLoadFailure}).
 */
final class WorldPacks {
    /** The folder name Strata gives its demo pack in a world. */
    static final String DEMO = "strata-demo";

    private WorldPacks() {}

    /**
     * Refuses (exit {@link ExitCodes#CONFLICT}) a run on an existing world whose {@code datapacks/} holds a pack that
     * none of {@code dataPacks} (null or empty: the demo pack) matches, naming the packs and the way forward.
     */
    static void requireUsed(Path world, List<Path> dataPacks) throws IOException {
        Path folder = world.resolve("datapacks");
        if (!Files.isDirectory(folder)) return;
        List<Path> packs;
        try (Stream<Path> s = Files.list(folder)) {
            packs = s.filter(p -> Files.isDirectory(p) || p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".zip"))
                    .filter(p -> !p.getFileName().toString().equals(DEMO)).sorted().toList();
        }
        if (packs.isEmpty()) return;
        Set<String> used = new HashSet<>();
        if (dataPacks != null) for (Path p : dataPacks) used.add(DataPackHash.of(p));
        List<String> missing = new ArrayList<>();
        for (Path p : packs) if (!used.contains(DataPackHash.of(p))) missing.add(p.getFileName().toString());
        if (missing.isEmpty()) return;
        StringBuilder add = new StringBuilder();
        for (String m : missing) add.append(" --data ").append(GeneratorOptions.quote(folder.resolve(m).toString()));
        throw new StrataCliException(ExitCodes.CONFLICT, world + " has data packs this run would not generate with: "
                + String.join(", ", missing) + " (in " + folder + "). The game generates the rest of the world with them, so "
                + "chunks made without them would not match at every border. Add them, on top of the game's data, as the "
                + "world enables them:" + add + (dataPacks == null || dataPacks.isEmpty() ? " --data <server.jar>" : " ...")
                + "; a pack that does not change world generation may also be moved out of datapacks/.");
    }
}
