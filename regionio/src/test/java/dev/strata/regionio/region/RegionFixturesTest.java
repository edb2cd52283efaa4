package dev.strata.regionio.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.regionio.ChunkReadException;
import dev.strata.regionio.Fixtures;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Region files written by the real game (and a few by other programs), read chunk by chunk. */
class RegionFixturesTest {

    @Test
    void everyGoodFixtureReadsWithoutErrors() throws Exception {
        Map<String, Integer> present = new TreeMap<>();
        for (Path p : Fixtures.files(".mca")) {
            if (p.toString().contains("/broken/")) continue;
            try (RegionFile r = RegionFile.openReadOnly(p)) {
                RegionScan s = r.scan();
                assertEquals(0, s.errorCount(), () -> p + ": " + s.problems());
                assertEquals(s.presentChunks(), s.readableChunks(), p.toString());
                present.put(Fixtures.regions().relativize(p).toString(), s.presentChunks());
                for (int[] c : r.chunks()) assertTrue(r.read(c[0], c[1]).isPresent());
            }
        }
        // counts the fixture README states
        assertEquals(225, present.get("prismarine/1.21.1/r.0.0.mca"));
        assertEquals(280, present.get("prismarine/1.18.2/r.0.0.mca"));
        assertEquals(467, present.get("amulet/1_18/vanilla/region/r.0.2.mca"));
        assertEquals(401, present.get("amulet/1_18/vanilla/region/r.1.2.mca"));
        assertEquals(7, present.get("amulet/1_17_1/vanilla/region/r.-2.0.mca"));
        assertEquals(0, present.get("amulet/1_18/vanilla/poi/r.0.1.mca"));
        assertEquals(0, present.get("amulet/1_17_1/vanilla/region/r.-2.-1.mca"));
        assertEquals(2275, sum(present, "minestom/anvil_vanilla_sample/"));
        // the fixture README says 11 regions and 4,606 chunks; the headers on disk list 12 regions and 4,368
        assertEquals(4368, sum(present, "minestom/anvil_loader/"));
        assertEquals(512, sum(present, "pumpkin-lz4/"));
    }

    private static int sum(Map<String, Integer> m, String prefix) {
        return m.entrySet().stream().filter(e -> e.getKey().startsWith(prefix)).mapToInt(Map.Entry::getValue).sum();
    }

    @Test
    void zeroLengthFileIsAnEmptyRegion() throws Exception {
        Path p = Fixtures.regions().resolve("amulet/1_18/vanilla/poi/r.0.1.mca");
        assertEquals(0, Files.size(p));
        try (RegionFile r = RegionFile.openReadOnly(p)) {
            assertTrue(r.chunks().isEmpty());
            assertTrue(r.read(0, 32).isEmpty());
            assertTrue(r.scan().problems().isEmpty());
        }
    }

    @Test
    void lz4FromAnotherServerDecodesWithAWarning() throws Exception {
        try (RegionFile r = RegionFile.openReadOnly(Fixtures.regions().resolve("pumpkin-lz4/r.0.0.mca"))) {
            RawChunk raw = r.readRaw(0, 0).orElseThrow();
            assertEquals(Compression.LZ4, raw.compression());
            assertNotNull(raw.tolerated());
            assertEquals(0, r.read(0, 0).orElseThrow().getInt("xPos", -99));
        }
    }

    /**
     * Short length field: the length stops one byte before the end of the zlib stream (the last Adler-32 byte).
     * Decision: tolerant, as the game is (it never reads the trailer); the inflated data must be complete and the
     * three trailer bytes present must match; scan lists each as a warning.
     */
    @Test
    void shortLengthFieldIsToleratedAndReported() throws Exception {
        try (RegionFile r = RegionFile.openReadOnly(Fixtures.regions().resolve("broken/short-length-field-r.2.2.mca"))) {
            RegionScan s = r.scan();
            assertEquals(3, s.presentChunks());
            assertEquals(3, s.readableChunks());
            assertEquals(0, s.errorCount());
            assertEquals(3, s.problems().size());
            assertTrue(s.problems().get(0).message().contains("Adler-32"), s.problems().toString());
            assertEquals(List.of(64, 64), List.of(s.problems().get(0).chunkX(), s.problems().get(0).chunkZ()));
            RawChunk raw = r.readRaw(64, 64).orElseThrow();
            assertTrue(raw.tolerated().contains("lacks 1 byte"));
        }
    }

    @Test
    void shortLengthFieldWithAWrongTrailerByteIsAnError(@TempDir Path tmp) throws Exception {
        Path copy = tmp.resolve("r.2.2.mca");
        Files.copy(Fixtures.regions().resolve("broken/short-length-field-r.2.2.mca"), copy);
        int loc;
        try (RegionFile r = RegionFile.openReadOnly(copy)) {
            loc = r.location(64, 64);
        }
        try (FileChannel ch = FileChannel.open(copy, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            java.nio.ByteBuffer len = java.nio.ByteBuffer.allocate(4);
            ch.read(len, (long) (loc >>> 8) * 4096);
            long lastByte = (long) (loc >>> 8) * 4096 + 4 + len.getInt(0) - 1;
            java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(1);
            ch.read(b, lastByte);
            b.put(0, (byte) (b.get(0) ^ 0x5A)).rewind();
            ch.write(b, lastByte);
        }
        try (RegionFile r = RegionFile.openReadOnly(copy)) {
            var e = assertThrows(ChunkReadException.class, () -> r.readRaw(64, 64));
            assertTrue(e.getMessage().contains("(64, 64)") && e.getMessage().contains("Adler-32"), e.getMessage());
            assertTrue(r.read(64, 80).isPresent());
        }
    }

    /**
     * The fixture file as shipped is the intact 819,200-byte region (all 130 chunks decode); the README describes
     * it cut to 2/3 of its size plus 15 bytes. Both are checked: the file as it is, and a copy cut as described.
     */
    @Test
    void truncatedRegionReportsCorruptChunksByCoordinates(@TempDir Path tmp) throws Exception {
        Path fixture = Fixtures.regions().resolve("broken/truncated-1.15.1-r.0.0.mca");
        try (RegionFile r = RegionFile.openReadOnly(fixture)) {
            RegionScan s = r.scan();
            assertEquals(130, s.presentChunks());
        }
        Path cut = tmp.resolve("r.0.0.mca");
        Files.copy(fixture, cut);
        long size = Files.size(fixture) * 2 / 3 + 15;
        try (FileChannel ch = FileChannel.open(cut, StandardOpenOption.WRITE)) {
            ch.truncate(size);
        }
        try (RegionFile r = RegionFile.openReadOnly(cut)) {
            RegionScan s = r.scan();
            assertEquals(130, s.presentChunks());
            assertEquals(90, s.readableChunks());
            assertEquals(40, s.errorCount());
            RegionProblem p810 = s.problems().stream().filter(p -> p.chunkX() == 8 && p.chunkZ() == 10).findFirst().orElseThrow();
            assertEquals(RegionProblem.Severity.ERROR, p810.severity());
            assertTrue(p810.message().contains("4473") && p810.message().contains("1376"), p810.message());
            var e = assertThrows(ChunkReadException.class, () -> r.read(8, 10));
            assertEquals(8, e.chunkX());
            assertEquals(10, e.chunkZ());
            assertTrue(e.getMessage().startsWith(cut.toString()), e.getMessage());
            // every chunk is either readable or raises the typed error: never absent, never another exception
            int good = 0;
            int bad = 0;
            for (int[] c : r.chunks()) {
                try {
                    assertTrue(r.read(c[0], c[1]).isPresent());
                    good++;
                } catch (ChunkReadException ex) {
                    bad++;
                }
            }
            assertEquals(90, good);
            assertEquals(40, bad);
            assertFalse(r.contains(31, 31));
            assertNull(r.read(31, 31).orElse(null));
        }
    }
}
