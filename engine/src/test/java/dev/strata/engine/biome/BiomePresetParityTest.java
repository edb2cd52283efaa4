package dev.strata.engine.biome;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonObject;
import dev.strata.engine.testing.SharedData;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The code-defined presets equal the game's: {@link OverworldBiomeBuilder} and the nether list produce exactly the
 * leaves of the vanilla 26.2 trees (same boxes and biomes, as a multiset), and the R-tree we build from them has
 * the game's branch structure node for node (boxes, child order, leaf biomes) — so the search visits children in
 * the game's order and ties resolve the same way.
 */
class BiomePresetParityTest {

    @ParameterizedTest
    @ValueSource(strings = {"overworld", "nether"})
    void presetEqualsVanillaLeaves(String preset) throws Exception {
        List<Climate.Entry> ours = BiomeParameterPresets.byName(dev.strata.engine.data.ResourceId.parse("minecraft:" + preset));
        List<JsonObject> leaves = new ArrayList<>();
        VanillaTree.leaves(VanillaTree.tree(preset), leaves);
        assertEquals(leaves.size(), ours.size(), "entry count");
        Map<String, Integer> want = new TreeMap<>();
        for (JsonObject l : leaves) want.merge(VanillaTree.key(l), 1, Integer::sum);
        Map<String, Integer> got = new TreeMap<>();
        for (Climate.Entry e : ours) got.merge(VanillaTree.key(e), 1, Integer::sum);
        if (!want.equals(got)) {
            StringBuilder sb = new StringBuilder();
            int shown = 0;
            for (var w : want.entrySet()) {
                if (!w.getValue().equals(got.get(w.getKey())) && shown++ < 20) sb.append("vanilla only: ").append(w).append('\n');
            }
            for (var g : got.entrySet()) {
                if (!g.getValue().equals(want.get(g.getKey())) && shown++ < 40) sb.append("ours only: ").append(g).append('\n');
            }
            assertEquals(want, got, sb.toString());
        }
        if (preset.equals("overworld")) {
            assertEquals(7593, ours.size());
            assertEquals(54, ours.stream().map(Climate.Entry::biome).distinct().count());
        } else {
            assertEquals(5, ours.size());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"overworld", "nether"})
    void rTreeEqualsVanillaStructure(String preset) throws Exception {
        BiomeRegistry registry = BiomeRegistry.load(SharedData.vanilla());
        MultiNoiseBiomeSource source = new MultiNoiseBiomeSource(
                BiomeParameterPresets.byName(dev.strata.engine.data.ResourceId.parse("minecraft:" + preset)), registry);
        ClimateRTree tree = source.tree();
        int[] visited = {0};
        compare(VanillaTree.tree(preset), tree, 0, registry, "root", visited);
        assertEquals(tree.nodeCount(), visited[0], "node count");
    }

    private static void compare(JsonObject want, ClimateRTree tree, int node, BiomeRegistry registry, String path, int[] visited) {
        visited[0]++;
        StringBuilder got = new StringBuilder();
        for (int d = 0; d < Climate.AXES; d++) got.append(tree.min(node, d)).append("..").append(tree.max(node, d)).append(' ');
        if (tree.isLeaf(node)) got.append(registry.name(tree.leafValue(node)));
        assertEquals(VanillaTree.key(want), got.toString(), path);
        assertEquals(VanillaTree.isLeaf(want), tree.isLeaf(node), path + " leaf?");
        if (!tree.isLeaf(node)) {
            List<JsonObject> wc = VanillaTree.children(want);
            int[] gc = tree.childrenOf(node);
            assertEquals(wc.size(), gc.length, path + " children");
            for (int i = 0; i < gc.length; i++) compare(wc.get(i), tree, gc[i], registry, path + "/" + i, visited);
        }
    }
}
