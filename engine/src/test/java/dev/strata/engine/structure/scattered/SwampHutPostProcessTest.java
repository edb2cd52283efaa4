package dev.strata.engine.structure.scattered;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.Decorated;
import dev.strata.engine.structure.SimpleStructures;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.StructureStarts;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A swamp hut start of seed 13579 (chunk 54, 364), placed by the features step: the hut
 * stands in its start chunk (7 x 9 at the chunk's min corner) at the mean ground height, with its floor of spruce
 * planks, one cauldron, one potted red mushroom, four oak log posts (with stilts down to the ground), and a witch and a cat.
 */
class SwampHutPostProcessTest {
    @Test
    void theHutStandsOnItsStilts() {
        StructureStarts starts = SimpleStructures.overworld().structureStarts();
        ResourceId hut = ResourceId.parse("minecraft:swamp_hut");
        assertTrue(starts.supported(hut));
        StructureStart found = null;
        // the swamp_huts set's candidate of region (1, 11) (spacing 32, separation 8, salt 14357620)
        for (StructureStart st : starts.startsAt(54, 364, SimpleStructures.context())) if (st.structure().equals(hut.toString())) found = st;
        assertTrue(found != null, "a swamp hut at chunk 54, 364");
        ProtoChunk on = Decorated.chunk(found.chunkX(), found.chunkZ(), true);
        BlockStates s = SimpleStructures.overworld().features().states();
        BoundingBox box = found.pieces().get(0).getBoundingBox();
        int planks = 0, cauldrons = 0, pots = 0, logs = 0;
        for (int y = on.minY(); y < on.minY() + 384; y++) {
            for (int x = box.minX(); x <= box.maxX(); x++) {
                for (int z = box.minZ(); z <= box.maxZ(); z++) {
                    String n = s.registry().blockName(on.getBlock(x & 15, y, z & 15));
                    if (n.equals("minecraft:spruce_planks")) planks++;
                    if (n.equals("minecraft:cauldron")) cauldrons++;
                    if (n.equals("minecraft:potted_red_mushroom")) pots++;
                    if (n.equals("minecraft:oak_log")) logs++;
                }
            }
        }
        assertTrue(planks >= 60, planks + " spruce planks");
        assertEquals(1, cauldrons);
        assertEquals(1, pots);
        assertTrue(logs >= 16, logs + " oak logs: four corner posts of four and their stilts");
        List<String> mobs = on.entities().stream().map(e -> e.getString("id")).toList();
        assertTrue(mobs.contains("minecraft:witch") && mobs.contains("minecraft:cat"), mobs.toString());
        for (net.kyori.adventure.nbt.CompoundBinaryTag e : on.entities()) {
            // persistent; the witch's finalizeSpawn (Raider, not a natural spawn) lets her join raids
            assertTrue(e.getBoolean("PersistenceRequired"), e.toString());
            assertEquals(e.getString("id").equals("minecraft:witch"), e.getBoolean("CanJoinRaid"), e.toString());
        }
    }
}
