package dev.strata.engine.structure.woodlandmansion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.structure.Decorated;
import dev.strata.engine.structure.SimpleStructures;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.template.StructureTemplate;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * The mansion of {@link WoodlandMansionStartsTest} placed by the features step: its data markers (a {@code Mage}
 * marker's evoker, with the tag a fresh persistent mob gets, and the marker's block air, no structure block left;
 * chests with the mansion's loot table, a seed and their facing) and its cobblestone foundation under the start
 * chunk.
 */
class WoodlandMansionPostProcessTest {
    private static final int CX = -117, CZ = -152;

    /** A data marker of the mansion: world position, metadata and its piece's rotation. */
    record Marker(int x, int y, int z, String metadata, dev.strata.engine.structure.template.Rotation rotation) {}

    @Test
    void mageMarkerBecomesAnEvoker() {
        BlockStates s = SimpleStructures.overworld().features().states();
        Marker mage = markers(s).stream().filter(m -> m.metadata().equals("Mage")).findFirst().orElseThrow();
        ProtoChunk chunk = Decorated.chunk(mage.x() >> 4, mage.z() >> 4, true);
        List<CompoundBinaryTag> evokers = chunk.entities().stream().filter(e -> e.getString("id").equals("minecraft:evoker")).toList();
        CompoundBinaryTag evoker = evokers.stream().filter(e -> e.getList("Pos").getDouble(0) == mage.x() + 0.5 && e.getList("Pos").getDouble(1) == mage.y()
                && e.getList("Pos").getDouble(2) == mage.z() + 0.5).findFirst().orElseThrow(() -> new AssertionError(evokers + " at " + mage));
        assertEquals(1, evoker.getByte("PersistenceRequired"));
        assertEquals(0f, evoker.getList("Rotation").getFloat(0));
        assertTrue(s.isAir(chunk.getBlock(mage.x() & 15, mage.y(), mage.z() & 15)), "the marker's block");
        assertEquals(0, count(s, chunk, "minecraft:structure_block"));
    }

    /**
     * The chunk of the first chest marker that names a direction: each chest marker of that chunk became a chest with
     * the mansion's loot table and a seed, facing as its marker says turned by its piece's rotation (north for a plain
     * {@code Chest}).
     */
    @Test
    void chestsFaceAsTheirMarkersSay() {
        BlockStates s = SimpleStructures.overworld().features().states();
        List<Marker> all = markers(s);
        Marker first = all.stream().filter(m -> m.metadata().startsWith("Chest") && m.metadata().length() > 5).findFirst().orElseThrow();
        int cx = first.x() >> 4, cz = first.z() >> 4;
        ProtoChunk chunk = Decorated.chunk(cx, cz, true);
        List<Marker> here = all.stream().filter(m -> m.metadata().startsWith("Chest") && m.x() >> 4 == cx && m.z() >> 4 == cz).toList();
        long chests = chunk.blockEntities().values().stream().filter(be -> WoodlandMansionPiece.LOOT_TABLE.equals(be.fields.get("LootTable"))
                && be.fields.get("LootTableSeed") instanceof Long).count();
        assertEquals(here.size(), chests);
        for (Marker m : here) {
            String named = m.metadata().substring("Chest".length()).toLowerCase(java.util.Locale.ROOT);
            dev.strata.engine.feature.tree.Direction d = named.isEmpty() ? dev.strata.engine.feature.tree.Direction.NORTH
                    : m.rotation().rotate(dev.strata.engine.feature.tree.Direction.byId(named));
            int chest = chunk.getBlock(m.x() & 15, m.y(), m.z() & 15);
            assertEquals("minecraft:chest", s.registry().blockName(chest), m.toString());
            assertEquals(d.id, s.value(chest, "facing"), m.toString());
        }
    }

    /**
     * Under the start chunk's part of the mansion: every column whose block at the pieces' lowest y is not air and
     * lies inside a piece has neither air nor water right below it (the foundation reaches down to the ground), and
     * there is more cobblestone below that y than without structures.
     */
    @Test
    void foundationDownToTheGround() {
        BlockStates s = SimpleStructures.overworld().features().states();
        StructureStart start = start();
        int bottom = start.boundingBox().minY();
        ProtoChunk on = Decorated.chunk(CX, CZ, true), off = Decorated.chunk(CX, CZ, false);
        int cobblestone = s.blockIndex("minecraft:cobblestone"), water = s.blockIndex("minecraft:water");
        int columns = 0, onCobble = 0, offCobble = 0;
        for (int x = 0; x < 16; x++) {
            for (int z = 0; z < 16; z++) {
                int wx = (CX << 4) + x, wz = (CZ << 4) + z;
                for (int y = bottom - 8; y < bottom; y++) {
                    if (s.block(on.getBlock(x, y, z)) == cobblestone) onCobble++;
                    if (s.block(off.getBlock(x, y, z)) == cobblestone) offCobble++;
                }
                if (s.isAir(on.getBlock(x, bottom, z)) || start.pieces().stream().noneMatch(p -> p.getBoundingBox().isInside(wx, bottom, wz))) continue;
                columns++;
                int below = on.getBlock(x, bottom - 1, z);
                assertTrue(!s.isAir(below) && s.block(below) != water, "column " + wx + ", " + wz);
            }
        }
        assertTrue(columns > 0);
        assertTrue(onCobble > offCobble, onCobble + " cobblestone with structures, " + offCobble + " without");
    }

    static StructureStart start() {
        return SimpleStructures.overworld().structureStarts().startsAt(CX, CZ, SimpleStructures.context()).stream()
                .filter(st -> st.structure().equals("minecraft:mansion")).findFirst().orElseThrow();
    }

    /** The data markers of every piece, placed as the pieces place them. */
    static List<Marker> markers(BlockStates s) {
        List<Marker> out = new java.util.ArrayList<>();
        int structureBlock = s.blockIndex("minecraft:structure_block");
        for (StructurePiece p : start().pieces()) {
            WoodlandMansionPiece w = (WoodlandMansionPiece) p;
            assertEquals(1, w.template().palettes().size(), w.templateName());
            for (StructureTemplate.BlockInfo b : w.template().palettes().get(0)) {
                if (s.block(b.state()) != structureBlock || b.nbt() == null || !"DATA".equals(b.nbt().getString("mode"))) continue;
                int[] t = StructureTemplate.transform(b.x(), b.y(), b.z(), w.mirror(), w.rotation(), 0, 0);
                int[] o = w.templatePosition();
                out.add(new Marker(o[0] + t[0], o[1] + t[1], o[2] + t[2], b.nbt().getString("metadata"), w.rotation()));
            }
        }
        return out;
    }

    private static int count(BlockStates s, ProtoChunk c, String block) {
        int n = 0, index = s.blockIndex(block);
        for (int y = c.minY(); y < c.minY() + 384; y++) {
            for (int x = 0; x < 16; x++) for (int z = 0; z < 16; z++) if (s.block(c.getBlock(x, y, z)) == index) n++;
        }
        return n;
    }
}
