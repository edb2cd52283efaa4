package dev.strata.engine.sched;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.gen.ChunkStep;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scan of existing chunks over a world of many region files keeps only a few open at once (a big world's
 * thousands of files would exhaust the open-file limit), and still sees every chunk: 40 regions of one chunk each,
 * of another data version, all left alone.
 */
class ExistingChunksScanTest {
    @Test
    void aScanOverManyRegionFilesKeepsFewOpenAndSeesEveryChunk(@TempDir Path folder) throws Exception {
        int n = 40;
        List<RegionWork> plan = new ArrayList<>();
        CompoundBinaryTag old = CompoundBinaryTag.builder().putInt("DataVersion", 3465).putString("Status", "minecraft:full").build();
        for (int i = 0; i < n; i++) {
            int rx = i % 8, rz = i / 8;
            try (RegionFile f = RegionFile.open(folder.resolve("r." + rx + "." + rz + ".mca"))) {
                f.write(rx * 32, rz * 32, old, Compression.ZLIB);
            }
            plan.add(new RegionWork(rx, rz, new int[] {rx * 32}, new int[] {rz * 32}));
        }
        ExistingChunks.mostOpen.set(0);
        ExistingChunks e = ExistingChunks.scan(plan, (x, z) -> (x & 31) == 0 && (z & 31) == 0, (x, z) -> false, folder, false, ChunkStep.FEATURES);
        for (int i = 0; i < n; i++) assertTrue(e.contains((i % 8) * 32, (i / 8) * 32), "chunk of region " + i + " seen and left alone");
        assertEquals(n, e.otherVersion());
        assertTrue(ExistingChunks.mostOpen.get() <= ExistingChunks.MAX_OPEN_REGION_FILES,
                "at most " + ExistingChunks.MAX_OPEN_REGION_FILES + " open at once, was " + ExistingChunks.mostOpen.get());
    }

    /** Writes {@code tag} as chunk (cx, cz), then destroys its compressed payload (the header stays valid). */
    static void writeCorrupt(Path folder, int cx, int cz, CompoundBinaryTag tag) throws Exception {
        Path file = folder.resolve("r." + (cx >> 5) + "." + (cz >> 5) + ".mca");
        try (RegionFile f = RegionFile.open(file)) {
            f.write(cx, cz, tag, Compression.ZLIB);
        }
        byte[] bytes = Files.readAllBytes(file);
        int entry = 4 * ((cz & 31) * 32 + (cx & 31));
        int offset = ((bytes[entry] & 0xFF) << 16 | (bytes[entry + 1] & 0xFF) << 8 | (bytes[entry + 2] & 0xFF)) * 4096;
        for (int i = 5; i < 40; i++) bytes[offset + i] = (byte) 0xA5;
        Files.write(file, bytes);
    }

    /**
     * An unreadable chunk stops the scan (a read failure is never "absent"), unless the run regenerates unreadable
     * chunks: then it is neither left alone nor continued but repaired, in the area or its ring, and the list keeps it
     * across a save and load (a resumed run). With --force the area's chunks are not read, except those next to a chunk
     * left alone (left to the game), so an unreadable one there is found too.
     */
    @Test
    void unreadableChunksAreRepairedOnlyWhenAskedAndKeptAcrossAResume(@TempDir Path folder) throws Exception {
        CompoundBinaryTag old = CompoundBinaryTag.builder().putInt("DataVersion", 3465).putString("Status", "minecraft:full").build();
        writeCorrupt(folder, 0, 0, old); // in the area
        writeCorrupt(folder, -1, 0, old); // in the ring, another region
        try (RegionFile f = RegionFile.open(folder.resolve("r.0.0.mca"))) {
            f.write(1, 0, old, Compression.ZLIB); // readable, left alone
        }
        List<RegionWork> plan = List.of(new RegionWork(0, 0, new int[] {0}, new int[] {0}));
        java.util.function.BiPredicate<Integer, Integer> inPlan = (x, z) -> x == 0 && z == 0;
        assertThrows(dev.strata.regionio.ChunkReadException.class,
                () -> ExistingChunks.scan(plan, inPlan, (x, z) -> false, folder, false, ChunkStep.FULL));

        ExistingChunks e = ExistingChunks.scan(plan, inPlan, (x, z) -> false, folder, false, ChunkStep.FULL, true);
        assertEquals(2, e.repairedCount());
        assertTrue(e.repaired(0, 0) && e.repaired(-1, 0) && !e.contains(0, 0) && !e.continued(0, 0));
        assertTrue(e.contains(1, 0) && e.near(0, 0), "the readable one is left alone, so (0, 0) is not decorated");
        List<int[]> list = e.repairedChunks();
        assertArrayEquals(new int[] {-1, 0}, list.get(0));
        assertArrayEquals(new int[] {0, 0}, list.get(1));
        Path saved = folder.resolve("existing.bin");
        e.save(saved);
        ExistingChunks back = ExistingChunks.load(saved);
        assertEquals(2, back.repairedCount());
        assertTrue(back.repaired(0, 0) && back.repaired(-1, 0) && back.contains(1, 0));

        ExistingChunks forced = ExistingChunks.scan(plan, inPlan, (x, z) -> false, folder, true, ChunkStep.FULL, true);
        assertTrue(forced.repaired(0, 0), "next to a chunk left alone: read, and found unreadable");
        assertTrue(forced.repaired(-1, 0) && forced.contains(1, 0));
        ExistingChunks handled = ExistingChunks.scan(plan, inPlan, (x, z) -> x == 0 && z == 0, folder, true, ChunkStep.FULL, true);
        assertFalse(handled.repaired(0, 0), "a chunk this run wrote is not read again");
    }
}
