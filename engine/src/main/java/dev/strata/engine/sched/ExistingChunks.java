package dev.strata.engine.sched;

import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.region.RegionFile;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiPredicate;

/**
 * The chunks already in the world that a features (or light, or full) run must leave alone, and the rule it applies
 * to them: it never writes into them, so it does not decorate an area chunk within one chunk of one of them (its
 * features would write into it). Those area chunks are <em>left to the game</em>: not decorated; written at
 * {@code carvers} if a decorated neighbour wrote into them, else not written at all. The game decorates them when a
 * player comes near, writing into the existing chunks as it would have; the chunks Strata decorates are those the
 * game makes for the same order of generation.
 *
 * <p>A chunk counts when it is in a region file, was not written by this run (done, or held by its journal), and may
 * not be replaced: any chunk, or with {@code --force} only those outside the area (the area's own are regenerated).
 * Only chunks in the area or within one chunk of it are looked at.
 *
 * <p>The set is taken once, before the run writes anything, and saved beside its journal ({@link #save}), so a
 * resumed run applies exactly the same set (the chunks this run wrote are then on disk too). Shared by the run
 * ({@link DecorationJob}) and {@code generate --dry-run}, so the two always agree.
 */
public final class ExistingChunks {
    /** Per region (key {@code regionX << 32 | regionZ & 0xFFFFFFFF}), 1,024 bits, bit {@code (z & 31) << 5 | (x & 31)}. */
    private final Map<Long, long[]> bits;
    private final long count;

    private ExistingChunks(Map<Long, long[]> bits) {
        this.bits = bits;
        long n = 0;
        for (long[] b : bits.values()) for (long w : b) n += Long.bitCount(w);
        this.count = n;
    }

    /** No chunk is in the way. */
    public static ExistingChunks none() {
        return new ExistingChunks(new HashMap<>());
    }

    /**
     * Reads the region headers of the area and the ring around it.
     *
     * @param inPlan whether a chunk is in the area
     * @param handled chunks this run has written or holds (they are not in the way)
     * @param regionFolder the dimension's region folder
     * @param replaceExisting {@code --force}: the area's own chunks may be replaced
     * @throws IOException when a region file cannot be read (a read failure is never "absent")
     */
    public static ExistingChunks scan(List<RegionWork> regions, BiPredicate<Integer, Integer> inPlan, GenerateJob.DoneFilter handled,
            Path regionFolder, boolean replaceExisting) throws IOException {
        Map<Long, long[]> bits = new HashMap<>();
        Map<Long, RegionFile> open = new HashMap<>();
        try {
            for (RegionWork r : regions) {
                for (int k = 0; k < r.size(); k++) {
                    int x = r.chunkXs()[k], z = r.chunkZs()[k];
                    for (int dz = -1; dz <= 1; dz++) {
                        for (int dx = -1; dx <= 1; dx++) {
                            int cx = x + dx, cz = z + dz;
                            boolean planned = inPlan.test(cx, cz);
                            if ((dx != 0 || dz != 0) && planned) continue; // looked at as a planned chunk itself
                            if (handled.isDone(cx, cz) || (planned && replaceExisting)) continue;
                            if (present(open, regionFolder, cx, cz)) GenerateJob.setBit(bits.computeIfAbsent(regionKey(cx, cz), q -> new long[16]), cx, cz);
                        }
                    }
                }
            }
        } finally {
            for (RegionFile f : open.values()) f.close();
        }
        return new ExistingChunks(bits);
    }

    /** Whether chunk {@code (x, z)} is an existing chunk the run leaves alone. */
    public boolean contains(int x, int z) {
        long[] b = bits.get(regionKey(x, z));
        if (b == null) return false;
        int i = ((z & 31) << 5) | (x & 31);
        return (b[i >>> 6] >>> (i & 63) & 1) != 0;
    }

    /** Whether an existing chunk lies within one chunk of {@code (x, z)} (itself included): the run may not decorate it. */
    public boolean near(int x, int z) {
        if (bits.isEmpty()) return false;
        for (int dz = -1; dz <= 1; dz++) for (int dx = -1; dx <= 1; dx++) if (contains(x + dx, z + dz)) return true;
        return false;
    }

    /** How many existing chunks the run leaves alone. */
    public long count() {
        return count;
    }

    /** The area's chunks the run will not decorate ({@link #near}), for a plan. */
    public long blockedInArea(List<RegionWork> regions) {
        long n = 0;
        for (RegionWork r : regions) for (int k = 0; k < r.size(); k++) if (near(r.chunkXs()[k], r.chunkZs()[k])) n++;
        return n;
    }

    /** Writes the set atomically (before the run writes anything; a resumed run reads it back with {@link #load}). */
    public void save(Path file) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeInt(FORMAT);
            TreeMap<Long, long[]> sorted = new TreeMap<>(bits);
            out.writeInt(sorted.size());
            for (Map.Entry<Long, long[]> e : sorted.entrySet()) {
                out.writeLong(e.getKey());
                for (long w : e.getValue()) out.writeLong(w);
            }
        }
        NbtIO.writeAtomically(file, bytes.toByteArray());
    }

    /**
     * Reads a set {@link #save} wrote.
     *
     * @throws IOException naming the file when it cannot be read or is not such a set
     */
    public static ExistingChunks load(Path file) throws IOException {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(Files.readAllBytes(file)))) {
            int v = in.readInt();
            if (v != FORMAT) throw new IOException("format " + v + ", this version reads " + FORMAT);
            int n = in.readInt();
            if (n < 0) throw new IOException("negative region count");
            Map<Long, long[]> bits = new HashMap<>();
            for (int i = 0; i < n; i++) {
                long key = in.readLong();
                long[] b = new long[16];
                for (int j = 0; j < 16; j++) b[j] = in.readLong();
                bits.put(key, b);
            }
            if (in.read() != -1) throw new IOException("trailing bytes");
            return new ExistingChunks(bits);
        } catch (IOException e) {
            throw new IOException(file + ": the existing-chunk list of the interrupted run cannot be read (" + e.getMessage()
                    + "); nothing was changed", e);
        }
    }

    private static final int FORMAT = 1;

    private static long regionKey(int cx, int cz) {
        return ((long) (cx >> 5) << 32) | ((cz >> 5) & 0xFFFFFFFFL);
    }

    private static boolean present(Map<Long, RegionFile> open, Path folder, int cx, int cz) throws IOException {
        long rk = regionKey(cx, cz);
        RegionFile f = open.get(rk);
        if (f == null) {
            Path p = folder.resolve("r." + (cx >> 5) + "." + (cz >> 5) + ".mca");
            if (!Files.exists(p)) return false;
            f = RegionFile.openReadOnly(p);
            open.put(rk, f);
        }
        return f.location(cx, cz) != 0;
    }
}
