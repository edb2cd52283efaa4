package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.regionio.region.RawChunk;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 14: {@code generate --world <dir> --resume} alone continues a stopped run with the options its checkpoint
 * recorded (data pack, area, pattern, until, compression), and the stop prints that short command. Options given again
 * that disagree with the stopped run are refused (exit 5) and change nothing.
 */
class GenerateResumeAloneTest {

    /** Non-default pattern and compression, so that a resume without them would be another run. */
    private static List<String> options() {
        return List.of("--data", GenerateCommandTest.vanilla(), "--seed", "5", "--radius", "6c", "--until", "noise",
                "--pattern", "spiral", "--compression", "gzip");
    }

    @Test
    void theWorldAndResumeAloneFinishTheStoppedRun(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"), Strata.class.getName(),
                "generate", "--world", world.toString()));
        cmd.addAll(options());
        cmd.addAll(List.of("--workers", "1", "--max-rate", "20", "--quiet"));
        Path log = dir.resolve("child.log");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        Path marks = world.resolve(".strata/minecraft_overworld/plan.json");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(240);
        while (p.isAlive() && System.nanoTime() < deadline && !Files.exists(marks)) Thread.sleep(50);
        Thread.sleep(1500);
        p.destroy(); // SIGTERM: the same stop as Ctrl+C
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        String stop = Files.readString(log);
        assertEquals(ExitCodes.INTERRUPTED, p.exitValue(), stop);
        assertTrue(stop.contains("Continue with:\n  strata generate --world " + world.toAbsolutePath().normalize() + " --resume\n"), stop);

        // an option given again that disagrees is refused, nothing changed
        Run other = run("generate", "--world", world.toString(), "--resume", "--until", "carvers", "--quiet");
        assertEquals(ExitCodes.CONFLICT, other.code(), other.err());
        assertTrue(other.err().contains("target status (checkpoint: minecraft:noise, this run: minecraft:carvers)")
                && other.err().contains("With --resume, leave out the options to continue with the stopped run's own"), other.err());

        // --dimension may not add dimensions the stopped run does not generate (walkthrough, session 21: they were started
        // afresh under --resume), nor may it name another one
        Run all = run("generate", "--world", world.toString(), "--resume", "--dimension", "all", "--quiet");
        assertEquals(ExitCodes.CONFLICT, all.code(), all.err());
        assertTrue(all.err().contains("--dimension all: the stopped run in " + world + " generates minecraft:overworld only"), all.err());
        Run nether = run("generate", "--world", world.toString(), "--resume", "--dimension", "the_nether", "--quiet");
        assertEquals(ExitCodes.CONFLICT, nether.code(), nether.err());
        assertTrue(nether.err().contains("--dimension the_nether: " + world + " holds no stopped run of it, only of minecraft_overworld"), nether.err());
        assertFalse(Files.exists(world.resolve(".strata/minecraft_the_nether")), "nothing started for the nether");
        Run same = run("generate", "--world", world.toString(), "--resume", "--dimension", "overworld", "--dry-run");
        assertEquals(ExitCodes.OK, same.code(), "naming the run's own dimension is allowed: " + same.err());

        // --workers may change; everything else comes from the checkpoint
        Run resumed = run("generate", "--world", world.toString(), "--resume", "--workers", "2");
        assertEquals(ExitCodes.OK, resumed.code(), resumed.err());
        assertTrue(resumed.err().contains("resuming with the options the stopped run recorded: --data " + GenerateCommandTest.vanilla()), resumed.err());
        assertTrue(resumed.err().contains("resuming: "), "it continued, not started afresh: " + resumed.err());
        assertFalse(Files.exists(world.resolve(".strata")), "the finished run removed its checkpoint");

        Path reference = dir.resolve("reference");
        List<String> ref = new ArrayList<>(List.of("generate", "--world", reference.toString()));
        ref.addAll(options());
        ref.addAll(List.of("--workers", "2", "--quiet"));
        Run r = run(ref.toArray(new String[0]));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertEquals(144, sameChunks(GenerateCommandTest.regionFolder(reference), GenerateCommandTest.regionFolder(world)));
    }

    /** With nothing stopped, --resume alone says there is nothing to continue (exit 2); a missing world is exit 4. */
    @Test
    void nothingToResumeIsSaid(@TempDir Path dir) throws Exception {
        Path world = Files.createDirectories(dir.resolve("w"));
        Run r = run("generate", "--world", world.toString(), "--resume");
        assertEquals(ExitCodes.USAGE, r.code(), r.err());
        assertTrue(r.err().contains("--resume: " + world + " has no stopped run to continue"), r.err());
        Path missing = dir.resolve("none");
        Run m = run("generate", "--world", missing.toString(), "--resume");
        assertEquals(ExitCodes.IO, m.code(), m.err());
        assertTrue(m.err().contains(missing + ": no such folder"), m.err());
    }

    /** Every chunk of {@code a}'s region files is in {@code b}'s with the same NBT and compression; returns how many. */
    private static int sameChunks(Path a, Path b) throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.list(a)) {
            files = s.filter(f -> f.getFileName().toString().endsWith(".mca")).sorted().toList();
        }
        int compared = 0;
        for (Path f : files) {
            try (RegionFile x = RegionFile.openReadOnly(f); RegionFile y = RegionFile.openReadOnly(b.resolve(f.getFileName()))) {
                assertEquals(x.chunks().size(), y.chunks().size(), f.getFileName() + ": chunk count");
                for (int[] c : x.chunks()) {
                    RawChunk p = x.readRaw(c[0], c[1]).orElseThrow();
                    RawChunk q = y.readRaw(c[0], c[1]).orElseThrow(() -> new AssertionError("chunk " + c[0] + "," + c[1] + " missing"));
                    assertArrayEquals(p.nbt(), q.nbt(), "chunk " + c[0] + "," + c[1]);
                    assertEquals(p.compression(), q.compression(), "chunk " + c[0] + "," + c[1]);
                    compared++;
                }
            }
        }
        return compared;
    }
}
