package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static dev.strata.cli.RelightConvertCommandTest.fixtures;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.nbt.NbtLimits;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.GZIPOutputStream;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code inspect}, {@code convert} and {@code relight} make of hostile or odd input around region files:
 * decompression bombs, region file names out of range, a folder named like a region, unusable level.dat files,
 * a failing disk, bad option values. Every case is an exit code with a one-line message naming the file, never
 * a stack trace.
 */
class RegionInputCommandTest {
    private static final long LOW = 1 << 20;

    @AfterEach
    void restoreTheLimits() {
        System.clearProperty(NbtLimits.OVERRIDE_PROPERTY);
        RelightCommand.writeHook = null;
    }

    /** {@code n} zero bytes, deflated (zlib) or gzipped, without holding them in memory. */
    static byte[] zeros(boolean gzip, long n) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (OutputStream out = gzip ? new GZIPOutputStream(bytes, 65536) : new DeflaterOutputStream(bytes)) {
            byte[] zero = new byte[65536];
            for (long left = n; left > 0; left -= zero.length) out.write(zero, 0, (int) Math.min(zero.length, left));
        }
        return bytes.toByteArray();
    }

    private static void assertNoTrace(Run r) {
        assertFalse(r.err().contains("\tat ") || r.err().contains("internal error"), r.err());
    }

    /** A world whose r.0.0.mca holds a chunk (0, 0) inflating past the limit and a good chunk (1, 0). */
    private static Path bombWorld(Path dir) throws Exception {
        Path world = dir.resolve("w");
        Files.createDirectories(world.resolve("region"));
        try (RegionFile r = RegionFile.open(world.resolve("region/r.0.0.mca"))) {
            r.writeBatch(new int[] {0}, new int[] {0}, new byte[][] {zeros(false, 3 * LOW)}, Compression.ZLIB, 1);
            r.write(1, 0, CompoundBinaryTag.builder().putInt("DataVersion", 4903).putInt("xPos", 1).putInt("zPos", 0).build(), Compression.ZLIB);
        }
        return world;
    }

    @Test
    void aChunkInflatingPastTheLimitIsAnUnreadableChunkForInspectAndConvert(@TempDir Path dir) throws Exception {
        Path world = bombWorld(dir);
        Path region = world.resolve("region/r.0.0.mca");
        System.setProperty(NbtLimits.OVERRIDE_PROPERTY, Long.toString(LOW));
        Run inspect = run("inspect", world.toString());
        assertEquals(ExitCodes.CHECK_FAILED, inspect.code(), inspect.err());
        assertTrue(inspect.err().contains(region + " chunk (0, 0): zlib payload inflates to more than " + LOW + " bytes"), inspect.err());
        assertTrue(inspect.out().contains("2 chunks: 1 readable") && inspect.out().contains(", 1 unreadable;"), inspect.out());
        assertNoTrace(inspect);
        Run one = run("inspect", world.toString(), "--chunk", "0,0");
        assertEquals(ExitCodes.BAD_INPUT, one.code(), one.err());
        assertTrue(one.err().contains(region.toString()) && one.err().contains("chunk (0, 0)"), one.err());
        assertNoTrace(one);
        byte[] before = Files.readAllBytes(region);
        Run convert = run("convert", "--world", world.toString(), "--compression", "lz4");
        assertEquals(ExitCodes.BAD_INPUT, convert.code(), convert.err());
        assertTrue(convert.err().contains(region + " chunk 0,0: unreadable") && convert.err().contains("more than " + LOW + " bytes"), convert.err());
        assertNoTrace(convert);
        assertArrayEquals(before, Files.readAllBytes(region), "without --force a region with an unreadable chunk is left unchanged");
    }

    @Test
    // inspect of a world reports an unusable level.dat as an ERROR line and goes on with the regions: exit 6
    void anUnusableLevelDatIsUnreadableInputNamingIt(@TempDir Path dir) throws Exception {
        Path world = bombWorld(dir);
        Path levelDat = world.resolve("level.dat");
        System.setProperty(NbtLimits.OVERRIDE_PROPERTY, Long.toString(LOW));
        Files.write(levelDat, zeros(true, 3 * LOW));
        Run bomb = run("inspect", world.toString());
        assertEquals(ExitCodes.CHECK_FAILED, bomb.code(), bomb.err());
        assertTrue(bomb.err().contains(levelDat + ": inflates to more than " + LOW + " bytes"), bomb.err());
        assertNoTrace(bomb);
        Files.writeString(levelDat, "hello");
        Run junk = run("inspect", world.toString());
        assertEquals(ExitCodes.CHECK_FAILED, junk.code(), junk.err());
        assertTrue(junk.err().contains(levelDat + ": not gzip-compressed NBT"), junk.err());
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (OutputStream out = new GZIPOutputStream(b)) {
            out.write(new byte[] {10, 0, 0, 104, 0, 1, 'x', 0}); // a compound holding a tag of unknown type 104
        }
        Files.write(levelDat, b.toByteArray());
        Run tag = run("inspect", world.toString());
        assertEquals(ExitCodes.CHECK_FAILED, tag.code(), tag.err());
        assertTrue(tag.err().contains(levelDat + ": malformed NBT: unknown tag type 104"), tag.err());
        assertFalse(tag.err().contains("null"), tag.err());
        assertNoTrace(tag);
    }

    /** Names outside the int range, and a folder named like a region: reported, and the rest is still read. */
    @Test
    void regionNamesOutOfRangeAndFoldersAreReportedAndTheRestIsRead(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Path folder = world.resolve("region");
        Files.createDirectories(folder);
        Path good = fixtures().resolve("prismarine/1.21.1/r.0.0.mca");
        Files.copy(good, folder.resolve("r.0.0.mca"));
        Files.copy(good, folder.resolve("r.2147483648.0.mca"));
        Files.copy(good, folder.resolve("r.0.99999999999.mca"));
        Files.createDirectory(folder.resolve("r.1.1.mca"));
        Run inspect = run("inspect", world.toString());
        assertEquals(ExitCodes.CHECK_FAILED, inspect.code(), inspect.err());
        assertTrue(inspect.err().contains("ERROR " + folder.resolve("r.2147483648.0.mca") + ": region coordinates in the name are out of range"), inspect.err());
        assertTrue(inspect.err().contains("ERROR " + folder.resolve("r.0.99999999999.mca") + ": region coordinates"), inspect.err());
        assertTrue(inspect.err().contains("ERROR " + folder.resolve("r.1.1.mca") + ": is a folder, not a region file"), inspect.err());
        assertTrue(inspect.err().contains("3 problem(s)"), inspect.err());
        assertTrue(inspect.out().contains(folder.resolve("r.0.0.mca") + ": region (0, 0)"), inspect.out());
        assertNoTrace(inspect);
        Run one = run("inspect", folder.resolve("r.2147483648.0.mca").toString());
        assertEquals(ExitCodes.BAD_INPUT, one.code(), one.err());
        assertNoTrace(one);
        Run relight = run("relight", "--world", world.toString(), "--check", "--quiet");
        assertEquals(ExitCodes.BAD_INPUT, relight.code(), relight.out() + relight.err());
        assertTrue(relight.err().contains(folder.resolve("r.2147483648.0.mca") + ": region coordinates in the name are out of range"), relight.err());
        assertTrue(relight.err().contains(folder.resolve("r.0.99999999999.mca").toString()), relight.err());
        assertTrue(relight.err().contains(folder.resolve("r.1.1.mca") + ": cannot be opened"), relight.err());
        assertTrue(relight.out().startsWith("checked ") && !relight.out().startsWith("checked 0 "), relight.out());
        assertNoTrace(relight);
    }

    @Test
    void negativeWorkersAreAUsageError(@TempDir Path dir) throws Exception {
        Path world = bombWorld(dir);
        Run convert = run("convert", "--world", world.toString(), "--compression", "zlib", "--workers", "-2");
        assertEquals(ExitCodes.USAGE, convert.code(), convert.err());
        assertTrue(convert.err().contains("--workers"), convert.err());
        Run relight = run("relight", "--world", world.toString(), "--workers", "-1");
        assertEquals(ExitCodes.USAGE, relight.code(), relight.err());
        assertTrue(relight.err().contains("--workers"), relight.err());
    }

    /** A write that fails (a full disk) is a file system error naming the region file, not an internal error. */
    @Test
    void aFailingWriteDuringRelightIsAFileSystemErrorNamingTheFile(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Files.createDirectories(world.resolve("region"));
        Path region = world.resolve("region/r.0.0.mca");
        Files.copy(fixtures().resolve("prismarine/1.21.1/r.0.0.mca"), region);
        RelightCommand.writeHook = file -> {
            throw new IOException("No space left on device");
        };
        Run r = run("relight", "--world", world.toString(), "--quiet", "--workers", "1");
        assertEquals(ExitCodes.IO, r.code(), r.out() + r.err());
        assertTrue(r.err().contains(region + ": cannot write: IOException: No space left on device"), r.err());
        assertNoTrace(r);
    }

    /** Convert: a region whose temporary folder cannot be made is a file system error (exit 4) naming it, left whole. */
    @Test
    void aFileSystemFailureDuringConvertIsExitFourNamingTheRegion(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Files.createDirectories(world.resolve("region"));
        Path region = world.resolve("region/r.0.0.mca");
        Files.copy(fixtures().resolve("prismarine/1.21.1/r.0.0.mca"), region);
        Files.writeString(world.resolve("region/.strata-convert"), "a file where convert wants its folder");
        byte[] before = Files.readAllBytes(region);
        Run r = run("convert", "--world", world.toString(), "--compression", "lz4");
        assertEquals(ExitCodes.IO, r.code(), r.out() + r.err());
        assertTrue(r.err().contains(region + ": conversion failed: FileAlreadyExistsException"), r.err());
        assertNoTrace(r);
        assertArrayEquals(before, Files.readAllBytes(region));
    }

    /** A chunk whose payload inflates but whose NBT does not parse is unreadable for convert as for inspect. */
    @Test
    void convertCountsAsUnreadableWhatInspectCallsUnreadable(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Files.createDirectories(world.resolve("region"));
        Path region = world.resolve("region/r.0.0.mca");
        try (RegionFile r = RegionFile.open(region)) {
            r.write(1, 0, CompoundBinaryTag.builder().putInt("DataVersion", 4903).build(), Compression.ZLIB);
            r.writeRaw(0, 0, new byte[] {10, 0, 0, 99, 1, 2, 3}, Compression.ZLIB); // tag type 99 does not exist
        }
        Run inspect = run("inspect", world.toString());
        assertTrue(inspect.out().contains("2 chunks: 1 readable") && inspect.out().contains(", 1 unreadable;"), inspect.out());
        Run convert = run("convert", "--world", world.toString(), "--compression", "lz4", "--force");
        assertEquals(ExitCodes.BAD_INPUT, convert.code(), convert.err());
        assertTrue(convert.out().startsWith("converted 1 chunk in 1 file "), convert.out());
        assertTrue(convert.out().contains("1 unreadable chunk kept as it was"), convert.out());
        assertTrue(convert.err().contains(region + " chunk 0,0: unreadable, kept as it was"), convert.err());
        try (RegionFile r = RegionFile.openReadOnly(region)) {
            assertEquals(Compression.LZ4, r.readRaw(1, 0).orElseThrow().compression());
            assertArrayEquals(new byte[] {10, 0, 0, 99, 1, 2, 3}, r.readRaw(0, 0).orElseThrow().nbt());
            assertEquals(Compression.ZLIB, r.readRaw(0, 0).orElseThrow().compression());
        }
        assertTrue(NbtIO.read(NbtIO.write(CompoundBinaryTag.empty())).size() == 0);
    }
}
