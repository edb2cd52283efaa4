package dev.strata.regionio.block;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

class BlockStateRegistryTest {
    private final BlockStateRegistry r = BlockStateRegistry.vanilla();

    @Test
    void goldenIds() {
        assertEquals(0, r.parse("minecraft:air"));
        assertEquals(1, r.parse("minecraft:stone"));
        assertEquals(1, r.parse("stone"));
        assertEquals(86, r.parse("minecraft:water[level=0]"));
        assertEquals(86, r.parse("water"));
        assertEquals(87, r.parse("water[level=1]"));
        assertEquals(32366, r.stateCount());
        assertEquals(1196, r.blockCount());
        assertEquals("minecraft:water[level=0]", r.toString(86));
        assertEquals("minecraft:stone", r.toString(1));
        assertEquals("minecraft:water", r.blockName(101));
        assertEquals(Map.of("level", "15"), r.properties(101));
    }

    @Test
    void roundTripOfEveryState() {
        for (int id = 0; id < r.stateCount(); id++) {
            String text = r.toString(id);
            assertEquals(id, r.parse(text), text);
            assertEquals(id, r.stateId(r.blockName(id), r.properties(id)), text);
        }
    }

    @Test
    void propertiesInBlockJsonOrderAndDefaultsFillGaps() {
        int id = r.parse("oak_stairs[waterlogged=true,facing=east]");
        assertEquals(List.of("facing", "half", "shape", "waterlogged"), List.copyOf(r.properties(id).keySet()));
        assertEquals("minecraft:oak_stairs[facing=east,half=bottom,shape=straight,waterlogged=true]", r.toString(id));
        Map<String, String> props = new LinkedHashMap<>();
        props.put("facing", "east");
        props.put("waterlogged", "true");
        assertEquals(id, r.stateId("minecraft:oak_stairs", props));
        assertEquals(r.defaultState("oak_stairs"), r.stateId("oak_stairs", Map.of()));
        assertEquals("minecraft:oak_stairs[facing=north,half=bottom,shape=straight,waterlogged=false]", r.toString(r.defaultState("oak_stairs")));
        assertEquals(4, r.propertyCount(id));
        assertEquals("waterlogged", r.propertyName(id, 3));
        assertEquals("true", r.propertyValue(id, 3));
    }

    @Test
    void airAndLight() {
        assertTrue(r.isAir(r.parse("air")));
        assertTrue(r.isAir(r.parse("cave_air")));
        assertTrue(r.isAir(r.parse("void_air")));
        assertFalse(r.isAir(r.parse("stone")));
        assertFalse(r.isAir(r.parse("water")));
        assertEquals(15, r.lightEmission(r.parse("lava")));
        assertEquals(0, r.lightEmission(r.parse("stone")));
        // per-state override: only a lit furnace glows
        assertEquals(13, r.lightEmission(r.parse("furnace[facing=north,lit=true]")));
        assertEquals(0, r.lightEmission(r.parse("furnace[facing=north,lit=false]")));
        assertEquals(15, r.lightBlock(r.parse("stone")));
        assertEquals(1, r.lightBlock(r.parse("water")));
        assertEquals(0, r.lightBlock(r.parse("air")));
        // waterlogged stairs override the block's lightBlock 0 with 1
        assertEquals(1, r.lightBlock(r.parse("oak_stairs[waterlogged=true]")));
        assertEquals(0, r.lightBlock(r.parse("oak_stairs[waterlogged=false]")));
        assertEquals("[AABB[0.0, 0.0, 0.0] -> [1.0, 1.0, 1.0]]", r.occlusionShape(1));
        assertEquals("[]", r.occlusionShape(0));
        assertSame(r.occlusionShape(1), r.occlusionShape(r.parse("dirt")));
    }

    @Test
    void unknownThingsAreNamed() {
        var e = assertThrows(UnknownBlockStateException.class, () -> r.parse("minecraft:stoen"));
        assertTrue(e.getMessage().contains("stoen"), e.getMessage());
        e = assertThrows(UnknownBlockStateException.class, () -> r.parse("water[lvl=0]"));
        assertTrue(e.getMessage().contains("'lvl'") && e.getMessage().contains("minecraft:water"), e.getMessage());
        e = assertThrows(UnknownBlockStateException.class, () -> r.parse("water[level=16]"));
        assertTrue(e.getMessage().contains("'16'"), e.getMessage());
        e = assertThrows(UnknownBlockStateException.class, () -> r.stateId("stone", Map.of("level", "0")));
        assertTrue(e.getMessage().contains("'level'"), e.getMessage());
        assertThrows(UnknownBlockStateException.class, () -> r.parse("water[level=0"));
        assertThrows(UnknownBlockStateException.class, () -> r.toString(-1));
        assertThrows(UnknownBlockStateException.class, () -> r.toString(r.stateCount()));
        assertThrows(IllegalArgumentException.class, () -> r.defaultState("nope:stone"));
    }

    @Test
    void vanillaIsOneInstanceAcrossThreads() throws Exception {
        var seen = ConcurrentHashMap.<BlockStateRegistry>newKeySet();
        var pool = Executors.newFixedThreadPool(4);
        var start = new CountDownLatch(1);
        for (int i = 0; i < 8; i++) pool.submit(() -> { start.await(); seen.add(BlockStateRegistry.vanilla()); return null; });
        start.countDown();
        pool.shutdown();
        pool.awaitTermination(60, java.util.concurrent.TimeUnit.SECONDS);
        assertEquals(1, seen.size());
    }
}
