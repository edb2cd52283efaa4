package dev.strata.engine.sched;

import static dev.strata.engine.sched.SchedTesting.work;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.plan.Pattern;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.testing.SharedData;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link DecorationJob} to {@code full} (spawn and the {@code entities/} files included) in the nether of seed 13579,
 * over 6 x 6 chunks across the corner of four regions (x -1 | 0 and z -1 | 0), where striders spawn: the region and
 * entities files do not depend on the worker count (1, 2, 4: every file byte for byte), and a run interrupted at
 * many points, then resumed as {@code --resume} resumes it, ends with the same files as an uninterrupted run.
 *
 * <p>Three ways to interrupt: a stop after N decorations (Ctrl+C: the run writes what is final, journals, then
 * ends); a crash inside a flush after the N-th region file is written and before the journal (the next run starts
 * from the previous journal and writes those chunks again); and a crash at the N-th checkpoint mark, after the journal
 * (the next run marks the chunks the journal names as written).
 *
 * <p>What "the same files" means: file bytes are compared where the write history is the same (the worker counts);
 * after an interruption the chunks reach their files in other batches, so the sectors they occupy may differ, and
 * what is compared is every chunk slot of every file: present in both or neither, its header timestamp, compression,
 * stored length and NBT bytes equal (here 1 to 3 of the 5 files differ in layout after a resume).
 */
class FullResumeTest {
    private static final int TIMESTAMP = 1234;
    @TempDir
    static Path shared;
    private static DimensionGenerator nether;
    private static Map<String, byte[]> wholeFiles;
    private static Map<String, String> wholeSlots;
    private static int wholeRegionWrites;

    /** 6 x 6 chunks, x and z from -3 to 2, in plan order region by region. */
    private static RegionPlan plan() {
        List<Long> chunks = new ArrayList<>();
        for (int z = -3; z < 3; z++) for (int x = -3; x < 3; x++) chunks.add(ChunkPos.pack(x, z));
        return RegionPlan.ofChunks(Pattern.WORLD, chunks.stream().mapToLong(Long::longValue).toArray());
    }

    /** The checkpoint (chunks marked written) and the interruptions. */
    private static final class Checkpoint implements GenerateListener, GenerateJob.DoneFilter {
        final Set<Long> done = new HashSet<>();
        int stopAfter = -1, crashAtRegionWrite = -1, crashAtFileWrite = -1;
        int decorated, regionWrites, fileWrites;
        DecorationJob job;

        @Override
        public synchronized void regionWritten(int rx, int rz, long[] bits, int n) {
            if (++regionWrites == crashAtRegionWrite) throw new UncheckedIOException(new java.io.IOException("simulated crash"));
            for (int i = 0; i < 1024; i++) if ((bits[i >>> 6] >>> (i & 63) & 1) != 0) done.add(ChunkPos.pack((rx << 5) + (i & 31), (rz << 5) + (i >> 5)));
        }

        @Override
        public void chunksGenerated(int rx, int rz, int n) {
            if (++decorated == stopAfter) job.requestStop();
        }

        @Override
        public synchronized boolean isDone(int x, int z) {
            return done.contains(ChunkPos.pack(x, z));
        }
    }

    private static GenerateJob.Result run(Path world, int workers, Checkpoint cp) throws Exception {
        return run(world, workers, cp, -1);
    }

    /** A run keeping at most {@code kept} chunks in memory between regions ({@link DecorationJob#keepInMemory}; -1: the default). */
    private static GenerateJob.Result run(Path world, int workers, Checkpoint cp, int kept) throws Exception {
        RegionPlan plan = plan();
        DecorationJob job = new DecorationJob(nether, new DecorationJob.Settings(world.resolve("region"), Compression.ZLIB, workers, TIMESTAMP,
                world.resolve("journal.bin"), false, ChunkStep.FULL), cp, null);
        if (kept >= 0) job.keepInMemory(kept);
        job.afterRegionFile = (rx, rz) -> {
            if (++cp.fileWrites == cp.crashAtFileWrite) throw new java.io.IOException("simulated crash before the journal");
        };
        cp.job = job;
        return job.run(work(plan), plan::contains, cp);
    }

    /** Every file of the world's region/ and entities/ folders, by "folder/name". */
    private static Map<String, byte[]> files(Path world) throws Exception {
        Map<String, byte[]> out = new TreeMap<>();
        for (String folder : List.of("region", "entities")) {
            if (!Files.isDirectory(world.resolve(folder))) continue;
            try (Stream<Path> s = Files.list(world.resolve(folder))) {
                for (Path f : s.sorted().toList()) out.put(folder + "/" + f.getFileName(), Files.readAllBytes(f));
            }
        }
        return out;
    }

    /** Every chunk slot of those files: "folder/file x z" to its timestamp, compression and stored bytes (hex). */
    private static Map<String, String> slots(Path world) throws Exception {
        Map<String, String> out = new TreeMap<>();
        for (String name : files(world).keySet()) {
            try (RegionFile r = RegionFile.openReadOnly(world.resolve(name))) {
                for (int[] c : r.chunks()) {
                    var raw = r.readRaw(c[0], c[1]).orElseThrow();
                    out.put(name + " " + c[0] + " " + c[1], r.timestamp(c[0], c[1]) + " " + raw.compression() + " " + raw.storedBytes() + " "
                            + java.util.HexFormat.of().formatHex(raw.nbt()));
                }
            }
        }
        return out;
    }

    /** The slots equal the uninterrupted run's; else the first slot that differs, named. */
    private static void assertSameSlots(Map<String, String> got, String what) {
        assertEquals(wholeSlots.keySet(), got.keySet(), what + ": the chunk slots of the region and entities files");
        for (Map.Entry<String, String> e : wholeSlots.entrySet()) {
            String g = got.get(e.getKey());
            if (!e.getValue().equals(g)) {
                String[] a = e.getValue().split(" ", 4), b = g.split(" ", 4);
                int at = 0;
                while (at < Math.min(a[3].length(), b[3].length()) && a[3].charAt(at) == b[3].charAt(at)) at++;
                throw new AssertionError(what + ": " + e.getKey() + " differs (timestamp, compression, stored bytes: " + a[0] + " " + a[1] + " " + a[2]
                        + " vs " + b[0] + " " + b[1] + " " + b[2] + "; NBT bytes from byte " + at / 2 + ")");
            }
        }
    }

    @BeforeAll
    static void uninterrupted() throws Exception {
        nether = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:the_nether"), null, 13579L);
        Path whole = shared.resolve("whole");
        Checkpoint cp = new Checkpoint();
        GenerateJob.Result r = run(whole, 2, cp);
        assertEquals(36, r.generated());
        wholeRegionWrites = cp.regionWrites;
        wholeFiles = files(whole);
        wholeSlots = slots(whole);
        assertFalse(Files.exists(whole.resolve("journal.bin")));
    }

    @Test
    void oneTwoAndFourWorkersWriteTheSameFiles(@TempDir Path dir) throws Exception {
        assertEquals(List.of("entities/r.0.0.mca", "region/r.-1.-1.mca", "region/r.-1.0.mca", "region/r.0.-1.mca", "region/r.0.0.mca"),
                List.copyOf(wholeFiles.keySet()), "striders spawn in region 0 0 only");
        Map<String, Integer> statuses = new TreeMap<>();
        int entities = 0;
        for (String slot : wholeSlots.keySet()) {
            String[] f = slot.split(" ");
            try (RegionFile r = RegionFile.openReadOnly(shared.resolve("whole").resolve(f[0]))) {
                var tag = r.read(Integer.parseInt(f[1]), Integer.parseInt(f[2])).orElseThrow();
                if (f[0].startsWith("region/")) statuses.merge(tag.getString("Status"), 1, Integer::sum);
                else entities += tag.getList("Entities").size();
            }
        }
        assertEquals(Map.of("minecraft:full", 16, "minecraft:initialize_light", 20, "minecraft:carvers", 28), statuses);
        assertTrue(entities > 0, "striders were spawned, so the entities files say something");
        for (int workers : new int[] {1, 4}) {
            Path w = dir.resolve("w" + workers);
            run(w, workers, new Checkpoint());
            Map<String, byte[]> got = files(w);
            assertEquals(wholeFiles.keySet(), got.keySet(), workers + " workers");
            for (String name : wholeFiles.keySet()) assertArrayEquals(wholeFiles.get(name), got.get(name), workers + " workers: " + name);
        }
    }

    /** Stopped after N decorations (two workers, so decorations beyond the retired prefix are in flight), resumed. */
    @Test
    void aStoppedRunResumesToTheSameFiles(@TempDir Path dir) throws Exception {
        int stops = 0;
        for (int stopAfter : new int[] {1, 9, 19, 30}) {
            Path w = dir.resolve("stop" + stopAfter);
            Checkpoint first = new Checkpoint();
            first.stopAfter = stopAfter;
            assertTrue(run(w, 2, first).stopped());
            assertTrue(Files.exists(w.resolve("journal.bin")), "a stopped run keeps its journal");
            stops++;
            Checkpoint second = new Checkpoint();
            second.done.addAll(first.done);
            assertFalse(run(w, 2, second).stopped());
            assertSameSlots(slots(w), "stopped after " + stopAfter + " decorations, resumed");
        }
        assertEquals(4, stops);
    }

    /**
     * A journal left by a Strata from before 2026-12-02 (a zlib stream, not LZ4 frames) still resumes: the stopped
     * run's journal is rewritten as that older form (the same records) and the run resumed from it. A journal whose
     * LZ4 frame is damaged is refused with an error rather than read as fewer chunks.
     */
    @Test
    void aJournalInTheOlderZlibFormResumesToTheSameFiles(@TempDir Path dir) throws Exception {
        Path w = dir.resolve("zlib");
        Checkpoint first = new Checkpoint();
        first.stopAfter = 19;
        assertTrue(run(w, 2, first).stopped());
        Path journal = w.resolve("journal.bin");
        byte[] lz4 = Files.readAllBytes(journal);
        assertEquals("LZ4Block", new String(lz4, 0, 8, java.nio.charset.StandardCharsets.US_ASCII), "journals are LZ4 frames now");
        byte[] records;
        try (java.io.InputStream in = JournalStreams.in(lz4)) {
            records = in.readAllBytes();
        }
        java.io.ByteArrayOutputStream zlib = new java.io.ByteArrayOutputStream();
        try (java.io.OutputStream out = new java.util.zip.DeflaterOutputStream(zlib, new java.util.zip.Deflater(1))) {
            out.write(records);
        }
        Files.write(journal, zlib.toByteArray());
        Checkpoint second = new Checkpoint();
        second.done.addAll(first.done);
        assertFalse(run(w, 2, second).stopped());
        assertSameSlots(slots(w), "resumed from a zlib journal");

        byte[] damaged = lz4.clone();
        damaged[damaged.length / 2] ^= 0x5A;
        assertThrows(java.io.IOException.class, () -> {
            try (java.io.InputStream in = JournalStreams.in(damaged)) {
                in.readAllBytes();
            }
        });
    }

    /**
     * Crashes inside a flush, after the N-th region file write and before its checkpoint mark (the entities file of
     * that region is written before its terrain file: a crash between the two is the next write's crash), twice in a
     * row, then a run to the end.
     */
    @Test
    void aRunCrashedBetweenWritesResumesToTheSameFiles(@TempDir Path dir) throws Exception {
        assertTrue(wholeRegionWrites > 6, "an uninterrupted run writes region files " + wholeRegionWrites + " times");
        for (int[] crashes : new int[][] {{1, 2}, {3, 1}, {6, 1}}) {
            Path w = dir.resolve("crash" + crashes[0] + "-" + crashes[1]);
            Set<Long> done = new HashSet<>();
            for (int crashAt : crashes) {
                Checkpoint cp = new Checkpoint();
                cp.done.addAll(done);
                cp.crashAtRegionWrite = crashAt;
                assertThrows(UncheckedIOException.class, () -> run(w, 2, cp), "crash at write " + crashAt);
                done.addAll(cp.done);
            }
            Checkpoint last = new Checkpoint();
            last.done.addAll(done);
            assertFalse(run(w, 2, last).stopped());
            assertFalse(Files.exists(w.resolve("journal.bin")));
            assertSameSlots(slots(w), "crashed at region writes " + crashes[0] + " and " + crashes[1] + ", resumed");
        }
    }

    /**
     * Crashes inside a flush after the N-th region file is written and before the journal naming its chunks is saved
     * (the next run starts from the previous journal and writes those chunks again), twice in a row, then a run to the
     * end; with the default memory and keeping none.
     */
    @Test
    void aRunCrashedBeforeItsJournalResumesToTheSameFiles(@TempDir Path dir) throws Exception {
        for (int kept : new int[] {-1, 0}) {
            for (int[] crashes : new int[][] {{1, 2}, {3, 1}, {6, 1}}) {
                Path w = dir.resolve("crash" + kept + "_" + crashes[0] + "-" + crashes[1]);
                Set<Long> done = new HashSet<>();
                boolean journalLeft = false;
                for (int crashAt : crashes) {
                    Checkpoint cp = new Checkpoint();
                    cp.done.addAll(done);
                    cp.crashAtFileWrite = crashAt;
                    assertThrows(java.io.IOException.class, () -> run(w, 2, cp, kept), "crash at file write " + crashAt);
                    done.addAll(cp.done);
                    journalLeft |= Files.exists(w.resolve("journal.bin"));
                }
                assertTrue(journalLeft, "a crash came after a journal was saved");
                Checkpoint last = new Checkpoint();
                last.done.addAll(done);
                assertFalse(run(w, 2, last, kept).stopped());
                assertFalse(Files.exists(w.resolve("journal.bin")));
                assertSameSlots(slots(w), "kept " + kept + ", crashed before the journal at file writes " + crashes[0] + " and " + crashes[1]
                        + ", resumed");
            }
        }
    }

    /**
     * Memory bound: keeping no chunk in memory between regions (every kept chunk is moved to the spill folder at each
     * region's end and read back when a neighbour needs it) writes the same files, byte for byte, as the uninterrupted
     * run that keeps them all; a finished run leaves no spill folder.
     */
    @Test
    void chunksKeptOnDiskGiveTheSameFiles(@TempDir Path dir) throws Exception {
        Path w = dir.resolve("spilled");
        Checkpoint cp = new Checkpoint();
        assertFalse(run(w, 2, cp, 0).stopped());
        assertTrue(cp.job.spilledChunks() > 20, "chunks were moved to disk: " + cp.job.spilledChunks());
        assertTrue(cp.job.peakKept() > 20, "kept chunks counted: " + cp.job.peakKept());
        Map<String, byte[]> got = files(w);
        assertEquals(wholeFiles.keySet(), got.keySet());
        for (String name : wholeFiles.keySet()) assertArrayEquals(wholeFiles.get(name), got.get(name), name);
        assertFalse(Files.exists(w.resolve(DecorationJob.SPILL_FOLDER)), "a finished run removes its spill folder");
    }

    /**
     * Stopped and crashed runs that keep no chunk in memory resume to the same chunks: the journal refers to the spilled
     * chunks by batch file and offset, the batch files it names survive, and the resumed run (keeping none, or the
     * default) reads them back.
     */
    @Test
    void stoppedAndCrashedRunsWithChunksOnDiskResumeToTheSameFiles(@TempDir Path dir) throws Exception {
        boolean spilledAtStop = false;
        for (int stopAfter : new int[] {9, 19, 30}) {
            Path w = dir.resolve("stop" + stopAfter);
            Checkpoint first = new Checkpoint();
            first.stopAfter = stopAfter;
            assertTrue(run(w, 2, first, 0).stopped());
            try (Stream<Path> s = Files.isDirectory(w.resolve(DecorationJob.SPILL_FOLDER)) ? Files.list(w.resolve(DecorationJob.SPILL_FOLDER)) : Stream.empty()) {
                spilledAtStop |= s.findAny().isPresent();
            }
            Checkpoint second = new Checkpoint();
            second.done.addAll(first.done);
            assertFalse(run(w, 2, second, stopAfter == 19 ? -1 : 0).stopped());
            assertSameSlots(slots(w), "kept none, stopped after " + stopAfter + " decorations, resumed");
            assertFalse(Files.exists(w.resolve(DecorationJob.SPILL_FOLDER)));
        }
        assertTrue(spilledAtStop, "some stop left chunks on disk for the resumed run");
        for (int[] crashes : new int[][] {{3, 1}, {6, 2}}) {
            Path w = dir.resolve("crash" + crashes[0] + "-" + crashes[1]);
            Set<Long> done = new HashSet<>();
            for (int crashAt : crashes) {
                Checkpoint cp = new Checkpoint();
                cp.done.addAll(done);
                cp.crashAtRegionWrite = crashAt;
                assertThrows(UncheckedIOException.class, () -> run(w, 2, cp, 0), "crash at write " + crashAt);
                done.addAll(cp.done);
            }
            Checkpoint last = new Checkpoint();
            last.done.addAll(done);
            assertFalse(run(w, 2, last, 0).stopped());
            assertSameSlots(slots(w), "kept none, crashed at region writes " + crashes[0] + " and " + crashes[1] + ", resumed");
        }
    }
}
