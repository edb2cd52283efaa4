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
        check(world, dataPacks, false);
    }

    /**
     * {@link #requireUsed}, and the other way round: refuses (exit {@link ExitCodes#CONFLICT}) a data pack (a folder or
     * zip with {@code pack.mcmeta}, not the game's data) among {@code dataPacks} that the world's {@code datapacks/}
     * does not hold: the game finishes the world without it, so the chunks it shaped would not match their
     * neighbours. Copying it into {@code datapacks/} first makes the game use it too. Each pack is hashed once.
     */
    static void requireSame(Path world, List<Path> dataPacks) throws IOException {
        check(world, dataPacks, true);
    }

    private static void check(Path world, List<Path> dataPacks, boolean noOthers) throws IOException {
        Path folder = world.resolve("datapacks");
        List<Path> held = new ArrayList<>();
        if (Files.isDirectory(folder)) {
            try (Stream<Path> s = Files.list(folder)) {
                held.addAll(s.filter(p -> Files.isDirectory(p) || p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".zip"))
                        .sorted().toList());
            }
        }
        List<Path> needed = held.stream().filter(p -> !p.getFileName().toString().equals(DEMO)).toList();
        // only a data pack can equal a world's pack: the game's data (a server jar, a folder without pack.mcmeta) is
        // never hashed
        List<Path> given = new ArrayList<>();
        if (dataPacks != null) {
            for (Path p : dataPacks) if (!GenerateCommand.isServerJar(p) && WorldDimensions.isDataPack(p)) given.add(p);
        }
        if (needed.isEmpty() && (!noOthers || given.isEmpty())) return;
        List<String> givenHashes = new ArrayList<>();
        for (Path p : given) givenHashes.add(DataPackHash.of(p));
        Set<String> heldHashes = new HashSet<>();
        List<String> missing = new ArrayList<>();
        for (Path p : held) {
            String h = DataPackHash.of(p);
            heldHashes.add(h);
            if (needed.contains(p) && !givenHashes.contains(h)) missing.add(p.getFileName().toString());
        }
        if (!missing.isEmpty()) {
            StringBuilder add = new StringBuilder();
            for (String m : missing) add.append(" --data ").append(GeneratorOptions.quote(folder.resolve(m).toString()));
            throw new StrataCliException(ExitCodes.CONFLICT, world + " has data packs this run would not generate with: "
                    + String.join(", ", missing) + " (in " + folder + "). The game generates the rest of the world with them, so "
                    + "chunks made without them would not match at every border. Add them, on top of the game's data, as the "
                    + "world enables them:" + add + (dataPacks == null || dataPacks.isEmpty() ? " --data <server.jar>" : " ...")
                    + "; a pack that does not change world generation may also be moved out of datapacks/.");
        }
        if (!noOthers) return;
        for (int i = 0; i < given.size(); i++) {
            if (heldHashes.contains(givenHashes.get(i))) continue;
            Path p = given.get(i);
            throw new StrataCliException(ExitCodes.CONFLICT, "--data " + p + " is a data pack " + world + " does not have (its "
                    + folder + " holds no copy of it). The game would generate the rest of the world without it, so chunks made "
                    + "with it would not match their neighbours. Copy it into " + folder + " first (the game then enables it too), "
                    + "or leave it out.");
        }
    }

    /**
     * {@link #requireGameOrder} for an existing world, unless its level.dat enables a pack below the game's data: the
     * game stacks the packs of {@code Data.DataPacks.Enabled} in that list's order, the first lowest, and a world
     * normally lists {@code vanilla} first (every pack on top of it), as the game does for a new world. A world whose
     * list puts a {@code file/} pack before {@code vanilla} (the game's {@code /datapack enable ... first}) is not
     * checked: which {@code --data} pack that is would need its name, and the rule above does not hold there.
     * A level.dat without the list (older or hand-made worlds) is held to the new world's rule.
     *
     * @param levelDat the world's level.dat (gzip NBT); an unreadable one is the caller's error, reported before
     */
    static void requireWorldOrder(Path levelDat, List<Path> dataPacks) throws IOException {
        if (dataPacks == null || dataPacks.size() < 2) return;
        if (!enablesAPackBelowTheGame(levelDat)) requireGameOrder(dataPacks);
    }

    /** Whether level.dat's {@code Data.DataPacks.Enabled} lists a pack before {@code vanilla}. */
    static boolean enablesAPackBelowTheGame(Path levelDat) throws IOException {
        net.kyori.adventure.nbt.CompoundBinaryTag root = dev.strata.regionio.nbt.NbtIO.readGzipFile(levelDat);
        if (!(root.get("Data") instanceof net.kyori.adventure.nbt.CompoundBinaryTag data)) return false;
        if (!(data.get("DataPacks") instanceof net.kyori.adventure.nbt.CompoundBinaryTag packs)) return false;
        if (!(packs.get("Enabled") instanceof net.kyori.adventure.nbt.ListBinaryTag enabled)) return false;
        for (net.kyori.adventure.nbt.BinaryTag t : enabled) {
            if (!(t instanceof net.kyori.adventure.nbt.StringBinaryTag name)) continue;
            if (name.value().equals("vanilla")) return false;
            if (name.value().startsWith("file/")) return true;
        }
        return false;
    }

    /**
     * Refuses (exit {@link ExitCodes#USAGE}) {@code --data} in an order the game would not use for a new world: the game
     * enables the packs of a world's {@code datapacks/} that its level.dat does not list on top of its own data, so a
     * data pack (a folder or zip with {@code pack.mcmeta}, copied into the new world) given below the game's data (a
     * server jar, or a data folder without {@code pack.mcmeta}) would make chunks that differ from the game's around
     * them. The order among several packs is not checked (the game enables unlisted packs by their names).
     */
    static void requireGameOrder(List<Path> dataPacks) throws IOException {
        if (dataPacks == null) return;
        Path gameData = null;
        for (Path p : dataPacks) {
            boolean pack = !GenerateCommand.isServerJar(p) && WorldDimensions.isDataPack(p);
            if (!pack) {
                if (gameData == null) gameData = p;
                continue;
            }
            if (gameData != null) {
                throw new StrataCliException(ExitCodes.USAGE, "--data " + p + " is a data pack given below " + gameData
                        + ", the game's data. The game enables a world's data packs on top of its own data (its level.dat lists "
                        + "vanilla first), so chunks made with this order would not match the ones it generates around them. "
                        + "Give the data packs first: --data "
                        + GeneratorOptions.quote(p.toString()) + " --data " + GeneratorOptions.quote(gameData.toString()) + ".");
            }
        }
    }
}
