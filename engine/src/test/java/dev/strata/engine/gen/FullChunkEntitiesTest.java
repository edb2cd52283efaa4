package dev.strata.engine.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.DoubleBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.Test;

class FullChunkEntitiesTest {
    private static CompoundBinaryTag entity(String name, double y, int[] uuid) {
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder().putString("id", "minecraft:" + name)
                .put("Pos", ListBinaryTag.listBinaryTag(BinaryTagTypes.DOUBLE, List.of(DoubleBinaryTag.doubleBinaryTag(3.5),
                        DoubleBinaryTag.doubleBinaryTag(y), DoubleBinaryTag.doubleBinaryTag(-7.5))));
        if (uuid != null) b.putIntArray("UUID", uuid);
        return b.build();
    }

    private static List<String> ids(List<CompoundBinaryTag> list) {
        List<String> out = new ArrayList<>();
        for (CompoundBinaryTag t : list) out.add(t.getString("id").substring("minecraft:".length()));
        return out;
    }

    /**
     * The game's section set runs from section 0 up, then the negative sections from -2048... to -1 (the key's low 20
     * bits unsigned); within a section the order they were added.
     */
    @Test
    void sectionsInTheirKeyOrderNegativeLastAndStableWithin() {
        List<CompoundBinaryTag> proto = List.of(
                entity("a", -1.0, null),     // section -1
                entity("b", 17.9, null),     // section 1
                entity("c", -64.0, null),    // section -4
                entity("d", 0.0, null),      // section 0
                entity("e", 31.999, null),   // section 1, after b
                entity("f", -0.5, null),     // floor -1: section -1, after a
                entity("g", 319.0, null),    // section 19
                entity("h", -49.0, null));   // section -4, after c
        assertEquals(List.of("d", "b", "e", "g", "c", "h", "a", "f"), ids(FullChunkEntities.of(1L, 0, 0, proto)));
    }

    @Test
    void aUuidForEachEntityWithoutOneKeptWhereGivenAndTheSameEveryTime() {
        int[] given = {1, 2, 3, 4};
        List<CompoundBinaryTag> proto = List.of(entity("a", 70, null), entity("b", 70, given), entity("c", 70, null), entity("d", 70, new int[] {5}));
        List<CompoundBinaryTag> out = FullChunkEntities.of(13579L, -98, 6, proto);
        assertEquals(List.of("a", "b", "c", "d"), ids(out));
        assertArrayEquals(given, out.get(1).getIntArray("UUID"));
        Set<String> seen = new HashSet<>();
        for (CompoundBinaryTag t : out) {
            int[] u = t.getIntArray("UUID");
            assertEquals(4, u.length, t.toString());
            seen.add(java.util.Arrays.toString(u));
            if (t != out.get(1)) {
                assertEquals(4, u[1] >>> 12 & 0xF, "version 4: " + t);
                assertEquals(2, u[2] >>> 30, "IETF variant: " + t);
            }
        }
        assertEquals(4, seen.size(), "distinct UUIDs");
        List<CompoundBinaryTag> again = FullChunkEntities.of(13579L, -98, 6, proto);
        for (int i = 0; i < out.size(); i++) assertArrayEquals(out.get(i).getIntArray("UUID"), again.get(i).getIntArray("UUID"));
        // another chunk, another seed: other UUIDs
        assertNotEquals(java.util.Arrays.toString(out.get(0).getIntArray("UUID")),
                java.util.Arrays.toString(FullChunkEntities.of(13579L, -98, 7, proto).get(0).getIntArray("UUID")));
        assertNotEquals(java.util.Arrays.toString(out.get(0).getIntArray("UUID")),
                java.util.Arrays.toString(FullChunkEntities.of(13580L, -98, 6, proto).get(0).getIntArray("UUID")));
        assertEquals(0, proto.get(0).getIntArray("UUID").length, "the proto chunk's tags are not changed");
    }

    @Test
    void noEntitiesNothingToSave() {
        assertEquals(List.of(), FullChunkEntities.of(1L, 0, 0, List.of()));
    }
}
