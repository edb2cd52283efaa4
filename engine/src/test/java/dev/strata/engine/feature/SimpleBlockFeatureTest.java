package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.XoroshiroRandom;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;

class SimpleBlockFeatureTest {
    private static SimpleBlockFeature feature(String state, boolean tick) {
        int s = FeatureTestRegion.state(state);
        return new SimpleBlockFeature((level, random, x, y, z) -> s, tick, SimpleBlockFeature.doublePlants(FeatureTestRegion.states()));
    }

    @Test
    void placesTheStateWithFlagsTwoSoMushroomsAreMarkedForPostProcessing() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.set(5, 63, 5, FeatureTestRegion.state("minecraft:mycelium")); // a soil the mushroom survives on at any light
        assertTrue(feature("minecraft:brown_mushroom", false).place(r.level, new XoroshiroRandom(1), 5, 64, 5));
        assertEquals("minecraft:brown_mushroom", r.name(5, 64, 5));
        // flags 2 lack UPDATE_KNOWN_SHAPE (16): the game marks the mushroom for post-processing
        ProtoChunk c = r.chunk(5, 5);
        short[] marks = c.postProcessing(64 >> 4);
        assertEquals(1, marks.length);
        assertEquals((short) (5 | (64 & 15) << 4 | 5 << 8), marks[0]);
        assertTrue(c.blockTicks().isEmpty());
    }

    @Test
    void doublePlantGetsBothHalvesOnlyUnderAnEmptyBlock() {
        FeatureTestRegion r = new FeatureTestRegion();
        int grass = FeatureTestRegion.state("minecraft:grass_block[snowy=false]");
        r.set(3, 69, 3, grass);
        r.set(9, 69, 9, grass);
        assertTrue(feature("minecraft:tall_grass[half=lower]", false).place(r.level, new XoroshiroRandom(1), 3, 70, 3));
        assertEquals("minecraft:tall_grass[half=lower]", r.name(3, 70, 3));
        assertEquals("minecraft:tall_grass[half=upper]", r.name(3, 71, 3));

        r.set(9, 71, 9, FeatureTestRegion.state("minecraft:netherrack"));
        assertFalse(feature("minecraft:large_fern[half=lower]", false).place(r.level, new XoroshiroRandom(1), 9, 70, 9));
        assertEquals("minecraft:air", r.name(9, 70, 9));
        assertEquals("minecraft:netherrack", r.name(9, 71, 9));
    }

    @Test
    void doublePlantCopiesTheWaterOfEachHalf() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.set(4, 70, 4, FeatureTestRegion.state("minecraft:water[level=0]"));
        r.set(4, 69, 4, FeatureTestRegion.state("minecraft:clay"));
        // the water at the lower half is replaced by the plant; the upper half stands in air
        assertTrue(feature("minecraft:small_dripleaf[facing=east,half=lower,waterlogged=false]", false)
                .place(r.level, new XoroshiroRandom(1), 4, 70, 4));
        assertEquals("minecraft:small_dripleaf[facing=east,half=lower,waterlogged=true]", r.name(4, 70, 4));
        assertEquals("minecraft:small_dripleaf[facing=east,half=upper,waterlogged=false]", r.name(4, 71, 4));
    }

    @Test
    void scheduleTickTicksTheBlockAtTheOriginSavedWithDelayZero() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.set(-3, 79, 20, FeatureTestRegion.state("minecraft:grass_block[snowy=false]"));
        assertTrue(feature("minecraft:closed_eyeblossom", true).place(r.level, new XoroshiroRandom(1), -3, 80, 20));
        ProtoChunk c = r.chunk(-3, 20);
        assertEquals(1, c.blockTicks().size());
        ProtoChunk.ScheduledTick t = c.blockTicks().get(0);
        assertEquals(BlockPos.asLong(-3, 80, 20), t.pos());
        assertEquals("minecraft:closed_eyeblossom", t.type());
        assertEquals(0, t.delay(), "a proto chunk saves every tick with delay 0 (game: ProtoChunkTicks.schedule)");
    }

    /** Game: {@code ProtoChunkTicks} keeps one tick per position and type, the first scheduled. */
    @Test
    void aProtoChunkKeepsOneTickPerPositionAndType() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.level.scheduleBlockTick(5, 70, 6, "minecraft:oak_leaves", 1);
        r.level.scheduleBlockTick(5, 70, 6, "minecraft:oak_leaves", 3);
        r.level.scheduleBlockTick(5, 70, 6, "minecraft:birch_leaves", 1);
        r.level.scheduleBlockTick(5, 71, 6, "minecraft:oak_leaves", 1);
        r.level.scheduleFluidTick(5, 70, 6, "minecraft:water", 5);
        r.level.scheduleFluidTick(5, 70, 6, "minecraft:water", 5);
        ProtoChunk c = r.chunk(5, 6);
        assertEquals(java.util.List.of(new ProtoChunk.ScheduledTick(BlockPos.asLong(5, 70, 6), "minecraft:oak_leaves", 0, 0),
                new ProtoChunk.ScheduledTick(BlockPos.asLong(5, 70, 6), "minecraft:birch_leaves", 0, 0),
                new ProtoChunk.ScheduledTick(BlockPos.asLong(5, 71, 6), "minecraft:oak_leaves", 0, 0)), c.blockTicks());
        assertEquals(1, c.fluidTicks().size());
    }

    @Test
    void vanillaNetherSimpleBlocksParse() {
        FeatureParser p = new FeatureParser(FeatureTestRegion.pack(), FeatureTestRegion.states());
        JsonCursor from = JsonCursor.root("test", JsonParser.parseString("{}"));
        for (String id : new String[] {"patch_fire", "patch_soul_fire", "brown_mushroom", "red_mushroom", "crimson_roots"}) {
            assertTrue(p.configuredFeature(ResourceId.parse("minecraft:" + id), from) instanceof SimpleBlockFeature, id);
        }
        ConfiguredFeature f = p.configuredFeature(JsonCursor.root("test.json", JsonParser.parseString(
                "{\"type\":\"minecraft:simple_block\",\"config\":{\"schedule_tick\":true,\"to_place\":{\"type\":\"minecraft:simple_state_provider\",\"state\":{\"Name\":\"minecraft:fire\"}}}}")));
        assertTrue(((SimpleBlockFeature) f).scheduleTick());
    }
}
