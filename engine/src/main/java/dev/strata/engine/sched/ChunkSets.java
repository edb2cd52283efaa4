package dev.strata.engine.sched;

import dev.strata.engine.plan.ChunkPos;
import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.region.RegionFile;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * Sets of chunks by region, and their files, as {@link ExistingChunks} and {@link StoredStarts} keep them.
 *
 * <p>A set maps a region key ({@link #regionKey}: {@code regionX << 32 | regionZ & 0xFFFFFFFF}) to 1,024 bits in 16
 * longs, bit {@code (z & 31) << 5 | (x & 31)} for chunk {@code (x, z)} (chunk coordinates). NBT compounds are kept by
 * packed chunk position ({@link ChunkPos#pack}: {@code x << 32 | z & 0xFFFFFFFF}). Both are written in key order, so the same
 * sets give the same bytes. Region files are opened read-only and at most {@link #MAX_OPEN_REGION_FILES} at once.
 */
final class ChunkSets {
    private ChunkSets() {
    }

    static long cardinality(Map<Long, long[]> m) {
        long n = 0;
        for (long[] b : m.values()) for (long w : b) n += Long.bitCount(w);
        return n;
    }

    static void clearBit(long[] bits, int cx, int cz) {
        int i = ((cz & 31) << 5) | (cx & 31);
        bits[i >>> 6] &= ~(1L << (i & 63));
    }

    static boolean test(Map<Long, long[]> m, int x, int z) {
        long[] b = m.get(regionKey(x, z));
        if (b == null) return false;
        int i = ((z & 31) << 5) | (x & 31);
        return (b[i >>> 6] >>> (i & 63) & 1) != 0;
    }

    /** The chunks of a set (region key to 1,024 bits) as {@code {x, z}}, by region then position (a fixed order). */
    static List<int[]> chunksOf(Map<Long, long[]> set) {
        List<int[]> out = new java.util.ArrayList<>();
        for (Map.Entry<Long, long[]> e : new TreeMap<>(set).entrySet()) {
            int rx = (int) (e.getKey() >> 32), rz = (int) (long) e.getKey();
            long[] b = e.getValue();
            for (int i = 0; i < 1024; i++) {
                if ((b[i >>> 6] >>> (i & 63) & 1) != 0) out.add(new int[] {(rx << 5) | (i & 31), (rz << 5) | (i >>> 5)});
            }
        }
        return out;
    }

    static String regionName(int cx, int cz) {
        return "r." + (cx >> 5) + "." + (cz >> 5) + ".mca";
    }

    /** Writes NBT compounds by packed position, in key order: count, then key, length and bytes of each. */
    static void writeTags(Map<Long, CompoundBinaryTag> m, DataOutputStream out) throws IOException {
        TreeMap<Long, CompoundBinaryTag> sorted = new TreeMap<>(m);
        out.writeInt(sorted.size());
        for (Map.Entry<Long, CompoundBinaryTag> e : sorted.entrySet()) {
            out.writeLong(e.getKey());
            byte[] nbt = NbtIO.write(e.getValue());
            out.writeInt(nbt.length);
            out.write(nbt);
        }
    }

    /** Reads what {@link #writeTags} wrote into {@code into}. */
    static void readTags(DataInputStream in, Map<Long, CompoundBinaryTag> into) throws IOException {
        int n = in.readInt();
        if (n < 0) throw new IOException("negative compound count");
        for (int i = 0; i < n; i++) {
            long key = in.readLong();
            int len = in.readInt();
            if (len < 0 || len > 1 << 26) throw new IOException("bad compound length " + len);
            byte[] nbt = in.readNBytes(len);
            if (nbt.length != len) throw new IOException("truncated");
            into.put(key, NbtIO.read(nbt));
        }
    }

    static void writeBits(Map<Long, long[]> m, DataOutputStream out) throws IOException {
        TreeMap<Long, long[]> sorted = new TreeMap<>(m);
        out.writeInt(sorted.size());
        for (Map.Entry<Long, long[]> e : sorted.entrySet()) {
            out.writeLong(e.getKey());
            for (long w : e.getValue()) out.writeLong(w);
        }
    }

    static Map<Long, long[]> readBits(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0) throw new IOException("negative region count");
        Map<Long, long[]> bits = new HashMap<>();
        for (int i = 0; i < n; i++) {
            long key = in.readLong();
            long[] b = new long[16];
            for (int j = 0; j < 16; j++) b[j] = in.readLong();
            bits.put(key, b);
        }
        return bits;
    }

    /** The key of the region holding chunk {@code (cx, cz)}: its region coordinates packed as chunks are ({@link ChunkPos#pack}). */
    static long regionKey(int cx, int cz) {
        return ChunkPos.pack(cx >> 5, cz >> 5);
    }

    /**
     * At most this many region files are open at once during a scan. The plan is walked region by region, so a
     * chunk's neighbours lie in a few regions around the current one; a world of thousands of region files must not
     * exhaust the process's open-file limit (often 1,024). A file closed early is opened again when needed.
     */
    static final int MAX_OPEN_REGION_FILES = 16;
    /** The most region files a scan of this JVM has held open at once (for tests). */
    static final java.util.concurrent.atomic.AtomicInteger mostOpen = new java.util.concurrent.atomic.AtomicInteger();

    /** The open region file holding chunk {@code (cx, cz)}, or null when the chunk is absent; closes the least used beyond the bound. */
    static RegionFile present(Map<Long, RegionFile> open, Path folder, int cx, int cz) throws IOException {
        long rk = regionKey(cx, cz);
        RegionFile f = open.get(rk);
        if (f == null) {
            Path p = folder.resolve(regionName(cx, cz));
            if (!Files.exists(p)) return null;
            if (open.size() >= MAX_OPEN_REGION_FILES) {
                var eldest = open.entrySet().iterator();
                RegionFile old = eldest.next().getValue();
                eldest.remove();
                old.close();
            }
            f = RegionFile.openReadOnly(p);
            open.put(rk, f);
            mostOpen.accumulateAndGet(open.size(), Math::max);
        }
        return f.location(cx, cz) != 0 ? f : null;
    }
}
