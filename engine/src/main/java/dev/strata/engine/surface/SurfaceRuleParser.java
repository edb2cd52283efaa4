package dev.strata.engine.surface;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.NoiseGeneratorSettings;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a {@code surface_rule} JSON value into a {@link SurfaceRuleDef.Rule} tree (the "parse" half of
 * parse-then-bind). Accepts exactly the types and fields of the game's 26.2 {@code SurfaceRules} codecs; every
 * error names the pack file and the JSON path, e.g.
 * {@code noise_settings/overworld.json: surface_rule.sequence[2].if_true.surface_type: unknown surface type "side"}.
 */
public final class SurfaceRuleParser {
    /** The game's {@code DimensionType.MIN_Y} / {@code MAX_Y}, bounds of a vertical anchor value. */
    private static final int MIN_Y = -2032, MAX_Y = 2031;

    private SurfaceRuleParser() {}

    /** Parses a rule ({@code bandlands}, {@code block}, {@code sequence}, {@code condition}). */
    public static SurfaceRuleDef.Rule parseRule(JsonCursor c) {
        switch (type(c)) {
            case "bandlands":
                return new SurfaceRuleDef.Bandlands();
            case "block":
                return new SurfaceRuleDef.Block(NoiseGeneratorSettings.blockState(c.get("result_state")));
            case "sequence": {
                List<SurfaceRuleDef.Rule> rules = new ArrayList<>();
                for (JsonCursor e : c.get("sequence").elements()) rules.add(parseRule(e));
                return new SurfaceRuleDef.Sequence(rules);
            }
            case "condition":
                return new SurfaceRuleDef.Conditional(parseCondition(c.get("if_true")), parseRule(c.get("then_run")));
            default:
                throw c.get("type").error("unknown surface rule type \"" + c.get("type").asString() + "\"");
        }
    }

    /** Parses a condition (the eleven {@code material_condition} types). */
    public static SurfaceRuleDef.Condition parseCondition(JsonCursor c) {
        switch (type(c)) {
            case "biome": {
                List<ResourceId> ids = new ArrayList<>();
                JsonCursor list = c.get("biome_is"); // one id, or a list of ids (compact list codec)
                if (list.isString()) ids.add(list.asId());
                else for (JsonCursor e : list.elements()) ids.add(e.asId());
                return new SurfaceRuleDef.BiomeIs(ids);
            }
            case "noise_threshold":
                return new SurfaceRuleDef.NoiseThreshold(c.get("noise").asId(), c.get("min_threshold").asDouble(),
                        c.get("max_threshold").asDouble(), c.optionalBoolean("is_3d", false));
            case "vertical_gradient":
                return new SurfaceRuleDef.VerticalGradient(c.get("random_name").asId(), anchor(c.get("true_at_and_below")),
                        anchor(c.get("false_at_and_above")));
            case "y_above":
                return new SurfaceRuleDef.YAbove(anchor(c.get("anchor")), c.get("surface_depth_multiplier").asInt(-20, 20),
                        c.get("add_stone_depth").asBoolean());
            case "water":
                return new SurfaceRuleDef.Water(c.get("offset").asInt(), c.get("surface_depth_multiplier").asInt(-20, 20),
                        c.get("add_stone_depth").asBoolean());
            case "temperature":
                return new SurfaceRuleDef.Temperature();
            case "steep":
                return new SurfaceRuleDef.Steep();
            case "not":
                return new SurfaceRuleDef.Not(parseCondition(c.get("invert")));
            case "hole":
                return new SurfaceRuleDef.Hole();
            case "above_preliminary_surface":
                return new SurfaceRuleDef.AbovePreliminarySurface();
            case "stone_depth": {
                JsonCursor st = c.get("surface_type");
                String s = st.asString();
                if (!s.equals("floor") && !s.equals("ceiling")) throw st.error("unknown surface type \"" + s + "\" (floor or ceiling)");
                return new SurfaceRuleDef.StoneDepth(c.get("offset").asInt(), c.get("add_surface_depth").asBoolean(),
                        c.get("secondary_depth_range").asInt(), s.equals("ceiling"));
            }
            default:
                throw c.get("type").error("unknown surface condition type \"" + c.get("type").asString() + "\"");
        }
    }

    /** Parses a vertical anchor: an object with exactly one of {@code absolute}, {@code above_bottom}, {@code below_top}. */
    public static VerticalAnchor anchor(JsonCursor c) {
        VerticalAnchor found = null;
        String[] keys = {"absolute", "above_bottom", "below_top"};
        VerticalAnchor.Kind[] kinds = VerticalAnchor.Kind.values();
        for (int i = 0; i < keys.length; i++) {
            if (!c.has(keys[i])) continue;
            if (found != null) throw c.error("a vertical anchor needs exactly one of absolute, above_bottom, below_top");
            found = new VerticalAnchor(kinds[i], c.get(keys[i]).asInt(MIN_Y, MAX_Y));
        }
        if (found == null) {
            if (!c.isObject()) c.keys(); // throws "expected an object"
            throw c.error("a vertical anchor needs one of absolute, above_bottom, below_top");
        }
        return found;
    }

    /** The {@code type} field as a path in the {@code minecraft} namespace. */
    private static String type(JsonCursor c) {
        JsonCursor t = c.get("type");
        ResourceId id = t.asId();
        if (!id.namespace().equals("minecraft")) throw t.error("unknown type \"" + id + "\"");
        return id.path();
    }
}
