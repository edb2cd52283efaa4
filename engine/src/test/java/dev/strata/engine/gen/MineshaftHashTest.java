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
 * Mineshafts in the features step against the game 26.2: a deep-ocean 10 x 10 cluster (chunks -349435..-349426,
 * 434506..434515; seed 13579, structures on) under which mineshafts run. As the game's extractor made these hashes:
 * every chunk of the cluster and the ring around it generated to carvers, the 100 decorated one by one x-major, then
 * hashed (26.2 ids, the fixtures' hash definition). Ten chunks whose hash needs the mineshafts' pieces: without
 * structures all ten differ (39 of the cluster's 100 do), with them all ten match (87 of 100 match, measured
 * 2026-12-01; no tree grows here, so the set-order change that extractor made to tree features does not show).
 * Source: {@code steel-core/test_assets/chunk_stage_hashes.json} of the SteelMC project at commit {@code 074aba4d0}
 * ({@code tn-lorenz/SteelMC}), made by its extractor inside the game 26.2; ten values transcribed here.
 */
class MineshaftHashTest {
    private static final int X0 = -349435, Z0 = 434506;
    private static final String[][] WANT = {
        {"-349435", "434513", "7bb9e48b3ca42426718af9256de8ba9e"}, {"-349434", "434514", "08dcbac46217b583d0c870fd93d33cb0"},
        {"-349432", "434513", "ce35db46cca12bbc3de6f1093cc5b65c"}, {"-349431", "434513", "ecc03c0bd737c1751a4930e667ec8d83"},
        {"-349430", "434512", "079dd0ca5ac574afc103f84ac801c24f"}, {"-349429", "434509", "6069c3d7c84ee4c22315f085b85c4f1d"},
        {"-349428", "434507", "33aa8677142d10f02d60df5e7f268718"}, {"-349428", "434513", "1cd29823a3c3fba62dc650abaff95d85"},
        {"-349427", "434510", "1ba87e96cc84cc6ea70cb08455020212"}, {"-349426", "434511", "7ed2e7cff86f720cfa7cfe921000aa09"}};

    @Test
    void mineshaftPiecesAsTheGamePlacesThem() throws Exception {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 13579L);
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
