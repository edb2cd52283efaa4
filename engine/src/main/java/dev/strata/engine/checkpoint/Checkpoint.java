package dev.strata.engine.checkpoint;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.regex.Matcher;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The progress of one {@code generate} run of a world, kept in {@code <world>/.strata/} so the run can resume after
 * an interruption.
 *
 * <p>On disk:
 * <ul>
 *   <li>{@code plan.json}: the {@link PlanInfo} (JSON, written once by {@link #create});
 *   <li>{@code regions/r.<rx>.<rz>.done}: one file per region with finished chunks (region coordinates): 148 bytes =
 *       magic {@code "STRC"}, format version 1, rx, rz (big-endian ints), the 1024-bit mask as 16 big-endian longs
 *       (bit {@code i} of long {@code i >> 6} is chunk {@link dev.strata.engine.plan.ChunkPos#localIndex local
 *       index} {@code i}), CRC-32 of the preceding 144 bytes;
 *   <li>{@code notes.json}: optional, what the caller wants shown about the run (e.g. the command that resumes it),
 *       opaque to the checkpoint ({@link #saveNotes}, read back by {@link CheckpointSnapshot#notes()});
 *   <li>{@code lock}: locked ({@link FileChannel#tryLock()}) while a process has the checkpoint open, so two runs
 *       cannot share a world.
 * </ul>
 * Every file is replaced atomically (write {@code *.tmp}, fsync, atomic rename, fsync the folder), so after a crash
 * each file is either its previous or its new content; stray {@code *.tmp} files are deleted on {@link #open}. One
 * file per region keeps each update a 148-byte write with no contention between workers; a run of radius 100k
 * blocks leaves ~120 000 small files, read back in a few seconds on resume.
 *
 * <p>Completion marks only grow: {@link #markRegionDone} ORs the given chunks into what is stored. When the run
 * completes, call {@link #delete()}: a finished world keeps no {@code .strata/} folder (a later run with the same
 * parameters simply regenerates, nothing is half-done).
 *
 * <p>Thread safety: all methods may be called from any thread. {@link #isDone} and {@link #doneCount} are
 * lock-free reads; {@link #markRegionDone} for different regions runs in parallel (for the same region it
 * serializes), and a chunk reads as done only once its mark is durable on disk.
 */
public final class Checkpoint implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Checkpoint.class);
    /** Name of the checkpoint folder inside a world folder. */
    public static final String FOLDER = ".strata";
    static final String PLAN_FILE = "plan.json";
    static final String NOTES_FILE = "notes.json";
    static final String REGIONS = "regions";
    static final int MAGIC = 0x53545243; // "STRC"
    static final int FORMAT = 1;
    static final int REGION_FILE_BYTES = 4 * 4 + 16 * 8 + 4;
    private static final java.util.regex.Pattern REGION_NAME = java.util.regex.Pattern.compile("r\\.(-?\\d+)\\.(-?\\d+)\\.done");

    private final Path dir;
    private final Path regionsDir;
    private final PlanInfo info;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private final ConcurrentHashMap<Long, AtomicLongArray> regions = new ConcurrentHashMap<>();
    private final AtomicLong doneCount = new AtomicLong();
    private final List<String> problems;
    private volatile boolean closed;

    private Checkpoint(Path dir, PlanInfo info, FileChannel lockChannel, FileLock lock, List<String> problems) {
        this.dir = dir;
        this.regionsDir = dir.resolve(REGIONS);
        this.info = info;
        this.lockChannel = lockChannel;
        this.lock = lock;
        this.problems = problems;
    }

    /** Whether {@code <world>/.strata/plan.json} exists (a run was started and not completed). */
    public static boolean exists(Path worldDir) {
        return existsAt(worldDir.resolve(FOLDER));
    }

    /**
     * The folder of a named checkpoint, {@code <world>/.strata/<name>/}, for worlds that keep several (e.g. one per
     * dimension); use it with {@link #existsAt}, {@link #createAt} and {@link #openAt}.
     */
    public static Path named(Path worldDir, String name) {
        return worldDir.resolve(FOLDER).resolve(name);
    }

    /** Whether the checkpoint folder {@code dir} holds a plan. */
    public static boolean existsAt(Path dir) {
        return Files.isRegularFile(dir.resolve(PLAN_FILE));
    }

    /**
     * Starts a new checkpoint for a run, with nothing done. Leftover region marks without a plan (from an
     * interrupted {@link #delete()}) are removed.
     *
     * @throws FileAlreadyExistsException if the world already has a checkpoint ({@link #open} it, or {@link #delete} it)
     * @throws IOException if the folder cannot be written or another process holds the lock
     */
    public static Checkpoint create(Path worldDir, PlanInfo info) throws IOException {
        return createAt(worldDir.resolve(FOLDER), info);
    }

    /** As {@link #create}, with the checkpoint folder itself given (see {@link #named}). */
    public static Checkpoint createAt(Path dir, PlanInfo info) throws IOException {
        Objects.requireNonNull(info, "info");
        if (existsAt(dir)) {
            throw new FileAlreadyExistsException(dir.resolve(PLAN_FILE).toString(), null, "a checkpoint already exists");
        }
        Files.createDirectories(dir.resolve(REGIONS));
        FileChannel ch = FileChannel.open(dir.resolve("lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock = lock(ch, dir);
        try {
            Path plan = dir.resolve(PLAN_FILE);
            if (Files.exists(plan)) throw new FileAlreadyExistsException(plan.toString(), null, "a checkpoint already exists");
            try (Stream<Path> s = Files.list(dir.resolve(REGIONS))) {
                for (Path p : (Iterable<Path>) s::iterator) Files.deleteIfExists(p);
            }
            AtomicFiles.write(plan, toJson(info).getBytes(StandardCharsets.UTF_8));
            return new Checkpoint(dir, info, ch, lock, List.of());
        } catch (IOException | RuntimeException e) {
            ch.close();
            throw e;
        }
    }

    /**
     * Opens the checkpoint of a world and reads all region marks. A region file that fails validation (wrong size,
     * magic, name or CRC — which atomic replacement should make impossible short of disk corruption) is ignored,
     * logged and listed in {@link #problems()}: its chunks count as not done and are generated again.
     *
     * @throws NoSuchFileException if the world has no checkpoint
     * @throws IOException if {@code plan.json} is unreadable or another process holds the lock
     */
    public static Checkpoint open(Path worldDir) throws IOException {
        return openAt(worldDir.resolve(FOLDER));
    }

    /** As {@link #open}, with the checkpoint folder itself given (see {@link #named}). */
    public static Checkpoint openAt(Path dir) throws IOException {
        Path plan = dir.resolve(PLAN_FILE);
        if (!Files.isRegularFile(plan)) throw new NoSuchFileException(plan.toString(), null, "no checkpoint");
        FileChannel ch = FileChannel.open(dir.resolve("lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock = lock(ch, dir);
        try {
            PlanInfo info = fromJson(plan, Files.readString(plan, StandardCharsets.UTF_8));
            Files.createDirectories(dir.resolve(REGIONS));
            List<String> problems = new ArrayList<>();
            Checkpoint cp = new Checkpoint(dir, info, ch, lock, problems);
            try (Stream<Path> s = Files.list(dir)) {
                for (Path p : (Iterable<Path>) s::iterator) {
                    if (p.getFileName().toString().endsWith(AtomicFiles.TMP_SUFFIX)) Files.deleteIfExists(p);
                }
            }
            try (Stream<Path> s = Files.list(cp.regionsDir)) {
                for (Path p : (Iterable<Path>) s::iterator) cp.load(p);
            }
            for (String problem : problems) LOG.warn("checkpoint: {}", problem);
            return cp;
        } catch (IOException | RuntimeException e) {
            ch.close();
            throw e;
        }
    }

    private static FileLock lock(FileChannel ch, Path dir) throws IOException {
        FileLock lock;
        try {
            lock = ch.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            ch.close();
            throw new IOException("the world is in use by another Strata run (" + dir.resolve("lock") + " is locked)");
        }
        return lock;
    }

    private void load(Path p) throws IOException {
        if (p.getFileName().toString().endsWith(AtomicFiles.TMP_SUFFIX)) {
            Files.deleteIfExists(p);
            return;
        }
        long[] mask = readMark(p, problems);
        if (mask == null) return;
        Matcher m = REGION_NAME.matcher(p.getFileName().toString());
        m.matches();
        AtomicLongArray bits = new AtomicLongArray(mask);
        long n = 0;
        for (long v : mask) n += Long.bitCount(v);
        regions.put(key(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))), bits);
        doneCount.addAndGet(n);
    }

    /**
     * Reads one region mark file (read only): its 16-long mask, or null when the file is a leftover {@code *.tmp}, not
     * a mark, or damaged (the last two noted in {@code problems}).
     */
    static long[] readMark(Path p, List<String> problems) throws IOException {
        String name = p.getFileName().toString();
        if (name.endsWith(AtomicFiles.TMP_SUFFIX)) return null;
        Matcher m = REGION_NAME.matcher(name);
        if (!m.matches()) {
            problems.add("ignored unknown file " + p);
            return null;
        }
        byte[] b = Files.readAllBytes(p);
        ByteBuffer buf = ByteBuffer.wrap(b);
        String bad = null;
        if (b.length != REGION_FILE_BYTES) bad = "size " + b.length + " instead of " + REGION_FILE_BYTES;
        else if (buf.getInt(0) != MAGIC || buf.getInt(4) != FORMAT) bad = "bad magic or format";
        else if (crc(b) != buf.getInt(REGION_FILE_BYTES - 4)) bad = "bad CRC";
        else if (!m.group(1).equals(Integer.toString(buf.getInt(8))) || !m.group(2).equals(Integer.toString(buf.getInt(12)))) {
            bad = "holds region " + buf.getInt(8) + "," + buf.getInt(12);
        }
        if (bad != null) {
            problems.add("ignored damaged region mark " + p + " (" + bad + "); its chunks will be generated again");
            return null;
        }
        long[] mask = new long[16];
        for (int i = 0; i < 16; i++) mask[i] = buf.getLong(16 + i * 8);
        return mask;
    }

    private static int crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b, 0, REGION_FILE_BYTES - 4);
        return (int) c.getValue();
    }

    private static long key(int rx, int rz) {
        return dev.strata.engine.plan.ChunkPos.pack(rx, rz);
    }

    /** The {@code .strata} folder. */
    public Path directory() {
        return dir;
    }

    /** The stored parameters of the run. */
    public PlanInfo info() {
        return info;
    }

    /** Region files ignored by {@link #open} (see there); empty normally. */
    public List<String> problems() {
        return Collections.unmodifiableList(problems);
    }

    /**
     * Checks that {@code current} (this run's parameters) equals the stored {@link #info()}.
     *
     * @throws CheckpointMismatchException naming each differing field with both values
     */
    public void verifyCompatible(PlanInfo current) {
        List<PlanInfo.Difference> d = info.differences(current);
        if (!d.isEmpty()) throw new CheckpointMismatchException(dir, d);
    }

    /** Whether chunk (cx, cz) (chunk coordinates) is marked done. */
    public boolean isDone(int cx, int cz) {
        AtomicLongArray bits = regions.get(key(cx >> 5, cz >> 5));
        if (bits == null) return false;
        int i = (cx & 31) | (cz & 31) << 5;
        return (bits.get(i >>> 6) & 1L << i) != 0;
    }

    /** Number of chunks marked done. */
    public long doneCount() {
        return doneCount.get();
    }

    /** The done mask of a region (16 longs, indexed by local index; all zero if none), a copy. */
    public long[] regionMask(int regionX, int regionZ) {
        long[] out = new long[16];
        AtomicLongArray bits = regions.get(key(regionX, regionZ));
        if (bits != null) for (int i = 0; i < 16; i++) out[i] = bits.get(i);
        return out;
    }

    /**
     * Marks chunks of a region done and persists the region's mark before returning (atomic replace with two fsyncs: from
     * about a millisecond on an SSD to tens of milliseconds on a slow disk). Call after the region file holding those chunks has been flushed. Marks are ORed into
     * the stored ones; a call that adds nothing writes nothing.
     *
     * @param regionX region x ({@code cx >> 5})
     * @param regionZ region z
     * @param chunksDone 16 longs, bit {@code i & 63} of long {@code i >> 6} set for local index {@code i}
     *     ({@code (cx & 31) + (cz & 31) * 32}); e.g. {@link dev.strata.engine.plan.RegionTask#mask()}
     * @throws IOException if the mark cannot be written (the in-memory state is then unchanged)
     * @throws IllegalStateException after {@link #close()} or {@link #delete()}
     */
    public void markRegionDone(int regionX, int regionZ, long[] chunksDone) throws IOException {
        if (chunksDone.length != 16) throw new IllegalArgumentException("a region mask has 16 longs, got " + chunksDone.length);
        AtomicLongArray bits = regions.computeIfAbsent(key(regionX, regionZ), k -> new AtomicLongArray(16));
        synchronized (bits) {
            if (closed) throw new IllegalStateException("checkpoint " + dir + " is closed");
            long[] merged = new long[16];
            long added = 0;
            for (int i = 0; i < 16; i++) {
                long old = bits.get(i);
                merged[i] = old | chunksDone[i];
                added += Long.bitCount(merged[i]) - Long.bitCount(old);
            }
            if (added == 0) return;
            ByteBuffer buf = ByteBuffer.allocate(REGION_FILE_BYTES);
            buf.putInt(MAGIC).putInt(FORMAT).putInt(regionX).putInt(regionZ);
            for (long v : merged) buf.putLong(v);
            buf.putInt(crc(buf.array()));
            AtomicFiles.write(regionsDir.resolve("r." + regionX + "." + regionZ + ".done"), buf.array());
            for (int i = 0; i < 16; i++) bits.set(i, merged[i]);
            doneCount.addAndGet(added);
        }
    }

    /**
     * {@link #markRegionDone(int, int, long[])} with a {@link BitSet} indexed by local index (bits ≥ 1024 are an
     * error).
     */
    public void markRegionDone(int regionX, int regionZ, BitSet chunksDone) throws IOException {
        if (chunksDone.length() > 1024) throw new IllegalArgumentException("a region has 1024 chunks; bit " + (chunksDone.length() - 1) + " set");
        markRegionDone(regionX, regionZ, java.util.Arrays.copyOf(chunksDone.toLongArray(), 16));
    }

    /**
     * Stores (replacing) the notes about the run: any text, e.g. JSON, for {@link CheckpointSnapshot#notes()}; the
     * checkpoint never interprets it. Written atomically like every other file.
     *
     * @throws IOException if the file cannot be written
     */
    public void saveNotes(String notes) throws IOException {
        if (closed) throw new IllegalStateException("checkpoint " + dir + " is closed");
        AtomicFiles.write(dir.resolve(NOTES_FILE), notes.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Deletes the checkpoint (call when the run has completed) and releases the lock. {@code plan.json} goes first,
     * so an interruption leaves either a valid checkpoint or leftovers that {@link #create} clears. The {@code
     * .strata} folder itself is removed if nothing else is in it.
     */
    public void delete() throws IOException {
        closed = true;
        Files.deleteIfExists(dir.resolve(PLAN_FILE));
        AtomicFiles.syncDirectory(dir);
        if (Files.isDirectory(regionsDir)) {
            try (Stream<Path> s = Files.list(regionsDir)) {
                for (Path p : (Iterable<Path>) s::iterator) Files.deleteIfExists(p);
            }
            Files.deleteIfExists(regionsDir);
        }
        Files.deleteIfExists(dir.resolve(NOTES_FILE));
        close();
        Files.deleteIfExists(dir.resolve("lock"));
        try {
            Files.deleteIfExists(dir);
        } catch (java.nio.file.DirectoryNotEmptyException e) {
            // someone else's files; leave the folder
        }
    }

    /** Releases the lock; marks already written stay. Idempotent. */
    @Override
    public void close() throws IOException {
        closed = true;
        // wait for writers in flight: take every region's monitor once
        for (AtomicLongArray bits : regions.values()) {
            synchronized (bits) {
                // nothing
            }
        }
        if (lockChannel.isOpen()) {
            try {
                lock.release();
            } finally {
                lockChannel.close();
            }
        }
    }

    static String toJson(PlanInfo info) {
        JsonObject o = new JsonObject();
        o.addProperty("format", FORMAT);
        o.addProperty("dimension", info.dimension());
        o.addProperty("seed", Long.toString(info.seed()));
        o.addProperty("dataPackHash", info.dataPackHash());
        o.addProperty("generatorVersion", info.generatorVersion());
        o.addProperty("planFingerprint", info.planFingerprint());
        o.addProperty("targetStatus", info.targetStatus());
        o.addProperty("compression", info.compression());
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(o) + "\n";
    }

    static PlanInfo fromJson(Path file, String json) throws IOException {
        try {
            JsonObject o = JsonParser.parseString(json).getAsJsonObject();
            int format = o.get("format").getAsInt();
            if (format != FORMAT) throw new IOException(file + ": checkpoint format " + format + " is not supported (expected " + FORMAT + ")");
            return new PlanInfo(o.get("dimension").getAsString(), Long.parseLong(o.get("seed").getAsString()),
                    o.get("dataPackHash").getAsString(), o.get("generatorVersion").getAsString(),
                    o.get("planFingerprint").getAsString(), o.get("targetStatus").getAsString(), o.get("compression").getAsString());
        } catch (RuntimeException e) {
            throw new IOException(file + " is not a valid checkpoint plan: " + e, e);
        }
    }
}
