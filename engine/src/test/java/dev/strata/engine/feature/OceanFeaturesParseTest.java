package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.testing.SharedData;
import org.junit.jupiter.api.Test;

/** The vanilla 26.2 configured features of the ocean and surface types parse to their settings; bad values are refused. */
class OceanFeaturesParseTest {
    private static FeatureParser parser() {
        return new FeatureParser(SharedData.vanilla(), SeaTestRegion.states());
    }

    private static ConfiguredFeature vanilla(FeatureParser p, String id) {
        return p.configuredFeature(ResourceId.parse(id), JsonCursor.root("test", new com.google.gson.JsonObject()));
    }

    @Test
    void vanillaFeaturesParse() {
        FeatureParser p = parser();
        var s = p.states();
        assertEquals(0.8f, ((SeaVegetationFeatures.Seagrass) vanilla(p, "minecraft:seagrass_tall")).probability());
        assertEquals(0.3f, ((SeaVegetationFeatures.Seagrass) vanilla(p, "minecraft:seagrass_short")).probability());
        assertEquals(20, ((SeaVegetationFeatures.SeaPickle) vanilla(p, "minecraft:sea_pickle")).count().maxValue());
        assertInstanceOf(SeaVegetationFeatures.Kelp.class, vanilla(p, "minecraft:kelp"));
        assertEquals(s.defaultState("minecraft:blue_ice"), ((IcebergFeature) vanilla(p, "minecraft:iceberg_blue")).mainState());
        assertEquals(s.defaultState("minecraft:packed_ice"), ((IcebergFeature) vanilla(p, "minecraft:iceberg_packed")).mainState());
        assertEquals(0.2f, ((BambooFeature) vanilla(p, "minecraft:bamboo_some_podzol")).probability());
        assertEquals(0.0f, ((BambooFeature) vanilla(p, "minecraft:bamboo_no_podzol")).probability());
        assertInstanceOf(VinesFeature.class, vanilla(p, "minecraft:vines"));
        assertInstanceOf(VoidStartPlatformFeature.class, vanilla(p, "minecraft:void_start_platform"));
        // the three coral shapes, inline in a simple_random_selector
        assertInstanceOf(SelectorFeatures.SimpleRandomSelector.class, vanilla(p, "minecraft:warm_ocean_vegetation"));
        // minecraft:ice_spike (type spike) needs the matching_blocks and matching_block_tag predicates, parsed elsewhere
    }

    private static DataPackException refuse(String json) {
        FeatureParser p = parser();
        return assertThrows(DataPackException.class, () -> p.configuredFeature(JsonCursor.root("bad.json", JsonParser.parseString(json))));
    }

    @Test
    void badValuesAreRefusedWithTheirPath() {
        String m = refuse("{\"type\": \"minecraft:seagrass\", \"config\": {\"probability\": 1.5}}").getMessage();
        assertTrue(m.contains("bad.json") && m.contains("probability"), m);
        m = refuse("{\"type\": \"minecraft:sea_pickle\", \"config\": {\"count\": 300}}").getMessage();
        assertTrue(m.contains("count") && m.contains("256"), m);
        m = refuse("{\"type\": \"minecraft:bamboo\", \"config\": {}}").getMessage();
        assertTrue(m.contains("probability"), m);
        m = refuse("{\"type\": \"minecraft:iceberg\", \"config\": {\"state\": {\"Name\": \"minecraft:no_such_block\"}}}").getMessage();
        assertTrue(m.contains("state"), m);
    }
}
