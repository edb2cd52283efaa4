package dev.strata.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.ProtoChunk;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code strata fuzz} passes on a small run, and its checks do catch broken chunks. */
class FuzzCommandTest {

    @Test
    void smallRunPassesAndPrintsItsSeedSource() {
        var r = CliTesting.run("fuzz", "--data", DumpChunkCommandTest.data(), "--seeds", "2", "--chunks-per-seed", "2",
                "--workers", "1,2", "--seed-source", "12345");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("seed source 12345"), r.out());
        assertTrue(r.out().contains("all 4 chunks passed"), r.out());
        assertTrue(r.out().contains("minecraft:overworld") && r.out().contains("minecraft:the_nether"), r.out());
    }

    @Test
    void sameSeedSourceSameRun() {
        String[] args = {"fuzz", "--data", DumpChunkCommandTest.data(), "--seeds", "1", "--chunks-per-seed", "1", "--workers", "1",
            "--dimension", "the_end", "--seed-source", "-5"};
        var a = CliTesting.run(args);
        var b = CliTesting.run(args);
        assertEquals(0, a.code(), a.err());
        assertEquals(a.out().lines().filter(l -> l.startsWith("seed ")).toList(), b.out().lines().filter(l -> l.startsWith("seed ")).toList());
    }

    @Test
    void surfaceStepAndTheEndFarOut() {
        // seed source 7 draws an End chunk ~9,000,000 blocks out, where vanilla's end_islands is NaN (int overflow)
        var r = CliTesting.run("fuzz", "--data", DumpChunkCommandTest.data(), "--seeds", "3", "--chunks-per-seed", "4",
                "--workers", "2", "--step", "surface", "--seed-source", "7");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(FuzzCommand.beyondEndIslandOverflow(-3945104, -9054064));
        assertTrue(!FuzzCommand.beyondEndIslandOverflow(370_000, 0) && FuzzCommand.beyondEndIslandOverflow(370_800, 0));
    }

    /**
     * A pack of our own whose final density is NaN at y = 0 (a y_clamped_gradient from 0 to 0 divides 0 by 0): the
     * fuzzer must fail with exit code 6 and print commands that reproduce.
     */
    @Test
    void failuresExitWith6AndPrintReproducingCommands(@TempDir Path tmp) throws Exception {
        Path t = tmp.resolve("pack/data/t");
        Files.createDirectories(t.resolve("dimension"));
        Files.createDirectories(t.resolve("dimension_type"));
        Files.createDirectories(t.resolve("worldgen/noise_settings"));
        Files.writeString(t.resolve("dimension/nan.json"), "{\"type\": \"t:small\", \"generator\": {\"type\": \"minecraft:noise\", "
                + "\"settings\": \"t:nan\", \"biome_source\": {\"type\": \"minecraft:fixed\", \"biome\": \"minecraft:plains\"}}}");
        Files.writeString(t.resolve("dimension_type/small.json"), "{\"min_y\": 0, \"height\": 16, \"logical_height\": 16}");
        StringBuilder router = new StringBuilder();
        for (String f : new String[] {"barrier", "fluid_level_floodedness", "fluid_level_spread", "lava", "temperature", "vegetation",
            "continents", "erosion", "depth", "ridges", "preliminary_surface_level", "vein_toggle", "vein_ridged", "vein_gap"}) {
            router.append('"').append(f).append("\": 0, ");
        }
        router.append("\"final_density\": {\"type\": \"minecraft:y_clamped_gradient\", \"from_y\": 0, \"to_y\": 0, "
                + "\"from_value\": 1, \"to_value\": -1}");
        Files.writeString(t.resolve("worldgen/noise_settings/nan.json"), "{\"sea_level\": 0, \"disable_mob_generation\": false, "
                + "\"aquifers_enabled\": false, \"ore_veins_enabled\": false, \"legacy_random_source\": false, "
                + "\"default_block\": {\"Name\": \"minecraft:stone\"}, "
                + "\"default_fluid\": {\"Name\": \"minecraft:water\", \"Properties\": {\"level\": \"0\"}}, "
                + "\"noise\": {\"min_y\": 0, \"height\": 16, \"size_horizontal\": 1, \"size_vertical\": 2}, "
                + "\"noise_router\": {" + router + "}, \"spawn_target\": [], "
                + "\"surface_rule\": {\"type\": \"minecraft:sequence\", \"sequence\": []}}");
        String pack = tmp.resolve("pack").toString();

        var r = CliTesting.run("fuzz", "--data", pack, "--dimension", "t:nan", "--seeds", "1", "--chunks-per-seed", "2",
                "--workers", "1,2", "--seed-source", "3");
        assertEquals(ExitCodes.CHECK_FAILED, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("final_density is NaN at block"), r.err());
        assertTrue(r.err().contains("--seed-source 3"), r.err());
        String reproduce = r.err().lines().filter(l -> l.startsWith("  reproduce: strata dump-chunk ")).findFirst().orElseThrow();
        String[] args = reproduce.substring("  reproduce: strata ".length()).split(" ");
        var dump = CliTesting.run(args);
        assertEquals(0, dump.code(), dump.err());
        assertEquals(16 * 16 * 16, DumpChunkCommandTest.ints(dump.out()).length);
    }

    @Test
    void checksCatchBrokenChunks() {
        DataPack pack = DataPack.open(Path.of(DumpChunkCommandTest.data()));
        DimensionGenerator g = DimensionGenerator.load(pack, GeneratorOptions.OVERWORLD, null, 42);
        DimensionGenerator.Worker w = g.newWorker();
        ProtoChunk c = g.newChunk();
        w.generate(5, -9, ChunkStep.NOISE, c);
        assertEquals(List.of(), FuzzCommand.checkChunk(g, w, c, ChunkStep.NOISE));
        long h = FuzzCommand.hash(c);

        c.blocks()[1000] = Integer.MAX_VALUE;
        assertTrue(FuzzCommand.checkChunk(g, w, c, ChunkStep.NOISE).get(0).contains("invalid block state id"));
        assertNotEquals(h, FuzzCommand.hash(c));

        w.generate(5, -9, ChunkStep.NOISE, c);
        assertEquals(h, FuzzCommand.hash(c));
        c.worldSurfaceWg()[17] = c.minY() + c.height() + 1;
        assertTrue(FuzzCommand.checkChunk(g, w, c, ChunkStep.NOISE).get(0).contains("outside the dimension"));

        w.generate(5, -9, ChunkStep.NOISE, c);
        c.blocks()[(c.height() - 1) << 8] = 1; // stone at the top of column 0
        assertTrue(FuzzCommand.checkChunk(g, w, c, ChunkStep.NOISE).get(0).contains("does not match the blocks"));

        w.generate(5, -9, ChunkStep.NOISE, c);
        c.biomes()[3] = -1;
        assertTrue(FuzzCommand.checkChunk(g, w, c, ChunkStep.NOISE).get(0).contains("invalid biome id"));
    }

    /** --step features decorates each chunk with its neighbours and checks its final heightmaps against its blocks. */
    @Test
    void featuresStepChecksTheFinalHeightmaps() {
        var r = CliTesting.run("fuzz", "--data", DumpChunkCommandTest.data(), "--seeds", "1", "--chunks-per-seed", "1", "--workers", "1",
                "--dimension", "the_end", "--step", "features", "--seed-source", "3");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("step features"), r.out());

        DataPack pack = DataPack.open(Path.of(DumpChunkCommandTest.data()));
        DimensionGenerator g = DimensionGenerator.load(pack, GeneratorOptions.OVERWORLD, null, 42);
        DimensionGenerator.Worker w = g.newWorker();
        ProtoChunk c = DumpChunkCommand.decorated(g, 5, -9);
        assertEquals(List.of(), FuzzCommand.checkChunk(g, w, c, ChunkStep.FEATURES));
        c.finalHeightmap(dev.strata.engine.levelgen.Heightmap.Types.MOTION_BLOCKING)[40]++;
        assertTrue(FuzzCommand.checkChunk(g, w, c, ChunkStep.FEATURES).get(0).startsWith("MOTION_BLOCKING "),
                FuzzCommand.checkChunk(g, w, c, ChunkStep.FEATURES).toString());
    }
}
