package dev.strata.engine.sched;

import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.ProtoChunkReader;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.nbt.NbtIO;
import net.kyori.adventure.nbt.CompoundBinaryTag;
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
import java.util.function.BiPredicate;

import static dev.strata.engine.plan.ChunkPos.pack;
import static dev.strata.engine.sched.ChunkSets.cardinality;
import static dev.strata.engine.sched.ChunkSets.chunksOf;
import static dev.strata.engine.sched.ChunkSets.clearBit;
import static dev.strata.engine.sched.ChunkSets.present;
import static dev.strata.engine.sched.ChunkSets.readBits;
import static dev.strata.engine.sched.ChunkSets.readTags;
import static dev.strata.engine.sched.ChunkSets.regionKey;
import static dev.strata.engine.sched.ChunkSets.regionName;
import static dev.strata.engine.sched.ChunkSets.test;
import static dev.strata.engine.sched.ChunkSets.writeBits;
import static dev.strata.engine.sched.ChunkSets.writeTags;

/**
 * The chunks already in the world in or around the area of a features (or light, or full) run, sorted by what the
 * run does with them.
 *
 * <p><b>Continued</b>: a 26.2 proto chunk below the run's target that holds nothing Strata does not carry
 * ({@link ProtoChunkReader#whyNot}) and is either undecorated (at {@code carvers} or before), or decorated, in the
 * area, and with no left-alone chunk next to it (see below). The run takes it from the step it is at, as the game
 * would: one before {@code carvers} holds only its own generation, so it is generated afresh to carvers; one at
 * carvers or later is read back, except a ring chunk at carvers whose every decorated neighbour a {@code --force} run
 * decorates again ({@link #afresh}): it too is generated afresh, or those decorations would be in it twice. Either
 * way it keeps the {@code structures} it holds (the game's planned structures among them), saved here so a resumed
 * run has them too.
 *
 * <p><b>Left alone</b> (the rest: full chunks, other versions, chunks at or beyond the target, decorated chunks
 * outside the area or next to a left-alone chunk): never written into, so the run does not decorate an area chunk
 * within one chunk of one of them (its features would write into it). Those area chunks are <em>left to the
 * game</em>: not decorated; written at {@code carvers} if a decorated neighbour wrote into them, else not at all.
 * The game decorates them when a player comes near, writing into the existing chunks as it would have.
 *
 * <p>Why a decorated chunk next to a left-alone one is not continued: its neighbours' features may still write into
 * it, and the game then updates the light of the lit chunks around it; Strata never writes into a left-alone chunk,
 * so their light would be left stale. An undecorated chunk carries no light yet, so changing it changes no
 * neighbour's.
 *
 * <p>A chunk counts when it is in a region file, was not written by this run (done, or held by its journal), and may
 * not be replaced: any chunk, or with {@code --force} only those outside the area (the area's own are regenerated).
 * Only chunks in the area or within one chunk of it are looked at; each is read once to sort it (a chunk that cannot
 * be read stops the run, naming it, unless the run regenerates unreadable chunks: {@link #repaired}).
 *
 * <p>The scan also keeps the structure starts stored in the chunks on disk up to nine chunks around the area
 * ({@link StoredStarts}): pieces are placed from them, as the game places them.
 *
 * <p>The sets are taken once, before the run writes anything, and saved beside its journal ({@link #save}), so a
 * resumed run applies exactly the same sets (the chunks this run wrote are then on disk too). Shared by the run
 * ({@link DecorationJob}) and {@code generate --dry-run}, so the two always agree.
 */
public final class ExistingChunks {
    /** Per region (key {@code regionX << 32 | regionZ & 0xFFFFFFFF}), 1,024 bits, bit {@code (z & 31) << 5 | (x & 31)}. */
    private final Map<Long, long[]> bits;
    /** The continued chunks, same layout. */
    private final Map<Long, long[]> continued;
    /** The continued chunks already decorated (at features or later), same layout. */
    private final Map<Long, long[]> decorated;
    /** The continued chunks' {@code structures} as stored, by packed chunk position. */
    private final Map<Long, CompoundBinaryTag> structures;
    /**
     * The chunks that cannot be read and are regenerated ({@code --repair}, {@code --force}), same layout: neither left
     * alone nor continued; their stored bytes are saved before anything is written ({@link DecorationJob}).
     */
    private final Map<Long, long[]> repaired;
    /**
     * The continued chunks outside the area, at {@code carvers}, whose every decorated neighbour this run decorates again
     * ({@code --force} over an area the game or Strata finished), same layout: they are generated afresh to carvers
     * instead of read back, since what they hold beyond their own generation is what those neighbours wrote into them
     * and will write again.
     */
    private final Map<Long, long[]> afresh;
    /** The structure starts stored in the chunks on disk around the area ({@link StoredStarts}). */
    private StoredStarts storedStarts = new StoredStarts();
    private final long count;
    private final long continuedCount;
    private final long repairedCount;

    private ExistingChunks(Map<Long, long[]> bits, Map<Long, long[]> continued, Map<Long, long[]> decorated,
            Map<Long, CompoundBinaryTag> structures, Map<Long, long[]> repaired, Map<Long, long[]> afresh) {
        this.bits = bits;
        this.afresh = afresh;
        this.continued = continued;
        this.decorated = decorated;
        this.structures = structures;
        this.repaired = repaired;
        this.count = cardinality(bits);
        this.continuedCount = cardinality(continued);
        this.repairedCount = cardinality(repaired);
    }

    /** No chunk is in the way. */
    public static ExistingChunks none() {
        return new ExistingChunks(new HashMap<>(), new HashMap<>(), new HashMap<>(), new HashMap<>(), new HashMap<>(), new HashMap<>());
    }

    /** The game's statuses in order (game: {@code ChunkStatus}), for comparing a stored status with a step. */
    private static final List<String> ORDER = List.of("minecraft:empty", "minecraft:structure_starts", "minecraft:structure_references",
            "minecraft:biomes", "minecraft:noise", "minecraft:surface", "minecraft:carvers", "minecraft:features",
            "minecraft:initialize_light", "minecraft:light", "minecraft:spawn", "minecraft:full");

    /** The rank of a status in the game's order, -1 for an unknown one. */
    public static int rank(String status) {
        return status == null ? -1 : ORDER.indexOf(status); // List.of rejects a null query
    }

    /**
     * Reads the region headers of the area and the ring around it.
     *
     * @param regions the plan, region by region (iterated once; a plan computed on demand is never held whole)
     *
     * @param inPlan whether a chunk is in the area
     * @param handled chunks this run has written or holds (they are not in the way)
     * @param regionFolder the dimension's region folder
     * @param replaceExisting {@code --force}: the area's own chunks may be replaced
     * @param target the run's last step
     * @throws IOException when a region file or chunk cannot be read (a read failure is never "absent"), naming it
     */
    public static ExistingChunks scan(Iterable<RegionWork> regions, BiPredicate<Integer, Integer> inPlan, GenerateJob.DoneFilter handled,
            Path regionFolder, boolean replaceExisting, ChunkStep target) throws IOException {
        return scan(regions, inPlan, handled, regionFolder, replaceExisting, target, false);
    }

    /**
     * As {@link #scan(Iterable, BiPredicate, GenerateJob.DoneFilter, Path, boolean, ChunkStep)}; with
     * {@code regenerateUnreadable} ({@code --repair}, {@code --force}) a chunk that cannot be read does not stop the
     * scan but is put among the {@link #repaired} chunks (the run saves its bytes, then regenerates it). With
     * {@code replaceExisting} the area's chunks are not sorted (they are regenerated), except those next to a chunk
     * left alone, which the run leaves to the game: those are read, so that an unreadable one is found and
     * regenerated rather than left unreadable.
     */
    public static ExistingChunks scan(Iterable<RegionWork> regions, BiPredicate<Integer, Integer> inPlan, GenerateJob.DoneFilter handled,
            Path regionFolder, boolean replaceExisting, ChunkStep target, boolean regenerateUnreadable) throws IOException {
        ExistingChunks out = none();
        int carvers = rank(ChunkStep.CARVERS.status()), features = rank(ChunkStep.FEATURES.status());
        int goal = rank(target.status());
        long otherVersion = 0;
        List<long[]> decoratedCandidates = new java.util.ArrayList<>();
        List<long[]> ringAtCarvers = new java.util.ArrayList<>(); // continued chunks outside the area holding neighbours' writes
        Map<Long, RegionFile> open = new java.util.LinkedHashMap<>(16, 0.75f, true); // access order: the eldest is closed first
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
                            if (out.contains(cx, cz) || out.continued(cx, cz) || out.repaired(cx, cz)) continue; // sorted already
                            RegionFile f = present(open, regionFolder, cx, cz);
                            if (f == null) continue;
                            CompoundBinaryTag tag = readOrMark(f, regionFolder, cx, cz, regenerateUnreadable, out);
                            if (tag == null) continue; // unreadable: to be saved and regenerated
                            ChunkData data = null;
                            try {
                                data = ChunkCodec.decode(tag);
                            } catch (IOException | RuntimeException e) {
                                // readable, but not a chunk of a layout Strata continues (an older version's): left alone
                            }
                            if (data == null || versionOf(data) != ChunkCodec.DATA_VERSION) {
                                GenerateJob.setBit(out.bits.computeIfAbsent(regionKey(cx, cz), q -> new long[16]), cx, cz);
                                otherVersion++;
                                out.storedStarts.recordForeign(cx, cz, tag);
                                continue;
                            }
                            String why = ProtoChunkReader.whyNot(data);
                            int at = rank(why == null ? data.status() : null);
                            out.storedStarts.recordChunk(cx, cz, data);
                            long key = regionKey(cx, cz);
                            if (why == null && at >= 0 && at < goal && (at <= carvers || planned)) {
                                GenerateJob.setBit(out.continued.computeIfAbsent(key, q -> new long[16]), cx, cz);
                                if (at >= features) {
                                    GenerateJob.setBit(out.decorated.computeIfAbsent(key, q -> new long[16]), cx, cz);
                                    decoratedCandidates.add(new long[] {cx, cz});
                                } else if (at == carvers && !planned) {
                                    ringAtCarvers.add(new long[] {cx, cz});
                                }
                                out.structures.put(pack(cx, cz), data.structures() == null ? CompoundBinaryTag.empty() : data.structures());
                                continue;
                            }
                            GenerateJob.setBit(out.bits.computeIfAbsent(key, q -> new long[16]), cx, cz);
                        }
                    }
                }
            }
        } finally {
            for (RegionFile f : open.values()) f.close();
            open.clear();
        }
        // a decorated chunk next to a left-alone one is left alone too (see the class comment), which may reach on
        boolean changed = true;
        while (changed) {
            changed = false;
            for (long[] c : decoratedCandidates) {
                int cx = (int) c[0], cz = (int) c[1];
                if (!out.continued(cx, cz) || !out.near(cx, cz)) continue;
                long key = regionKey(cx, cz);
                clearBit(out.continued.get(key), cx, cz);
                clearBit(out.decorated.get(key), cx, cz);
                out.structures.remove(pack(cx, cz));
                GenerateJob.setBit(out.bits.computeIfAbsent(key, q -> new long[16]), cx, cz);
                changed = true;
            }
        }
        if (replaceExisting && regenerateUnreadable && !out.bits.isEmpty()) {
            // --force: the area's chunks next to a chunk left alone are left to the game, not regenerated; one that cannot
            // be read must not stay so unnoticed
            try {
                for (RegionWork r : regions) {
                    for (int k = 0; k < r.size(); k++) {
                        int x = r.chunkXs()[k], z = r.chunkZs()[k];
                        if (handled.isDone(x, z) || !out.near(x, z) || out.repaired(x, z)) continue;
                        RegionFile f = present(open, regionFolder, x, z);
                        CompoundBinaryTag tag = f == null ? null : readOrMark(f, regionFolder, x, z, true, out);
                        if (tag != null) out.storedStarts.recordTag(x, z, tag); // kept on disk: its starts are the stored ones
                    }
                }
            } finally {
                for (RegionFile f : open.values()) f.close();
                open.clear();
            }
        }
        if (replaceExisting) {
            try {
                for (long[] c : ringAtCarvers) {
                    int cx = (int) c[0], cz = (int) c[1];
                    if (out.continued(cx, cz) && redecoratedAround(cx, cz, inPlan, handled, regionFolder, open, out)) {
                        GenerateJob.setBit(out.afresh.computeIfAbsent(regionKey(cx, cz), q -> new long[16]), cx, cz);
                    }
                }
            } finally {
                for (RegionFile f : open.values()) f.close();
                open.clear();
            }
        }
        try {
            out.storedStarts.scanRing(regions, inPlan, handled, regionFolder, open);
        } finally {
            for (RegionFile f : open.values()) f.close();
            open.clear();
        }
        ExistingChunks done = new ExistingChunks(out.bits, out.continued, out.decorated, out.structures, out.repaired, out.afresh);
        done.storedStarts = out.storedStarts;
        done.storedStarts.keepRelevant((x, z) -> inPlan.test(x, z), done::contains);
        done.otherVersion = otherVersion;
        done.problems.putAll(out.problems);
        return done;
    }

    /**
     * Whether every decorated chunk next to ring chunk {@code (x, z)} is one this {@code --force} run decorates again: an
     * area chunk (replaced, or this run's own) with no chunk left alone next to it. A neighbour outside the area counts
     * as decorated when it is on disk at {@code features} or later, or cannot be read (what it wrote is not known); an
     * area chunk next to a chunk left alone keeps what it is, so it counts as decorated and not redone.
     */
    private static boolean redecoratedAround(int x, int z, BiPredicate<Integer, Integer> inPlan, GenerateJob.DoneFilter handled,
            Path regionFolder, Map<Long, RegionFile> open, ExistingChunks out) throws IOException {
        int features = rank(ChunkStep.FEATURES.status());
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                if (dx == 0 && dz == 0) continue;
                int nx = x + dx, nz = z + dz;
                if (inPlan.test(nx, nz)) {
                    if (handled.isDone(nx, nz)) continue; // this run's own
                    if (out.near(nx, nz) || out.contains(nx, nz)) return false; // left to the game: keeps what it wrote
                    continue;
                }
                if (handled.isDone(nx, nz)) continue;
                RegionFile f = present(open, regionFolder, nx, nz);
                if (f == null) continue;
                try {
                    ChunkData data = ChunkCodec.decode(f.read(nx, nz).orElseThrow());
                    if (rank(data.status()) >= features || rank(data.status()) < 0) return false;
                } catch (IOException | RuntimeException e) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * A present chunk's NBT; when it cannot be read, either the error naming it (unreadable input, exit 3; never
     * "absent") or, with {@code mark}, null after putting it among {@code out}'s repaired chunks.
     */
    private static CompoundBinaryTag readOrMark(RegionFile f, Path regionFolder, int cx, int cz, boolean mark, ExistingChunks out)
            throws IOException {
        try {
            return f.read(cx, cz).orElseThrow();
        } catch (IOException | RuntimeException e) {
            // the file and chunk are named once, by this message: the cause's own words without them
            String why = e instanceof dev.strata.regionio.ChunkReadException c && c.what() != null ? c.what() : String.valueOf(e.getMessage());
            if (!mark) {
                throw new dev.strata.regionio.ChunkReadException(regionFolder.resolve(regionName(cx, cz)), cx, cz, "cannot be read ("
                        + why + "); nothing was written. --repair saves its stored bytes and regenerates it", e);
            }
            GenerateJob.setBit(out.repaired.computeIfAbsent(regionKey(cx, cz), q -> new long[16]), cx, cz);
            if (out.problems.size() < MAX_PROBLEMS) out.problems.put(pack(cx, cz), why);
            return null;
        }
    }

    static int versionOf(ChunkData data) {
        try {
            return data.dataVersion();
        } catch (IOException e) {
            return -1;
        }
    }

    private long otherVersion;

    /** What was wrong with the first {@value #MAX_PROBLEMS} unreadable chunks found by a scan (not saved: for messages). */
    private final Map<Long, String> problems = new HashMap<>();
    private static final int MAX_PROBLEMS = 1024;

    /** Why an unreadable chunk found by this scan could not be read, in the reader's words; null when not known. */
    public String problem(int x, int z) {
        return problems.get(pack(x, z));
    }

    /** How many of the chunks left alone are of another data version than 26.2's (or not readable as a chunk of it). */
    public long otherVersion() {
        return otherVersion;
    }

    /** Whether chunk {@code (x, z)} is an existing chunk the run leaves alone. */
    public boolean contains(int x, int z) {
        return test(bits, x, z);
    }

    /** Whether chunk {@code (x, z)} is an existing chunk the run continues. */
    public boolean continued(int x, int z) {
        return test(continued, x, z);
    }

    /** Whether chunk {@code (x, z)} is a continued chunk already decorated (at features or later; in the area). */
    public boolean continuedDecorated(int x, int z) {
        return test(decorated, x, z);
    }

    /** The {@code structures} a continued chunk holds, as stored, or null for another chunk. */
    public CompoundBinaryTag structures(int x, int z) {
        return structures.get(pack(x, z));
    }

    /**
     * Whether continued chunk {@code (x, z)} is generated afresh to carvers rather than read back: a ring chunk every
     * decorated neighbour of which the run decorates again ({@code --force}).
     */
    public boolean afresh(int x, int z) {
        return test(afresh, x, z);
    }

    /** How many continued chunks are generated afresh ({@link #afresh}). */
    public long afreshCount() {
        return cardinality(afresh);
    }

    /** How many existing chunks the run continues. */
    public long continuedCount() {
        return continuedCount;
    }

    /**
     * How many continued chunks satisfy {@code where} (for the area's: the chunks already on disk that the run writes
     * again, at its target step, which a count of the chunks present in the region headers would take as kept).
     */
    public long continuedWhere(BiPredicate<Integer, Integer> where) {
        long n = 0;
        for (int[] c : chunksOf(continued)) if (where.test(c[0], c[1])) n++;
        return n;
    }

    /** Whether chunk {@code (x, z)} is on disk but cannot be read, and the run saves its bytes and regenerates it. */
    public boolean repaired(int x, int z) {
        return test(repaired, x, z);
    }

    /** How many unreadable chunks the run regenerates. */
    public long repairedCount() {
        return repairedCount;
    }

    /** The unreadable chunks the run regenerates, as {@code {x, z}}, by region then position (a fixed order). */
    public List<int[]> repairedChunks() {
        return chunksOf(repaired);
    }

    /** The structure starts stored in the chunks on disk around the area ({@link StoredStarts#bind} before use). */
    public StoredStarts storedStarts() {
        return storedStarts;
    }

    /**
     * Whether area chunk {@code (x, z)} is left to the game because a stored start Strata cannot place reaches it or a
     * chunk next to it ({@link StoredStarts#leftToGame}; only after {@link StoredStarts#bind}).
     */
    public boolean leftForStarts(int x, int z) {
        return storedStarts.leftToGame(x, z, (a, b) -> contains(a, b) || continued(a, b));
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
    public long blockedInArea(Iterable<RegionWork> regions) {
        long n = 0;
        for (RegionWork r : regions) {
            for (int k = 0; k < r.size(); k++) {
                int x = r.chunkXs()[k], z = r.chunkZs()[k];
                if ((near(x, z) || leftForStarts(x, z)) && !continuedDecorated(x, z)) n++;
            }
        }
        return n;
    }

    /** Writes the sets atomically (before the run writes anything; a resumed run reads them back with {@link #load}). */
    public void save(Path file) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeInt(FORMAT);
            for (Map<Long, long[]> m : List.of(bits, continued, decorated, repaired, afresh)) writeBits(m, out);
            out.writeLong(otherVersion);
            writeTags(structures, out);
            storedStarts.write(out);
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
            if (v < 3 || v > FORMAT) throw new IOException("format " + v + ", this version reads " + FORMAT);
            Map<Long, long[]> bits = readBits(in), continued = readBits(in), decorated = readBits(in);
            Map<Long, long[]> repaired = v == 3 ? new HashMap<>() : readBits(in); // format 3: before --repair past carvers
            Map<Long, long[]> afresh = v <= 4 ? new HashMap<>() : readBits(in); // format 4: before rings were regenerated
            long otherVersion = in.readLong();
            Map<Long, CompoundBinaryTag> structures = new HashMap<>();
            readTags(in, structures);
            // format 5: before the stored starts were kept (a run stopped by that version places from fresh starts, as it did)
            StoredStarts stored = v <= 5 ? new StoredStarts() : StoredStarts.read(in, v);
            if (in.read() != -1) throw new IOException("trailing bytes");
            ExistingChunks read = new ExistingChunks(bits, continued, decorated, structures, repaired, afresh);
            read.storedStarts = stored;
            read.otherVersion = otherVersion;
            return read;
        } catch (IOException e) {
            throw new IOException(file + ": the existing-chunk list of the interrupted run cannot be read (" + e.getMessage()
                    + "); nothing was changed", e);
        }
    }

    private static final int FORMAT = 7;
}
