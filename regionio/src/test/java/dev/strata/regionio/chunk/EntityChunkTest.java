package dev.strata.regionio.chunk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.regionio.Fixtures;
import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The entities region-file chunk: written and read back, and read from a file the game wrote. */
class EntityChunkTest {

    private static CompoundBinaryTag sheep(double x) {
        return CompoundBinaryTag.builder().putString("id", "minecraft:sheep").putByte("Color", (byte) 15)
                .putIntArray("UUID", new int[] {1, 2, 3, (int) x}).build();
    }

    @Test
    void roundTripThroughARegionFile(@TempDir Path dir) throws Exception {
        EntityChunk chunk = new EntityChunk(4903, -33, 7, List.of(sheep(1), sheep(2)));
        CompoundBinaryTag root = chunk.toNbt();
        assertEquals(java.util.Set.of("DataVersion", "Entities", "Position"), root.keySet());
        assertEquals(4903, root.getInt("DataVersion"));
        Path file = dir.resolve("r.-2.0.mca");
        try (RegionFile r = RegionFile.open(file)) {
            r.write(-33, 7, root, Compression.ZLIB);
        }
        try (RegionFile r = RegionFile.openReadOnly(file)) {
            EntityChunk back = EntityChunk.fromNbt(r.read(-33, 7).orElseThrow(), "r.-2.0.mca chunk -33 7");
            assertEquals(chunk, back);
        }
    }

    @Test
    void anEmptyChunkHasNoRecord() {
        assertThrows(IllegalStateException.class, () -> new EntityChunk(4903, 0, 0, List.of()).toNbt());
    }

    @Test
    void malformedTagsAreNamed() {
        CompoundBinaryTag noPos = CompoundBinaryTag.builder().putInt("DataVersion", 4903).build();
        NbtFormatException e = assertThrows(NbtFormatException.class, () -> EntityChunk.fromNbt(noPos, "f chunk 1 2"));
        assertTrue(e.getMessage().contains("Position"), e.getMessage());
        CompoundBinaryTag threeInts = CompoundBinaryTag.builder().putInt("DataVersion", 4903).putIntArray("Position", new int[] {1, 2, 3})
                .put("Entities", net.kyori.adventure.nbt.ListBinaryTag.empty()).build();
        e = assertThrows(NbtFormatException.class, () -> EntityChunk.fromNbt(threeInts, "f chunk 1 2"));
        assertTrue(e.getMessage().contains("Position"), e.getMessage());
        CompoundBinaryTag noId = CompoundBinaryTag.builder().putInt("DataVersion", 4903).putIntArray("Position", new int[] {1, 2})
                .put("Entities", net.kyori.adventure.nbt.ListBinaryTag.builder().add(CompoundBinaryTag.empty()).build()).build();
        e = assertThrows(NbtFormatException.class, () -> EntityChunk.fromNbt(noId, "f chunk 1 2"));
        assertTrue(e.getMessage().contains("Entities[0].id"), e.getMessage());
    }

    /** amulet/1_18/vanilla/entities/r.0.0.mca: written by the game 1.18 Pre-release 8 (DataVersion 2855). */
    @Test
    void readsAnEntitiesFileTheGameWrote() throws Exception {
        Path p = Fixtures.regions().resolve("amulet/1_18/vanilla/entities/r.0.0.mca");
        Map<String, Integer> counts = new TreeMap<>();
        int chunks = 0;
        try (RegionFile r = RegionFile.openReadOnly(p)) {
            for (int[] c : r.chunks()) {
                EntityChunk e = EntityChunk.fromNbt(r.read(c[0], c[1]).orElseThrow(), p + " chunk " + c[0] + " " + c[1]);
                assertEquals(2855, e.dataVersion());
                assertEquals(c[0], e.chunkX());
                assertEquals(c[1], e.chunkZ());
                for (CompoundBinaryTag t : e.entities()) counts.merge(t.getString("id"), 1, Integer::sum);
                // re-encoding keeps the game's tag as it was
                assertEquals(r.read(c[0], c[1]).orElseThrow(), e.toNbt());
                chunks++;
            }
        }
        assertEquals(5, chunks);
        System.out.println("entities in " + p.getFileName() + ": " + counts);
        assertTrue(!counts.isEmpty());
    }
}
