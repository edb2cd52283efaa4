package dev.strata.engine.checkpoint;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.plan.Center;
import dev.strata.engine.plan.Pattern;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.plan.RegionTask;
import dev.strata.engine.plan.Shape;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckpointTest {
    static final PlanInfo INFO = new PlanInfo("minecraft:overworld", 42L, "ab12", "strata 0.1.0",
            "strata-plan/1 center=0,0 shape=circle radius=1000 radiusZ=1000 pattern=region", "minecraft:noise", "zlib");

    @Test
    void marksPersistAndReopen(@TempDir Path world) throws IOException {
        assertFalse(Checkpoint.exists(world));
        assertThrows(NoSuchFileException.class, () -> Checkpoint.open(world));
        try (Checkpoint cp = Checkpoint.create(world, INFO)) {
            assertTrue(Checkpoint.exists(world));
            assertEquals(0, cp.doneCount());
            BitSet b = new BitSet();
            b.set(0);              // chunk (-32, 32) in region (-1, 1)
            b.set(1023);           // chunk (-1, 63)
            cp.markRegionDone(-1, 1, b);
            long[] m = new long[16];
            m[0] = 0b101;          // chunks (0,0) and (2,0)
            cp.markRegionDone(0, 0, m);
            cp.markRegionDone(0, 0, m); // nothing new: no change
            assertEquals(4, cp.doneCount());
            assertTrue(cp.isDone(-32, 32));
            assertTrue(cp.isDone(-1, 63));
            assertFalse(cp.isDone(-31, 32));
            assertTrue(cp.isDone(2, 0));
            assertFalse(cp.isDone(1, 0));
            assertThrows(FileAlreadyExistsException.class, () -> Checkpoint.create(world, INFO));
        }
        try (Checkpoint cp = Checkpoint.open(world)) {
            assertEquals(INFO, cp.info());
            assertEquals(4, cp.doneCount());
            assertTrue(cp.isDone(-1, 63));
            assertTrue(cp.isDone(2, 0));
            long[] more = new long[16];
            more[0] = 0b10;        // adds (1,0); marks are ORed
            cp.markRegionDone(0, 0, more);
            assertEquals(0b111, cp.regionMask(0, 0)[0]);
            assertTrue(cp.problems().isEmpty());
        }
        try (Checkpoint cp = Checkpoint.open(world)) {
            assertEquals(5, cp.doneCount());
            cp.delete();
        }
        assertFalse(Files.exists(world.resolve(Checkpoint.FOLDER)));
        assertFalse(Checkpoint.exists(world));
    }

    @Test
    void mismatchNamesFieldsAndValues(@TempDir Path world) throws IOException {
        try (Checkpoint cp = Checkpoint.create(world, INFO)) {
            cp.verifyCompatible(INFO);
            PlanInfo other = new PlanInfo("minecraft:the_nether", 43L, "ab12", "strata 0.1.0", INFO.planFingerprint(),
                    "minecraft:noise", "zlib");
            CheckpointMismatchException e = assertThrows(CheckpointMismatchException.class, () -> cp.verifyCompatible(other));
            assertEquals(List.of("dimension", "seed"), e.differences().stream().map(PlanInfo.Difference::field).toList());
            assertTrue(e.getMessage().contains("seed (checkpoint: 42, this run: 43)"), e.getMessage());
            assertTrue(e.getMessage().contains("minecraft:the_nether"), e.getMessage());
            PlanInfo plan = new PlanInfo(INFO.dimension(), 42L, "cd34", "strata 0.2.0", "strata-plan/1 other", "minecraft:full", "lz4");
            List<String> fields = assertThrows(CheckpointMismatchException.class, () -> cp.verifyCompatible(plan))
                    .differences().stream().map(PlanInfo.Difference::field).toList();
            assertEquals(List.of("data pack hash", "generator version", "plan parameters", "target status", "compression"), fields);
            // a shape plan's fingerprint: the options that differ are named, with their values alone
            PlanInfo wider = new PlanInfo(INFO.dimension(), 42L, INFO.dataPackHash(), INFO.generatorVersion(),
                    "strata-plan/1 center=0,0 shape=square radius=600 radiusZ=600 pattern=region", INFO.targetStatus(), INFO.compression());
            try (Checkpoint sq = Checkpoint.create(world.resolve("sq"), new PlanInfo(INFO.dimension(), 42L, INFO.dataPackHash(),
                    INFO.generatorVersion(), "strata-plan/1 center=0,0 shape=square radius=512 radiusZ=512 pattern=region", INFO.targetStatus(),
                    INFO.compression()))) {
                CheckpointMismatchException w = assertThrows(CheckpointMismatchException.class, () -> sq.verifyCompatible(wider));
                assertTrue(w.getMessage().contains("area (--radius, --radius-z) (checkpoint: radius=512 radiusZ=512, this run: radius=600 "
                        + "radiusZ=600)"), w.getMessage());
            }
        }
    }

    @Test
    void secondOpenIsRefusedWhileLocked(@TempDir Path world) throws IOException {
        try (Checkpoint cp = Checkpoint.create(world, INFO)) {
            IOException e = assertThrows(IOException.class, () -> Checkpoint.open(world));
            assertTrue(e.getMessage().contains("in use"), e.getMessage());
        }
        Checkpoint.open(world).close();
    }

    @Test
    void damagedAndTemporaryFilesAreIgnoredOnOpen(@TempDir Path world) throws IOException {
        try (Checkpoint cp = Checkpoint.create(world, INFO)) {
            cp.markRegionDone(3, 4, full());
            cp.markRegionDone(5, 6, full());
        }
        Path regions = world.resolve(Checkpoint.FOLDER).resolve("regions");
        Path damaged = regions.resolve("r.5.6.done");
        byte[] b = Files.readAllBytes(damaged);
        b[40] ^= 1;
        Files.write(damaged, b);
        Files.write(regions.resolve("r.7.7.done.tmp"), new byte[] {1, 2, 3});
        Files.copy(regions.resolve("r.3.4.done"), regions.resolve("r.9.9.done")); // right CRC, wrong name
        try (Checkpoint cp = Checkpoint.open(world)) {
            assertEquals(1024, cp.doneCount());
            assertTrue(cp.isDone(3 * 32, 4 * 32));
            assertFalse(cp.isDone(5 * 32, 6 * 32));
            assertEquals(2, cp.problems().size(), cp.problems().toString());
            assertFalse(Files.exists(regions.resolve("r.7.7.done.tmp")));
            cp.markRegionDone(5, 6, full()); // rewriting repairs it
        }
        try (Checkpoint cp = Checkpoint.open(world)) {
            assertTrue(cp.isDone(5 * 32 + 31, 6 * 32 + 31));
        }
    }

    @Test
    void concurrentWorkersMarkEveryRegionOfAPlan(@TempDir Path world) throws Exception {
        RegionPlan plan = RegionPlan.of(new Center(-300, 700), Shape.CIRCLE, 3000, Pattern.REGION);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try (Checkpoint cp = Checkpoint.create(world, INFO)) {
            List<Future<?>> futures = new java.util.ArrayList<>();
            for (RegionTask t : plan.regions()) {
                // each region marked in two halves by different threads, racing on the same region too
                long[] mask = t.mask(), a = new long[16], b = new long[16];
                for (int i = 0; i < 16; i++) {
                    a[i] = mask[i] & 0x5555_5555_5555_5555L;
                    b[i] = mask[i] & ~0x5555_5555_5555_5555L;
                }
                futures.add(pool.submit(() -> { cp.markRegionDone(t.regionX(), t.regionZ(), a); return null; }));
                futures.add(pool.submit(() -> { cp.markRegionDone(t.regionX(), t.regionZ(), b); return null; }));
            }
            for (Future<?> f : futures) f.get();
            assertEquals(plan.chunkCount(), cp.doneCount());
        } finally {
            pool.shutdown();
            assertTrue(pool.awaitTermination(10, TimeUnit.SECONDS));
        }
        try (Checkpoint cp = Checkpoint.open(world)) {
            assertEquals(plan.chunkCount(), cp.doneCount());
            for (RegionTask t : plan.regions()) {
                assertArrayEquals(t.mask(), cp.regionMask(t.regionX(), t.regionZ()));
            }
            assertTrue(cp.isDone(-300 >> 4, 700 >> 4));
        }
        try (Stream<Path> s = Files.list(world.resolve(Checkpoint.FOLDER).resolve("regions"))) {
            assertEquals(plan.regionCount(), s.count());
        }
    }

    @Test
    void closedCheckpointRefusesMarks(@TempDir Path world) throws IOException {
        Checkpoint cp = Checkpoint.create(world, INFO);
        cp.close();
        assertThrows(IllegalStateException.class, () -> cp.markRegionDone(0, 0, full()));
        assertThrows(IllegalArgumentException.class, () -> Checkpoint.open(world).markRegionDone(0, 0, new long[3]));
    }

    static long[] full() {
        long[] m = new long[16];
        java.util.Arrays.fill(m, -1L);
        return m;
    }

    /**
     * A snapshot reads what a live checkpoint holds without its lock and without touching a file: the plan, the notes,
     * the marks; a damaged mark is listed and a leftover temporary file stays. Deleting removes the notes too.
     */
    @Test
    void aSnapshotReadsWithoutTheLockAndDeleteTakesTheNotes(@TempDir Path world) throws IOException {
        Path dir = Checkpoint.named(world, "minecraft_overworld");
        try (Checkpoint cp = Checkpoint.createAt(dir, INFO)) {
            cp.saveNotes("{\"args\":[]}\n");
            cp.markRegionDone(-1, 2, full());
            cp.markRegionDone(0, 0, new long[] {0b1011L, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
            java.nio.file.Files.write(dir.resolve("regions/r.5.5.done"), new byte[] {1, 2, 3});
            java.nio.file.Files.write(dir.resolve("regions/r.6.6.done.tmp"), new byte[] {1});
            CheckpointSnapshot s = CheckpointSnapshot.read(dir); // the checkpoint is open and locked meanwhile
            assertEquals(INFO, s.info());
            assertEquals("{\"args\":[]}\n", s.notes());
            assertEquals(1027, s.doneCount());
            assertEquals(3, Long.bitCount(s.mask(0, 0)[0]));
            assertEquals(0, s.mask(7, 7)[0]);
            assertEquals(1, s.problems().size(), s.problems().toString());
            assertTrue(s.problems().get(0).contains("r.5.5.done"), s.problems().toString());
            assertFalse(s.lastSaved().isBefore(s.started()));
            assertTrue(java.nio.file.Files.exists(dir.resolve("regions/r.6.6.done.tmp")), "a snapshot changes nothing");
            cp.delete();
        }
        assertFalse(java.nio.file.Files.exists(dir), "plan, marks, notes and lock are gone");
        assertThrows(NoSuchFileException.class, () -> CheckpointSnapshot.read(dir));
    }
}
