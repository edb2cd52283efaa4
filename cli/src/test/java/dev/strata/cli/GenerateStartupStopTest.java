package dev.strata.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A SIGTERM (or Ctrl+C) while {@code generate} is still starting up (reading the data, binding the generators, before
 * the first chunk) used to end the process with 143 and no word (walkthrough, issue 14 finding 3): it now says that
 * nothing was written and that there is nothing to resume, and exits with the stop's code, 130, as a stop during the
 * run does.
 */
class GenerateStartupStopTest {

    @Test
    void aStopDuringStartUpSaysNothingWasWritten(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // three dimensions to full: binding every generator, feature and structure takes seconds
        List<String> cmd = List.of(java, "-cp", System.getProperty("java.class.path"), Strata.class.getName(), "generate", "--world",
                world.toString(), "--data", DumpChunkCommandTest.data(), "--seed", "1", "--dimension", "all", "--radius", "20c", "--workers", "1");
        Path log = dir.resolve("child.log");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (p.isAlive() && System.nanoTime() < deadline && !Files.readString(log).contains("preparing:")) Thread.sleep(10);
        p.destroy(); // SIGTERM
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        String out = Files.readString(log);
        assertEquals(ExitCodes.INTERRUPTED, p.exitValue(), out);
        assertTrue(out.contains("stopped during start-up, before the first chunk: nothing was written and there is nothing to resume"), out);
        assertFalse(Files.exists(world.resolve("level.dat")), "no world was created");
        assertFalse(Files.exists(world.resolve(".strata")), "no checkpoint");
    }
}
