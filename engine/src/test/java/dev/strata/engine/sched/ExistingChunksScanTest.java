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
        ChunkSets.mostOpen.set(0);
        ExistingChunks e = ExistingChunks.scan(plan, (x, z) -> (x & 31) == 0 && (z & 31) == 0, (x, z) -> false, folder, false, ChunkStep.FEATURES);
        for (int i = 0; i < n; i++) assertTrue(e.contains((i % 8) * 32, (i / 8) * 32), "chunk of region " + i + " seen and left alone");
        assertEquals(n, e.otherVersion());
        assertTrue(ChunkSets.mostOpen.get() <= ChunkSets.MAX_OPEN_REGION_FILES,
                "at most " + ChunkSets.MAX_OPEN_REGION_FILES + " open at once, was " + ChunkSets.mostOpen.get());
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

    /**
     * Chunks of another version up to eight chunks outside the area hold starts the run cannot place: kept (their
     * {@code INVALID} entries left out, in the layout before 1.18 too) when they reach a chunk the run may make, with
     * their reach from their pieces' boxes, and kept across a save and load.
     */
    @Test
    void startsOfOtherVersionsAroundTheAreaAreKeptWithTheirReach(@TempDir Path folder) throws Exception {
        net.kyori.adventure.nbt.ListBinaryTag children = net.kyori.adventure.nbt.ListBinaryTag.builder()
                .add(CompoundBinaryTag.builder().putIntArray("BB", new int[] {-100, 10, 40, -60, 30, 70}).build()).build();
        CompoundBinaryTag start = CompoundBinaryTag.builder().putString("id", "minecraft:village_plains").put("Children", children).build();
        CompoundBinaryTag starts = CompoundBinaryTag.builder().put("minecraft:mineshaft", CompoundBinaryTag.builder().putString("id", "INVALID").build())
                .put("minecraft:village_plains", start).build();
        CompoundBinaryTag old = CompoundBinaryTag.builder().putInt("DataVersion", 2586)
                .put("Level", CompoundBinaryTag.builder().putString("Status", "full").put("Structures", CompoundBinaryTag.builder().put("Starts", starts).build()).build())
                .build();
        CompoundBinaryTag onlyInvalid = CompoundBinaryTag.builder().putInt("DataVersion", 2586)
                .put("Level", CompoundBinaryTag.builder().put("Structures", CompoundBinaryTag.builder().put("Starts", CompoundBinaryTag.builder()
                        .put("minecraft:mineshaft", CompoundBinaryTag.builder().putString("id", "INVALID").build()).build()).build()).build())
                .build();
        try (RegionFile f = RegionFile.open(folder.resolve("r.-1.0.mca"))) {
            f.write(-9, 3, old, Compression.ZLIB); // nine chunks west of the area, eight from its ring: read and kept
            f.write(-3, 0, onlyInvalid, Compression.ZLIB); // no start
            f.write(-10, 0, old, Compression.ZLIB); // ten chunks out: no chunk the run makes takes references from it
        }
        List<RegionWork> plan = List.of(new RegionWork(0, 0, new int[] {0, 1, 0, 1}, new int[] {0, 0, 1, 1}));
        java.util.function.BiPredicate<Integer, Integer> inPlan = (x, z) -> x >= 0 && x <= 1 && z >= 0 && z <= 1;
        ExistingChunks e = ExistingChunks.scan(plan, inPlan, (x, z) -> false, folder, false, ChunkStep.FEATURES);
        assertEquals(1, e.storedStarts().keptCount());
        assertEquals(0, e.count(), "two to nine chunks out, chunks are read for their starts only");
        Path saved = folder.resolve("existing.bin");
        e.save(saved);
        assertEquals(1, ExistingChunks.load(saved).storedStarts().keptCount());
        assertArrayEquals(new int[] {-7, 2, -4, 4}, StoredStarts.reachOf(start, -5, 3, 0), "the boxes' chunks: x -100..-60, z 40..70");
        assertArrayEquals(new int[] {-7, 1, -3, 5}, StoredStarts.reachOf(start, -5, 3, 12), "grown by 12: x -112..-48, z 28..82");

        // a start is kept only when a chunk within eight of its chunk is one the run may make (not left alone, next to the area)
        StoredStarts alone = new StoredStarts();
        alone.recordForeign(-9, 3, old);
        alone.keepRelevant(inPlan, (x, z) -> true);
        assertEquals(0, alone.keptCount(), "every chunk it could reach is left alone");
        StoredStarts made = new StoredStarts();
        made.recordForeign(-9, 3, old);
        made.keepRelevant(inPlan, (x, z) -> x != -1 || z != 0);
        assertEquals(1, made.keptCount(), "ring chunk -1 0, eight chunks from it, is made by the run");
        assertArrayEquals(new int[] {-8, -5, 8, 11}, StoredStarts.reachOf(CompoundBinaryTag.empty(), 0, 3, 12), "no boxes: eight chunks around");
        CompoundBinaryTag far = start.put("Children", net.kyori.adventure.nbt.ListBinaryTag.builder()
                .add(CompoundBinaryTag.builder().putIntArray("BB", new int[] {-1000, 0, -1000, 1000, 0, 1000}).build()).build());
        assertArrayEquals(new int[] {-13, -5, 3, 11}, StoredStarts.reachOf(far, -5, 3, 12), "clipped to eight chunks from the start chunk");
    }

    /**
     * A damaged region file two to nine chunks out is counted and its chunks taken as absent (the game cannot load them
     * either and generates them afresh); next to the area the same file stops the scan, as any unreadable chunk there.
     */
    @Test
    void aDamagedRegionFileAroundTheAreaIsCountedNotFatal(@TempDir Path folder) throws Exception {
        Files.write(folder.resolve("r.-1.0.mca"), new byte[100]);
        List<RegionWork> plan = List.of(new RegionWork(0, 0, new int[] {8, 9, 8, 9}, new int[] {8, 8, 9, 9}));
        java.util.function.BiPredicate<Integer, Integer> inPlan = (x, z) -> x >= 8 && x <= 9 && z >= 8 && z <= 9;
        ExistingChunks e = ExistingChunks.scan(plan, inPlan, (x, z) -> false, folder, false, ChunkStep.FEATURES);
        assertEquals(1, e.storedStarts().unreadable(), "the damaged region file, once, for chunk x -1");
        List<RegionWork> near = List.of(new RegionWork(0, 0, new int[] {0}, new int[] {0}));
        assertThrows(dev.strata.regionio.RegionFormatException.class,
                () -> ExistingChunks.scan(near, (x, z) -> x == 0 && z == 0, (x, z) -> false, folder, false, ChunkStep.FEATURES));
    }
}
