package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static dev.strata.cli.RelightConvertCommandTest.copyTree;
import static dev.strata.cli.RelightConvertCommandTest.fixtures;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.engine.plan.Center;
import dev.strata.engine.plan.Pattern;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.plan.Shape;
import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.region.RawChunk;
import dev.strata.regionio.region.RegionFile;
import dev.strata.regionio.region.RegionFileName;
import dev.strata.regionio.world.Dimension;
import dev.strata.regionio.world.WorldLayout;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code strata trim} on copies of real worlds and of a world Strata generated, through {@code execute()}. */
class TrimCommandTest {

    /** Every chunk's stored NBT bytes (decompressed, unparsed) in a region folder, keyed "x,z". */
    static Map<String, byte[]> payloads(Path folder) throws Exception {
        Map<String, byte[]> m = new TreeMap<>();
        for (Path f : WorldLayout.regionFiles(folder)) {
            if (Files.size(f) == 0) continue;
            try (RegionFile r = RegionFile.openReadOnly(f)) {
                for (int[] c : r.chunks()) m.put(c[0] + "," + c[1], r.readRaw(c[0], c[1]).orElseThrow().nbt());
            }
        }
        return m;
    }

    private static int[] xz(String key) {
        String[] p = key.split(",");
        return new int[] {Integer.parseInt(p[0]), Integer.parseInt(p[1])};
    }

    /** Every file's bytes under a folder. */
    private static Map<String, byte[]> files(Path root) throws Exception {
        Map<String, byte[]> m = new TreeMap<>();
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) m.put(root.relativize(p).toString(), Files.readAllBytes(p));
        }
        return m;
    }

    /** What trim keeps and deletes: inside kept byte for byte, outside gone, no chunk added. */
    private static void assertTrimmed(Map<String, byte[]> before, Map<String, byte[]> after, RegionPlan area, boolean deleteInside) {
        int keptCount = 0;
        for (Map.Entry<String, byte[]> e : before.entrySet()) {
            int[] c = xz(e.getKey());
            boolean stays = area.contains(c[0], c[1]) != deleteInside;
            if (stays) {
                keptCount++;
                assertTrue(after.containsKey(e.getKey()), "chunk " + e.getKey() + " must be kept");
                assertArrayEquals(e.getValue(), after.get(e.getKey()), "chunk " + e.getKey() + " must keep its bytes");
            } else {
                assertFalse(after.containsKey(e.getKey()), "chunk " + e.getKey() + " must be gone");
            }
        }
        assertEquals(keptCount, after.size(), "no chunk may appear");
        assertTrue(keptCount > 0 && keptCount < before.size(), "the test must keep some chunks and delete some: " + keptCount);
    }

    @Test
    void trimsARealWorldOutsideACircle(@TempDir Path tmp) throws Exception {
        Path world = tmp.resolve("w");
        copyTree(fixtures().resolve("minestom/anvil_loader"), world);
        Path region = world.resolve("region");
        Map<String, byte[]> before = payloads(region);
        assertEquals(4368, before.size());
        List<String> regionsBefore = WorldLayout.regionFiles(region).stream().map(p -> p.getFileName().toString()).toList();

        // the fixture's 12 regions ring the origin (r.-2..1 without the middle four): a circle over r.1.0 and r.1.-1
        Run r = run("trim", "--world", world.toString(), "--radius", "0.3k", "--shape", "circle", "--center", "700,0");
        assertEquals(ExitCodes.OK, r.code(), r.out() + r.err());
        RegionPlan area = RegionPlan.of(new Center(700, 0), Shape.CIRCLE, 300, Pattern.REGION);
        Map<String, byte[]> after = payloads(region);
        assertTrimmed(before, after, area, false);
        // regions left without chunks are gone; the others were rewritten and hold only what stays
        for (String name : regionsBefore) {
            Path f = region.resolve(name);
            RegionFileName rc = RegionFileName.of(f);
            boolean anyInside = false;
            for (int i = 0; i < 1024; i++) anyInside |= area.contains(rc.regionX() * 32 + (i & 31), rc.regionZ() * 32 + (i >> 5));
            assertEquals(anyInside, Files.exists(f), name);
        }
        assertFalse(Files.exists(region.resolve(".strata-convert")), "the temporary folder is removed");
        assertTrue(r.out().contains("deleted " + (before.size() - after.size()) + " chunks outside"), r.out());
        // a second run has nothing left to do
        Run again = run("trim", "--world", world.toString(), "--radius", "300", "--shape", "circle", "--center", "700,0");
        assertEquals(ExitCodes.OK, again.code(), again.err());
        assertTrue(again.out().contains("deleted 0 chunks"), again.out());
        assertEquals(after.keySet(), payloads(region).keySet());
    }

    @Test
    void aDryRunCountsPerRegionAndWritesNothing(@TempDir Path tmp) throws Exception {
        Path world = tmp.resolve("w");
        copyTree(fixtures().resolve("amulet/1_18/vanilla"), world);
        Map<String, byte[]> before = files(world);
        Run r = run("trim", "--world", world.toString(), "--corners", "0,1000,300,1300", "--dry-run");
        assertEquals(ExitCodes.OK, r.code(), r.out() + r.err());
        assertEquals(before.keySet(), files(world).keySet());
        for (Map.Entry<String, byte[]> e : files(world).entrySet()) assertArrayEquals(before.get(e.getKey()), e.getValue(), e.getKey());
        // one line per region file, naming it and the counts
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("region/r.0.2.mca: ") && l.contains(" of 467 chunks would be deleted")), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("region/r.1.2.mca: 401 of 401 chunks would be deleted, 0 kept")), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("region/r.-1.0.mca: ")), r.out());
        assertTrue(r.out().contains("would delete"), r.out());
    }

    @Test
    void aChunkThatCannotBeReadIsNeverDeleted(@TempDir Path tmp) throws Exception {
        Path world = tmp.resolve("w");
        copyTree(fixtures().resolve("minestom/anvil_loader"), world);
        Path region = world.resolve("region");
        Path file = region.resolve("r.1.1.mca");
        // break a chunk far outside the area: its length field claims more than its sectors hold
        int[] victim;
        int loc;
        try (RegionFile rf = RegionFile.openReadOnly(file)) {
            victim = rf.chunks().get(5);
            loc = rf.location(victim[0], victim[1]);
        }
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
            raf.seek((long) (loc >>> 8) * RegionFile.SECTOR_BYTES);
            raf.writeInt(0x7FFF_FFF0);
        }
        Map<String, byte[]> before = new TreeMap<>();
        for (Map.Entry<String, byte[]> e : payloadsSkipping(region, victim).entrySet()) before.put(e.getKey(), e.getValue());
        byte[] victimSectors = sectorBytes(file, loc);
        // its entities (and those of a readable chunk beside it) in the entities file of the same region
        Path entities = world.resolve("entities");
        Files.createDirectories(entities);
        try (RegionFile e = RegionFile.open(entities.resolve("r.1.1.mca"))) {
            for (int[] c : new int[][] {victim, {victim[0] + 1, victim[1]}}) {
                e.write(c[0], c[1], CompoundBinaryTag.builder().putIntArray("Position", c).build(), dev.strata.regionio.region.Compression.ZLIB);
            }
        }

        Run r = run("trim", "--world", world.toString(), "--center", "700,200", "--radius", "100", "--yes");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("r.1.1.mca chunk " + victim[0] + "," + victim[1] + ": cannot be read, kept as it is"), r.err());
        // the broken chunk is still listed and its stored bytes are untouched; every readable chunk outside is gone
        try (RegionFile rf = RegionFile.openReadOnly(file)) {
            assertEquals(loc, rf.location(victim[0], victim[1]));
            assertEquals(1, rf.chunks().size(), "only the unreadable chunk stays in r.1.1");
        }
        assertArrayEquals(victimSectors, sectorBytes(file, loc));
        // the unreadable chunk keeps its entities; the readable one beside it lost them with its terrain
        try (RegionFile e = RegionFile.openReadOnly(entities.resolve("r.1.1.mca"))) {
            assertTrue(e.contains(victim[0], victim[1]));
            assertFalse(e.contains(victim[0] + 1, victim[1]));
        }
        RegionPlan area = RegionPlan.of(new Center(700, 200), Shape.SQUARE, 100, Pattern.REGION);
        Map<String, byte[]> after = payloadsSkipping(region, victim);
        assertTrimmed(before, after, area, false);
    }

    private static byte[] sectorBytes(Path file, int loc) throws Exception {
        byte[] all = Files.readAllBytes(file);
        int from = (loc >>> 8) * RegionFile.SECTOR_BYTES;
        return java.util.Arrays.copyOfRange(all, from, Math.min(all.length, from + (loc & 0xFF) * RegionFile.SECTOR_BYTES));
    }

    private static Map<String, byte[]> payloadsSkipping(Path folder, int[] skip) throws Exception {
        Map<String, byte[]> m = new TreeMap<>();
        for (Path f : WorldLayout.regionFiles(folder)) {
            try (RegionFile r = RegionFile.openReadOnly(f)) {
                for (int[] c : r.chunks()) {
                    if (c[0] == skip[0] && c[1] == skip[1]) continue;
                    Optional<RawChunk> raw = r.readRaw(c[0], c[1]);
                    m.put(c[0] + "," + c[1], raw.orElseThrow().nbt());
                }
            }
        }
        return m;
    }

    @Test
    void trimsInsideAnAreaOfAStrataWorldAndItsEntitiesAlike(@TempDir Path tmp) throws Exception {
        Path world = tmp.resolve("w");
        Run gen = run("generate", "--world", world.toString(), "--radius", "40", "--workers", "1", "--quiet");
        assertEquals(ExitCodes.OK, gen.code(), gen.err());
        Path region = WorldLayout.folderForReading(world, Dimension.OVERWORLD, WorldLayout.Kind.REGION);
        // an entities file holding the same chunks (the game writes one per region): trim treats it alike
        Path entities = region.resolveSibling("entities");
        Files.createDirectories(entities);
        try (RegionFile e = RegionFile.open(entities.resolve("r.0.0.mca")); RegionFile src = RegionFile.openReadOnly(region.resolve("r.0.0.mca"))) {
            for (int[] c : src.chunks()) {
                e.write(c[0], c[1], CompoundBinaryTag.builder().putIntArray("Position", new int[] {c[0], c[1]}).putInt("DataVersion", 4903).build(),
                        dev.strata.regionio.region.Compression.ZLIB);
            }
        }
        Map<String, byte[]> before = payloads(region), entitiesBefore = payloads(entities);
        assertEquals(36, before.size()); // chunk centers within 40 blocks: -3..2 each way

        Run r = run("trim", "--world", world.toString(), "--radius", "1c", "--inside");
        assertEquals(ExitCodes.OK, r.code(), r.out() + r.err());
        RegionPlan area = RegionPlan.of(Center.ORIGIN, Shape.SQUARE, 16, Pattern.REGION);
        assertTrimmed(before, payloads(region), area, true);
        assertTrimmed(entitiesBefore, payloads(entities), area, true);
        // the 4 chunks from the region files, counted apart from the records of the entities file (region 0,0 only:
        // chunk 0,0 goes, 8 stay); the walkthrough found the sum of both (5) printed as the chunks deleted
        assertEquals(4, before.size() - payloads(region).size());
        assertTrue(r.out().contains("deleted 4 chunks inside the area of minecraft:overworld, kept 32; and 1 of their entities "
                + "and poi records, kept 8:"), r.out());
        Run dry = run("trim", "--world", world.toString(), "--radius", "0", "--dry-run");
        // (chunk 0,0, the area of --radius 0, went with the first trim: all that is left lies outside)
        assertTrue(dry.out().contains("would delete 32 chunks outside the area of minecraft:overworld, kept 0; and 8 of their "
                + "entities and poi records, kept 0:"), dry.out());
        assertEquals(32, dry.out().lines().filter(l -> l.contains("/region/r.")).mapToInt(l -> Integer.parseInt(l.replaceAll(".*: (\\d+) of .*", "$1"))).sum(),
                "the per-file lines of the terrain files add up to the chunks of the summary");
        // the game still reads the rewritten files: every kept chunk parses
        for (byte[] b : payloads(region).values()) NbtIO.read(b);
    }

    @Test
    void trimToTheWorldBorderOfA26World(@TempDir Path tmp) throws Exception {
        Path world = tmp.resolve("w");
        Run gen = run("generate", "--world", world.toString(), "--radius", "40", "--workers", "1", "--quiet");
        assertEquals(ExitCodes.OK, gen.code(), gen.err());
        Path file = WorldLayout.modernRoot(world, Dimension.OVERWORLD).resolve("data/minecraft/world_border.dat");
        Files.createDirectories(file.getParent());
        // a border 30 blocks wide around (-4, -4): [-19, 11] each way holds the chunk centers -8 and 8: chunks -1..0
        NbtIO.writeGzipFileAtomically(CompoundBinaryTag.builder().put("data", CompoundBinaryTag.builder()
                .putDouble("center_x", -4).putDouble("center_z", -4).putDouble("size", 30).build()).build(), file);
        Path region = WorldLayout.folderForReading(world, Dimension.OVERWORLD, WorldLayout.Kind.REGION);
        Map<String, byte[]> before = payloads(region);
        Run r = run("trim", "--world", world.toString(), "--worldborder");
        assertEquals(ExitCodes.OK, r.code(), r.out() + r.err());
        Map<String, byte[]> after = payloads(region);
        assertEquals(List.of("-1,-1", "-1,0", "0,-1", "0,0"), new ArrayList<>(after.keySet()));
        for (String k : after.keySet()) assertArrayEquals(before.get(k), after.get(k), k);
    }

    @Test
    void aBorderOfNoSizeIsUnreadableInputAndNothingIsTrimmed(@TempDir Path tmp) throws Exception {
        Path world = tmp.resolve("w");
        copyTree(fixtures().resolve("amulet/1_18/vanilla"), world);
        Map<String, byte[]> before = files(world);
        Path file = WorldLayout.legacyRoot(world, Dimension.OVERWORLD).resolve("data/minecraft/world_border.dat");
        Files.createDirectories(file.getParent());
        double[][] cases = {{0, 0, Double.NaN}, {0, 0, 0}, {0, 0, -30}, {Double.NaN, 0, 100}, {0, Double.POSITIVE_INFINITY, 100}};
        String[] fields = {"data.size: is NaN", "data.size: is 0.0", "data.size: is -30.0", "data.center_x: is NaN", "data.center_z: is Infinity"};
        for (int i = 0; i < cases.length; i++) {
            NbtIO.writeGzipFileAtomically(CompoundBinaryTag.builder().put("data", CompoundBinaryTag.builder().putDouble("center_x", cases[i][0])
                    .putDouble("center_z", cases[i][1]).putDouble("size", cases[i][2]).build()).build(), file);
            Run r = run("trim", "--world", world.toString(), "--worldborder");
            assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
            assertTrue(r.err().contains(file + ": " + fields[i]), r.err());
        }
        Files.delete(file);
        // level.dat's world-wide border (before 26.x) the same
        Path levelDat = world.resolve("level.dat");
        CompoundBinaryTag root = NbtIO.readGzipFile(levelDat);
        NbtIO.writeGzipFileAtomically(root.put("Data", root.getCompound("Data").putDouble("BorderSize", Double.NaN)), levelDat);
        Run legacy = run("trim", "--world", world.toString(), "--worldborder");
        assertEquals(ExitCodes.BAD_INPUT, legacy.code(), legacy.out() + legacy.err());
        assertTrue(legacy.err().contains(levelDat + ": Data.BorderSize: is NaN"), legacy.err());
        // nothing changed but level.dat, edited above
        Map<String, byte[]> after = files(world);
        after.keySet().removeIf(k -> k.startsWith("data") || k.equals("level.dat") || k.equals("session.lock"));
        before.keySet().removeIf(k -> k.equals("level.dat"));
        assertEquals(before.keySet(), after.keySet());
        for (Map.Entry<String, byte[]> e : after.entrySet()) assertArrayEquals(before.get(e.getKey()), e.getValue(), e.getKey());
    }

    @Test
    void aRegionFileNameWithoutCoordinatesIsReportedAndSkippedBeforeAnythingChanges(@TempDir Path tmp) throws Exception {
        Path world = tmp.resolve("w"), reference = tmp.resolve("ref");
        copyTree(fixtures().resolve("amulet/1_18/vanilla"), world);
        copyTree(fixtures().resolve("amulet/1_18/vanilla"), reference);
        Path region = world.resolve("region");
        // sorts after every real region: the old code rewrote them, then crashed on its name
        Path stray = region.resolve("r.99999999999.0.mca");
        Files.copy(region.resolve("r.0.2.mca"), stray);
        byte[] strayBytes = Files.readAllBytes(stray);
        Run dry = run("trim", "--world", world.toString(), "--radius", "64", "--dry-run");
        assertEquals(ExitCodes.BAD_INPUT, dry.code(), dry.out() + dry.err());
        assertTrue(dry.err().contains(stray.toString()), dry.err());
        Run r = run("trim", "--world", world.toString(), "--radius", "64", "--yes");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
        assertTrue(r.err().contains(stray + ": "), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertArrayEquals(strayBytes, Files.readAllBytes(stray));
        // the other regions trimmed as in a world without it
        Run ref = run("trim", "--world", reference.toString(), "--radius", "64", "--yes");
        assertEquals(ExitCodes.OK, ref.code(), ref.out() + ref.err());
        Files.delete(stray);
        assertEquals(payloads(reference.resolve("region")).keySet(), payloads(region).keySet());
    }

    @Test
    void deletingMoreThanNinetyPercentNeedsYes(@TempDir Path tmp) throws Exception {
        Path world = tmp.resolve("w");
        copyTree(fixtures().resolve("amulet/1_18/vanilla"), world);
        Map<String, byte[]> before = files(world);
        int present = payloads(world.resolve("region")).size();
        Run r = run("trim", "--world", world.toString(), "--radius", "64");
        assertEquals(ExitCodes.USAGE, r.code(), r.out() + r.err());
        assertTrue(r.err().contains(" of the " + present + " chunks of minecraft:overworld"), r.err());
        assertTrue(r.err().contains("--dry-run") && r.err().contains("--yes"), r.err());
        Map<String, byte[]> after = files(world);
        after.remove("session.lock");
        before.remove("session.lock");
        assertEquals(before.keySet(), after.keySet());
        for (Map.Entry<String, byte[]> e : after.entrySet()) assertArrayEquals(before.get(e.getKey()), e.getValue(), e.getKey());
        // a dry run writes nothing and needs no confirmation; --yes confirms
        assertEquals(ExitCodes.OK, run("trim", "--world", world.toString(), "--radius", "64", "--dry-run").code());
        Run yes = run("trim", "--world", world.toString(), "--radius", "64", "--yes");
        assertEquals(ExitCodes.OK, yes.code(), yes.out() + yes.err());
        assertTrue(payloads(world.resolve("region")).size() < present / 10, "trimmed");
    }

    @Test
    void usageErrors(@TempDir Path tmp) throws Exception {
        Path world = tmp.resolve("w");
        copyTree(fixtures().resolve("amulet/1_18/vanilla"), world);
        Run none = run("trim", "--world", world.toString());
        assertEquals(ExitCodes.USAGE, none.code());
        assertTrue(none.err().contains("trim needs an area"), none.err());
        Run both = run("trim", "--world", world.toString(), "--radius", "10", "--corners", "0,0,10,10");
        assertEquals(ExitCodes.USAGE, both.code());
        assertTrue(both.err().contains("exclude each other"), both.err());
        Run dim = run("trim", "--world", world.toString(), "--radius", "10", "--dimension", "nowhere");
        assertEquals(ExitCodes.USAGE, dim.code());
        Run other = run("trim", "--world", world.toString(), "--radius", "10", "--radius-for", "the_end=5");
        assertEquals(ExitCodes.USAGE, other.code());
        assertTrue(other.err().contains("Unknown option") && other.err().contains("'--radius-for'"), other.err()); // trim takes one dimension
    }

    /**
     * A crash in the middle of replacing a region (after an oversized chunk's new {@code .mcc} was moved into place,
     * before the region's rename) leaves the old region whole, and the next trim undoes the half step and finishes.
     */
    @Test
    void aCrashWhileReplacingARegionLosesNothing(@TempDir Path tmp) throws Exception {
        Path world = tmp.resolve("w");
        Path region = world.resolve("region");
        copyTree(fixtures().resolve("prismarine/1.21.1"), region);
        RelightConvertCommandTest.makeChunk21Oversized(region.resolve("r.0.0.mca"), 9);
        assertTrue(Files.exists(region.resolve("c.2.1.mcc")));
        Map<String, byte[]> before = payloads(region);
        String[] trim = {"trim", "--world", world.toString(), "--corners", "0,0,200,200"};
        ConvertCommand.crashHook = () -> {
            throw new IllegalStateException("simulated crash after an .mcc was moved");
        };
        try {
            Run crashed = run(trim);
            assertEquals(ExitCodes.INTERNAL, crashed.code(), crashed.out() + crashed.err());
        } finally {
            ConvertCommand.crashHook = null;
        }
        // the old region is still the live one, every chunk reads as before
        Map<String, byte[]> midway = payloads(region);
        assertEquals(before.keySet(), midway.keySet());
        for (String k : before.keySet()) assertArrayEquals(before.get(k), midway.get(k), k);
        Run again = run(trim);
        assertEquals(ExitCodes.OK, again.code(), again.out() + again.err());
        assertTrue(again.err().contains("interrupted conversion was undone"), again.err());
        assertTrimmed(before, payloads(region), RegionPlan.of(new Center(104, 104), Shape.SQUARE, 96, Pattern.REGION), false);
        assertTrue(payloads(region).containsKey("2,1"));
        assertFalse(Files.exists(region.resolve(".strata-convert")));
    }
}
