package dev.strata.engine.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.PositionSetOrder;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * The features step against hashes the game 26.1 made with a stated protocol: the clusters in
 * {@code hashes/steelmc-26.1-features-13579.tsv} (a transcription; its header names the public file and commit).
 *
 * <p>Why a second oracle beside {@link FeatureHashParityTest}: the fixture in {@code ../shared} comes from an earlier
 * run of the same extractor whose capture protocol is not published. Its overworld forest clusters match only 34 and
 * 46 of 100 under every deterministic protocol tried (own step or after all, x- or z-major, hash or insertion sets),
 * while the nether and the End match 100 of 100. The extractor's next 26.1 file states its protocol in its header,
 * and Strata reproduces it:
 * <ul>
 *   <li>{@code chunk_generation_order: x_z_ascending}: every chunk of the cluster and of the ring around it is
 *       generated to carvers, then the 100 chunks are decorated in ascending x, then ascending z; the ring never is;</li>
 *   <li>{@code feature_hash_capture: after_all_tracked_features_ready}: hashed after all 100 are decorated;</li>
 *   <li>{@code hashset_iteration_order: insertion_order}: the extractor's game iterated the position sets of trees
 *       and vegetation patches in insertion order, so this test sets {@link PositionSetOrder#INSERTION}; generation
 *       itself always uses the game's hash order;</li>
 *   <li>structures on (its noise hashes near structures need the beardifier), 26.1's biome list
 *       ({@link SharedData#vanilla261()}), and block ids mapped to 26.1's, as {@link StageHashParityTest} does.</li>
 * </ul>
 * Every listed chunk must match. {@code -Dstrata.steelmc261=<tsv>} runs another file of the same columns (e.g. all
 * 7,500 chunks of the public file) and prints every cluster instead of failing (docs/features.md has the figures).
 */
class SteelMc261FeatureHashTest {
    private static final String RESOURCE = "hashes/steelmc-26.1-features-13579.tsv";

    private record Row(String dimension, String cluster, int x, int z, String features) {}

    @Test
    void featuresEqualTheGames261HashesUnderTheStatedProtocol() throws Exception {
        Map<String, Map<String, List<Row>>> byDimension = new LinkedHashMap<>();
        String other = System.getProperty("strata.steelmc261");
        try (BufferedReader in = new BufferedReader(new InputStreamReader(other != null ? java.nio.file.Files.newInputStream(java.nio.file.Path.of(other))
                : Objects.requireNonNull(getClass().getClassLoader().getResourceAsStream(RESOURCE), RESOURCE), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] f = line.split("\t");
                Row r = new Row(f[0], f[1], Integer.parseInt(f[2]), Integer.parseInt(f[3]), f[4]);
                byDimension.computeIfAbsent(r.dimension(), d -> new LinkedHashMap<>()).computeIfAbsent(r.cluster(), c -> new ArrayList<>()).add(r);
            }
        }
        assertTrue(!byDimension.isEmpty(), "no rows in " + RESOURCE);
        int[] toOld = StageHashParityTest.idsOf261();
        List<String> failures = new ArrayList<>();
        for (Map.Entry<String, Map<String, List<Row>>> d : byDimension.entrySet()) {
            DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla261(), ResourceId.parse(d.getKey()), null, 13579L);
            g.setPositionSetOrder(PositionSetOrder.INSERTION);
            DimensionGenerator.Worker w = g.newWorker();
            for (Map.Entry<String, List<Row>> c : d.getValue().entrySet()) {
                List<Row> rows = c.getValue();
                assertEquals(100, rows.size(), d.getKey() + " cluster " + c.getKey());
                List<String> differing = decorateAfterAll(g, w, rows, toOld);
                System.out.printf("26.1 features (SteelMC, stated protocol), %s cluster %s: %d of 100 match%s%n", d.getKey(), c.getKey(),
                        100 - differing.size(), differing.isEmpty() ? "" : "; differ at " + differing);
                if (!differing.isEmpty()) failures.add(d.getKey() + " cluster " + c.getKey() + " differs at " + differing);
            }
        }
        if (other == null) assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    /** Generates the cluster and its ring to carvers, decorates the cluster x-major, hashes; returns differing chunks. */
    private static List<String> decorateAfterAll(DimensionGenerator g, DimensionGenerator.Worker w, List<Row> rows, int[] toOld) throws Exception {
        Map<Long, ProtoChunk> chunks = ClusterDecoration.decorateCluster(g, w, rows, Row::x, Row::z, 10);
        List<String> differing = new ArrayList<>();
        for (Row r : rows) {
            if (!StageHashParityTest.hash(chunks.get(key(r.x(), r.z())), toOld).equals(r.features())) differing.add(r.x() + " " + r.z());
        }
        return differing;
    }

    private static long key(int x, int z) {
        return ClusterDecoration.key(x, z);
    }
}
