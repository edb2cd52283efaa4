package dev.strata.engine.gen;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.PositionSetOrder;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.ChunkHashes;
import dev.strata.engine.testing.SharedData;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * The features step of 26.2, structures on, against hashes the game 26.2 made: {@code
 * hashes/steelmc-26.2-features-13579.tsv} (a transcription of the SteelMC project's public file; its header names the
 * commit and the chunks left out). The strongest 26.2 check Strata has of the steps after surface: every cluster of
 * the file's three dimensions, with their structures' pieces, caves, ores, trees and vegetation.
 *
 * <p>The file states its protocol in its header, and this test follows it as {@link SteelMc261FeatureHashTest} does
 * for 26.1: each cluster (10 x 10 chunks) and the ring around it generated to carvers, the cluster decorated in
 * ascending x then z, hashed after all 100 are decorated, position sets iterated in insertion order
 * ({@link PositionSetOrder#INSERTION}: the extractor's game did; generation itself always uses the game's hash
 * order). Hashes are over 26.2 block-state ids, which are Strata's.
 *
 * <p>Every chunk must match except those a sixth column marks as differing (none today; the resource header says
 * which and why when there are), so a change that makes any chunk differ fails here, and one that fixes a marked
 * chunk is reported. {@code -Dstrata.steelmc262=<tsv>} runs another file of the same columns and prints every
 * cluster instead of failing.
 */
class SteelMc262FeatureHashTest {
    private static final String RESOURCE = "hashes/steelmc-26.2-features-13579.tsv";

    /** A chunk of the file; {@code knownToDiffer}: a sixth column says Strata differs there today. */
    private record Row(String dimension, String cluster, int x, int z, String features, boolean knownToDiffer) {}

    @Test
    void featuresEqualTheGames262Hashes() throws Exception {
        String other = System.getProperty("strata.steelmc262");
        Map<String, Map<String, List<Row>>> byDimension = new LinkedHashMap<>();
        try (InputStream raw = other != null ? Files.newInputStream(Path.of(other)) : getClass().getClassLoader().getResourceAsStream(RESOURCE);
             BufferedReader in = new BufferedReader(new InputStreamReader(Objects.requireNonNull(raw, RESOURCE), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] f = line.split("\t");
                Row r = new Row(f[0], f[1], Integer.parseInt(f[2]), Integer.parseInt(f[3]), f[4], f.length > 5 && !f[5].isBlank());
                byDimension.computeIfAbsent(r.dimension(), d -> new LinkedHashMap<>()).computeIfAbsent(r.cluster(), c -> new ArrayList<>()).add(r);
            }
        }
        assertTrue(byDimension.size() == 3 || other != null, "the resource holds the three dimensions");
        int[] ids = ChunkHashes.identity();
        List<String> failures = new ArrayList<>();
        int checked = 0;
        // clusters are independent: decorated on a few threads, each with a worker of its own, reported in file order
        int threads = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(threads);
        try {
            for (Map.Entry<String, Map<String, List<Row>>> d : byDimension.entrySet()) {
                DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse(d.getKey()), null, 13579L);
                g.setPositionSetOrder(PositionSetOrder.INSERTION);
                ThreadLocal<DimensionGenerator.Worker> workers = ThreadLocal.withInitial(g::newWorker);
                Map<String, java.util.concurrent.Future<List<Row>>> results = new LinkedHashMap<>();
                for (Map.Entry<String, List<Row>> c : d.getValue().entrySet()) {
                    results.put(c.getKey(), pool.submit(() -> decorateAfterAll(g, workers.get(), c.getValue(), ids)));
                }
                for (Map.Entry<String, List<Row>> c : d.getValue().entrySet()) {
                    List<Row> rows = c.getValue();
                    List<Row> differing = results.get(c.getKey()).get();
                    checked += rows.size();
                    List<String> unexpected = new ArrayList<>(), known = new ArrayList<>(), fixed = new ArrayList<>();
                    for (Row r : differing) (r.knownToDiffer() ? known : unexpected).add(r.x() + " " + r.z());
                    for (Row r : rows) if (r.knownToDiffer() && !differing.contains(r)) fixed.add(r.x() + " " + r.z());
                    if (!differing.isEmpty() || !fixed.isEmpty() || other != null) {
                        System.out.printf("26.2 features (SteelMC), %s cluster %s: %d of %d match%s%s%s%n", d.getKey(), c.getKey(),
                                rows.size() - differing.size(), rows.size(), unexpected.isEmpty() ? "" : "; differ at " + unexpected,
                                known.isEmpty() ? "" : "; known to differ at " + known,
                                fixed.isEmpty() ? "" : "; listed as differing but match now (update the resource): " + fixed);
                    }
                    if (!unexpected.isEmpty()) failures.add(d.getKey() + " cluster " + c.getKey() + " differs at " + unexpected);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        System.out.printf("26.2 features (SteelMC): %d chunks checked, %d clusters with differences%n", checked, failures.size());
        if (other == null) assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    /**
     * Generates the 10 x 10 cluster of {@code rows} and its ring to carvers, decorates the cluster x-major, then hashes
     * its chunks; returns those that differ.
     */
    private static List<Row> decorateAfterAll(DimensionGenerator g, DimensionGenerator.Worker w, List<Row> rows, int[] ids) throws Exception {
        Map<Long, ProtoChunk> chunks = ClusterDecoration.decorateCluster(g, w, rows, Row::x, Row::z, 10);
        List<Row> differing = new ArrayList<>();
        for (Row r : rows) if (!r.features().equals(ChunkHashes.blocks(chunks.get(key(r.x(), r.z())), ids))) differing.add(r);
        return differing;
    }

    private static long key(int x, int z) {
        return ClusterDecoration.key(x, z);
    }
}
