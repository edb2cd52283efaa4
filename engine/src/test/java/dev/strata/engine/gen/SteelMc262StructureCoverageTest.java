package dev.strata.engine.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.testing.SharedData;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What {@link SteelMc262FeatureHashTest}'s game-made hashes cover of the hand-built structures: in one cluster per
 * dimension, the number of the cluster's 100 chunks that each structure's starts reach (their pieces' boxes meet the
 * chunk, so the features step places them there; {@code StructureStarts.reachingStarts}). Over all 7,500 chunks of
 * that file (measured 2026-12-02): mineshafts reach 681 chunks in 21 overworld clusters, nether fortresses 152 in 7
 * nether clusters, end cities 15 in End cluster 24, besides villages, trial chambers, trail ruins, shipwrecks, ocean
 * ruins, ruined portals, buried treasure, bastions and nether fossils; no stronghold, monument, mansion, temple or
 * swamp hut (those are checked against Cubiomes, {@code structure/SingleStructuresCubiomesTest} and others). The
 * counts are Strata's; that the features hashes of these chunks all match is the other test's.
 */
class SteelMc262StructureCoverageTest {

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "minecraft:the_end; 24; minecraft:end_city=15",
        "minecraft:the_nether; 4; minecraft:bastion_remnant=20, minecraft:fortress=10, minecraft:nether_fossil=66",
        "minecraft:overworld; 0; minecraft:mineshaft=56, minecraft:village_savanna=54"})
    void structuresReachTheClustersChunks(String dimension, int cluster, String expected) throws IOException {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse(dimension), null, 13579L);
        var context = g.newWorker().structureContext();
        Map<String, Integer> reached = new TreeMap<>();
        int chunks = 0;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                getClass().getClassLoader().getResourceAsStream("hashes/steelmc-26.2-features-13579.tsv"), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                if (line.startsWith("#") || line.isBlank()) continue;
                String[] f = line.split("\t");
                if (!f[0].equals(dimension) || Integer.parseInt(f[1]) != cluster) continue;
                chunks++;
                for (String id : g.structureStarts().reachingStarts(Integer.parseInt(f[2]), Integer.parseInt(f[3]), context).keySet()) {
                    reached.merge(id, 1, Integer::sum);
                }
            }
        }
        assertEquals(100, chunks);
        assertEquals("{" + expected + "}", reached.toString());
    }
}
