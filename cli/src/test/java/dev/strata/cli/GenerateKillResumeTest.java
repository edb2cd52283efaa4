package dev.strata.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.regionio.region.RawChunk;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A generate run killed with SIGKILL at random moments, several times, then resumed, ends with the same chunks as
 * an uninterrupted run: every chunk's NBT byte for byte, none missing, none extra.
 */
class GenerateKillResumeTest {
    static final long KILL_SEED = 20261129L;

    static List<String> generateArgs(Path world) {
        return List.of("generate", "--world", world.toString(), "--data", GenerateCommandTest.vanilla(), "--seed", "0",
                "--radius", "12c", "--until", "noise", "--workers", "2", "--quiet", "--resume");
    }

    @Test
    void killedAndResumedEqualsUninterrupted(@TempDir Path dir) throws Exception {
        Path reference = dir.resolve("reference");
        var ref = CliTesting.run(generateArgs(reference).toArray(new String[0]));
        assertEquals(ExitCodes.OK, ref.code(), ref.err());

        Path world = dir.resolve("killed");
        Random random = new Random(KILL_SEED);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        int kills = 0;
        for (int attempt = 0; attempt < 4; attempt++) {
            List<String> cmd = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"), Strata.class.getName()));
            cmd.addAll(generateArgs(world));
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve("child-" + attempt + ".log").toFile()).start();
            // wait until the run has started generating (its checkpoint exists), then kill at a random moment
            Path plan = world.resolve(".strata/minecraft_overworld/plan.json");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!Files.exists(plan) && p.isAlive() && System.nanoTime() < deadline) Thread.sleep(20);
            long delay = 100 + random.nextInt(2500);
            if (p.waitFor(delay, TimeUnit.MILLISECONDS)) {
                break; // it finished before the kill: nothing more to interrupt
            }
            p.destroyForcibly(); // SIGKILL on Linux
            p.waitFor();
            kills++;
        }
        var last = CliTesting.run(generateArgs(world).toArray(new String[0]));
        assertEquals(ExitCodes.OK, last.code(), last.err());
        assertTrue(kills > 0, "no run was killed: the test did not test anything (make the plan larger)");

        Path refRegions = GenerateCommandTest.regionFolder(reference);
        Path gotRegions = GenerateCommandTest.regionFolder(world);
        List<Path> files;
        try (Stream<Path> s = Files.list(refRegions)) {
            files = s.filter(f -> f.getFileName().toString().endsWith(".mca")).sorted().toList();
        }
        int compared = 0;
        for (Path f : files) {
            try (RegionFile a = RegionFile.openReadOnly(f); RegionFile b = RegionFile.openReadOnly(gotRegions.resolve(f.getFileName()))) {
                assertEquals(a.chunks().size(), b.chunks().size(), f.getFileName() + ": chunk count");
                for (int[] c : a.chunks()) {
                    RawChunk x = a.readRaw(c[0], c[1]).orElseThrow();
                    RawChunk y = b.readRaw(c[0], c[1]).orElseThrow(() -> new AssertionError("chunk " + c[0] + "," + c[1] + " missing after resume"));
                    assertArrayEquals(x.nbt(), y.nbt(), "chunk " + c[0] + "," + c[1]);
                    compared++;
                }
            }
        }
        assertEquals(576, compared, "chunks compared");
        assertTrue(!Files.exists(world.resolve(".strata")), "the finished run left its checkpoint behind");
    }
}
