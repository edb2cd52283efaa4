package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code strata inspect} of entity and POI region files: real ones (the amulet 1.18 world) read as valid and are
 * counted by type, counts checked against the NBT read here directly; zero-length files named; malformed chunks
 * named by file, chunk and key path; a Paper level.dat without world generation settings shown, not refused.
 */
class InspectEntityPoiTest {

    private static Path world() {
        return CliTesting.fixtures().resolve("amulet/1_18/vanilla");
    }

    /** Counts by type, read straight from the NBT: entity ids (passengers included) or POI record types. */
    private static Map<String, Integer> countsOf(Path file, boolean entities) throws Exception {
        Map<String, Integer> counts = new TreeMap<>();
        try (RegionFile r = RegionFile.openReadOnly(file)) {
            for (int[] c : r.chunks()) {
                CompoundBinaryTag root = r.read(c[0], c[1]).orElseThrow();
                if (entities) {
                    for (BinaryTag e : root.getList("Entities")) countEntity((CompoundBinaryTag) e, counts);
                } else {
                    CompoundBinaryTag sections = root.getCompound("Sections");
                    for (String y : sections.keySet()) {
                        for (BinaryTag rec : sections.getCompound(y).getList("Records")) counts.merge(((CompoundBinaryTag) rec).getString("type"), 1, Integer::sum);
                    }
                }
            }
        }
        return counts;
    }

    private static void countEntity(CompoundBinaryTag e, Map<String, Integer> counts) {
        counts.merge(e.getString("id"), 1, Integer::sum);
        for (BinaryTag p : e.getList("Passengers")) countEntity((CompoundBinaryTag) p, counts);
    }

    private static String line(Map<String, Integer> counts) {
        return counts.entrySet().stream().map(e -> e.getKey() + " x" + e.getValue()).collect(Collectors.joining(", "));
    }

    private static int sum(Map<String, Integer> counts) {
        return counts.values().stream().mapToInt(Integer::intValue).sum();
    }

    private static int chunksIn(Path folder) throws Exception {
        int n = 0;
        try (var files = Files.list(folder)) {
            for (Path f : files.toList()) {
                if (Files.size(f) == 0) continue;
                try (RegionFile r = RegionFile.openReadOnly(f)) {
                    n += r.chunks().size();
                }
            }
        }
        return n;
    }

    @Test
    void entityAndPoiFilesOfARealWorldAreValidAndCountedByType() throws Exception {
        Path entities = world().resolve("entities/r.0.0.mca");
        Path poi = world().resolve("poi/r.1.1.mca");
        Map<String, Integer> mobs = countsOf(entities, true);
        Map<String, Integer> pois = countsOf(poi, false);
        assertTrue(sum(mobs) > 0 && sum(pois) > 0, "the fixtures hold entities and points of interest");

        Run e = run("inspect", entities.toString());
        assertEquals(ExitCodes.OK, e.code(), e.out() + e.err());
        assertEquals("", e.err());
        assertTrue(e.out().contains(entities + ": entity region (0, 0), 5 chunks: 5 readable, 0 unreadable; 0 warnings"), e.out());
        assertTrue(e.out().contains("  " + sum(mobs) + " entities: " + line(mobs) + "\n"), e.out());

        Run p = run("inspect", poi.toString());
        assertEquals(ExitCodes.OK, p.code(), p.out() + p.err());
        assertEquals("", p.err());
        assertTrue(p.out().contains(poi + ": POI region (1, 1), 3 chunks: 3 readable, 0 unreadable; 0 warnings"), p.out());
        assertTrue(p.out().contains("  " + sum(pois) + " points of interest: " + line(pois) + "\n"), p.out());
    }

    @Test
    void aWorldSummaryIncludesEntitiesAndPoiWithTotals() throws Exception {
        Map<String, Integer> mobs = countsOf(world().resolve("entities/r.0.0.mca"), true);
        Map<String, Integer> pois = countsOf(world().resolve("poi/r.1.1.mca"), false);
        int terrain = chunksIn(world().resolve("region"));
        Run r = run("inspect", world().toString());
        assertEquals(ExitCodes.OK, r.code(), r.out() + r.err());
        assertTrue(r.out().contains(world().resolve("entities/r.0.0.mca") + ": entity region"), r.out());
        assertTrue(r.out().contains(world().resolve("poi/r.1.1.mca") + ": POI region"), r.out());
        String totals = "region: 5 files, " + terrain + " chunks; entities: 1 file, 5 chunks, " + sum(mobs) + " entities; "
                + "poi: 2 files (1 zero-length), 3 chunks, " + sum(pois) + " points of interest; 0 unreadable or malformed chunks; 0 problems";
        assertTrue(r.out().contains("totals for minecraft:overworld: " + totals), r.out());
        assertTrue(r.out().contains("totals for the world: " + totals), r.out());
    }

    @Test
    void aZeroLengthFileIsNamedAsSuch() {
        Path empty = world().resolve("poi/r.0.1.mca");
        Run r = run("inspect", empty.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains(empty + ": zero-length file"), r.out());
        Run w = run("inspect", world().toString());
        assertTrue(w.out().contains(empty + ": zero-length file"), w.out());
    }

    @Test
    void aFileOutsideTheKnownFoldersIsRecognisedByContent(@TempDir Path dir) throws Exception {
        Path copy = dir.resolve("r.0.0.mca");
        Files.copy(world().resolve("entities/r.0.0.mca"), copy);
        Run e = run("inspect", copy.toString());
        assertEquals(ExitCodes.OK, e.code(), e.err());
        assertTrue(e.out().contains(copy + ": entity region (0, 0)"), e.out());
        Path poi = dir.resolve("r.1.1.mca");
        Files.copy(world().resolve("poi/r.1.1.mca"), poi);
        Run p = run("inspect", poi.toString(), "--chunk", "39,60");
        assertEquals(ExitCodes.OK, p.code(), p.err());
        assertTrue(p.out().contains("POI chunk (39, 60)"), p.out());
        assertTrue(p.out().contains("minecraft:bee_nest at (629, 63, 975)"), p.out());
    }

    @Test
    void malformedEntityAndPoiChunksAreNamedProblems(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Path entities = world.resolve("dimensions/minecraft/the_nether/entities/r.0.0.mca");
        Path poi = world.resolve("dimensions/minecraft/the_nether/poi/r.0.0.mca");
        Files.createDirectories(entities.getParent());
        Files.createDirectories(poi.getParent());
        CompoundBinaryTag ghast = CompoundBinaryTag.builder().putString("id", "minecraft:ghast")
                .put("Passengers", ListBinaryTag.builder().add(CompoundBinaryTag.builder().putString("id", "minecraft:zombified_piglin").build()).build()).build();
        try (RegionFile r = RegionFile.open(entities)) {
            r.write(1, 2, CompoundBinaryTag.builder().putInt("DataVersion", 4903).putIntArray("Position", new int[] {1, 2})
                    .put("Entities", ListBinaryTag.builder().add(ghast).build()).build(), Compression.ZLIB);
            r.write(3, 4, CompoundBinaryTag.builder().putInt("DataVersion", 4903).putIntArray("Position", new int[] {3, 4}).build(), Compression.ZLIB);
        }
        CompoundBinaryTag portal = CompoundBinaryTag.builder().putString("type", "minecraft:nether_portal").putIntArray("pos", new int[] {16, 70, 16}).putInt("free_tickets", 0).build();
        try (RegionFile r = RegionFile.open(poi)) {
            r.write(1, 1, CompoundBinaryTag.builder().putInt("DataVersion", 4903).put("Sections", CompoundBinaryTag.builder()
                    .put("4", CompoundBinaryTag.builder().putByte("Valid", (byte) 1).put("Records", ListBinaryTag.builder().add(portal).build()).build()).build()).build(), Compression.ZLIB);
            r.write(2, 1, CompoundBinaryTag.builder().putInt("DataVersion", 4903).put("Sections", CompoundBinaryTag.builder()
                    .put("4", CompoundBinaryTag.builder().putByte("Valid", (byte) 1).put("Records", ListBinaryTag.builder()
                            .add(CompoundBinaryTag.builder().putIntArray("pos", new int[] {40, 70, 16}).build()).build()).build()).build()).build(), Compression.ZLIB);
        }
        Run r = run("inspect", world.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("ERROR " + entities + " chunk (3, 4): Entities: missing"), r.err());
        assertTrue(r.err().contains("ERROR " + poi + " chunk (2, 1): Sections.4.Records[0].type: missing"), r.err());
        assertTrue(r.err().contains("2 problem(s)"), r.err());
        assertTrue(r.out().contains("2 entities: minecraft:ghast x1, minecraft:zombified_piglin x1"), r.out());
        assertTrue(r.out().contains("1 point of interest: minecraft:nether_portal x1"), r.out());
        assertTrue(r.out().contains("totals for minecraft:the_nether: region: 0 files, 0 chunks; entities: 1 file, 2 chunks, 2 entities; "
                + "poi: 1 file, 2 chunks, 1 point of interest; 2 unreadable or malformed chunks; 2 problems"), r.out());
        assertFalse(r.out().contains("totals for minecraft:overworld"), r.out());
        Run one = run("inspect", world.toString(), "--chunk", "3,4");
        assertEquals(ExitCodes.BAD_INPUT, one.code(), one.out() + one.err());
        assertTrue(one.err().contains(entities + " chunk (3, 4): Entities: missing"), one.err());
    }

    @Test
    void aPaperLevelDatWithoutWorldGenSettingsIsShownNotRefused() {
        Path paper = CliTesting.fixtures().resolve("paper-26.2");
        Run r = run("inspect", paper.toString());
        assertEquals(ExitCodes.OK, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("level name 'world', data version 4903 (26.2), written by Paper"), r.out());
        assertTrue(r.out().contains("WARNING no world generation settings"), r.out());
        assertTrue(r.out().contains("no region files yet"), r.out());
    }

    /** Entities without an id read, and are counted and warned about, not refused. */
    @Test
    void anEntityWithoutIdIsAWarning(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("entities/r.0.0.mca");
        Files.createDirectories(file.getParent());
        try (RegionFile r = RegionFile.open(file)) {
            r.write(0, 0, CompoundBinaryTag.builder().putInt("DataVersion", 4903).putIntArray("Position", new int[] {0, 0})
                    .put("Entities", ListBinaryTag.builder().add(CompoundBinaryTag.builder().put("Pos", ListBinaryTag.empty()).build()).build()).build(), Compression.ZLIB);
        }
        Run r = run("inspect", file.toString());
        assertEquals(ExitCodes.OK, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("1 chunk: 1 readable, 0 unreadable; 1 warning"), r.out());
        assertTrue(r.out().contains("Entities[0]: no id"), r.out());
    }
}
