package dev.strata.engine.feature.tree.decorator;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.TreeFeatures;
import java.util.ArrayList;
import java.util.List;

/** Parses a tree decorator (game: {@code TreeDecoratorType} codecs). */
public final class TreeDecorators {
    private TreeDecorators() {}

    public static TreeDecorator parse(JsonCursor c, FeatureParser p) {
        JsonCursor t = c.get("type");
        String type = t.asId().toString();
        switch (type) {
            case "minecraft:trunk_vine":
                return new TrunkVineDecorator();
            case "minecraft:leave_vine":
                return new LeaveVineDecorator(TreeFeatures.probability(c.get("probability")));
            case "minecraft:cocoa":
                return new CocoaDecorator(TreeFeatures.probability(c.get("probability")));
            case "minecraft:beehive":
                return new BeehiveDecorator(TreeFeatures.probability(c.get("probability")));
            case "minecraft:creaking_heart":
                return new CreakingHeartDecorator(TreeFeatures.probability(c.get("probability")));
            case "minecraft:alter_ground":
                return new AlterGroundDecorator(p.stateProvider(c.get("provider")));
            case "minecraft:attached_to_leaves":
                return new AttachedToLeavesDecorator(TreeFeatures.probability(c.get("probability")), c.get("exclusion_radius_xz").asInt(0, 16),
                        c.get("exclusion_radius_y").asInt(0, 16), p.stateProvider(c.get("block_provider")), c.get("required_empty_blocks").asInt(1, 16),
                        directions(c.get("directions")));
            case "minecraft:attached_to_logs":
                return new AttachedToLogsDecorator(TreeFeatures.probability(c.get("probability")), p.stateProvider(c.get("block_provider")),
                        directions(c.get("directions")));
            case "minecraft:place_on_ground":
                return new PlaceOnGroundDecorator(TreeFeatures.optInt(c, "tries", 128, 1, Integer.MAX_VALUE),
                        TreeFeatures.optInt(c, "radius", 2, 0, Integer.MAX_VALUE), TreeFeatures.optInt(c, "height", 1, 0, Integer.MAX_VALUE),
                        p.stateProvider(c.get("block_state_provider")));
            case "minecraft:pale_moss": {
                ResourceId patch = ResourceId.parse("minecraft:pale_moss_patch");
                var feature = p.pack().exists(patch.file("worldgen/configured_feature")) ? p.configuredFeature(patch, c) : null;
                return new PaleMossDecorator(TreeFeatures.probability(c.get("leaves_probability")), TreeFeatures.probability(c.get("trunk_probability")),
                        TreeFeatures.probability(c.get("ground_probability")), feature);
            }
            default:
                throw t.error("unknown tree decorator type " + type);
        }
    }

    /** A non-empty list of direction names. */
    static List<Direction> directions(JsonCursor c) {
        List<Direction> out = new ArrayList<>();
        for (JsonCursor e : c.elements()) {
            Direction d = Direction.byId(e.asString());
            if (d == null) throw e.error("unknown direction " + e.asString());
            out.add(d);
        }
        if (out.isEmpty()) throw c.error("expected at least one direction");
        return List.copyOf(out);
    }
}
