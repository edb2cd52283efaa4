package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.engine.checkpoint.Checkpoint;
import dev.strata.engine.checkpoint.PlanInfo;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.plan.RegionTask;
import dev.strata.regionio.world.SessionLock;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Control of a run: speed limit, low priority, progress lines, status and cancel of a stopped run, and the help. */
class GenerateControlTest {

    static String[] demo(Path world, String... extra) {
        List<String> a = new ArrayList<>(List.of("generate", "--world", world.toString(), "--seed", "0", "--until", "noise", "--workers", "2"));
        a.addAll(Arrays.asList(extra));
        return a.toArray(new String[0]);
    }

    /** The summary's wall time, "... in 3.2 s; CPU ...". */
    private static double wallSeconds(String out) {
        Matcher m = Pattern.compile(" in (\\d+\\.\\d) s; CPU").matcher(out);
        assertTrue(m.find(), out);
        return Double.parseDouble(m.group(1));
    }

    /**
     * 400 chunks of the demo pack at 50 chunks/s: the run takes 8 s within 10 % (the summary's wall time, which also
     * holds the checkpoint's and the last writes' fsyncs), although 2 workers make them about twice as fast unlimited
     * even on a busy machine.
     */
    @Test
    void maxRateHoldsTheRunToTheRateAsked(@TempDir Path dir) throws Exception {
        Run r = run(demo(dir.resolve("w"), "--radius", "10c", "--quiet", "--max-rate", "50"));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("wrote 400 chunks"), r.out());
        double wall = wallSeconds(r.out());
        assertTrue(Math.abs(wall - 8.0) <= 0.8, "400 chunks at 50 chunks/s took " + wall + " s");
    }

    /** The limit changes when chunks start, not what is written: the same bytes as an unlimited run. */
    @Test
    void maxRateChangesNoByteWritten(@TempDir Path dir) throws Exception {
        Path fast = dir.resolve("fast"), slow = dir.resolve("slow");
        Run unlimited = run(demo(fast, "--radius", "3c", "--quiet"));
        assertEquals(ExitCodes.OK, unlimited.code(), unlimited.err());
        Run r = run(demo(slow, "--radius", "3c", "--quiet", "--max-rate", "200"));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        for (String region : new String[] {"r.-1.-1.mca", "r.-1.0.mca", "r.0.-1.mca", "r.0.0.mca"}) {
            Path rel = Path.of("dimensions/minecraft/overworld/region", region);
            assertTrue(Arrays.equals(withoutTimestamps(fast.resolve(rel)), withoutTimestamps(slow.resolve(rel))), region);
        }
    }

    /** A region file's bytes with the timestamp table (bytes 4096..8191, the time of each run) zeroed. */
    private static byte[] withoutTimestamps(Path region) throws Exception {
        byte[] b = Files.readAllBytes(region);
        Arrays.fill(b, 4096, 8192, (byte) 0);
        return b;
    }

    @Test
    void aBadMaxRateIsAUsageError(@TempDir Path dir) {
        for (String bad : new String[] {"0", "-5", "fast", "1e-9", "0.09", "NaN", "Infinity", "2000000"}) {
            Run r = run(demo(dir.resolve("w"), "--radius", "0", "--max-rate", bad));
            assertEquals(ExitCodes.USAGE, r.code(), bad + ": " + r.err());
            assertTrue(r.err().contains("--max-rate"), r.err());
        }
        assertFalse(Files.exists(dir.resolve("w")), "nothing was created");
    }

    /**
     * --low-priority in a child JVM (it renices every thread of its process, which the test JVM must not do to
     * itself): afterwards the process's first thread, the thread that ran the command and a thread it starts later read
     * nice 10 back from /proc (renicing the process id alone would change only the first thread).
     */
    @Test
    void lowPriorityLowersTheNiceValueOfTheProcess(@TempDir Path dir) throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "Linux only");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), NiceProbeMain.class.getName(), dir.resolve("w").toString())
                .redirectErrorStream(true).start();
        String output;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            output = String.join("\n", in.lines().toList());
        }
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), output);
        Matcher before = Pattern.compile("nice before: (-?\\d+)").matcher(output);
        assertTrue(before.find(), output);
        if (Integer.parseInt(before.group(1)) >= LowPriority.NICE) {
            assertTrue(output.contains("low priority: already nice"), "a process already nicer is left as it is: " + output);
        } else {
            assertTrue(output.contains("low priority: nice 10 for the process's"), output);
            assertTrue(output.contains("process nice: 10") && output.contains("\nthread nice: 10"), output);
            assertTrue(output.contains("started thread nice: 10"), "threads started later inherit it: " + output);
        }
    }

    /** --quiet --progress-every 1s: only the plain progress lines, each naming the dimension. */
    @Test
    void quietWithAnIntervalPrintsOnlyTheProgressLines(@TempDir Path dir) {
        Run r = run(demo(dir.resolve("w"), "--radius", "4c", "--quiet", "--progress-every", "1s", "--max-rate", "40"));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        List<String> lines = r.err().lines().filter(l -> !l.isBlank()).toList();
        assertFalse(lines.isEmpty(), r.err());
        for (String l : lines) assertTrue(l.startsWith("progress: minecraft:overworld ") && l.contains(" elapsed "), r.err());
        Run bad = run(demo(dir.resolve("w2"), "--radius", "0", "--progress-every", "soon"));
        assertEquals(ExitCodes.USAGE, bad.code(), bad.err());
        assertTrue(bad.err().contains("'soon' is not an interval (e.g. 30s, 5m, 1h)"), bad.err());
    }

    /** One chunk, one region, one worker: the words agree with the numbers. */
    @Test
    void countsOfOneAreSingular(@TempDir Path dir) {
        Run r = run("generate", "--world", dir.resolve("w").toString(), "--seed", "0", "--radius", "0", "--workers", "1");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.err().contains("minecraft:overworld: 1 chunk in 1 region (square, radius 0 blocks around 0,0), 1 worker, until minecraft:surface"), r.err());
        assertTrue(r.out().contains("generated 1 chunk (0 already present), wrote 1 chunk to 1 region in "), r.out());
    }

    /** The plan line's area: the shape and radius in blocks after units are read, both radii where the shape takes two. */
    @Test
    void thePlanLineNamesTheArea() {
        var center = new dev.strata.engine.plan.Center(-100, 2048);
        var region = dev.strata.engine.plan.Pattern.REGION;
        assertEquals("circle, radius 1500 blocks around " + center,
                DimensionRun.area(dev.strata.engine.plan.RegionPlan.of(center, dev.strata.engine.plan.Shape.CIRCLE, 1500, 1500, region)));
        assertEquals("ellipse, radius 1500 x 700 blocks around " + center,
                DimensionRun.area(dev.strata.engine.plan.RegionPlan.of(center, dev.strata.engine.plan.Shape.ELLIPSE, 1500, 700, region)));
        assertEquals("the chunks already in the world", DimensionRun.area(
                dev.strata.engine.plan.RegionPlan.ofChunks(dev.strata.engine.plan.Pattern.WORLD, new long[] {dev.strata.engine.plan.ChunkPos.pack(3, 4)})));
    }

    /** A stopped run as generate leaves it: a checkpoint with the plan, part of it done, and the saved options. */
    private static Path stoppedRun(Path world) throws Exception {
        Run first = run(demo(world, "--radius", "2c", "--quiet"));
        assertEquals(ExitCodes.OK, first.code(), first.err());
        List<String> args = List.of("generate", "--world", world.toAbsolutePath().toString(), "--dimension", "overworld",
                "--center", "0,0", "--radius", "40c", "--shape", "square", "--pattern", "region", "--until", "noise",
                "--compression", "zlib", "--max-rate", "50", "--resume");
        GenerateCommand g = new GenerateCommand();
        new CommandLine(g).parseArgs(args.subList(1, args.size()).toArray(new String[0]));
        RegionPlan plan = g.plan(dev.strata.engine.data.ResourceId.parse("minecraft:overworld"));
        Path dir = Checkpoint.named(world, "minecraft_overworld");
        try (Checkpoint cp = Checkpoint.createAt(dir, new PlanInfo("minecraft:overworld", 0, "demo-pack:x", "strata dev",
                plan.fingerprint(), "minecraft:noise", "zlib"))) {
            cp.saveNotes(CheckpointControl.notes(args, plan));
            RegionTask whole = plan.region(0);
            cp.markRegionDone(whole.regionX(), whole.regionZ(), whole.mask());
            RegionTask part = plan.region(1);
            cp.markRegionDone(part.regionX(), part.regionZ(), new long[] {0b111L, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
        }
        return dir;
    }

    @Test
    void statusShowsWhatIsDoneWhatRemainsAndHowToResume(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Run missing = run("generate", "--world", world.toString(), "--status");
        assertEquals(ExitCodes.IO, missing.code(), "a world that is not there has no status: " + missing.err());
        assertTrue(missing.err().contains(world + ": no such folder"), missing.err());
        Files.createDirectories(world);
        Run none = run("generate", "--world", world.toString(), "--status");
        assertEquals(ExitCodes.OK, none.code(), none.err());
        assertTrue(none.out().contains("no stopped run"), none.out());
        stoppedRun(world);
        Run r = run("generate", "--world", world.toString(), "--status");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        String out = r.out();
        // radius 40c: 80 x 80 chunks (-40..39) in 4 x 4 regions (-2..1); the first region of the plan, r.0.0, is whole
        // (1024 chunks) and done, the second has 3 chunks done
        assertTrue(out.contains("1 stopped run"), out);
        assertTrue(out.contains("minecraft:overworld: checkpoint " + world.resolve(".strata/minecraft_overworld")), out);
        assertTrue(out.contains("chunks: 1027 written, 5373 remaining of 6400 (16.0%)"), out);
        assertTrue(out.contains("regions: 1 done, 15 remaining of 16 (1 of them begun)"), out);
        assertTrue(out.contains("seed 0; until minecraft:noise; compression zlib"), out);
        assertTrue(out.contains("started: ") && out.contains("progress last saved: "), out);
        assertTrue(out.contains("resume: strata generate --world " + world.toAbsolutePath() + " --resume\n"), out);
        assertTrue(out.contains("with the options it recorded: --dimension overworld --center 0,0 --radius 40c --shape square "
                + "--pattern region --until noise --compression zlib --max-rate 50\n"), out);
        assertTrue(out.contains("cancel: strata generate --world " + world.toAbsolutePath() + " --dimension minecraft:overworld --cancel"), out);
        Run other = run("generate", "--world", world.toString(), "--status", "--dimension", "the_end");
        assertTrue(other.out().contains("no stopped run"), other.out());
        Run mixed = run("generate", "--world", world.toString(), "--status", "--resume");
        assertEquals(ExitCodes.USAGE, mixed.code(), mixed.err());
    }

    /**
     * Walkthrough finding (session 19): --status while a run was going called its checkpoint "1 stopped run". With the
     * world's session.lock held (as a live generate holds it), it now says the world is in use and the run may be going.
     */
    @Test
    void statusOfAWorldInUseDoesNotCallItsRunStopped(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Files.createDirectories(world);
        stoppedRun(world);
        try (dev.strata.regionio.world.SessionLock lock = dev.strata.regionio.world.SessionLock.acquire(world)) {
            Run r = run("generate", "--world", world.toString(), "--status");
            assertEquals(ExitCodes.OK, r.code(), r.err());
            assertFalse(r.out().contains("stopped run"), r.out());
            assertTrue(r.out().contains(world + ": 1 run checkpoint; the world is in use (its session.lock is held: a strata generate "
                    + "still going, or the game), so that run may still be going"), r.out());
            assertTrue(r.out().contains("chunks: 1027 written, 5373 remaining of 6400 (16.0%)"), r.out());
            // no resume or cancel command to copy while they would be refused (walkthrough, session 21)
            assertFalse(r.out().contains("  resume: ") || r.out().contains("  cancel: "), r.out());
            assertTrue(r.out().contains("  resume or cancel: once the run holding the world has ended"), r.out());
        }
        Run after = run("generate", "--world", world.toString(), "--status");
        assertTrue(after.out().contains(world + ": 1 stopped run\n"), after.out());
        assertTrue(after.out().contains("  resume: ") && after.out().contains("  cancel: "), after.out());
    }

    @Test
    void cancelAsksOrWantsYesAndKeepsTheChunksWritten(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Path cp = stoppedRun(world);
        long regionFiles;
        try (var s = Files.list(world.resolve("dimensions/minecraft/overworld/region"))) {
            regionFiles = s.count();
        }
        Run noTerminal = run("generate", "--world", world.toString(), "--cancel");
        assertEquals(ExitCodes.USAGE, noTerminal.code(), noTerminal.err());
        assertTrue(noTerminal.err().contains("without a terminal to ask on, add --yes"), noTerminal.err());
        assertTrue(Checkpoint.existsAt(cp));
        CheckpointControl.Prompt saved = CheckpointControl.terminal;
        try {
            CheckpointControl.terminal = q -> "n";
            Run no = run("generate", "--world", world.toString(), "--cancel");
            assertEquals(ExitCodes.OK, no.code(), no.err());
            assertTrue(no.out().contains("not cancelled") && Checkpoint.existsAt(cp), no.out());
            CheckpointControl.terminal = q -> "y";
            Run yes = run("generate", "--world", world.toString(), "--cancel");
            assertEquals(ExitCodes.OK, yes.code(), yes.err());
            assertTrue(yes.out().contains("cancelled minecraft:overworld: deleted"), yes.out());
        } finally {
            CheckpointControl.terminal = saved;
        }
        assertFalse(Files.exists(world.resolve(".strata")), "the checkpoint and the empty .strata folder are gone");
        try (var s = Files.list(world.resolve("dimensions/minecraft/overworld/region"))) {
            assertEquals(regionFiles, s.count(), "the region files stay");
        }
        stoppedRun(world);
        // what a stopped run past carvers keeps beside its checkpoint: a later run would restore it if it stayed
        Files.write(cp.resolve(RunCheckpoints.FEATURES_JOURNAL), new byte[] {1});
        Files.write(cp.resolve(dev.strata.engine.sched.DecorationJob.EXISTING_FILE), new byte[] {1});
        Files.createDirectories(cp.resolve(dev.strata.engine.sched.DecorationJob.SPILL_FOLDER));
        Files.write(cp.resolve(dev.strata.engine.sched.DecorationJob.SPILL_FOLDER).resolve("0.spill"), new byte[] {1});
        Run scripted = run("generate", "--world", world.toString(), "--cancel", "--yes");
        assertEquals(ExitCodes.OK, scripted.code(), scripted.err());
        assertFalse(Checkpoint.existsAt(cp));
        assertFalse(Files.exists(world.resolve(".strata")), "the journal, existing-chunk list and spill folder went with the checkpoint");
        Run nothing = run("generate", "--world", world.toString(), "--cancel", "--yes");
        assertEquals(ExitCodes.OK, nothing.code(), nothing.err());
        assertTrue(nothing.out().contains("nothing to cancel"), nothing.out());
    }

    /**
     * A run that failed before its checkpoint was kept can leave the features job's journal, existing-chunk list and
     * spill folder beside where the checkpoint was (a walkthrough found existing-chunks.bin after an internal error);
     * a fresh run removes them instead of restoring a state that belongs to no checkpoint.
     */
    @Test
    void aFreshRunDropsStateNoCheckpointOwns(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Path cp = Checkpoint.named(world, "minecraft_overworld");
        Files.createDirectories(cp.resolve(dev.strata.engine.sched.DecorationJob.SPILL_FOLDER));
        Files.write(cp.resolve(RunCheckpoints.FEATURES_JOURNAL), new byte[] {1});
        Files.write(cp.resolve(dev.strata.engine.sched.DecorationJob.EXISTING_FILE), new byte[] {1});
        Files.write(cp.resolve(dev.strata.engine.sched.DecorationJob.SPILL_FOLDER).resolve("3.spill"), new byte[] {1});
        Run r = run("generate", "--world", world.toString(), "--seed", "0", "--radius", "1c", "--until", "noise", "--quiet");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertFalse(Files.exists(cp.resolve(RunCheckpoints.FEATURES_JOURNAL)), "the orphaned journal is gone");
        assertFalse(Files.exists(cp.resolve(dev.strata.engine.sched.DecorationJob.EXISTING_FILE)));
        assertFalse(Files.exists(cp.resolve(dev.strata.engine.sched.DecorationJob.SPILL_FOLDER)));
    }

    /** A live run holds the world's session.lock: --cancel refuses and deletes nothing. */
    @Test
    void cancelRefusesAWorldInUse(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Path cp = stoppedRun(world);
        try (SessionLock live = SessionLock.acquire(world)) {
            Run r = run("generate", "--world", world.toString(), "--cancel", "--yes");
            assertEquals(ExitCodes.CONFLICT, r.code(), r.err());
            assertTrue(r.err().contains("in use"), r.err());
        }
        assertTrue(Checkpoint.existsAt(cp), "the checkpoint of a live run is never deleted");
        Run yesAlone = run(demo(world, "--radius", "0", "--yes"));
        assertEquals(ExitCodes.USAGE, yesAlone.code(), yesAlone.err());
    }

    /** The command that continues a --force or --repair run keeps the option: without it the resumed run keeps what it replaced. */
    @Test
    void theResumeCommandKeepsForceAndRepair() {
        for (String mode : List.of("--force", "--repair")) {
            GenerateCommand g = new GenerateCommand();
            new CommandLine(g).parseArgs("--world", "w", "--radius", "1c", "--until", "noise", "--compression", "zlib", mode);
            List<String> resume = g.resumeArgs();
            assertTrue(resume.contains(mode) && resume.get(resume.size() - 1).equals("--resume"), resume.toString());
        }
        GenerateCommand plain = new GenerateCommand();
        new CommandLine(plain).parseArgs("--world", "w", "--radius", "1c", "--until", "noise", "--compression", "zlib");
        assertFalse(plain.resumeArgs().contains("--force") || plain.resumeArgs().contains("--repair"), plain.resumeArgs().toString());
    }

    /** An unknown option: the one-line error and where to read more, not the whole help; exit 2. */
    @Test
    void anUnknownOptionPointsToTheHelp() {
        Run r = run("generate", "--world", "x", "--radius", "0", "--wrold");
        assertEquals(ExitCodes.USAGE, r.code(), r.err());
        assertTrue(r.err().startsWith("strata: Unknown option: '--wrold'"), r.err());
        assertTrue(r.err().contains("Try 'strata generate --help' for the options and examples."), r.err());
        assertFalse(r.err().contains("Usage:") || r.err().contains("--compression"), "not the whole help: " + r.err());
        assertTrue(r.err().lines().count() <= 4, r.err());
        Run missing = run("relight");
        assertEquals(ExitCodes.USAGE, missing.code(), missing.err());
        assertTrue(missing.err().contains("Missing required option: '--world=<dir>'") && missing.err().contains("Try 'strata relight --help'"), missing.err());
        assertFalse(missing.err().contains("Usage:"), missing.err());
    }
}
