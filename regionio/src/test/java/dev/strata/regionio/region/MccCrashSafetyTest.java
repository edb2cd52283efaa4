package dev.strata.regionio.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.strata.regionio.nbt.NbtIO;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writes that put a chunk in (or take it out of) its {@code c.<x>.<z>.mcc} file, crashed at every step: the
 * write is run once per step with {@link RegionFile#stepHook} throwing at the k-th step reached, and after each
 * simulated crash the file is checked three ways:
 *
 * <ol>
 *   <li>Strata's reader (read-only open, nothing repaired): every chunk reads as its old or its new NBT;
 *   <li>after a writable open (which finishes or undoes an interrupted write), the files alone, read as the game
 *       reads them (header entry, stub sector's type byte, the whole {@code .mcc} decompressed with that type):
 *       every chunk is old or new, and no {@code .pending} file is left;
 *   <li>the game's view before any repair: readable at every step except the single one a compression change of
 *       an external chunk cannot avoid (see {@link RegionFile}, "Crash safety"), and only there.
 * </ol>
 */
class MccCrashSafetyTest {
    /** Random longs do not compress: 200,000 of them (1.6 MB) need more than 255 sectors in every compression. */
    private static final CompoundBinaryTag BIG_OLD = RegionWriteTest.chunk(3, 4, 1, 200_000, 7);
    private static final CompoundBinaryTag BIG_NEW = RegionWriteTest.chunk(3, 4, 2, 180_000, 8);
    private static final CompoundBinaryTag SMALL_OLD = RegionWriteTest.chunk(3, 4, 3, 50, 9);
    private static final CompoundBinaryTag SMALL_NEW = RegionWriteTest.chunk(3, 4, 4, 60, 10);
    private static final CompoundBinaryTag OTHER = RegionWriteTest.chunk(5, 6, 1, 300, 11);
    private static final CompoundBinaryTag OTHER_NEW = RegionWriteTest.chunk(5, 6, 2, 400, 12);

    private static final class SimulatedCrash extends IOException {
        SimulatedCrash(String step) {
            super("simulated crash after " + step);
        }
    }

    interface Writer {
        void write(RegionFile r) throws IOException;
    }

    @Test
    void externalCompressionChangeByWriteRaw(@TempDir Path dir) throws Exception {
        int unavoidable = crashEverywhere(dir, BIG_OLD, Compression.ZLIB, BIG_NEW,
                r -> r.writeRaw(3, 4, NbtIO.write(BIG_NEW), Compression.LZ4));
        assertEquals(1, unavoidable, "the game can fail to read the chunk at exactly one step");
    }

    @Test
    void externalCompressionChangeByWriteBatch(@TempDir Path dir) throws Exception {
        int unavoidable = crashEverywhere(dir, BIG_OLD, Compression.LZ4, BIG_NEW, r -> r.writeBatch(new int[] {3, 5}, new int[] {4, 6},
                new byte[][] {Codec.compress(Compression.NONE, NbtIO.write(BIG_NEW)), Codec.compress(Compression.NONE, NbtIO.write(OTHER_NEW))},
                Compression.NONE, 1_800_000_000));
        assertEquals(1, unavoidable);
    }

    @Test
    void externalRewriteInTheSameCompression(@TempDir Path dir) throws Exception {
        assertEquals(0, crashEverywhere(dir, BIG_OLD, Compression.ZLIB, BIG_NEW, r -> r.write(3, 4, BIG_NEW, Compression.ZLIB)));
        assertEquals(0, crashEverywhere(dir.resolve("batch"), BIG_OLD, Compression.GZIP, BIG_NEW, r -> r.writeBatch(new int[] {3}, new int[] {4},
                new byte[][] {Codec.compress(Compression.GZIP, NbtIO.write(BIG_NEW))}, Compression.GZIP, 1_800_000_000)));
    }

    @Test
    void inlineToExternalAndBack(@TempDir Path dir) throws Exception {
        assertEquals(0, crashEverywhere(dir.resolve("out"), SMALL_OLD, Compression.ZLIB, BIG_NEW, r -> r.write(3, 4, BIG_NEW, Compression.LZ4)));
        assertEquals(0, crashEverywhere(dir.resolve("in"), BIG_OLD, Compression.LZ4, SMALL_NEW, r -> r.write(3, 4, SMALL_NEW, Compression.ZLIB)));
    }

    @Test
    void aStalePendingFileIsNeverReadAndIsDeletedByAWritableOpen(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        try (RegionFile r = RegionFile.open(file)) {
            r.write(3, 4, BIG_NEW, Compression.LZ4);
        }
        // left over from an earlier interrupted write, then the chunk was rewritten by another writer (the game)
        Path stale = dir.resolve("c.3.4.mcc." + Compression.LZ4.id() + ".pending");
        Files.write(stale, Codec.compress(Compression.LZ4, NbtIO.write(BIG_OLD)));
        try (RegionFile ro = RegionFile.openReadOnly(file)) {
            assertEquals(BIG_NEW, ro.read(3, 4).orElseThrow(), "a decodable .mcc wins over a pending file");
        }
        assertTrue(Files.exists(stale), "a read-only open changes nothing");
        try (RegionFile rw = RegionFile.open(file)) {
            assertEquals(BIG_NEW, rw.read(3, 4).orElseThrow());
        }
        assertTrue(Files.notExists(stale));
        assertEquals(BIG_NEW, gameRead(file, 3, 4));
    }

    /**
     * Runs {@code writer} on a fresh region holding {@code old} (written with {@code oldCompression}) and
     * {@link #OTHER}, crashing after the k-th step for k = 0, 1, ... until a run completes.
     *
     * @return at how many crash points the game (no repair) could not read a chunk
     */
    private static int crashEverywhere(Path root, CompoundBinaryTag old, Compression oldCompression, CompoundBinaryTag next, Writer writer)
            throws Exception {
        int gameFailures = 0;
        List<String> steps = new ArrayList<>();
        for (int k = 0; ; k++) {
            Path dir = Files.createDirectories(root.resolve("crash-" + k));
            Path file = dir.resolve("r.0.0.mca");
            try (RegionFile r = RegionFile.open(file)) {
                r.write(3, 4, old, oldCompression);
                r.write(5, 6, OTHER, Compression.ZLIB);
            }
            int crashAt = k;
            int[] reached = {0};
            String[] crashedAfter = {null};
            RegionFile r = RegionFile.open(file);
            r.stepHook = step -> {
                if (reached[0]++ == crashAt) {
                    crashedAfter[0] = step;
                    throw new SimulatedCrash(step);
                }
            };
            try {
                writer.write(r);
            } catch (SimulatedCrash e) {
                // the process "dies" here: nothing more is written
            } finally {
                r.stepHook = null;
                r.close();
            }
            String where = crashedAfter[0] == null ? "no crash" : "crash after step " + k + " (" + crashedAfter[0] + ")";
            steps.add(where);
            // 1. Strata's reader, nothing repaired
            try (RegionFile ro = RegionFile.openReadOnly(file)) {
                assertOldOrNew(ro.read(3, 4).orElseThrow(), old, next, where);
                CompoundBinaryTag other = ro.read(5, 6).orElseThrow();
                assertTrue(other.equals(OTHER) || other.equals(OTHER_NEW), where + ": chunk (5, 6)");
            }
            // 3. the game's view before repair
            try {
                assertOldOrNew(gameRead(file, 3, 4), old, next, where);
            } catch (IOException | AssertionError e) {
                gameFailures++;
            }
            // 2. a writable open finishes or undoes the interrupted write; then the files alone are consistent
            try (RegionFile rw = RegionFile.open(file)) {
                assertOldOrNew(rw.read(3, 4).orElseThrow(), old, next, where);
            }
            assertOldOrNew(gameRead(file, 3, 4), old, next, where + ", after a writable open");
            try (Stream<Path> s = Files.list(dir)) {
                List<Path> pending = s.filter(p -> p.getFileName().toString().endsWith(".pending")).toList();
                assertTrue(pending.isEmpty(), where + ": left " + pending);
            }
            if (crashedAfter[0] == null) {
                assertTrue(k >= 1, "the write reached only " + k + " steps: " + steps);
                try (RegionFile ro = RegionFile.openReadOnly(file)) {
                    assertEquals(next, ro.read(3, 4).orElseThrow(), "the completed write is visible");
                }
                return gameFailures;
            }
        }
    }

    private static void assertOldOrNew(CompoundBinaryTag got, CompoundBinaryTag old, CompoundBinaryTag next, String where) {
        if (!got.equals(old) && !got.equals(next)) fail(where + ": chunk (3, 4) is neither its old nor its new version (version " + got.getInt("version") + ")");
    }

    /** Reads a chunk as the game does: header entry, payload or stub, whole .mcc with the stub's compression. */
    static CompoundBinaryTag gameRead(Path file, int chunkX, int chunkZ) throws IOException {
        byte[] region = Files.readAllBytes(file);
        ByteBuffer b = ByteBuffer.wrap(region);
        int loc = b.getInt(((chunkZ & 31) * 32 + (chunkX & 31)) * 4);
        if (loc == 0) throw new IOException("absent");
        int at = (loc >>> 8) * RegionFile.SECTOR_BYTES;
        int length = b.getInt(at);
        int type = region[at + 4] & 0xFF;
        Compression c = Compression.byId(type);
        byte[] data;
        int off, len;
        if ((type & 0x80) != 0) {
            data = Files.readAllBytes(file.resolveSibling("c." + chunkX + "." + chunkZ + ".mcc"));
            off = 0;
            len = data.length;
        } else {
            data = region;
            off = at + 5;
            len = length - 1;
        }
        return NbtIO.read(Codec.decompress(c, data, off, len).bytes());
    }
}
