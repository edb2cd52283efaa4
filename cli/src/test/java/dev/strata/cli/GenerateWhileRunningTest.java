package dev.strata.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * A real {@code generate} in a child process: {@code convert}, {@code relight} and a second {@code generate}
 * started while it runs refuse (the world lock), and two Ctrl+C quit it at once while still printing the command
 * that resumes it; that command then finishes the plan with nothing lost.
 */
class GenerateWhileRunningTest {

    @Test
    void otherCommandsRefuseARunningGenerateAndASecondCtrlCStillSaysHowToResume(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        List<String> gen = List.of("generate", "--world", world.toString(), "--seed", "1", "--radius", "40c", "--until", "noise",
                "--workers", "1");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"), Strata.class.getName()));
        cmd.addAll(gen);
        Path log = dir.resolve("child.log");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            Path plan = world.resolve(".strata/minecraft_overworld/plan.json");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!Files.exists(plan) && p.isAlive() && System.nanoTime() < deadline) Thread.sleep(20);
            assertTrue(p.isAlive(), "the run ended before the test could reach it:\n" + Files.readString(log));

            assertEquals(ExitCodes.CONFLICT, CliTesting.run("convert", "--world", world.toString(), "--compression", "none").code());
            assertEquals(ExitCodes.CONFLICT, CliTesting.run("relight", "--world", world.toString(), "--quiet").code());
            CliTesting.Run second = CliTesting.run(gen.toArray(new String[0]));
            assertEquals(ExitCodes.CONFLICT, second.code(), second.err());
            assertTrue(second.err().contains("in use"), second.err());

            signal(p, "INT");
            Thread.sleep(50);
            signal(p, "INT");
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            String out = Files.readString(log);
            assertEquals(ExitCodes.INTERRUPTED, p.exitValue(), out);
            // the second signal quits at once ("quit at once: ..."), unless the first one's stop was already done (a small
            // run stops within the 50 ms): either way the command that resumes is printed. (The first notice used to say
            // "press Ctrl+C again to quit at once", which this check read as the second signal's answer.)
            assertTrue(out.contains("quit at once: ") || out.contains("stopped; every chunk written so far is safe"), out);
            assertTrue(out.contains("--resume"), out);
        } finally {
            p.destroyForcibly();
            p.waitFor();
        }
        List<String> resume = new ArrayList<>(gen);
        resume.add("--resume");
        resume.add("--quiet");
        CliTesting.Run r = CliTesting.run(resume.toArray(new String[0]));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        int chunks = 0;
        try (Stream<Path> s = Files.list(WorldSafetyTest.regions(world))) {
            for (Path f : s.toList()) {
                try (RegionFile rf = RegionFile.openReadOnly(f)) {
                    chunks += rf.chunks().size();
                }
            }
        }
        assertEquals(80 * 80, chunks);
    }

    private static void signal(Process p, String sig) throws Exception {
        new ProcessBuilder("kill", "-" + sig, Long.toString(p.pid())).inheritIO().start().waitFor();
    }
}
