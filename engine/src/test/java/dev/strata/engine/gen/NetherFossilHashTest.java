package dev.strata.engine.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Nether fossils in the features step against the game 26.2: a soul sand valley 10 x 10 cluster of the nether
 * (chunks -298006..-297997, 171735..171744; seed 13579, structures on) with several fossils. As the game's extractor
 * made these hashes: every chunk of the cluster and the ring around it generated to carvers, the 100 decorated one by
 * one x-major, then hashed (26.2 ids, the fixtures' hash definition). Seven chunks holding fossil bones, one of them
 * a dried ghast and two a fossil that crosses their border; all seven need the fossils' beard in the noise step and
 * their blocks in the features step. Without nether fossils 71 of the cluster's 100 match, with them 100 (measured
 * 2026-12-01). Source: {@code steel-core/test_assets/chunk_stage_hashes.json} of the SteelMC project at commit
 * {@code 074aba4d0} ({@code tn-lorenz/SteelMC}), made by its extractor inside the game 26.2; seven values
 * transcribed here.
 */
class NetherFossilHashTest {
    private static final int X0 = -298006, Z0 = 171735;
    private static final String[][] WANT = {
        {"-298006", "171737", "a5f375dfb094d97512e65b8d734bd606"}, {"-298006", "171738", "e87a1304decd23eb2085cd74c350ffcf"},
        {"-298006", "171742", "bf0205588d8913b19699b7278a9076ce"}, {"-298004", "171740", "318767e006aedaf1894c50cdf58382c6"},
        {"-298000", "171742", "7b3e6577736cd5c8c3ba87d7d0147cfa"}, {"-297999", "171743", "c0e56e31749de79108c183890e1353f4"},
        {"-297998", "171740", "bc78deefd52003608ca8e07c3e50f963"}};

    @Test
    void fossilsAsTheGamePlacesThem() throws Exception {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:the_nether"), null, 13579L);
        DimensionGenerator.Worker w = g.newWorker();
        Map<Long, ProtoChunk> chunks = new HashMap<>();
        for (int x = X0 - 1; x <= X0 + 10; x++) {
            for (int z = Z0 - 1; z <= Z0 + 10; z++) {
                ProtoChunk c = g.newChunk();
                w.generate(x, z, ChunkStep.CARVERS, c);
                chunks.put(key(x, z), c);
            }
        }
        ProtoChunk[] around = new ProtoChunk[9];
        for (int x = X0; x < X0 + 10; x++) {
            for (int z = Z0; z < Z0 + 10; z++) {
                for (int dz = -1; dz <= 1; dz++) for (int dx = -1; dx <= 1; dx++) around[(dz + 1) * 3 + dx + 1] = chunks.get(key(x + dx, z + dz));
                w.decorate(around);
            }
        }
        int[] ids = dev.strata.engine.testing.ChunkHashes.identity(); // 26.2 ids are Strata's own
        List<String> got = new ArrayList<>(), want = new ArrayList<>();
        for (String[] r : WANT) {
            want.add(r[0] + " " + r[1] + " " + r[2]);
            got.add(r[0] + " " + r[1] + " " + StageHashParityTest.hash(chunks.get(key(Integer.parseInt(r[0]), Integer.parseInt(r[1]))), ids));
        }
        assertEquals(want, got);
    }

    private static long key(int x, int z) {
        return ((long) x << 32) | (z & 0xFFFFFFFFL);
    }
}
