package dev.strata.engine.feature.tree.trunk;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.tree.TreeFeatures;
import dev.strata.engine.valueproviders.IntProvider;

/** Parses a {@code trunk_placer} (game: {@code TrunkPlacerType} codecs: heights 0..32, 0..24, 0..24). */
public final class TrunkPlacers {
    private TrunkPlacers() {}

    public static TrunkPlacer parse(JsonCursor c, FeatureParser p) {
        JsonCursor t = c.get("type");
        String type = t.asId().toString();
        int base = c.get("base_height").asInt(0, 32);
        int a = c.get("height_rand_a").asInt(0, 24);
        int b = c.get("height_rand_b").asInt(0, 24);
        switch (type) {
            case "minecraft:straight_trunk_placer":
                return new StraightTrunkPlacer(base, a, b);
            case "minecraft:forking_trunk_placer":
                return new ForkingTrunkPlacer(base, a, b);
            case "minecraft:giant_trunk_placer":
                return new GiantTrunkPlacer(base, a, b);
            case "minecraft:mega_jungle_trunk_placer":
                return new MegaJungleTrunkPlacer(base, a, b);
            case "minecraft:dark_oak_trunk_placer":
                return new DarkOakTrunkPlacer(base, a, b);
            case "minecraft:fancy_trunk_placer":
                return new FancyTrunkPlacer(base, a, b);
            case "minecraft:bending_trunk_placer": {
                int minHeight = TreeFeatures.optInt(c, "min_height_for_leaves", 1, 1, Integer.MAX_VALUE);
                IntProvider bend = ranged(c.get("bend_length"), p, 1, 64);
                return new BendingTrunkPlacer(base, a, b, minHeight, bend);
            }
            case "minecraft:upwards_branching_trunk_placer":
                return new UpwardsBranchingTrunkPlacer(base, a, b, ranged(c.get("extra_branch_steps"), p, 1, Integer.MAX_VALUE),
                        TreeFeatures.probability(c.get("place_branch_per_log_probability")),
                        ranged(c.get("extra_branch_length"), p, 0, Integer.MAX_VALUE), p.blocks(c.get("can_grow_through")));
            case "minecraft:cherry_trunk_placer": {
                IntProvider count = ranged(c.get("branch_count"), p, 1, 3);
                IntProvider horizontal = ranged(c.get("branch_horizontal_length"), p, 2, 16);
                JsonCursor start = c.get("branch_start_offset_from_top");
                int min = start.get("min_inclusive").asInt(-16, 0), max = start.get("max_inclusive").asInt(-16, 0);
                if (start.has("type") && !start.get("type").asId().toString().equals("minecraft:uniform")) {
                    throw start.get("type").error("branch_start_offset_from_top must be a uniform int provider");
                }
                if (max < min) throw start.error("max_inclusive " + max + " is below min_inclusive " + min);
                if (max - min < 1) throw start.error("Need at least 2 blocks variation for the branch starts to fit both branches");
                IntProvider end = ranged(c.get("branch_end_offset_from_top"), p, -16, 16);
                return new CherryTrunkPlacer(base, a, b, count, horizontal, min, max, end);
            }
            default:
                throw t.error("unknown trunk placer type " + type);
        }
    }

    private static IntProvider ranged(JsonCursor c, FeatureParser p, int min, int max) {
        return TreeFeatures.ranged(c, p, min, max);
    }
}
