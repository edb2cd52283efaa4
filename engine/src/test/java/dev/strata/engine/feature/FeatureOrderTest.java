package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.biome.BiomeSources;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.placement.PlacedFeature;
import dev.strata.engine.testing.SharedData;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The global feature order of the vanilla dimensions, from the biomes' lists by id (no feature is parsed). */
class FeatureOrderTest {

    /** Each biome's lists as placed-feature stand-ins, one object per id (as the parser gives). */
    static List<PlacedFeature[][]> lists(DataPack pack, BiomeRegistry registry, List<Integer> biomes, Map<ResourceId, PlacedFeature> ids) {
        List<PlacedFeature[][]> out = new ArrayList<>();
        for (int b : biomes) {
            String file = registry.name(b).file("worldgen/biome");
            JsonCursor root = JsonCursor.root(file, pack.readJson(file));
            List<PlacedFeature[]> steps = new ArrayList<>();
            for (JsonCursor step : root.get("features").elements()) {
                List<PlacedFeature> l = new ArrayList<>();
                for (JsonCursor e : step.elements()) l.add(ids.computeIfAbsent(e.asId(), id -> new PlacedFeature(id, null, List.of())));
                steps.add(l.toArray(new PlacedFeature[0]));
            }
            out.add(steps.toArray(new PlacedFeature[0][]));
        }
        return out;
    }

    static List<List<PlacedFeature>> order(String dimension) {
        DataPack pack = SharedData.vanilla();
        BiomeRegistry registry = BiomeRegistry.load(pack);
        List<Integer> possible = new ArrayList<>(BiomeSources.dimension(pack, ResourceId.parse(dimension), registry).biomeSource().possibleBiomes());
        return FeatureSorter.featuresPerStep(lists(pack, registry, possible, new HashMap<>()));
    }

    private static PlacedFeature f(String name) {
        return new PlacedFeature(ResourceId.parse("test:" + name), null, List.of());
    }

    /**
     * Worked by hand from the game's rule: A lists [f1, f2], B lists [f3, f2] (one step). Numbers f1 0, f2 1, f3 2;
     * edges f1→f2, f3→f2; the search from f1 emits f2 then f1, from f3 emits f3; reversed: f3, f1, f2. (First
     * appearance would give f1, f2, f3.) A feature in a later step of B comes after all of step 0.
     */
    @Test
    void orderIsTheReversedDepthFirstEmission() {
        PlacedFeature f1 = f("f1"), f2 = f("f2"), f3 = f("f3"), g1 = f("g1");
        List<PlacedFeature[][]> biomes = List.of(
                new PlacedFeature[][] {{f1, f2}},
                new PlacedFeature[][] {{f3, f2}, {g1}});
        List<List<PlacedFeature>> order = FeatureSorter.featuresPerStep(biomes);
        assertEquals(List.of(f3, f1, f2), order.get(0));
        assertEquals(List.of(g1), order.get(1));
    }

    @Test
    void aCycleIsRefused() {
        PlacedFeature a = f("a"), b = f("b");
        List<PlacedFeature[][]> biomes = List.of(new PlacedFeature[][] {{a, b}}, new PlacedFeature[][] {{b, a}});
        org.junit.jupiter.api.Assertions.assertThrows(dev.strata.engine.data.DataPackException.class, () -> FeatureSorter.featuresPerStep(biomes));
    }

    @Test
    void netherAndEndOrdersHaveTheirStepsAndEveryFeatureOnce() {
        for (String dim : new String[] {"minecraft:the_nether", "minecraft:the_end", "minecraft:overworld"}) {
            List<List<PlacedFeature>> order = order(dim);
            assertTrue(order.size() >= 1 && order.size() <= 11, dim + ": " + order.size() + " steps");
            int total = 0;
            for (List<PlacedFeature> step : order) {
                total += step.size();
                assertEquals(step.size(), new java.util.HashSet<>(step).size(), dim + ": a feature twice in one step");
            }
            System.out.println(dim + ": " + total + " placed features in the global order");
            assertTrue(total > 0);
        }
    }

    /**
     * The global order depends only on the biomes the source can give. 26.2's overworld source gives
     * {@code sulfur_caves} (the game's 26.2 {@code OverworldBiomeBuilder}), so its features take indices in the
     * overworld's order and shift the decoration seeds of every feature after them in their steps; 26.1's list (the
     * one that made the fixture hashes) does not, and its order has none of them.
     */
    @Test
    void sulfurCavesIsAPossibleOverworldBiomeSince262() {
        assertEquals(55, possible(SharedData.vanilla()).size());
        assertTrue(names(SharedData.vanilla()).containsAll(List.of(ResourceId.parse("minecraft:sulfur_pool"), ResourceId.parse("minecraft:sulfur_spike"))));
        assertEquals(54, possible(SharedData.vanilla261()).size());
        List<ResourceId> old = names(SharedData.vanilla261());
        assertTrue(!old.contains(ResourceId.parse("minecraft:sulfur_pool")) && !old.contains(ResourceId.parse("minecraft:sulfur_spike")), "sulfur features in 26.1's order");
    }

    private static List<Integer> possible(DataPack pack) {
        BiomeRegistry registry = BiomeRegistry.load(pack);
        return BiomeSources.dimension(pack, ResourceId.parse("minecraft:overworld"), registry).biomeSource().possibleBiomes();
    }

    private static List<ResourceId> names(DataPack pack) {
        BiomeRegistry registry = BiomeRegistry.load(pack);
        List<Integer> possible = new ArrayList<>(possible(pack));
        List<ResourceId> all = new ArrayList<>();
        for (List<PlacedFeature> step : FeatureSorter.featuresPerStep(lists(pack, registry, possible, new HashMap<>()))) {
            for (PlacedFeature f : step) all.add(f.id());
        }
        return all;
    }
}
