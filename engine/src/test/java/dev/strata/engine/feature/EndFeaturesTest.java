package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonPrimitive;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.ProtoChunk;
import net.kyori.adventure.nbt.ByteBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.LongBinaryTag;
import org.junit.jupiter.api.Test;

/** {@code end_island}, {@code end_gateway}, {@code end_platform}, {@code void_start_platform} and the parsing of the End's features. */
class EndFeaturesTest {

    /**
     * Radii 4 (nextInt(3) = 0), 2.5 (- 1.5), 2.0 (- 0.5), then 0.5 ends it (- 1.5). Layer counts worked out by hand
     * from {@code x² + z² <= (r + 1)²}: 9 x 9 less the 4 corners (77); 7 x 7 less the 12 points beyond 12.25 (37);
     * all of 5 x 5, as 2² + 2² = 8 <= 9 (25).
     */
    @Test
    void islandLayersShrinkAsTheGameRuleSays() {
        EndTestRegion r = new EndTestRegion(1L, 0, 0, 0);
        ConfiguredFeature f = EndTestRegion.parse("{\"type\":\"minecraft:end_island\",\"config\":{}}");
        EndTestRegion.Scripted random = new EndTestRegion.Scripted(new int[] {3, 0}, new int[] {2, 1}, new int[] {2, 0}, new int[] {2, 1});
        int x = 8, y = 60, z = 8;
        assertTrue(f.place(r.level, random, x, y, z));
        assertEquals(4, random.used());
        assertEquals(77 + 37 + 25, r.count("minecraft:end_stone"));
        assertEquals(77, layer(r, y), "top layer");
        assertEquals(37, layer(r, y - 1));
        assertEquals(25, layer(r, y - 2));
        assertEquals("minecraft:end_stone", r.name(x + 4, y, z + 3), "16 + 9 = 25 <= 25");
        assertEquals("minecraft:air", r.name(x + 4, y, z + 4));
        assertEquals("minecraft:end_stone", r.name(x - 3, y - 1, z + 1));
        assertEquals("minecraft:air", r.name(x - 3, y - 1, z + 2));
        assertEquals("minecraft:end_stone", r.name(x + 2, y - 2, z - 2));
    }

    private static int layer(EndTestRegion r, int y) {
        int n = 0;
        for (int x = -16; x < 32; x++) for (int z = -16; z < 32; z++) if (r.name(x, y, z).equals("minecraft:end_stone")) n++;
        return n;
    }

    @Test
    void gatewayWithExitFramesTheGatewayAndFillsItsBlockEntity() {
        EndTestRegion r = new EndTestRegion(1L, 0, 0, 64);
        ConfiguredFeature f = EndTestRegion.parser().configuredFeature(
                JsonCursor.root("test", new JsonPrimitive("minecraft:end_gateway_return"))); // exact, exit [100, 50, 0]
        int x = 8, y = 70, z = 8;
        assertTrue(f.place(r.level, new EndTestRegion.Scripted(), x, y, z));
        assertEquals("minecraft:end_gateway", r.name(x, y, z));
        assertEquals("minecraft:bedrock", r.name(x, y + 2, z));
        assertEquals("minecraft:bedrock", r.name(x, y - 2, z));
        assertEquals("minecraft:bedrock", r.name(x + 1, y + 1, z), "plus-shaped columns between");
        assertEquals("minecraft:bedrock", r.name(x, y - 1, z - 1));
        assertEquals("minecraft:air", r.name(x + 1, y + 1, z + 1), "corner column");
        assertEquals("minecraft:air", r.name(x + 1, y, z), "the gateway's layer");
        assertEquals("minecraft:air", r.name(x + 1, y + 2, z), "ends: only the middle is bedrock");
        assertEquals(5 + 5 + 1 + 1, r.count("minecraft:bedrock"), "a plus over and under the gateway, one block at each end");
        ProtoChunk.BlockEntityData be = r.chunks[4].blockEntities().get(BlockPos.asLong(x, y, z));
        assertNotNull(be);
        assertEquals("minecraft:end_gateway", be.id);
        assertEquals(LongBinaryTag.longBinaryTag(0L), be.fields.get("Age"));
        assertArrayEquals(new int[] {100, 50, 0}, ((IntArrayBinaryTag) be.fields.get("exit_portal")).value());
        assertEquals(ByteBinaryTag.ONE, be.fields.get("ExactTeleport"));
    }

    @Test
    void gatewayWithoutExitKeepsThePlaceholder() {
        EndTestRegion r = new EndTestRegion(1L, 0, 0, 64);
        ConfiguredFeature f = EndTestRegion.parser().configuredFeature(
                JsonCursor.root("test", new JsonPrimitive("minecraft:end_gateway_delayed")));
        f.place(r.level, new EndTestRegion.Scripted(), 8, 70, 8);
        ProtoChunk.BlockEntityData be = r.chunks[4].blockEntities().get(BlockPos.asLong(8, 70, 8));
        assertEquals("DUMMY", be.id);
        assertTrue(be.fields.isEmpty());
    }

    @Test
    void gatewayConfigErrorsNameThePath() {
        DataPackException e = assertThrows(DataPackException.class,
                () -> EndTestRegion.parse("{\"type\":\"minecraft:end_gateway\",\"config\":{}}"));
        assertTrue(e.getMessage().contains("exact"), e.getMessage());
        e = assertThrows(DataPackException.class,
                () -> EndTestRegion.parse("{\"type\":\"minecraft:end_gateway\",\"config\":{\"exact\":true,\"exit\":[1,2]}}"));
        assertTrue(e.getMessage().contains("exit"), e.getMessage());
    }

    @Test
    void endPlatformMakesAnObsidianFloorAndClearsThreeLayers() {
        EndTestRegion r = new EndTestRegion(1L, 6, 0, 64);
        r.level.setBlock(101, 50, 1, r.state("minecraft:cave_air"), WorldGenLevel.UPDATE_ALL);
        ConfiguredFeature f = EndTestRegion.parser().configuredFeature(JsonCursor.root("test", new JsonPrimitive("minecraft:end_platform")));
        f.place(r.level, new EndTestRegion.Scripted(), 100, 49, 0);
        for (int dx = -2; dx <= 2; dx++) {
            for (int dz = -2; dz <= 2; dz++) {
                assertEquals("minecraft:obsidian", r.name(100 + dx, 48, dz));
                for (int dy = 0; dy < 3; dy++) assertEquals("minecraft:air", r.name(100 + dx, 49 + dy, dz), "plain air, cave air too is replaced");
                assertEquals("minecraft:end_stone", r.name(100 + dx, 52, dz));
            }
        }
        assertEquals("minecraft:end_stone", r.name(103, 49, 0));
    }

    @Test
    void voidStartPlatformCoversTheBlocksWithin16Of8And8() {
        EndTestRegion r = new EndTestRegion(1L, 0, 0, 0);
        ConfiguredFeature f = EndTestRegion.parser().configuredFeature(JsonCursor.root("test", new JsonPrimitive("minecraft:void_start_platform")));
        f.place(r.level, new EndTestRegion.Scripted(), 0, 0, 0);
        assertEquals("minecraft:cobblestone", r.name(8, 3, 8));
        assertEquals(255, r.count("minecraft:stone"));
        f.place(r.level, new EndTestRegion.Scripted(), 16, 0, 16);
        assertEquals(255 + 81, r.count("minecraft:stone"), "x and z 16..24 of chunk (1, 1)");
        EndTestRegion far = new EndTestRegion(1L, 2, 0, 0);
        f.place(far.level, new EndTestRegion.Scripted(), 32, 0, 0);
        assertEquals(0, far.count("minecraft:stone"));
    }

    @Test
    void everyEndFeatureOfTheVanillaDataParses() {
        FeatureParser p = EndTestRegion.parser();
        for (String id : new String[] {"end_spike", "chorus_plant", "end_island", "end_gateway_return", "end_gateway_delayed", "end_platform", "void_start_platform"}) {
            assertNotNull(p.configuredFeature(JsonCursor.root("test", new JsonPrimitive("minecraft:" + id))), id);
        }
        // end_island_decorated waits for the weighted_list int provider of the shared vocabulary
        for (String id : new String[] {"end_spike", "chorus_plant", "end_gateway_return", "end_platform", "void_start_platform"}) {
            assertNotNull(p.placedFeature(JsonCursor.root("test", new JsonPrimitive("minecraft:" + id))), id);
        }
    }
}
