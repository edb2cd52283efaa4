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

    /** Writes the snapshot of {@code c} to {@code out}: the bytes of {@link #bytes}. */
    static void write(ProtoChunk c, DataOutputStream out) throws IOException {
        out.write(bytes(c));
    }

    /**
     * The snapshot of {@code c}, the same bytes a {@link DataOutputStream} would write field by field (big-endian,
     * strings as modified UTF-8), built in one growing array: it runs once per kept chunk at every region's end
     * (the journal) and per spilled chunk, on the pool, so it avoids the stream's per-int calls. Safe to call on
     * several threads for different chunks; {@code c} must not change meanwhile.
     */
    static byte[] bytes(ProtoChunk c) throws IOException {
        Out out = new Out(64 << 10);
        out.putInt(VERSION);
        out.putInt(c.chunkX());
        out.putInt(c.chunkZ());
        out.putInt(c.minY());
        out.putInt(c.height());
        out.putUTF(c.status());
        out.runs(c.blocks());
        out.runs(c.biomes());
        out.ints(c.oceanFloorWg());
        out.ints(c.worldSurfaceWg());
        out.putBoolean(c.finalHeightmapsPrimed());
        if (c.finalHeightmapsPrimed()) {
            for (dev.strata.engine.levelgen.Heightmap.Types t : FINAL) out.ints(c.finalHeightmap(t));
        }
        for (int s = 0; s < c.sectionCount(); s++) {
            short[] marks = c.postProcessing(s);
            out.putInt(marks.length);
            for (short m : marks) out.putShort(m);
        }
        long[] mask = c.carvingMask();
        out.putInt(mask == null ? -1 : mask.length);
        if (mask != null) for (long w : mask) out.putLong(w);
        out.putInt(c.blockEntities().size());
        for (Map.Entry<Long, ProtoChunk.BlockEntityData> e : c.blockEntities().entrySet()) {
            out.putLong(e.getKey());
            out.putUTF(e.getValue().id);
            CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
            for (Map.Entry<String, Object> f : e.getValue().fields.entrySet()) b.put(f.getKey(), ProtoChunkNbt.tag(f.getValue()));
            out.bytes(NbtIO.write(b.build()));
        }
        out.ticks(c.blockTicks());
        out.ticks(c.fluidTicks());
        out.putInt(c.entities().size());
        for (CompoundBinaryTag t : c.entities()) out.bytes(NbtIO.write(t));
        return java.util.Arrays.copyOf(out.buf, out.n);
    }

    /** An unsynchronized big-endian writer into a growing array (the layout of {@link DataOutputStream}). */
    private static final class Out {
        byte[] buf;
        int n;

        Out(int capacity) {
            buf = new byte[capacity];
        }

        private void room(int k) {
            if (n + k > buf.length) buf = java.util.Arrays.copyOf(buf, Math.max(buf.length * 2, n + k));
        }

        private void put4(int v) { // room checked by the caller
            buf[n] = (byte) (v >>> 24);
            buf[n + 1] = (byte) (v >>> 16);
            buf[n + 2] = (byte) (v >>> 8);
            buf[n + 3] = (byte) v;
            n += 4;
        }

        void putInt(int v) {
            room(4);
            put4(v);
        }

        void putLong(long v) {
            room(8);
            put4((int) (v >>> 32));
            put4((int) v);
        }

        void putShort(short v) {
            room(2);
            buf[n++] = (byte) (v >>> 8);
            buf[n++] = (byte) v;
        }

        void putBoolean(boolean v) {
            room(1);
            buf[n++] = (byte) (v ? 1 : 0);
        }

        /** {@link DataOutputStream#writeUTF}: a two-byte length, then modified UTF-8. */
        void putUTF(String s) throws IOException {
            boolean ascii = s.length() <= 0xFFFF;
            for (int i = 0; ascii && i < s.length(); i++) {
                char ch = s.charAt(i);
                ascii = ch >= 1 && ch <= 0x7F;
            }
            if (ascii) {
                room(2 + s.length());
                buf[n++] = (byte) (s.length() >>> 8);
                buf[n++] = (byte) s.length();
                for (int i = 0; i < s.length(); i++) buf[n++] = (byte) s.charAt(i);
                return;
            }
            java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
            new DataOutputStream(b).writeUTF(s);
            byte[] a = b.toByteArray();
            room(a.length);
            System.arraycopy(a, 0, buf, n, a.length);
            n += a.length;
        }

        void bytes(byte[] b) {
            putInt(b.length);
            room(b.length);
            System.arraycopy(b, 0, buf, n, b.length);
            n += b.length;
        }

        /** The array's length, its number of runs, then each run's value and length. */
        void runs(int[] a) {
            room(8);
            put4(a.length);
            int countAt = n;
            n += 4;
            int runs = 0;
            int i = 0;
            while (i < a.length) {
                int v = a[i];
                int j = i + 1;
                while (j < a.length && a[j] == v) j++;
                room(8);
                put4(v);
                put4(j - i);
                runs++;
                i = j;
            }
            int end = n;
            n = countAt;
            put4(runs);
            n = end;
        }

        void ints(int[] a) {
            room(4 * a.length);
            for (int v : a) put4(v);
        }

        void ticks(java.util.List<ProtoChunk.ScheduledTick> ticks) throws IOException {
            putInt(ticks.size());
            for (ProtoChunk.ScheduledTick t : ticks) {
                putLong(t.pos());
                putUTF(t.type());
                putInt(t.delay());
                putInt(t.priority());
            }
        }
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


    private static void readInts(DataInputStream in, int[] a) throws IOException {
        for (int i = 0; i < a.length; i++) a[i] = in.readInt();
    }


    private static void readTicks(DataInputStream in, java.util.List<ProtoChunk.ScheduledTick> into) throws IOException {
        int n = in.readInt();
        for (int i = 0; i < n; i++) into.add(new ProtoChunk.ScheduledTick(in.readLong(), in.readUTF(), in.readInt(), in.readInt()));
    }


    private static byte[] readBytes(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > (64 << 20)) throw new IOException("journal entry of " + n + " bytes");
        byte[] b = new byte[n];
        in.readFully(b);
        return b;
    }
}
