package dev.strata.engine.sched;

import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.gen.ProtoChunkNbt;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.regionio.ChunkReadException;
import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.RegionFormatException;
import dev.strata.regionio.UnsupportedWorldException;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * Generates planned chunks into a dimension's region folder: region by region, chunks of a region spread over a
 * work-stealing pool, each finished region written in one crash-safe batch by a single writer thread.
 *
 * <p><b>Determinism.</b> Chunks are generated into per-region slots and written in plan order with one timestamp
 * for the whole run, so the region files' bytes depend only on the plan, seed, data pack, settings and what was
 * on disk before — not on the worker count or the order chunks finish.
 *
 * <p><b>Memory.</b> At most {@code regionsInFlight} regions are open at once (the driver waits for a permit before
 * scheduling the next: back pressure); a region holds its compressed chunk payloads until written, about
 * 1024 × 2–15 KiB. Per worker thread: one {@link DimensionGenerator.Worker} (a few MB of caches) and one proto chunk.
 * The bound does not grow with the radius.
 *
 * <p><b>Stopping.</b> {@link #requestStop()} (e.g. from a Ctrl+C handler — it only sets a flag) makes the driver
 * schedule no more regions and the workers skip chunks not yet started; regions in flight are written with what was
 * finished and reported through {@link GenerateListener#regionWritten}, so a checkpoint loses nothing written.
 *
 * <p><b>Speed.</b> An optional {@link RateLimiter} is taken by the workers before each chunk they generate
 * ({@code --max-rate}); it delays starts only, so the bytes written do not depend on it.
 *
 * <p><b>Safety.</b> A chunk this run did not write is never replaced unless the settings say so ({@link
 * Existing}). Under {@link Existing#KEEP} every planned chunk already on disk is read, classified (at or beyond the
 * target status; a 26.2 proto chunk below it, whose structure starts and other state the game still needs; a chunk
 * of another data version) and kept as it is; if one cannot be read the whole region is left untouched and reported
 * as failed — never treated as absent. A chunk the checkpoint records as done but whose header entry is empty (its
 * region was deleted or replaced since) is generated again rather than trusted. Write failures (full disk,
 * permissions) stop the run.
 */
public final class GenerateJob {

    /**
     * @param regionFolder    the dimension's {@code region} folder (created if missing)
     * @param target          the last step to perform; chunks are written with its status
     * @param compression     region payload compression
     * @param workers         generator threads (at least 1)
     * @param regionsInFlight regions scheduled at once (at least 1; the memory bound)
     * @param existing        what to do with chunks already on disk
     * @param timestamp       header timestamp (seconds) for every chunk written in this run
     * @param salvageFolder   under {@link Existing#REPAIR}: where the raw bytes of each unreadable chunk are saved
     *                        before it is regenerated ({@link Salvage}); null otherwise
     */
    public record Settings(Path regionFolder, ChunkStep target, Compression compression, int workers, int regionsInFlight,
                           Existing existing, int timestamp, Path salvageFolder) {
        public Settings {
            if (workers < 1) throw new IllegalArgumentException("workers must be at least 1");
            if (regionsInFlight < 1) throw new IllegalArgumentException("regionsInFlight must be at least 1");
            if ((existing == Existing.REPAIR) != (salvageFolder != null)) {
                throw new IllegalArgumentException("a salvage folder goes with REPAIR, and only with it");
            }
        }
    }

    /** What a run does with a planned chunk that is already on disk. */
    public enum Existing {
        /** Keep every existing chunk as it is (the default); an unreadable one stops its region. */
        KEEP,
        /** Regenerate every planned chunk, replacing what is there, unreadable chunks included ({@code --force}). */
        REPLACE,
        /** Keep every readable chunk; save the raw bytes of each unreadable one, then regenerate it ({@code --repair}). */
        REPAIR
    }

    /**
     * Existing chunks a run kept, by kind. {@code complete}: at or beyond the target status; {@code belowTarget}: a
     * 26.2 proto chunk below it (continuing it from its step is not yet supported, so it is kept whole);
     * {@code otherVersion}: a chunk of another data version (the game upgrades it when it loads it).
     * {@code restored}: chunks the checkpoint recorded as done whose header entry was empty, generated again;
     * {@code repaired}: unreadable chunks saved and regenerated under {@link Existing#REPAIR}.
     */
    public record Kept(long complete, long belowTarget, long otherVersion, long restored, long repaired, long afresh) {
        /** What a run kept, none of the continued chunks generated afresh. */
        public Kept(long complete, long belowTarget, long otherVersion, long restored, long repaired) {
            this(complete, belowTarget, otherVersion, restored, repaired, 0);
        }
    }

    /** Which chunks a checkpoint already records as done (never regenerated). */
    @FunctionalInterface
    public interface DoneFilter {
        boolean isDone(int chunkX, int chunkZ);
    }

    /**
     * What a run did. CPU time is the generator threads' (generation, encoding, compression). {@code leftToGame}: the
     * area's chunks a features run did not decorate because an existing chunk is next to them ({@link ExistingChunks}).
     * {@code continued}: existing proto chunks it took on from their status (in the area, or around it for a decoration).
     */
    public record Result(long generated, long skipped, long written, int regionsWritten, int regionsFailed, boolean stopped,
                         long cpuNanos, long wallNanos, List<String> failures, Kept kept, long leftToGame, long continued) {
        public Result(long generated, long skipped, long written, int regionsWritten, int regionsFailed, boolean stopped,
                long cpuNanos, long wallNanos, List<String> failures, Kept kept) {
            this(generated, skipped, written, regionsWritten, regionsFailed, stopped, cpuNanos, wallNanos, failures, kept, 0, 0);
        }
    }

    private static final int BATCH = 8;
    /** Chunks per region write (and checkpoint update): what a kill can cost per region in flight. */
    private static final int BLOCK = 128;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final DimensionGenerator generator;
    private final Settings settings;
    private final GenerateListener listener;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final ThreadLocal<WorkerState> workerState;
    private final RateLimiter limiter;

    public GenerateJob(DimensionGenerator generator, Settings settings, GenerateListener listener) {
        this(generator, settings, listener, null);
    }

    /**
     * As {@link #GenerateJob(DimensionGenerator, Settings, GenerateListener)}, with a speed limit.
     *
     * @param limiter taken by a worker before each chunk it generates (chunks skipped because they exist take
     *     nothing); null for no limit. It changes only when chunks start, not the bytes written.
     */
    public GenerateJob(DimensionGenerator generator, Settings settings, GenerateListener listener, RateLimiter limiter) {
        this.limiter = limiter;
        this.generator = generator;
        this.settings = settings;
        this.listener = listener == null ? new GenerateListener() {} : listener;
        List<String> biomeNames = new ArrayList<>();
        for (var id : generator.biomes().names()) biomeNames.add(id.toString());
        this.workerState = ThreadLocal.withInitial(() -> new WorkerState(generator, biomeNames));
    }

    private final LongAdder entitiesRemoved = new LongAdder();
    private final LongAdder entitiesSaved = new LongAdder();

    /**
     * Records removed from the dimension's {@code entities/} files: those of the existing chunks this run wrote over
     * (replaced with {@link Existing#REPLACE}, or unreadable and repaired), whose entities the new chunks do not have.
     */
    public long entityRecordsRemoved() {
        return entitiesRemoved.sum();
    }

    /** Entities records of unreadable chunks saved beside their stored bytes before they were removed ({@link Salvage}). */
    public long entityRecordsSaved() {
        return entitiesSaved.sum();
    }

    private final LongAdder poiRemoved = new LongAdder();
    private final LongAdder poiSaved = new LongAdder();

    /**
     * Records removed from the dimension's {@code poi/} files: those of the existing chunks this run wrote over, which
     * the game would keep as they are when it loads the new chunks ({@link ChunkRecords}).
     */
    public long poiRecordsRemoved() {
        return poiRemoved.sum();
    }

    /** Poi records of unreadable chunks saved beside their stored bytes before they were removed ({@link Salvage}). */
    public long poiRecordsSaved() {
        return poiSaved.sum();
    }

    /** Asks the run to stop soon; safe to call from any thread, including a signal handler. */
    public void requestStop() {
        stop.set(true);
    }

    public boolean stopRequested() {
        return stop.get();
    }

    /**
     * Runs the plan's regions in order.
     *
     * @param regions the plan, region by region
     * @param done chunks the checkpoint says are done (skipped without reading), or null
     * @throws IOException when the region folder cannot be created or a write fails
     * @throws InterruptedException if the calling thread is interrupted while waiting
     */
    public Result run(Iterator<RegionWork> regions, DoneFilter done) throws IOException, InterruptedException {
        Files.createDirectories(settings.regionFolder());
        long start = System.nanoTime();
        Semaphore permits = new Semaphore(settings.regionsInFlight());
        java.util.concurrent.atomic.AtomicInteger workerNumber = new java.util.concurrent.atomic.AtomicInteger();
        ForkJoinPool pool = new ForkJoinPool(settings.workers(), p -> {
            var t = ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(p);
            t.setName("strata-worker-" + workerNumber.getAndIncrement()); // the pool index is not set yet here
            t.setDaemon(true);
            return t;
        }, null, false);
        ExecutorService writer = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "strata-writer");
            t.setDaemon(true);
            return t;
        });
        Counters c = new Counters();
        AtomicReference<IOException> fatal = new AtomicReference<>();
        try {
            while (regions.hasNext() && !stop.get() && fatal.get() == null) {
                RegionWork work = regions.next();
                permits.acquire();
                if (stop.get() || fatal.get() != null) {
                    permits.release();
                    break;
                }
                pool.execute(() -> processRegion(work, done, permits, writer, c, fatal));
            }
            permits.acquire(settings.regionsInFlight()); // every region in flight has been written or has failed
            permits.release(settings.regionsInFlight());
        } finally {
            pool.shutdownNow();
            writer.shutdown();
            writer.awaitTermination(1, TimeUnit.MINUTES);
        }
        if (fatal.get() != null) throw fatal.get();
        return new Result(c.generated.sum(), c.skipped.sum(), c.written.sum(), c.regionsWritten.get(), c.regionsFailed.get(),
                stop.get(), c.cpu.sum(), System.nanoTime() - start, List.copyOf(c.failures),
                new Kept(c.keptComplete.sum(), c.keptBelow.sum(), c.keptOtherVersion.sum(), c.restored.sum(), c.repaired.sum()));
    }

    private static final class Counters {
        final LongAdder generated = new LongAdder();
        final LongAdder skipped = new LongAdder();
        final LongAdder written = new LongAdder();
        final LongAdder cpu = new LongAdder();
        final LongAdder keptComplete = new LongAdder();
        final LongAdder keptBelow = new LongAdder();
        final LongAdder keptOtherVersion = new LongAdder();
        final LongAdder restored = new LongAdder();
        final LongAdder repaired = new LongAdder();
        final AtomicInteger regionsWritten = new AtomicInteger();
        final AtomicInteger regionsFailed = new AtomicInteger();
        final List<String> failures = java.util.Collections.synchronizedList(new ArrayList<>());
    }

    private Path regionPath(int rx, int rz) {
        return settings.regionFolder().resolve("r." + rx + "." + rz + ".mca");
    }

    /** Runs in the pool: decide, generate, then hand the region to the writer. Always releases one permit. */
    private void processRegion(RegionWork work, DoneFilter done, Semaphore permits, ExecutorService writer, Counters c,
                               AtomicReference<IOException> fatal) {
        int rx = work.regionX(), rz = work.regionZ();
        RegionFile file;
        long[] doneBits = new long[16];
        int n = work.size();
        boolean[] todo = new boolean[n];
        int todoCount = 0;
        try {
            file = RegionFile.open(regionPath(rx, rz));
        } catch (IOException e) {
            fail(rx, rz, e, c, fatal, true);
            permits.release();
            return;
        }
        try {
            String target = settings.target().status();
            int skipped = 0;
            long[] kinds = new long[5];
            for (int k = 0; k < n; k++) {
                int cx = work.chunkXs()[k], cz = work.chunkZs()[k];
                boolean present = file.location(cx, cz) != 0;
                if (done != null && done.isDone(cx, cz)) {
                    if (present) {
                        setBit(doneBits, cx, cz);
                        skipped++;
                        continue;
                    }
                    kinds[RESTORED]++; // recorded as done, but not on disk: generate it again
                } else if (present && settings.existing() != Existing.REPLACE) {
                    Optional<CompoundBinaryTag> existing;
                    try {
                        existing = file.read(cx, cz);
                    } catch (IOException e) {
                        if (settings.existing() != Existing.REPAIR || !isReadProblem(e)) throw e; // KEEP: the region stops
                        Salvage.save(file.path(), cx, cz, settings.salvageFolder());
                        if (Salvage.saveRecord(settings.regionFolder(), ChunkRecords.ENTITIES, cx, cz, settings.salvageFolder())) entitiesSaved.increment();
                        if (Salvage.saveRecord(settings.regionFolder(), ChunkRecords.POI, cx, cz, settings.salvageFolder())) poiSaved.increment();
                        kinds[REPAIRED]++;
                        existing = Optional.empty();
                    }
                    if (existing.isPresent()) {
                        kinds[classify(existing.get(), target)]++;
                        setBit(doneBits, cx, cz);
                        skipped++;
                        continue;
                    }
                }
                todo[k] = true;
                todoCount++;
            }
            // counted only once the whole region was read: a region that fails keeps nothing of its own by this run
            c.skipped.add(skipped);
            c.keptComplete.add(kinds[COMPLETE]);
            c.keptBelow.add(kinds[BELOW]);
            c.keptOtherVersion.add(kinds[OTHER_VERSION]);
            c.restored.add(kinds[RESTORED]);
            c.repaired.add(kinds[REPAIRED]);
            if (skipped > 0) listener.chunksSkipped(rx, rz, skipped);
        } catch (IOException | RuntimeException e) {
            closeQuietly(file);
            fail(rx, rz, e, c, fatal, e instanceof IOException && !isReadProblem(e)); // an unreadable chunk: skip the region, carry on
            permits.release();
            return;
        }
        RegionWriter rw = new RegionWriter(work, file, todo, doneBits, writer, permits, c, fatal);
        try {
            if (todoCount > 0) {
                List<ForkJoinTask<?>> tasks = new ArrayList<>();
                for (int from = 0; from < n; from += BATCH) {
                    tasks.add(new Batch(work, todo, rw, from, Math.min(n, from + BATCH), c));
                }
                ForkJoinTask.invokeAll(tasks);
            }
        } catch (RuntimeException e) {
            fail(rx, rz, e, c, fatal, false);
            stop.set(true); // a generator failure is a bug: stop scheduling, keep what is written
        }
        rw.finish();
    }

    /**
     * Writes one region's chunks in blocks of {@value #BLOCK} planned chunks, in plan order, as each block completes:
     * a kill loses at most the blocks in flight, not whole regions, and the sequence of batch writes — hence the
     * file's bytes — does not depend on which worker finished what first. Blocks are handed to the single writer
     * thread in order; {@link #finish()} writes whatever a stop left incomplete, then closes the file and returns
     * the region's permit.
     */
    private final class RegionWriter {
        private final RegionWork work;
        private final RegionFile file;
        private final long[] doneBits;
        private final ExecutorService writer;
        private final Semaphore permits;
        private final Counters counters;
        private final AtomicReference<IOException> fatal;
        private final byte[][] payloads;
        private final int[] blockOf; // plan index -> block, -1 when not to generate
        private final int[][] blockMembers; // block -> plan indices in plan order
        private final AtomicInteger[] remaining;
        private final boolean[] complete;
        private int nextToWrite;
        private boolean failed;

        RegionWriter(RegionWork work, RegionFile file, boolean[] todo, long[] doneBits, ExecutorService writer, Semaphore permits,
                     Counters counters, AtomicReference<IOException> fatal) {
            this.work = work;
            this.file = file;
            this.doneBits = doneBits;
            this.writer = writer;
            this.permits = permits;
            this.counters = counters;
            this.fatal = fatal;
            int n = work.size();
            this.payloads = new byte[n][];
            this.blockOf = new int[n];
            List<int[]> blocks = new ArrayList<>();
            int[] current = new int[BLOCK];
            int size = 0;
            for (int k = 0; k < n; k++) {
                if (!todo[k]) {
                    blockOf[k] = -1;
                    continue;
                }
                blockOf[k] = blocks.size();
                current[size++] = k;
                if (size == BLOCK) {
                    blocks.add(current);
                    current = new int[BLOCK];
                    size = 0;
                }
            }
            if (size > 0) blocks.add(java.util.Arrays.copyOf(current, size));
            this.blockMembers = blocks.toArray(new int[0][]);
            this.remaining = new AtomicInteger[blockMembers.length];
            for (int b = 0; b < remaining.length; b++) remaining[b] = new AtomicInteger(blockMembers[b].length);
            this.complete = new boolean[blockMembers.length];
        }

        /** Called by a worker when the chunk at plan index {@code k} is encoded. */
        void chunkDone(int k, byte[] payload) {
            payloads[k] = payload;
            int b = blockOf[k];
            if (remaining[b].decrementAndGet() == 0) blockComplete(b);
        }

        private synchronized void blockComplete(int b) {
            complete[b] = true;
            while (nextToWrite < complete.length && complete[nextToWrite]) submit(nextToWrite++);
        }

        /** After every task of the region returned: write what is left (a stop), then close and release. */
        synchronized void finish() {
            while (nextToWrite < complete.length) submit(nextToWrite++);
            writer.execute(() -> {
                try {
                    file.close();
                    if (!failed) counters.regionsWritten.incrementAndGet();
                } catch (IOException e) {
                    fail(work.regionX(), work.regionZ(), e, counters, fatal, true);
                    stop.set(true);
                } finally {
                    permits.release();
                }
            });
        }

        private void submit(int block) {
            int[] members = blockMembers[block];
            writer.execute(() -> write(members));
        }

        /** On the writer thread: one crash-safe batch, then the checkpoint callback with the region's bits so far. */
        private void write(int[] members) {
            if (failed) return;
            int count = 0;
            for (int k : members) if (payloads[k] != null) count++;
            if (count == 0) return;
            int[] xs = new int[count], zs = new int[count];
            byte[][] data = new byte[count][];
            int j = 0;
            for (int k : members) {
                if (payloads[k] == null) continue;
                xs[j] = work.chunkXs()[k];
                zs[j] = work.chunkZs()[k];
                data[j++] = payloads[k];
            }
            try {
                // a chunk written over an existing one (--force, --repair) is a proto chunk: the old chunk's entities
                // and poi records go first, so the game neither loads its entities into the new chunk nor keeps its
                // points of interest (ChunkRecords)
                boolean[] over = new boolean[count];
                for (int i = 0; i < count; i++) over[i] = file.location(xs[i], zs[i]) != 0;
                entitiesRemoved.add(ChunkRecords.delete(settings.regionFolder(), ChunkRecords.ENTITIES, work.regionX(), work.regionZ(), xs, zs, over));
                poiRemoved.add(ChunkRecords.delete(settings.regionFolder(), ChunkRecords.POI, work.regionX(), work.regionZ(), xs, zs, over));
                file.writeBatch(xs, zs, data, settings.compression(), settings.timestamp());
                for (int k : members) {
                    if (payloads[k] == null) continue;
                    setBit(doneBits, work.chunkXs()[k], work.chunkZs()[k]);
                    payloads[k] = null; // written: free the memory
                }
                counters.written.add(count);
                listener.regionWritten(work.regionX(), work.regionZ(), doneBits.clone(), count);
            } catch (IOException | RuntimeException e) {
                failed = true;
                fail(work.regionX(), work.regionZ(), e, counters, fatal, true);
                stop.set(true);
            }
        }
    }

    private static boolean isReadProblem(Exception e) {
        return e instanceof ChunkReadException || e instanceof RegionFormatException || e instanceof NbtFormatException
                || e instanceof UnsupportedWorldException;
    }

    private void fail(int rx, int rz, Exception e, Counters c, AtomicReference<IOException> fatal, boolean isFatal) {
        c.regionsFailed.incrementAndGet();
        String message = e.getMessage() == null ? e.toString() : e.getMessage();
        // an unreadable chunk's message names its file and chunk already: say them once
        String what = e instanceof ChunkReadException ? message : "region r." + rx + "." + rz + ".mca: " + message;
        c.failures.add(what);
        listener.regionFailed(rx, rz, e);
        if (isFatal) {
            // a read problem keeps its type (unreadable input); any other failure names the file it happened on
            IOException io = e instanceof IOException ie && isReadProblem(ie) ? ie
                    : new IOException(regionPath(rx, rz) + ": " + (e.getMessage() == null ? e.toString() : e.getMessage()), e);
            fatal.compareAndSet(null, io);
        }
    }

    private static void closeQuietly(RegionFile f) {
        try {
            f.close();
        } catch (IOException ignored) {
            // the failure being reported matters more
        }
    }

    private static final int COMPLETE = 0, BELOW = 1, OTHER_VERSION = 2, RESTORED = 3, REPAIRED = 4;

    /** The kind of a kept chunk (see {@link Kept}): {@link #COMPLETE}, {@link #BELOW} or {@link #OTHER_VERSION}. */
    private static int classify(CompoundBinaryTag chunk, String target) {
        BinaryTag dv = chunk.get("DataVersion");
        if (!(dv instanceof IntBinaryTag i) || i.value() != ChunkCodec.DATA_VERSION) return OTHER_VERSION;
        return ChunkStatuses.reached(status(chunk), target) ? COMPLETE : BELOW;
    }

    static String status(CompoundBinaryTag chunk) {
        BinaryTag t = chunk.get("Status");
        return t instanceof StringBinaryTag s ? s.value() : null;
    }

    static void setBit(long[] bits, int cx, int cz) {
        int i = ((cz & 31) << 5) | (cx & 31);
        bits[i >>> 6] |= 1L << (i & 63);
    }

    /** A few chunks of one region, generated on one worker thread. */
    private final class Batch extends RecursiveAction {
        private static final long serialVersionUID = 1L;
        private final transient RegionWork work;
        private final boolean[] todo;
        private final transient RegionWriter out;
        private final int from, to;
        private final transient Counters counters;

        Batch(RegionWork work, boolean[] todo, RegionWriter out, int from, int to, Counters counters) {
            this.work = work;
            this.todo = todo;
            this.out = out;
            this.from = from;
            this.to = to;
            this.counters = counters;
        }

        @Override
        protected void compute() {
            WorkerState w = workerState.get();
            long cpu0 = THREADS.getCurrentThreadCpuTime();
            int made = 0;
            try {
                for (int k = from; k < to; k++) {
                    if (!todo[k] || stop.get()) continue;
                    if (limiter != null && !limiter.acquire(stop::get)) {
                        stop.set(true); // stopping (or interrupted, which then counts as a stop): the chunk is not started
                        continue;
                    }
                    out.chunkDone(k, w.make(work.chunkXs()[k], work.chunkZs()[k], settings.target(), settings.compression()));
                    made++;
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } finally {
                counters.cpu.add(THREADS.getCurrentThreadCpuTime() - cpu0);
                counters.generated.add(made);
                if (made > 0) listener.chunksGenerated(work.regionX(), work.regionZ(), made);
            }
        }
    }

    /** One thread's generator, proto chunk and encoder, reused for every chunk it makes. */
    private static final class WorkerState {
        final DimensionGenerator.Worker worker;
        final ProtoChunk chunk;
        final ProtoChunkNbt nbt;

        WorkerState(DimensionGenerator generator, List<String> biomeNames) {
            this.worker = generator.newWorker();
            this.chunk = generator.newChunk();
            this.nbt = new ProtoChunkNbt(biomeNames, generator::structuresTag);
        }

        byte[] make(int cx, int cz, ChunkStep target, Compression compression) throws IOException {
            worker.generate(cx, cz, target, chunk);
            return compression.compress(NbtIO.write(nbt.encode(chunk)));
        }
    }
}
