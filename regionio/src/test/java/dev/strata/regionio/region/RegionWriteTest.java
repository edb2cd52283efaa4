package dev.strata.regionio.region;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.regionio.ChunkReadException;
import dev.strata.regionio.RegionFormatException;
import dev.strata.regionio.nbt.NbtIO;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RegionWriteTest {

    static CompoundBinaryTag chunk(int x, int z, int version, int longs, long seed) {
        long[] noise = new long[longs];
        Random r = new Random(seed);
        for (int i = 0; i < longs; i++) noise[i] = r.nextLong();
        return CompoundBinaryTag.builder().putInt("xPos", x).putInt("zPos", z).putInt("version", version)
                .put("noise", LongArrayBinaryTag.longArrayBinaryTag(noise)).build();
    }

    @Test
    void roundTripEveryCompression(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.-1.2.mca");
        Compression[] all = {Compression.GZIP, Compression.ZLIB, Compression.NONE, Compression.LZ4};
        try (RegionFile r = RegionFile.open(file)) {
            for (int i = 0; i < all.length; i++) r.write(-32 + i, 64, chunk(-32 + i, 64, i, 100 + i * 50, i), all[i]);
        }
        assertEquals(0, Files.size(file) % 4096);
        try (RegionFile r = RegionFile.openReadOnly(file)) {
            assertEquals(-1, r.regionX());
            assertEquals(2, r.regionZ());
            for (int i = 0; i < all.length; i++) {
                RawChunk raw = r.readRaw(-32 + i, 64).orElseThrow();
                assertEquals(all[i], raw.compression());
                assertNull(raw.tolerated());
                assertEquals(chunk(-32 + i, 64, i, 100 + i * 50, i), r.read(-32 + i, 64).orElseThrow());
                assertTrue(r.timestamp(-32 + i, 64) > 1_700_000_000);
            }
            assertTrue(r.read(-1, 95).isEmpty());
            assertEquals(0, r.scan().problems().size());
            assertThrows(IllegalArgumentException.class, () -> r.read(0, 64));
        }
    }

    @Test
    void hugeChunkGoesToMccAndBack(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        CompoundBinaryTag big = chunk(3, 4, 1, 200_000, 7); // 1.6 MB of random longs: over 255 sectors
        CompoundBinaryTag small = chunk(3, 4, 2, 10, 8);
        try (RegionFile r = RegionFile.open(file)) {
            r.write(3, 4, big, Compression.ZLIB);
            assertTrue(Files.exists(dir.resolve("c.3.4.mcc")));
            assertEquals(1, r.location(3, 4) & 0xFF);
        }
        try (RegionFile r = RegionFile.open(file)) {
            RawChunk raw = r.readRaw(3, 4).orElseThrow();
            assertTrue(raw.external());
            assertEquals(big, r.read(3, 4).orElseThrow());
            r.write(3, 4, small, Compression.ZLIB);
            assertFalse(Files.exists(dir.resolve("c.3.4.mcc")), "an inline rewrite deletes the .mcc");
            assertEquals(small, r.read(3, 4).orElseThrow());
            r.write(3, 4, big, Compression.LZ4);
            assertEquals(big, r.read(3, 4).orElseThrow());
            r.delete(3, 4);
            assertTrue(r.read(3, 4).isEmpty());
            assertFalse(Files.exists(dir.resolve("c.3.4.mcc")));
        }
    }

    @Test
    void freedSectorsAreReused(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        try (RegionFile r = RegionFile.open(file)) {
            for (int i = 0; i < 32; i++) r.write(i, 0, chunk(i, 0, 0, 3000, i), Compression.NONE);
            long size = Files.size(file);
            for (int round = 1; round < 5; round++) {
                for (int i = 0; i < 32; i++) r.write(i, 0, chunk(i, 0, round, 3000, i + round), Compression.NONE);
            }
            // each chunk needs 6 sectors; rewriting keeps at most one generation of spare sectors
            assertTrue(Files.size(file) <= size + 32L * 6 * 4096 + 6 * 4096, "file grew to " + Files.size(file));
            for (int i = 0; i < 32; i++) assertEquals(chunk(i, 0, 4, 3000, i + 4), r.read(i, 0).orElseThrow());
            assertEquals(0, r.scan().problems().size());
        }
    }

    @Test
    void zeroLengthFileBecomesWritable(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        Files.createFile(file);
        try (RegionFile r = RegionFile.open(file)) {
            assertTrue(r.chunks().isEmpty());
            r.write(1, 1, chunk(1, 1, 0, 5, 0), Compression.ZLIB);
        }
        assertEquals(3 * 4096, Files.size(file));
    }

    @Test
    void badFilesAndNames(@TempDir Path dir) throws Exception {
        Path shortHeader = dir.resolve("r.0.0.mca");
        Files.write(shortHeader, new byte[100]);
        var e = assertThrows(RegionFormatException.class, () -> RegionFile.openReadOnly(shortHeader));
        assertTrue(e.getMessage().contains("8192"), e.getMessage());
        assertThrows(RegionFormatException.class, () -> RegionFile.openReadOnly(dir.resolve("region.dat")));
    }

    /** Writes one chunk with zlib, then lets the caller damage its payload. */
    private static Path damaged(Path dir, java.util.function.BiConsumer<ByteBuffer, Integer> damage) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        Files.deleteIfExists(file);
        try (RegionFile r = RegionFile.open(file)) {
            r.write(5, 6, chunk(5, 6, 0, 500, 1), Compression.ZLIB);
        }
        byte[] all = Files.readAllBytes(file);
        ByteBuffer b = ByteBuffer.wrap(all);
        int loc = b.getInt((6 * 32 + 5) * 4);
        damage.accept(b, loc);
        Files.write(file, all);
        return file;
    }

    private static ChunkReadException readFails(Path file) throws Exception {
        try (RegionFile r = RegionFile.openReadOnly(file)) {
            var e = assertThrows(ChunkReadException.class, () -> r.read(5, 6));
            assertTrue(e.getMessage().contains(file.toString()) && e.getMessage().contains("chunk (5, 6)"), e.getMessage());
            RegionScan s = r.scan();
            assertEquals(1, s.errorCount());
            assertEquals(0, s.readableChunks());
            return e;
        }
    }

    @Test
    void everyKindOfDamageIsATypedError(@TempDir Path dir) throws Exception {
        assertTrue(readFails(damaged(dir, (b, loc) -> b.putInt((6 * 32 + 5) * 4, (50 << 8) | 1))).getMessage().contains("past the end"));
        assertTrue(readFails(damaged(dir, (b, loc) -> b.putInt((6 * 32 + 5) * 4, (1 << 8) | 1))).getMessage().contains("header"));
        assertTrue(readFails(damaged(dir, (b, loc) -> b.putInt((loc >>> 8) * 4096, 999_999))).getMessage().contains("999999"));
        assertTrue(readFails(damaged(dir, (b, loc) -> b.putInt((loc >>> 8) * 4096, 0))).getMessage().contains("length field 0"));
        assertTrue(readFails(damaged(dir, (b, loc) -> b.put((loc >>> 8) * 4096 + 4, (byte) 9))).getMessage().contains("unknown compression type 9"));
        assertTrue(readFails(damaged(dir, (b, loc) -> b.put((loc >>> 8) * 4096 + 40, (byte) 0x77))).getMessage().contains("zlib"));
        ChunkReadException custom = readFails(damaged(dir, (b, loc) -> {
            int p = (loc >>> 8) * 4096;
            byte[] name = "example:zstd".getBytes();
            b.putInt(p, 1 + 2 + name.length).put(p + 4, (byte) 127).putShort(p + 5, (short) name.length).put(p + 7, name);
        }));
        assertTrue(custom.getMessage().contains("'example:zstd'"), custom.getMessage());
        ChunkReadException mcc = readFails(damaged(dir, (b, loc) -> b.put((loc >>> 8) * 4096 + 4, (byte) 0x82)));
        assertTrue(mcc.getMessage().contains("c.5.6.mcc"), mcc.getMessage());
    }

    @Test
    void truncatedAndMalformedNbtAreTypedErrors(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        byte[] good = NbtIO.write(chunk(5, 6, 0, 50, 1));
        try (RegionFile r = RegionFile.open(file)) {
            r.writeRaw(5, 6, java.util.Arrays.copyOf(good, good.length - 30), Compression.ZLIB);
        }
        assertTrue(readFails(file).getMessage().contains("truncated"));
        byte[] bad = good.clone();
        bad[3] = 99; // tag id of the first entry
        try (RegionFile r = RegionFile.open(file)) {
            r.writeRaw(5, 6, bad, Compression.NONE);
        }
        assertTrue(readFails(file).getMessage().contains("NBT"));
    }

    /**
     * Readers of one region run in parallel with a writer rewriting the same chunks with payloads of changing
     * sizes (so sectors move and are recycled); every read must return a complete chunk of some version.
     */
    @Test
    void readersNeverSeeTornOrRecycledPayloads(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        int n = 16;
        try (RegionFile r = RegionFile.open(file)) {
            for (int i = 0; i < n; i++) r.write(i, 0, chunk(i, 0, 0, 600, i * 1000L), Compression.NONE);
            AtomicBoolean stop = new AtomicBoolean();
            ExecutorService pool = Executors.newFixedThreadPool(3);
            List<Future<Integer>> readers = new ArrayList<>();
            for (int t = 0; t < 2; t++) {
                readers.add(pool.submit(() -> {
                    int reads = 0;
                    Random rnd = new Random();
                    while (!stop.get()) {
                        int i = rnd.nextInt(n);
                        CompoundBinaryTag c = r.read(i, 0).orElseThrow();
                        int v = c.getInt("version");
                        assertEquals(i, c.getInt("xPos"));
                        assertTrue(chunk(i, 0, v, 600 + (v % 7) * 300, i * 1000L + v).equals(c), "chunk " + i + " version " + v + " torn");
                        reads++;
                    }
                    return reads;
                }));
            }
            for (int v = 1; v <= 150; v++) {
                int i = v % n;
                r.write(i, 0, chunk(i, 0, v, 600 + (v % 7) * 300, i * 1000L + v), Compression.NONE);
            }
            stop.set(true);
            pool.shutdown();
            assertTrue(pool.awaitTermination(30, TimeUnit.SECONDS));
            for (Future<Integer> f : readers) assertTrue(f.get() > 0);
        }
    }

    @Test
    void readOnlyRefusesWrites(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        try (RegionFile r = RegionFile.open(file)) {
            r.write(0, 0, chunk(0, 0, 0, 1, 0), Compression.ZLIB);
        }
        try (RegionFile r = RegionFile.openReadOnly(file)) {
            assertThrows(IllegalStateException.class, () -> r.write(0, 0, chunk(0, 0, 0, 1, 0), Compression.ZLIB));
            assertArrayEquals(NbtIO.write(chunk(0, 0, 0, 1, 0)), r.readRaw(0, 0).orElseThrow().nbt());
        }
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            assertEquals(3 * 4096, ch.size());
        }
    }
}
