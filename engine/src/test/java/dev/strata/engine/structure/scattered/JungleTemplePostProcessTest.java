package dev.strata.engine.structure.scattered;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.structure.Decorated;
import dev.strata.engine.structure.SimpleStructures;
import dev.strata.engine.structure.StructureStart;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A jungle temple of seed 13579 (the jungle_temples set's candidate at chunk -46, -10, wholly inside its start
 * chunk) placed by the features step: two chests with loot table {@code chests/jungle_temple}, two dispensers with
 * {@code chests/jungle_temple_dispenser}, three levers, three sticky pistons, a repeater, four tripwire hooks, and
 * walls of both cobblestones (the 0.4 selector).
 */
class JungleTemplePostProcessTest {
    @Test
    void chestsTrapsAndPuzzle() {
        ResourceId id = ResourceId.parse("minecraft:jungle_pyramid");
        List<StructureStart> at = SimpleStructures.overworld().structureStarts().startsAt(-46, -10, SimpleStructures.context());
        assertTrue(at.stream().anyMatch(s -> s.structure().equals(id.toString())), at.toString());
        ProtoChunk on = Decorated.chunk(-46, -10, true);
        BlockStates s = SimpleStructures.overworld().features().states();
        Map<String, Integer> counts = new java.util.HashMap<>();
        for (int y = on.minY(); y < on.minY() + 384; y++) {
            for (int x = 0; x < 16; x++) {
                for (int z = 0; z < 16; z++) counts.merge(s.registry().blockName(on.getBlock(x, y, z)), 1, Integer::sum);
            }
        }
        assertEquals(2, counts.getOrDefault("minecraft:chest", 0));
        assertEquals(2, counts.getOrDefault("minecraft:dispenser", 0));
        assertEquals(3, counts.getOrDefault("minecraft:lever", 0));
        assertEquals(3, counts.getOrDefault("minecraft:sticky_piston", 0));
        assertEquals(1, counts.getOrDefault("minecraft:repeater", 0));
        assertEquals(4, counts.getOrDefault("minecraft:tripwire_hook", 0));
        int cobble = counts.getOrDefault("minecraft:cobblestone", 0), mossy = counts.getOrDefault("minecraft:mossy_cobblestone", 0);
        assertTrue(cobble > 200 && mossy > 300 && cobble < mossy, cobble + " cobblestone, " + mossy + " mossy");
        List<String> loot = new ArrayList<>();
        for (ProtoChunk.BlockEntityData be : on.blockEntities().values()) {
            if (be.fields.get("LootTable") != null) loot.add(be.id + " " + be.fields.get("LootTable"));
        }
        loot.sort(null);
        assertEquals(List.of("minecraft:chest minecraft:chests/jungle_temple", "minecraft:chest minecraft:chests/jungle_temple",
                "minecraft:dispenser minecraft:chests/jungle_temple_dispenser", "minecraft:dispenser minecraft:chests/jungle_temple_dispenser"), loot);
    }
}
