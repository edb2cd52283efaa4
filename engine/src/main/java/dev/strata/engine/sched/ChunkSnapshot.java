package dev.strata.engine.sched;

import dev.strata.engine.gen.ProtoChunkNbt;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.regionio.nbt.NbtIO;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Map;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * The whole state of a {@link ProtoChunk} in a compact binary form, for the features pipeline's journal (chunks
 * decorated or written into but not yet final, which a resumed run must get back exactly): blocks and biomes as
 * runs, the heightmaps, post-processing marks, carving mask, block entities with their fields, ticks and entities.
 * Not a format the game reads; versioned so an old journal is refused, not misread.
 */
final class ChunkSnapshot {
    static final int VERSION = 1;

    private ChunkSnapshot() {}

    static void write(ProtoChunk c, DataOutputStream out) throws IOException {
        out.writeInt(VERSION);
        out.writeInt(c.chunkX());
        out.writeInt(c.chunkZ());
        out.writeInt(c.minY());
        out.writeInt(c.height());
        out.writeUTF(c.status());
        runs(c.blocks(), out);
        runs(c.biomes(), out);
        ints(c.oceanFloorWg(), out);
        ints(c.worldSurfaceWg(), out);
        out.writeBoolean(c.finalHeightmapsPrimed());
        if (c.finalHeightmapsPrimed()) {
            for (dev.strata.engine.levelgen.Heightmap.Types t : FINAL) ints(c.finalHeightmap(t), out);
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
            bytes(NbtIO.write(b.build()), out);
        }
        ticks(c.blockTicks(), out);
        ticks(c.fluidTicks(), out);
        out.writeInt(c.entities().size());
        for (CompoundBinaryTag t : c.entities()) bytes(NbtIO.write(t), out);
    }

    /** Reads a snapshot into {@code into} (reset to the snapshot's position; its extent must match). */
    static void read(DataInputStream in, ProtoChunk into) throws IOException {
        int v = in.readInt();
        if (v != VERSION) throw new IOException("journal chunk of format " + v + " (this Strata reads " + VERSION + ")");
        int cx = in.readInt(), cz = in.readInt(), minY = in.readInt(), height = in.readInt();
        if (minY != into.minY() || height != into.height()) throw new IOException("journal chunk " + cx + " " + cz + " has another extent");
        into.reset(cx, cz);
        into.setStatus(in.readUTF());
        readRuns(in, into.blocks());
        readRuns(in, into.biomes());
        readInts(in, into.oceanFloorWg());
        readInts(in, into.worldSurfaceWg());
        if (in.readBoolean()) {
            into.primeFinalHeightmaps();
            for (dev.strata.engine.levelgen.Heightmap.Types t : FINAL) readInts(in, into.finalHeightmap(t));
        }
        for (int s = 0; s < into.sectionCount(); s++) {
            int n = in.readInt();
            for (int i = 0; i < n; i++) {
                int m = in.readShort() & 0xFFFF;
                into.markPostProcessing(m & 15, into.minY() + (s << 4) + ((m >> 4) & 15), (m >> 8) & 15);
            }
        }
        int maskLength = in.readInt();
        if (maskLength >= 0) {
            long[] mask = new long[maskLength];
            for (int i = 0; i < maskLength; i++) mask[i] = in.readLong();
            into.setCarvingMask(mask);
        }
        int bes = in.readInt();
        for (int i = 0; i < bes; i++) {
            long pos = in.readLong();
            ProtoChunk.BlockEntityData be = new ProtoChunk.BlockEntityData();
            be.id = in.readUTF();
            CompoundBinaryTag fields = NbtIO.read(readBytes(in));
            for (String k : fields.keySet()) {
                BinaryTag t = fields.get(k);
                be.fields.put(k, t);
            }
            into.blockEntities().put(pos, be);
        }
        readTicks(in, into.blockTicks());
        readTicks(in, into.fluidTicks());
        int entities = in.readInt();
        for (int i = 0; i < entities; i++) into.entities().add(NbtIO.read(readBytes(in)));
    }

    private static final dev.strata.engine.levelgen.Heightmap.Types[] FINAL = {dev.strata.engine.levelgen.Heightmap.Types.WORLD_SURFACE,
            dev.strata.engine.levelgen.Heightmap.Types.OCEAN_FLOOR, dev.strata.engine.levelgen.Heightmap.Types.MOTION_BLOCKING,
            dev.strata.engine.levelgen.Heightmap.Types.MOTION_BLOCKING_NO_LEAVES};

    private static void runs(int[] a, DataOutputStream out) throws IOException {
        int runs = 0;
        for (int i = 0; i < a.length; i++) if (i == 0 || a[i] != a[i - 1]) runs++;
        out.writeInt(a.length);
        out.writeInt(runs);
        int i = 0;
        while (i < a.length) {
            int j = i + 1;
            while (j < a.length && a[j] == a[i]) j++;
            out.writeInt(a[i]);
            out.writeInt(j - i);
            i = j;
        }
    }

    private static void readRuns(DataInputStream in, int[] a) throws IOException {
        int length = in.readInt(), runs = in.readInt();
        if (length != a.length) throw new IOException("journal chunk array of " + length + " entries, expected " + a.length);
        int at = 0;
        for (int r = 0; r < runs; r++) {
            int value = in.readInt(), n = in.readInt();
            if (n <= 0 || at + n > a.length) throw new IOException("malformed run in a journal chunk");
            java.util.Arrays.fill(a, at, at + n, value);
            at += n;
        }
        if (at != a.length) throw new IOException("journal chunk array short by " + (a.length - at));
    }

    private static void ints(int[] a, DataOutputStream out) throws IOException {
        for (int v : a) out.writeInt(v);
    }

    private static void readInts(DataInputStream in, int[] a) throws IOException {
        for (int i = 0; i < a.length; i++) a[i] = in.readInt();
    }

    private static void ticks(java.util.List<ProtoChunk.ScheduledTick> ticks, DataOutputStream out) throws IOException {
        out.writeInt(ticks.size());
        for (ProtoChunk.ScheduledTick t : ticks) {
            out.writeLong(t.pos());
            out.writeUTF(t.type());
            out.writeInt(t.delay());
            out.writeInt(t.priority());
        }
    }

    private static void readTicks(DataInputStream in, java.util.List<ProtoChunk.ScheduledTick> into) throws IOException {
        int n = in.readInt();
        for (int i = 0; i < n; i++) into.add(new ProtoChunk.ScheduledTick(in.readLong(), in.readUTF(), in.readInt(), in.readInt()));
    }

    private static void bytes(byte[] b, DataOutputStream out) throws IOException {
        out.writeInt(b.length);
        out.write(b);
    }

    private static byte[] readBytes(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > (64 << 20)) throw new IOException("journal entry of " + n + " bytes");
        byte[] b = new byte[n];
        in.readFully(b);
        return b;
    }
}
