package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A features run stopped by SIGTERM (as by Ctrl+C) says what it did in numbers that agree with {@code --status} and
 * with the region files ({@code inspect}): the area's chunks written, the ring around the area written apart, and the
 * decorated chunks that wait in the checkpoint for their neighbours. The walkthrough found the stop summary's
 * "generated" and "wrote", the resume line's "done" and --status's "done" all counting different things unsaid.
 */
class GenerateStopCountsTest {

    private static long number(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        assertTrue(m.find(), regex + " in: " + text);
        return Long.parseLong(m.group(1));
    }

    @Test
    void theStopSummaryStatusAndRegionFilesAgree(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // 12 x 12 chunks over four regions, slowed down so that the stop comes after the first region is written
        List<String> cmd = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"), Strata.class.getName(),
                "generate", "--world", world.toString(), "--data", DumpChunkCommandTest.data(), "--seed", "13579", "--radius", "6c",
                "--until", "features", "--workers", "1", "--max-rate", "8", "--quiet"));
        Path log = dir.resolve("child.log");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        Path marks = world.resolve(".strata/minecraft_overworld/regions");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(240);
        while (p.isAlive() && System.nanoTime() < deadline && !(Files.isDirectory(marks) && count(marks) > 0)) Thread.sleep(50);
        Thread.sleep(1500);
        p.destroy(); // SIGTERM: the same stop as Ctrl+C
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        String out = Files.readString(log);
        assertEquals(ExitCodes.INTERRUPTED, p.exitValue(), out);

        long decorated = number(out, "decorated (\\d+) chunks? \\(0 skipped");
        long wrote = number(out, ", wrote (\\d+) chunks? to ");
        long ofArea = number(out, "\\((\\d+) of the area, ");
        long ofRing = number(out, " of the area, (\\d+) in the ring around it");
        long stoppedWritten = number(out, "minecraft:overworld: (\\d+) of the area's 144 chunks written, ");
        long remaining = number(out, "of the area's 144 chunks written, (\\d+) remaining \\(as generate --status counts them\\)");
        Matcher heldLine = Pattern.compile("; (\\d+) chunks? of the remaining (?:is|are) decorated and wait").matcher(out);
        long held = heldLine.find() ? Long.parseLong(heldLine.group(1)) : 0;
        assertTrue(ofArea > 0 && decorated > ofArea, "the stop came after a region was written and before the end: " + out);
        // the progress line counted the decorated ones: the stop says why its count is the lower
        if (held > 0) assertTrue(out.contains("(the progress line counts chunks decorated, so it ran ahead of the chunks written)"), out);

        Run status = run("generate", "--world", world.toString(), "--status");
        assertEquals(ExitCodes.OK, status.code(), status.err());
        Run inspect = run("inspect", world.toString());
        long onDisk = number(inspect.out(), "totals for the world: region: \\d+ files?, (\\d+) chunks?");

        assertEquals(ofArea + ofRing, wrote, out);
        assertEquals(ofArea, stoppedWritten, "a fresh run: all the area's chunks written are this run's");
        assertEquals(144 - stoppedWritten, remaining);
        assertEquals(decorated, stoppedWritten + held, "every decorated chunk is written or waits in the checkpoint: " + out);
        assertEquals(stoppedWritten, number(status.out(), "chunks: (\\d+) written, "), status.out());
        assertEquals(remaining, number(status.out(), "chunks: \\d+ written, (\\d+) remaining of 144"), status.out());
        if (held > 0) assertEquals(held, number(status.out(), "of the remaining, (\\d+) chunks? (?:is|are) decorated"), status.out());
        assertEquals(ofRing, number(status.out(), "ring: (\\d+) chunks? just outside the area"), status.out());
        assertEquals(wrote, onDisk, "the region files hold what the summary says was written: " + inspect.out());
        // the dry run of --resume counts as the stop and --status do (it said the area's and the ring's together)
        Run dry = run("generate", "--world", world.toString(), "--resume", "--dry-run");
        assertEquals(stoppedWritten, number(dry.out(), "--resume continues the run in \\S+ \\((\\d+) of the area's chunks written"), dry.out());
        if (ofRing > 0) assertEquals(ofRing, number(dry.out(), "and (\\d+) of the ring around it\\)"), dry.out());
        // cancelling says what it drops besides the checkpoint: the decorated chunks held for their neighbours
        Run cancel = run("generate", "--world", world.toString(), "--cancel", "--yes");
        assertEquals(ExitCodes.OK, cancel.code(), cancel.err());
        if (held > 0) {
            assertEquals(held, number(cancel.out(), "the (\\d+) decorated chunks? the checkpoint held, not yet written, (?:is|are) dropped"), cancel.out());
        }
    }

    private static long count(Path folder) throws java.io.IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.count();
        }
    }
}
