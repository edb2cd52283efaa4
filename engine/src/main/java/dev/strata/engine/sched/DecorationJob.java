package dev.strata.engine.sched;

import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.gen.ProtoChunkNbt;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiPredicate;

/**
 * Generates planned chunks to the features step (see {@code docs/features.md}).
 *
 * <p><b>Order.</b> Features reach into the eight neighbours of the chunk being decorated, so the result depends on
 * the order chunks are decorated in; the game does not fix it. Strata's result is that of decorating the planned
 * chunks one by one in plan order (the order {@code --pattern} gives): a chunk is decorated only after every earlier
 * planned chunk within two chunks of it (whose 3 x 3 overlaps its own), so decorations that run at the same time on
 * the pool touch disjoint chunks and the blocks written do not depend on the worker count. The chunks a decoration
 * needs (its 3 x 3, at the carvers step) are generated ahead on the same pool.
 *
 * <p><b>The edge.</b> Chunks just outside the area are generated to carvers for their planned neighbours and
 * written with status {@code minecraft:carvers}, holding what those neighbours' features put into them, as the game
 * leaves the chunks around an area it generated.
 *
 * <p><b>Writing and resuming.</b> A chunk is written once it is final: decorated if planned, and every planned
 * neighbour decorated (nothing can write into it any more). After each region of the plan the run writes the final
 * chunks into their region files, then saves a journal ({@link DecorationJournal}: one atomic file naming every kept
 * chunk and the chunks just written, and holding the structure starts placing has changed that a region still to
 * decorate meets: a chest or spawner placed, a floor height taken), then marks those done in the checkpoint. Chunks of the look-ahead that no
 * decoration has touched are not journaled: a resumed run makes them again. A run killed before the journal is saved
 * resumes from the previous one and writes the same chunks again, with the same bytes (only chunks this run wrote are
 * on disk in their place); one killed after it marks them done. When a final chunk was read from disk (a continued
 * existing chunk), the journal comes first and holds the final chunks, and a resumed run writes them from it: the
 * chunk's stored bytes are gone once it is written. A resumed run carries on from exactly the state its journal
 * describes, so a kill loses work but never makes a chunk differ from an uninterrupted run's.
 *
 * <p><b>Existing chunks.</b> Not continued yet, and never written into: an area chunk within one chunk of a chunk
 * already on disk that this run did not write is left to the game ({@link ExistingChunks}: not decorated, so nothing
 * is written into the existing chunk); {@code replace} regenerates the existing chunks inside the area instead
 * (never those outside it). The set is taken before anything is written and kept beside the journal, so a resumed
 * run leaves exactly the same chunks to the game. A chunk that cannot be read stops the run before anything is written,
 * unless {@link Settings#salvageFolder()} is given: its bytes are saved there first, and it is decorated like any
 * planned chunk if no neighbour is left alone, else generated to carvers and written at carvers for the game to finish
 * ({@link ExistingChunks#repaired}, {@link #repairedAtCarvers}).
 *
 * <p><b>Memory.</b> The plan is taken region by region as the run reaches it ({@link DecorationSequence}), never held
 * whole. The chunks in memory are: the region being decorated and its ring (written at the region's end), the
 * look-ahead's neighbourhoods being generated, and the chunks <em>kept</em> for their neighbours (decorated or written
 * into, waiting for a planned neighbour in a later region; in light runs also lit ones whose neighbours' light needs
 * their blocks). The kept chunks are the band along the outline of the part of the area done, so their number grows
 * with the radius; at each region's end all but the {@link #keepInMemory} most recently used are moved to a
 * {@link SpillStore} beside the journal ({@link KeptChunkSpill}) and read back (ahead, on the pool) when a neighbour
 * needs them. So the chunks in memory are at most about {@link #OTHER_CHUNKS} plus that many, whatever the radius
 * (384 KiB each in the overworld): {@code docs/features.md}, "Memory of a run". Spilling changes no byte of the output:
 * a spilled chunk comes back exactly as a journal restores it.
 *
 * <p><b>Light</b> ({@link Settings#target()} {@link ChunkStep#LIGHT} or {@link ChunkStep#FULL}). A planned chunk whose
 * blocks are final is <em>settled</em>, lit once every planned chunk of its 3 x 3 is settled, and kept until those are
 * written: {@link LightTiles}, which also finishes the chunks of a full run. Ring chunks are written as in a features
 * run. Memory: the features run's, with the edges two rows deeper, plus one light window per worker.
 */
public final class DecorationJob {
    private static final int LOOKAHEAD = 48;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /**
     * @param regionFolder where region files go
     * @param journal the journal file (in the checkpoint's folder)
     * @param timestamp the region headers' timestamp of every chunk written
     * @param replaceExisting regenerate chunks of the area already on disk (never those around it)
     * @param target {@link ChunkStep#FEATURES}, {@link ChunkStep#LIGHT} to light the area's chunks as well, or
     *     {@link ChunkStep#FULL} to finish the chunks it lights (spawn, then full)
     * @param salvageFolder null: a chunk in or next to the area that cannot be read stops the run before anything is
     *     written; else ({@code --repair}, {@code --force}) its stored bytes are saved there ({@link Salvage}) and it is
     *     regenerated: decorated like any planned chunk when none of its neighbours is a chunk the run leaves alone, else
     *     generated to carvers and written at {@code carvers} for the game to finish ({@link ExistingChunks#repaired})
     */
    public record Settings(Path regionFolder, Compression compression, int workers, int timestamp, Path journal, boolean replaceExisting,
            ChunkStep target, Path salvageFolder) {
        public Settings {
            if (target != ChunkStep.FEATURES && target != ChunkStep.LIGHT && target != ChunkStep.FULL) {
                throw new IllegalArgumentException("the decoration job writes features, light or full, not " + target);
            }
        }

        /** Settings of a run that stops at an unreadable chunk. */
        public Settings(Path regionFolder, Compression compression, int workers, int timestamp, Path journal, boolean replaceExisting,
                ChunkStep target) {
            this(regionFolder, compression, workers, timestamp, journal, replaceExisting, target, null);
        }

        /** Settings of a features run. */
        public Settings(Path regionFolder, Compression compression, int workers, int timestamp, Path journal, boolean replaceExisting) {
            this(regionFolder, compression, workers, timestamp, journal, replaceExisting, ChunkStep.FEATURES);
        }
    }

    /** A chunk on disk that this run did not write and may not replace. */
    public static final class ExistingChunkException extends IOException {
        private static final long serialVersionUID = 1L;

        ExistingChunkException(String message) {
            super(message);
        }
    }

    private final DimensionGenerator generator;
    private final Settings settings;
    private final GenerateListener listener;
    private final RateLimiter limiter;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final List<String> biomeNames = new ArrayList<>();
    /** The existing chunks as the caller scanned them before the run ({@link #useScan}), or null. */
    private ExistingChunks scanned;

    public DecorationJob(DimensionGenerator generator, Settings settings, GenerateListener listener, RateLimiter limiter) {
        this.generator = generator;
        this.codecs = ThreadLocal.withInitial(() -> new ProtoChunkNbt(biomeNames, (x, z) -> {
            net.kyori.adventure.nbt.CompoundBinaryTag kept = existing.structures(x, z);
            return kept != null ? kept : generator.structuresTag(x, z);
        }));
        this.readers = ThreadLocal.withInitial(() -> new dev.strata.engine.gen.ProtoChunkReader(generator.biomes()));
        this.buffers = new ChunkBuffers(generator::newChunk);
        this.settings = settings;
        this.spill = new SpillStore(settings.journal().resolveSibling(SPILL_FOLDER));
        this.journal = new DecorationJournal(settings.journal(), lightMode(settings), spill);
        this.listener = listener;
        this.limiter = limiter;
        this.workers = ThreadLocal.withInitial(generator::newWorker);
        this.lightMode = lightMode(settings);
        ProtoChunk shape = generator.newChunk();
        long chunkBytes = 4L * shape.blocks().length + 4L * shape.biomes().length;
        this.spiller = new KeptChunkSpill(spill, buffers, defaultKept(Runtime.getRuntime().maxMemory(), chunkBytes));
        for (var id : generator.biomes().names()) biomeNames.add(id.toString());
    }

    /** Whether a run lights its chunks (to light or full). */
    private static boolean lightMode(Settings settings) {
        return settings.target() == ChunkStep.LIGHT || settings.target() == ChunkStep.FULL;
    }

    /**
     * Deletes what an interrupted run keeps beside its checkpoint: the journal, the existing-chunk list and the spill
     * folder ({@code generate --cancel}: a later run must start afresh, not restore a cancelled run's state).
     */
    public static void deleteState(Path journal) throws IOException {
        new SpillStore(journal.resolveSibling(SPILL_FOLDER)).deleteAll();
        Files.deleteIfExists(journal.resolveSibling(EXISTING_FILE));
        Files.deleteIfExists(journal);
    }

    /** The folder beside the journal where kept chunks are moved out of memory ({@link SpillStore}). */
    public static final String SPILL_FOLDER = "spill";

    /**
     * How many kept chunks stay in memory by default: what the heap holds beyond the run's other chunks (about
     * {@link #OTHER_CHUNKS}: see the class comment), between 64 and 1,024 (1,024 overworld chunks of blocks and
     * biomes are about 400 MiB). The system property {@code strata.keptChunks} overrides it (measurements).
     */
    static int defaultKept(long maxHeap, long chunkBytes) {
        String forced = System.getProperty("strata.keptChunks");
        if (forced != null) return Integer.parseInt(forced);
        return (int) Math.max(64, Math.min(1024, maxHeap / chunkBytes - OTHER_CHUNKS));
    }

    /**
     * The chunks a run holds besides the kept ones, at most: a region's chunks and its ring until the region's end
     * (1,024 + 132), the look-ahead's neighbourhoods (48 x 9), the kept chunks read back while a region runs (its
     * outline, three deep: about 460), and slack for the JVM. The free buffers ({@link ChunkBuffers#CAP}) are at most a
     * region's and its ring's worth, in the place of the chunks a region's end has just written.
     */
    static final int OTHER_CHUNKS = 2600;

    /**
     * Sets how many of the chunks kept for their neighbours may stay in memory after each region (the others are
     * moved to disk and read back when a neighbour needs them; the output does not change). Tests use small values.
     */
    public DecorationJob keepInMemory(int chunks) {
        if (chunks < 0) throw new IllegalArgumentException("kept chunks " + chunks);
        spiller.limit(chunks);
        return this;
    }

    /** The most kept chunks in memory at a region's end, before spilling (0 before the first region ends). */
    public int peakKept() {
        return spiller.peakKept();
    }

    /** The most kept chunks at a region's end, in memory (before spilling) and on disk together. */
    public long peakKeptAll() {
        return spiller.peakKeptAll();
    }

    /** Chunks moved to disk so far. */
    public long spilledChunks() {
        return spill.spilled();
    }

    /** Asks the run to stop after the chunk being decorated; what is done is journaled and written. */
    public void requestStop() {
        stop.set(true);
    }

    private final Map<Long, LiveChunk> live = new HashMap<>();
    /** Kept chunks moved out of memory, in a folder beside the journal. */
    private final SpillStore spill;
    /** The journal saved at each region's end, read when a run resumes. */
    private final DecorationJournal journal;
    /** Moves the least recently used kept chunks to {@link #spill} at each region's end. */
    private final KeptChunkSpill spiller;
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(DecorationJob.class);
    /** A use counter: each chunk remembers when it was last asked for. */
    private long clock;
    /** The settled chunks and their light (an empty part in features runs); made when the run starts. */
    private LightTiles light;
    private final boolean lightMode;
    /** The existing chunks around the area, sorted once before anything is written ({@link ExistingChunks}). */
    private volatile ExistingChunks existing = ExistingChunks.none();
    private final ThreadLocal<dev.strata.engine.gen.ProtoChunkReader> readers;
    /** Free chunk buffers for reuse. */
    private final ChunkBuffers buffers;
    private final LinkedHashMap<Long, ProtoChunk> finals = new LinkedHashMap<>(); // final, not yet written, in order
    private final Map<Long, long[]> doneBits = new HashMap<>();
    /** Called after each region file a flush writes, before the journal naming its chunks (tests crash runs there). */
    interface RegionFileObserver {
        void written(int regionX, int regionZ) throws IOException;
    }

    RegionFileObserver afterRegionFile = (rx, rz) -> {};

    /** Chunks a restored journal names as written just before it (format 5 and 6). */
    private final java.util.Set<Long> restoredWritten = new java.util.HashSet<>();
    private ForkJoinPool pool;
    private final ThreadLocal<DimensionGenerator.Worker> workers;
    private BiPredicate<Integer, Integer> inPlan;
    private GenerateJob.DoneFilter done;
    private long generated, written, cpu;
    private int regionsWritten;

    /**
     * Takes the existing chunks as the caller scanned them before the run (to size the disk it needs), so the run does
     * not read them a second time. Used only by a run with no saved list or journal (a new run, not a resumed one),
     * and only valid when scanned with the arguments {@link #run} would use: the same regions, area, region folder,
     * {@code replaceExisting} and target, nothing handled yet, and {@code regenerateUnreadable} as
     * {@link Settings#salvageFolder()} is given, or no unreadable chunk found.
     */
    public void useScan(ExistingChunks found) {
        this.scanned = found;
    }

    /**
     * Runs the plan.
     *
     * @param regions the plan, region by region, chunks in plan order; iterated several times (a few passes before the
     *     run, then lazily as the run reaches each region), so a plan computed on demand is never held whole
     * @param inPlan whether a chunk is in the plan
     * @param doneFilter chunks the checkpoint records as written (planned or around the area), or null
     * @throws ExistingChunkException before anything is written, for a chunk on disk this run may not touch
     * @throws IOException when reading or writing fails (what is journaled and written is safe: --resume continues)
     */
    public GenerateJob.Result run(Iterable<RegionWork> regions, BiPredicate<Integer, Integer> inPlan, GenerateJob.DoneFilter doneFilter)
            throws IOException, InterruptedException {
        this.inPlan = inPlan;
        this.done = doneFilter != null ? doneFilter : (x, z) -> false;
        long start = System.nanoTime();
        Files.createDirectories(settings.regionFolder());
        Path existingFile = settings.journal().resolveSibling(EXISTING_FILE);
        boolean legacyJournal = false;
        ExistingChunks existing;
        if (Files.exists(existingFile)) {
            existing = ExistingChunks.load(existingFile);
        } else if (Files.exists(settings.journal())) {
            existing = ExistingChunks.none(); // an interrupted run of an earlier version: its own rule (refusal) below
            legacyJournal = true;
        } else {
            existing = scanned != null ? scanned : ExistingChunks.scan(regions, inPlan, this.done, settings.regionFolder(),
                    settings.replaceExisting(), settings.target(), settings.salvageFolder() != null);
            // the unreadable chunks' stored bytes, saved (and forced to disk) before anything is written; a run killed before
            // the list below is saved scans and saves them again
            for (int[] c : existing.repairedChunks()) {
                Salvage.save(settings.regionFolder().resolve("r." + (c[0] >> 5) + "." + (c[1] >> 5) + ".mca"), c[0], c[1], settings.salvageFolder());
                // and its entities and poi records, which the run replaces with the new chunk's or removes (flush)
                if (Salvage.saveRecord(settings.regionFolder(), ChunkRecords.ENTITIES, c[0], c[1], settings.salvageFolder())) entitiesSaved++;
                if (Salvage.saveRecord(settings.regionFolder(), ChunkRecords.POI, c[0], c[1], settings.salvageFolder())) poiSaved++;
            }
            Files.createDirectories(existingFile.getParent());
            existing.save(existingFile);
        }
        ExistingChunks blocking = existing;
        this.existing = existing;
        // the starts stored on disk are placed from as the game would (StoredStarts); those Strata cannot place keep the
        // chunks they reach from being decorated
        if (generator.generatesStructures()) {
            starts = generator.structureStarts();
            existing.storedStarts().bind(starts);
        }
        // an area chunk next to a left-alone chunk is not decorated (left to the game) unless it is decorated already
        if (existing.count() > 0 || existing.storedStarts().unplaceable() > 0) {
            this.inPlan = (x, z) -> inPlan.test(x, z) && (blocking.continuedDecorated(x, z) || !blocking.near(x, z) && !blocking.leftForStarts(x, z));
        }
        java.util.concurrent.atomic.AtomicInteger workerNumber = new java.util.concurrent.atomic.AtomicInteger();
        try {
            pool = new ForkJoinPool(settings.workers(), p -> {
                var t = ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(p);
                t.setName("strata-worker-" + workerNumber.getAndIncrement()); // the pool index is not set yet here
                t.setDaemon(true);
                return t;
            }, null, false);
            light = new LightTiles(generator, settings, workers, codecs, pool, spill, buffers, this.inPlan, this::writtenEarlier, finals, () -> ++clock,
                    this::addCpu);
        } catch (RuntimeException | Error e) {
            if (starts != null) starts.endDecoration(); // the generator's starts back as they were
            throw e;
        }
        long skipped = 0, leftToGame = 0;
        try {
            // the structure starts the decorations change are kept until no later decoration places them
            // (StructureStarts); a journal puts back those the stopped run had changed
            if (starts != null) starts.holdForDecoration();
            restoreJournal();
            if (legacyJournal) preflight(regions);
            // decorated chunks of the area that an earlier run (the game's or Strata's) left below the target: taken on
            // as they are, in plan order; each is final as soon as its planned neighbours are decorated
            List<LiveChunk> taken = new ArrayList<>();
            for (RegionWork r : regions) {
                for (int k = 0; k < r.size(); k++) {
                    int x = r.chunkXs()[k], z = r.chunkZs()[k];
                    if (!existing.continuedDecorated(x, z)) continue;
                    long key = key(x, z);
                    if (done.isDone(x, z) || live.containsKey(key) || light.contains(key)) continue;
                    request(x, z);
                    taken.add(live.get(key));
                }
            }
            for (LiveChunk l : taken) {
                if (l.waiting == 0) {
                    ready((int) (l.key >> 32), (int) l.key);
                    finish(l);
                }
            }
            // unreadable chunks (saved) that no chunk of this run decorates or writes into: their slot still holds the bad
            // bytes, so each is generated to carvers and written at carvers for the game to finish, as the ring is; the
            // others are decorated or written into like any chunk of the area or its ring
            List<LiveChunk> mended = new ArrayList<>();
            for (int[] c : existing.repairedChunks()) {
                int x = c[0], z = c[1];
                long key = key(x, z);
                if (this.inPlan.test(x, z)) continue; // decorated by this run
                repairedAtCarvers++;
                if (done.isDone(x, z) || live.containsKey(key) || light.contains(key) || finals.containsKey(key)) continue;
                if (waitingOf(x, z) > 0) continue; // a planned neighbour is decorated: requested then, written once final
                request(x, z);
                mended.add(live.get(key));
            }
            for (LiveChunk l : mended) finish(l);
            // counted first, then the planned chunks still to decorate are produced as the run reaches them, by the same
            // rule (a chunk's answer cannot change before the run reaches it: only the chunks it decorates become decorated)
            DecorationSequence.Filter toDecorate = (x, z) -> !existing.continuedDecorated(x, z) && !isDecorated(x, z)
                    && !blocking.contains(x, z) && this.inPlan.test(x, z);
            for (RegionWork r : regions) {
                for (int k = 0; k < r.size(); k++) {
                    int x = r.chunkXs()[k], z = r.chunkZs()[k];
                    if (toDecorate.take(x, z)) {
                        regionsToDecorate.add(key(r.regionX(), r.regionZ())); // the sequence below decorates it
                    }
                    if (existing.continuedDecorated(x, z)) continue; // counted as continued
                    if (isDecorated(x, z) || blocking.contains(x, z)) {
                        skipped++;
                    } else if (!this.inPlan.test(x, z)) {
                        leftToGame++;
                        if (!blocking.near(x, z)) leftForStarts++;
                    }
                }
            }
            if (skipped > 0) listener.chunksSkipped(0, 0, (int) Math.min(Integer.MAX_VALUE, skipped));
            regionsKnown = true;
            dispatch(new DecorationSequence(regions.iterator(), toDecorate));
            if (!finals.isEmpty() || stop.get()) flush();
            if (!stop.get() && !light.settled().isEmpty()) {
                throw new IllegalStateException(light.settled().size() + " lit chunks were kept after the run (a defect of the light scheduler)");
            }
            // for measurements of memory (docs/benchmarks.md): -Dorg.slf4j.simpleLogger.log.dev.strata.engine.sched.DecorationJob=debug
            LOG.debug("chunks kept for their neighbours at a region's end: at most {} ({} of them in memory before spilling, the rest "
                    + "on disk); {} spilled and {} read back or dropped in all", spiller.peakKeptAll(), spiller.peakKept(), spill.spilled(), spill.reloaded());
            if (!stop.get()) {
                Files.deleteIfExists(settings.journal());
                Files.deleteIfExists(existingFile);
                spill.deleteAll();
            }
        } finally {
            pool.shutdownNow();
            if (starts != null) starts.endDecoration();
        }
        return new GenerateJob.Result(generated, skipped, written, regionsWritten, 0, stop.get(), cpu, System.nanoTime() - start, List.of(),
                new GenerateJob.Kept(0, 0, existing.otherVersion(), 0, existing.repairedCount(), afreshTaken), leftToGame, continuedTaken);
    }

    /**
     * Unreadable chunks (saved and regenerated) this run does not decorate: next to a chunk it leaves alone, or in the
     * ring; written at {@code carvers} (with what decorated neighbours wrote into them) for the game to finish.
     */
    public long repairedAtCarvers() {
        return repairedAtCarvers;
    }

    private long repairedAtCarvers;
    private long leftForStarts;

    /**
     * The area chunks left to the game (among {@link GenerateJob.Result#leftToGame}) because a structure start stored
     * on disk that Strata cannot place reaches them or a chunk next to them ({@link StoredStarts}).
     */
    public long leftForStoredStarts() {
        return leftForStarts;
    }

    /** The stored starts Strata cannot place ({@link StoredStarts#unplaceable}) and why the first few are. */
    public StoredStarts storedStarts() {
        return existing.storedStarts();
    }
    private long entitiesRemoved, entitiesSaved;

    /**
     * Records deleted from the dimension's {@code entities/} files because the chunk was written below full over an
     * existing one ({@code --force}, {@code --repair}): the new proto chunk holds its own entities.
     */
    public long entityRecordsRemoved() {
        return entitiesRemoved;
    }

    /** Entities records of unreadable chunks saved beside their stored bytes ({@link Salvage#saveRecord}). */
    public long entityRecordsSaved() {
        return entitiesSaved;
    }

    private long poiRemoved, poiSaved;

    /**
     * Records deleted from the dimension's {@code poi/} files because the chunk was written, at any status, over an
     * existing one the run does not continue ({@code --force}, {@code --repair}): the game would keep them as they are
     * when it loads the new chunk ({@link ChunkRecords}).
     */
    public long poiRecordsRemoved() {
        return poiRemoved;
    }

    /** Poi records of unreadable chunks saved beside their stored bytes ({@link Salvage#saveRecord}). */
    public long poiRecordsSaved() {
        return poiSaved;
    }

    /** The existing chunks the run leaves alone, saved beside the journal ({@link ExistingChunks#save}). */
    public static final String EXISTING_FILE = "existing-chunks.bin";

    /**
     * Decorates {@code sequence} in plan order semantics: a chunk is launched once every earlier chunk within two
     * chunks of it (whose 3 x 3 overlaps its own) has been decorated, so chunks decorated at the same time are at
     * least three apart and touch disjoint chunks, and each sees exactly what the sequential order would show it.
     * Completions are retired in plan order: the chunks that become final, and so the order they are written in,
     * do not depend on the worker count. A region's end is a flush point (after the decorations in flight finish).
     */
    private void dispatch(DecorationSequence sequence) throws IOException, InterruptedException {
        java.util.concurrent.LinkedBlockingQueue<Object> done = new java.util.concurrent.LinkedBlockingQueue<>();
        long requested = 0, retire = 0;
        int inFlight = 0;
        boolean launching = true;
        while (sequence.has(retire)) {
            if (stop.get()) launching = false;
            // request the neighbourhoods ahead, then launch what may run
            for (; requested < retire + LOOKAHEAD && sequence.has(requested); requested++) {
                long[] s = sequence.get(requested);
                for (int dz = -1; dz <= 1; dz++) for (int dx = -1; dx <= 1; dx++) request((int) s[0] + dx, (int) s[1] + dz);
            }
            for (long j = retire; launching && j < retire + LOOKAHEAD && sequence.has(j) && inFlight < settings.workers(); j++) {
                if (sequence.launched(j) || !dependenciesDone(sequence, retire, j)) continue;
                if (limiter != null && !limiter.acquire(stop::get)) {
                    launching = false;
                    break;
                }
                int x = (int) sequence.get(j)[0], z = (int) sequence.get(j)[1];
                ProtoChunk[] around = new ProtoChunk[9];
                for (int dz = -1; dz <= 1; dz++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        LiveChunk l = live.get(key(x + dx, z + dz));
                        around[(dz + 1) * 3 + dx + 1] = ready(l);
                        l.fresh = false; // written into from now on: a copy on disk is out of date
                        if (l.copy != null) {
                            spill.release(l.copy);
                            l.copy = null;
                        }
                    }
                }
                final long index = j;
                sequence.launch(j);
                inFlight++;
                pool.execute(() -> {
                    long c0 = THREADS.getCurrentThreadCpuTime();
                    long me = key(x, z);
                    try {
                        enter(me);
                        try {
                            workers.get().decorate(around);
                        } finally {
                            synchronized (running) {
                                running.remove(me);
                            }
                        }
                        done.add(index);
                    } catch (Throwable t) {
                        done.add(new IllegalStateException("decorating chunk " + x + " " + z + ": " + t, t));
                    } finally {
                        addCpu(THREADS.getCurrentThreadCpuTime() - c0);
                    }
                });
            }
            if (inFlight == 0) {
                if (!launching) break; // stopped: nothing more will complete
                continue;
            }
            Object o = done.take();
            inFlight--;
            if (o instanceof RuntimeException e) {
                while (inFlight > 0) { done.take(); inFlight--; }
                throw e;
            }
            long c = (Long) o;
            sequence.complete(c);
            generated++;
            listener.chunksGenerated((int) sequence.get(c)[2], (int) sequence.get(c)[3], 1);
            for (; sequence.has(retire) && sequence.completed(retire); retire++) {
                long[] s = sequence.get(retire);
                int x = (int) s[0], z = (int) s[1];
                for (int dz = -1; dz <= 1; dz++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        LiveChunk l = live.get(key(x + dx, z + dz));
                        if (--l.waiting == 0) finish(l);
                    }
                }
                boolean regionEnds = !sequence.has(retire + 1) || sequence.get(retire + 1)[2] != s[2] || sequence.get(retire + 1)[3] != s[3];
                if (regionEnds) {
                    while (inFlight > 0) { // the journal needs the chunks at rest
                        Object p = done.take();
                        inFlight--;
                        if (p instanceof RuntimeException e) throw e;
                        long q = (Long) p;
                        sequence.complete(q);
                        generated++;
                        listener.chunksGenerated((int) sequence.get(q)[2], (int) sequence.get(q)[3], 1);
                    }
                    // no decoration runs now: the journal keeps, and the release then drops, the starts only finished
                    // regions (or none of the plan's) reach
                    regionsToDecorate.remove(key((int) s[2], (int) s[3]));
                    flush();
                    if (starts != null) starts.releaseStarts(this::decoratesAny);
                }
            }
            sequence.release(retire);
        }
        while (inFlight > 0) { // stopping: let the decorations in flight end, the journal keeps them
            Object p = done.take();
            inFlight--;
            if (p instanceof RuntimeException e) throw e;
            sequence.complete((Long) p);
            generated++;
        }
        // decorations done beyond the retired prefix stay live (their status says decorated) for the journal
    }

    /**
     * The regions with chunks this run still decorates, by {@link #key}{@code (regionX, regionZ)}: filled before the
     * first decoration, each removed at its end. Kept structure starts that reach none of them are released.
     */
    private final java.util.Set<Long> regionsToDecorate = new java.util.HashSet<>();
    /** The dimension's structure starts while this run holds them ({@link dev.strata.engine.structure.StructureStarts#holdForDecoration}), or null. */
    private dev.strata.engine.structure.StructureStarts starts;

    /** Whether {@link #regionsToDecorate} is filled; before, every region counts as one still to decorate. */
    private boolean regionsKnown;

    /**
     * Whether a region this run still decorates meets chunks {@code minX..maxX} by {@code minZ..maxZ}; true for all
     * before the regions are known (a journal written while a journal is restored keeps every changed start).
     */
    private boolean decoratesAny(int minX, int minZ, int maxX, int maxZ) {
        if (!regionsKnown) return true;
        for (int rz = minZ >> 5; rz <= maxZ >> 5; rz++) {
            for (int rx = minX >> 5; rx <= maxX >> 5; rx++) if (regionsToDecorate.contains(key(rx, rz))) return true;
        }
        return false;
    }

    /** Whether every earlier chunk of the window within two chunks of chunk {@code j} has been decorated. */
    private static boolean dependenciesDone(DecorationSequence sequence, long retire, long j) {
        long[] c = sequence.get(j);
        for (long k = retire; k < j; k++) {
            if (sequence.completed(k)) continue;
            long[] o = sequence.get(k);
            if (Math.abs(o[0] - c[0]) <= 2 && Math.abs(o[1] - c[1]) <= 2) return false;
        }
        return true;
    }

    private final java.util.Set<Long> running = new java.util.HashSet<>();

    /** Self-check of the dependency rule: two decorations at once are three chunks apart or more. */
    private void enter(long me) {
        synchronized (running) {
            for (long o : running) {
                if (Math.abs((int) (o >> 32) - (int) (me >> 32)) <= 2 && Math.abs((int) o - (int) me) <= 2) {
                    throw new IllegalStateException("decorations of overlapping chunks ran at once (a defect of the scheduler)");
                }
            }
            running.add(me);
        }
    }

    private synchronized void addCpu(long nanos) {
        cpu += nanos;
    }

    private boolean isDecorated(int x, int z) {
        if (done.isDone(x, z)) return true;
        LiveChunk l = live.get(key(x, z));
        if (existing.continuedDecorated(x, z)) return true;
        if (l != null && l.spilled != null) return l.spilledDecorated;
        return (l != null && l.chunk != null && LiveChunk.decorated(l.chunk))
                || light.contains(key(x, z));
    }

    /** Makes sure chunk (x, z) is live: restored, or being generated to carvers. */
    private void request(int x, int z) {
        long k = key(x, z);
        LiveChunk known = live.get(k);
        if (known != null) {
            known.touched = ++clock;
            if (known.chunk == null && known.pending == null) reload(known); // kept on disk: fetched ahead on the pool
            return;
        }
        if (done.isDone(x, z)) throw new IllegalStateException("chunk " + x + " " + z + " is written but a neighbour still needs it");
        LiveChunk l = new LiveChunk(k);
        l.touched = ++clock;
        l.planned = inPlan.test(x, z);
        l.waiting = waitingOf(x, z);
        ProtoChunk into = buffers.take();
        boolean takeOn = existing.continued(x, z);
        if (takeOn) continuedTaken++;
        if (takeOn && existing.afresh(x, z)) afreshTaken++;
        l.fresh = !takeOn;
        l.pending = pool.submit(() -> {
            long c0 = THREADS.getCurrentThreadCpuTime();
            if (takeOn) continueExisting(x, z, into);
            else workers.get().generate(x, z, ChunkStep.CARVERS, into);
            addCpu(THREADS.getCurrentThreadCpuTime() - c0);
            return into;
        });
        live.put(k, l);
    }

    /**
     * Takes on an existing proto chunk ({@link ExistingChunks#continued}): one before carvers holds only its own
     * generation and is generated afresh to carvers, as is a ring chunk whose every decorated neighbour the run
     * decorates again ({@link ExistingChunks#afresh}); the others are read back as they are. Its stored structures are
     * written back with it (the codec asks {@link ExistingChunks#structures}).
     */
    private void continueExisting(int x, int z, ProtoChunk into) throws IOException {
        if (existing.afresh(x, z)) { // a ring chunk whose writers are all decorated again
            workers.get().generate(x, z, ChunkStep.CARVERS, into);
            return;
        }
        net.kyori.adventure.nbt.CompoundBinaryTag tag = readExisting(x, z);
        dev.strata.regionio.chunk.ChunkData data = dev.strata.regionio.chunk.ChunkCodec.decode(tag);
        if (ExistingChunks.rank(data.status()) < ExistingChunks.rank(ChunkStep.CARVERS.status())) {
            workers.get().generate(x, z, ChunkStep.CARVERS, into);
        } else {
            readers.get().read(data, into);
        }
    }

    /** An existing chunk's NBT as on disk (it was there when the run began; a read failure is an error naming it). */
    private net.kyori.adventure.nbt.CompoundBinaryTag readExisting(int x, int z) throws IOException {
        Path file = settings.regionFolder().resolve("r." + (x >> 5) + "." + (z >> 5) + ".mca");
        try (RegionFile f = RegionFile.openReadOnly(file)) {
            return f.read(x, z).orElseThrow(() -> new IOException(file + ": chunk " + x + " " + z + " is gone (it was there when the run began)"));
        } catch (IOException e) {
            throw new IOException(file + ": chunk " + x + " " + z + " cannot be read: " + e.getMessage(), e);
        }
    }

    /** Existing chunks taken on (read back, or regenerated to carvers) by this run. */
    private long continuedTaken;
    /** Of those, the ones generated afresh to carvers ({@link ExistingChunks#afresh}). */
    private long afreshTaken;

    /** Planned chunks in the 3 x 3 of (x, z) not yet decorated. */
    private int waitingOf(int x, int z) {
        int n = 0;
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) if (inPlan.test(x + dx, z + dz) && !isDecorated(x + dx, z + dz)) n++;
        }
        return n;
    }

    private ProtoChunk ready(int x, int z) throws IOException, InterruptedException {
        return ready(live.get(key(x, z)));
    }

    private ProtoChunk ready(LiveChunk l) throws IOException, InterruptedException {
        l.touched = ++clock;
        if (l.chunk == null) {
            if (l.pending == null) reload(l);
            try {
                l.chunk = l.pending.get();
            } catch (ExecutionException e) {
                int x = (int) (l.key >> 32), z = (int) l.key;
                throw new IOException((l.spilled != null ? "reading back chunk " : "generating chunk ") + x + " " + z + " failed: " + e.getCause(),
                        e.getCause());
            }
            l.pending = null;
            if (l.spilled != null) { // read back: the entry on disk is still an equal copy
                l.copy = l.spilled;
                l.spilled = null;
            }
        }
        return l.chunk;
    }

    /** Starts reading a spilled live chunk back on the pool (its reference is dropped when {@link #ready} takes it). */
    private void reload(LiveChunk l) {
        ProtoChunk into = buffers.take();
        SpillStore.Ref ref = l.spilled;
        l.pending = pool.submit(() -> {
            spill.read(ref, into);
            return into;
        });
    }

    private void finish(LiveChunk l) throws IOException, InterruptedException {
        ready(l);
        live.remove(l.key);
        if (lightMode && l.planned) {
            SettledChunk st = new SettledChunk(l.key, l.chunk);
            st.copy = l.copy;
            light.settle(st);
        } else {
            if (l.copy != null) spill.release(l.copy);
            finals.put(l.key, l.chunk);
        }
    }

    private boolean writtenEarlier(int x, int z) {
        if (done.isDone(x, z)) return true;
        long[] bits = doneBits.get(key(x >> 5, z >> 5));
        int i = ((z & 31) << 5) | (x & 31);
        return bits != null && (bits[i >>> 6] >>> (i & 63) & 1) != 0;
    }

    /**
     * Writes the final chunks, then the journal of what is kept (naming the chunks just written), then marks them done
     * (see the class comment). When a final chunk was read from disk (a continued chunk), the journal comes first and
     * holds the final chunks themselves: written over its stored bytes before a journal held it, a resumed run would
     * have nothing to continue it from.
     */
    private void flush() throws IOException, InterruptedException {
        // the kept chunks at rest (a fresh chunk's generation goes on meanwhile: no journal needs it)
        for (LiveChunk l : live.values()) if (!l.fresh && l.chunk == null && (l.pending != null || l.spilled == null)) ready(l);
        boolean finalsFirst = false;
        for (long k : finals.keySet()) finalsFirst |= existing.continued((int) (k >> 32), (int) k);
        if (finalsFirst) {
            writeJournal(new long[0]);
            spill.collect();
        }
        // encode in parallel, write per region in the order the chunks became final
        List<Long> keys = new ArrayList<>(finals.keySet());
        List<Future<byte[]>> encoded = new ArrayList<>();
        ThreadLocal<ProtoChunkNbt> codec = codecs;
        if (lightMode) light.submitQueued(keys); // the queued chunks whose tile was not complete, or that a journal restored
        for (int i = 0; i < keys.size(); i++) {
            long k = keys.get(i);
            int x = (int) (k >> 32), z = (int) k;
            if (lightMode && inPlan.test(x, z)) {
                encoded.add(light.takeBytes(k));
                continue;
            }
            ProtoChunk c = finals.get(k);
            encoded.add(pool.submit(() -> settings.compression().compress(NbtIO.write(codec.get().encode(c)))));
        }
        TreeMap<Long, List<Integer>> byRegion = new TreeMap<>();
        List<long[]> marks = new ArrayList<>(); // region x, z, chunks written: marked done once the journal names them
        for (int i = 0; i < keys.size(); i++) {
            long k = keys.get(i);
            int x = (int) (k >> 32), z = (int) k;
            byRegion.computeIfAbsent(key(x >> 5, z >> 5), r -> new ArrayList<>()).add(i);
        }
        for (Map.Entry<Long, List<Integer>> e : byRegion.entrySet()) {
            int rx = (int) (e.getKey() >> 32), rz = (int) (long) e.getKey();
            List<Integer> members = e.getValue();
            int[] xs = new int[members.size()], zs = new int[members.size()];
            byte[][] data = new byte[members.size()][];
            for (int j = 0; j < members.size(); j++) {
                long k = keys.get(members.get(j));
                xs[j] = (int) (k >> 32);
                zs[j] = (int) k;
                try {
                    data[j] = encoded.get(members.get(j)).get();
                } catch (ExecutionException ex) {
                    throw new IOException("encoding chunk " + xs[j] + " " + zs[j] + " failed: " + ex.getCause(), ex.getCause());
                }
            }
            try (RegionFile file = RegionFile.open(settings.regionFolder().resolve("r." + rx + "." + rz + ".mca"))) {
                // the chunks written over an existing chunk the run does not continue (--force, --repair): their old
                // entities and poi records must not stay beside the new chunks (ChunkRecords)
                boolean[] over = new boolean[xs.length];
                for (int j = 0; j < xs.length; j++) over[j] = file.location(xs[j], zs[j]) != 0 && !existing.continued(xs[j], zs[j]);
                writeEntities(rx, rz, xs, zs, over); // before the chunks: a chunk on disk at full has its entities
                poiRemoved += ChunkRecords.delete(settings.regionFolder(), ChunkRecords.POI, rx, rz, xs, zs, over);
                file.writeBatch(xs, zs, data, settings.compression(), settings.timestamp());
            }
            afterRegionFile.written(rx, rz);
            long[] bits = doneBits.computeIfAbsent(e.getKey(), r -> new long[16]);
            for (int j = 0; j < xs.length; j++) GenerateJob.setBit(bits, xs[j], zs[j]);
            written += xs.length;
            regionsWritten++;
            marks.add(new long[] {rx, rz, xs.length});
        }
        // a chunk of a light run stays for its neighbours' light; the others (in light runs the ring) are needed no more
        for (long k : keys) if (!light.markWritten(k)) buffers.recycle(finals.get(k));
        light.release(keys); // a planned chunk's blocks go once it and every planned chunk of its 3 x 3 are written
        finals.clear();
        if (!finalsFirst) {
            long[] writtenKeys = new long[keys.size()];
            for (int i = 0; i < writtenKeys.length; i++) writtenKeys[i] = keys.get(i);
            writeJournal(writtenKeys);
            spill.collect();
        }
        for (long[] m : marks) {
            int rx = (int) m[0], rz = (int) m[1];
            listener.regionWritten(rx, rz, doneBits.get(key(rx, rz)).clone(), (int) m[2]);
        }
        // every light tile submitted so far is done (its bytes were written above) and nothing is generating: the kept
        // chunks are at rest and can go to disk
        spiller.spill(pool, live.values(), light.settled());
    }

    private final ThreadLocal<ProtoChunkNbt> codecs;

    /**
     * The entities records of the chunks {@code xs, zs} about to be written, in the dimension's {@code entities/} region
     * file (game: {@code EntityStorage}). Full runs: each finished chunk's entities; a chunk without entities keeps no
     * record (one left from a chunk this run replaces is deleted). A chunk written at another status keeps its entities
     * itself: where it replaces an existing chunk ({@code over}), the old chunk's record is deleted, else the game would
     * load the old entities into the new chunk when it finishes it.
     */
    private void writeEntities(int rx, int rz, int[] xs, int[] zs, boolean[] over) throws IOException, InterruptedException {
        Path path = ChunkRecords.file(settings.regionFolder(), ChunkRecords.ENTITIES, rx, rz);
        Path folder = path.getParent();
        List<Integer> with = new ArrayList<>();
        List<byte[]> bytes = new ArrayList<>();
        List<Integer> without = new ArrayList<>();
        List<Integer> removed = new ArrayList<>(); // written below full over an existing chunk
        for (int j = 0; j < xs.length; j++) {
            Future<byte[]> f = light.takeEntities(key(xs[j], zs[j]));
            if (f == null) {
                if (over[j]) removed.add(j);
                continue;
            }
            byte[] b;
            try {
                b = f.get();
            } catch (ExecutionException ex) {
                throw new IOException("spawning in chunk " + xs[j] + " " + zs[j] + " failed: " + ex.getCause(), ex.getCause());
            }
            if (b != null) {
                with.add(j);
                bytes.add(b);
            } else {
                without.add(j);
            }
        }
        if (with.isEmpty() && ((without.isEmpty() && removed.isEmpty()) || !Files.exists(path))) return;
        Files.createDirectories(folder);
        try (RegionFile file = RegionFile.open(path)) {
            for (int j : without) if (file.location(xs[j], zs[j]) != 0) file.delete(xs[j], zs[j]);
            for (int j : removed) {
                if (file.location(xs[j], zs[j]) == 0) continue;
                file.delete(xs[j], zs[j]);
                entitiesRemoved++;
            }
            if (!with.isEmpty()) {
                int[] ex = new int[with.size()], ez = new int[with.size()];
                for (int i = 0; i < ex.length; i++) {
                    ex[i] = xs[with.get(i)];
                    ez[i] = zs[with.get(i)];
                }
                file.writeBatch(ex, ez, bytes.toArray(new byte[0][]), settings.compression(), settings.timestamp());
            }
        }
    }

    /**
     * Saves the journal ({@link DecorationJournal}): the final chunks themselves only when one was read from disk (see
     * {@link #flush}), {@code writtenKeys} (chunks written since the last journal, not yet marked done), and every kept
     * chunk: the live ones something was written into and, in light runs, the settled ones not among the finals.
     */
    private void writeJournal(long[] writtenKeys) throws IOException {
        List<LiveChunk> kept = new ArrayList<>();
        for (LiveChunk l : live.values()) if (!l.fresh) kept.add(l);
        List<SettledChunk> rest = new ArrayList<>();
        if (lightMode) {
            // settled chunks not among the finals: written ones whose blocks a neighbour's light still needs, and ones
            // waiting for a neighbour to settle
            for (SettledChunk st : light.settled()) if (!finals.containsKey(st.key)) rest.add(st);
        }
        // the structure starts placing changed that a decoration still to come places: a resumed run places them from
        // that state (StructureStarts#restoreStarts), as this run goes on to
        List<net.kyori.adventure.nbt.CompoundBinaryTag> placed = starts == null ? List.of() : starts.placedStartTags(this::decoratesAny);
        journal.write(pool, finals.values(), writtenKeys, kept, rest, placed);
    }

    /** Reads a journal an interrupted run left: its final chunks are written again, its live chunks restored. */
    private void restoreJournal() throws IOException, InterruptedException {
        if (!journal.exists()) {
            spill.adopt(List.of()); // batch files of a run that ended after deleting its journal
            return;
        }
        DecorationJournal.Contents j = journal.read(generator::newChunk);
        try {
            for (ProtoChunk c : j.finals()) {
                long k = key(c.chunkX(), c.chunkZ());
                finals.put(k, c);
                if (lightMode && inPlan.test(c.chunkX(), c.chunkZ())) {
                    SettledChunk st = new SettledChunk(k, c);
                    st.queued = true;
                    light.restore(st);
                }
            }
            for (long k : j.written()) restoredWritten.add(k);
            for (LiveChunk l : j.live()) live.put(l.key, l);
            if (starts != null) {
                try {
                    starts.restoreStarts(j.starts(), "structure starts");
                } catch (dev.strata.engine.structure.StructureNbtException e) {
                    throw new IOException(e.getMessage(), e);
                }
            }
            for (SettledChunk st : j.settled()) light.restore(st);
            spill.adopt(j.spilled());
            for (LiveChunk l : j.live()) {
                l.planned = inPlan.test(l.x(), l.z());
                l.waiting = waitingOf(l.x(), l.z());
            }
            // a chunk whose last planned neighbour was decorated after the previous run's last retirement is final
            // already: no later decoration will count it down (in journal order, so the write order stays fixed)
            for (LiveChunk l : j.live()) if (l.waiting == 0) finish(l);
        } catch (IOException e) {
            throw journal.unreadable(e);
        }
        GenerateJob.DoneFilter before = done;
        done = (x, z) -> before.isDone(x, z) || finals.containsKey(key(x, z)) || restoredWritten.contains(key(x, z));
        // the chunks the interrupted run wrote just before its journal: on disk, perhaps not marked done yet
        TreeMap<Long, long[]> byRegion = new TreeMap<>();
        for (long k : restoredWritten) {
            int x = (int) (k >> 32), z = (int) k;
            GenerateJob.setBit(byRegion.computeIfAbsent(key(x >> 5, z >> 5), r -> new long[16]), x, z);
        }
        for (Map.Entry<Long, long[]> e : byRegion.entrySet()) {
            long[] bits = doneBits.computeIfAbsent(e.getKey(), r -> new long[16]);
            for (int i = 0; i < 16; i++) bits[i] |= e.getValue()[i];
            listener.regionWritten((int) (e.getKey() >> 32), (int) (long) e.getKey(), bits.clone(), 0);
        }
        flushFinalsOnly();
    }

    private void flushFinalsOnly() throws IOException, InterruptedException {
        if (finals.isEmpty()) return;
        flush();
    }

    /**
     * A journal of an earlier version (no saved existing-chunk list): that version's rule, every chunk on disk in the
     * area or around it that the run did not write stops it before anything is written.
     */
    private void preflight(Iterable<RegionWork> regions) throws IOException {
        ExistingChunks found = ExistingChunks.scan(regions, inPlan,
                (x, z) -> done.isDone(x, z) || live.containsKey(key(x, z)) || light.contains(key(x, z)), settings.regionFolder(),
                settings.replaceExisting(), settings.target());
        if (found.count() + found.continuedCount() > 0) {
            throw new ExistingChunkException(found.count() + found.continuedCount() + " chunks in or next to the area are on disk and were not written by the "
                    + "interrupted run, which an earlier version of Strata started; finish it with that version, or remove its checkpoint "
                    + "and run again. Nothing was written.");
        }
    }

    private static long key(int x, int z) {
        return ChunkPos.pack(x, z);
    }
}
