package dev.strata.engine.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The game 26.2 places the {@code sulfur_caves} biome in the overworld (see {@link dev.strata.engine.biome.OverworldBiomeBuilder}):
 * surface and carvers hashes the game 26.2 made (seed 13579, 26.2 block-state ids, the fixtures' hash definition) of
 * six chunks of a desert cluster above sulfur caves, where without that biome every chunk differs (all 100 of the
 * cluster, measured 2026-12-01). Source of the hashes: the public file {@code steel-core/test_assets/chunk_stage_hashes.json}
 * of the SteelMC project at commit {@code 074aba4d0} (the repository {@code tn-lorenz/SteelMC}), written by its
 * extractor mod inside the game 26.2; six values transcribed here, the file is not.
 */
class SulfurCavesHashTest {

    @ParameterizedTest
    @CsvSource({
        "-196647, 16736, f31031b9bd7f81afdbbade659709b572, a707082dc1525e7b79094f77cd58e47b",
        "-196646, 16743, 9565b02d21a9c8e130c272aaa18a28c4, ae95f036ec3f11e24025dfeacb49ba84",
        "-196644, 16740, cf7235ab315ba3596d3eb65d3d5d6f76, 69e7096a76eee645c69b33d06d2840ba",
        "-196642, 16737, 0863df4fe91261ee7a6249a9ccdbaeda, f6a3d4eb3af2c5e29c61c7652720f69a",
        "-196641, 16744, 94aa6acfdd7380d22a88764dfb527531, decb3f1b8c0c2f08a2eea475bc68972b",
        "-196639, 16741, f30235295e4633e12034246027b6ca04, bd298a7bb76e4a0ba4b4fe948bcfe48c"})
    void surfaceAndCarversEqualTheGame262(int x, int z, String surface, String carvers) throws Exception {
        DimensionGenerator g = generator();
        DimensionGenerator.Worker w = g.newWorker();
        int[] ids = dev.strata.engine.testing.ChunkHashes.identity(); // 26.2 ids are Strata's own
        ProtoChunk c = g.newChunk();
        w.generate(x, z, ChunkStep.SURFACE, c);
        assertEquals(surface, StageHashParityTest.hash(c, ids), "surface of chunk " + x + ", " + z);
        c = g.newChunk();
        w.generate(x, z, ChunkStep.CARVERS, c);
        assertEquals(carvers, StageHashParityTest.hash(c, ids), "carvers of chunk " + x + ", " + z);
    }

    private static DimensionGenerator generator;

    private static synchronized DimensionGenerator generator() {
        if (generator == null) generator = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 13579L);
        return generator;
    }
}
