package dev.strata.engine.sched;

import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.gen.FullChunkEntities;
import dev.strata.engine.gen.ProtoChunkNbt;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.light.GenerationLight;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.spawn.ChunkLight;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.chunk.EntityChunk;
import dev.strata.regionio.nbt.NbtIO;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.BiPredicate;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * The light part of a {@link DecorationJob} run to {@code light} or {@code full}. A planned chunk whose blocks are final
 * is <em>settled</em> ({@link SettledChunk}); once every planned chunk of its 3 x 3 is settled its light can be computed
 * (it depends on those blocks only) and it is queued for writing: at {@code light} with {@code isLightOn} when its
 * eight neighbours are planned ({@link #lit}), else at {@code initialize_light} with the light its lit neighbours
 * spread into it; in a full run a chunk written at {@code light} is finished instead (spawn, then {@code full}). Its
 * blocks are kept until every planned chunk of its 3 x 3 is written ({@link #release}).
 *
 * <p>Queued chunks are lit on the pool by tiles of {@link #TILE} x {@link #TILE} chunks, each in a window of the tile
 * and its ring, with one {@link GenerationLight} per worker: a tile is submitted once all its planned chunks are queued,
 * or at the region's end ({@link #submitQueued}). The light of a chunk depends only on its 3 x 3, all settled, so the
 * bytes do not depend on the tiles or the worker count. Light values are those of the relight engine.
 *
 * <p>Coordinates are chunk coordinates, positions packed by {@link ChunkPos#pack}. Only the job's dispatching thread
 * calls these methods; the tiles' work runs on the pool and reads settled chunks, which nothing writes into.
 */
final class LightTiles {
    /** The side of a tile, in chunks: the chunks lit together, to share the work of their common borders. */
    static final int TILE = 4;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final DimensionGenerator generator;
    private final DecorationJob.Settings settings;
    private final ThreadLocal<DimensionGenerator.Worker> workers;
    private final ThreadLocal<ProtoChunkNbt> codecs;
    private final ExecutorService pool;
    private final SpillStore spill;
    private final ChunkBuffers buffers;
    private final BiPredicate<Integer, Integer> inPlan;
    private final BiPredicate<Integer, Integer> writtenEarlier;
    private final Map<Long, ProtoChunk> finals;
    private final LongSupplier clock;
    private final LongConsumer cpu;
    /** A full run: a chunk written at {@code light} is finished (spawn, full) and written at full. */
    private final boolean full;
    private final ThreadLocal<GenerationLight> lights;
    private final ThreadLocal<ProtoChunk> spawnScratch;

    /** Planned chunks whose blocks are final, kept until they and their planned neighbours are written. */
    private final Map<Long, SettledChunk> settled = new HashMap<>();
    /** Queued chunks by tile, until the tile's planned chunks are all queued (or the next region's end). */
    private final Map<Long, List<Long>> tilePending = new HashMap<>();
    /** The encoded bytes, lit, of queued chunks whose tile was submitted. */
    private final Map<Long, Future<byte[]>> lightBytes = new HashMap<>();
    /** Full runs: the encoded entities chunk of each finished chunk (null bytes: it has no entities). */
    private final Map<Long, Future<byte[]>> entityBytes = new HashMap<>();

    /**
     * @param generator the dimension's generator (chunk shape, sky light, seed)
     * @param settings the run's settings (compression, whether the target is {@code full})
     * @param workers the job's generator workers (a full run spawns with them)
     * @param codecs the job's chunk encoders
     * @param pool where tiles are lit
     * @param spill where spilled settled chunks are read back from
     * @param buffers the job's free chunk buffers
     * @param inPlan whether a chunk is planned (decorated by the run)
     * @param writtenEarlier whether a chunk was written and released already, in this run or one before
     * @param finals the job's final chunks in the order they are written; queued chunks are added to it
     * @param clock the job's use counter, advanced for each chunk asked for (the least recently used are spilled first)
     * @param cpu where the CPU time of the tiles' work is counted (nanoseconds)
     */
    LightTiles(DimensionGenerator generator, DecorationJob.Settings settings, ThreadLocal<DimensionGenerator.Worker> workers,
            ThreadLocal<ProtoChunkNbt> codecs, ExecutorService pool, SpillStore spill, ChunkBuffers buffers, BiPredicate<Integer, Integer> inPlan,
            BiPredicate<Integer, Integer> writtenEarlier, Map<Long, ProtoChunk> finals, LongSupplier clock, LongConsumer cpu) {
        this.generator = generator;
        this.settings = settings;
        this.workers = workers;
        this.codecs = codecs;
        this.pool = pool;
        this.spill = spill;
        this.buffers = buffers;
        this.inPlan = inPlan;
        this.writtenEarlier = writtenEarlier;
        this.finals = finals;
        this.clock = clock;
        this.cpu = cpu;
        this.full = settings.target() == ChunkStep.FULL;
        ProtoChunk shape = generator.newChunk();
        int minSection = shape.minY() >> 4, sections = shape.sectionCount();
        this.lights = ThreadLocal.withInitial(() -> new GenerationLight(minSection, sections, generator.hasSkyLight()));
        this.spawnScratch = ThreadLocal.withInitial(generator::newChunk);
    }

    /** Whether chunk {@code key} is settled (kept, written or not). */
    boolean contains(long key) {
        return settled.containsKey(key);
    }

    /** The settled chunks, a view (the journal and the spilling go through them). */
    Collection<SettledChunk> settled() {
        return settled.values();
    }

    /** Puts back a settled chunk a journal restored, as it was. */
    void restore(SettledChunk st) {
        settled.put(st.key, st);
    }

    /**
     * Chunk {@code s} (planned) has final blocks. Each planned chunk of its 3 x 3 whose own 3 x 3 is now settled can be
     * lit: it is queued for writing (in a fixed order: the neighbours in row order).
     */
    void settle(SettledChunk s) throws IOException {
        s.touched = clock.getAsLong();
        settled.put(s.key, s);
        int x = s.x(), z = s.z();
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                SettledChunk y = settled.get(ChunkPos.pack(x + dx, z + dz));
                if (y == null || y.queued || !allPlanned(x + dx, z + dz, this::isSettled)) continue;
                y.queued = true;
                finals.put(y.key, loaded(y));
                queuedForLight(y.key);
            }
        }
    }

    /**
     * The region's end: the queued chunks among {@code keys} whose tile was not complete (or that a journal restored)
     * are lit now, by tile.
     */
    void submitQueued(List<Long> keys) throws IOException {
        tilePending.clear();
        TreeMap<Long, List<Long>> rest = new TreeMap<>();
        for (long k : keys) {
            int x = ChunkPos.x(k), z = ChunkPos.z(k);
            if (inPlan.test(x, z) && !lightBytes.containsKey(k)) rest.computeIfAbsent(tileOf(x, z), t -> new ArrayList<>()).add(k);
        }
        for (Map.Entry<Long, List<Long>> t : rest.entrySet()) submitTile(t.getKey(), t.getValue());
    }

    /** The encoded bytes, lit, of queued chunk {@code key} (its tile submitted), handed over once. */
    Future<byte[]> takeBytes(long key) {
        return lightBytes.remove(key);
    }

    /** Full runs: the encoded entities chunk of finished chunk {@code key} (null bytes: none), or null; handed over once. */
    Future<byte[]> takeEntities(long key) {
        return entityBytes.remove(key);
    }

    /** Chunk {@code key} is written: whether it is settled (its blocks kept for its neighbours' light until {@link #release}). */
    boolean markWritten(long key) {
        SettledChunk st = settled.get(key);
        if (st == null) return false;
        st.written = true;
        return true;
    }

    /**
     * After the chunks {@code keys} are written: releases each settled chunk around them that is written and whose planned
     * 3 x 3 is written too (its buffer recycled, its spill entries dropped).
     */
    void release(List<Long> keys) {
        if (settled.isEmpty()) return;
        for (long k : keys) {
            int x = ChunkPos.x(k), z = ChunkPos.z(k);
            for (int dz = -1; dz <= 1; dz++) {
                for (int dx = -1; dx <= 1; dx++) {
                    long nk = ChunkPos.pack(x + dx, z + dz);
                    SettledChunk st = settled.get(nk);
                    if (st == null || !st.written || !allPlanned(x + dx, z + dz, this::isWritten)) continue;
                    settled.remove(nk);
                    if (st.chunk != null) buffers.recycle(st.chunk);
                    else spill.release(st.spilled);
                    if (st.copy != null) spill.release(st.copy);
                }
            }
        }
    }

    /** A settled chunk's blocks, read back on this thread if they were spilled. */
    private ProtoChunk loaded(SettledChunk s) throws IOException {
        s.touched = clock.getAsLong();
        if (s.chunk == null) {
            ProtoChunk into = buffers.take();
            spill.read(s.spilled, into);
            s.copy = s.spilled; // still an equal copy
            s.spilled = null;
            s.chunk = into;
        }
        return s.chunk;
    }

    private boolean allPlanned(int x, int z, BiPredicate<Integer, Integer> test) {
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) if (inPlan.test(x + dx, z + dz) && !test.test(x + dx, z + dz)) return false;
        }
        return true;
    }

    /** Settled now, or written and released already (in this run or one before). */
    private boolean isSettled(int x, int z) {
        return settled.containsKey(ChunkPos.pack(x, z)) || writtenEarlier.test(x, z);
    }

    private boolean isWritten(int x, int z) {
        SettledChunk s = settled.get(ChunkPos.pack(x, z));
        return s != null ? s.written : writtenEarlier.test(x, z);
    }

    /**
     * Whether a planned chunk is written at {@code light}: all its eight neighbours are planned (decorated), the
     * game's rule for the light step ({@link ChunkStep#LIGHT} needs its neighbours at initialize_light). The
     * others, next to the ring, are written at {@code initialize_light}.
     */
    private boolean lit(int x, int z) {
        int r = ChunkStep.LIGHT.neighbourRadius();
        for (int dz = -r; dz <= r; dz++) for (int dx = -r; dx <= r; dx++) if (!inPlan.test(x + dx, z + dz)) return false;
        return true;
    }

    private static long tileOf(int x, int z) {
        return ChunkPos.pack(Math.floorDiv(x, TILE), Math.floorDiv(z, TILE));
    }

    /** A chunk was queued: its tile is lit on the pool as soon as all the tile's planned chunks are queued. */
    private void queuedForLight(long k) throws IOException {
        int x = ChunkPos.x(k), z = ChunkPos.z(k);
        long t = tileOf(x, z);
        List<Long> members = tilePending.computeIfAbsent(t, q -> new ArrayList<>());
        members.add(k);
        int planned = 0;
        int tx = Math.floorDiv(x, TILE) * TILE, tz = Math.floorDiv(z, TILE) * TILE;
        for (int dz = 0; dz < TILE; dz++) for (int dx = 0; dx < TILE; dx++) if (inPlan.test(tx + dx, tz + dz)) planned++;
        if (members.size() == planned) {
            tilePending.remove(t);
            submitTile(t, members);
        }
    }

    /**
     * Lights queued chunks of one tile on the pool. The window's chunks are taken here, on the dispatching thread; a
     * queued chunk's 3 x 3 is settled and nothing writes into a settled chunk, and none is released before the
     * region's end that waits for these bytes.
     */
    private void submitTile(long tile, List<Long> members) throws IOException {
        int ox = ChunkPos.x(tile) * TILE - 1, oz = ChunkPos.z(tile) * TILE - 1, n = TILE + 2;
        ProtoChunk[] window = new ProtoChunk[n * n];
        boolean[] sources = new boolean[n * n];
        for (int z = 0; z < n; z++) {
            for (int x = 0; x < n; x++) {
                SettledChunk st = settled.get(ChunkPos.pack(ox + x, oz + z));
                if (st != null) {
                    window[z * n + x] = loaded(st);
                    sources[z * n + x] = lit(ox + x, oz + z);
                }
            }
        }
        long[] targets = new long[members.size()];
        ProtoChunk[] chunks = new ProtoChunk[targets.length];
        for (int j = 0; j < targets.length; j++) {
            targets[j] = members.get(j);
            chunks[j] = settled.get(targets[j]).chunk;
        }
        CompletableFuture<byte[][][]> lit = CompletableFuture.supplyAsync(() -> lightTile(ox, oz, window, sources, targets, chunks), pool);
        for (int j = 0; j < targets.length; j++) {
            int slot = j;
            lightBytes.put(targets[j], lit.thenApply(a -> a[0][slot]));
            if (full && lit(ChunkPos.x(targets[j]), ChunkPos.z(targets[j]))) {
                entityBytes.put(targets[j], lit.thenApply(a -> a[1][slot]));
            }
        }
    }

    /**
     * Lights the queued chunks of one tile and encodes them (on a worker): the window is the tile and its ring, every
     * settled chunk in it carries light (those written at {@code light} are its sources).
     *
     * @return the chunks' encoded bytes, then (full runs) their encoded entities chunks, in {@code targets}' order
     */
    private byte[][][] lightTile(int ox, int oz, ProtoChunk[] window, boolean[] sources, long[] targets, ProtoChunk[] chunks) {
        long c0 = THREADS.getCurrentThreadCpuTime();
        GenerationLight light = lights.get();
        int n = TILE + 2;
        light.reset(ox, oz, n, n);
        for (int z = 0; z < n; z++) {
            for (int x = 0; x < n; x++) if (window[z * n + x] != null) light.add(window[z * n + x], sources[z * n + x]);
        }
        light.compute();
        ProtoChunkNbt codec = codecs.get();
        byte[][] out = new byte[targets.length][];
        byte[][] entities = new byte[targets.length][];
        for (int j = 0; j < targets.length; j++) {
            int x = ChunkPos.x(targets[j]), z = ChunkPos.z(targets[j]);
            boolean on = lit(x, z);
            ChunkStep status = on ? (full ? ChunkStep.FULL : ChunkStep.LIGHT) : ChunkStep.INITIALIZE_LIGHT;
            ChunkData data = codec.data(chunks[j], status.status());
            try {
                light.apply(data, on);
                if (status == ChunkStep.FULL) {
                    ProtoChunkNbt.asFull(data);
                    entities[j] = spawnEntities(chunks[j], window, ox, oz, n, light);
                }
                out[j] = settings.compression().compress(NbtIO.write(ChunkCodec.encode(data)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        cpu.accept(THREADS.getCurrentThreadCpuTime() - c0);
        return new byte[][][] {out, entities};
    }

    /**
     * The entities chunk of a finished chunk of a light window, encoded (null when it has no entities): what structures
     * and features put into the proto chunk, then the creatures the game's spawn step adds, in the order the game's
     * entity storage saves them, each with a UUID ({@link FullChunkEntities}). Spawns into a copy of the chunk: the
     * chunk itself stays as decorated (a journal may save it meanwhile, and a resumed run spawns again from it).
     */
    private byte[] spawnEntities(ProtoChunk chunk, ProtoChunk[] window, int ox, int oz, int n, GenerationLight light) throws IOException {
        int x = chunk.chunkX(), z = chunk.chunkZ();
        ProtoChunk copy = spawnScratch.get();
        copy.reset(x, z);
        System.arraycopy(chunk.blocks(), 0, copy.blocks(), 0, chunk.blocks().length);
        System.arraycopy(chunk.biomes(), 0, copy.biomes(), 0, chunk.biomes().length);
        System.arraycopy(chunk.oceanFloorWg(), 0, copy.oceanFloorWg(), 0, 256);
        System.arraycopy(chunk.worldSurfaceWg(), 0, copy.worldSurfaceWg(), 0, 256);
        copy.copyFinalHeightmaps(chunk);
        copy.setStatus(chunk.status());
        copy.entities().addAll(chunk.entities()); // the spawn step appends after them, as the game's proto chunk list
        ProtoChunk[] around = new ProtoChunk[9];
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) around[(dz + 1) * 3 + dx + 1] = window[(z + dz - oz) * n + (x + dx - ox)];
        }
        around[4] = copy;
        ChunkLight cl = ChunkLight.fromSections(x, z, copy.minY() >> 4, copy.sectionCount(), generator.hasSkyLight(),
                sy -> light.blockLight(x, z, sy), sy -> light.skyLight(x, z, sy));
        workers.get().spawn(around, cl); // adds the creatures to copy.entities()
        List<CompoundBinaryTag> tags = FullChunkEntities.of(generator.seed(), x, z, copy.entities());
        copy.entities().clear();
        if (tags.isEmpty()) return null;
        EntityChunk ec = new EntityChunk(ChunkCodec.DATA_VERSION, x, z, tags);
        return settings.compression().compress(NbtIO.write(ec.toNbt()));
    }
}
