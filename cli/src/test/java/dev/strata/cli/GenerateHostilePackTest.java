package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.regionio.world.LevelDat;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code strata generate} with broken or hostile data packs layered over the vanilla data: everything is refused
 * before the world is created (exit 3, naming the file and JSON path), and a zip pack is copied into a new world as a
 * folder pack is.
 */
class GenerateHostilePackTest {
    private static String vanilla() {
        return CliTesting.shared().resolve("vanilla/26.2").toString();
    }

    private static Run generate(Path world, Path pack, String... extra) {
        String[] base = {"generate", "--world", world.toString(), "--data", pack.toString(), "--data", vanilla(), "--seed", "0",
                "--radius", "0", "--until", "noise", "--workers", "1", "--quiet"};
        String[] a = new String[base.length + extra.length];
        System.arraycopy(base, 0, a, 0, base.length);
        System.arraycopy(extra, 0, a, base.length, extra.length);
        return run(a);
    }

    private static Path folder(Path dir, String rel, String text) throws IOException {
        Path pack = dir.resolve("pack");
        Files.createDirectories(pack.resolve("data"));
        Files.writeString(pack.resolve("pack.mcmeta"), "{\"pack\": {\"description\": \"t\", \"pack_format\": 100}}");
        Path f = pack.resolve(rel);
        Files.createDirectories(f.getParent());
        Files.writeString(f, text);
        return pack;
    }

    /** The cases that used to write the world, then stop with exit 130 on "unreadable chunks". */
    @Test
    void aPackThatCannotBindFailsBeforeTheWorldIsCreated(@TempDir Path dir) throws IOException {
        String[][] cases = {
            {"data/minecraft/worldgen/noise/ridge.json", "{\"amplitudes\": [], \"firstOctave\": -7}",
                "worldgen/noise/ridge.json: amplitudes: a noise needs at least one amplitude"},
            {"data/minecraft/worldgen/density_function/overworld/ridges.json",
                "{\"type\": \"minecraft:noise\", \"noise\": \"minecraft:nope\", \"xz_scale\": 1, \"y_scale\": 1}",
                "worldgen/density_function/overworld/ridges.json: noise: unknown noise \"minecraft:nope\""},
            {"data/minecraft/dimension_type/overworld.json", "{\"min_y\": 0, \"height\": 256, \"logical_height\": 256}",
                "data/minecraft/dimension_type/overworld.json: the dimension's extent (min_y 0, height 256) does not contain"},
        };
        for (int i = 0; i < cases.length; i++) {
            Path d = Files.createDirectories(dir.resolve("case" + i));
            Path world = d.resolve("w");
            Run r = generate(world, folder(d, cases[i][0], cases[i][1]));
            assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
            assertTrue(r.err().contains(cases[i][2]), r.err());
            assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
            assertFalse(Files.exists(world), "nothing written: " + world);
        }
    }

    /**
     * Issues 19 and 13, bad input: a broken carver, placed or configured feature, structure, template pool, processor
     * list or structure template is refused with its file and JSON (or NBT) path before anything is written, when the
     * run reaches the steps that read them.
     */
    @Test
    void aBrokenFeatureCarverOrStructureFailsBeforeTheWorldIsCreated(@TempDir Path dir) throws IOException {
        String[][] cases = {
            {"data/minecraft/worldgen/configured_feature/ore_diamond_small.json", "{\"type\": \"minecraft:nope\", \"config\": {}}",
                "worldgen/configured_feature/ore_diamond_small.json"},
            {"data/minecraft/worldgen/placed_feature/ore_diamond.json",
                "{\"feature\": \"minecraft:ore_diamond_small\", \"placement\": [{\"type\": \"minecraft:count\", \"count\": \"many\"}]}",
                "worldgen/placed_feature/ore_diamond.json"},
            // a misspelt modifier type: named as unknown, with the game's types to choose from
            {"data/minecraft/worldgen/placed_feature/ore_gold.json",
                "{\"feature\": \"minecraft:ore_gold\", \"placement\": [{\"type\": \"minecraft:count\", \"count\": 4}, {\"type\": \"minecraft:in_squar\"}]}",
                "worldgen/placed_feature/ore_gold.json: placement[1].type: unknown placement modifier type minecraft:in_squar (the game 26.2 has: count,"},
            {"data/minecraft/worldgen/configured_carver/cave.json", "{\"type\": \"minecraft:cave\", \"config\": {\"probability\": 2}}",
                "worldgen/configured_carver/cave.json"},
            {"data/minecraft/worldgen/structure/igloo.json", "{\"type\": \"minecraft:igloo\", \"biomes\": 5}",
                "worldgen/structure/igloo.json"},
            {"data/minecraft/worldgen/template_pool/village/plains/town_centers.json",
                "{\"fallback\": \"minecraft:empty\", \"elements\": [{\"weight\": 1, \"element\": {\"element_type\": \"minecraft:nope\"}}]}",
                "worldgen/template_pool/village/plains/town_centers.json"},
            {"data/minecraft/worldgen/processor_list/mossify_10_percent.json", "{\"processors\": [{\"processor_type\": \"minecraft:nope\"}]}",
                "worldgen/processor_list/mossify_10_percent.json"},
            {"data/minecraft/structure/igloo/top.nbt", "not a structure template", "structure/igloo/top.nbt"},
        };
        for (int i = 0; i < cases.length; i++) {
            Path d = Files.createDirectories(dir.resolve("case" + i));
            Path world = d.resolve("w");
            Run r = run("generate", "--world", world.toString(), "--data", folder(d, cases[i][0], cases[i][1]).toString(), "--data", vanilla(),
                    "--seed", "0", "--radius", "0", "--until", "features", "--workers", "1", "--quiet");
            assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
            assertTrue(r.err().contains(cases[i][2]), r.err());
            assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
            assertFalse(Files.exists(world), "nothing written: " + world);
        }
    }

    /**
     * Issue 14: a misspelt key names both the missing field and the key found instead, with file and JSON path; with
     * several --data the message names the pack the file was read from, by its absolute path even when it was given as
     * a relative one; nothing is written.
     */
    @Test
    void aMisspeltKeyIsNamedWithThePackItWasReadFrom(@TempDir Path dir) throws IOException {
        Path pack = folder(dir, "data/minecraft/worldgen/placed_feature/ore_gold.json",
                "{\"featur\": \"minecraft:ore_gold\", \"placement\": []}");
        Path relative = Path.of("").toAbsolutePath().relativize(pack);
        Path world = dir.resolve("w");
        Run r = run("generate", "--world", world.toString(), "--data", relative.toString(), "--data", vanilla(),
                "--seed", "0", "--radius", "0", "--until", "features", "--workers", "1", "--quiet");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("data/minecraft/worldgen/placed_feature/ore_gold.json: missing field \"feature\"; unknown key "
                + "\"featur\" here (did you mean \"feature\"?) (read from --data " + pack + ")"), r.err());
        assertFalse(Files.exists(world), "nothing written: " + world);

        // a file of the game's data, named without its namespace folder by the noise reader: found under data/minecraft/
        Path noise = folder(Files.createDirectories(dir.resolve("n")), "data/minecraft/worldgen/noise/ridge.json",
                "{\"amplitudes\": [], \"firstOctave\": -7}");
        r = generate(world, noise);
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("worldgen/noise/ridge.json: amplitudes: a noise needs at least one amplitude (read from --data "
                + noise + ")"), r.err());
        assertFalse(Files.exists(world), "nothing written: " + world);
    }

    /**
     * Walkthrough finding: with a single --data the message about a malformed file did not name the pack (with two it
     * did). A copy of the game's data with one noise broken, given alone: the message names it by its absolute path.
     */
    @Test
    void aMalformedFileOfTheOnePackGivenNamesThePack(@TempDir Path dir) throws IOException {
        Path copy = dir.resolve("data-copy");
        Path source = Path.of(vanilla());
        try (var files = Files.walk(source)) {
            for (Path f : files.toList()) {
                Path to = copy.resolve(source.relativize(f).toString());
                if (Files.isDirectory(f)) Files.createDirectories(to);
                else Files.copy(f, to);
            }
        }
        Files.writeString(copy.resolve("data/minecraft/worldgen/noise/ridge.json"), "{\"amplitudes\": [], \"firstOctave\": -7}");
        Path world = dir.resolve("w");
        Run r = run("generate", "--world", world.toString(), "--data", copy.toString(), "--seed", "0", "--radius", "0",
                "--until", "noise", "--workers", "1", "--quiet");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("worldgen/noise/ridge.json: amplitudes: a noise needs at least one amplitude (read from --data "
                + copy.toAbsolutePath().normalize() + ")"), r.err());
        Run dump = run("dump-chunk", "--data", copy.toString(), "--seed", "0", "--chunk", "0,0", "--step", "noise");
        assertEquals(ExitCodes.BAD_INPUT, dump.code(), dump.err());
        assertTrue(dump.err().contains("(read from --data " + copy.toAbsolutePath().normalize() + ")"), dump.err());
    }

    /** Issue 14: a folder that is no data pack but holds one (vanilla/ holding 26.2/) is refused with the path to give. */
    @Test
    void aFolderHoldingAPackNamesIt(@TempDir Path dir) {
        Path world = dir.resolve("w");
        Path parent = CliTesting.shared().resolve("vanilla").toAbsolutePath().normalize();
        Run r = run("generate", "--world", world.toString(), "--data", parent.toString(), "--seed", "0", "--radius", "0", "--quiet");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains(parent + ": not a data pack folder (no data/ folder inside); it holds a data pack one level down: "
                + "--data " + parent.resolve("26.2")), r.err());
        assertFalse(Files.exists(world), "nothing written: " + world);
    }

    /**
     * Walkthrough finding (session 19): a server's folder given as --data is refused with its jar named, the path to
     * give; an empty jar beside it is not suggested (session 21).
     */
    @Test
    void aServerFolderNamesItsJar(@TempDir Path dir) throws IOException {
        Path server = Files.createDirectories(dir.resolve("server"));
        Files.writeString(server.resolve("server.properties"), "level-name=world\n");
        Files.write(server.resolve("server.jar"), new byte[] {0});
        Files.write(server.resolve("broken-download.jar"), new byte[0]); // empty: not suggested
        Path world = dir.resolve("w");
        Run r = run("generate", "--world", world.toString(), "--data", server.toString(), "--seed", "0", "--radius", "0", "--quiet");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains(server + ": not a data pack folder (no data/ folder inside); it holds a jar: for the game's data "
                + "give the server jar itself, --data " + server.resolve("server.jar")), r.err());
        assertFalse(Files.exists(world), "nothing written: " + world);
    }

    /**
     * Walkthrough finding (session 20): a folder of worlds given as --data was said to hold "data packs one level
     * down" (a world has a data/ folder too), and a world given as --data failed later for want of a dimension.
     */
    @Test
    void worldsAreNotTakenForPacks(@TempDir Path dir) throws IOException {
        Path saves = Files.createDirectories(dir.resolve("saves"));
        Path a = Files.createDirectories(saves.resolve("a/data"));
        Files.write(saves.resolve("a/level.dat"), new byte[] {0});
        Run folder = run("generate", "--world", dir.resolve("w").toString(), "--data", saves.toString(), "--seed", "0", "--radius", "0", "--quiet");
        assertEquals(ExitCodes.BAD_INPUT, folder.code(), folder.err());
        assertFalse(folder.err().contains("one level down"), folder.err());
        Run world = run("generate", "--world", dir.resolve("w").toString(), "--data", a.getParent().toString(), "--seed", "0", "--radius", "0", "--quiet");
        assertEquals(ExitCodes.BAD_INPUT, world.code(), world.err());
        assertTrue(world.err().contains(a.getParent() + ": a world folder (it holds level.dat), not a data pack: give the world with --world"),
                world.err());
        assertFalse(Files.exists(dir.resolve("w")), "nothing written");
    }

    @Test
    void aSymlinkInAPackIsRefusedBeforeTheWorldIsCreated(@TempDir Path dir) throws IOException {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "secret");
        Path pack = folder(dir, "data/minecraft/tags/x.json", "{}");
        Files.createSymbolicLink(pack.resolve("data/minecraft/leak.txt"), secret);
        Path world = dir.resolve("w");
        Run r = generate(world, pack);
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("data/minecraft/leak.txt: symbolic link to " + secret), r.err());
        assertFalse(Files.exists(world));
    }

    @Test
    void aSettingsIdLeavingItsFolderIsRefused(@TempDir Path dir) throws IOException {
        Path world = dir.resolve("w");
        Run r = generate(world, folder(dir, "data/minecraft/tags/x.json", "{}"), "--settings", "minecraft:../../dimension_type/overworld");
        assertEquals(ExitCodes.USAGE, r.code(), r.err());
        assertTrue(r.err().contains("--settings"), r.err());
        assertFalse(Files.exists(world));
    }

    @Test
    void aZipPackIsCopiedIntoTheNewWorld(@TempDir Path dir) throws IOException {
        Path zip = zipPack(dir.resolve("terrain.zip"), "data/minecraft/worldgen/noise/ridge.json", "{\"amplitudes\": [1.0, 1.0], \"firstOctave\": -6}");
        Path world = dir.resolve("w");
        Run r = generate(world, zip);
        assertEquals(ExitCodes.OK, r.code(), r.err());
        Path copied = world.resolve("datapacks/terrain.zip");
        assertTrue(Files.isRegularFile(copied), "the zip is copied as it is");
        assertArrayEquals(Files.readAllBytes(zip), Files.readAllBytes(copied));
        // the vanilla data folder (no pack.mcmeta) is not a pack to copy
        try (var s = Files.list(world.resolve("datapacks"))) {
            assertEquals(1, s.count());
        }
    }

    /** With several --data, every pack is copied (not only the first), and the server data is not. */
    @Test
    void everyPackOfSeveralIsCopied(@TempDir Path dir) throws IOException {
        Path zip = zipPack(dir.resolve("a.zip"), "data/a/tags/x.json", "{}");
        Path folder = folder(dir, "data/b/tags/y.json", "{}");
        Path world = dir.resolve("w");
        Run r = run("generate", "--world", world.toString(), "--data", zip.toString(), "--data", folder.toString(), "--data", vanilla(),
                "--seed", "0", "--radius", "0", "--until", "noise", "--workers", "1", "--quiet");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertArrayEquals(Files.readAllBytes(zip), Files.readAllBytes(world.resolve("datapacks/a.zip")));
        assertTrue(Files.isRegularFile(world.resolve("datapacks/pack/data/b/tags/y.json")));
        try (var s = Files.list(world.resolve("datapacks"))) {
            assertEquals(2, s.count());
        }
    }

    /**
     * A data pack given below the game's data is refused before the world is created: the game enables a new world's
     * packs on top of its own data, so that order would make chunks unlike the game's around them.
     */
    @Test
    void aPackBelowTheGamesDataIsRefused(@TempDir Path dir) throws IOException {
        Path pack = folder(dir, "data/minecraft/worldgen/noise/ridge.json", "{\"amplitudes\": [1.0, 1.0], \"firstOctave\": -6}");
        Path world = dir.resolve("w");
        Run r = run("generate", "--world", world.toString(), "--data", vanilla(), "--data", pack.toString(), "--seed", "0",
                "--radius", "0", "--until", "noise", "--workers", "1", "--quiet");
        assertEquals(ExitCodes.USAGE, r.code(), r.err());
        assertTrue(r.err().contains("--data " + pack + " is a data pack given below " + vanilla()), r.err());
        assertTrue(r.err().contains("Give the data packs first"), r.err());
        assertFalse(Files.exists(world), "nothing written");
    }

    /**
     * Walkthrough finding: dump-chunk took a data pack given below the game's data, which generate refuses. Every
     * command that takes several --data (dump-chunk, bench, fuzz, structures for a seed) now refuses that order alike.
     */
    @Test
    void everyCommandTakingSeveralPacksRefusesOneBelowTheGamesData(@TempDir Path dir) throws IOException {
        Path pack = folder(dir, "data/minecraft/worldgen/noise/ridge.json", "{\"amplitudes\": [1.0, 1.0], \"firstOctave\": -6}");
        String[][] commands = {
            {"dump-chunk", "--seed", "0", "--chunk", "0,0", "--step", "noise"},
            {"bench", "--seed", "0", "--chunks", "1"},
            {"fuzz", "--seeds", "1", "--chunks-per-seed", "1"},
            {"structures", "--seed", "0", "--radius", "0"},
        };
        for (String[] c : commands) {
            List<String> args = new ArrayList<>(List.of(c));
            args.addAll(List.of("--data", vanilla(), "--data", pack.toString()));
            Run r = run(args.toArray(new String[0]));
            assertEquals(ExitCodes.USAGE, r.code(), c[0] + ": " + r.out() + r.err());
            assertTrue(r.err().contains("--data " + pack + " is a data pack given below " + vanilla()), c[0] + ": " + r.err());
        }
    }

    /**
     * Walkthrough finding (session 13): an existing world's pack given below the game's data was taken silently, and
     * the new chunks came out as if the pack were not there. The world's level.dat enables its packs on top of the
     * game's data (it lists {@code vanilla} first), so generate and structures refuse that order as for a new world,
     * and take it when the level.dat enables the pack below the game's data.
     */
    @Test
    void anExistingWorldsPackBelowTheGamesDataIsRefusedUnlessItsLevelDatSaysSo(@TempDir Path dir) throws IOException {
        Path pack = folder(dir, "data/minecraft/worldgen/noise/ridge.json", "{\"amplitudes\": [1.0, 1.0], \"firstOctave\": -6}");
        Path world = dir.resolve("w");
        assertEquals(0, generate(world, pack).code());
        Path held = world.resolve("datapacks/pack");
        assertTrue(Files.isDirectory(held));
        java.util.Map<Path, List<Byte>> before = files(world);
        String[][] wrongOrder = {
            {"generate", "--world", world.toString(), "--data", vanilla(), "--data", held.toString(), "--radius", "1c", "--until", "noise",
                "--workers", "1", "--quiet"},
            {"structures", "--world", world.toString(), "--data", vanilla(), "--data", held.toString(), "--radius", "0"},
        };
        for (String[] c : wrongOrder) {
            Run r = run(c);
            assertEquals(ExitCodes.USAGE, r.code(), c[0] + ": " + r.out() + r.err());
            assertTrue(r.err().contains("--data " + held + " is a data pack given below " + vanilla()), c[0] + ": " + r.err());
        }
        assertEquals(before, files(world), "nothing written");
        Run right = run("structures", "--world", world.toString(), "--data", held.toString(), "--data", vanilla(), "--radius", "0");
        assertEquals(0, right.code(), right.err());
        // the game's /datapack enable ... first: the level.dat lists the pack below vanilla, and that order is the world's
        Path levelDat = world.resolve("level.dat");
        CompoundBinaryTag root = dev.strata.regionio.nbt.NbtIO.readGzipFile(levelDat);
        CompoundBinaryTag data = root.getCompound("Data");
        CompoundBinaryTag packs = data.getCompound("DataPacks").put("Enabled", net.kyori.adventure.nbt.ListBinaryTag.builder()
                .add(net.kyori.adventure.nbt.StringBinaryTag.stringBinaryTag("file/pack"))
                .add(net.kyori.adventure.nbt.StringBinaryTag.stringBinaryTag("vanilla")).build());
        dev.strata.regionio.nbt.NbtIO.writeGzipFileAtomically(root.put("Data", data.put("DataPacks", packs)), levelDat);
        Run below = run(wrongOrder[1]);
        assertEquals(0, below.code(), below.err());
    }

    /**
     * Issue 14: the order among several data packs. A new world's level.dat enables its packs after {@code vanilla} in
     * the reverse of --data (the first given on top), so the game stacks them as the run did instead of by name. On an
     * existing world, --data must give the world's packs in the order the game stacks them (the level.dat's, then the
     * unlisted ones by name), and a pack the level.dat disables is neither required nor taken.
     */
    @Test
    void theWorldsPacksComeInTheOrderTheGameStacksThem(@TempDir Path dir) throws IOException {
        Path zip = zipPack(dir.resolve("a.zip"), "data/a/tags/x.json", "{}");
        Path folder = folder(dir, "data/b/tags/y.json", "{}"); // datapacks/pack in the world
        Path world = dir.resolve("w");
        Run made = run("generate", "--world", world.toString(), "--data", zip.toString(), "--data", folder.toString(), "--data", vanilla(),
                "--seed", "0", "--radius", "0", "--until", "noise", "--workers", "1", "--quiet");
        assertEquals(ExitCodes.OK, made.code(), made.err());
        Path levelDat = world.resolve("level.dat");
        assertEquals(List.of("vanilla", "file/pack", "file/a.zip"), enabled(levelDat), "bottom first: a.zip, given first, on top");

        String[] swapped = {"structures", "--world", world.toString(), "--data", folder.toString(), "--data", zip.toString(), "--data",
            vanilla(), "--radius", "0"};
        Run wrong = run(swapped);
        assertEquals(ExitCodes.USAGE, wrong.code(), wrong.out() + wrong.err());
        assertTrue(wrong.err().contains("the game puts file/pack, then file/a.zip on top of each other, the last on top"), wrong.err());
        assertTrue(wrong.err().contains("Give them top first, before the game's data: --data " + zip + " --data " + folder), wrong.err());
        Run gen = run("generate", "--world", world.toString(), "--data", folder.toString(), "--data", zip.toString(), "--data", vanilla(),
                "--radius", "1c", "--until", "noise", "--workers", "1", "--quiet");
        assertEquals(ExitCodes.USAGE, gen.code(), gen.out() + gen.err());
        Run right = run("structures", "--world", world.toString(), "--data", zip.toString(), "--data", folder.toString(), "--data",
                vanilla(), "--radius", "0");
        assertEquals(ExitCodes.OK, right.code(), right.err());

        // the level.dat lists a.zip below pack now (the game's /datapack enable ... before): the other order is the right one
        setPacks(levelDat, List.of("vanilla", "file/a.zip", "file/pack"), List.of());
        assertEquals(ExitCodes.OK, run(swapped).code());
        // a pack the world disables: the game does not use it, so it is not required, and refused when given
        setPacks(levelDat, List.of("vanilla", "file/pack"), List.of("file/a.zip"));
        Run disabled = run(swapped);
        assertEquals(ExitCodes.CONFLICT, disabled.code(), disabled.out() + disabled.err());
        assertTrue(disabled.err().contains("is the world's file/a.zip, which its level.dat disables"), disabled.err());
        Run without = run("structures", "--world", world.toString(), "--data", folder.toString(), "--data", vanilla(), "--radius", "0");
        assertEquals(ExitCodes.OK, without.code(), without.err());
    }

    private static List<String> enabled(Path levelDat) throws IOException {
        List<String> out = new ArrayList<>();
        for (var t : dev.strata.regionio.nbt.NbtIO.readGzipFile(levelDat).getCompound("Data").getCompound("DataPacks").getList("Enabled")) {
            out.add(((net.kyori.adventure.nbt.StringBinaryTag) t).value());
        }
        return out;
    }

    private static void setPacks(Path levelDat, List<String> enabled, List<String> disabled) throws IOException {
        CompoundBinaryTag root = dev.strata.regionio.nbt.NbtIO.readGzipFile(levelDat);
        CompoundBinaryTag data = root.getCompound("Data");
        var e = net.kyori.adventure.nbt.ListBinaryTag.builder(net.kyori.adventure.nbt.BinaryTagTypes.STRING);
        for (String id : enabled) e.add(net.kyori.adventure.nbt.StringBinaryTag.stringBinaryTag(id));
        var d = net.kyori.adventure.nbt.ListBinaryTag.builder(net.kyori.adventure.nbt.BinaryTagTypes.STRING);
        for (String id : disabled) d.add(net.kyori.adventure.nbt.StringBinaryTag.stringBinaryTag(id));
        CompoundBinaryTag packs = data.getCompound("DataPacks").put("Enabled", e.build()).put("Disabled", d.build());
        dev.strata.regionio.nbt.NbtIO.writeGzipFileAtomically(root.put("Data", data.put("DataPacks", packs)), levelDat);
    }

    /** A zip data pack holding a {@code pack.mcmeta} and one file. */
    private static Path zipPack(Path zip, String entry, String text) throws IOException {
        try (OutputStream o = Files.newOutputStream(zip); ZipOutputStream zo = new ZipOutputStream(o)) {
            zo.putNextEntry(new ZipEntry("pack.mcmeta"));
            zo.write("{\"pack\": {\"description\": \"t\", \"pack_format\": 100}}".getBytes(StandardCharsets.UTF_8));
            zo.putNextEntry(new ZipEntry(entry));
            zo.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return zip;
    }

    /** Every file of a folder tree and its bytes. */
    private static java.util.Map<Path, List<Byte>> files(Path root) throws IOException {
        java.util.Map<Path, List<Byte>> out = new java.util.TreeMap<>();
        try (var s = Files.walk(root)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                List<Byte> bytes = new ArrayList<>();
                for (byte b : Files.readAllBytes(p)) bytes.add(b);
                out.put(root.relativize(p), bytes);
            }
        }
        return out;
    }

    /** A world's own dimension keys become file names of a scratch pack: one with {@code ..} must not write outside it. */
    @Test
    void aWorldsDimensionKeyCannotWriteOutsideTheScratchPack(@TempDir Path dir) throws IOException {
        String name = "strata-escape-" + System.nanoTime();
        Path escaped = Path.of(System.getProperty("java.io.tmpdir")).resolve(name + ".json");
        Path world = dir.resolve("w");
        CompoundBinaryTag vanilla = LevelDat.vanillaDimensions();
        CompoundBinaryTag dims = vanilla.put("minecraft:../../../../../" + name, vanilla.getCompound("minecraft:overworld"));
        LevelDat.writeNew(world, "w", 0L, true, dims, 4903, "26.2");
        try {
            Run r = run("generate", "--world", world.toString(), "--data", vanilla(), "--radius", "0", "--until", "noise",
                    "--workers", "1", "--quiet");
            assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
            assertTrue(r.err().contains("dimensions: invalid identifier \"minecraft:../../../../../" + name + "\""), r.err());
            assertFalse(Files.exists(escaped), "written outside the scratch folder: " + escaped);
        } finally {
            Files.deleteIfExists(escaped);
        }
    }
}
