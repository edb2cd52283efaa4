package dev.strata.engine.carver;

import dev.strata.engine.valueproviders.FloatProvider;
import dev.strata.engine.valueproviders.HeightProvider;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.testing.SharedData;
import dev.strata.regionio.block.BlockStateRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Parsing configured carvers and biome carver lists: the vanilla values, and clear errors for bad packs. */
class ConfiguredCarverTest {
    private static final BlockStateRegistry BLOCKS = BlockStateRegistry.vanilla();

    @Test
    void vanillaCarversParseToTheirSettings() {
        DataPack pack = SharedData.vanilla();
        CaveWorldCarver cave = (CaveWorldCarver) ConfiguredCarver.load(pack, ResourceId.parse("minecraft:cave"), BLOCKS).carver();
        assertEquals(0.15f, cave.base().probability());
        assertEquals(new FloatProvider.Uniform(0.7f, 1.4f), cave.config().horizontalRadiusMultiplier());
        assertTrue(cave.base().replaceable().contains(BLOCKS.parse("minecraft:stone")));
        assertTrue(cave.base().replaceable().contains(BLOCKS.parse("minecraft:grass_block[snowy=true]")), "every state of a block");
        assertTrue(cave.base().replaceable().contains(BLOCKS.parse("minecraft:water[level=3]")));
        assertFalse(cave.base().replaceable().contains(BLOCKS.parse("minecraft:bedrock")));
        assertEquals(-56, cave.base().lavaLevel().resolve(-64, 384));

        WorldCarver nether = ConfiguredCarver.load(pack, ResourceId.parse("minecraft:nether_cave"), BLOCKS).carver();
        assertInstanceOf(NetherWorldCarver.class, nether);
        assertEquals(new FloatProvider.Constant(-0.7f), ((NetherWorldCarver) nether).config().floorLevel());
        assertTrue(nether.base().replaceable().contains(BLOCKS.parse("minecraft:netherrack")));
        assertEquals(126, ((HeightProvider.Uniform) nether.base().y()).maxInclusive().resolve(0, 128), "below_top 1 of 0+128");
        int y = nether.base().y().sample(new LegacyRandom(0), 0, 128);
        assertTrue(y >= 0 && y <= 126, "drawn " + y);

        CanyonWorldCarver canyon = (CanyonWorldCarver) ConfiguredCarver.load(pack, ResourceId.parse("minecraft:canyon"), BLOCKS).carver();
        assertEquals(new FloatProvider.Trapezoid(0f, 6f, 2f), canyon.config().shape().thickness());
        assertEquals(3, canyon.config().shape().widthSmoothness());
        assertEquals(new FloatProvider.Constant(3f), canyon.base().yScale());
    }

    @Test
    void biomeListsKeepTheirOrderAndAcceptASingleId() {
        DataPack pack = SharedData.vanilla();
        BiomeRegistry biomes = BiomeRegistry.load(pack);
        BiomeCarvers carvers = BiomeCarvers.load(pack, biomes);
        WorldCarver[] plains = carvers.of(biomes.id(ResourceId.parse("minecraft:plains")));
        assertEquals(3, plains.length);
        assertEquals(0.15f, plains[0].base().probability()); // cave, cave_extra_underground, canyon: the seed index
        assertEquals(0.07f, plains[1].base().probability());
        assertInstanceOf(CanyonWorldCarver.class, plains[2]);
        assertInstanceOf(NetherWorldCarver.class, carvers.of(biomes.id(ResourceId.parse("minecraft:nether_wastes")))[0]);
        assertEquals(0, carvers.of(biomes.id(ResourceId.parse("minecraft:the_end"))).length);
        assertEquals(0, carvers.of(-1).length);
    }

    /** A pack with these files layered over vanilla. */
    private static DataPack pack(Path dir, String... pathsAndContents) throws Exception {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("pack.mcmeta"), "{\"pack\":{\"pack_format\":100,\"description\":\"t\"}}");
        for (int i = 0; i < pathsAndContents.length; i += 2) {
            Path p = dir.resolve(pathsAndContents[i]);
            Files.createDirectories(p.getParent());
            Files.writeString(p, pathsAndContents[i + 1]);
        }
        return DataPack.layered(List.of(DataPack.open(dir), SharedData.vanilla()));
    }

    private static String canyonWith(String distanceFactor, String lava) throws Exception {
        String json = Files.readString(SharedData.vanillaFolder().resolve("data/minecraft/worldgen/configured_carver/canyon.json"));
        json = json.replace("\"distance_factor\": {\n        \"type\": \"minecraft:uniform\",\n        \"max_exclusive\": 1.0,\n        \"min_inclusive\": 0.75\n      }",
                "\"distance_factor\": " + distanceFactor);
        return json.replace("\"above_bottom\": 8", lava);
    }

    @Test
    void badCarversAreRefusedNamingFileAndPath(@TempDir Path dir) throws Exception {
        String file = "data/t/worldgen/configured_carver/c.json";
        String canyon = canyonWith("1.0", "\"above_bottom\": 8");
        assertTrue(canyon.contains("\"distance_factor\": 1.0"), "the test edits the vanilla file");
        ConfiguredCarver.load(pack(dir.resolve("ok"), file, canyon), ResourceId.parse("t:c"), BLOCKS);

        DataPackException endless = assertThrows(DataPackException.class, () -> ConfiguredCarver.load(
                pack(dir.resolve("a"), file, canyonWith("1e9", "\"above_bottom\": 8")), ResourceId.parse("t:c"), BLOCKS));
        assertTrue(endless.getMessage().contains(file) && endless.getMessage().contains("config.shape.distance_factor"), endless.getMessage());

        DataPackException anchor = assertThrows(DataPackException.class, () -> ConfiguredCarver.load(
                pack(dir.resolve("b"), file, canyonWith("1.0", "\"above_bottom\": 2147483647")), ResourceId.parse("t:c"), BLOCKS));
        assertTrue(anchor.getMessage().contains("config.lava_level.above_bottom"), anchor.getMessage());

        DataPackException debug = assertThrows(DataPackException.class, () -> ConfiguredCarver.load(
                pack(dir.resolve("c"), file, canyon.replace("\"debug_settings\": {", "\"debug_settings\": {\"debug_mode\": true,")),
                ResourceId.parse("t:c"), BLOCKS));
        assertTrue(debug.getMessage().contains("debug_mode"), debug.getMessage());

        DataPackException cycle = assertThrows(DataPackException.class, () -> ConfiguredCarver.load(
                pack(dir.resolve("d"), file, canyon.replace("#minecraft:overworld_carver_replaceables", "#t:loop"),
                        "data/t/tags/block/loop.json", "{\"values\":[\"#t:loop\"]}"), ResourceId.parse("t:c"), BLOCKS));
        assertTrue(cycle.getMessage().contains("includes itself"), cycle.getMessage());

        DataPackException unknown = assertThrows(DataPackException.class, () -> ConfiguredCarver.load(
                pack(dir.resolve("e"), file, canyon.replace("minecraft:canyon", "minecraft:lake")), ResourceId.parse("t:c"), BLOCKS));
        assertTrue(unknown.getMessage().contains("unknown carver type minecraft:lake"), unknown.getMessage());
    }

    @Test
    void aBiomeMayListCarversByTag(@TempDir Path dir) throws Exception {
        String plains = Files.readString(SharedData.vanillaFolder().resolve("data/minecraft/worldgen/biome/plains.json"));
        int start = plains.indexOf("\"carvers\"");
        int end = plains.indexOf("]", start) + 1;
        DataPack pack = pack(dir, "data/minecraft/worldgen/biome/plains.json",
                plains.substring(0, start) + "\"carvers\": \"#t:two\"" + plains.substring(end),
                "data/t/tags/worldgen/configured_carver/two.json", "{\"values\":[\"minecraft:canyon\", {\"id\":\"t:absent\",\"required\":false}, \"minecraft:cave\"]}");
        BiomeRegistry biomes = BiomeRegistry.load(pack);
        WorldCarver[] list = BiomeCarvers.load(pack, biomes).of(biomes.id(ResourceId.parse("minecraft:plains")));
        assertEquals(2, list.length);
        assertInstanceOf(CanyonWorldCarver.class, list[0]);
        assertEquals(0.15f, list[1].base().probability());
    }

    @Test
    void theMaskIsStoredAsTheGamesBitSetWords() {
        CarvingMask mask = new CarvingMask(-64, 384);
        assertArrayEquals(new long[0], mask.toLongArray());
        mask.set(3, -64, 1);   // bit 3 | 1 << 4 = 19
        mask.set(0, -63, 0);   // bit 256: word 4
        assertTrue(mask.get(3, -64, 1) && mask.get(0, -63, 0) && !mask.get(0, -64, 0));
        java.util.BitSet game = new java.util.BitSet();
        game.set(19);
        game.set(256);
        assertArrayEquals(game.toLongArray(), mask.toLongArray());
    }
}
