package dev.strata.engine.surface;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.PositionalRandomFactory;
import dev.strata.engine.random.XoroshiroRandom;
import dev.strata.regionio.block.BlockStateRegistry;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Pieces of the surface step that can fail on their own: parsing, band generation, the inlined positional float. */
class SurfaceRulesTest {

    private static JsonCursor json(String text) {
        return JsonCursor.root("noise_settings/test.json", JsonParser.parseString(text)).get("surface_rule");
    }

    private static String error(String rule) {
        return assertThrows(DataPackException.class, () -> SurfaceRuleParser.parseRule(json("{\"surface_rule\": " + rule + "}"))).getMessage();
    }

    @Test
    void errorsNameFileAndJsonPath() {
        assertEquals("noise_settings/test.json: surface_rule.sequence[1].type: unknown surface rule type \"minecraft:blocks\"",
                error("{\"type\": \"sequence\", \"sequence\": [{\"type\": \"bandlands\"}, {\"type\": \"minecraft:blocks\"}]}"));
        assertEquals("noise_settings/test.json: surface_rule.if_true.invert.surface_type: unknown surface type \"side\" (floor or ceiling)",
                error("{\"type\": \"condition\", \"if_true\": {\"type\": \"not\", \"invert\": {\"type\": \"stone_depth\", \"offset\": 0,"
                        + " \"add_surface_depth\": false, \"secondary_depth_range\": 0, \"surface_type\": \"side\"}}, \"then_run\": {\"type\": \"bandlands\"}}"));
        assertEquals("noise_settings/test.json: surface_rule.if_true.surface_depth_multiplier: value 21 outside [-20, 20]",
                error("{\"type\": \"condition\", \"if_true\": {\"type\": \"y_above\", \"anchor\": {\"absolute\": 3}, \"surface_depth_multiplier\": 21,"
                        + " \"add_stone_depth\": false}, \"then_run\": {\"type\": \"bandlands\"}}"));
        assertEquals("noise_settings/test.json: surface_rule.if_true.anchor: a vertical anchor needs exactly one of absolute, above_bottom, below_top",
                error("{\"type\": \"condition\", \"if_true\": {\"type\": \"y_above\", \"anchor\": {\"absolute\": 3, \"below_top\": 2},"
                        + " \"surface_depth_multiplier\": 0, \"add_stone_depth\": false}, \"then_run\": {\"type\": \"bandlands\"}}"));
        assertEquals("noise_settings/test.json: surface_rule.then_run: missing field \"result_state\"",
                error("{\"type\": \"condition\", \"if_true\": {\"type\": \"hole\"}, \"then_run\": {\"type\": \"block\"}}"));
        assertTrue(error("{\"type\": \"block\", \"result_state\": {\"Name\": \"minecraft:no_such_block\"}}")
                .startsWith("noise_settings/test.json: surface_rule.result_state: "));
    }

    @Test
    void parsesEveryConditionAndTheCompactBiomeList() {
        var rule = SurfaceRuleParser.parseRule(json("{\"surface_rule\": {\"type\": \"minecraft:condition\", \"if_true\": {\"type\": \"minecraft:biome\","
                + " \"biome_is\": \"minecraft:plains\"}, \"then_run\": {\"type\": \"minecraft:block\", \"result_state\": {\"Name\": \"minecraft:stone\"}}}}"));
        var c = assertInstanceOf(SurfaceRuleDef.Conditional.class, rule);
        assertEquals(1, assertInstanceOf(SurfaceRuleDef.BiomeIs.class, c.ifTrue()).biomes().size());
        assertEquals(BlockStateRegistry.vanilla().defaultState("minecraft:stone"), assertInstanceOf(SurfaceRuleDef.Block.class, c.thenRun()).state());
        for (String cond : new String[] {"{\"type\": \"temperature\"}", "{\"type\": \"steep\"}", "{\"type\": \"hole\"}",
                "{\"type\": \"above_preliminary_surface\"}", "{\"type\": \"water\", \"offset\": -1, \"surface_depth_multiplier\": 0, \"add_stone_depth\": true}",
                "{\"type\": \"noise_threshold\", \"noise\": \"minecraft:surface\", \"min_threshold\": -1, \"max_threshold\": 1}",
                "{\"type\": \"vertical_gradient\", \"random_name\": \"minecraft:bedrock_floor\", \"true_at_and_below\": {\"above_bottom\": 0},"
                        + " \"false_at_and_above\": {\"below_top\": 5}}"}) {
            SurfaceRuleParser.parseCondition(JsonCursor.root("t.json", JsonParser.parseString(cond)));
        }
    }

    @Test
    void verticalAnchorsResolveAgainstTheGenerationRange() {
        assertEquals(-64, new VerticalAnchor(VerticalAnchor.Kind.ABOVE_BOTTOM, 0).resolve(-64, 384));
        assertEquals(319, new VerticalAnchor(VerticalAnchor.Kind.BELOW_TOP, 0).resolve(-64, 384));
        assertEquals(122, new VerticalAnchor(VerticalAnchor.Kind.BELOW_TOP, 5).resolve(0, 128)); // nether roof
        assertEquals(8, new VerticalAnchor(VerticalAnchor.Kind.ABSOLUTE, 8).resolve(0, 128));
    }

    @Test
    void bandsAreDeterministicAndOnlyTerracotta() {
        BlockStateRegistry reg = BlockStateRegistry.vanilla();
        PositionalRandomFactory root = new XoroshiroRandom(0L).forkPositional();
        int[] a = ClayBands.generate(root.fromHashOf("minecraft:clay_bands"), reg);
        int[] b = ClayBands.generate(root.fromHashOf("minecraft:clay_bands"), reg);
        assertArrayEquals(a, b);
        assertEquals(ClayBands.LENGTH, a.length);
        Set<String> allowed = Set.of("minecraft:terracotta", "minecraft:orange_terracotta", "minecraft:yellow_terracotta",
                "minecraft:brown_terracotta", "minecraft:red_terracotta", "minecraft:white_terracotta", "minecraft:light_gray_terracotta");
        for (int s : a) assertTrue(allowed.contains(reg.blockName(s)), reg.blockName(s));
        // index 0 is always the first white band's start (start = 0 for the first of 9..15 white bands)
        assertEquals("minecraft:white_terracotta", reg.blockName(a[0]));
        int[] other = ClayBands.generate(new XoroshiroRandom(1L).forkPositional().fromHashOf("minecraft:clay_bands"), reg);
        assertTrue(!java.util.Arrays.equals(a, other), "a different seed gives different bands");
    }

    @Test
    void inlinedPositionalFloatEqualsTheFactory() {
        PositionalRandomFactory x = new XoroshiroRandom(42L).forkPositional().fromHashOf("minecraft:bedrock_floor").forkPositional();
        PositionalRandomFactory l = new LegacyRandom(42L).forkPositional().fromHashOf("minecraft:bedrock_floor").forkPositional();
        var fx = new PositionalFloat(x);
        var fl = new PositionalFloat(l);
        for (int i = -300; i < 300; i += 7) {
            for (int y = -64; y < 320; y += 13) {
                assertEquals(x.at(i, y, i * 3 - 5).nextFloat(), fx.nextFloatAt(i, y, i * 3 - 5));
                assertEquals(l.at(i, y, -i).nextFloat(), fl.nextFloatAt(i, y, -i));
            }
        }
    }

    @Test
    void temperatureFollowsHeightAndFrozenPatches() {
        BiomeTemperature t = new BiomeTemperature(new float[] {0.8F, 0.0F}, new boolean[] {false, true});
        assertEquals(0.8F, t.temperature(0, 100, 63, 100, 63)); // at or below sea level + 17: the base temperature
        assertTrue(t.temperature(0, 100, 200, 100, 63) < 0.8F); // colder higher up
        assertTrue(t.coldEnoughToSnow(0, 0, 2000, 0, 63));
        boolean patch = false, base = false;
        for (int x = 0; x < 4000 && !(patch && base); x += 17) {
            float v = t.temperature(1, x, 63, x / 3, 63);
            patch |= v == 0.2F;
            base |= v == 0.0F;
        }
        assertTrue(patch && base, "frozen biomes have warmer (0.2) patches");
    }
    /**
     * {@code noise_threshold} with {@code is_3d} (26.2's sulfur caves) samples the noise at the block, so its result
     * changes with y within a column and is reused at no other block; without it the noise is read at y 0 once per
     * column and the result holds all the way down.
     */
    @Test
    void noiseThresholdIs3dSamplesAtTheBlock() {
        dev.strata.engine.levelgen.RandomState state = new dev.strata.engine.levelgen.RandomState(
                dev.strata.engine.testing.SharedData.vanilla(), 5L, false);
        var noise = state.noise(dev.strata.engine.data.ResourceId.parse("minecraft:sulfur_cave_gradient"));
        int sulfur = BlockStateRegistry.vanilla().defaultState("minecraft:sulfur");
        for (boolean is3d : new boolean[] {true, false}) {
            String field = is3d ? "\"is_3d\": true, " : "";
            var rule = SurfaceRuleParser.parseRule(json("{\"surface_rule\": {\"type\": \"condition\", \"if_true\": {\"type\": \"noise_threshold\", "
                    + field + "\"noise\": \"minecraft:sulfur_cave_gradient\", \"min_threshold\": 0.0, \"max_threshold\": 0.4},"
                    + " \"then_run\": {\"type\": \"block\", \"result_state\": {\"Name\": \"minecraft:sulfur\"}}}}"));
            assertEquals(is3d, assertInstanceOf(SurfaceRuleDef.NoiseThreshold.class, ((SurfaceRuleDef.Conditional) rule).ifTrue()).is3d());
            SurfaceRuleEvaluator ev = new SurfaceRuleEvaluator(rule, state, new XoroshiroRandom(5L).forkPositional(), id -> -1,
                    null, -64, 384, 63, null, null);
            ev.beginChunk(new dev.strata.engine.levelgen.ProtoChunk(-64, 384), null, (x, y, z) -> 0);
            int changes = 0;
            for (int x = 0; x < 64; x += 7) {
                ev.updateXZ(x, 3 * x, 3);
                int previous = 0;
                for (int y = 40; y >= -40; y--) {
                    ev.updateY(40 - y + 1, 1, Integer.MIN_VALUE, y);
                    double v = noise.getValue(x, is3d ? y : 0.0, 3 * x);
                    int want = v >= 0.0 && v <= 0.4 ? sulfur : SurfaceRuleEvaluator.NO_STATE;
                    int got = ev.tryApply();
                    assertEquals(want, got, "at " + x + " " + y + (is3d ? " (3-d)" : ""));
                    assertEquals(is3d ? y : Integer.MIN_VALUE, ev.reuseFloor(), "reuse floor at " + y);
                    if (y < 40 && got != previous) changes++;
                    previous = got;
                }
            }
            assertEquals(is3d, changes > 0, "result changes down a column: " + changes);
        }
    }
}
