package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import dev.strata.regionio.world.LevelDat;
import dev.strata.regionio.world.SessionLock;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue "never harm a user's world": the world lock, worlds Strata must not write into, chunks it did not write, and
 * the repair mode. Each scenario compares the world's files or every chunk's NBT before and after.
 */
class WorldSafetyTest {

    /** {@code generate} with the demo pack; an option in {@code extra} replaces the default of the same name. */
    static String[] demo(Path world, String... extra) {
        List<String> a = new ArrayList<>(List.of("generate", "--world", world.toString(), "--seed", "0", "--radius", "1c",
                "--until", "noise", "--workers", "1", "--quiet"));
        for (int i = 0; i < extra.length; i++) {
            int at = a.indexOf(extra[i]);
            boolean valued = i + 1 < extra.length && !extra[i + 1].startsWith("--");
            if (at >= 0 && valued) {
                a.set(at + 1, extra[++i]);
            } else if (at < 0) {
                a.add(extra[i]);
                if (valued) a.add(extra[++i]);
            }
        }
        return a.toArray(new String[0]);
    }

    static Path regions(Path world) {
        return world.resolve("dimensions/minecraft/overworld/region");
    }

    /** Every file under {@code dir} with its bytes (session.lock left out: taking the lock writes it). */
    static Map<String, String> snapshot(Path dir) throws IOException {
        Map<String, String> m = new TreeMap<>();
        if (!Files.exists(dir)) return m;
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.toList()) {
                if (p.getFileName().toString().equals(SessionLock.FILE)) continue;
                m.put(dir.relativize(p).toString(), Files.isDirectory(p) ? "dir" : Arrays.toString(Files.readAllBytes(p)));
            }
        }
        return m;
    }

    /** Every chunk of a region folder as NBT, keyed by position. */
    static Map<String, CompoundBinaryTag> chunks(Path regionFolder) throws IOException {
        Map<String, CompoundBinaryTag> m = new TreeMap<>();
        try (Stream<Path> s = Files.list(regionFolder)) {
            for (Path f : s.filter(p -> p.toString().endsWith(".mca")).sorted().toList()) {
                try (RegionFile r = RegionFile.openReadOnly(f)) {
                    for (int[] c : r.chunks()) m.put(c[0] + "," + c[1], r.read(c[0], c[1]).orElseThrow());
                }
            }
        }
        return m;
    }

    // ---- 3. a running server's lock

    @Test
    void everyWritingCommandRefusesAWorldAnotherProcessHasLocked(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(demo(world)).code());
        Map<String, String> before = snapshot(world);
        Process holder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), LockHolderMain.class.getName(), world.toString()).start();
        try {
            BufferedReader in = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("locked", in.readLine());
            Run gen = run(demo(world, "--radius", "3c"));
            assertEquals(ExitCodes.CONFLICT, gen.code(), gen.err());
            assertTrue(gen.err().contains("in use"), gen.err());
            Run relight = run("relight", "--world", world.toString(), "--quiet");
            assertEquals(ExitCodes.CONFLICT, relight.code(), relight.err());
            Run convert = run("convert", "--world", world.toString(), "--compression", "none");
            assertEquals(ExitCodes.CONFLICT, convert.code(), convert.err());
            Run trim = run("trim", "--world", world.toString(), "--radius", "0");
            assertEquals(ExitCodes.CONFLICT, trim.code(), trim.err());
            Run trimDry = run("trim", "--world", world.toString(), "--radius", "0", "--dry-run");
            assertEquals(ExitCodes.CONFLICT, trimDry.code(), trimDry.err());
            assertEquals(before, snapshot(world), "nothing may change while the world is locked");
        } finally {
            holder.getOutputStream().close();
            holder.waitFor();
        }
        Run after = run(demo(world, "--radius", "2c"));
        assertEquals(ExitCodes.OK, after.code(), "the lock is free again: " + after.err());
    }

    /** What a running generate holds: convert and relight started meanwhile refuse, and the seed is decided once. */
    @Test
    void commandsRefuseAWorldThisProcessIsWriting(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(demo(world)).code());
        try (SessionLock held = SessionLock.acquire(world)) {
            assertTrue(SessionLock.isHeld(world));
            assertEquals(ExitCodes.CONFLICT, run("convert", "--world", world.toString(), "--compression", "none").code());
            assertEquals(ExitCodes.CONFLICT, run("relight", "--world", world.toString(), "--quiet").code());
            Run gen = run(demo(world, "--seed", "0"));
            assertEquals(ExitCodes.CONFLICT, gen.code(), gen.err());
            Run dry = run(demo(world, "--dry-run"));
            assertEquals(ExitCodes.CONFLICT, dry.code(), "a dry run says the world is in use: " + dry.out());
        }
        assertFalse(SessionLock.isHeld(world));
    }

    /** A new world's folder is locked before its seed is decided: a second run finds it in use, not empty. */
    @Test
    void aNewWorldIsLockedBeforeItsSeedIsChosen(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Files.createDirectories(world);
        try (SessionLock held = SessionLock.acquire(world)) {
            Run r = run("generate", "--world", world.toString(), "--radius", "0", "--until", "noise", "--quiet");
            assertEquals(ExitCodes.CONFLICT, r.code(), r.err());
        }
        assertFalse(Files.exists(world.resolve("level.dat")), "the refused run created no world");
    }

    @Test
    void aRefusedNewWorldLeavesNoFolderBehind(@TempDir Path dir) {
        Path world = dir.resolve("w");
        Run r = run("generate", "--world", world.toString(), "--radius", "0", "--settings", "minecraft:no_such_settings", "--quiet");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertFalse(Files.exists(world));
    }

    // ---- 1. chunks Strata did not write

    /**
     * A game-begun proto chunk (status structure_starts, holding a structure start) and a chunk of another data
     * version inside the area are kept byte for byte, counted by kind, and the dry run's count agrees with the run.
     */
    @Test
    void chunksTheGameBeganAreKeptAndCounted(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(demo(world)).code());
        Path r00 = regions(world).resolve("r.0.0.mca");
        try (RegionFile f = RegionFile.open(r00)) {
            CompoundBinaryTag c = f.read(0, 0).orElseThrow();
            CompoundBinaryTag start = CompoundBinaryTag.builder().putString("id", "minecraft:mineshaft").putInt("ChunkX", 0)
                    .putInt("ChunkZ", 0).put("Children", ListBinaryTag.empty()).build();
            c = c.putString("Status", "minecraft:structure_starts")
                    .put("structures", CompoundBinaryTag.builder().put("starts", CompoundBinaryTag.builder().put("minecraft:mineshaft", start).build())
                            .put("References", CompoundBinaryTag.empty()).build());
            f.write(0, 0, c, Compression.ZLIB);
        }
        Path rm1 = regions(world).resolve("r.-1.0.mca");
        try (RegionFile f = RegionFile.open(rm1)) {
            f.write(-1, 0, f.read(-1, 0).orElseThrow().putInt("DataVersion", 4671), Compression.ZLIB);
        }
        Map<String, CompoundBinaryTag> before = chunks(regions(world));
        Run dry = run(demo(world, "--radius", "3c", "--until", "surface", "--dry-run"));
        assertEquals(ExitCodes.OK, dry.code(), dry.err());
        assertTrue(dry.out().contains("already in the world: 4 of the planned chunks"), dry.out());
        assertTrue(dry.out().contains("(32 chunks of the area to write"), dry.out());
        Run r = run(demo(world, "--radius", "3c", "--until", "surface"));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("generated 32 chunks (4 already present)"), r.out());
        assertTrue(r.out().contains("kept 4 existing chunks as they were: 0 at or beyond minecraft:surface, 3 proto chunks below it, 1 of another data version"), r.out());
        Map<String, CompoundBinaryTag> after = chunks(regions(world));
        for (var e : before.entrySet()) assertEquals(e.getValue(), after.get(e.getKey()), "chunk " + e.getKey() + " must be kept");
        assertNotNull(after.get("0,0").getCompound("structures").getCompound("starts").get("minecraft:mineshaft"));
        assertEquals(36, after.size());
    }

    /** --force is the one way to replace them. */
    @Test
    void forceReplacesExistingChunks(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(demo(world)).code());
        Run r = run(demo(world, "--until", "surface", "--force"));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        try (RegionFile f = RegionFile.openReadOnly(regions(world).resolve("r.0.0.mca"))) {
            assertEquals("minecraft:surface", f.read(0, 0).orElseThrow().getString("Status"));
        }
    }

    // ---- 2 and 4b. worlds Strata must not write into

    @Test
    void aWorldWithOldLayoutRegionFilesIsRefusedWithTheWayForward(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(demo(world)).code());
        Assertions.move(regions(world), world.resolve("region"));
        Map<String, String> before = snapshot(world);
        Run r = run(demo(world, "--radius", "2c"));
        assertEquals(ExitCodes.CONFLICT, r.code(), r.err());
        assertTrue(r.err().contains("--layout 26"), r.err());
        assertEquals(before, snapshot(world), "no second region folder");
    }

    @Test
    void aWorldOfAnotherVersionIsRefused(@TempDir Path dir) throws Exception {
        for (int version : new int[] {9999, 4671}) {
            Path world = dir.resolve("w" + version);
            assertEquals(ExitCodes.OK, run(demo(world)).code());
            Path levelDat = world.resolve("level.dat");
            CompoundBinaryTag root = NbtIO.readGzipFile(levelDat);
            NbtIO.writeGzipFileAtomically(root.put("Data", root.getCompound("Data").putInt("DataVersion", version)), levelDat);
            Map<String, String> before = snapshot(world);
            Run r = run(demo(world, "--radius", "2c"));
            assertEquals(ExitCodes.CONFLICT, r.code(), r.err());
            assertTrue(r.err().contains("DataVersion " + version), r.err());
            assertEquals(before, snapshot(world));
        }
    }

    @Test
    void worldFilesWithoutLevelDatAreNotANewWorld(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(demo(world, "--seed", "777")).code());
        Files.delete(world.resolve("level.dat"));
        Map<String, String> before = snapshot(world);
        Run r = run(demo(world, "--seed", "1"));
        assertEquals(ExitCodes.CONFLICT, r.code(), r.err());
        assertTrue(r.err().contains("no level.dat"), r.err());
        assertEquals(before, snapshot(world), "the world's seed file must survive");
    }

    @Test
    void disagreeingSeedsAreRefused(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(demo(world)).code());
        Path levelDat = world.resolve("level.dat");
        CompoundBinaryTag root = NbtIO.readGzipFile(levelDat);
        CompoundBinaryTag wgs = CompoundBinaryTag.builder().putLong("seed", 5).putByte("generate_features", (byte) 1)
                .put("dimensions", LevelDat.vanillaDimensions()).build();
        NbtIO.writeGzipFileAtomically(root.put("Data", root.getCompound("Data").put("WorldGenSettings", wgs)), levelDat);
        Run r = run(demo(world, "--radius", "2c", "--seed", "5"));
        assertEquals(ExitCodes.CONFLICT, r.code(), r.err());
        assertTrue(r.err().contains("ambiguous"), r.err());
    }

    /** A real 1.18 world in the old layout (the game wrote it): refused, and not one byte changes. */
    @Test
    void aGameWorldOfAnOlderVersionIsLeftAsItIs(@TempDir Path dir) throws Exception {
        Path src = CliTesting.shared().resolve("fixtures/regions/amulet/1_18/vanilla");
        Path world = dir.resolve("w");
        copyTree(src, world);
        Map<String, String> before = snapshot(world);
        Run r = run("generate", "--world", world.toString(), "--radius", "512", "--until", "noise", "--quiet");
        assertEquals(ExitCodes.CONFLICT, r.code(), r.err());
        assertTrue(r.err().contains("open the world once in the game 26.2"), r.err());
        assertEquals(before, snapshot(world));
        assertFalse(Files.exists(world.resolve("dimensions")));
    }

    /** convert --layout never hides a world from the game of its version, unless told to. */
    @Test
    void aLayoutMoveTheWorldsGameCannotReadIsRefused(@TempDir Path dir) throws Exception {
        Path old = dir.resolve("old");
        copyTree(CliTesting.shared().resolve("fixtures/regions/amulet/1_18/vanilla"), old);
        Map<String, String> before = snapshot(old);
        Run r = run("convert", "--world", old.toString(), "--compression", "zlib", "--layout", "26");
        assertEquals(ExitCodes.CONFLICT, r.code(), r.err());
        assertTrue(r.err().contains("DataVersion 2855") && r.err().contains("--any-layout"), r.err());
        assertEquals(before, snapshot(old));
        Path modern = dir.resolve("new");
        assertEquals(ExitCodes.OK, run(demo(modern)).code());
        Map<String, String> modernBefore = snapshot(modern);
        assertEquals(ExitCodes.CONFLICT, run("convert", "--world", modern.toString(), "--compression", "zlib", "--layout", "legacy").code());
        assertEquals(modernBefore, snapshot(modern));
        // the move generate asks for: a 26.2 world whose region files are still in region/
        Assertions.move(regions(modern), modern.resolve("region"));
        Run fix = run("convert", "--world", modern.toString(), "--compression", "zlib", "--layout", "26");
        assertEquals(ExitCodes.OK, fix.code(), fix.err());
        assertEquals(ExitCodes.OK, run(demo(modern, "--radius", "2c")).code());
    }

    // ---- 10. a server folder

    @Test
    void aServerFolderMeansItsWorld(@TempDir Path dir) throws Exception {
        Path server = dir.resolve("srv");
        Files.createDirectories(server);
        Files.writeString(server.resolve("server.properties"), "level-name=survival\nlevel-seed=12345\n");
        Run r = run("generate", "--world", server.toString(), "--radius", "0", "--until", "noise", "--workers", "1");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.err().contains("server folder"), r.err());
        assertEquals(12345L, LevelDat.read(server.resolve("survival")).seed());
        assertFalse(Files.exists(server.resolve("level.dat")));
        assertFalse(Files.exists(server.resolve("dimensions")));
    }

    /** The server's level-type and generate-structures shape the new world, as the server would have made it. */
    @Test
    void aServerFolderKeepsItsLevelTypeAndStructuresSetting(@TempDir Path dir) throws Exception {
        Path server = dir.resolve("srv");
        Files.createDirectories(server);
        Files.writeString(server.resolve("server.properties"), "level-name=w\nlevel-type=minecraft\\:amplified\ngenerate-structures=false\n");
        Run r = run("generate", "--world", server.toString(), "--data", CliTesting.shared().resolve("vanilla/26.2").toString(),
                "--seed", "3", "--radius", "0", "--until", "noise", "--workers", "1");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        var info = LevelDat.read(server.resolve("w"));
        assertEquals("minecraft:amplified", info.dimensions().getCompound("minecraft:overworld").getCompound("generator").getString("settings"));
        assertEquals("minecraft:nether", info.dimensions().getCompound("minecraft:the_nether").getCompound("generator").getString("settings"));
        assertFalse(info.generateStructures());

        Path flat = dir.resolve("flat");
        Files.createDirectories(flat);
        Files.writeString(flat.resolve("server.properties"), "level-type=minecraft\\:flat\n");
        Run refused = run("generate", "--world", flat.toString(), "--radius", "0", "--until", "noise", "--quiet");
        assertEquals(ExitCodes.CONFLICT, refused.code(), refused.err());
        assertTrue(refused.err().contains("level-type=minecraft:flat"), refused.err());
        assertFalse(Files.exists(flat.resolve("world")), "nothing written");
    }

    /**
     * Walkthrough finding (session 19): a demo world continued with the game's data alone was refused with advice to
     * run without --data, which stops at surface. The refusal now also gives the layering that takes it to full (the
     * world's copy of the demo pack over the game's data), and that command works.
     */
    @Test
    void aDemoWorldIsToldHowToGoPastSurface(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(demo(world, "--until", "surface")).code());
        String game = CliTesting.shared().resolve("vanilla/26.2").toString();
        Map<String, String> before = snapshot(world);
        Run alone = run(demo(world, "--data", game, "--until", "full"));
        assertEquals(ExitCodes.CONFLICT, alone.code(), alone.err());
        String layered = "--data " + world.resolve("datapacks/" + WorldPacks.DEMO) + " --data " + game;
        assertTrue(alone.err().contains("give the demo pack on top of the game's data: " + layered + ";"), alone.err());
        assertEquals(before, snapshot(world), "nothing written");
        Run advised = run("generate", "--world", world.toString(), "--radius", "1c", "--workers", "1", "--data",
                world.resolve("datapacks/" + WorldPacks.DEMO).toString(), "--data", game);
        assertEquals(ExitCodes.OK, advised.code(), advised.err());
        assertTrue(advised.out().contains("continued: 4 chunks already in the world"), advised.out() + advised.err());
    }

    /** A world's own data packs shape what the game adds to it: a run without one of them is refused. */
    @Test
    void aRunWithoutTheWorldsOwnDataPacksIsRefused(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        String pack = Path.of("../examples/demo-pack").toAbsolutePath().normalize().toString();
        assertEquals(ExitCodes.OK, run(demo(world, "--data", pack, "--radius", "0")).code());
        assertTrue(Files.isDirectory(world.resolve("datapacks/demo-pack")));
        Map<String, String> before = snapshot(world);
        Run without = run(demo(world, "--radius", "1c"));
        assertEquals(ExitCodes.CONFLICT, without.code(), without.err());
        assertTrue(without.err().contains("demo-pack") && without.err().contains("--data"), without.err());
        assertEquals(before, snapshot(world), "nothing written");
        assertEquals(ExitCodes.OK, run(demo(world, "--data", pack, "--radius", "1c")).code());
        Run fromWorld = run(demo(world, "--data", world.resolve("datapacks/demo-pack").toString(), "--radius", "2c"));
        assertEquals(ExitCodes.OK, fromWorld.code(), fromWorld.err());
    }

    // ---- 8. numbers

    @Test
    void extendingAWorldKeepsItsCompression(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(demo(world, "--compression", "lz4")).code());
        assertEquals(ExitCodes.OK, run(demo(world, "--radius", "2c")).code());
        try (RegionFile f = RegionFile.openReadOnly(regions(world).resolve("r.0.0.mca"))) {
            assertEquals(Compression.LZ4, f.readRaw(1, 1).orElseThrow().compression(), "a chunk added by the second run");
        }
    }

    /**
     * Walkthrough finding (session 13): the dry run's disk estimate, which the free-space check uses, took 5 KiB per
     * chunk whatever the step, 40% below what a run to full writes. A full run's region and entities files now fit in
     * the estimate, and it is not more than twice their size. Session 14: the estimate ignored --compression, so a run
     * without compression (5.6 times the bytes) passed a free-space check it could not keep; the same now holds for it.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"zlib", "none"})
    void theDiskEstimateCoversWhatARunToFullWrites(String compression, @TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        String[] args = {"generate", "--world", world.toString(), "--data", CliTesting.shared().resolve("vanilla/26.2").toString(),
                "--seed", "13579", "--radius", "8c", "--workers", "2", "--quiet", "--compression", compression};
        Run dry = run(java.util.stream.Stream.concat(java.util.Arrays.stream(args), java.util.stream.Stream.of("--dry-run")).toArray(String[]::new));
        assertEquals(ExitCodes.OK, dry.code(), dry.err());
        String line = dry.out().lines().filter(l -> l.startsWith("estimated disk:")).findFirst().orElseThrow();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("estimated disk: ([0-9.]+) (KiB|MiB|GiB)").matcher(line);
        assertTrue(m.find(), line);
        double estimate = Double.parseDouble(m.group(1)) * switch (m.group(2)) {
            case "KiB" -> 1024.0;
            case "MiB" -> 1024.0 * 1024;
            default -> 1024.0 * 1024 * 1024;
        };
        assertEquals(ExitCodes.OK, run(args).code());
        long written;
        try (var s = Files.walk(world)) {
            written = s.filter(p -> p.toString().endsWith(".mca")).mapToLong(p -> p.toFile().length()).sum();
        }
        assertTrue(written > 0);
        assertTrue(estimate >= written, line + " against " + written + " bytes written");
        assertTrue(estimate <= 2.0 * written, line + " against " + written + " bytes written");
    }

    /**
     * Walkthrough finding (session 19): continuing a world written {@code --until noise} to full rewrites every chunk
     * of the area, but the estimate counted the chunks present as kept ("0.0 KiB (0 chunks of the area to write)"), so
     * the free-space check could not refuse. The continued chunks now count, and the dry run says they are written again.
     */
    @Test
    void continuedChunksCountInTheDiskEstimate(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        String[] base = {"generate", "--world", world.toString(), "--data", CliTesting.shared().resolve("vanilla/26.2").toString(),
                "--seed", "13579", "--radius", "2c", "--workers", "2", "--quiet"};
        assertEquals(ExitCodes.OK, run(java.util.stream.Stream.concat(java.util.Arrays.stream(base), java.util.stream.Stream.of("--until", "noise"))
                .toArray(String[]::new)).code());
        Run dry = run(java.util.stream.Stream.concat(java.util.Arrays.stream(base), java.util.stream.Stream.of("--dry-run")).toArray(String[]::new));
        assertEquals(ExitCodes.OK, dry.code(), dry.out() + dry.err());
        long planned = 16; // radius 32 blocks, square: the chunks whose centers are within, -2..1 by -2..1
        assertTrue(dry.out().contains("already in the world: " + planned + " of the planned chunks (from the region headers; proto chunks "
                + "below minecraft:full, continued from the step they are at and written again)"), dry.out());
        String line = dry.out().lines().filter(l -> l.startsWith("estimated disk:")).findFirst().orElseThrow();
        assertTrue(line.contains("(" + planned + " chunks of the area to write"), line);
        assertFalse(line.startsWith("estimated disk: 0.0 KiB"), line);
    }

    /**
     * Walkthrough finding (session 19): a dry run extending a finished area announced the old ring as "continued" and,
     * two lines later, as "will not be decorated", and warned to "plan it wider", which does not help there. The
     * continued line now says those chunks are left to the game, and the warning names the seam.
     */
    @Test
    void extendingAFinishedAreaExplainsItsSeam(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        String[] base = {"generate", "--world", world.toString(), "--data", CliTesting.shared().resolve("vanilla/26.2").toString(),
                "--seed", "13579", "--workers", "2", "--quiet"};
        assertEquals(ExitCodes.OK, run(java.util.stream.Stream.concat(java.util.Arrays.stream(base), java.util.stream.Stream.of("--radius", "2c"))
                .toArray(String[]::new)).code());
        Run dry = run(java.util.stream.Stream.concat(java.util.Arrays.stream(base), java.util.stream.Stream.of("--radius", "4c", "--dry-run"))
                .toArray(String[]::new));
        assertEquals(ExitCodes.OK, dry.code(), dry.out() + dry.err());
        // 4 x 4 finished area, its ring of 20 at carvers, in an 8 x 8 area: the 20 are continued but left to the game
        assertTrue(dry.out().contains("existing chunks: minecraft:overworld: 28 chunks of the area to decorate; 20 chunks already in the "
                + "world continued from the step they are at (26.2 proto chunks below minecraft:full, keeping what they hold); they are "
                + "in the area next to chunks left alone, so not decorated"), dry.out());
        assertTrue(dry.out().contains("warning: no chunk this run writes will be at minecraft:full: a chunk is lit and finished only when "
                + "its eight neighbours are decorated by the run too, and each of the 28 chunks it decorates has a neighbour it does not "
                + "decorate"), dry.out());
        assertFalse(dry.out().contains("Plan it wider"), dry.out());
        assertTrue(dry.out().contains("already in the world: 36 of the planned chunks (from the region headers; 20 of them proto chunks "
                + "below minecraft:full, continued from the step they are at and written again; the rest kept as they are)"), dry.out());
    }

    @Test
    void theDryRunEstimateDoesNotOverflowAndASeedItWillNotUseIsNotShown(@TempDir Path dir) {
        Run r = run("generate", "--world", dir.resolve("w").toString(), "--radius", "60k", "--dry-run");
        // about a terabyte: the dry run exits 4 as the run would when the disk has less free, saying why
        assertTrue(r.code() == ExitCodes.OK || r.code() == ExitCodes.IO && r.out().contains("exit 4: not enough free space"), r.code() + r.out() + r.err());
        String line = r.out().lines().filter(l -> l.startsWith("estimated disk:")).findFirst().orElseThrow();
        assertFalse(line.contains("-"), line);
        assertTrue(line.contains("GiB"), line);
        assertTrue(r.out().contains("seed random"), r.out());
    }

    // ---- 7. failures name the file, keep what was written and say how to go on

    /**
     * A write that fails after another region was written (the region folder is a 256 KiB tmpfs, where root may
     * mount one: the second region cannot fit): exit 4, the file named, the resume command printed, and that
     * command finishes the plan once there is room.
     */
    @Test
    void aWriteFailureNamesTheFileAndPrintsTheResumeCommand(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(demo(world, "--radius", "0")).code());
        Path folder = regions(world);
        Path aside = dir.resolve("aside");
        Assertions.move(folder, aside);
        Files.createDirectories(folder);
        org.junit.jupiter.api.Assumptions.assumeTrue(mount(folder, "256k"), "needs a tmpfs mount (root); skipped");
        try {
            Files.copy(aside.resolve("r.0.0.mca"), folder.resolve("r.0.0.mca"));
            Path csv = dir.resolve("plan.csv");
            StringBuilder lines = new StringBuilder();
            for (int cx = 1; cx < 9; cx++) lines.append(cx).append(",0\n"); // region r.0.0: fits
            for (int i = 0; i < 300; i++) lines.append(192 + i % 20).append(',').append(192 + i / 20).append("\n"); // r.6.6: cannot fit
            Files.writeString(csv, lines);
            String[] args = {"generate", "--world", world.toString(), "--pattern", "csv:" + csv, "--until", "noise", "--workers", "1", "--quiet"};
            Run r = run(args);
            assertEquals(ExitCodes.IO, r.code(), r.err());
            assertTrue(r.err().contains("r.6.6.mca"), r.err());
            assertTrue(r.err().contains("--resume"), "the resume command: " + r.err());
            assertFalse(r.err().contains("\tat "), r.err());
            assertTrue(Files.exists(world.resolve(".strata/minecraft_overworld/plan.json")), "the checkpoint is kept");
            Map<String, CompoundBinaryTag> written = chunks(folder);
            for (int cx = 0; cx < 9; cx++) assertTrue(written.containsKey(cx + ",0"), "region r.0.0 was written whole: " + written.keySet());
            // room again (the files move to a disk with space): the printed command finishes the plan
            Path saved = dir.resolve("saved");
            copyTree(folder, saved);
            umount(folder);
            try (Stream<Path> files = Files.list(saved)) {
                for (Path f : files.toList()) Files.copy(f, folder.resolve(f.getFileName()));
            }
            List<String> again = new ArrayList<>(Arrays.asList(args));
            again.add("--resume");
            Run resumed = run(again.toArray(new String[0]));
            assertEquals(ExitCodes.OK, resumed.code(), resumed.err());
            assertEquals(309, chunks(folder).size(), "the 308 planned chunks and the first run's (0, 0)");
        } finally {
            umount(folder);
        }
    }

    static boolean mount(Path at, String size) {
        try {
            return new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", at.toString()).inheritIO().start().waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    static void umount(Path at) throws Exception {
        new ProcessBuilder("umount", at.toString()).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
    }

    /** Free space is checked against the estimate before anything is written (on a 1 MiB tmpfs, where root may mount one). */
    @Test
    void aRunThatCannotFitIsRefusedBeforeWriting(@TempDir Path dir) throws Exception {
        Path mount = dir.resolve("small");
        Files.createDirectories(mount);
        boolean mounted;
        try {
            mounted = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", mount.toString()).inheritIO().start().waitFor() == 0;
        } catch (IOException e) {
            mounted = false;
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(mounted, "needs a tmpfs mount (root); skipped");
        try {
            Path world = mount.resolve("w");
            Run r = run(demo(world, "--radius", "10c"));
            assertEquals(ExitCodes.IO, r.code(), r.err());
            assertTrue(r.err().contains("not enough free space"), r.err());
            assertFalse(Files.exists(world), "nothing written");
        } finally {
            new ProcessBuilder("umount", mount.toString()).inheritIO().start().waitFor();
        }
    }

    // ---- 9. repair

    /** One chunk whose payload is garbage: a plain run refuses; --repair saves its bytes and regenerates it alone. */
    @Test
    void repairRegeneratesOnlyUnreadableChunksAfterSavingThem(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(demo(world)).code());
        Path region = regions(world).resolve("r.0.0.mca");
        byte[] bytes = Files.readAllBytes(region);
        int offset = ((bytes[0] & 0xFF) << 16 | (bytes[1] & 0xFF) << 8 | (bytes[2] & 0xFF)) * 4096;
        for (int i = 5; i < 64; i++) bytes[offset + i] = (byte) 0xA5; // chunk (0, 0): zlib data destroyed
        Files.write(region, bytes);
        byte[] damaged = Arrays.copyOfRange(bytes, offset, offset + 4096 * (bytes[3] & 0xFF));
        Map<String, CompoundBinaryTag> before = chunks(regions(world), "0,0");
        assertEquals(ExitCodes.BAD_INPUT, run(demo(world)).code());
        Run r = run(demo(world, "--repair"));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("repaired 1 unreadable chunk"), r.out());
        Path saved;
        try (Stream<Path> s = Files.walk(world.resolve("strata-salvage"))) {
            saved = s.filter(p -> p.getFileName().toString().equals("r.0.0.mca.c.0.0.bin")).findFirst().orElseThrow();
        }
        assertArrayEquals(damaged, Files.readAllBytes(saved));
        Map<String, CompoundBinaryTag> after = chunks(regions(world));
        for (var e : before.entrySet()) assertEquals(e.getValue(), after.get(e.getKey()), "readable chunk " + e.getKey() + " kept");
        assertEquals("minecraft:noise", after.get("0,0").getString("Status"));
    }

    /** Every chunk except one, readable. */
    static Map<String, CompoundBinaryTag> chunks(Path regionFolder, String except) throws IOException {
        Map<String, CompoundBinaryTag> m = new TreeMap<>();
        try (Stream<Path> s = Files.list(regionFolder)) {
            for (Path f : s.filter(p -> p.toString().endsWith(".mca")).sorted().toList()) {
                try (RegionFile r = RegionFile.openReadOnly(f)) {
                    for (int[] c : r.chunks()) {
                        if (!(c[0] + "," + c[1]).equals(except)) m.put(c[0] + "," + c[1], r.read(c[0], c[1]).orElseThrow());
                    }
                }
            }
        }
        return m;
    }

    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
    }

    /** Small file helpers. */
    static final class Assertions {
        private Assertions() {}

        static void move(Path from, Path to) throws IOException {
            Files.createDirectories(to.getParent());
            Files.move(from, to);
        }
    }
}
