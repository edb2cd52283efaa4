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
 *
 * <p>The overworld tree in {@code shared/vanilla/26.2/multi_noise_biome_tree.json} has no {@code sulfur_caves} leaf: it
 * is the list of the game 26.1 (or of a 26.2 build before sulfur caves were placed). The 26.2 game code adds that one
 * underground entry and its chunk hashes need it ({@link OverworldBiomeBuilder}); so the file is compared with
 * {@code strata:overworld_26_1}, and the 26.2 list is checked to be exactly that plus the sulfur caves entry.
 */
class BiomePresetParityTest {

    @ParameterizedTest
    @ValueSource(strings = {"overworld", "nether"})
    void presetEqualsVanillaLeaves(String preset) throws Exception {
        List<Climate.Entry> ours = BiomeParameterPresets.byName(dev.strata.engine.data.ResourceId.parse(treeList(preset)));
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
                BiomeParameterPresets.byName(dev.strata.engine.data.ResourceId.parse(treeList(preset))), registry);
        ClimateRTree tree = source.tree();
        int[] visited = {0};
        compare(VanillaTree.tree(preset), tree, 0, registry, "root", visited);
        assertEquals(tree.nodeCount(), visited[0], "node count");
    }

    /** The list the tree file was made from (see the class comment). */
    private static String treeList(String preset) {
        return preset.equals("overworld") ? "strata:overworld_26_1" : "minecraft:" + preset;
    }

    /** 26.2's overworld list is 26.1's with one entry more, sulfur caves, right before the deep dark (the last). */
    @org.junit.jupiter.api.Test
    void overworld262AddsSulfurCavesBeforeTheDeepDark() {
        List<Climate.Entry> old = OverworldBiomeBuilder.withoutSulfurCaves();
        List<Climate.Entry> now = BiomeParameterPresets.byName(dev.strata.engine.data.ResourceId.parse("minecraft:overworld"));
        assertEquals(old.size() + 1, now.size());
        assertEquals(old.subList(0, old.size() - 1), now.subList(0, old.size() - 1));
        Climate.Entry sulfur = now.get(now.size() - 2);
        assertEquals("minecraft:sulfur_caves", sulfur.biome().toString());
        assertEquals(old.get(old.size() - 1), now.get(now.size() - 1), "the deep dark stays last");
        Climate.ParameterPoint p = sulfur.point();
        assertEquals(Climate.ParameterPoint.of(Climate.Parameter.span(-1.0F, 1.0F), Climate.Parameter.span(-1.0F, 1.0F),
                Climate.Parameter.span(-0.19F, 0.55F), Climate.Parameter.span(0.45F, 1.0F), Climate.Parameter.span(0.2F, 0.9F),
                Climate.Parameter.span(-1.1F, -0.85F), 0.0F), p);
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
