package dev.strata.engine.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.testing.SharedData;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A features, light or full run does not hold its plan: {@link DecorationJob} takes the planned chunks still to
 * decorate region by region as it reaches them ({@link DecorationSequence}), so a plan of 2,250,000 chunks (radius
 * 12,000 blocks) starts in a child JVM with a 96 MiB heap ({@link LargePlanMain}: the End, stopped after its first
 * decoration). Holding the plan's chunks as a list (what it did before: about 56 bytes a chunk, 126 MB here) runs
 * out of memory there.
 */
class DecorationJobMemoryTest {
    @Test
    @Timeout(value = 4, unit = TimeUnit.MINUTES)
    void aLargePlanIsNotHeldWhole(@TempDir Path dir) throws Exception {
        Path vanilla = SharedData.vanillaFolder();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process p = new ProcessBuilder(java, "-Xmx96m", "-cp", cp, LargePlanMain.class.getName(), vanilla.toString(), dir.resolve("w").toString(),
                "12000").redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(3, TimeUnit.MINUTES), "the child did not end");
        String text = new String(out, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), text);
        assertTrue(text.matches("(?s).*done [12] \\d+ of 2250000.*"), text);
    }
}
