package dev.strata.engine.structure.shipwreck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.structure.Decorated;
import dev.strata.engine.structure.SimpleStructures;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The game's shipwreck at chunk (-91, -42) of seed 13579 (its box, 9 x 16 blocks, lies in that chunk) placed by the
 * features step: wooden blocks of the template, no structure block, its chests with the shipwreck loot tables under
 * their data markers, each with a seed; without structures none of it.
 */
class ShipwreckPostProcessTest {
    @Test
    void theShipWithItsChests() {
        BlockStates s = SimpleStructures.overworld().features().states();
        ProtoChunk on = Decorated.chunk(-91, -42, true), off = Decorated.chunk(-91, -42, false);
        Map<String, Integer> a = counts(s, on), b = counts(s, off);
        int wood = 0;
        for (Map.Entry<String, Integer> e : a.entrySet()) {
            if (e.getKey().contains("planks") || e.getKey().endsWith("_log")) wood += e.getValue() - b.getOrDefault(e.getKey(), 0);
        }
        assertTrue(wood > 50, wood + " more planks and logs");
        assertEquals(0, a.getOrDefault("minecraft:structure_block", 0));
        List<String> loot = new ArrayList<>();
        for (Map.Entry<Long, ProtoChunk.BlockEntityData> e : on.blockEntities().entrySet()) {
            ProtoChunk.BlockEntityData be = e.getValue();
            if (!be.id.equals("minecraft:chest")) continue;
            long p = e.getKey();
            assertEquals("minecraft:chest", s.registry().blockName(on.getBlock(BlockPos.x(p) & 15, BlockPos.y(p), BlockPos.z(p) & 15)));
            loot.add(String.valueOf(be.fields.get("LootTable")));
            assertTrue(be.fields.get("LootTableSeed") instanceof Long);
        }
        assertTrue(!loot.isEmpty() && loot.stream().allMatch(l -> l.startsWith("minecraft:chests/shipwreck_")), loot.toString());
        assertEquals(0, off.blockEntities().values().stream().filter(be -> be.id.equals("minecraft:chest")).count());
    }

    private static Map<String, Integer> counts(BlockStates s, ProtoChunk c) {
        Map<String, Integer> m = new java.util.HashMap<>();
        for (int y = c.minY(); y < c.minY() + 384; y++) {
            for (int x = 0; x < 16; x++) for (int z = 0; z < 16; z++) m.merge(s.registry().blockName(c.getBlock(x, y, z)), 1, Integer::sum);
        }
        return m;
    }
}
