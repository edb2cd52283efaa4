package dev.strata.engine.feature.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.ProtoChunk;
import org.junit.jupiter.api.Test;

/**
 * The shape updates at a tree's surface ({@code StructureTemplate.updateShapeAtEdge} with each block's
 * {@code updateShape}), on hand-made trees.
 */
class EdgeUpdatesTest {
    @Test
    void aLeafOnSnowyGrassClearsItsSnowyFlag() {
        TreeWorld w = new TreeWorld();
        w.put(8, 10, 8, "minecraft:grass_block[snowy=true]");
        w.put(9, 10, 8, "minecraft:grass_block[snowy=true]");
        TreeSink sink = new TreeSink(w.region);
        sink.setTrunk(new Pos(8, 12, 8), w.states.registry().parse("minecraft:oak_log[axis=y]"));
        sink.setFoliage(new Pos(8, 11, 8), w.states.registry().parse("minecraft:oak_leaves[distance=7,persistent=false,waterlogged=false]"));
        assertTrue(TreeFeature.finish(w.region, w.blocks, sink));
        assertEquals("false", w.states.value(w.get(8, 10, 8), "snowy"), "the grass under the leaf: UP neighbour is no snow");
        assertEquals("true", w.states.value(w.get(9, 10, 8), "snowy"), "not on the tree's surface: untouched");
    }

    @Test
    void aVineWithoutSupportBecomesAirAndOneOnTheLogStays() {
        TreeWorld w = new TreeWorld();
        TreeSink sink = new TreeSink(w.region);
        sink.setTrunk(new Pos(8, 20, 8), w.states.registry().parse("minecraft:oak_log[axis=y]"));
        sink.setDecoration(new Pos(9, 20, 8), w.states.registry().parse("minecraft:vine[east=false,north=false,south=false,up=false,west=true]"));
        sink.setDecoration(new Pos(7, 20, 8), w.states.registry().parse("minecraft:vine[east=false,north=false,south=false,up=false,west=true]"));
        assertTrue(TreeFeature.finish(w.region, w.blocks, sink));
        assertEquals("minecraft:vine", w.name(w.get(9, 20, 8)), "its west face is on the log");
        assertEquals("minecraft:air", w.name(w.get(7, 20, 8)), "its west face hangs on air: no faces left");
    }

    @Test
    void aLargeFernWhoseUpperHalfALeafTookLosesItsLowerHalf() {
        TreeWorld w = new TreeWorld();
        int g = TreeWorld.GROUND;
        w.put(8, g + 1, 8, "minecraft:large_fern[half=lower]");
        w.put(8, g + 2, 8, "minecraft:large_fern[half=upper]");
        w.put(6, g + 1, 8, "minecraft:large_fern[half=lower]");
        w.put(6, g + 2, 8, "minecraft:large_fern[half=upper]");
        TreeSink sink = new TreeSink(w.region);
        for (int y = g + 1; y <= g + 3; y++) sink.setTrunk(new Pos(9, y, 8), w.states.registry().parse("minecraft:spruce_log[axis=y]"));
        sink.setFoliage(new Pos(8, g + 2, 8), w.states.registry().parse("minecraft:spruce_leaves[distance=7,persistent=false,waterlogged=false]"));
        assertTrue(TreeFeature.finish(w.region, w.blocks, sink));
        assertEquals("minecraft:air", w.name(w.get(8, g + 1, 8)), "DoublePlantBlock: towards up its upper half is gone");
        assertEquals("minecraft:large_fern", w.name(w.get(6, g + 1, 8)), "not on the tree's surface: untouched");
        assertEquals("minecraft:large_fern", w.name(w.get(6, g + 2, 8)));
    }

    @Test
    void aPlantOnGroundThatNoLongerHoldsItTurnsToAirBesideTheTree() {
        // cluster 20 of the 26.2 file: short grass whose grass block a later sand disk replaced stays until a tree's
        // surface update asks it (VegetationBlock: air when it cannot stand); one on grass, or off the surface, stays
        TreeWorld w = new TreeWorld();
        int g = TreeWorld.GROUND;
        w.put(9, g, 8, "minecraft:sand");
        w.put(9, g + 1, 8, "minecraft:short_grass");
        w.put(7, g + 1, 8, "minecraft:short_grass");
        w.put(8, g, 10, "minecraft:sand");
        w.put(8, g + 1, 10, "minecraft:short_grass");
        TreeSink sink = new TreeSink(w.region);
        sink.setTrunk(new Pos(8, g + 1, 8), w.states.registry().parse("minecraft:oak_log[axis=y]"));
        assertTrue(TreeFeature.finish(w.region, w.blocks, sink));
        assertEquals("minecraft:air", w.name(w.get(9, g + 1, 8)), "on sand, beside the log");
        assertEquals("minecraft:short_grass", w.name(w.get(7, g + 1, 8)), "on grass, beside the log");
        assertEquals("minecraft:short_grass", w.name(w.get(8, g + 1, 10)), "on sand, off the tree's surface");
    }

    @Test
    void aMushroomOnALogTheWalkReachesIsGoneInSkyLight() {
        for (boolean skyLight : new boolean[] {true, false}) {
            TreeWorld w = new TreeWorld("minecraft:grass_block", skyLight);
            int g = TreeWorld.GROUND;
            // a fallen log beside the trunk with a mushroom on it; the trunk's box reaches over it through a leaf
            w.put(9, g + 1, 8, "minecraft:spruce_log[axis=x]");
            w.put(9, g + 2, 8, "minecraft:brown_mushroom");
            TreeSink sink = new TreeSink(w.region);
            for (int y = g + 1; y <= g + 4; y++) sink.setTrunk(new Pos(8, y, 8), w.states.registry().parse("minecraft:spruce_log[axis=y]"));
            sink.setFoliage(new Pos(9, g + 4, 8), w.states.registry().parse("minecraft:spruce_leaves[distance=7,persistent=false,waterlogged=false]"));
            assertTrue(TreeFeature.finish(w.region, w.blocks, sink));
            // the walk takes the log (distance 0) into the shape; its top face updates the mushroom, which in light 13
            // or more stands only on mushroom_grow_block (MushroomBlock.canSurvive)
            assertEquals(skyLight ? "minecraft:air" : "minecraft:brown_mushroom", w.name(w.get(9, g + 2, 8)), "sky light " + skyLight);
        }
    }

    @Test
    void waterloggedLeavesScheduleAWaterTickAndEveryLeafOnTheSurfaceABlockTick() {
        TreeWorld w = new TreeWorld();
        TreeSink sink = new TreeSink(w.region);
        sink.setTrunk(new Pos(8, 20, 8), w.states.registry().parse("minecraft:oak_log[axis=y]"));
        sink.setFoliage(new Pos(8, 21, 8), w.states.registry().parse("minecraft:oak_leaves[distance=7,persistent=false,waterlogged=true]"));
        assertTrue(TreeFeature.finish(w.region, w.blocks, sink));
        ProtoChunk c = w.chunks[4];
        long pos = BlockPos.asLong(8, 21, 8);
        assertTrue(c.fluidTicks().stream().anyMatch(t -> t.pos() == pos && t.type().equals("minecraft:water") && t.delay() == 0));
        assertTrue(c.blockTicks().stream().anyMatch(t -> t.pos() == pos && t.type().equals("minecraft:oak_leaves") && t.delay() == 0));
        assertEquals(1, w.distance(new Pos(8, 21, 8)));
    }
}
