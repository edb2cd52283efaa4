package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import dev.strata.cli.CliTesting.Run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.regionio.region.RegionFile;
import dev.strata.regionio.world.LevelDat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code strata generate}: the happy path on vanilla data and the ways it must refuse or report. */
class GenerateCommandTest {


    static String vanilla() {
        return CliTesting.shared().resolve("vanilla/26.2").toString();
    }

    static Path regionFolder(Path world) {
        return world.resolve("dimensions/minecraft/overworld/region");
    }

    static String[] args(Path world, String... extra) {
        List<String> a = new ArrayList<>(List.of("generate", "--world", world.toString(), "--data", vanilla(), "--seed", "0",
                "--radius", "1c", "--until", "noise", "--workers", "2", "--quiet"));
        a.addAll(Arrays.asList(extra));
        return a.toArray(new String[0]);
    }

    @Test
    void generatesANewWorldAndSkipsWhatExists(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Run r = run(args(world));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        // radius 16 blocks around (0, 0): chunk centers at -8 and 8 are inside, 24 is not: chunks -1..0 squared
        assertTrue(r.out().contains("generated 4 chunks"), r.out());
        assertEquals(0L, LevelDat.read(world).seed());
        assertFalse(Files.exists(world.resolve(".strata/minecraft_overworld")), "a finished run keeps no checkpoint");
        try (RegionFile f = RegionFile.openReadOnly(regionFolder(world).resolve("r.0.0.mca"))) {
            assertTrue(f.read(0, 0).isPresent());
            assertFalse(f.read(1, 1).isPresent(), "radius 1c covers chunks -1..0 only");
        }
        byte[] before = Files.readAllBytes(regionFolder(world).resolve("r.-1.-1.mca"));
        Run again = run(args(world));
        assertEquals(ExitCodes.OK, again.code(), again.err());
        assertTrue(again.out().contains("generated 0 chunks (4 already present)"), again.out());
        assertArrayEquals(before, Files.readAllBytes(regionFolder(world).resolve("r.-1.-1.mca")));
    }

    /** {@code --until carvers} writes carved proto chunks: status {@code minecraft:carvers} and their carving mask. */
    @Test
    void untilCarversWritesCarvedChunksWithTheirMask(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        List<String> a = new ArrayList<>(Arrays.asList(args(world)));
        a.set(a.indexOf("noise"), "carvers");
        Run r = run(a.toArray(new String[0]));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("generated 4 chunks"), r.out());
        try (RegionFile f = RegionFile.openReadOnly(regionFolder(world).resolve("r.0.0.mca"))) {
            dev.strata.regionio.chunk.ChunkData c = dev.strata.regionio.chunk.ChunkCodec.decode(f.read(0, 0).orElseThrow());
            assertEquals("minecraft:carvers", c.status());
            assertTrue(c.get("carving_mask") instanceof net.kyori.adventure.nbt.LongArrayBinaryTag, "carving_mask is a long array");
        }
    }

    /**
     * A world created with --settings minecraft:amplified records it in its generation settings, and a later run on
     * that world without --settings keeps generating amplified terrain (the world's stems are read back).
     */
    @Test
    void anExistingWorldKeepsItsOwnGeneratorSettings(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Run first = run("generate", "--world", world.toString(), "--data", vanilla(), "--seed", "5", "--radius", "0",
                "--settings", "minecraft:amplified", "--until", "noise", "--workers", "1", "--quiet");
        assertEquals(ExitCodes.OK, first.code(), first.err());
        var stored = LevelDat.read(world).dimensions().getCompound("minecraft:overworld").getCompound("generator");
        assertEquals("minecraft:amplified", stored.getString("settings"));
        Run second = run("generate", "--world", world.toString(), "--data", vanilla(), "--center", "40c,0", "--radius", "0",
                "--until", "noise", "--workers", "1", "--quiet");
        assertEquals(ExitCodes.OK, second.code(), second.err());
        var amplified = dev.strata.engine.gen.DimensionGenerator.load(dev.strata.engine.data.DataPack.open(Path.of(vanilla())),
                dev.strata.engine.data.ResourceId.parse("minecraft:overworld"), dev.strata.engine.data.ResourceId.parse("minecraft:amplified"), 5L);
        var chunk = amplified.newChunk();
        amplified.newWorker().generate(40, 0, dev.strata.engine.gen.ChunkStep.NOISE, chunk);
        try (RegionFile f = RegionFile.openReadOnly(regionFolder(world).resolve("r.1.0.mca"))) {
            var data = dev.strata.regionio.chunk.ChunkCodec.decode(f.read(40, 0).orElseThrow());
            int[] ids = new int[4096];
            for (var section : data.sections()) {
                section.blockStateIds(dev.strata.regionio.block.BlockStateRegistry.vanilla(), ids);
                int base = ((section.y() << 4) - chunk.minY()) << 8;
                for (int i = 0; i < 4096; i++) assertEquals(chunk.blocks()[base + i], ids[i], "amplified block, section " + section.y());
            }
        }
    }

    /**
     * An existing world whose own generator settings name noise settings the data does not have: refused before
     * anything is written, the message naming the settings and the world's file they come from (held in memory, so
     * no temporary folder is named or left behind).
     */
    @Test
    void anExistingWorldsBrokenSettingsAreNamedByItsFile(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        var dims = LevelDat.vanillaDimensions();
        var overworld = dims.getCompound("minecraft:overworld");
        dims = dims.put("minecraft:overworld", overworld.put("generator", overworld.getCompound("generator").putString("settings", "minecraft:nope")));
        LevelDat.writeNew(world, "broken", 5L, true, dims, 4903, "26.2");
        Run r = run("generate", "--world", world.toString(), "--data", vanilla(), "--radius", "0", "--until", "noise", "--quiet");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("noise_settings/nope.json: missing from data packs the world's own generator settings ("
                + LevelDat.worldGenSettingsPath(world) + ")"), r.err());
        assertFalse(r.err().contains("strata-stems"), r.err());
        assertFalse(java.nio.file.Files.exists(regionFolder(world)), "nothing written");
    }

    /**
     * --settings on an existing world: other noise settings than the world's own are refused (the game finishes the
     * world with its own), the world's own are accepted; nothing is written by the refused run.
     */
    @Test
    void refusesOtherSettingsForAnExistingWorld(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(args(world)).code());
        Path region = regionFolder(world).resolve("r.0.0.mca");
        byte[] before = java.nio.file.Files.readAllBytes(region);
        Run r = run(args(world, "--center", "40c,0", "--settings", "minecraft:amplified"));
        assertEquals(ExitCodes.CONFLICT, r.code(), r.err());
        assertTrue(r.err().contains("noise settings minecraft:overworld") && r.err().contains("Leave --settings out"), r.err());
        assertFalse(java.nio.file.Files.exists(regionFolder(world).resolve("r.1.0.mca")), "nothing written");
        assertArrayEquals(before, java.nio.file.Files.readAllBytes(region));
        Run same = run(args(world, "--center", "40c,0", "--settings", "minecraft:overworld"));
        assertEquals(ExitCodes.OK, same.code(), same.err());
    }

    /**
     * A data pack given for an existing world whose datapacks/ folder lacks it is refused (the game would generate the
     * rest without it); with a copy in datapacks/ the same run goes ahead.
     */
    @Test
    void refusesADataPackTheExistingWorldDoesNotHave(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(args(world)).code());
        Path pack = dir.resolve("extra");
        java.nio.file.Files.createDirectories(pack.resolve("data/minecraft/tags/block"));
        java.nio.file.Files.writeString(pack.resolve("pack.mcmeta"), "{\"pack\": {\"description\": \"t\", \"pack_format\": 100}}");
        java.nio.file.Files.writeString(pack.resolve("data/minecraft/tags/block/x.json"), "{\"values\": []}");
        List<String> a = new ArrayList<>(Arrays.asList(args(world, "--center", "40c,0")));
        int at = a.indexOf("--data"); // on top of the game's data, as the world enables its packs
        a.add(at, pack.toString());
        a.add(at, "--data");
        Run r = run(a.toArray(new String[0]));
        assertEquals(ExitCodes.CONFLICT, r.code(), r.err());
        assertTrue(r.err().contains("does not have") && r.err().contains("datapacks"), r.err());
        assertFalse(java.nio.file.Files.exists(regionFolder(world).resolve("r.1.0.mca")), "nothing written");
        Path copy = world.resolve("datapacks/extra");
        java.nio.file.Files.createDirectories(copy.resolve("data/minecraft/tags/block"));
        java.nio.file.Files.copy(pack.resolve("pack.mcmeta"), copy.resolve("pack.mcmeta"));
        java.nio.file.Files.copy(pack.resolve("data/minecraft/tags/block/x.json"), copy.resolve("data/minecraft/tags/block/x.json"));
        Run ok = run(a.toArray(new String[0]));
        assertEquals(ExitCodes.OK, ok.code(), ok.err());
    }

    @Test
    void refusesAnotherSeedForAnExistingWorld(@TempDir Path dir) {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(args(world)).code());
        List<String> a = new ArrayList<>(Arrays.asList(args(world)));
        a.set(a.indexOf("--seed") + 1, "1");
        Run r = run(a.toArray(new String[0]));
        assertEquals(ExitCodes.CONFLICT, r.code());
        assertTrue(r.err().contains("already has seed 0"), r.err());
    }

    @Test
    void dryRunPrintsThePlanAndWritesNothing(@TempDir Path dir) {
        Path world = dir.resolve("w");
        Run r = run("generate", "--world", world.toString(), "--radius", "2r", "--shape", "circle", "--dry-run");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("chunks:"), r.out());
        assertTrue(r.out().contains("estimated disk:"), r.out());
        assertFalse(Files.exists(world));
    }

    @Test
    void aCorruptRegionInThePlanIsReportedAndLeftAlone(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(args(world)).code());
        Path region = regionFolder(world).resolve("r.0.0.mca");
        byte[] bytes = Files.readAllBytes(region);
        // break chunk (0, 0): point its payload's length far past the end of the file
        int offset = ((bytes[0] & 0xFF) << 16 | (bytes[1] & 0xFF) << 8 | (bytes[2] & 0xFF)) * 4096;
        bytes[offset] = 0x7F;
        Files.write(region, bytes);
        Run r = run(args(world));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("r.0.0.mca"), r.err());
        assertArrayEquals(bytes, Files.readAllBytes(region), "the corrupt region must not be touched");
    }

    @Test
    void aBrokenDataPackNamesTheFile(@TempDir Path dir) throws Exception {
        Path pack = dir.resolve("pack");
        Path src = Path.of(vanilla());
        // a pack that is the vanilla data with one broken noise settings file on top
        Files.createDirectories(pack.resolve("data/minecraft/worldgen/noise_settings"));
        Files.writeString(pack.resolve("data/minecraft/worldgen/noise_settings/overworld.json"), "{ \"noise\": { \"min_y\": -64,");
        Run r = run("generate", "--world", dir.resolve("w").toString(), "--data", pack.toString(), "--data", src.toString(),
                "--seed", "0", "--radius", "0", "--quiet");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("noise_settings/overworld.json"), r.err());
        assertTrue(r.err().contains("malformed JSON"), r.err());
    }

    @Test
    void aFileAsWorldIsNotAWorldFolder(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("not-a-folder");
        Files.writeString(file, "x");
        Run r = run(args(file));
        assertEquals(ExitCodes.IO, r.code(), r.err());
        assertTrue(r.err().contains("not-a-folder is a file, not a world folder"), r.err());
    }

    /**
     * A truncated region in the area: refused before anything is generated or reported as done, naming the file and
     * chunk and saying --force replaces it; no checkpoint is left to block the next run; --force then regenerates it.
     */
    @Test
    void aTruncatedRegionIsRefusedBeforeAnythingIsDone(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(args(world)).code());
        Path region = regionFolder(world).resolve("r.0.0.mca");
        byte[] header = Arrays.copyOf(Files.readAllBytes(region), 8192);
        Files.write(region, header);
        for (int attempt = 0; attempt < 2; attempt++) {
            Run r = run(args(world));
            assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
            assertFalse(r.out().contains("nothing to do"), r.out());
            assertTrue(r.err().contains("r.0.0.mca chunk (0, 0): sectors 2..2 lie past the end of the file"), r.err());
            assertTrue(r.err().contains("--force"), r.err());
            assertTrue(r.err().contains("recover"), r.err());
            assertFalse(Files.exists(world.resolve(".strata")), "a refused run leaves no checkpoint");
        }
        assertArrayEquals(header, Files.readAllBytes(region), "never replaced without --force");
        Run dry = run(args(world, "--dry-run"));
        // the dry run exits as the run would: a script can use it as a check
        assertEquals(ExitCodes.BAD_INPUT, dry.code(), dry.out() + dry.err());
        assertTrue(dry.out().contains("dry run: a run would stop before writing anything, exit 3: planned chunks cannot be read"), dry.out());
        assertTrue(dry.out().contains("already in the world: 4 of the planned chunks"), dry.out());
        assertTrue(dry.out().contains("unreadable: 1 planned chunk; a run would stop before writing anything (exit 3)"), dry.out());
        assertTrue(dry.out().contains("(0 chunks of the area to write"), "a plain run would refuse, writing nothing: " + dry.out());
        Run dryRepair = run(args(world, "--dry-run", "--repair"));
        assertEquals(ExitCodes.OK, dryRepair.code(), dryRepair.out() + dryRepair.err());
        assertTrue(dryRepair.out().contains("(1 chunk of the area to write"), "--repair writes only the unreadable chunk: " + dryRepair.out());
        assertFalse(dryRepair.out().contains("dry run: a run would stop"), dryRepair.out());
        assertFalse(dry.out().contains("checkpoint:"), dry.out());
        // a checkpoint left by an interrupted run: the dry run says what the real run will require
        Path cp = dev.strata.engine.checkpoint.Checkpoint.named(world, "minecraft_overworld");
        Files.createDirectories(cp);
        Files.writeString(cp.resolve("plan.json"), "{}"); // Checkpoint.existsAt looks for this file
        Run dry2 = run(args(world, "--dry-run", "--repair"));
        assertTrue(dry2.out().contains("checkpoint: an interrupted run left one in") && dry2.out().contains("--resume"), dry2.out());
        assertEquals(ExitCodes.CONFLICT, dry2.code(), "the run would be refused for the checkpoint: " + dry2.out());
        deleteTree(world.resolve(".strata"));
        Run forced = run(args(world, "--force"));
        assertEquals(ExitCodes.OK, forced.code(), forced.out() + forced.err());
        try (RegionFile f = RegionFile.openReadOnly(region)) {
            assertTrue(f.read(0, 0).isPresent());
        }
    }

    /** Damage only the run finds (a payload): the region is left alone and no checkpoint blocks the next plain run. */
    @Test
    void aRunThatEndsOnUnreadableChunksLeavesNoCheckpoint(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(args(world)).code());
        Path region = regionFolder(world).resolve("r.0.0.mca");
        byte[] bytes = Files.readAllBytes(region);
        int offset = ((bytes[0] & 0xFF) << 16 | (bytes[1] & 0xFF) << 8 | (bytes[2] & 0xFF)) * 4096;
        bytes[offset + 5] ^= 0x55; // break the zlib stream
        Files.write(region, bytes);
        for (int attempt = 0; attempt < 2; attempt++) {
            Run r = run(args(world));
            assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
            assertFalse(r.out().contains("nothing to do"), r.out());
            assertTrue(r.err().contains("--force regenerates"), r.err());
            String line = r.err().lines().filter(l -> l.startsWith("strata: ")).findFirst().orElseThrow();
            assertTrue(line.contains("r.0.0.mca: chunk (0, 0): "), line);
            assertEquals(1, line.split("r\\.0\\.0\\.mca", -1).length - 1, "the file is named once: " + line);
            assertFalse(Files.exists(world.resolve(".strata")), "no checkpoint after a run that was not interrupted");
        }
    }

    @Test
    void theDemoPackHasOnlyTheOverworld(@TempDir Path dir) {
        for (String dim : new String[] {"all", "the_nether"}) {
            Run r = run("generate", "--world", dir.resolve("w").toString(), "--radius", "0", "--dimension", dim, "--dry-run");
            assertEquals(ExitCodes.USAGE, r.code(), r.err());
            assertTrue(r.err().contains("the built-in demo pack has only the overworld; the nether and the end need the game's data: --data"), r.err());
        }
    }

    @Test
    void aDemoWorldCannotBeContinuedWithVanillaData(@TempDir Path dir) {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run("generate", "--world", world.toString(), "--radius", "0", "--until", "noise", "--quiet").code());
        Run r = run("generate", "--world", world.toString(), "--data", vanilla(), "--radius", "0", "--center", "5c,0", "--quiet");
        assertEquals(ExitCodes.CONFLICT, r.code(), r.err());
        assertTrue(r.err().contains("generated with Strata's built-in demo pack (its generator settings refer to strata:demo)"), r.err());
        assertTrue(r.err().contains("run without --data"), r.err());
        assertFalse(r.err().contains("strata-stems"), r.err());
    }

    /** --dimension all over a world whose overworld is done: only the regions written to are counted. */
    @Test
    void theSummaryCountsOnlyRegionsWritten(@TempDir Path dir) {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(args(world)).code());
        Run r = run(args(world, "--dimension", "all"));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("generated 8 chunks (4 already present), wrote 8 chunks to 8 regions"), r.out());
    }

    private static void deleteTree(Path dir) throws Exception {
        try (var walk = Files.walk(dir)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }

    /** Without --data the demo pack stops at surface by default, and a later step is refused with the reason. */
    @Test
    void theDemoPackGoesUpToSurface(@TempDir Path dir) {
        Run dry = run("generate", "--world", dir.resolve("w").toString(), "--seed", "1", "--radius", "0", "--dry-run");
        assertEquals(ExitCodes.OK, dry.code(), dry.err());
        assertTrue(dry.out().contains("until minecraft:surface"), dry.out());
        Run later = run("generate", "--world", dir.resolve("w").toString(), "--seed", "1", "--radius", "0", "--until", "features");
        assertEquals(ExitCodes.USAGE, later.code(), later.err());
        assertTrue(later.err().contains("Strata's demo pack (used without --data) names the game's own biomes"), later.err());
        assertFalse(java.nio.file.Files.exists(dir.resolve("w")), "nothing written");
    }
}
