package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code generate --until features} end to end on the End's outer islands (the End's features all exist). */
class GenerateFeaturesTest {
    private static final String CENTER = "-6695390,5868660"; // blocks: the fixture cluster's outer End islands

    private static Run generate(Path world, String... more) {
        String[] base = {"generate", "--world", world.toString(), "--data", DumpChunkCommandTest.data(), "--seed", "13579", "--dimension",
                "the_end", "--center", CENTER, "--radius", "2c", "--until", "features", "--quiet"};
        String[] all = java.util.Arrays.copyOf(base, base.length + more.length);
        System.arraycopy(more, 0, all, base.length, more.length);
        return run(all);
    }

    private static Map<String, String> statuses(Path world) throws Exception {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> files = Files.list(world.resolve("dimensions/minecraft/the_end/region"))) {
            for (Path f : files.toList()) {
                try (RegionFile r = RegionFile.openReadOnly(f)) {
                    for (int[] c : r.chunks()) {
                        CompoundBinaryTag t = r.read(c[0], c[1]).orElseThrow();
                        out.put(c[0] + "," + c[1], ((StringBinaryTag) t.get("Status")).value());
                    }
                }
            }
        }
        return out;
    }

    @Test
    void writesTheAreaAtFeaturesAndTheRingAtCarvers(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Run r = generate(world);
        assertEquals(0, r.code(), r.err());
        Map<String, String> st = statuses(world);
        long features = st.values().stream().filter("minecraft:features"::equals).count();
        long carvers = st.values().stream().filter("minecraft:carvers"::equals).count();
        assertEquals(16, features, st.toString());
        assertEquals(20, carvers, "the ring of a 4 x 4 area");
        assertTrue(r.out().contains("features: the area's chunks are decorated; the ring of chunks just outside it is written at minecraft:carvers"),
                "the summary says what the ring is: " + r.out());
        // a second run over the same area: the chunks are on disk and no checkpoint says this run wrote them: they are left
        // alone, and nothing changes
        byte[] before = Files.readAllBytes(Files.list(world.resolve("dimensions/minecraft/the_end/region")).sorted().findFirst().orElseThrow());
        // --dry-run says so with the run's own rule
        Run dry = generate(world, "--dry-run");
        assertEquals(ExitCodes.OK, dry.code(), dry.out() + dry.err());
        // (it used to announce the 20 ring chunks as continued, which the run does not touch when nothing is decorated)
        assertTrue(dry.out().contains("existing chunks: minecraft:the_end: nothing to decorate: 16 chunks of the area are present and left "
                + "as they are, and 0 chunks next to them are left to the game"), dry.out());
        assertFalse(dry.out().contains("continued"), dry.out());
        Run again = generate(world);
        assertEquals(ExitCodes.OK, again.code(), again.err());
        assertTrue(again.out().contains("decorated 0 chunks (16 skipped: already decorated, or present and kept)"), again.out());
        assertTrue(java.util.Arrays.equals(before,
                Files.readAllBytes(Files.list(world.resolve("dimensions/minecraft/the_end/region")).sorted().findFirst().orElseThrow())));
    }

    /**
     * A structure start stored in a chunk of another data version, six chunks west of the area, whose pieces reach over
     * the whole area: the dry run and the run both say that Strata cannot place it, and no area chunk is decorated
     * (left to the game, which places the start from its chunk).
     */
    @Test
    void aStoredStartStrataCannotPlaceLeavesTheAreaItReachesToTheGame(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Run made = run("generate", "--world", world.toString(), "--data", DumpChunkCommandTest.data(), "--seed", "13579", "--dimension",
                "the_end", "--radius", "1c", "--until", "noise", "--quiet");
        assertEquals(0, made.code(), made.err());
        int x0 = -418462, z0 = 366791; // the area's chunks: x0 - 2 .. x0 + 1, z0 - 2 .. z0 + 1
        net.kyori.adventure.nbt.ListBinaryTag children = net.kyori.adventure.nbt.ListBinaryTag.builder().add(CompoundBinaryTag.builder()
                .putIntArray("BB", new int[] {(x0 - 7) * 16, 40, (z0 - 3) * 16, (x0 + 2) * 16 + 15, 60, (z0 + 2) * 16 + 15}).build()).build();
        CompoundBinaryTag old = CompoundBinaryTag.builder().putInt("DataVersion", 4671).putString("Status", "minecraft:full")
                .put("structures", CompoundBinaryTag.builder().put("starts", CompoundBinaryTag.builder().put("minecraft:end_city",
                        CompoundBinaryTag.builder().putString("id", "minecraft:end_city").put("Children", children).build()).build()).build())
                .build();
        Path region = world.resolve("dimensions/minecraft/the_end/region");
        try (RegionFile f = RegionFile.open(region.resolve("r." + ((x0 - 6) >> 5) + "." + (z0 >> 5) + ".mca"))) {
            f.write(x0 - 6, z0, old, dev.strata.regionio.region.Compression.ZLIB);
        }
        Run dry = generate(world, "--dry-run");
        assertEquals(ExitCodes.OK, dry.code(), dry.out() + dry.err());
        assertTrue(dry.out().contains("stored structure starts: minecraft:the_end: 1 start on disk that Strata cannot place (first: chunk "
                + (x0 - 6) + " " + z0 + " (r.-13078.11462.mca): structures.starts.minecraft:end_city: a start of another data version, "
                + "which Strata does not upgrade); the 16 chunks of the area they reach"), dry.out());
        Run r = generate(world);
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("decorated 0 chunks"), r.out());
        assertTrue(r.out().contains("of them, 16 chunks reached by 1 structure start stored on disk that Strata cannot place"), r.out());
        assertEquals(Map.of((x0 - 6) + "," + z0, "minecraft:full"), statuses(world).entrySet().stream()
                .filter(e -> !e.getKey().startsWith("-1,") && !e.getKey().startsWith("0,"))
                .collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue)), "nothing written near the area");
    }

    @Test
    void helpNamesTheFeaturesStep() {
        String help = run("generate", "--help").out().replaceAll("\\s+", " ");
        assertTrue(help.contains("Last step: noise, surface, carvers, features, light or full"), help);
        // the detail of each step lives in docs/generate.md, which the help names
        assertTrue(help.contains("What each step writes, existing and unreadable chunks, the world's lock, stopping and resuming, "
                + "sharing the machine: docs/generate.md."), help);
    }
}
