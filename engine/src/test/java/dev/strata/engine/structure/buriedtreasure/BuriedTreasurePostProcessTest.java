package dev.strata.engine.structure.buriedtreasure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.structure.Decorated;
import dev.strata.engine.structure.SimpleStructures;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The game's buried treasure of seed 13579 (start chunk -92, -28) placed by the features step: one chest at block
 * (-1463, y, -439) on the first sandstone, stone, andesite, granite or diorite below the ocean floor, with loot table
 * {@code chests/buried_treasure} and a seed; without structures no chest.
 */
class BuriedTreasurePostProcessTest {
    @Test
    void aChestOnTheFirstStoneUnderTheFloor() {
        BlockStates s = SimpleStructures.overworld().features().states();
        ProtoChunk on = Decorated.chunk(-92, -28, true), off = Decorated.chunk(-92, -28, false);
        int chest = s.blockIndex("minecraft:chest");
        int x = -1463, z = -439, found = Integer.MIN_VALUE;
        for (int y = on.minY(); y < on.minY() + 384; y++) {
            if (s.block(on.getBlock(x & 15, y, z & 15)) == chest) {
                assertEquals(Integer.MIN_VALUE, found, "one chest");
                found = y;
            }
            assertTrue(s.block(off.getBlock(x & 15, y, z & 15)) != chest);
        }
        assertTrue(found > on.minY(), "a chest in the column");
        String below = s.registry().blockName(on.getBlock(x & 15, found - 1, z & 15));
        assertTrue(Set.of("minecraft:sandstone", "minecraft:stone", "minecraft:andesite", "minecraft:granite", "minecraft:diorite").contains(below), below);
        ProtoChunk.BlockEntityData be = on.blockEntities().get(BlockPos.asLong(x, found, z));
        assertNotNull(be);
        assertEquals("minecraft:chests/buried_treasure", be.fields.get("LootTable"));
        assertTrue(be.fields.get("LootTableSeed") instanceof Long);
    }
}
