package dev.strata.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.ProtoChunk;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code strata fuzz} passes on a small run, and its checks do catch broken chunks. */
class FuzzCommandTest {

    @Test
    void smallRunPassesAndPrintsItsSeedSource() {
        var r = DumpChunkCommandTest.run("fuzz", "--data", DumpChunkCommandTest.data(), "--seeds", "2", "--chunks-per-seed", "2",
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
        var a = DumpChunkCommandTest.run(args);
        var b = DumpChunkCommandTest.run(args);
        assertEquals(0, a.code(), a.err());
        assertEquals(a.out().lines().filter(l -> l.startsWith("seed ")).toList(), b.out().lines().filter(l -> l.startsWith("seed ")).toList());
    }

    @Test
    void surfaceStepAndTheEndFarOut() {
        // seed source 7 draws an End chunk ~9,000,000 blocks out, where vanilla's end_islands is NaN (int overflow)
        var r = DumpChunkCommandTest.run("fuzz", "--data", DumpChunkCommandTest.data(), "--seeds", "3", "--chunks-per-seed", "4",
                "--workers", "2", "--step", "surface", "--seed-source", "7");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(FuzzCommand.beyondEndIslandOverflow(-3945104, -9054064));
        assertTrue(!FuzzCommand.beyondEndIslandOverflow(370_000, 0) && FuzzCommand.beyondEndIslandOverflow(370_800, 0));
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
}
