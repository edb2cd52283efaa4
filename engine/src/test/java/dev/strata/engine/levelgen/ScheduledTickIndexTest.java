package dev.strata.engine.levelgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A chunk keeps one scheduled tick per position and type, in scheduling order ({@link ProtoChunk#scheduleBlockTickOnce},
 * indexed by {@link ScheduledTickIndex}): a repeat is dropped, another type at the same position is kept, ticks put
 * into the live list directly (a chunk read back) count, and a cleared chunk starts empty.
 */
class ScheduledTickIndexTest {

    private static List<String> listed(List<ProtoChunk.ScheduledTick> ticks) {
        List<String> out = new ArrayList<>();
        for (ProtoChunk.ScheduledTick t : ticks) out.add(BlockPos.x(t.pos()) + "," + BlockPos.y(t.pos()) + "," + BlockPos.z(t.pos()) + " " + t.type());
        return out;
    }

    @Test
    void oneTickPerPositionAndTypeInSchedulingOrder() {
        ProtoChunk c = new ProtoChunk(-64, 384);
        // many positions, so the index grows several times; each scheduled twice
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i < 500; i++) c.scheduleBlockTickOnce(BlockPos.asLong(i & 15, -64 + i, (i >> 4) & 15), "minecraft:oak_leaves");
        }
        assertEquals(500, c.blockTicks().size());
        long p = BlockPos.asLong(3, 10, 4);
        c.scheduleBlockTickOnce(p, "minecraft:oak_leaves"); // new position: appended
        c.scheduleBlockTickOnce(p, "minecraft:birch_leaves"); // same position, other type: appended
        c.scheduleBlockTickOnce(p, "minecraft:oak_leaves"); // repeat: dropped
        c.scheduleBlockTickOnce(p, "minecraft:birch_leaves"); // repeat of the second type at that position: dropped
        List<String> got = listed(c.blockTicks());
        assertEquals(502, got.size());
        assertEquals("0,-64,0 minecraft:oak_leaves", got.get(0));
        assertEquals("3,10,4 minecraft:oak_leaves", got.get(500));
        assertEquals("3,10,4 minecraft:birch_leaves", got.get(501));
        assertTrue(c.hasBlockTick(p, "minecraft:birch_leaves"));
        assertFalse(c.hasBlockTick(p, "minecraft:spruce_leaves"));
        assertTrue(c.fluidTicks().isEmpty()); // the fluid ticks are apart
        c.scheduleFluidTickOnce(p, "minecraft:water");
        c.scheduleFluidTickOnce(p, "minecraft:water");
        assertEquals(List.of("3,10,4 minecraft:water"), listed(c.fluidTicks()));
    }

    @Test
    void ticksAddedToTheListDirectlyCountAndClearingForgets() {
        ProtoChunk c = new ProtoChunk(-64, 384);
        long p = BlockPos.asLong(1, 2, 3);
        c.scheduleBlockTickOnce(BlockPos.asLong(0, 0, 0), "minecraft:vine"); // the index has seen the list once
        c.blockTicks().add(new ProtoChunk.ScheduledTick(p, "minecraft:vine", 0, 0)); // as a reader adds them
        c.scheduleBlockTickOnce(p, "minecraft:vine");
        assertEquals(2, c.blockTicks().size());
        c.reset(5, 6);
        assertTrue(c.blockTicks().isEmpty());
        assertFalse(c.hasBlockTick(p, "minecraft:vine"));
        c.scheduleBlockTickOnce(p, "minecraft:vine");
        assertEquals(1, c.blockTicks().size());
        // cleared behind the index's back, then refilled past its old length: indexed afresh, no stale positions
        c.blockTicks().clear();
        for (int i = 0; i < 3; i++) c.blockTicks().add(new ProtoChunk.ScheduledTick(BlockPos.asLong(9, i, 9), "minecraft:vine", 0, 0));
        assertFalse(c.hasBlockTick(p, "minecraft:vine"));
        assertTrue(c.hasBlockTick(BlockPos.asLong(9, 2, 9), "minecraft:vine"));
        assertTrue(c.hasBlockTick(BlockPos.asLong(9, 0, 9), "minecraft:vine"));
    }
}
