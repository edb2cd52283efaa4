package dev.strata.engine.biome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.density.DensityCompiler;
import dev.strata.engine.levelgen.NoiseGeneratorSettings;
import dev.strata.engine.levelgen.NoiseRouter;
import dev.strata.engine.levelgen.RandomState;
import dev.strata.engine.testing.SharedData;
import java.nio.file.Files;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Loading and behaviour of every biome source type, and the R-tree search against brute force. */
class BiomeSourcesTest {
    private static BiomeRegistry registry;

    /** Loaded on first use, so that a missing shared folder skips the tests instead of failing the class. */
    private static synchronized BiomeRegistry registry() {
        if (registry == null) registry = BiomeRegistry.load(SharedData.vanilla());
        return registry;
    }

    private static BiomeSource parse(String json) {
        return BiomeSources.parse(JsonCursor.root("test.json", JsonParser.parseString(json)), SharedData.vanilla(), registry());
    }

    private static int id(String name) {
        return registry().id(ResourceId.parse(name));
    }

    @Test
    void inlineMultiNoiseAcceptsEveryParameterForm() {
        BiomeSource s = parse("{\"type\":\"minecraft:multi_noise\",\"biomes\":["
                + "{\"biome\":\"minecraft:plains\",\"parameters\":{\"temperature\":[-1,0],\"humidity\":0,\"continentalness\":{\"min\":-0.5,\"max\":0.5},"
                + "\"erosion\":0,\"depth\":0,\"weirdness\":0,\"offset\":0}},"
                + "{\"biome\":\"minecraft:desert\",\"parameters\":{\"temperature\":[0.5,1],\"humidity\":0,\"continentalness\":0,"
                + "\"erosion\":0,\"depth\":0,\"weirdness\":0,\"offset\":0}}]}");
        MultiNoiseBiomeSource m = (MultiNoiseBiomeSource) s;
        assertEquals(new Climate.Parameter(-10000, 0), m.entries().get(0).point().temperature());
        assertEquals(new Climate.Parameter(-5000, 5000), m.entries().get(0).point().continentalness());
        ClimateRTree.Cursor c = m.tree().cursor();
        c.target[Climate.TEMPERATURE] = 9000;
        assertEquals(id("minecraft:desert"), m.tree().search(c));
        c.target[Climate.TEMPERATURE] = -3000;
        assertEquals(id("minecraft:plains"), m.tree().search(c));
        assertThrows(DataPackException.class, () -> parse("{\"type\":\"minecraft:multi_noise\",\"biomes\":[{\"biome\":\"minecraft:nope\","
                + "\"parameters\":{\"temperature\":0,\"humidity\":0,\"continentalness\":0,\"erosion\":0,\"depth\":0,\"weirdness\":0,\"offset\":0}}]}"));
        assertThrows(DataPackException.class, () -> parse("{\"type\":\"minecraft:multi_noise\",\"preset\":\"minecraft:nope\"}"));
        assertThrows(DataPackException.class, () -> parse("{\"type\":\"minecraft:multi_noise\",\"biomes\":[{\"biome\":\"minecraft:plains\","
                + "\"parameters\":{\"temperature\":[1,0],\"humidity\":0,\"continentalness\":0,\"erosion\":0,\"depth\":0,\"weirdness\":0,\"offset\":0}}]}"));
    }

    @Test
    void fixedAndCheckerboard() {
        BiomeSource.Resolver f = parse("{\"type\":\"minecraft:fixed\",\"biome\":\"minecraft:plains\"}").resolver(null);
        assertEquals(40, f.biome(123, -4, 99));
        BiomeSource.Resolver c = parse("{\"type\":\"minecraft:checkerboard\",\"biomes\":[\"minecraft:plains\",\"minecraft:desert\"],\"scale\":0}").resolver(null);
        // scale 0: squares of 4 quarts (one chunk)
        assertEquals(id("minecraft:plains"), c.biome(0, 0, 0));
        assertEquals(id("minecraft:plains"), c.biome(3, 0, 3));
        assertEquals(id("minecraft:desert"), c.biome(4, 0, 0));
        assertEquals(id("minecraft:desert"), c.biome(-1, 0, 0));
        assertEquals(id("minecraft:plains"), c.biome(-1, 0, -1));
        BiomeSource.Resolver single = parse("{\"type\":\"minecraft:checkerboard\",\"biomes\":\"minecraft:forest\"}").resolver(null);
        assertEquals(21, single.biome(1000, 0, -1000));
        assertThrows(DataPackException.class, () -> parse("{\"type\":\"minecraft:checkerboard\",\"biomes\":[\"minecraft:plains\"],\"scale\":63}"));
        assertThrows(DataPackException.class, () -> parse("{\"type\":\"minecraft:nope\"}"));
    }

    @Test
    void theEnd() {
        var pack = SharedData.vanilla();
        BiomeSources.Dimension dim = BiomeSources.dimension(pack, ResourceId.parse("minecraft:the_end"), registry());
        assertEquals(0, dim.minY());
        assertEquals(256, dim.height());
        var settings = NoiseGeneratorSettings.load(pack, dim.noiseSettings());
        var state = new RandomState(pack, 0L, settings.legacyRandomSource());
        NoiseRouter router = NoiseRouter.compile(settings.router(), new DensityCompiler(state, DensityCompiler.DIRECT));
        BiomeSource.Resolver r = dim.biomeSource().resolver(ClimateSampler.of(router));
        // chunk (64, 0): 64² <= 4096 → the_end; chunk (65, 0) is outside
        assertEquals(id("minecraft:the_end"), r.biome(64 * 4 + 3, 10, 3));
        Set<Integer> seen = new HashSet<>();
        for (int cx = 65; cx < 400; cx += 3) {
            for (int cz = -200; cz < 200; cz += 7) {
                int b = r.biome(cx * 4, 16, cz * 4);
                double h = router.erosion().compute(cx * 16 + 8, 64, cz * 16 + 8);
                int want = h > 0.25 ? id("minecraft:end_highlands") : h >= -0.0625 ? id("minecraft:end_midlands")
                        : h < -0.21875 ? id("minecraft:small_end_islands") : id("minecraft:end_barrens");
                assertEquals(want, b);
                seen.add(b);
            }
        }
        assertEquals(4, seen.size(), "all four outer end biomes occur");
    }

    @Test
    void netherDimensionSamplesTheDimensionTypeHeight() {
        BiomeSources.Dimension dim = BiomeSources.dimension(SharedData.vanilla(), ResourceId.parse("minecraft:the_nether"), registry());
        assertEquals(0, dim.minY());
        assertEquals(256, dim.height()); // dimension type; the nether's noise settings are 128 high
        assertEquals(ResourceId.parse("minecraft:nether"), dim.noiseSettings());
    }

    /**
     * For every climate the game sampled (seed 0 fixture) and many random targets, the warm-started tree search
     * returns a leaf at the minimal distance (brute force), and equals a cold search whenever the minimum is unique.
     */
    @Test
    void treeSearchFindsTheNearestLeaf() throws Exception {
        MultiNoiseBiomeSource src = new MultiNoiseBiomeSource(OverworldBiomeBuilder.entries(), registry());
        ClimateRTree tree = src.tree();
        List<Climate.Entry> entries = src.entries();
        ClimateRTree.Cursor warm = tree.cursor();
        JsonArray samples = JsonParser.parseString(Files.readString(
                SharedData.fixture("biomes/multi_noise_sample_no_blend_no_beard_0_0_0.json"))).getAsJsonArray();
        int checked = 0;
        for (int n = 0; n < samples.size(); n += 3) { // a third of the game's samples, in order (warm start as a walk)
            JsonArray a = samples.get(n).getAsJsonArray();
            for (int i = 0; i < 6; i++) warm.target[i] = a.get(3 + i).getAsLong();
            checkNearest(tree, entries, warm);
            checked++;
        }
        Random rnd = new Random(42);
        for (int n = 0; n < 2000; n++) {
            for (int i = 0; i < 6; i++) warm.target[i] = rnd.nextInt(24001) - 12000;
            checkNearest(tree, entries, warm);
            checked++;
        }
        assertTrue(checked > 2000);
    }

    private static Climate.Parameter[][] spaces;

    private static void checkNearest(ClimateRTree tree, List<Climate.Entry> entries, ClimateRTree.Cursor cursor) {
        if (spaces == null) spaces = entries.stream().map(en -> en.point().space()).toArray(Climate.Parameter[][]::new);
        long best = Long.MAX_VALUE;
        int count = 0;
        Set<Integer> bestBiomes = new HashSet<>();
        for (int e = 0; e < entries.size(); e++) {
            Climate.Entry en = entries.get(e);
            long d = 0;
            Climate.Parameter[] s = spaces[e];
            for (int i = 0; i < 7; i++) {
                long x = s[i].distance(cursor.target[i]);
                d += x * x;
            }
            if (d < best) {
                best = d;
                count = 1;
                bestBiomes.clear();
                bestBiomes.add(registry().id(en.biome()));
            } else if (d == best) {
                count++;
                bestBiomes.add(registry().id(en.biome()));
            }
        }
        int got = tree.search(cursor);
        assertTrue(bestBiomes.contains(got), "not a nearest biome");
        if (bestBiomes.size() == 1) {
            ClimateRTree.Cursor cold = tree.cursor();
            System.arraycopy(cursor.target, 0, cold.target, 0, 7);
            assertEquals(got, tree.search(cold));
        }
    }
}
