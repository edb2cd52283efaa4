package dev.strata.engine.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The carvers step against the hashes the game made inside its own pipeline for seed 13579 (the {@code carvers}
 * column of {@code ../shared/fixtures/vanilla-hashes-13579/chunk_stage_hashes.tsv}, taken when the chunk's own
 * carvers step completed; same hash as {@link StageHashParityTest}). By default overworld cluster 8, the nether's
 * and the end's clusters; {@code -Dstrata.carverHashClusters=all} (or {@code overworld:0,1;the_nether:0}) picks
 * others. Prints per cluster how many hashes match.
 *
 * <p>The game 26.1 made these hashes: the generator reads the vanilla data through {@link SharedData#vanilla261()},
 * whose overworld has 26.1's biome list (no {@code sulfur_caves}); 26.2's list is checked by {@link SulfurCavesHashTest}.
 */
class CarverHashParityTest {
    private static final String DEFAULT = "overworld:8;the_nether:0;the_end:0";

    private record Row(String dimension, String cluster, int x, int z, String carvers) {}

    @Test
    void carverHashesEqualTheGames() throws Exception {
        Map<String, Set<String>> wanted = StageHashParityTest.selection(System.getProperty("strata.carverHashClusters", DEFAULT));
        Map<String, List<Row>> byDimension = new LinkedHashMap<>();
        for (String line : Files.readAllLines(SharedData.root().resolve("fixtures/vanilla-hashes-13579/chunk_stage_hashes.tsv"))) {
            String[] f = line.split("\t");
            if (f.length < 7 || !f[0].startsWith("minecraft:")) continue;
            Set<String> clusters = wanted.get(f[0]);
            if (clusters == null || !(clusters.contains("all") || clusters.contains(f[1]))) continue;
            byDimension.computeIfAbsent(f[0], d -> new ArrayList<>())
                    .add(new Row(f[0], f[1], Integer.parseInt(f[2]), Integer.parseInt(f[3]), f[6]));
        }
        int[] toOld = StageHashParityTest.idsOf261();
        List<String> wrong = new ArrayList<>();
        Map<String, int[]> perCluster = new LinkedHashMap<>(); // matched, compared, not comparable
        for (Map.Entry<String, List<Row>> e : byDimension.entrySet()) {
            DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla261(), ResourceId.parse(e.getKey()), null, 13579L);
            g.setGenerateStructures(false); // the fixture's world had structures off: its noise has no terrain adaptation
            DimensionGenerator.Worker w = g.newWorker();
            ProtoChunk chunk = g.newChunk();
            for (Row r : e.getValue()) {
                int[] counts = perCluster.computeIfAbsent(r.dimension() + " cluster " + r.cluster(), k -> new int[3]);
                w.generate(r.x(), r.z(), ChunkStep.CARVERS, chunk);
                String carvers = StageHashParityTest.hash(chunk, toOld);
                if (carvers == null) {
                    counts[2]++;
                    continue;
                }
                counts[1]++;
                if (carvers.equals(r.carvers())) counts[0]++;
                else wrong.add(r.dimension() + " cluster " + r.cluster() + " chunk " + r.x() + " " + r.z() + ": carvers " + carvers + ", game " + r.carvers());
            }
        }
        perCluster.forEach((k, v) -> System.out.printf("carvers hashes, %s: %d of %d match (%d not comparable)%n", k, v[0], v[1], v[2]));
        assertTrue(!perCluster.isEmpty(), "no rows selected");
        assertEquals(List.of(), wrong, "carvers hashes that differ from the game's");
    }
}
