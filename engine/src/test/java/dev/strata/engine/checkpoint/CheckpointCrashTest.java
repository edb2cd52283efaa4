package dev.strata.engine.checkpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills a child JVM that keeps marking chunks done ({@link CheckpointWriterMain}) with SIGKILL
 * ({@code destroyForcibly}) at random, seeded moments, and checks after each kill that the checkpoint opens with no
 * damaged file and holds exactly the state after some number of the child's steps, never fewer than before.
 */
class CheckpointCrashTest {
    private static final int KILLS = 20;

    @Test
    void stateIsOneOnceWrittenAfterEverySigkill(@TempDir Path world) throws Exception {
        Random rnd = new Random(26_2_4903L);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        long start = System.nanoTime();
        long last = 0;
        int progressed = 0, tornTemps = 0;
        for (int kill = 0; kill < KILLS; kill++) {
            Process p = new ProcessBuilder(java, "-Xmx64m", "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-cp", cp,
                    CheckpointWriterMain.class.getName(), world.toString()).redirectErrorStream(true).start();
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream()));
            StringBuilder log = new StringBuilder();
            String line;
            while ((line = out.readLine()) != null && !line.equals("ready")) log.append(line).append('\n');
            assertEquals("ready", line, () -> "child did not start:\n" + log);
            Thread.sleep(20 + rnd.nextInt(300));
            p.destroyForcibly();
            assertTrue(p.waitFor(10, TimeUnit.SECONDS));
            try (Stream<Path> s = Files.list(world.resolve(Checkpoint.FOLDER).resolve("regions"))) {
                tornTemps += (int) s.filter(f -> f.toString().endsWith(".tmp")).count();
            }
            long steps = check(world);
            assertTrue(steps >= last, "went back from " + last + " to " + steps + " steps");
            if (steps > last) progressed++;
            last = steps;
        }
        assertTrue(progressed >= KILLS / 2, "the writer made progress in only " + progressed + " of " + KILLS + " runs");
        System.out.println("checkpoint crash test: " + last + " steps over " + KILLS + " kills, " + tornTemps
                + " temp files left by kills, " + (System.nanoTime() - start) / 1_000_000 + " ms");
        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(60));
    }

    /** Opens the checkpoint, checks it is the state after exactly doneCount steps, returns that count. */
    private static long check(Path world) throws Exception {
        try (Checkpoint c = Checkpoint.open(world)) {
            assertTrue(c.problems().isEmpty(), () -> c.problems().toString());
            assertEquals(CheckpointTest.INFO, c.info());
            long steps = c.doneCount();
            int regionsExpected = 0;
            for (int rz = 0; rz <= steps / (CheckpointWriterMain.R * 1024L) + 1; rz++) {
                for (int rx = 0; rx < CheckpointWriterMain.R + 1; rx++) {
                    int n = rx < CheckpointWriterMain.R ? CheckpointWriterMain.expectedCount(rx, rz, steps) : 0;
                    if (n > 0) regionsExpected++;
                    long[] mask = c.regionMask(rx, rz);
                    for (int i = 0; i < 1024; i++) {
                        boolean set = (mask[i >> 6] & 1L << i) != 0;
                        if (set != i < n) {
                            throw new AssertionError("region " + rx + "," + rz + " after " + steps + " steps: bit " + i + " is "
                                    + set + ", expected the first " + n + " bits");
                        }
                    }
                }
            }
            try (Stream<Path> s = Files.list(world.resolve(Checkpoint.FOLDER).resolve("regions"))) {
                assertEquals(regionsExpected, s.count(), "region files");
            }
            return steps;
        }
    }
}
