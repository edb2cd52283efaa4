package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.world.Dimension;
import dev.strata.regionio.world.WorldLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The area options of {@code generate} (shared with {@code relight} and {@code trim}) through {@code execute()}: the
 * dry run prints each dimension's plan and chunk count, which the tests hold against formulas and hand counts.
 */
class AreaOptionsTest {

    /** {@code generate --dry-run} on a folder with the given area options; the run must succeed. */
    private static Run dry(Path world, String... area) {
        List<String> a = new ArrayList<>(List.of("generate", "--world", world.toString(), "--dry-run", "--quiet"));
        a.addAll(List.of(area));
        Run r = run(a.toArray(String[]::new));
        assertEquals(ExitCodes.OK, r.code(), String.join(" ", area) + ": " + r.out() + r.err());
        return r;
    }

    /** The chunk counts the dry run prints, one per dimension. */
    private static List<Long> counts(Run r) {
        List<Long> out = new ArrayList<>();
        Matcher m = java.util.regex.Pattern.compile("(?m)^chunks: (\\d+) in (\\d+) regions?").matcher(r.out());
        while (m.find()) out.add(Long.parseLong(m.group(1)));
        assertFalse(out.isEmpty(), r.out());
        return out;
    }

    private static long count(Path world, String... area) {
        return counts(dry(world, area)).get(0);
    }

    @Test
    void newShapesCountWhatTheirAreaFormulasSay(@TempDir Path dir) {
        Path w = dir.resolve("w");
        double r = 2000;
        double inner = r * Math.cos(Math.toRadians(72)) / Math.cos(Math.toRadians(36));
        // shape, area (blocks²), perimeter (blocks): the count may differ from area/256 by the chunks the outline crosses
        Object[][] cases = {
            {"triangle", 2 * r * r, 2 * r + 2 * Math.hypot(r, 2 * r)},
            {"pentagon", 2.5 * r * r * Math.sin(Math.toRadians(72)), 10 * r * Math.sin(Math.toRadians(36))},
            {"hexagon", 1.5 * Math.sqrt(3) * r * r, 6 * r},
            {"star", 5 * r * inner * Math.sin(Math.toRadians(36)),
                10 * Math.sqrt(r * r + inner * inner - 2 * r * inner * Math.cos(Math.toRadians(36)))},
        };
        for (Object[] c : cases) {
            long n = count(w, "--radius", "2k", "--shape", (String) c[0]);
            double expected = (double) c[1] / 256, slack = (double) c[2] / 16 + 4;
            assertEquals(expected, n, slack, c[0] + ": " + n + " chunks, area / 256 = " + expected);
        }
        // the regular polygons are inscribed in the circle, the triangle in the square
        long circle = count(w, "--radius", "2k", "--shape", "circle");
        assertTrue(count(w, "--radius", "2k", "--shape", "hexagon") < circle);
        assertTrue(count(w, "--radius", "2k", "--shape", "pentagon") < count(w, "--radius", "2k", "--shape", "hexagon"));
        assertTrue(count(w, "--radius", "2k", "--shape", "star") < count(w, "--radius", "2k", "--shape", "pentagon"));
        Run small = run("generate", "--world", w.toString(), "--dry-run", "--radius", "20", "--shape", "star");
        assertEquals(ExitCodes.USAGE, small.code(), small.err());
        assertTrue(small.err().contains("at least 32 blocks"), small.err());
        assertFalse(Files.exists(w));
    }

    @Test
    void decimalsCornersAndTheWorldsEdge(@TempDir Path dir) {
        Path w = dir.resolve("w");
        assertEquals(count(w, "--radius", "1500"), count(w, "--radius", "1.5k"));
        assertEquals(count(w, "--radius", "40"), count(w, "--radius", "2.5c"));
        // corners -100,-100 .. 99,49: blocks -100..99 x -100..49, chunk centers x -88..88 (12), z -88..40 (9)
        Run box = dry(w, "--corners", "-100,-100,99,49");
        assertEquals(List.of(12L * 9), counts(box));
        assertTrue(box.out().contains("shape=rectangle"), box.out());
        // the plan line gives the fitted center and radii; the chunks line the chunks themselves (walkthrough, session 19)
        assertTrue(box.out().contains("within chunks -6..5 by -6..2 (blocks -96..95 by -96..47)"), box.out());
        // the corners in any order, and a circle fitted into the box becomes an ellipse
        assertEquals(108, count(w, "--corners", "99,49,-100,-100"));
        assertTrue(dry(w, "--corners", "-100,-100,99,49", "--shape", "circle").out().contains("shape=ellipse"));
        // a box holding no chunk center is the chunk of its middle
        assertEquals(1, count(w, "--corners", "1,1,3,3"));
        // 29 999 990 is in the last chunk column inside the world (1 874 999, blocks 29 999 984..29 999 999); the
        // square of radius 100 around it reaches past the edge: x chunk centers 29 999 896..29 999 992 (7), z 12
        assertEquals(7 * 12, count(w, "--center", "29999990,0", "--radius", "100"));
        Run outside = run("generate", "--world", w.toString(), "--dry-run", "--center", "30000000,0", "--radius", "100");
        assertEquals(ExitCodes.USAGE, outside.code(), outside.err());
        assertTrue(outside.err().contains("outside the world"), outside.err());
        Run loop = dry(w, "--radius", "1k", "--pattern", "loop");
        assertTrue(loop.out().contains("pattern=loop"), loop.out());
        assertEquals(count(w, "--radius", "1k"), counts(loop).get(0));
    }

    @Test
    void badCombinationsAreUsageErrors(@TempDir Path dir) {
        Path w = dir.resolve("w");
        String[][] bad = {
            {"--radius", "10", "--corners", "0,0,5,5"},
            {"--radius", "10", "--worldborder"},
            {"--corners", "0,0,5,5", "--center", "3,3"},
            {"--spawn", "--center", "3,3", "--radius", "5"},
            {"--corners", "0,0,5"},
            {"--radius", "1.5x"},
            {"--radius", "5", "--radius-for", "the_nether=5"},
            {"--radius", "5", "--radius-for", "mars=5"},
            {"--radius", "5", "--nether-from-overworld"},
            {"--corners", "0,0,100,300", "--shape", "star"},
            {"--corners", "0,0,100,300", "--radius-for", "overworld=5"},
            {"--pattern", "world"},
            {"--spawn", "--radius", "5"},
        };
        for (String[] area : bad) {
            List<String> a = new ArrayList<>(List.of("generate", "--world", w.toString(), "--dry-run"));
            a.addAll(List.of(area));
            Run r = run(a.toArray(String[]::new));
            assertEquals(ExitCodes.USAGE, r.code(), String.join(" ", area) + ": " + r.err());
            assertFalse(r.err().contains("Exception"), r.err());
        }
        assertFalse(Files.exists(w));
    }

    /** A small demo-pack world: the chunks of radius 1c (4 chunks, region 0,0 and its neighbours). */
    private static Path smallWorld(Path dir) {
        Path w = dir.resolve("w");
        Run gen = run(WorldSafetyTest.demo(w));
        assertEquals(ExitCodes.OK, gen.code(), gen.err());
        return w;
    }

    @Test
    void spawnWorldBorderAndTheWorldPattern(@TempDir Path dir) throws Exception {
        Path w = smallWorld(dir);
        // --spawn: level.dat's Data.spawn
        Path levelDat = w.resolve("level.dat");
        CompoundBinaryTag root = NbtIO.readGzipFile(levelDat);
        CompoundBinaryTag data = root.getCompound("Data");
        data = data.put("spawn", data.getCompound("spawn").putIntArray("pos", new int[] {1000, 70, -500}));
        NbtIO.writeGzipFileAtomically(root.put("Data", data), levelDat);
        Run spawn = dry(w, "--spawn", "--radius", "0");
        assertTrue(spawn.out().contains("center=1000,-500 "), spawn.out());
        // --worldborder: the dimension's world_border.dat, 100 blocks around (-4, 20): [-54, 46] x [-30, 70]:
        // chunk centers x -40..40 (6), z -24..56 (6)
        Path border = WorldLayout.modernRoot(w, Dimension.OVERWORLD).resolve("data/minecraft/world_border.dat");
        Files.createDirectories(border.getParent());
        NbtIO.writeGzipFileAtomically(CompoundBinaryTag.builder().put("data", CompoundBinaryTag.builder()
                .putDouble("center_x", -4).putDouble("center_z", 20).putDouble("size", 100).build()).build(), border);
        assertEquals(36, count(w, "--worldborder"));
        assertEquals(List.of(36L), counts(dry(w, "--worldborder", "--shape", "square")));
        // a border of no size (or an unknown center) is a damaged file, not a radius of 0: exit 3 naming the field
        NbtIO.writeGzipFileAtomically(CompoundBinaryTag.builder().put("data", CompoundBinaryTag.builder()
                .putDouble("center_x", -4).putDouble("center_z", 20).putDouble("size", Double.NaN).build()).build(), border);
        Run nan = run("generate", "--world", w.toString(), "--dry-run", "--worldborder");
        assertEquals(ExitCodes.BAD_INPUT, nan.code(), nan.out() + nan.err());
        assertTrue(nan.err().contains(border + ": data.size: is NaN"), nan.err());
        // the default border (no file) is the whole world: refused with the way forward
        Files.delete(border);
        Run whole = run("generate", "--world", w.toString(), "--dry-run", "--worldborder");
        assertEquals(ExitCodes.USAGE, whole.code(), whole.err());
        assertTrue(whole.err().contains("/worldborder set"), whole.err());
        // --pattern world: exactly the 4 chunks on disk; with an area, those inside it
        Run world = dry(w, "--pattern", "world");
        assertEquals(List.of(4L), counts(world));
        assertTrue(world.out().contains("pattern=world chunks=4"), world.out());
        assertTrue(world.out().contains("already in the world: 4 of the planned chunks"), world.out());
        assertEquals(1, count(w, "--pattern", "world", "--corners", "0,0,15,15"));
        Run none = run("generate", "--world", w.toString(), "--dry-run", "--pattern", "world", "--corners", "100,100,120,120");
        assertEquals(ExitCodes.USAGE, none.code(), none.err());
        assertTrue(none.err().contains("holds no chunk"), none.err());
        // a region file name without coordinates that fit: unreadable input naming the file, not a number error
        Path folder = WorldLayout.folderForReading(w, Dimension.OVERWORLD, WorldLayout.Kind.REGION);
        Path stray = folder.resolve("r.99999999999.0.mca");
        Files.copy(folder.resolve("r.0.0.mca"), stray);
        Run bad = run("generate", "--world", w.toString(), "--dry-run", "--pattern", "world");
        assertEquals(ExitCodes.BAD_INPUT, bad.code(), bad.out() + bad.err());
        assertTrue(bad.err().contains(stray.toString()), bad.err());
    }

    @Test
    void eachDimensionItsOwnAreaAndTheNetherFromTheOverworld(@TempDir Path dir) {
        Path w = dir.resolve("w");
        String vanilla = GenerateCommandTest.vanilla();
        Run r = dry(w, "--data", vanilla, "--seed", "1", "--dimension", "all", "--center", "800,-1600", "--radius", "1k",
                "--nether-from-overworld", "--radius-for", "the_end=100", "--shape-for", "the_end=circle");
        String out = r.out();
        assertTrue(out.contains("center=800,-1600 shape=square radius=1000 radiusZ=1000 pattern=region (minecraft:overworld)"), out);
        // the nether: center / 8, radius / 8 rounded up
        assertTrue(out.contains("center=100,-200 shape=square radius=125 radiusZ=125 pattern=region (minecraft:the_nether)"), out);
        assertTrue(out.contains("center=800,-1600 shape=circle radius=100 radiusZ=100 pattern=region (minecraft:the_end)"), out);
        List<Long> c = counts(r);
        assertEquals(3, c.size());
        assertEquals(126L * 126, c.get(0)); // centers -1000 + 800 .. 1000 + 800: 126 per side
        assertEquals(16L * 15, c.get(1)); // x 100 ± 125: centers -24..216 (16); z -200 ± 125: -312..-88 (15)
        assertTrue(out.contains("chunks in all: " + (c.get(0) + c.get(1) + c.get(2))), out);
        // alone, the nether reads the area in overworld blocks too; 1001 / 8 rounds up to 126
        Run nether = dry(w, "--data", vanilla, "--seed", "1", "--dimension", "the_nether", "--center", "-804,4", "--radius", "1001",
                "--nether-from-overworld");
        assertTrue(nether.out().contains("center=-101,1 shape=square radius=126 "), nether.out());
        // an explicit --radius-for / --center-for of the nether is in nether blocks: it wins, not divided by 8
        Run own = dry(w, "--data", vanilla, "--seed", "1", "--dimension", "the_nether", "--center", "-804,4", "--radius", "1001",
                "--nether-from-overworld", "--radius-for", "the_nether=50");
        assertTrue(own.out().contains("center=-101,1 shape=square radius=50 "), own.out());
        Run ownCenter = dry(w, "--data", vanilla, "--seed", "1", "--dimension", "the_nether", "--center", "-804,4", "--radius", "1001",
                "--nether-from-overworld", "--center-for", "the_nether=40,-40");
        assertTrue(ownCenter.out().contains("center=40,-40 shape=square radius=126 "), ownCenter.out());
    }

    /** The resume hint repeats the area options: parsed again, they give the same plan for every dimension. */
    @Test
    void theResumeLineRepeatsTheArea() throws Exception {
        String[][] areas = {
            {"--center", "1.5k,-2c", "--radius", "300", "--shape", "star"},
            {"--corners", "-10,5,300,700", "--shape", "circle"},
            {"--radius", "1k", "--nether-from-overworld", "--radius-for", "the_end=2c", "--center-for", "the_end=5,5",
                "--shape-for", "the_end=hexagon"},
        };
        List<dev.strata.engine.data.ResourceId> dims = List.of(GeneratorOptions.OVERWORLD, GeneratorOptions.THE_NETHER, GeneratorOptions.THE_END);
        for (String[] area : areas) {
            PlanOptions first = parse(area);
            StringBuilder sb = new StringBuilder();
            first.appendTo(sb);
            PlanOptions again = parse(sb.toString().trim().replace("'", "").split(" "));
            for (var dim : dims) {
                assertEquals(first.plan("region", null, dim).fingerprint(), again.plan("region", null, dim).fingerprint(), sb + " " + dim);
            }
        }
    }

    private static PlanOptions parse(String... args) {
        GenerateCommand cmd = new GenerateCommand();
        picocli.CommandLine cl = new picocli.CommandLine(cmd);
        List<String> a = new ArrayList<>(List.of("--world", "w"));
        a.addAll(List.of(args));
        cl.parseArgs(a.toArray(String[]::new));
        return cmd.area;
    }
}
