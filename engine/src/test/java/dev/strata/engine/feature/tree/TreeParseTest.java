package dev.strata.engine.feature.tree;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.tree.decorator.AttachedToLogsDecorator;
import dev.strata.engine.feature.tree.foliage.CherryFoliagePlacer;
import dev.strata.engine.feature.tree.foliage.MegaJungleFoliagePlacer;
import dev.strata.engine.feature.tree.trunk.CherryTrunkPlacer;
import dev.strata.engine.feature.tree.trunk.UpwardsBranchingTrunkPlacer;
import dev.strata.engine.testing.SharedData;
import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Parsing of the tree family's configurations: the 26.2 shapes, defaults, ranges and errors with their JSON paths. */
class TreeParseTest {
    private static final String SIMPLE_LOG = "{\"type\":\"minecraft:simple_state_provider\",\"state\":{\"Name\":\"minecraft:oak_log\",\"Properties\":{\"axis\":\"y\"}}}";
    private static final String SIMPLE_LEAVES = "{\"type\":\"minecraft:simple_state_provider\",\"state\":{\"Name\":\"minecraft:oak_leaves\"}}";

    private static ConfiguredFeature parse(String trunk, String foliage, String decorators) {
        String json = "{\"type\":\"minecraft:tree\",\"config\":{\"trunk_provider\":" + SIMPLE_LOG + ",\"foliage_provider\":" + SIMPLE_LEAVES
                + ",\"trunk_placer\":" + trunk + ",\"foliage_placer\":" + foliage + ",\"minimum_size\":{\"type\":\"minecraft:two_layers_feature_size\"},"
                + "\"decorators\":" + decorators + "}}";
        FeatureParser p = new FeatureParser(SharedData.vanilla(), TreeWorld.states());
        return p.configuredFeature(JsonCursor.root("test.json", JsonParser.parseString(json)));
    }

    @Test
    void the26Point2ShapesOfCherryMangroveAndJungleParse() {
        TreeFeature cherry = (TreeFeature) parse("{\"type\":\"minecraft:cherry_trunk_placer\",\"base_height\":7,\"height_rand_a\":1,\"height_rand_b\":0,"
                + "\"branch_count\":{\"type\":\"minecraft:uniform\",\"min_inclusive\":1,\"max_inclusive\":3},"
                + "\"branch_horizontal_length\":{\"type\":\"minecraft:uniform\",\"min_inclusive\":2,\"max_inclusive\":4},"
                + "\"branch_start_offset_from_top\":{\"min_inclusive\":-4,\"max_inclusive\":-3},"
                + "\"branch_end_offset_from_top\":{\"type\":\"minecraft:uniform\",\"min_inclusive\":-1,\"max_inclusive\":0}}",
                "{\"type\":\"minecraft:cherry_foliage_placer\",\"radius\":4,\"offset\":0,\"height\":5,\"wide_bottom_layer_hole_chance\":0.25,"
                        + "\"corner_hole_chance\":0.25,\"hanging_leaves_chance\":0.16666667,\"hanging_leaves_extension_chance\":0.33333334}", "[]");
        assertInstanceOf(CherryTrunkPlacer.class, cherry.config().trunkPlacer());
        assertInstanceOf(CherryFoliagePlacer.class, cherry.config().foliagePlacer());
        TreeFeature mangrove = (TreeFeature) parse("{\"type\":\"minecraft:upwards_branching_trunk_placer\",\"base_height\":4,\"height_rand_a\":1,"
                + "\"height_rand_b\":9,\"can_grow_through\":\"#minecraft:mangrove_logs_can_grow_through\",\"extra_branch_length\":"
                + "{\"type\":\"minecraft:uniform\",\"min_inclusive\":0,\"max_inclusive\":1},\"extra_branch_steps\":{\"type\":\"minecraft:uniform\","
                + "\"min_inclusive\":1,\"max_inclusive\":6},\"place_branch_per_log_probability\":0.5}",
                "{\"type\":\"minecraft:jungle_foliage_placer\",\"radius\":2,\"offset\":0,\"height\":2}",
                "[{\"type\":\"minecraft:attached_to_logs\",\"probability\":0.1,\"directions\":[\"up\"],\"block_provider\":" + SIMPLE_LEAVES + "}]");
        assertInstanceOf(UpwardsBranchingTrunkPlacer.class, mangrove.config().trunkPlacer());
        assertInstanceOf(MegaJungleFoliagePlacer.class, mangrove.config().foliagePlacer());
        assertInstanceOf(AttachedToLogsDecorator.class, mangrove.config().decorators().get(0));
        assertTrue(mangrove.config().ignoreVines() == false, "ignore_vines defaults to false");
    }

    @Test
    void errorsNameTheJsonPath() {
        String blob = "{\"type\":\"minecraft:blob_foliage_placer\",\"radius\":2,\"offset\":0,\"height\":3}";
        DataPackException e = assertThrows(DataPackException.class,
                () -> parse("{\"type\":\"minecraft:crooked_trunk_placer\",\"base_height\":4,\"height_rand_a\":2,\"height_rand_b\":0}", blob, "[]"));
        assertTrue(e.getMessage().contains("config.trunk_placer.type") && e.getMessage().contains("crooked_trunk_placer"), e.getMessage());
        e = assertThrows(DataPackException.class,
                () -> parse("{\"type\":\"minecraft:straight_trunk_placer\",\"base_height\":33,\"height_rand_a\":2,\"height_rand_b\":0}", blob, "[]"));
        assertTrue(e.getMessage().contains("config.trunk_placer.base_height"), e.getMessage());
        e = assertThrows(DataPackException.class,
                () -> parse("{\"type\":\"minecraft:straight_trunk_placer\",\"base_height\":4,\"height_rand_a\":2,\"height_rand_b\":0}",
                        "{\"type\":\"minecraft:blob_foliage_placer\",\"radius\":17,\"offset\":0,\"height\":3}", "[]"));
        assertTrue(e.getMessage().contains("config.foliage_placer.radius"), e.getMessage());
        e = assertThrows(DataPackException.class,
                () -> parse("{\"type\":\"minecraft:straight_trunk_placer\",\"base_height\":4,\"height_rand_a\":2,\"height_rand_b\":0}", blob,
                        "[{\"type\":\"minecraft:attached_to_logs\",\"probability\":0.1,\"directions\":[\"sideways\"],\"block_provider\":" + SIMPLE_LEAVES + "}]"));
        assertTrue(e.getMessage().contains("config.decorators[0].directions[0]"), e.getMessage());
    }

    @Test
    void everyTreeFamilyFeatureOfThe26Point2DataParses() {
        List<String> failures = new ArrayList<>();
        int parsed = 0;
        for (String file : SharedData.vanilla().list("data/minecraft/worldgen/configured_feature/")) {
            var json = SharedData.vanilla().readJson(file);
            String type = json.getAsJsonObject().get("type").getAsString();
            if (!List.of("minecraft:tree", "minecraft:fallen_tree", "minecraft:huge_brown_mushroom", "minecraft:huge_red_mushroom", "minecraft:huge_fungus")
                    .contains(type)) continue;
            if (file.endsWith("_planted.json")) continue;
            try {
                // one parser per file: a parser is abandoned after its first error
                new FeatureParser(SharedData.vanilla(), TreeWorld.states()).configuredFeature(JsonCursor.root(file, json));
                parsed++;
            } catch (DataPackException e) {
                String m = e.getMessage();
                // pale_moss needs minecraft:pale_moss_patch, a vegetation_patch, from the vegetation family
                if (!m.contains("minecraft:vegetation_patch is not supported by Strata")) failures.add(m);
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
        assertTrue(parsed >= 46, "parsed " + parsed);
    }
}
