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
     * Whether {@code p} is a pack that goes into a world's {@code datapacks/}: a data pack (a folder or zip with
     * {@code pack.mcmeta}), not the game's own data (the server jar, which holds one too).
     *
     * @throws IOException if a zip cannot be read
     */
    static boolean isWorldPack(Path p) throws IOException {
        return !isServerJar(p) && WorldDimensions.isDataPack(p);
    }

    /** Whether {@code p} is a server jar (a file named {@code *.jar}, in any case), the game's own data. */
    private static boolean isServerJar(Path p) {
        return Files.isRegularFile(p) && p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".jar");
    }

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
        List<String> enabled = new ArrayList<>(), disabled = new ArrayList<>();
        if (Files.isRegularFile(world.resolve("level.dat"))) readPackLists(world.resolve("level.dat"), enabled, disabled);
        // the game does not use a pack its level.dat disables, so a run need not either (requireOrderAmongPacks refuses one given)
        List<Path> needed = held.stream().filter(p -> !p.getFileName().toString().equals(DEMO) && !disabled.contains("file/" + p.getFileName()))
                .toList();
        // only a data pack can equal a world's pack: the game's data (a server jar, a folder without pack.mcmeta) is
        // never hashed
        List<Path> given = new ArrayList<>();
        if (dataPacks != null) {
            for (Path p : dataPacks) if (isWorldPack(p)) given.add(p);
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
     * A level.dat without the list (older or hand-made worlds) is held to the new world's rule. Then the world's own
     * packs among {@code --data}: in the order the game stacks them, none it disables ({@link #requireOrderAmongPacks};
     * the order is not checked in a world with a pack below the game's data).
     *
     * @param levelDat the world's level.dat (gzip NBT); an unreadable one is the caller's error, reported before
     */
    static void requireWorldOrder(Path levelDat, List<Path> dataPacks) throws IOException {
        if (dataPacks == null || dataPacks.isEmpty()) return;
        boolean below = enablesAPackBelowTheGame(levelDat);
        if (!below && dataPacks.size() > 1) requireGameOrder(dataPacks);
        requireOrderAmongPacks(levelDat, dataPacks, !below);
    }

    /**
     * Refuses the world's own data packs given in another order than the game stacks them, or one the world disables.
     * The game's order, bottom first (game: {@code MinecraftServer.configurePackRepository}, then
     * {@code PackRepository.setSelected}, which keeps the order it is given): the packs {@code Data.DataPacks.Enabled}
     * lists, in its order, then the packs of {@code datapacks/} it neither lists nor disables, by id ({@code file/} and
     * the file or folder name), which the game adds when it next starts; a later pack overrides an earlier one's files.
     * {@code --data} lists the top first, so its data packs must come in the reverse of that order. A pack on
     * {@code Disabled} is not used by the game at all (exit {@link ExitCodes#CONFLICT}); a wrong order is a usage error
     * (exit {@link ExitCodes#USAGE}) whose message gives the order to use.
     */
    static void requireOrderAmongPacks(Path levelDat, List<Path> dataPacks, boolean checkOrder) throws IOException {
        List<Path> given = new ArrayList<>();
        for (Path p : dataPacks) if (isWorldPack(p)) given.add(p);
        if (given.isEmpty()) return;
        Path folder = levelDat.toAbsolutePath().getParent().resolve("datapacks");
        java.util.Map<String, String> heldByHash = new java.util.HashMap<>();
        List<String> heldIds = new ArrayList<>();
        if (Files.isDirectory(folder)) {
            try (Stream<Path> s = Files.list(folder)) {
                for (Path p : s.filter(p -> Files.isDirectory(p) || p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".zip"))
                        .sorted().toList()) {
                    String id = "file/" + p.getFileName();
                    heldIds.add(id);
                    heldByHash.putIfAbsent(DataPackHash.of(p), id);
                }
            }
        }
        List<String> enabled = new ArrayList<>(), disabled = new ArrayList<>();
        readPackLists(levelDat, enabled, disabled);
        List<String> order = gameOrder(heldIds, enabled, disabled);
        List<String> ids = new ArrayList<>();
        for (Path p : given) {
            String id = heldByHash.get(DataPackHash.of(p));
            if (id == null) return; // not the world's: requireSame names it
            if (!order.contains(id)) {
                throw new StrataCliException(ExitCodes.CONFLICT, "--data " + p + " is the world's " + id + ", which its level.dat disables: "
                        + "the game does not generate with it, so chunks made with it would not match the ones it adds. Leave it out, "
                        + "or enable it in the game first (/datapack enable \"" + id + "\").");
            }
            ids.add(id);
        }
        if (!checkOrder) return;
        boolean ordered = true;
        for (int i = 1; i < ids.size(); i++) if (order.indexOf(ids.get(i - 1)) < order.indexOf(ids.get(i))) ordered = false;
        if (ordered) return;
        List<Path> wanted = new ArrayList<>(given);
        wanted.sort((a, b) -> Integer.compare(order.indexOf(ids.get(given.indexOf(b))), order.indexOf(ids.get(given.indexOf(a)))));
        StringBuilder fix = new StringBuilder();
        for (Path p : wanted) fix.append(" --data ").append(GeneratorOptions.quote(p.toString()));
        List<String> shown = new ArrayList<>(order);
        shown.retainAll(ids);
        throw new StrataCliException(ExitCodes.USAGE, "--data gives the world's data packs in another order than the game stacks them: "
                + "the game puts " + String.join(", then ", shown) + " on top of each other, the last on top (the order its level.dat "
                + "enables them in, then the packs it does not list, by name), so chunks made with this order would not match the ones "
                + "it adds. Give them top first, before the game's data:" + fix + " --data <the game's data>.");
    }

    /**
     * The order the game stacks a world's {@code file/} packs in, bottom first: {@code enabled}'s (those the world
     * holds), then the held packs neither list names, sorted by id.
     */
    static List<String> gameOrder(List<String> heldIds, List<String> enabled, List<String> disabled) {
        List<String> order = new ArrayList<>();
        for (String id : enabled) if (heldIds.contains(id) && !order.contains(id)) order.add(id);
        List<String> rest = new ArrayList<>();
        for (String id : heldIds) if (!order.contains(id) && !disabled.contains(id)) rest.add(id);
        rest.sort(null);
        order.addAll(rest);
        return order;
    }

    /** level.dat's {@code Data.DataPacks.Enabled} and {@code Disabled}, into the lists (left empty when absent). */
    static void readPackLists(Path levelDat, List<String> enabled, List<String> disabled) throws IOException {
        net.kyori.adventure.nbt.CompoundBinaryTag root = dev.strata.regionio.nbt.NbtIO.readGzipFile(levelDat);
        if (!(root.get("Data") instanceof net.kyori.adventure.nbt.CompoundBinaryTag data)) return;
        if (!(data.get("DataPacks") instanceof net.kyori.adventure.nbt.CompoundBinaryTag packs)) return;
        for (var e : List.of(java.util.Map.entry("Enabled", enabled), java.util.Map.entry("Disabled", disabled))) {
            if (!(packs.get(e.getKey()) instanceof net.kyori.adventure.nbt.ListBinaryTag list)) continue;
            for (net.kyori.adventure.nbt.BinaryTag t : list) if (t instanceof net.kyori.adventure.nbt.StringBinaryTag name) e.getValue().add(name.value());
        }
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
     * them. The order among several packs is checked for an existing world ({@link #requireOrderAmongPacks}); a new world's
     * level.dat enables them in the order given ({@code generate}).
     */
    static void requireGameOrder(List<Path> dataPacks) throws IOException {
        if (dataPacks == null) return;
        Path gameData = null;
        for (Path p : dataPacks) {
            boolean pack = isWorldPack(p);
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
