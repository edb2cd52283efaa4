package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonParser;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import org.junit.jupiter.api.Test;

/** {@link TreeFamily} on the 26.2 data's own configured features. */
class TreeFamilyTest {
    private static boolean isTree(FeatureParser p, String id) {
        return TreeFamily.isTree(p.configuredFeature(ResourceId.parse("minecraft:" + id), JsonCursor.root("test", JsonParser.parseString("{}"))));
    }

    @Test
    void treesAndSelectorsOfOnlyTreesCountMixedSelectorsDoNot() {
        FeatureParser p = new FeatureParser(FeatureTestRegion.pack(), FeatureTestRegion.states());
        // tree types, and selectors whose every entry (the default included) is one
        for (String id : new String[] {"oak", "fallen_oak_tree", "huge_red_mushroom", "crimson_fungus", "trees_plains",
                "trees_flower_forest", "mushroom_island_vegetation"}) {
            assertEquals(true, isTree(p, id), id);
        }
        // bamboo_vegetation's default is a grass patch; the rest are not trees at all
        for (String id : new String[] {"bamboo_vegetation", "ore_iron", "pile_hay", "flower_default", "spring_water"}) {
            assertEquals(false, isTree(p, id), id);
        }
    }
}
