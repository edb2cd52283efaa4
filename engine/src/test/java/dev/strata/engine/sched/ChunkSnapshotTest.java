package dev.strata.engine.sched;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strata.engine.gen.ProtoChunkNbt;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.regionio.nbt.NbtIO;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Map;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * {@link ChunkSnapshot#bytes}: the layout it writes in one array is, byte for byte, the field-by-field
 * {@link DataOutputStream} layout that journals and spill files written before it hold (the writer below, kept as
 * the format's reference), and it reads back into the same chunk.
 */
class ChunkSnapshotTest {
    private static ProtoChunk chunk(boolean rich) {
        ProtoChunk c = new ProtoChunk(-64, 384);
        c.reset(-7, 12);
        java.util.Random r = new java.util.Random(5);
        for (int i = 0; i < 20000; i++) c.setBlock(r.nextInt(16), -64 + r.nextInt(384), r.nextInt(16), 1 + r.nextInt(300));
        for (int i = 0; i < c.biomes().length; i++) c.biomes()[i] = r.nextInt(3);
        for (int i = 0; i < 256; i++) c.oceanFloorWg()[i] = r.nextInt(300) - 64;
        c.setStatus("minecraft:features");
        if (!rich) return c;
        c.primeFinalHeightmaps();
        for (int i = 0; i < 256; i++) c.finalHeightmap(Heightmap.Types.MOTION_BLOCKING)[i] = 70 + i % 5;
        c.markPostProcessing(3, 70, 5);
        c.markPostProcessing(15, -64, 0);
        long[] mask = new long[c.blocks().length / 64];
        mask[17] = 0x8000_0000_0000_0001L;
        c.setCarvingMask(mask);
        ProtoChunk.BlockEntityData be = new ProtoChunk.BlockEntityData();
        be.id = "minecraft:chest";
        be.fields.put("LootTableSeed", -42L);
        be.fields.put("LootTable", "minecraft:chests/ancient_city");
        c.blockEntities().put(7L, be);
        ProtoChunk.BlockEntityData odd = new ProtoChunk.BlockEntityData();
        odd.id = "strata:ünïcode\u0000id"; // not ASCII, and a NUL: modified UTF-8's two-byte forms
        c.blockEntities().put(-3L, odd);
        ProtoChunk.BlockEntityData nul = new ProtoChunk.BlockEntityData();
        nul.id = "minecraft:a\u0000b"; // ASCII but for the NUL, which modified UTF-8 writes in two bytes
        c.blockEntities().put(-4L, nul);
        c.blockTicks().add(new ProtoChunk.ScheduledTick(123456789L, "minecraft:water", 0, 0));
        c.fluidTicks().add(new ProtoChunk.ScheduledTick(-5L, "minecraft:lava", 5, -1));
        c.entities().add(CompoundBinaryTag.builder().putString("id", "minecraft:chest_minecart").putInt("n", 3).build());
        return c;
    }

    @Test
    void theArrayWriterWritesTheStreamLayout() throws IOException {
        for (boolean rich : new boolean[] {false, true}) {
            ProtoChunk c = chunk(rich);
            byte[] got = ChunkSnapshot.bytes(c);
            assertArrayEquals(reference(c), got, rich ? "a chunk with every part" : "blocks and heightmaps only");
            ProtoChunk back = new ProtoChunk(-64, 384);
            ChunkSnapshot.read(new DataInputStream(new ByteArrayInputStream(got)), back);
            assertArrayEquals(c.blocks(), back.blocks());
            assertArrayEquals(c.biomes(), back.biomes());
            assertEquals(c.status(), back.status());
            assertEquals(c.blockEntities().keySet(), back.blockEntities().keySet());
            assertArrayEquals(reference(c), reference(back), "read back, it writes the same bytes");
        }
    }

    /** The format as first written: each field through {@link DataOutputStream}. */
    private static byte[] reference(ProtoChunk c) throws IOException {
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(raw);
        out.writeInt(ChunkSnapshot.VERSION);
        out.writeInt(c.chunkX());
        out.writeInt(c.chunkZ());
        out.writeInt(c.minY());
        out.writeInt(c.height());
        out.writeUTF(c.status());
        runs(c.blocks(), out);
        runs(c.biomes(), out);
        for (int v : c.oceanFloorWg()) out.writeInt(v);
        for (int v : c.worldSurfaceWg()) out.writeInt(v);
        out.writeBoolean(c.finalHeightmapsPrimed());
        if (c.finalHeightmapsPrimed()) {
            for (Heightmap.Types t : new Heightmap.Types[] {Heightmap.Types.WORLD_SURFACE, Heightmap.Types.OCEAN_FLOOR,
                    Heightmap.Types.MOTION_BLOCKING, Heightmap.Types.MOTION_BLOCKING_NO_LEAVES}) {
                for (int v : c.finalHeightmap(t)) out.writeInt(v);
            }
        }
        for (int s = 0; s < c.sectionCount(); s++) {
            short[] marks = c.postProcessing(s);
            out.writeInt(marks.length);
            for (short m : marks) out.writeShort(m);
        }
        long[] mask = c.carvingMask();
        out.writeInt(mask == null ? -1 : mask.length);
        if (mask != null) for (long w : mask) out.writeLong(w);
        out.writeInt(c.blockEntities().size());
        for (Map.Entry<Long, ProtoChunk.BlockEntityData> e : c.blockEntities().entrySet()) {
            out.writeLong(e.getKey());
            out.writeUTF(e.getValue().id);
            CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
            for (Map.Entry<String, Object> f : e.getValue().fields.entrySet()) b.put(f.getKey(), ProtoChunkNbt.tag(f.getValue()));
            byte[] nbt = NbtIO.write(b.build());
            out.writeInt(nbt.length);
            out.write(nbt);
        }
        for (java.util.List<ProtoChunk.ScheduledTick> ticks : java.util.List.of(c.blockTicks(), c.fluidTicks())) {
            out.writeInt(ticks.size());
            for (ProtoChunk.ScheduledTick t : ticks) {
                out.writeLong(t.pos());
                out.writeUTF(t.type());
                out.writeInt(t.delay());
                out.writeInt(t.priority());
            }
        }
        out.writeInt(c.entities().size());
        for (CompoundBinaryTag t : c.entities()) {
            byte[] nbt = NbtIO.write(t);
            out.writeInt(nbt.length);
            out.write(nbt);
        }
        out.flush();
        return raw.toByteArray();
    }

    private static void runs(int[] a, DataOutputStream out) throws IOException {
        int runs = 0;
        for (int i = 0; i < a.length; i++) if (i == 0 || a[i] != a[i - 1]) runs++;
        out.writeInt(a.length);
        out.writeInt(runs);
        for (int i = 0; i < a.length; ) {
            int j = i + 1;
            while (j < a.length && a[j] == a[i]) j++;
            out.writeInt(a[i]);
            out.writeInt(j - i);
            i = j;
        }
    }
}
