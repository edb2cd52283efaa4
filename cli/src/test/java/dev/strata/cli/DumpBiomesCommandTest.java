package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static dev.strata.cli.CliTesting.shared;
import dev.strata.cli.CliTesting.Run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code strata dump-biomes} prints the game's biomes for the fixture chunk, in the fixture's order. */
class DumpBiomesCommandTest {



    @Test
    void printsTheFixtureChunk() throws Exception {
        Path shared = shared();
        JsonObject chunk = JsonParser.parseString(Files.readString(
                shared.resolve("fixtures/vanilla-26.2/biomes/biome_no_blend_no_beard_0.json"))).getAsJsonArray().get(0).getAsJsonObject();
        List<String> names = new ArrayList<>();
        try (var s = Files.list(shared.resolve("vanilla/26.2/data/minecraft/worldgen/biome"))) {
            s.map(p -> "minecraft:" + p.getFileName().toString().replace(".json", "")).sorted().forEach(names::add);
        }
        int cx = chunk.get("x").getAsInt(), cz = chunk.get("z").getAsInt();
        Run r = run("dump-biomes", "--data", shared.resolve("vanilla/26.2").toString(), "--seed", "0", "--dimension", "overworld",
                "--chunk", cx + "," + cz);
        assertEquals(0, r.code(), r.err());
        JsonArray got = JsonParser.parseString(r.out()).getAsJsonArray();
        JsonArray want = chunk.getAsJsonArray("data");
        assertEquals(want.size(), got.size());
        for (int i = 0; i < want.size(); i++) {
            JsonArray w = want.get(i).getAsJsonArray();
            JsonArray g = got.get(i).getAsJsonArray();
            String where = "entry " + i + " " + w;
            for (int k = 0; k < 3; k++) assertEquals(w.get(k).getAsInt(), g.get(k).getAsInt(), where);
            assertEquals(names.get(w.get(3).getAsInt()), g.get(3).getAsString(), where);
        }
    }

    @Test
    void acceptsTheDimensionNamesOfTheOtherCommands() {
        Run a = run("dump-biomes", "--data", shared().resolve("vanilla/26.2").toString(), "--seed", "0", "--dimension", "nether",
                "--chunk", "0,0");
        Run b = run("dump-biomes", "--data", shared().resolve("vanilla/26.2").toString(), "--seed", "0", "--dimension",
                "minecraft:the_nether", "--chunk", "0,0");
        assertEquals(0, a.code(), a.err());
        assertEquals(a.out(), b.out());
        assertTrue(a.out().contains("minecraft:nether_wastes"), a.out());
        Run bad = run("dump-biomes", "--data", shared().resolve("vanilla/26.2").toString(), "--seed", "0", "--dimension", "moon",
                "--chunk", "0,0");
        assertEquals(ExitCodes.USAGE, bad.code(), bad.err());
    }

    @Test
    void textSeedsAndOtherDimensions() {
        String data = shared().resolve("vanilla/26.2").toString();
        Run end = run("dump-biomes", "--data", data, "--seed", "strata", "--dimension", "the_end", "--chunk", "0,0");
        assertEquals(0, end.code(), end.err());
        JsonArray a = JsonParser.parseString(end.out()).getAsJsonArray();
        assertEquals(16 * 64, a.size()); // end dimension type: 256 blocks = 64 quarts
        for (JsonElement e : a) assertEquals("minecraft:the_end", e.getAsJsonArray().get(3).getAsString());
        Run nether = run("dump-biomes", "--data", data, "--seed", "1", "--dimension", "the_nether", "--chunk", "10,-3");
        assertEquals(0, nether.code(), nether.err());
        for (JsonElement e : JsonParser.parseString(nether.out()).getAsJsonArray()) {
            String b = e.getAsJsonArray().get(3).getAsString();
            assertTrue(List.of("minecraft:nether_wastes", "minecraft:soul_sand_valley", "minecraft:crimson_forest",
                    "minecraft:warped_forest", "minecraft:basalt_deltas").contains(b), b);
        }
        assertEquals("strata".hashCode(), DumpBiomesCommand.parseSeed(" strata "));
        assertEquals(-777L, DumpBiomesCommand.parseSeed("-777"));
    }

    @Test
    void badChunkIsAUsageError() {
        String data = shared().resolve("vanilla/26.2").toString();
        for (String bad : new String[] {"5", "5,x", "1,2,3", ""}) {
            Run r = run("dump-biomes", "--data", data, "--seed", "0", "--chunk", bad);
            assertEquals(ExitCodes.USAGE, r.code(), bad);
            assertTrue(r.err().contains("--chunk wants X,Z"), r.err());
        }
    }
}
