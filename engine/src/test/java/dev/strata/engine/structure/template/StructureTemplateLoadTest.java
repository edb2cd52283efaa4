package dev.strata.engine.structure.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.testing.SharedData;
import dev.strata.regionio.nbt.NbtIO;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code StructureTemplate.load}: palettes, the game's block order (full cubes, others, block entity data; each by y, x, z), refusals. */
class StructureTemplateLoadTest {
    final BlockStates states = new BlockStates(SharedData.vanilla());

    @TempDir
    Path dir;

    private static ListBinaryTag ints(int... v) {
        List<BinaryTag> list = new java.util.ArrayList<>();
        for (int i : v) list.add(IntBinaryTag.intBinaryTag(i));
        return ListBinaryTag.listBinaryTag(BinaryTagTypes.INT, list);
    }

    private static CompoundBinaryTag state(String name) {
        return CompoundBinaryTag.builder().putString("Name", name).build();
    }

    private static CompoundBinaryTag block(int x, int y, int z, int state, CompoundBinaryTag nbt) {
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder().put("pos", ints(x, y, z)).putInt("state", state);
        if (nbt != null) b.put("nbt", nbt);
        return b.build();
    }

    private DataPack pack(CompoundBinaryTag root) throws Exception {
        Files.writeString(dir.resolve("pack.mcmeta"), "{\"pack\": {\"pack_format\": 1, \"description\": \"t\"}}");
        Path f = dir.resolve("data/test/structure/t.nbt");
        Files.createDirectories(f.getParent());
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(f))) {
            NbtIO.write(root, out);
        }
        return DataPack.open(List.of(dir));
    }

    @Test
    void palettesAndTheGamesBlockOrder() throws Exception {
        ListBinaryTag p0 = ListBinaryTag.from(List.of(state("minecraft:stone"), state("minecraft:torch"), state("minecraft:chest")));
        ListBinaryTag p1 = ListBinaryTag.from(List.of(state("minecraft:granite"), state("minecraft:torch"), state("minecraft:chest")));
        CompoundBinaryTag chestData = CompoundBinaryTag.builder().putString("id", "minecraft:chest").build();
        ListBinaryTag blocks = ListBinaryTag.from(List.of(
                block(0, 1, 0, 2, chestData), block(1, 1, 0, 1, null), block(1, 0, 0, 0, null), block(0, 1, 1, 0, null),
                block(0, 0, 1, 1, null), block(0, 0, 0, 0, null)));
        CompoundBinaryTag root = CompoundBinaryTag.builder().put("size", ints(2, 2, 2)).put("palettes", ListBinaryTag.from(List.of(p0, p1)))
                .put("blocks", blocks).put("entities", ListBinaryTag.empty()).build();
        StructureTemplate t = StructureTemplate.load(pack(root), states, ResourceId.parse("test:t"));
        assertEquals(2, t.palettes().size());
        // full cubes (stone) by y, x, z; then the torches by y, x, z; then the chest (block entity data)
        String[] want = {"0 0 0 minecraft:stone", "1 0 0 minecraft:stone", "0 1 1 minecraft:stone", "0 0 1 minecraft:torch",
                "1 1 0 minecraft:torch", "0 1 0 minecraft:chest"};
        List<StructureTemplate.BlockInfo> first = t.palettes().get(0), second = t.palettes().get(1);
        for (int i = 0; i < want.length; i++) {
            StructureTemplate.BlockInfo b = first.get(i);
            assertEquals(want[i], b.x() + " " + b.y() + " " + b.z() + " " + states.registry().blockName(b.state()), "block " + i);
        }
        assertEquals("minecraft:granite", states.registry().blockName(second.get(0).state()));
        assertNotNull(first.get(5).nbt());
        assertNull(first.get(0).nbt());
        assertTrue(t.hasBlockEntityData());
    }

    @Test
    void aPaletteIndexOutOfRangeIsRefusedWithTheFile() throws Exception {
        CompoundBinaryTag root = CompoundBinaryTag.builder().put("size", ints(1, 1, 1))
                .put("palette", ListBinaryTag.from(List.of(state("minecraft:stone")))).put("blocks", ListBinaryTag.from(List.of(block(0, 0, 0, 3, null))))
                .build();
        DataPack p = pack(root);
        DataPackException e = assertThrows(DataPackException.class, () -> StructureTemplate.load(p, states, ResourceId.parse("test:t")));
        assertTrue(e.getMessage().contains("data/test/structure/t.nbt") && e.getMessage().contains("blocks.0"), e.getMessage());
    }
}
