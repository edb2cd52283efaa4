package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The dry run's headline over a world with chunks in and next to the area (walkthrough, issue 14 finding 2: it said
 * "196 full" where the run wrote 168): the chunks it says will be written at full, initialize_light and carvers are
 * those the run then writes.
 */
class GenerateDryRunExistingTest {

    /** Every chunk's header timestamp and status, by position, over the overworld's region files. */
    static Map<String, String[]> chunks(Path world) throws Exception {
        Map<String, String[]> m = new TreeMap<>();
        try (Stream<Path> s = Files.list(WorldSafetyTest.regions(world))) {
            for (Path f : s.filter(p -> p.toString().endsWith(".mca")).toList()) {
                try (RegionFile r = RegionFile.openReadOnly(f)) {
                    for (int[] c : r.chunks()) {
                        m.put(c[0] + "," + c[1], new String[] {String.valueOf(r.timestamp(c[0], c[1])),
                                r.read(c[0], c[1]).orElseThrow().getString("Status")});
                    }
                }
            }
        }
        return m;
    }

    /** A wider area east of the first, overlapping it: its existing chunks are full, edge and ring chunks. */
    static String[] second(Path world, String... extra) {
        java.util.List<String> a = new java.util.ArrayList<>(java.util.List.of("generate", "--world", world.toString(), "--data",
                DumpChunkCommandTest.data(), "--center", "32,0", "--radius", "4c", "--workers", "2", "--quiet"));
        a.addAll(java.util.List.of(extra));
        return a.toArray(new String[0]);
    }

    @Test
    void theHeadlineCountsWhatTheRunWrites(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(GenerateRepairTest.full(world, "2c")).code());
        Map<String, String[]> before = chunks(world);

        Run dry = run(second(world, "--dry-run"));
        assertEquals(ExitCodes.OK, dry.code(), dry.err());
        Matcher m = Pattern.compile("written at minecraft:full: (\\d+) chunks?; at minecraft:initialize_light "
                + "\\(proto chunks at the area's edge, for the game to finish\\): (\\d+) chunks?; (?:the ring of )?(\\d+) chunks? around").matcher(dry.out());
        assertTrue(m.find(), dry.out());

        Run r = run(second(world));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        Map<String, Integer> written = new HashMap<>();
        for (var e : chunks(world).entrySet()) {
            String[] old = before.get(e.getKey());
            if (old != null && old[0].equals(e.getValue()[0])) continue; // not written by the second run
            written.merge(e.getValue()[1], 1, Integer::sum);
        }
        assertEquals(Integer.parseInt(m.group(1)), written.getOrDefault("minecraft:full", 0), dry.out() + "\n" + written);
        assertEquals(Integer.parseInt(m.group(2)), written.getOrDefault("minecraft:initialize_light", 0), dry.out() + "\n" + written);
        assertEquals(Integer.parseInt(m.group(3)), written.getOrDefault("minecraft:carvers", 0), dry.out() + "\n" + written);
        assertTrue(dry.out().contains("what the run writes, written at"), dry.out());
        assertTrue(Integer.parseInt(m.group(1)) < 36, "the finished chunks already there are not counted: " + dry.out());
    }
}
