package dev.strata.engine.structure.jigsaw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.structure.Decorated;
import dev.strata.engine.structure.SimpleStructures;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.StructureTemplate;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * The template entities of a village's pieces reach the proto chunks: in the plains village of seed 13579 that starts
 * in chunk (58, -27) ({@code strata structures} lists it; the fixture's savanna village has zombie villagers, cats and
 * horses but no villager), pieces whose template carries entities (villagers, cats, animals...) are looked at, one per
 * entity id, until a villager and two more were checked;
 * decorating the chunk that holds an entity's turned block adds an entity of that id standing in that block, without
 * a UUID, a villager marked {@code AssignProfessionWhenSpawned} (the jigsaw settings finalize entities); the same chunk
 * decorated without structures has none of them.
 */
class JigsawEntitiesTest {
    @Test
    void theVillagesTemplateEntitiesAreAddedWhereTheyStand() {
        StructureStart village = SimpleStructures.overworld().structureStarts().startsAt(58, -27, SimpleStructures.context()).stream()
                .filter(s -> s.structure().equals("minecraft:village_plains")).findFirst().orElseThrow();
        List<String> checked = new ArrayList<>();
        for (StructurePiece p : village.pieces()) {
            if (!(p instanceof PoolElementStructurePiece piece) || !(piece.element() instanceof SinglePoolElement e)) continue;
            StructureTemplate t = e.template();
            if (t == null || t.entities().isEmpty()) continue;
            StructureTemplate.EntityInfo info = t.entities().get(0);
            int[] b = StructureTemplate.transform(info.blockX(), info.blockY(), info.blockZ(), Mirror.NONE, piece.rotation(), 0, 0);
            int bx = b[0] + piece.posX(), by = b[1] + piece.posY(), bz = b[2] + piece.posZ();
            if (!piece.getBoundingBox().isInside(bx, by, bz)) continue;
            String id = info.nbt().getString("id");
            if (checked.contains(id)) continue;
            ProtoChunk on = Decorated.chunk(bx >> 4, bz >> 4, true);
            List<CompoundBinaryTag> there = new ArrayList<>();
            for (CompoundBinaryTag entity : on.entities()) {
                ListBinaryTag pos = entity.getList("Pos");
                if (entity.getString("id").equals(id) && (int) Math.floor(pos.getDouble(0)) == bx && (int) Math.floor(pos.getDouble(1)) == by
                        && (int) Math.floor(pos.getDouble(2)) == bz) {
                    there.add(entity);
                }
            }
            assertTrue(!there.isEmpty(), id + " of " + e.location() + " in block " + bx + " " + by + " " + bz + "; the chunk has " + on.entities());
            for (CompoundBinaryTag entity : there) {
                assertNull(entity.get("UUID"), entity.toString());
                assertEquals(id.equals("minecraft:villager"), entity.get("AssignProfessionWhenSpawned") != null, entity.toString());
            }
            ProtoChunk off = Decorated.chunk(bx >> 4, bz >> 4, false);
            assertEquals(0, off.entities().stream().filter(x -> x.getString("id").equals(id)).count(), "without structures");
            checked.add(id);
            if (checked.contains("minecraft:villager") && checked.size() >= 3) break;
        }
        assertTrue(checked.contains("minecraft:villager") && checked.size() >= 3, "a villager and two more among " + checked);
    }
}
