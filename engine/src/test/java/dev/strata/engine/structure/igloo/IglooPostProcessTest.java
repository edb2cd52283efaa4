package dev.strata.engine.structure.igloo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.structure.Decorated;
import dev.strata.engine.structure.SimpleStructures;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.StructureTemplate;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The igloo of seed 13579 at chunk (-379, -271) (the igloos set's candidate there: a basement 11 shafts deep, 12
 * pieces) placed by the features step in its start chunk: the dome of snow blocks on the surface with its furnace
 * and bed, the ladder shafts below; without structures none of it. No structure block stays.
 */
class IglooPostProcessTest {
    @Test
    void domeAndShaft() {
        List<StructureStart> at = SimpleStructures.overworld().structureStarts().startsAt(-379, -271, SimpleStructures.context());
        assertTrue(at.stream().anyMatch(s -> s.structure().equals("minecraft:igloo") && s.pieces().size() == 12), at.toString());
        BlockStates s = SimpleStructures.overworld().features().states();
        Map<String, Integer> on = counts(s, Decorated.chunk(-379, -271, true)), off = counts(s, Decorated.chunk(-379, -271, false));
        assertTrue(on.getOrDefault("minecraft:snow_block", 0) - off.getOrDefault("minecraft:snow_block", 0) > 20, on.toString());
        assertEquals(1, on.getOrDefault("minecraft:furnace", 0) - off.getOrDefault("minecraft:furnace", 0));
        assertEquals(2, on.getOrDefault("minecraft:red_bed", 0) - off.getOrDefault("minecraft:red_bed", 0));
        assertTrue(on.getOrDefault("minecraft:ladder", 0) >= 20, on.getOrDefault("minecraft:ladder", 0) + " ladders");
        assertEquals(0, on.getOrDefault("minecraft:structure_block", 0));
    }

    /**
     * The laboratory (template {@code igloo/bottom}): its chest (template (1, 1, 6), under the {@code chest} marker)
     * gets loot table {@code chests/igloo_chest} and a seed, the marker's block is air, and the template's villager
     * and zombie villager are added to the chunks they stand in, without a UUID.
     */
    @Test
    void laboratoryChestAndVillagers() {
        StructureStart start = SimpleStructures.overworld().structureStarts().startsAt(-379, -271, SimpleStructures.context()).stream()
                .filter(s -> s.structure().equals("minecraft:igloo")).findFirst().orElseThrow();
        IglooPiece lab = (IglooPiece) start.pieces().get(0);
        int[] c = StructureTemplate.transform(1, 1, 6, Mirror.NONE, lab.rotation(), 3, 7);
        int cx = (lab.templatePosition()[0] + c[0]) >> 4, cz = (lab.templatePosition()[2] + c[2]) >> 4;
        ProtoChunk chunk = Decorated.chunk(cx, cz, true);
        BlockStates s = SimpleStructures.overworld().features().states();
        long loot = chunk.blockEntities().values().stream().filter(be -> "minecraft:chests/igloo_chest".equals(be.fields.get("LootTable"))
                && be.fields.get("LootTableSeed") instanceof Long).count();
        assertEquals(1, loot);
        int[] v = StructureTemplate.transform(2, 1, 1, Mirror.NONE, lab.rotation(), 3, 7); // the villager's block
        int vx = (lab.templatePosition()[0] + v[0]) >> 4, vz = (lab.templatePosition()[2] + v[2]) >> 4;
        ProtoChunk villagers = vx == cx && vz == cz ? chunk : Decorated.chunk(vx, vz, true);
        List<CompoundBinaryTag> mobs = villagers.entities().stream()
                .filter(e -> e.getString("id").equals("minecraft:villager") || e.getString("id").equals("minecraft:zombie_villager")).toList();
        assertTrue(!mobs.isEmpty(), "the laboratory's villagers");
        for (CompoundBinaryTag m : mobs) assertTrue(m.get("UUID") == null && m.getList("Pos").size() == 3);
    }

    private static Map<String, Integer> counts(BlockStates s, ProtoChunk c) {
        Map<String, Integer> m = new java.util.HashMap<>();
        for (int y = c.minY(); y < c.minY() + 384; y++) {
            for (int x = 0; x < 16; x++) for (int z = 0; z < 16; z++) m.merge(s.registry().blockName(c.getBlock(x, y, z)), 1, Integer::sum);
        }
        return m;
    }
}
