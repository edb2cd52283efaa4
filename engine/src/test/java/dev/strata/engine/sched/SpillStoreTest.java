package dev.strata.engine.sched;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.levelgen.ProtoChunk;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link SpillStore}: entries read back exactly, batch files kept while referenced, and the default budget. */
class SpillStoreTest {
    private static ProtoChunk chunk(int x, int z, int seed) {
        ProtoChunk c = new ProtoChunk(-64, 384);
        c.reset(x, z);
        java.util.Random r = new java.util.Random(seed);
        for (int i = 0; i < 5000; i++) c.setBlock(r.nextInt(16), -64 + r.nextInt(384), r.nextInt(16), 1 + r.nextInt(40));
        c.setStatus("minecraft:features");
        c.markPostProcessing(3, 70, 5);
        c.entities().add(CompoundBinaryTag.builder().putString("id", "minecraft:chest_minecart").build());
        ProtoChunk.BlockEntityData be = new ProtoChunk.BlockEntityData();
        be.id = "minecraft:chest";
        be.fields.put("LootTableSeed", 42L);
        c.blockEntities().put(7L, be);
        return c;
    }

    @Test
    void aSpilledChunkComesBackAsItWas(@TempDir Path dir) throws IOException {
        SpillStore s = new SpillStore(dir.resolve("spill"));
        ProtoChunk a = chunk(3, -4, 1), b = chunk(-9, 12, 2);
        SpillStore.Ref ra = s.put(a), rb = s.put(b);
        s.seal();
        assertEquals(ra.file(), rb.file(), "one batch file per seal");
        for (var pair : List.of(List.of(ra, a), List.of(rb, b))) {
            ProtoChunk back = new ProtoChunk(-64, 384);
            s.read((SpillStore.Ref) pair.get(0), back);
            ProtoChunk want = (ProtoChunk) pair.get(1);
            assertEquals(want.chunkX(), back.chunkX());
            assertEquals(want.chunkZ(), back.chunkZ());
            assertEquals(want.status(), back.status());
            assertArrayEquals(want.blocks(), back.blocks());
            assertArrayEquals(want.postProcessing((70 + 64) >> 4), back.postProcessing((70 + 64) >> 4));
            assertEquals(want.entities(), back.entities());
            assertEquals(dev.strata.engine.gen.ProtoChunkNbt.tag(42L), dev.strata.engine.gen.ProtoChunkNbt.tag(back.blockEntities().get(7L).fields.get("LootTableSeed")));
        }
    }

    @Test
    void batchFilesLiveWhileReferencedAndAResumeKeepsOnlyTheNamedOnes(@TempDir Path dir) throws IOException {
        Path folder = dir.resolve("spill");
        SpillStore s = new SpillStore(folder);
        SpillStore.Ref r0 = s.put(chunk(0, 0, 3));
        s.seal();
        SpillStore.Ref r1 = s.put(chunk(1, 0, 4));
        s.seal();
        assertTrue(r1.file() != r0.file());
        s.release(r0);
        s.collect();
        assertFalse(Files.exists(folder.resolve(r0.file() + ".spill")), "nothing refers to the first batch");
        assertTrue(Files.exists(folder.resolve(r1.file() + ".spill")));
        // a resumed run whose journal names only r1: a stray batch written after that journal is deleted
        SpillStore t = new SpillStore(folder);
        Files.write(folder.resolve("7.spill"), new byte[] {1, 2, 3});
        t.adopt(List.of(r1));
        assertFalse(Files.exists(folder.resolve("7.spill")));
        ProtoChunk back = new ProtoChunk(-64, 384);
        t.read(r1, back);
        assertEquals(1, back.chunkX());
        SpillStore.Ref r2 = t.put(chunk(2, 0, 5));
        assertTrue(r2.file() > 7, "numbers continue after every file seen");
        t.seal();
        Files.delete(folder.resolve(r1.file() + ".spill"));
        IOException e = assertThrows(IOException.class, () -> new SpillStore(folder).adopt(List.of(r1)));
        assertTrue(e.getMessage().contains("missing"), e.getMessage());
        t.deleteAll();
        assertFalse(Files.exists(folder));
    }

    @Test
    void theDefaultBudgetLeavesRoomForTheRestOfTheRun() {
        long overworld = 4L * 24 * 4096 + 4L * 24 * 64;
        assertEquals(1024, DecorationJob.defaultKept(6L << 30, overworld), "the default heap of a 24 GB machine");
        assertEquals(1024, DecorationJob.defaultKept(2L << 30, overworld));
        assertEquals(2688 - DecorationJob.OTHER_CHUNKS, DecorationJob.defaultKept(1L << 30, overworld), "a 1 GiB heap: 2,688 chunks in all");
        assertEquals(64, DecorationJob.defaultKept(512L << 20, overworld), "never fewer than 64");
        assertEquals(3360 - DecorationJob.OTHER_CHUNKS, DecorationJob.defaultKept(1280L << 20, overworld), "between: what is left of 3,360 chunks");
    }
}
