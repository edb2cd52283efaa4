package dev.strata.engine.structure.scattered;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.structure.Decorated;
import dev.strata.engine.structure.SimpleStructures;
import dev.strata.engine.structure.StructureStart;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A desert pyramid of seed 13579 (the desert_pyramids set's candidate at chunk -156, 70) placed by the features step
 * in its start chunk, which holds the treasure room: the four chests with loot table {@code chests/desert_pyramid}
 * and a seed, the nine TNT under the pressure plate, the blue terracotta; suspicious sand, where the chunk holds
 * some, with loot table {@code archaeology/desert_pyramid} and its packed position as seed.
 */
class DesertPyramidPostProcessTest {
    @Test
    void treasureRoom() {
        List<StructureStart> at = SimpleStructures.overworld().structureStarts().startsAt(-156, 70, SimpleStructures.context());
        assertTrue(at.stream().anyMatch(s -> s.structure().equals("minecraft:desert_pyramid")), at.toString());
        BlockStates s = SimpleStructures.overworld().features().states();
        ProtoChunk on = Decorated.chunk(-156, 70, true);
        Map<String, Integer> m = new java.util.HashMap<>();
        for (int y = on.minY(); y < on.minY() + 384; y++) {
            for (int x = 0; x < 16; x++) for (int z = 0; z < 16; z++) m.merge(s.registry().blockName(on.getBlock(x, y, z)), 1, Integer::sum);
        }
        assertEquals(9, m.getOrDefault("minecraft:tnt", 0));
        assertEquals(1, m.getOrDefault("minecraft:stone_pressure_plate", 0));
        assertTrue(m.getOrDefault("minecraft:blue_terracotta", 0) >= 1);
        long chests = on.blockEntities().values().stream().filter(be -> "minecraft:chests/desert_pyramid".equals(be.fields.get("LootTable"))
                && be.fields.get("LootTableSeed") instanceof Long).count();
        assertEquals(4, chests);
        long sus = on.blockEntities().values().stream().filter(be -> "minecraft:archaeology/desert_pyramid".equals(be.fields.get("LootTable"))).count();
        assertEquals((long) m.getOrDefault("minecraft:suspicious_sand", 0), sus);
    }
}
