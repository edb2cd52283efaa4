package dev.strata.engine.structure.oceanruin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.structure.Decorated;
import dev.strata.engine.structure.SimpleStructures;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The large warm ruin of the game's cluster at chunk (-98, 31) of seed 13579, whose 16 x 16 box lies in chunk
 * (-98, 30), placed by the features step: sandstone of its template (kept at integrity 0.9), no structure block, at
 * most five blocks of suspicious sand (the capped archaeology rule over the whole template) each with loot table
 * {@code archaeology/ocean_ruin_warm} and a seed.
 */
class OceanRuinPostProcessTest {
    @Test
    void theLargeWarmRuin() {
        BlockStates s = SimpleStructures.overworld().features().states();
        ProtoChunk on = Decorated.chunk(-98, 30, true), off = Decorated.chunk(-98, 30, false);
        Map<String, Integer> a = counts(s, on), b = counts(s, off);
        int sandstone = 0;
        for (String n : new String[] {"minecraft:sandstone", "minecraft:cut_sandstone", "minecraft:chiseled_sandstone", "minecraft:sandstone_stairs"}) {
            sandstone += a.getOrDefault(n, 0) - b.getOrDefault(n, 0);
        }
        assertTrue(sandstone > 40, sandstone + " more sandstone blocks");
        assertEquals(0, a.getOrDefault("minecraft:structure_block", 0));
        int suspicious = a.getOrDefault("minecraft:suspicious_sand", 0) - b.getOrDefault("minecraft:suspicious_sand", 0);
        assertTrue(suspicious >= 1 && suspicious <= 5, suspicious + " suspicious sand");
        long withLoot = on.blockEntities().values().stream()
                .filter(be -> "minecraft:archaeology/ocean_ruin_warm".equals(String.valueOf(be.fields.get("LootTable")))).count();
        assertEquals(suspicious, withLoot);
    }

    private static Map<String, Integer> counts(BlockStates s, ProtoChunk c) {
        Map<String, Integer> m = new java.util.HashMap<>();
        for (int y = c.minY(); y < c.minY() + 384; y++) {
            for (int x = 0; x < 16; x++) for (int z = 0; z < 16; z++) m.merge(s.registry().blockName(c.getBlock(x, y, z)), 1, Integer::sum);
        }
        return m;
    }
}
