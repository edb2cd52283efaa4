package dev.strata.engine.structure.placement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.biome.FixedBiomeSource;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading structure sets: every field the vanilla data uses, defaults, and clear errors for what Strata refuses. */
class StructureSetParserTest {
    private static BiomeRegistry registry;

    private static synchronized BiomeRegistry registry() {
        if (registry == null) registry = BiomeRegistry.load(SharedData.vanilla());
        return registry;
    }

    private static StructurePlacement placement(String json) {
        return StructureSetParser.placement(JsonCursor.root("data/test/worldgen/structure_set/t.json", JsonParser.parseString(json)),
                SharedData.vanilla(), registry());
    }

    private static String error(String json) {
        return assertThrows(DataPackException.class, () -> placement(json)).getMessage();
    }

    @Test
    void vanillaSetsAreReadInTheGamesOrder() {
        DataPack pack = SharedData.vanilla();
        List<ResourceId> ids = StructureSetParser.setIds(pack);
        assertEquals(20, ids.size());
        assertEquals("minecraft:ancient_cities", ids.get(0).toString());
        assertEquals("minecraft:woodland_mansions", ids.get(19).toString());
        StructureSetDef mineshafts = StructureSetParser.readSet(pack, ResourceId.parse("minecraft:mineshafts"), registry());
        assertEquals(List.of(new StructureSetDef.Entry(ResourceId.parse("minecraft:mineshaft"), 1),
                new StructureSetDef.Entry(ResourceId.parse("minecraft:mineshaft_mesa"), 1)), mineshafts.structures());
        RandomSpreadPlacement m = (RandomSpreadPlacement) mineshafts.placement();
        assertEquals(new PlacementSettings(0, 0, 0, FrequencyReductionMethod.LEGACY_TYPE_3, 0.004f, 0, null), m.settings());
        assertEquals(1, m.spacing());
        assertEquals(0, m.separation());
        assertEquals(RandomSpreadType.LINEAR, m.spreadType());
        RandomSpreadPlacement treasure = (RandomSpreadPlacement) StructureSetParser.readSet(pack,
                ResourceId.parse("minecraft:buried_treasures"), registry()).placement();
        assertEquals(new PlacementSettings(9, 0, 9, FrequencyReductionMethod.LEGACY_TYPE_2, 0.01f, 0, null), treasure.settings());
        ConcentricRingsPlacement strongholds = (ConcentricRingsPlacement) StructureSetParser.readSet(pack,
                ResourceId.parse("minecraft:strongholds"), registry()).placement();
        assertEquals(32, strongholds.distance());
        assertEquals(3, strongholds.spread());
        assertEquals(128, strongholds.count());
        assertTrue(strongholds.preferredBiomes().contains(ResourceId.parse("minecraft:plains")));
        assertTrue(!strongholds.preferredBiomes().contains(ResourceId.parse("minecraft:ocean")));
        StructureDef fortress = StructureSetParser.readStructure(pack, ResourceId.parse("minecraft:fortress"), registry(),
                JsonCursor.root("x", JsonParser.parseString("1")));
        assertEquals(ResourceId.parse("minecraft:fortress"), fortress.type());
        assertTrue(fortress.biomes().contains(ResourceId.parse("minecraft:nether_wastes")));
    }

    @Test
    void preferredBiomesAsAList() {
        ConcentricRingsPlacement c = (ConcentricRingsPlacement) placement("{\"type\":\"minecraft:concentric_rings\",\"salt\":0,"
                + "\"distance\":5,\"spread\":2,\"count\":4,\"preferred_biomes\":[\"minecraft:desert\",\"minecraft:plains\"]}");
        assertEquals(List.of(ResourceId.parse("minecraft:desert"), ResourceId.parse("minecraft:plains")), c.preferredBiomes());
    }

    @Test
    void frequencyIsTheDecimalRoundedOnceToAFloat() {
        // just below the midpoint between two floats, where rounding to a double first lands on the midpoint and then
        // rounds the other way (ties to even); the game's codec reads the number as a float directly
        java.math.BigDecimal mid = new java.math.BigDecimal(0.5 + 0x1p-24 + 0x1p-25);
        String text = mid.subtract(new java.math.BigDecimal(0x1p-60)).toPlainString();
        float direct = Float.parseFloat(text);
        assertTrue(direct != (float) Double.parseDouble(text));
        StructurePlacement p = placement("{\"type\":\"minecraft:random_spread\",\"salt\":0,\"spacing\":2,\"separation\":1,"
                + "\"frequency\":" + text + "}");
        assertEquals(direct, p.settings().frequency());
    }

    @Test
    void refusals() {
        String file = "data/test/worldgen/structure_set/t.json: ";
        assertEquals(file + "type: unknown structure placement type \"minecraft:spiral\" (minecraft:random_spread or "
                + "minecraft:concentric_rings; fields of both: type, salt, frequency, frequency_reduction_method, exclusion_zone, locate_offset)",
                error("{\"type\":\"minecraft:spiral\",\"salt\":0}"));
        assertEquals(file + "unknown field \"spacingg\" (did you mean \"spacing\", which is not given? known: exclusion_zone, frequency, frequency_reduction_method, locate_offset, salt, "
                + "separation, spacing, spread_type, type)", error("{\"type\":\"minecraft:random_spread\",\"salt\":0,\"spacingg\":3}"));
        assertEquals(file + "spread_type: unknown spread type \"gaussian\" (linear or triangular)",
                error("{\"type\":\"minecraft:random_spread\",\"salt\":0,\"spacing\":3,\"separation\":1,\"spread_type\":\"gaussian\"}"));
        assertEquals(file + "frequency_reduction_method: unknown frequency reduction method \"legacy_type_4\" (default, legacy_type_1, "
                + "legacy_type_2 or legacy_type_3)", error("{\"type\":\"minecraft:random_spread\",\"salt\":0,\"spacing\":3,\"separation\":1,"
                + "\"frequency\":0.5,\"frequency_reduction_method\":\"legacy_type_4\"}"));
        assertEquals(file + "spacing (3) has to be larger than separation (3)",
                error("{\"type\":\"minecraft:random_spread\",\"salt\":0,\"spacing\":3,\"separation\":3}"));
        assertEquals(file + "frequency: value 1.5 outside [0, 1]",
                error("{\"type\":\"minecraft:random_spread\",\"salt\":0,\"spacing\":3,\"separation\":1,\"frequency\":1.5}"));
        assertEquals(file + "salt: value -1 outside [0, 2147483647]",
                error("{\"type\":\"minecraft:random_spread\",\"salt\":-1,\"spacing\":3,\"separation\":1}"));
        assertEquals(file + "missing field \"salt\"", error("{\"type\":\"minecraft:random_spread\",\"spacing\":3,\"separation\":1}"));
        assertEquals(file + "exclusion_zone.chunk_count: value 17 outside [1, 16]", error("{\"type\":\"minecraft:random_spread\",\"salt\":0,"
                + "\"spacing\":3,\"separation\":1,\"exclusion_zone\":{\"other_set\":\"minecraft:villages\",\"chunk_count\":17}}"));
        assertEquals(file + "locate_offset[1]: value 17 outside [-16, 16]", error("{\"type\":\"minecraft:random_spread\",\"salt\":0,"
                + "\"spacing\":3,\"separation\":1,\"locate_offset\":[0,17,0]}"));
        assertEquals(file + "preferred_biomes: unknown biome \"minecraft:moon\"", error("{\"type\":\"minecraft:concentric_rings\",\"salt\":0,"
                + "\"distance\":5,\"spread\":2,\"count\":4,\"preferred_biomes\":[\"minecraft:moon\"]}"));
        assertEquals(file + "count: value 0 outside [1, 4095]", error("{\"type\":\"minecraft:concentric_rings\",\"salt\":0,"
                + "\"distance\":5,\"spread\":2,\"count\":0,\"preferred_biomes\":[]}"));
    }

    private static DataPack packWith(Path dir, String... nameAndJson) throws IOException {
        for (int i = 0; i < nameAndJson.length; i += 2) {
            Path f = dir.resolve("data/test/worldgen/structure_set/" + nameAndJson[i] + ".json");
            Files.createDirectories(f.getParent());
            Files.writeString(f, nameAndJson[i + 1]);
        }
        return DataPack.layered(List.of(DataPack.open(dir), SharedData.vanilla()));
    }

    private static String set(String zone) {
        return "{\"structures\":[{\"structure\":\"minecraft:igloo\",\"weight\":1}],\"placement\":{\"type\":\"minecraft:random_spread\","
                + "\"salt\":1,\"spacing\":3,\"separation\":1" + (zone == null ? "" : ",\"exclusion_zone\":{\"other_set\":\"" + zone
                + "\",\"chunk_count\":2}") + "}}";
    }

    @Test
    void bindRefusesUnknownSetsStructuresAndExclusionCycles(@TempDir Path dir) throws IOException {
        String a = "data/test/worldgen/structure_set/a.json: placement.exclusion_zone.other_set: ";
        DataPack unknownSet = packWith(dir.resolve("1"), "a", set("test:nothing"));
        assertEquals(a + "unknown structure set \"test:nothing\" (no data/test/worldgen/structure_set/nothing.json)",
                assertThrows(DataPackException.class, () -> bind(unknownSet)).getMessage());
        DataPack cycle = packWith(dir.resolve("2"), "a", set("test:b"), "b", set("test:a"));
        String m = assertThrows(DataPackException.class, () -> bind(cycle)).getMessage();
        // named at the link that closes the cycle
        assertTrue(m.startsWith(a.replace("/a.json", "/b.json") + "exclusion zones of structure sets refer to each other in a cycle ([test:a, test:b] -> test:a)"), m);
        DataPack unknownStructure = packWith(dir.resolve("3"), "a",
                "{\"structures\":[{\"structure\":\"test:castle\",\"weight\":1}],\"placement\":{\"type\":\"minecraft:random_spread\","
                        + "\"salt\":1,\"spacing\":3,\"separation\":1}}");
        assertEquals("data/test/worldgen/structure_set/a.json: structures[0].structure: unknown structure test:castle "
                + "(no data/test/worldgen/structure/castle.json)", assertThrows(DataPackException.class, () -> bind(unknownStructure)).getMessage());
        DataPack inline = packWith(dir.resolve("4"), "a",
                "{\"structures\":[{\"structure\":{\"type\":\"minecraft:igloo\"},\"weight\":1}],\"placement\":{\"type\":\"minecraft:random_spread\","
                        + "\"salt\":1,\"spacing\":3,\"separation\":1},\"extra\":1}");
        assertEquals("data/test/worldgen/structure_set/a.json: unknown field \"extra\" (known: placement, structures)",
                assertThrows(DataPackException.class, () -> bind(inline)).getMessage());
        DataPack zeroWeight = packWith(dir.resolve("5"), "a",
                "{\"structures\":[{\"structure\":\"minecraft:igloo\",\"weight\":0}],\"placement\":{\"type\":\"minecraft:random_spread\","
                        + "\"salt\":1,\"spacing\":3,\"separation\":1}}");
        assertEquals("data/test/worldgen/structure_set/a.json: structures[0].weight: value 0 outside [1, 2147483647]",
                assertThrows(DataPackException.class, () -> bind(zeroWeight)).getMessage());
    }

    @Test
    void aPackSetJoinsTheGamesOrderByPathThenNamespace(@TempDir Path dir) throws IOException {
        // "test:igloos" sorts after "minecraft:igloos" (same path, namespace second) and before the next path
        DataPack pack = packWith(dir, "igloos", set(null));
        List<String> order = StructureSetParser.setIds(pack).stream().map(ResourceId::toString).toList();
        int i = order.indexOf("test:igloos");
        assertEquals("minecraft:igloos", order.get(i - 1));
        assertEquals("minecraft:jungle_temples", order.get(i + 1));
    }

    /** Binds to a plains-only source: only the sets are of interest here, not the biome search. */
    private static StructurePlacements bind(DataPack pack) {
        BiomeRegistry registry = registry();
        return StructurePlacements.bind(1L, pack, registry, new FixedBiomeSource(registry.id(ResourceId.parse("minecraft:plains"))), () -> {
            throw new AssertionError("no biome search expected");
        });
    }
}
