package dev.strata.engine.feature.stateproviders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.DataPackException;
import dev.strata.engine.feature.RegionFixture;
import dev.strata.engine.noise.NoiseParameters;
import dev.strata.engine.noise.NormalNoise;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Each block state provider type against the game's formula (26.1 {@code levelgen/feature/stateproviders}), with
 * draws replayed on {@code java.util.Random} (the game's legacy LCG) and the noises rebuilt from the provider's seed.
 */
class BlockStateProvidersTest {
    final RegionFixture f = new RegionFixture();

    BlockStateProvider p(String json) {
        return f.parser.stateProvider(RegionFixture.json(json));
    }

    String name(int state) {
        return f.states.registry().toString(state);
    }

    @Test
    void simpleDrawsNothing() {
        BlockStateProvider s = p("{\"type\":\"minecraft:simple_state_provider\",\"state\":{\"Name\":\"minecraft:lilac\",\"Properties\":{\"half\":\"upper\"}}}");
        LegacyRandom r = new LegacyRandom(5);
        assertEquals("minecraft:lilac[half=upper]", name(s.getState(f.level, r, 0, 0, 0)));
        assertEquals(new Random(5).nextInt(), r.nextInt());
    }

    static final String VINES = "{\"type\":\"minecraft:weighted_state_provider\",\"entries\":[{\"data\":{\"Name\":\"minecraft:cave_vines\","
            + "\"Properties\":{\"age\":\"0\",\"berries\":\"false\"}},\"weight\":4},{\"data\":{\"Name\":\"minecraft:cave_vines\","
            + "\"Properties\":{\"age\":\"0\",\"berries\":\"true\"}},\"weight\":1}]}";

    @Test
    void weightedPicksByCumulativeWeight() {
        BlockStateProvider w = p(VINES);
        for (long seed = 0; seed < 200; seed++) {
            LegacyRandom r = new LegacyRandom(seed);
            Random o = new Random(seed);
            String want = "minecraft:cave_vines[age=0,berries=" + (o.nextInt(5) < 4 ? "false" : "true") + "]";
            assertEquals(want, name(w.getState(f.level, r, 0, 0, 0)));
            assertEquals(o.nextInt(), r.nextInt());
        }
        assertThrows(DataPackException.class, () -> p("{\"type\":\"minecraft:weighted_state_provider\",\"entries\":[]}"));
    }

    @Test
    void randomizedIntSetsTheIntPropertyAfterTheSourceDraws() {
        BlockStateProvider ri = p("{\"type\":\"minecraft:randomized_int_state_provider\",\"property\":\"age\",\"source\":" + VINES
                + ",\"values\":{\"type\":\"minecraft:uniform\",\"min_inclusive\":23,\"max_inclusive\":25}}");
        for (long seed = 0; seed < 200; seed++) {
            LegacyRandom r = new LegacyRandom(seed);
            Random o = new Random(seed);
            String berries = o.nextInt(5) < 4 ? "false" : "true";
            String want = "minecraft:cave_vines[age=" + (o.nextInt(3) + 23) + ",berries=" + berries + "]";
            assertEquals(want, name(ri.getState(f.level, r, 0, 0, 0)));
            assertEquals(o.nextInt(), r.nextInt());
        }
        // a source without the property: its state unchanged, and no draw for the value
        BlockStateProvider none = p("{\"type\":\"minecraft:randomized_int_state_provider\",\"property\":\"age\",\"source\":"
                + "{\"type\":\"minecraft:simple_state_provider\",\"state\":{\"Name\":\"minecraft:stone\"}},\"values\":{\"type\":\"minecraft:uniform\",\"min_inclusive\":1,\"max_inclusive\":3}}");
        LegacyRandom r = new LegacyRandom(9);
        assertEquals("minecraft:stone", name(none.getState(f.level, r, 0, 0, 0)));
        assertEquals(new Random(9).nextInt(), r.nextInt());
        assertThrows(DataPackException.class, () -> p("{\"type\":\"minecraft:randomized_int_state_provider\",\"property\":\"age\",\"source\":" + VINES
                + ",\"values\":{\"type\":\"minecraft:uniform\",\"min_inclusive\":23,\"max_inclusive\":26}}"));
    }

    @Test
    void rotatedDrawsAnAxisEvenWithoutOne() {
        BlockStateProvider hay = p("{\"type\":\"minecraft:rotated_block_provider\",\"state\":{\"Name\":\"minecraft:hay_block\",\"Properties\":{\"axis\":\"y\"}}}");
        String[] axes = {"x", "y", "z"};
        for (long seed = 0; seed < 100; seed++) {
            LegacyRandom r = new LegacyRandom(seed);
            Random o = new Random(seed);
            assertEquals("minecraft:hay_block[axis=" + axes[o.nextInt(3)] + "]", name(hay.getState(f.level, r, 0, 0, 0)));
            assertEquals(o.nextInt(), r.nextInt());
        }
        BlockStateProvider stone = p("{\"type\":\"minecraft:rotated_block_provider\",\"state\":{\"Name\":\"minecraft:stone\"}}");
        LegacyRandom r = new LegacyRandom(3);
        Random o = new Random(3);
        o.nextInt(3);
        assertEquals("minecraft:stone", name(stone.getState(f.level, r, 0, 0, 0)));
        assertEquals(o.nextInt(), r.nextInt());
    }

    static NormalNoise noise(long seed, int firstOctave) {
        return NormalNoise.create(new WorldgenRandom(new LegacyRandom(seed)), new NoiseParameters(firstOctave, new double[] {1.0}));
    }

    static int index(double noise, int size) {
        double v = Math.max(0.0, Math.min(0.9999, (1.0 + noise) / 2.0));
        return (int) (v * size);
    }

    static final String[] FOREST = {"dandelion", "poppy", "allium", "azure_bluet", "red_tulip", "orange_tulip", "white_tulip",
            "pink_tulip", "oxeye_daisy", "cornflower", "lily_of_the_valley"};

    static String list(String... names) {
        StringBuilder sb = new StringBuilder("[");
        for (String n : names) sb.append(sb.length() > 1 ? "," : "").append("{\"Name\":\"minecraft:").append(n).append("\"}");
        return sb.append("]").toString();
    }

    @Test
    void noiseProviderPicksByTheProvidersOwnNoise() {
        // flower_flower_forest of the 26.2 data
        BlockStateProvider np = p("{\"type\":\"minecraft:noise_provider\",\"noise\":{\"amplitudes\":[1.0],\"firstOctave\":0},"
                + "\"scale\":0.020833334,\"seed\":2345,\"states\":" + list(FOREST) + "}");
        NormalNoise n = noise(2345, 0);
        double scale = 0.020833334f;
        Set<String> seen = new HashSet<>();
        for (int x = -200; x < 200; x += 7) {
            for (int z = -200; z < 200; z += 5) {
                LegacyRandom r = new LegacyRandom(1);
                String want = "minecraft:" + FOREST[index(n.getValue(x * scale, 64 * scale, z * scale), FOREST.length)];
                String got = name(np.getState(f.level, r, x, 64, z));
                assertEquals(want, got, "at " + x + " " + z);
                seen.add(got);
                assertEquals(new Random(1).nextInt(), r.nextInt(), "no draw");
            }
        }
        assertTrue(seen.size() > 4, "the noise varies over 400 blocks: " + seen);
    }

    @Test
    void noiseThresholdDrawsOnlyWhatItUses() {
        // flower_plain of the 26.2 data
        BlockStateProvider nt = p("{\"type\":\"minecraft:noise_threshold_provider\",\"default_state\":{\"Name\":\"minecraft:dandelion\"},"
                + "\"high_chance\":0.33333334,\"high_states\":" + list("poppy", "azure_bluet", "oxeye_daisy", "cornflower")
                + ",\"low_states\":" + list("orange_tulip", "red_tulip", "pink_tulip", "white_tulip")
                + ",\"noise\":{\"amplitudes\":[1.0],\"firstOctave\":0},\"scale\":0.005,\"seed\":2345,\"threshold\":-0.8}");
        NormalNoise n = noise(2345, 0);
        double scale = 0.005f;
        String[] low = {"orange_tulip", "red_tulip", "pink_tulip", "white_tulip"}, high = {"poppy", "azure_bluet", "oxeye_daisy", "cornflower"};
        int lows = 0;
        for (int x = -3000; x < 3000; x += 37) {
            long seed = x * 31L;
            LegacyRandom r = new LegacyRandom(seed);
            Random o = new Random(seed);
            double v = n.getValue(x * scale, 70 * scale, -x * scale);
            String want;
            if (v < -0.8f) {
                want = low[o.nextInt(4)];
                lows++;
            } else if (o.nextFloat() < 0.33333334f) {
                want = high[o.nextInt(4)];
            } else {
                want = "dandelion";
            }
            assertEquals("minecraft:" + want, name(nt.getState(f.level, r, x, 70, -x)), "at x " + x);
            assertEquals(o.nextInt(), r.nextInt(), "draws at x " + x);
        }
        assertTrue(lows > 0, "the sample reaches below the threshold");
    }

    static final String[] MEADOW = {"tall_grass", "allium", "poppy", "azure_bluet", "dandelion", "cornflower", "oxeye_daisy", "short_grass"};

    @Test
    void dualNoiseNarrowsTheChoiceByTheSlowNoise() {
        // flower_meadow of the 26.2 data (tall_grass given without its half: the default, lower)
        BlockStateProvider dn = p("{\"type\":\"minecraft:dual_noise_provider\",\"noise\":{\"amplitudes\":[1.0],\"firstOctave\":-3},"
                + "\"scale\":1.0,\"seed\":2345,\"slow_noise\":{\"amplitudes\":[1.0],\"firstOctave\":-10},\"slow_scale\":1.0,"
                + "\"states\":" + list(MEADOW) + ",\"variety\":[1,3]}");
        NormalNoise main = noise(2345, -3), slow = noise(2345, -10);
        Set<Integer> varieties = new HashSet<>();
        for (int x = -5000; x < 5000; x += 113) {
            int z = 7 * x / 3, y = 100;
            int variety = (int) Math.max(1.0, Math.min(4.0, 1.0 + (slow.getValue(x, y, z) + 1.0) / 2.0 * 3.0));
            varieties.add(variety);
            String[] possible = new String[variety];
            for (int i = 0; i < variety; i++) possible[i] = MEADOW[index(slow.getValue(x + i * 54545, y, z + i * 34234), MEADOW.length)];
            String want = possible[index(main.getValue(x, y, z), variety)];
            String got = name(dn.getState(f.level, new LegacyRandom(0), x, y, z));
            assertTrue(got.startsWith("minecraft:" + want), "at " + x + ": want " + want + " got " + got);
        }
        assertTrue(varieties.size() >= 2, "several varieties over 10000 blocks: " + varieties);
        assertThrows(DataPackException.class, () -> p("{\"type\":\"minecraft:dual_noise_provider\",\"noise\":{\"amplitudes\":[1.0],\"firstOctave\":-3},"
                + "\"scale\":1.0,\"seed\":2345,\"slow_noise\":{\"amplitudes\":[1.0],\"firstOctave\":-10},\"slow_scale\":1.0,"
                + "\"states\":" + list(MEADOW) + ",\"variety\":[0,3]}"));
    }

    @Test
    void ruleBasedTakesTheFirstRuleThatHoldsElseTheFallbackElseNothing() {
        String rules = "\"rules\":[{\"if_true\":{\"type\":\"minecraft:matching_blocks\",\"blocks\":\"minecraft:stone\"},"
                + "\"then\":{\"type\":\"minecraft:simple_state_provider\",\"state\":{\"Name\":\"minecraft:dirt\"}}},"
                + "{\"if_true\":{\"type\":\"minecraft:matching_block_tag\",\"tag\":\"minecraft:base_stone_overworld\"},"
                + "\"then\":" + VINES + "}]";
        BlockStateProvider noFallback = p("{\"type\":\"minecraft:rule_based_state_provider\"," + rules + "}");
        BlockStateProvider withFallback = p("{\"type\":\"minecraft:rule_based_state_provider\",\"fallback\":"
                + "{\"type\":\"minecraft:simple_state_provider\",\"state\":{\"Name\":\"minecraft:sand\"}}," + rules + "}");
        f.set(0, 0, 0, "minecraft:stone").set(1, 0, 0, "minecraft:granite").set(2, 0, 0, "minecraft:oak_planks");
        LegacyRandom r = new LegacyRandom(4);
        assertEquals("minecraft:dirt", name(noFallback.getState(f.level, r, 0, 0, 0)), "first rule (stone is also in the tag)");
        assertEquals(new Random(4).nextInt(), new LegacyRandom(4).nextInt());
        Random o = new Random(4);
        r = new LegacyRandom(4);
        assertEquals("minecraft:cave_vines[age=0,berries=" + (o.nextInt(5) < 4 ? "false" : "true") + "]", name(noFallback.getState(f.level, r, 1, 0, 0)));
        assertEquals(o.nextInt(), r.nextInt());
        assertEquals(BlockStateProvider.NONE, noFallback.getOptionalState(f.level, r, 2, 0, 0));
        assertEquals("minecraft:oak_planks", name(noFallback.getState(f.level, r, 2, 0, 0)), "without a fallback the state there stays");
        assertEquals("minecraft:sand", name(withFallback.getOptionalState(f.level, r, 2, 0, 0)));
    }
}
