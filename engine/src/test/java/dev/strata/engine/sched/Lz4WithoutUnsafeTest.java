package dev.strata.engine.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Every use of LZ4 in a run (the journal, {@link JournalStreams}; the spill store; region chunks written and read with
 * {@code --compression lz4}, regionio's {@code Codec}, through its public API) goes through lz4-java's pure Java "safe"
 * classes: its other factories load a native library or call {@code sun.misc.Unsafe}, and JDK 24 and later print
 * warnings for both on the console of every run. Checked in one child JVM started with {@code -verbose:class}, which
 * lists every class it loads.
 */
class Lz4WithoutUnsafeTest {
    @Test
    void lz4NeitherLoadsNativeCodeNorCallsUnsafe() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process p = new ProcessBuilder(java, "-Xmx128m", "-verbose:class", "-cp", cp, Lz4ProbeMain.class.getName()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out.length() > 2000 ? out.substring(out.length() - 2000) : out);
        assertTrue(out.contains("net.jpountz.lz4.LZ4BlockOutputStream") && out.contains("net.jpountz.lz4.LZ4BlockInputStream")
                && out.contains(SpillStore.class.getName()) && out.contains("dev.strata.regionio.region.Codec"), "the probe used every LZ4 path");
        assertFalse(out.contains("net.jpountz.util.UnsafeUtils"), "lz4-java's Unsafe helpers were loaded");
        assertFalse(out.contains("net.jpountz.util.Native"), "lz4-java's native loader was loaded");
    }
}
