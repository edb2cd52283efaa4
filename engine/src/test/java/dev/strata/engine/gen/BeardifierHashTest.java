package dev.strata.engine.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The structures' terrain adaptation in the noise step against the game 26.2: eight nether chunks (seed 13579,
 * structures on), one from each soul sand valley cluster of the source, whose noise is shaped by a nether fossil's
 * beard ({@code terrain_adaptation: beard_thin}): each matches the game's noise hash with the beardifier and differs
 * without it (structures off). Over the source's 25 nether clusters the noise and carvers steps match 2,229 of 2,500
 * chunks without the beardifier and all 2,500 with it (measured 2026-12-01).
 * Source: {@code steel-core/test_assets/chunk_stage_hashes.json} of the SteelMC project at commit {@code 074aba4d0}
 * ({@code tn-lorenz/SteelMC}), made by its extractor inside the game 26.2 (the {@code noise} column, 26.2 ids, the
 * fixtures' hash definition); eight values transcribed here.
 */
class BeardifierHashTest {
    private static final String[][] WANT = {
        {"-298005", "171739", "e7c07a672aa303ebc87f5803c11c4286"}, {"-292298", "122127", "3852a63910d068785d50f55f1a6a2470"},
        {"-250790", "428716", "a9d5926982ae5c17607fbb44ed96347f"}, {"-14004", "-447122", "a728b72beb9b7ca8c65c674b17e82fd5"},
        {"160104", "-403547", "e340dd6b8ff2b516de0c23377f5c7a30"}, {"160232", "40377", "47a8e69971c9012736a8c90189c31b52"},
        {"182219", "2308", "f82975320dfcebcf4df333ea6f165942"}, {"300243", "59303", "2e3cbdf2cab1fd5d3a75e8740889b2d6"}};

    @Test
    void netherFossilsBeardTheNoise() throws Exception {
        List<String> want = new ArrayList<>(), got = new ArrayList<>(), without = new ArrayList<>();
        int[] ids = dev.strata.engine.testing.ChunkHashes.identity(); // 26.2 ids are Strata's own
        for (boolean structures : new boolean[] {true, false}) {
            DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:the_nether"), null, 13579L);
            g.setGenerateStructures(structures);
            DimensionGenerator.Worker w = g.newWorker();
            for (String[] r : WANT) {
                ProtoChunk c = g.newChunk();
                w.generate(Integer.parseInt(r[0]), Integer.parseInt(r[1]), ChunkStep.NOISE, c);
                String line = r[0] + " " + r[1] + " " + StageHashParityTest.hash(c, ids);
                if (structures) {
                    want.add(r[0] + " " + r[1] + " " + r[2]);
                    got.add(line);
                } else {
                    without.add(line);
                }
            }
        }
        assertEquals(want, got);
        for (int i = 0; i < want.size(); i++) assertNotEquals(want.get(i), without.get(i), "structures off must not beard " + want.get(i));
    }
}
