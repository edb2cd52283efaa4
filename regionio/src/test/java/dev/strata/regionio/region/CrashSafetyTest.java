package dev.strata.regionio.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills a child JVM that is writing chunks (SIGKILL via {@code destroyForcibly}) at random, seeded moments, many
 * times, and checks after each kill that every chunk is at a complete version no older than before the run. After
 * every kill it also simulates losing unflushed appended data (a power cut) by cutting the file back to the end of
 * the last sector the header references, and checks again.
 */
class CrashSafetyTest {

    private static final int KILLS = 25;

    @Test
    void everyChunkIsOldOrNewAfterSigkill(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        Random rnd = new Random(20261129L);
        int[] seen = new int[CrashWriterMain.CHUNKS];
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        long start = System.nanoTime();
        int progressed = 0;
        for (int kill = 0; kill < KILLS; kill++) {
            Process p = new ProcessBuilder(java, "-Xmx256m", "-cp", cp, CrashWriterMain.class.getName(), file.toString(), Long.toString(rnd.nextLong()))
                    .redirectErrorStream(true).start();
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream()));
            String line = out.readLine();
            assertEquals("ready", line, "child did not start");
            Thread.sleep(50 + rnd.nextInt(400));
            p.destroyForcibly();
            assertTrue(p.waitFor(10, TimeUnit.SECONDS));
            int before = sum(seen);
            check(file, seen);
            cutToReferencedEnd(file);
            check(file, seen);
            if (sum(seen) > before) progressed++;
        }
        assertTrue(progressed >= KILLS / 2, "the writer made progress in only " + progressed + " of " + KILLS + " runs");
        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(90));
        List<Path> leftovers;
        try (var s = Files.list(dir)) {
            leftovers = s.filter(f -> f.getFileName().toString().endsWith(".mcc")).toList();
        }
        // an .mcc may be left only for a chunk whose header says external, or as a harmless stale file
        assertTrue(leftovers.size() <= CrashWriterMain.CHUNKS);
    }

    private static int sum(int[] a) {
        int s = 0;
        for (int v : a) s += v;
        return s;
    }

    /** Every chunk reads, holds exactly the content of its stored version, and never goes back in time. */
    private static void check(Path file, int[] seen) throws Exception {
        try (RegionFile r = RegionFile.openReadOnly(file)) {
            RegionScan scan = r.scan();
            assertEquals(0, scan.errorCount(), () -> scan.problems().toString());
            for (int x = 0; x < CrashWriterMain.CHUNKS; x++) {
                var tag = r.read(x, 0);
                if (tag.isEmpty()) {
                    assertEquals(0, seen[x], "chunk " + x + " vanished");
                    continue;
                }
                CompoundBinaryTag c = tag.get();
                int v = c.getInt("version");
                assertTrue(v >= seen[x], "chunk " + x + " went back from version " + seen[x] + " to " + v);
                assertTrue(CrashWriterMain.content(x, v).equals(c), "chunk " + x + " version " + v + " is not the content written");
                seen[x] = v;
            }
        }
    }

    private static void cutToReferencedEnd(Path file) throws Exception {
        long end = 2;
        try (RegionFile r = RegionFile.openReadOnly(file)) {
            for (int[] c : r.chunks()) {
                int loc = r.location(c[0], c[1]);
                end = Math.max(end, (loc >>> 8) + (loc & 0xFF));
            }
        }
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            if (ch.size() > end * RegionFile.SECTOR_BYTES) ch.truncate(end * RegionFile.SECTOR_BYTES);
        }
    }
}
