package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import dev.strata.cli.CliTesting.Run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.chunk.SectionEncoder;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InspectCommandTest {


    static Path fixtures() {
        return CliTesting.fixtures();
    }

    private static void writeRegion(Path file) throws Exception {
        BlockStateRegistry reg = BlockStateRegistry.vanilla();
        SectionEncoder enc = new SectionEncoder(reg, List.of("minecraft:plains"));
        int[] states = new int[4096];
        for (int i = 0; i < 256; i++) states[i] = reg.parse("bedrock");
        for (int i = 256; i < 4096; i++) states[i] = i % 3 == 0 ? reg.parse("stone") : reg.parse("water");
        try (RegionFile r = RegionFile.open(file)) {
            for (int x = 0; x < 2; x++) {
                ChunkData c = ChunkData.create(4903, x, -4, 0, "minecraft:full");
                c.sections().add(enc.encode(-4, states, new int[64], null, new byte[2048]));
                r.write(x, 0, ChunkCodec.encode(c), Compression.ZLIB);
            }
        }
    }

    @Test
    void summarizesAGoodRegion(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        writeRegion(file);
        Run r = run("inspect", file.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("2 chunks: 2 readable, 0 unreadable; 0 warnings"), r.out());
        assertTrue(r.out().contains("data versions: 4903 x2"), r.out());
        assertTrue(r.out().contains("statuses: minecraft:full x2"), r.out());
        assertTrue(r.out().contains("compression: zlib x2"), r.out());
        assertTrue(r.out().contains("largest block palette: 3, chunks with light arrays: 2"), r.out());
    }

    /** The light field of inspect --chunk's section lines: the arrays held, with no trailing space (walkthrough, issue 14). */
    @Test
    void theLightFieldNamesTheArraysWithoutATrailingSpace() {
        dev.strata.regionio.chunk.ChunkSection s = new dev.strata.regionio.chunk.ChunkSection(0);
        assertEquals("none", InspectCommand.lightArrays(s));
        s.setBlockLight(new byte[2048]);
        assertEquals("block", InspectCommand.lightArrays(s), "a nether section: block light only");
        s.setSkyLight(new byte[2048]);
        assertEquals("block sky", InspectCommand.lightArrays(s));
    }

    @Test
    void showsOneChunk(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        writeRegion(file);
        Run r = run("inspect", file.toString(), "--chunk", "1,0");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("chunk (1, 0)"), r.out());
        assertTrue(r.out().contains("data version 4903, status minecraft:full, lowest section -4"), r.out());
        assertTrue(r.out().contains("section Y=-4: block palette 3, biome palette 1, light: sky"), r.out());
        Run absent = run("inspect", file.toString(), "--chunk", "5,5");
        assertEquals(ExitCodes.OK, absent.code());
        assertTrue(absent.out().contains("absent"), absent.out());
        assertEquals(ExitCodes.USAGE, run("inspect", file.toString(), "--chunk", "5").code());
    }

    @Test
    void brokenRegionFailsTheCheckNamingFileAndChunk(@TempDir Path dir) throws Exception {
        Path cut = dir.resolve("r.0.0.mca");
        Files.copy(fixtures().resolve("broken/truncated-1.15.1-r.0.0.mca"), cut);
        try (FileChannel ch = FileChannel.open(cut, StandardOpenOption.WRITE)) {
            ch.truncate(ch.size() * 2 / 3 + 15);
        }
        Run r = run("inspect", cut.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.code());
        assertTrue(r.err().contains(cut + " chunk (8, 10): claims length 4473"), r.err());
        assertTrue(r.err().contains("40 problem(s)"), r.err());
        // the file-size warning is counted apart: 90 + 40 = 130
        assertTrue(r.out().contains("130 chunks: 90 readable, 40 unreadable; 1 warning"), r.out());
        assertTrue(r.out().contains("WARNING " + cut + ": file size"), r.out());
        Run one = run("inspect", cut.toString(), "--chunk", "8,10");
        assertEquals(ExitCodes.BAD_INPUT, one.code());
        assertTrue(one.err().contains(cut.toString()) && one.err().contains("chunk (8, 10)"), one.err());
    }

    @Test
    void oldChunksAndNonRegionFilesAreBadInput(@TempDir Path dir) throws Exception {
        Run old = run("inspect", fixtures().resolve("prismarine/1.12.2/r.0.-1.mca").toString());
        assertEquals(ExitCodes.OK, old.code(), old.err());
        assertTrue(old.out().contains("upgrade this world in the game first"), old.out());
        Path oldFile = fixtures().resolve("prismarine/1.12.2/r.0.-1.mca");
        int[] first;
        try (RegionFile rf = RegionFile.openReadOnly(oldFile)) {
            first = rf.chunks().get(0);
        }
        Run oldChunk = run("inspect", oldFile.toString(), "--chunk", first[0] + "," + first[1]);
        assertEquals(ExitCodes.BAD_INPUT, oldChunk.code());
        assertTrue(oldChunk.err().contains("upgrade this world in the game first"), oldChunk.err());
        Path junk = dir.resolve("r.0.0.mca");
        Files.write(junk, new byte[100]);
        Run bad = run("inspect", junk.toString());
        assertEquals(ExitCodes.BAD_INPUT, bad.code());
        assertTrue(bad.err().contains(junk.toString()) && bad.err().contains("8192"), bad.err());
        assertEquals(ExitCodes.IO, run("inspect", dir.resolve("nope").toString()).code());
    }

    /**
     * Walkthrough finding: a zero-length file without a region file's name was called harmless while a non-empty one
     * was refused. The name is checked first: both are refused alike (exit 3, naming the file), and a zero-length
     * file with a region file's name is still harmless.
     */
    @Test
    void aBadNameIsRefusedWhetherTheFileIsEmptyOrNot(@TempDir Path dir) throws Exception {
        for (String name : List.of("junk.mca", "r.a.b.mca")) {
            for (int size : new int[] {0, 8192}) {
                Path file = dir.resolve(size + "-" + name);
                Files.write(file, new byte[size]);
                Run r = run("inspect", file.toString());
                assertEquals(ExitCodes.BAD_INPUT, r.code(), file + ": " + r.out() + r.err());
                assertTrue(r.err().contains(file + ": name does not end in r.<x>.<z>.mca"), r.err());
                assertTrue(!r.out().contains("harmless"), r.out());
            }
        }
        Path empty = dir.resolve("r.0.0.mca");
        Files.write(empty, new byte[0]);
        Run ok = run("inspect", empty.toString());
        assertEquals(ExitCodes.OK, ok.code(), ok.err());
        assertTrue(ok.out().contains(empty + ": zero-length file: no chunks"), ok.out());
    }

    @Test
    void warningsAloneAreNotProblems(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        writeRegion(file);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
            ch.write(java.nio.ByteBuffer.wrap(new byte[10])); // size no longer a multiple of 4096
        }
        Run r = run("inspect", file.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("2 chunks: 2 readable, 0 unreadable; 1 warning"), r.out());
        assertEquals("", r.err());
    }

    /** A file in a world that cannot be opened as a region is reported like an unreadable chunk, and the rest is still inspected. */
    @Test
    void aBadRegionFileInAWorldIsAProblemFoundNotTheEnd(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Files.createDirectories(world.resolve("region"));
        Files.write(world.resolve("region/r.-1.0.mca"), new byte[100]);
        writeRegion(world.resolve("region/r.0.0.mca"));
        Run r = run("inspect", world.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.code(), r.err());
        assertTrue(r.err().contains("ERROR " + world.resolve("region/r.-1.0.mca") + ": file of 100 bytes"), r.err());
        assertTrue(r.out().contains("r.0.0.mca: region (0, 0), 2 chunks: 2 readable, 0 unreadable; 0 warnings"), r.out());
        assertTrue(r.err().contains("1 problem(s)"), r.err());
        // a --chunk query in another region is not disturbed by it; one in that file is
        assertEquals(ExitCodes.OK, run("inspect", world.toString(), "--chunk", "1,0").code());
        assertEquals(ExitCodes.BAD_INPUT, run("inspect", world.toString(), "--chunk", "-1,0").code());
        // walkthrough finding (session 19): a chunk in no region file of the world was "not among the inspected files"
        // (exit 3); it was never generated, which is no error
        Run far = run("inspect", world.toString(), "--chunk", "300,300");
        assertEquals(ExitCodes.OK, far.code(), far.err());
        assertTrue(far.out().contains(world + ": chunk (300, 300) is absent (no region file r.9.9.mca holds it: never generated)"), far.out());
        // a region file given alone that cannot hold the chunk is still a wrong question
        assertEquals(ExitCodes.BAD_INPUT, run("inspect", world.resolve("region/r.0.0.mca").toString(), "--chunk", "300,300").code());
    }

    /**
     * Walkthrough finding: a world being generated by another process (its session.lock held, no region file yet)
     * was reported as "no region files" (exit 3). Inspect refuses a world in use with exit 5, as generate --dry-run
     * and relight --check do, for the folder and for a region file inside it; once the lock is free it inspects.
     */
    @Test
    void aWorldAnotherProcessHoldsIsInUseNotEmpty(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Files.createDirectories(world);
        Process holder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), LockHolderMain.class.getName(), world.toString()).start();
        Path file = world.resolve("dimensions/minecraft/overworld/region/r.0.0.mca");
        try {
            java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(holder.getInputStream(), java.nio.charset.StandardCharsets.UTF_8));
            assertEquals("locked", in.readLine());
            Run empty = run("inspect", world.toString());
            assertEquals(ExitCodes.CONFLICT, empty.code(), empty.out() + empty.err());
            assertTrue(empty.err().contains(world + " is in use"), empty.err());
            assertTrue(!empty.out().contains("no region files") && !empty.err().contains("no region files"), empty.err());
            Files.createDirectories(file.getParent());
            writeRegion(file);
            Run one = run("inspect", file.toString());
            assertEquals(ExitCodes.CONFLICT, one.code(), one.out() + one.err());
            assertTrue(one.err().contains(world + " is in use"), one.err());
        } finally {
            holder.getOutputStream().close();
            holder.waitFor();
        }
        Run after = run("inspect", file.toString());
        assertEquals(ExitCodes.OK, after.code(), "the lock file is left but no longer held: " + after.err());
        assertTrue(after.out().contains("2 chunks: 2 readable"), after.out());
    }

    @Test
    void worldOptionTakesAFolderOnly(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Files.createDirectories(world.resolve("region"));
        writeRegion(world.resolve("region/r.0.0.mca"));
        Run r = run("inspect", "--world", world.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("2 chunks: 2 readable"), r.out());
        Run file = run("inspect", "--world", world.resolve("region/r.0.0.mca").toString());
        assertEquals(ExitCodes.IO, file.code());
        assertTrue(file.err().contains("is a file, not a world folder"), file.err());
        assertEquals(ExitCodes.USAGE, run("inspect", "--world", world.toString(), world.toString()).code());
        assertEquals(ExitCodes.USAGE, run("inspect").code());
    }

    @Test
    void inspectsAWholeWorld() {
        Run r = run("inspect", fixtures().resolve("amulet/1_18/vanilla").toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("seed -7704947424039917939"), r.out());
        assertTrue(r.out().contains("r.0.2.mca: region (0, 2), 467 chunks: 467 readable, 0 unreadable"), r.out());
        assertTrue(r.out().contains("dimension minecraft:overworld: generator minecraft:noise"), r.out());
    }
}
