package dev.strata.regionio.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.regionio.ChunkReadException;
import dev.strata.regionio.DecompressedSizeException;
import dev.strata.regionio.NbtFileException;
import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.nbt.NbtLimits;
import dev.strata.regionio.world.LevelDat;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Inputs that inflate past {@link NbtLimits} are unreadable input naming the file, never an out-of-memory error.
 * The in-process tests lower the limits to 1 MiB ({@link NbtLimits#OVERRIDE_PROPERTY}); one test runs the real
 * limits in a child JVM with a 256 MiB heap.
 */
class DecompressionLimitTest {
    private static final long LOW = 1 << 20;

    @BeforeEach
    void lowerTheLimits() {
        System.setProperty(NbtLimits.OVERRIDE_PROPERTY, Long.toString(LOW));
    }

    @AfterEach
    void restoreTheLimits() {
        System.clearProperty(NbtLimits.OVERRIDE_PROPERTY);
    }

    @Test
    void anInlineChunkInflatingPastTheLimitIsUnreadableAndNamed(@TempDir Path dir) throws Exception {
        for (Compression c : new Compression[] {Compression.ZLIB, Compression.GZIP, Compression.LZ4}) {
            Path file = dir.resolve(c.name()).resolve("r.0.0.mca");
            Files.createDirectories(file.getParent());
            Bombs.region(file, c, 3 * LOW);
            try (RegionFile r = RegionFile.openReadOnly(file)) {
                ChunkReadException e = assertThrows(ChunkReadException.class, () -> r.readRaw(0, 0), c.name());
                assertInstanceOf(DecompressedSizeException.class, e.getCause(), c.name());
                assertTrue(e.getMessage().startsWith(file + ": chunk (0, 0): "), e.getMessage());
                assertTrue(e.getMessage().contains("more than " + LOW + " bytes"), e.getMessage());
                assertEquals(1, r.scan().errorCount(), c.name());
            }
        }
    }

    @Test
    void aChunkJustUnderTheLimitStillReads(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        Bombs.region(file, Compression.ZLIB, LOW);
        try (RegionFile r = RegionFile.openReadOnly(file)) {
            assertEquals(LOW, r.readRaw(0, 0).orElseThrow().nbt().length);
        }
    }

    @Test
    void anMccInflatingPastTheLimitIsUnreadableAndNamesTheMcc(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        Bombs.externalRegion(file, Bombs.zeros(Compression.ZLIB, 3 * LOW));
        try (RegionFile r = RegionFile.openReadOnly(file)) {
            ChunkReadException e = assertThrows(ChunkReadException.class, () -> r.readRaw(0, 0));
            assertEquals(dir.resolve("c.0.0.mcc"), e.file());
            assertInstanceOf(DecompressedSizeException.class, e.getCause());
        }
        // a writable open (which looks at .mcc files for interrupted writes) opens, and the chunk stays unreadable
        try (RegionFile r = RegionFile.open(file)) {
            assertThrows(ChunkReadException.class, () -> r.read(0, 0));
        }
    }

    @Test
    void anMccLargerThanAnyPayloadWithinTheLimitIsNotReadAtAll(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        Bombs.externalRegion(file, new byte[] {0});
        try (var ch = java.nio.channels.FileChannel.open(dir.resolve("c.0.0.mcc"), java.nio.file.StandardOpenOption.WRITE)) {
            ch.write(java.nio.ByteBuffer.wrap(new byte[] {1}), ExternalFiles.maxStoredBytes(LOW)); // sparse
        }
        try (RegionFile r = RegionFile.openReadOnly(file)) {
            ChunkReadException e = assertThrows(ChunkReadException.class, () -> r.readRaw(0, 0));
            assertInstanceOf(DecompressedSizeException.class, e.getCause());
            assertTrue(e.getMessage().contains("c.0.0.mcc") && e.getMessage().contains("the file alone is"), e.getMessage());
        }
    }

    /** Within the inflated-size limit but far over it once parsed: refused before anything is built. */
    @Test
    void nbtTakingTooMuchMemoryOnceParsedIsUnreadable(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        int n = 100_000; // 100 KB of NBT, about 5 MB as the game counts it
        try (RegionFile r = RegionFile.open(file)) {
            r.writeBatch(new int[] {0}, new int[] {0}, new byte[][] {Bombs.emptyCompounds(Compression.ZLIB, n)}, Compression.ZLIB, 1);
        }
        try (RegionFile r = RegionFile.openReadOnly(file)) {
            assertTrue(r.readRaw(0, 0).orElseThrow().nbt().length < LOW, "within the inflated-size limit");
            ChunkReadException e = assertThrows(ChunkReadException.class, () -> r.read(0, 0));
            assertInstanceOf(DecompressedSizeException.class, e.getCause());
            assertTrue(e.getMessage().contains("NBT would take more than " + LOW + " bytes once parsed"), e.getMessage());
            assertEquals(1, r.scan().errorCount());
        }
        // the count is the game's: a list of 10,000 empty compounds is 10,000 * (48 + 4) + 37 + root compound
        System.setProperty(NbtLimits.OVERRIDE_PROPERTY, Long.toString(10_000 * 52 + 37 + 48 + 32 + 36 + 2));
        byte[] ok = Codec.decompress(Compression.ZLIB, Bombs.emptyCompounds(Compression.ZLIB, 10_000), 0,
                Bombs.emptyCompounds(Compression.ZLIB, 10_000).length).bytes();
        assertEquals(10_000, NbtIO.read(ok).getList("l").size());
        System.setProperty(NbtLimits.OVERRIDE_PROPERTY, Long.toString(10_000 * 52 + 37 + 48 + 32 + 36 + 2 - 1));
        assertThrows(DecompressedSizeException.class, () -> NbtIO.read(ok));
    }

    @Test
    void aLevelDatInflatingPastTheLimitIsUnreadableAndNamed(@TempDir Path dir) throws Exception {
        Path levelDat = dir.resolve("level.dat");
        Bombs.gzipFile(levelDat, 3 * LOW);
        NbtFileException e = assertThrows(NbtFileException.class, () -> LevelDat.read(dir));
        assertEquals(levelDat, e.file());
        assertInstanceOf(DecompressedSizeException.class, e.getCause());
        assertTrue(e.getMessage().startsWith(levelDat + ": inflates to more than " + LOW + " bytes"), e.getMessage());
    }

    @Test
    void aWorldGenSettingsDatInflatingPastTheLimitIsUnreadableAndNamed(@TempDir Path dir) throws Exception {
        LevelDat.writeNew(dir, "w", 1L, true, LevelDat.vanillaDimensions(), 4903, "26.2");
        Path wgs = LevelDat.worldGenSettingsPath(dir);
        Bombs.gzipFile(wgs, 3 * LOW);
        NbtFileException e = assertThrows(NbtFileException.class, () -> LevelDat.read(dir));
        assertEquals(wgs, e.file());
    }

    @Test
    void everyUnusableLevelDatIsAnNbtFileExceptionNamingTheFileAndTheProblem(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("level.dat");
        Files.write(f, new byte[0]);
        assertProblem(f, "is empty");
        Files.writeString(f, "not gzip at all");
        assertProblem(f, "not gzip-compressed NBT");
        byte[] gz = Bombs.zeros(Compression.GZIP, 1000);
        Files.write(f, java.util.Arrays.copyOf(gz, gz.length / 2));
        assertProblem(f, "cut short");
        // a gzip file holding a tag id the format does not have (104): the id is named, not "IllegalArgumentException: 104"
        java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
        try (var out = new java.util.zip.GZIPOutputStream(b)) {
            out.write(new byte[] {10, 0, 0, 104, 0, 1, 'x', 0});
        }
        Files.write(f, b.toByteArray());
        assertProblem(f, "unknown tag type 104");
        Files.delete(f);
        Files.createDirectory(f);
        assertProblem(f, "is a folder");
    }

    private static void assertProblem(Path f, String expected) {
        NbtFileException e = assertThrows(NbtFileException.class, () -> NbtIO.readGzipFile(f));
        assertTrue(e.getMessage().startsWith(f + ": ") && e.getMessage().contains(expected), e.getMessage());
        assertTrue(!e.getMessage().contains("null"), e.getMessage());
    }

    /**
     * At the real limits, in a JVM of 256 MiB: a 320 MiB chunk (about 0.3 MiB of zlib, inline), a 320 MiB .mcc
     * and a 320 MiB level.dat, and 16 MiB of NBT that would take 2 GB once parsed, each fail as unreadable instead
     * of exhausting the heap.
     */
    @Test
    void theRealLimitsHoldInASmallHeap(@TempDir Path dir) throws Exception {
        System.clearProperty(NbtLimits.OVERRIDE_PROPERTY);
        long big = 320L << 20;
        Path inline = dir.resolve("inline").resolve("r.0.0.mca");
        Files.createDirectories(inline.getParent());
        Bombs.region(inline, Compression.ZLIB, big);
        try (RegionFile r = RegionFile.openReadOnly(inline)) {
            assertTrue((r.location(0, 0) & 0xFF) > 1 && !Files.exists(inline.resolveSibling("c.0.0.mcc")), "the bomb is inline");
        }
        Path external = dir.resolve("external").resolve("r.0.0.mca");
        Files.createDirectories(external.getParent());
        Bombs.externalRegion(external, Bombs.zeros(Compression.ZLIB, big));
        Path levelDat = dir.resolve("level.dat");
        Bombs.gzipFile(levelDat, big);
        Path parsed = dir.resolve("parsed").resolve("r.0.0.mca");
        Files.createDirectories(parsed.getParent());
        try (RegionFile r = RegionFile.open(parsed)) {
            // 16 MiB of NBT, within the inflated-size limit; about 870 MB as the game counts it, 2 GB in adventure-nbt
            r.writeBatch(new int[] {0}, new int[] {0}, new byte[][] {Bombs.emptyCompounds(Compression.ZLIB, 16 << 20)}, Compression.ZLIB, 1);
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process p = new ProcessBuilder(java, "-Xmx256m", "-cp", cp, BombReaderMain.class.getName(), inline.toString(), external.toString(), levelDat.toString(),
                parsed.toString())
                .redirectErrorStream(true).start();
        String output;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            output = String.join("\n", r.lines().toList());
        }
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "child JVM did not finish");
        assertEquals(0, p.exitValue(), output);
        assertTrue(output.contains("inline: ChunkReadException") && output.contains("external: ChunkReadException")
                && output.contains("level.dat: NbtFileException") && output.contains("parsed: ChunkReadException"), output);
        // refused by the count before parsing, not by an OutOfMemoryError caught halfway through it
        assertTrue(output.lines().anyMatch(l -> l.startsWith("parsed: ") && l.contains("once parsed")), output);
    }
}
