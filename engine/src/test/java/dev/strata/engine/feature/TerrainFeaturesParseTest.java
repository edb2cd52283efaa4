package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.*;

import com.google.gson.JsonParser;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.XoroshiroRandom;
import dev.strata.engine.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every 26.2 vanilla configured feature of the terrain family parses; bad configurations are refused with their path. */
class TerrainFeaturesParseTest {
    private static final Set<String> FAMILY = Set.of("minecraft:ore", "minecraft:scattered_ore", "minecraft:disk", "minecraft:lake",
            "minecraft:spring_feature", "minecraft:netherrack_replace_blobs", "minecraft:glowstone_blob", "minecraft:underwater_magma",
            "minecraft:blue_ice", "minecraft:freeze_top_layer", "minecraft:block_blob", "minecraft:desert_well");

    @Test
    void everyVanillaFeatureOfTheFamilyParses() throws Exception {
        Path dir = SharedData.vanillaFolder().resolve("data/minecraft/worldgen/configured_feature");
        List<String> parsed = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files.sorted()::iterator) {
                String type = JsonParser.parseString(Files.readString(f)).getAsJsonObject().get("type").getAsString();
                if (!FAMILY.contains(type)) continue;
                String id = "minecraft:" + f.getFileName().toString().replace(".json", "");
                assertNotNull(OreTestWorld.vanilla(id), id);
                parsed.add(type);
            }
        }
        // 30 ore, 2 scattered ore, 5 disk, 2 lake (one inside sulfur_pool's sequence), 6 springs, ...
        assertEquals(30, parsed.stream().filter("minecraft:ore"::equals).count());
        assertTrue(parsed.containsAll(FAMILY.stream().filter(t -> !t.equals("minecraft:lake")).toList()), parsed.toString());
        assertInstanceOf(LakeFeature.class, OreTestWorld.vanilla("minecraft:lake_lava"));
        assertNotNull(OreTestWorld.vanilla("minecraft:sulfur_pool"));
    }

    @Test
    void vanillaSandDiskTurnsSandOverAirIntoSandstone() {
        int dirt = OreTestWorld.state("minecraft:dirt");
        int sand = OreTestWorld.state("minecraft:sand");
        int sandstone = OreTestWorld.state("minecraft:sandstone");
        ConfiguredFeature disk = OreTestWorld.vanilla("minecraft:disk_sand"); // radius 2..6, half height 2, dirt/grass targets
        OreTestWorld w = new OreTestWorld().fill(-64, 50, OreTestWorld.state("minecraft:stone")).fill(50, 60, dirt);
        w.put(8, 54, 8, 0); // air under (8, 55, 8)
        assertTrue(disk.place(w.region, new XoroshiroRandom(2), 8, 56, 8));
        assertEquals(sandstone, w.get(8, 55, 8), "rule: air below gives sandstone");
        for (int y = 56; y <= 58; y++) assertEquals(sand, w.get(8, y, 8));
        assertEquals(dirt, w.get(8, 53, 8), "below the disk's half height");
        assertEquals(dirt, w.get(8, 59, 8), "above it");
    }

    @Test
    void badConfigurationsNameTheirPath() {
        String ore = "{\"type\":\"minecraft:ore\",\"config\":{\"size\":%s,\"discard_chance_on_air_exposure\":%s,\"targets\":[{\"target\":%s,"
                + "\"state\":{\"Name\":\"minecraft:stone\"}}]}}";
        String tag = "{\"predicate_type\":\"minecraft:tag_match\",\"tag\":\"minecraft:base_stone_overworld\"}";
        assertPath("config.size", () -> OreTestWorld.feature(String.format(ore, "65", "0.0", tag)));
        assertPath("config.discard_chance_on_air_exposure", () -> OreTestWorld.feature(String.format(ore, "8", "1.5", tag)));
        assertPath("config.targets[0].target.predicate_type",
                () -> OreTestWorld.feature(String.format(ore, "8", "0.0", "{\"predicate_type\":\"minecraft:nope\"}")));
        assertPath("config.targets[0].target.block",
                () -> OreTestWorld.feature(String.format(ore, "8", "0.0", "{\"predicate_type\":\"minecraft:block_match\",\"block\":\"minecraft:nope\"}")));
        assertPath("config.state.Name", () -> OreTestWorld.feature("{\"type\":\"minecraft:spring_feature\",\"config\":{\"state\":"
                + "{\"Name\":\"minecraft:stone\"},\"valid_blocks\":\"minecraft:stone\"}}"));
        assertPath("config.radius", () -> OreTestWorld.feature("{\"type\":\"minecraft:netherrack_replace_blobs\",\"config\":{\"radius\":13,"
                + "\"state\":{\"Name\":\"minecraft:stone\"},\"target\":{\"Name\":\"minecraft:netherrack\"}}}"));
        // a tag the pack lacks is an unbound tag key in the game: it matches nothing, no error
        ConfiguredFeature f = OreTestWorld.feature(String.format(ore, "8", "0.0",
                "{\"predicate_type\":\"minecraft:tag_match\",\"tag\":\"minecraft:no_such_tag\"}"));
        OreTestWorld w = new OreTestWorld().fill(-64, 100, OreTestWorld.state("minecraft:stone"));
        int[][] before = w.snapshot();
        assertFalse(f.place(w.region, new XoroshiroRandom(1), 8, 50, 8));
        assertTrue(w.changes(before).isEmpty());
    }

    private static void assertPath(String path, org.junit.jupiter.api.function.Executable e) {
        dev.strata.engine.data.DataPackException x = assertThrows(dev.strata.engine.data.DataPackException.class, e);
        assertTrue(x.getMessage().contains(path), x.getMessage());
    }
}
