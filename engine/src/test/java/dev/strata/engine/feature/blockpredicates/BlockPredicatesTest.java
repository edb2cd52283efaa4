package dev.strata.engine.feature.blockpredicates;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.DataPackException;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.RegionFixture;
import org.junit.jupiter.api.Test;

/** Each block predicate type on a synthetic region, with the game's rules (26.1 {@code levelgen/blockpredicates}). */
class BlockPredicatesTest {
    final RegionFixture f = new RegionFixture();

    BlockPredicate p(String json) {
        return f.parser.blockPredicate(RegionFixture.json(json));
    }

    boolean testAt(String json, String state) {
        f.set(3, 10, 3, state);
        return p(json).test(f.level, 3, 10, 3);
    }

    @Test
    void matchingBlocksWithOffsetAndList() {
        f.set(1, 5, 2, "minecraft:stone");
        assertTrue(p("{\"type\":\"minecraft:matching_blocks\",\"blocks\":\"minecraft:stone\",\"offset\":[1,0,2]}").test(f.level, 0, 5, 0));
        assertFalse(p("{\"type\":\"minecraft:matching_blocks\",\"blocks\":\"minecraft:stone\"}").test(f.level, 0, 5, 0));
        assertTrue(p("{\"type\":\"minecraft:matching_blocks\",\"blocks\":[\"minecraft:dirt\",\"minecraft:stone\"]}").test(f.level, 1, 5, 2));
        assertTrue(p("{\"type\":\"minecraft:matching_blocks\",\"blocks\":\"minecraft:stone\",\"offset\":[-1,1,-2]}").test(f.level, 2, 4, 4));
    }

    @Test
    void matchingBlockTag() {
        String air = "{\"type\":\"minecraft:matching_block_tag\",\"tag\":\"minecraft:air\"}";
        assertTrue(testAt(air, "minecraft:cave_air"));
        assertFalse(testAt(air, "minecraft:stone"));
        assertTrue(testAt("{\"type\":\"minecraft:matching_block_tag\",\"tag\":\"minecraft:dirt\"}", "minecraft:rooted_dirt"));
        assertThrows(DataPackException.class, () -> p("{\"type\":\"minecraft:matching_block_tag\",\"tag\":\"minecraft:no_such_tag\"}"));
    }

    @Test
    void matchingFluidsTellsSourcesFromFlowing() {
        String water = "{\"type\":\"minecraft:matching_fluids\",\"fluids\":\"minecraft:water\"}";
        String flowing = "{\"type\":\"minecraft:matching_fluids\",\"fluids\":\"minecraft:flowing_water\"}";
        assertTrue(testAt(water, "minecraft:water[level=0]"));
        assertFalse(testAt(water, "minecraft:water[level=3]"));
        assertTrue(testAt(flowing, "minecraft:water[level=3]"));
        assertTrue(testAt(flowing, "minecraft:water[level=8]"), "falling water is flowing");
        assertFalse(testAt(flowing, "minecraft:water[level=0]"));
        assertTrue(testAt(water, "minecraft:oak_stairs[waterlogged=true]"));
        assertTrue(testAt(water, "minecraft:seagrass"));
        assertFalse(testAt(water, "minecraft:lava[level=0]"));
        assertTrue(testAt("{\"type\":\"minecraft:matching_fluids\",\"fluids\":[\"minecraft:lava\"]}", "minecraft:lava[level=0]"));
        assertFalse(testAt("{\"type\":\"minecraft:matching_fluids\",\"fluids\":[\"minecraft:lava\"]}", "minecraft:lava[level=2]"));
        assertTrue(testAt("{\"type\":\"minecraft:matching_fluids\",\"fluids\":\"minecraft:flowing_lava\"}", "minecraft:lava[level=2]"));
        String empty = "{\"type\":\"minecraft:matching_fluids\",\"fluids\":\"minecraft:empty\"}";
        assertTrue(testAt(empty, "minecraft:stone"));
        assertTrue(testAt(empty, "minecraft:air"));
        assertFalse(testAt(empty, "minecraft:water[level=5]"));
        String tag = "{\"type\":\"minecraft:matching_fluids\",\"fluids\":\"#minecraft:water\"}";
        assertTrue(testAt(tag, "minecraft:water[level=5]"));
        assertTrue(testAt(tag, "minecraft:water[level=0]"));
        assertFalse(testAt(tag, "minecraft:lava[level=0]"));
        assertThrows(DataPackException.class, () -> p("{\"type\":\"minecraft:matching_fluids\",\"fluids\":\"minecraft:milk\"}"));
    }

    @Test
    void solidIsTheLegacyFlagAndReplaceableTheBlockFlag() {
        String solid = "{\"type\":\"minecraft:solid\"}";
        assertTrue(testAt(solid, "minecraft:stone"));
        assertTrue(testAt(solid, "minecraft:oak_leaves"));
        assertFalse(testAt(solid, "minecraft:water"));
        assertFalse(testAt(solid, "minecraft:short_grass"));
        String repl = "{\"type\":\"minecraft:replaceable\"}";
        assertTrue(testAt(repl, "minecraft:short_grass"));
        assertTrue(testAt(repl, "minecraft:water"));
        assertTrue(testAt(repl, "minecraft:air"));
        assertFalse(testAt(repl, "minecraft:stone"));
        assertFalse(testAt(repl, "minecraft:dandelion"));
    }

    @Test
    void hasSturdyFaceFollowsTheSupportShape() {
        String down = "{\"type\":\"minecraft:has_sturdy_face\",\"direction\":\"down\"}";
        String up = "{\"type\":\"minecraft:has_sturdy_face\",\"direction\":\"up\"}";
        assertTrue(testAt(down, "minecraft:stone"));
        assertFalse(testAt(down, "minecraft:air"));
        assertFalse(testAt(down, "minecraft:oak_leaves"), "leaves have an empty support shape");
        assertFalse(testAt(up, "minecraft:oak_slab[type=bottom]"));
        assertTrue(testAt(down, "minecraft:oak_slab[type=bottom]"));
        assertTrue(testAt(up, "minecraft:oak_slab[type=top]"));
        assertTrue(testAt(up, "minecraft:soul_sand"), "soul sand supports as a full block");
        assertFalse(testAt(up, "minecraft:farmland"));
        assertTrue(testAt(down, "minecraft:snow[layers=1]"));
        assertFalse(testAt(up, "minecraft:snow[layers=7]"));
        assertTrue(testAt(up, "minecraft:snow[layers=8]"));
        BlockSupport s = BlockSupport.vanilla();
        int stairs = f.state("minecraft:oak_stairs[facing=north,half=bottom,shape=straight]");
        assertTrue(s.isFaceSturdy(stairs, Direction.NORTH), "the step is on the north side");
        assertFalse(s.isFaceSturdy(stairs, Direction.SOUTH));
        assertFalse(s.isFaceSturdy(stairs, Direction.EAST));
        assertTrue(s.isFaceSturdy(stairs, Direction.DOWN));
        int fence = f.state("minecraft:oak_fence");
        assertFalse(s.isFaceSturdy(fence, Direction.UP));
        assertTrue(s.isFaceSturdy(fence, Direction.UP, BlockSupport.Type.CENTER));
        assertFalse(s.isFaceSturdy(fence, Direction.UP, BlockSupport.Type.RIGID));
        int leaves = f.state("minecraft:oak_leaves");
        assertTrue(s.isCollisionFaceFull(leaves, Direction.DOWN), "multiface blocks may still attach to leaves");
        assertThrows(DataPackException.class, () -> p("{\"type\":\"minecraft:has_sturdy_face\",\"direction\":\"sideways\"}"));
    }

    @Test
    void insideWorldBoundsTestsTheOffsetY() {
        BlockPredicate in = p("{\"type\":\"minecraft:inside_world_bounds\",\"offset\":[0,-5,0]}");
        assertTrue(in.test(f.level, 0, -59, 0));
        assertFalse(in.test(f.level, 0, -60, 0));
        BlockPredicate top = p("{\"type\":\"minecraft:inside_world_bounds\",\"offset\":[0,1,0]}");
        assertTrue(top.test(f.level, 0, 318, 0));
        assertFalse(top.test(f.level, 0, 319, 0));
    }

    @Test
    void combinersShortCircuitInOrder() {
        // offset 16 east of x = 31 leaves the 3 x 3 region: reading it throws, so it must never be evaluated
        String outside = "{\"type\":\"minecraft:solid\",\"offset\":[16,0,0]}";
        assertThrows(IllegalStateException.class, () -> p(outside).test(f.level, 31, 0, 0));
        assertTrue(assertDoesNotThrow(() -> p("{\"type\":\"minecraft:any_of\",\"predicates\":[{\"type\":\"minecraft:true\"}," + outside + "]}").test(f.level, 31, 0, 0)));
        assertFalse(assertDoesNotThrow(() -> p("{\"type\":\"minecraft:all_of\",\"predicates\":[{\"type\":\"minecraft:not\",\"predicate\":{\"type\":\"minecraft:true\"}}," + outside + "]}").test(f.level, 31, 0, 0)));
        assertFalse(p("{\"type\":\"minecraft:any_of\",\"predicates\":[]}").test(f.level, 0, 0, 0));
        assertTrue(p("{\"type\":\"minecraft:all_of\",\"predicates\":[]}").test(f.level, 0, 0, 0));
    }

    @Test
    void refusesBadOffsetsAndTypes() {
        DataPackException e = assertThrows(DataPackException.class, () -> p("{\"type\":\"minecraft:solid\",\"offset\":[0,17,0]}"));
        assertTrue(e.getMessage().contains("offset"), e.getMessage());
        assertThrows(DataPackException.class, () -> p("{\"type\":\"minecraft:solid\",\"offset\":[0,1]}"));
        assertThrows(DataPackException.class, () -> p("{\"type\":\"minecraft:matching_biomes\",\"biomes\":\"minecraft:plains\"}"));
        assertEquals(dev.strata.engine.feature.FluidTypes.WATER, dev.strata.engine.feature.FluidTypes.of(f.states, f.state("minecraft:kelp")));
    }
}
