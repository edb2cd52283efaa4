package dev.strata.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@code strata bench} runs and prints its fields; timings are never asserted. */
class BenchCommandTest {

    @Test
    void runsAndPrintsTheFields() {
        var r = CliTesting.run("bench", "--data", DumpChunkCommandTest.data(), "--seed", "0", "--step", "noise",
                "--chunks", "4", "--workers", "1,2", "--warmup", "2");
        assertEquals(0, r.code(), r.err());
        for (String f : new String[] {"workers", "wall ms", "cpu ms", "chunks/s", "ms/chunk/worker", "cpu ms/chunk", "java ", "processors"}) {
            assertTrue(r.out().contains(f), f + " missing from\n" + r.out());
        }
        long rows = r.out().lines().filter(l -> l.matches("\\s+[12]\\s+4\\s+.*")).count();
        assertEquals(2, rows, r.out());
        // a per-step line after each row: the steps up to --step, no surface share without the surface step
        assertEquals(2, r.out().lines().filter(l -> l.matches("\\s+steps, wall ms/chunk per worker: biomes [0-9.]+ structure-refs [0-9.]+ noise [0-9.]+")).count(), r.out());
    }

    @Test
    void noStructuresSpendsNothingOnThem() {
        // chunk 58,-28 of seed 13579 lies in a plains village: with structures its noise waits for the village's start
        String[] args = {"bench", "--data", DumpChunkCommandTest.data(), "--seed", "13579", "--step", "noise", "--center", "58,-28",
            "--chunks", "2", "--warmup", "0"};
        var on = CliTesting.run(args);
        var off = CliTesting.run(java.util.stream.Stream.concat(java.util.Arrays.stream(args), java.util.stream.Stream.of("--no-structures"))
                .toArray(String[]::new));
        assertEquals(0, on.code(), on.err());
        assertEquals(0, off.code(), off.err());
        assertTrue(off.out().lines().findFirst().orElseThrow().endsWith(", structures off"), off.out());
        var refs = java.util.regex.Pattern.compile("structure-refs ([0-9.]+) ");
        var a = refs.matcher(on.out());
        var b = refs.matcher(off.out());
        assertTrue(a.find() && b.find(), on.out() + off.out());
        assertTrue(Double.parseDouble(a.group(1)) > 0.05, on.out());
        assertEquals(0.0, Double.parseDouble(b.group(1)), 0.01, off.out());
    }

    @Test
    void surfaceStepShowsBiomesPlusSurfaceAsAShareOfNoise() {
        var r = CliTesting.run("bench", "--data", DumpChunkCommandTest.data(), "--seed", "0", "--step", "surface",
                "--chunks", "3", "--warmup", "0");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().lines().anyMatch(l -> l.matches(
                "\\s+steps, wall ms/chunk per worker: biomes [0-9.]+ structure-refs [0-9.]+ noise [0-9.]+ surface [0-9.]+; biomes \\+ surface = \\+[0-9]+% of noise")), r.out());
    }

    @Test
    void featuresStepTimesTheDecoration() {
        var r = CliTesting.run("bench", "--data", DumpChunkCommandTest.data(), "--seed", "0", "--dimension", "the_nether", "--step", "features",
                "--chunks", "4", "--workers", "1,2", "--warmup", "0");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().lines().anyMatch(l -> l.matches("\\s+steps, wall ms/chunk per worker: biomes [0-9.]+ structure-refs [0-9.]+ noise [0-9.]+ surface [0-9.]+ carvers [0-9.]+ features [0-9.]+.*")), r.out());
        assertEquals(2, r.out().lines().filter(l -> l.matches("\\s+[12]\\s+4\\s+.*")).count(), r.out());
        // the features step split after each row; the nether's ores and springs are other features, so they took time
        var split = java.util.regex.Pattern.compile(
                "\\s+features, wall ms/chunk per worker: structures [0-9.]+ trees [0-9.]+ other features ([0-9.]+) rest -?[0-9.]+").matcher(r.out());
        for (int row = 0; row < 2; row++) {
            assertTrue(split.find(), r.out());
            assertTrue(Double.parseDouble(split.group(1)) > 0, r.out());
        }
    }

    @Test
    void lightStepTimesTheLightWindow() {
        var r = CliTesting.run("bench", "--data", DumpChunkCommandTest.data(), "--seed", "0", "--dimension", "the_end", "--step", "light",
                "--chunks", "4", "--warmup", "0");
        assertEquals(0, r.code(), r.err());
        var m = java.util.regex.Pattern.compile("features [0-9.]+ initialize_light [0-9.]+ light ([0-9.]+)").matcher(r.out());
        assertTrue(m.find(), r.out());
        assertTrue(Double.parseDouble(m.group(1)) > 0, "the light step took time: " + r.out());
        var full = CliTesting.run("bench", "--data", DumpChunkCommandTest.data(), "--seed", "0", "--step", "full");
        assertEquals(ExitCodes.USAGE, full.code());
        assertTrue(full.err().contains("expected biomes, noise, surface, carvers, features or light"), full.err());
    }

    @Test
    void badCountsAreUsageErrors() {
        var r = CliTesting.run("bench", "--data", DumpChunkCommandTest.data(), "--seed", "0", "--chunks", "0");
        assertEquals(ExitCodes.USAGE, r.code());
        assertTrue(r.err().contains("--chunks"), r.err());
        r = CliTesting.run("bench", "--data", DumpChunkCommandTest.data(), "--seed", "0", "--workers", "1,0");
        assertEquals(ExitCodes.USAGE, r.code());
        r = CliTesting.run("bench", "--data", DumpChunkCommandTest.data(), "--seed", "0", "--center", "12");
        assertEquals(ExitCodes.USAGE, r.code());
        assertTrue(r.err().contains("--center 12: expected X,Z in chunk coordinates (not blocks)"), r.err());
    }

    /** --center moves the measured chunks (here a forest of seed 13579), and the header says where. */
    @Test
    void centerMovesTheMeasuredChunks() {
        var r = CliTesting.run("bench", "--data", DumpChunkCommandTest.data(), "--seed", "13579", "--step", "noise", "--center", "220319,-100317",
                "--chunks", "2", "--warmup", "0");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("(spiral around chunk 220319,-100317, block 3525104,-1605072)"), r.out());
    }

    @Test
    void spiralVisitsEverySquareOnceWalkingNeighbours() {
        Set<Long> seen = new HashSet<>();
        int[] prev = null;
        for (int i = 0; i < 81; i++) { // 9 x 9: rings 0..4
            int[] c = BenchCommand.spiral(i);
            assertTrue(Math.abs(c[0]) <= 4 && Math.abs(c[1]) <= 4, i + " " + c[0] + "," + c[1]);
            assertTrue(seen.add(((long) c[0] << 32) ^ (c[1] & 0xFFFFFFFFL)), "repeat at " + i);
            if (prev != null && i != 1 && !isRingStart(i)) {
                assertEquals(1, Math.abs(c[0] - prev[0]) + Math.abs(c[1] - prev[1]), "step " + i);
            }
            prev = c;
        }
        assertEquals(81, seen.size());
    }

    /**
     * --adaptation keeps exactly the measured chunks whose beardifier is not empty (checked against the engine's own
     * answer for the same spiral, near the plains village at chunk 58,-28 of seed 13579, whose edge the spiral
     * crosses), times them in both modes and prints each round and the medians.
     */
    @Test
    void adaptationTimesTheNoiseOfChunksNearStructures() {
        int n = 121;
        var r = CliTesting.run("bench", "--data", DumpChunkCommandTest.data(), "--seed", "13579", "--center", "64,-22", "--chunks",
                String.valueOf(n), "--warmup", "0", "--adaptation", "2");
        assertEquals(0, r.code(), r.err());
        dev.strata.engine.gen.DimensionGenerator g = dev.strata.engine.gen.DimensionGenerator.load(
                dev.strata.engine.data.DataPack.open(java.nio.file.Path.of(DumpChunkCommandTest.data())),
                dev.strata.engine.data.ResourceId.parse("minecraft:overworld"), null, 13579L);
        dev.strata.engine.gen.DimensionGenerator.Worker w = g.newWorker();
        int near = 0;
        for (int i = 0; i < n; i++) {
            int[] c = BenchCommand.spiral(i);
            if (!w.beardifier(64 + c[0], -22 + c[1]).isEmpty()) near++;
        }
        assertTrue(near > 0 && near < n, "the spiral should cross the village's edge: " + near);
        assertTrue(r.out().contains("adaptation: " + near + " of " + n + " chunks near terrain-adapting structures"), r.out());
        assertEquals(2, r.out().lines().filter(l -> l.matches("\\s+[12]\\s+[0-9.]+\\s+[0-9.]+\\s+[0-9.]+")).count(), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.matches(
                "medians of 2 rounds: with [0-9.]+, without [0-9.]+ ms of thread CPU per chunk; with/without, the median of the rounds' "
                        + "ratios: [0-9.]+ \\(rounds [0-9.]+ to [0-9.]+\\)")), r.out());
        // fewer than 100 chunks timed: a note says the rounds vary more than they measure
        assertTrue(r.out().contains("note: only " + near + " chunks are timed"), r.out());
        assertTrue(r.out().lines().noneMatch(l -> l.startsWith("workers")), "no table with --adaptation: " + r.out());

        var none = CliTesting.run("bench", "--data", DumpChunkCommandTest.data(), "--seed", "13579", "--center", "0,0", "--chunks", "1",
                "--warmup", "0", "--adaptation");
        assertEquals(ExitCodes.USAGE, none.code(), none.out() + none.err());
        assertTrue(none.out().contains("adaptation: 0 of 1 chunks") && none.err().contains("nothing to time"), none.out() + none.err());
        assertTrue(none.out().lines().noneMatch(l -> l.startsWith("warm-up")), "no warm-up before finding nothing to time: " + none.out());
        for (String[] bad : new String[][] {{"--step", "surface"}, {"--no-structures"}, {"--workers", "2"}, {"--adaptation=0"}}) {
            java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("bench", "--data", DumpChunkCommandTest.data(), "--seed", "1"));
            if (!bad[0].startsWith("--adaptation")) args.add("--adaptation");
            args.addAll(java.util.List.of(bad));
            var e = CliTesting.run(args.toArray(String[]::new));
            assertEquals(ExitCodes.USAGE, e.code(), String.join(" ", bad) + ": " + e.err());
            assertTrue(e.err().contains("--adaptation"), e.err());
        }
    }

    private static boolean isRingStart(int i) {
        int r = (int) Math.round(Math.sqrt(i));
        return r % 2 == 1 && r * r == i;
    }
}
