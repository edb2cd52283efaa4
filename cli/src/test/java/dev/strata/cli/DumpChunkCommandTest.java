package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static dev.strata.cli.CliTesting.shared;
import dev.strata.cli.CliTesting.Run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonParser;
import dev.strata.regionio.block.BlockStateRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code strata dump-chunk} prints the game's noise-step blocks for a fixture chunk, in the fixture's layout. */
class DumpChunkCommandTest {



    static String data() {
        return shared().resolve("vanilla/26.2").toString();
    }

    static int[] ints(String json) {
        JsonArray a = JsonParser.parseString(json).getAsJsonArray();
        int[] r = new int[a.size()];
        for (int i = 0; i < r.length; i++) r[i] = a.get(i).getAsInt();
        return r;
    }

    @Test
    void printsExactlyTheFixtureIds(@TempDir Path tmp) throws Exception {
        int[] want = ints(Files.readString(shared().resolve("fixtures/vanilla-26.2/chunks/noise_no_blend_no_beard_0_0.chunk")));
        Run r = run("dump-chunk", "--data", data(), "--seed", "0", "--dimension", "minecraft:overworld", "--chunk", "0,0", "--step", "noise");
        assertEquals(0, r.code(), r.err());
        assertFalse(r.out().contains(" "), "output is compact");
        int[] got = ints(r.out());
        assertEquals(16 * 384 * 16, got.length);
        assertArrayEquals(want, got);
        // the output is a file the game's tools read as-is
        Path file = tmp.resolve("0_0.json");
        Files.writeString(file, r.out());
        assertArrayEquals(want, ints(Files.readString(file)));
    }

    /**
     * Issue 14: dump-chunk takes several --data as generate does, the first on top: a pack whose overworld noise
     * settings fill with diamond blocks instead of stone turns exactly the vanilla chunk's stone into diamond.
     */
    @Test
    void severalDataPacksAreLayeredTheFirstOnTop(@TempDir Path tmp) throws Exception {
        String file = "data/minecraft/worldgen/noise_settings/overworld.json";
        String settings = Files.readString(Path.of(data()).resolve(file));
        String diamond = settings.replaceFirst("\"default_block\": \\{\\s*\"Name\": \"minecraft:stone\"",
                "\"default_block\": {\"Name\": \"minecraft:diamond_block\"");
        assertFalse(diamond.equals(settings), "the default block was replaced");
        Path pack = tmp.resolve("diamond");
        Files.createDirectories(pack.resolve(file).getParent());
        Files.writeString(pack.resolve("pack.mcmeta"), "{\"pack\": {\"description\": \"d\", \"pack_format\": 100}}");
        Files.writeString(pack.resolve(file), diamond);

        String[] chunk = {"--seed", "0", "--chunk", "0,0", "--step", "noise"};
        Run plain = run(concat(new String[] {"dump-chunk", "--data", data()}, chunk));
        Run layered = run(concat(new String[] {"dump-chunk", "--data", pack.toString(), "--data", data()}, chunk));
        assertEquals(0, plain.code(), plain.err());
        assertEquals(0, layered.code(), layered.err());
        BlockStateRegistry reg = BlockStateRegistry.vanilla();
        int stone = reg.parse("minecraft:stone"), diamondId = reg.parse("minecraft:diamond_block");
        int[] a = ints(plain.out()), b = ints(layered.out());
        assertEquals(a.length, b.length);
        int stones = 0;
        for (int i = 0; i < a.length; i++) {
            if (a[i] == stone) {
                stones++;
                assertEquals(diamondId, b[i], "block " + i);
            } else {
                assertEquals(a[i], b[i], "block " + i);
            }
        }
        assertTrue(stones > 1000, "the chunk has stone: " + stones);
    }

    private static String[] concat(String[] a, String[] b) {
        String[] r = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    /**
     * {@code --step carvers} prints the carved chunk: its MD5 in the fixture hash's form (sections bottom up, 26.1
     * state ids as big-endian ints in y, z, x order, an air-only section as one zero byte) is the game's own
     * {@code carvers} hash of that chunk ({@code fixtures/vanilla-hashes-13579}), which differs from its surface hash.
     */
    @Test
    void carversStepPrintsTheGamesCarvedChunk() throws Exception {
        Run r = run("dump-chunk", "--data", data(), "--seed", "13579", "--chunk", "-181261,-2201", "--step", "carvers");
        assertEquals(0, r.code(), r.err());
        int[] got = ints(r.out());
        assertEquals(16 * 384 * 16, got.length);
        java.util.Map<String, Integer> old = new java.util.HashMap<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"([^\"]+)\"\\s*:\\s*(\\d+)")
                .matcher(Files.readString(shared().resolve("tools/states-26.1.json")));
        while (m.find()) old.put(m.group(1), Integer.parseInt(m.group(2)));
        BlockStateRegistry reg = BlockStateRegistry.vanilla();
        java.security.MessageDigest md5 = java.security.MessageDigest.getInstance("MD5");
        for (int s = 0; s < 24; s++) {
            java.nio.ByteBuffer section = java.nio.ByteBuffer.allocate(4096 * 4);
            boolean air = true;
            for (int y = 0; y < 16; y++) {
                for (int z = 0; z < 16; z++) {
                    for (int x = 0; x < 16; x++) {
                        int id = got[(x * 384 + s * 16 + y) * 16 + z];
                        air &= reg.isAir(id);
                        section.putInt(old.get(reg.toString(id)));
                    }
                }
            }
            if (air) md5.update((byte) 0);
            else md5.update(section.array());
        }
        assertEquals("d20794914e3ee3647d957e9de6fe1615", java.util.HexFormat.of().formatHex(md5.digest()));
    }

    @Test
    void featuresStepDecoratesTheChunkWithItsNeighbours() {
        // an outer End chunk where small islands of this and neighbouring chunks land (seed 13579)
        Run carvers = run("dump-chunk", "--data", data(), "--seed", "13579", "--dimension", "end", "--chunk", "-418462,366796", "--step", "carvers");
        Run features = run("dump-chunk", "--data", data(), "--seed", "13579", "--dimension", "end", "--chunk", "-418462,366796", "--step", "features");
        assertEquals(0, features.code(), features.err());
        int[] before = ints(carvers.out()), after = ints(features.out());
        assertEquals(16 * 128 * 16, after.length);
        int endStone = BlockStateRegistry.vanilla().parse("minecraft:end_stone"), added = 0;
        for (int i = 0; i < after.length; i++) {
            if (before[i] != after[i]) {
                assertEquals(endStone, after[i], "only islands land here");
                added++;
            }
        }
        assertTrue(added > 0, "the features put nothing into the chunk");
        assertEquals(features.out(), run("dump-chunk", "--data", data(), "--seed", "13579", "--dimension", "end", "--chunk",
                "-418462,366796", "--step", "features").out(), "the same every time");
    }

    @Test
    void netherWindowIsTheNoiseHeight() throws Exception {
        int[] want = ints(Files.readString(shared().resolve("fixtures/vanilla-26.2/chunks/noise_nether_no_blend_no_beard_7_4.chunk")));
        Run r = run("dump-chunk", "--data", data(), "--seed", "0", "--dimension", "nether", "--chunk", "7, 4", "--step", "NOISE");
        assertEquals(0, r.code(), r.err());
        assertArrayEquals(want, ints(r.out())); // 16 * 128 * 16 entries
    }

    @Test
    void namesRoundTripToIds() {
        Run ids = run("dump-chunk", "--data", data(), "--seed", "strata", "--dimension", "end", "--chunk", "3,-2", "--step", "noise");
        Run names = run("dump-chunk", "--data", data(), "--seed", "strata", "--dimension", "the_end", "--chunk", "3,-2", "--step", "noise",
                "--format", "names");
        assertEquals(0, ids.code(), ids.err());
        assertEquals(0, names.code(), names.err());
        int[] want = ints(ids.out());
        assertEquals(16 * 128 * 16, want.length);
        JsonArray a = JsonParser.parseString(names.out()).getAsJsonArray();
        assertEquals(want.length, a.size());
        BlockStateRegistry reg = BlockStateRegistry.vanilla();
        boolean sawStone = false;
        for (int i = 0; i < want.length; i++) {
            String n = a.get(i).getAsString();
            assertEquals(want[i], reg.parse(n), n);
            sawStone |= n.equals("minecraft:end_stone");
        }
        assertTrue(sawStone, "the main end island covers chunk 3,-2");
        assertEquals("\"minecraft:water[level=0]\"", DumpChunkCommand.jsonString(reg.toString(reg.parse("minecraft:water[level=0]"))));
    }

    @Test
    void badChunkIsAUsageError() {
        for (String bad : new String[] {"5", "5,x", "1,2,3", "", "0.5,1"}) {
            Run r = run("dump-chunk", "--data", data(), "--seed", "0", "--chunk", bad, "--step", "noise");
            assertEquals(ExitCodes.USAGE, r.code(), bad);
            assertTrue(r.err().contains("--chunk wants X,Z"), r.err());
            assertEquals("", r.out());
        }
    }

    @Test
    void badDimensionStepAndSeedAreUsageErrors() {
        Run dim = run("dump-chunk", "--data", data(), "--seed", "0", "--chunk", "0,0", "--step", "noise", "--dimension", "moon");
        assertEquals(ExitCodes.USAGE, dim.code());
        assertTrue(dim.err().contains("unknown dimension 'moon'"), dim.err());
        Run step = run("dump-chunk", "--data", data(), "--seed", "0", "--chunk", "0,0", "--step", "ticking");
        assertEquals(ExitCodes.USAGE, step.code());
        assertTrue(step.err().contains("unknown step \"ticking\""), step.err());
        Run seed = run("dump-chunk", "--data", data(), "--seed", " ", "--chunk", "0,0", "--step", "noise");
        assertEquals(ExitCodes.USAGE, seed.code());
        assertTrue(seed.err().contains("seed is empty"), seed.err());
    }

    /** Light and full change no block of a chunk whose neighbours are decorated: they print the features dump. */
    @Test
    void lightAndFullPrintTheBlocksOfFeatures() {
        Run features = run("dump-chunk", "--data", data(), "--seed", "7", "--chunk", "3,-2", "--step", "features", "--dimension", "the_end");
        assertEquals(ExitCodes.OK, features.code(), features.err());
        for (String step : List.of("light", "full")) {
            Run r = run("dump-chunk", "--data", data(), "--seed", "7", "--chunk", "3,-2", "--step", step, "--dimension", "the_end");
            assertEquals(ExitCodes.OK, r.code(), r.err());
            assertEquals(features.out(), r.out(), step);
        }
    }

    @Test
    void surfaceStepPrintsTheFixture() throws Exception {
        // not 7 4: that fixture was made with another biome reading than the game's at a climate tie (see the
        // engine's DimensionGeneratorParityTest)
        int[] want = ints(Files.readString(shared().resolve("fixtures/vanilla-26.2/chunks/no_blend_no_beard_surface_0_0.chunk")));
        Run r = run("dump-chunk", "--data", data(), "--seed", "0", "--chunk", "0,0", "--step", "surface");
        assertEquals(0, r.code(), r.err());
        assertArrayEquals(want, ints(r.out()));
    }

    @Test
    void helpTeachesStepsFormatsAndData() {
        Run r = run("dump-chunk", "--help");
        assertEquals(0, r.code());
        String help = r.out().replaceAll("\\s+", " "); // picocli wraps long lines
        for (String s : new String[] {"--data", "--seed", "--dimension", "--settings", "--chunk", "--step", "--format", "surface", "names",
            "(x * H + localY) * 16 + z", "game's own data", "String.hashCode()"}) {
            assertTrue(help.contains(s), s + " missing from\n" + r.out());
        }
    }

    /**
     * Walkthrough finding: the --step help listed noise ... full but not initialize_light and spawn, which it accepts.
     * The list is now made from the step table: the help names every step, each is accepted, in the table's order.
     */
    @Test
    void theStepHelpNamesEveryStepOfTheTable() {
        String help = run("dump-chunk", "--help").out().replaceAll("\\s+", " ");
        java.util.List<String> names = new java.util.ArrayList<>();
        for (dev.strata.engine.gen.ChunkStep s : dev.strata.engine.gen.ChunkStep.values()) {
            String name = s.status().substring("minecraft:".length());
            names.add(name);
            assertEquals(s, new GeneratorOptions.DumpStepConverter().convert(name));
        }
        assertTrue(names.containsAll(java.util.List.of("initialize_light", "spawn")), names.toString());
        assertTrue(help.contains("--step=<step> One of " + String.join(", ", names) + " (biomes prints the empty chunk"), help);
    }

    @Test
    void seedsAndDimensionsParseAsTheGameDoes() {
        assertEquals("strata".hashCode(), GeneratorOptions.SeedParser.parse(" strata "));
        assertEquals(-777L, GeneratorOptions.SeedParser.parse("-777"));
        assertEquals(Long.MIN_VALUE, GeneratorOptions.SeedParser.parse("-9223372036854775808"));
        assertEquals("9223372036854775808".hashCode(), GeneratorOptions.SeedParser.parse("9223372036854775808")); // overflow: text
        assertThrows(IllegalArgumentException.class, () -> GeneratorOptions.SeedParser.parse(""));
        assertEquals(GeneratorOptions.THE_NETHER, GeneratorOptions.parseDimension("minecraft:the_nether"));
        assertEquals(GeneratorOptions.THE_END, GeneratorOptions.parseDimension("END"));
        assertEquals("mypack:moon", GeneratorOptions.parseDimension("mypack:moon").toString());
        assertThrows(IllegalArgumentException.class, () -> GeneratorOptions.parseDimension("minecraft:moon"));
    }

    /**
     * {@code --structures} shows the structure starts and references generate writes into a chunk, in the lines of
     * {@code inspect --chunk}: the same lines as inspect prints for that chunk of a world generate made (seed 13579:
     * a warm ocean ruin starts in chunk 8,2; mineshaft 11,-11 reaches chunk 8,-8). The walkthrough found dump-chunk
     * unable to show them.
     */
    @Test
    void structuresAreTheLinesInspectPrintsForTheGeneratedChunk(@TempDir Path tmp) {
        Path world = tmp.resolve("w");
        for (String chunk : List.of("8,2", "8,-8")) {
            String[] xz = chunk.split(",");
            Run gen = run("generate", "--world", world.toString(), "--data", data(), "--seed", "13579", "--until", "carvers",
                    "--center", xz[0] + "c," + xz[1] + "c", "--radius", "0", "--quiet");
            assertEquals(0, gen.code(), gen.err());
            Run dump = run("dump-chunk", "--data", data(), "--seed", "13579", "--chunk", chunk, "--structures");
            assertEquals(0, dump.code(), dump.err());
            Run inspect = run("inspect", world.toString(), "--chunk", chunk);
            assertEquals(0, inspect.code(), inspect.err());
            List<String> dumped = dump.out().lines().filter(l -> l.startsWith("  structure")).toList();
            List<String> inspected = inspect.out().lines().filter(l -> l.startsWith("  structure")).toList();
            assertFalse(dumped.isEmpty(), dump.out());
            assertEquals(inspected, dumped, chunk);
            assertTrue(dump.out().startsWith("chunk (" + chunk.replace(",", ", ") + ") of minecraft:overworld, seed 13579"), dump.out());
        }
        Run dump = run("dump-chunk", "--data", data(), "--seed", "13579", "--chunk", "8,2", "--structures");
        assertTrue(dump.out().contains("  structure start: minecraft:ocean_ruin_warm at chunk (8, 2), 1 piece(s)"), dump.out());
        // blocks and structures are two views: --step with --structures is a usage error, and without either too
        Run both = run("dump-chunk", "--data", data(), "--seed", "13579", "--chunk", "8,2", "--structures", "--step", "noise");
        assertEquals(ExitCodes.USAGE, both.code(), both.err());
        Run neither = run("dump-chunk", "--data", data(), "--seed", "13579", "--chunk", "8,2");
        assertEquals(ExitCodes.USAGE, neither.code(), neither.err());
        assertTrue(neither.err().contains("--step"), neither.err());
    }
}
