package dev.strata.cli;

import dev.strata.engine.data.ResourceId;

import dev.strata.engine.light.ChunkLighting;
import dev.strata.engine.light.LightEngine;
import dev.strata.engine.light.LightTables;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.regionio.RegionFormatException;
import dev.strata.regionio.UnsupportedWorldException;
import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.chunk.ChunkSection;
import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RawChunk;
import dev.strata.regionio.region.RegionFile;
import dev.strata.regionio.region.RegionFileName;
import dev.strata.regionio.world.Dimension;
import dev.strata.regionio.world.SessionLock;
import dev.strata.regionio.world.WorldLayout;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code strata relight}: recomputes block and sky light of every full chunk of a world dimension (or of a square
 * selection) with the light engine of {@code dev.strata.engine.light}, and writes back only the light arrays and
 * {@code isLightOn}; every other tag stays byte for byte. With {@code --check} nothing is written and chunks whose
 * stored light differs are reported.
 *
 * <p>Worlds of DataVersion {@value #MIN_DATA_VERSION} (1.18) and later, either layout, with or without level.dat.
 * Work is parallel over region files ({@code --workers}); each region is lit in tiles of 8 x 8 chunks with a ring
 * of neighbours read around them. A chunk that cannot be read, or that names blocks 26.2 does not know, is
 * reported (file, chunk, cause) and left untouched. Exit codes: {@link ExitCodes#OK}; {@link ExitCodes#CHECK_FAILED}
 * when {@code --check} finds differences; {@link ExitCodes#BAD_INPUT} when some chunk could not be relit, a region
 * file's name gives no usable coordinates, or the world is too old; {@link ExitCodes#IO} when a write fails (a full
 * disk: the region file is named; every chunk holds its old or its new light); {@link ExitCodes#USAGE} for a
 * negative {@code --workers}.
 */
@Command(name = "relight", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Recompute block and sky light of full chunks (status minecraft:full) the way the game does; writes "
                + "only light tags. Proto chunks are skipped: the game lights them when it finishes them; those already lit "
                + "(status light, isLightOn, e.g. from generate --until light) are relit like full chunks.",
            "--check reports chunks whose stored light differs, without writing (exit 6 when any differ); it takes the world's "
                + "lock like a relight, so it is refused (exit 5) while a server or a generate uses the world.",
            "Area: --center, --radius, --radius-z and --shape select chunks exactly as for generate (blocks; suffixes "
                + "c = chunks, r = regions of 512 blocks, k = thousands, decimals allowed: --radius 8c is 16x16 chunks), "
                + "or --corners x1,z1,x2,z2, or --worldborder; --spawn centers on the world's spawn. Without them, "
                + "every chunk of the dimension.",
            "A chunk whose neighbour cannot be read is left untouched (its light depends on that neighbour) and "
                + "counted apart from the unreadable chunks themselves.",
            "A lit chunk next to a proto chunk that carries no light yet (below initialize_light: the game never lights a "
                + "chunk beside one, so that neighbour was replaced since, e.g. by generate --repair at carvers) is left as it "
                + "is, said and counted apart: the light that neighbour spreads is the game's to compute when it finishes it."},
        footerHeading = "%n",
        footer = {"Examples:",
            "  strata relight --world ~/srv/world",
            "  strata relight --world ~/srv/world --dimension the_nether --radius 64c --check",
            "",
            "Exit codes: 0 done (or, with --check, all light as stored), 2 usage, 3 some chunk or region file cannot be read "
                + "(named; the rest is relit), 4 a missing file or folder or another file system error, 5 the world is in use, 6 --check found chunks whose "
                + "light differs, 70 internal error."})
final class RelightCommand implements Callable<Integer> {
    /** Oldest DataVersion relit: 1.18 (2860). */
    static final int MIN_DATA_VERSION = 2860;
    private static final int TILE = 8;

    @Option(names = "--world", required = true, paramLabel = "<dir>", description = "World folder.")
    Path world;

    @Option(names = "--dimension", defaultValue = "minecraft:overworld", paramLabel = "<id>", converter = GeneratorOptions.DimensionConverter.class,
            completionCandidates = Choices.OneDimension.class, description = "Dimension: overworld, the_nether (nether), the_end (end) or a namespaced id (default: ${DEFAULT-VALUE}).")
    ResourceId dimension;

    @Mixin
    PlanOptions area;

    @Option(names = "--workers", paramLabel = "<n>", defaultValue = "0", description = "Parallel workers (default: number of cores).")
    int workers;

    @Option(names = "--check", description = "Only compare stored light with recomputed light; write nothing.")
    boolean check;

    @Option(names = "--quiet", description = "Print only problems and the summary.")
    boolean quiet;

    @Spec
    CommandSpec spec;

    private final AtomicLong lit = new AtomicLong(), changed = new AtomicLong(), differing = new AtomicLong(),
            failed = new AtomicLong(), unknown = new AtomicLong(), tooOld = new AtomicLong(), neighbourUnreadable = new AtomicLong(),
            sectionsDiffer = new AtomicLong(), regionsUnopenable = new AtomicLong(), proto = new AtomicLong(),
            nextToUnlit = new AtomicLong();
    private final Map<Path, RegionFile> open = new ConcurrentHashMap<>();
    /** The first failure of a worker (a write that failed, or a bug); once set, regions not yet started are not relit. */
    private final java.util.concurrent.atomic.AtomicReference<Throwable> workerFailure = new java.util.concurrent.atomic.AtomicReference<>();
    /** Test seam: called before each batch write with the region file (a test throws to simulate a full disk). */
    static volatile WriteHook writeHook;

    /** See {@link #writeHook}. */
    interface WriteHook {
        void beforeWrite(Path region) throws IOException;
    }
    /** Region files that could not be opened, with the cause; chunks next to them are not relit. */
    private final Map<Path, String> unopenable = new ConcurrentHashMap<>();
    private final java.util.Set<Path> reportedRegions = ConcurrentHashMap.newKeySet();
    /** The chunks to relight, or null for all. */
    private RegionPlan sel;
    private Path folder;
    private boolean sky;

    @Override
    public Integer call() throws Exception {
        if (workers != 0) Workers.require(workers); // 0: the default, one per core
        WorldFolder.require(world, true);
        // the game's world lock for the whole run: never beside a server, the game or another strata command; a check
        // takes it too (a world being generated would give half-written verdicts), unless the folder cannot be written
        try (SessionLock lock = check ? lockForCheck() : SessionLock.acquire(world)) {
            return InterruptNotice.during(spec.commandLine().getErr(), check ? "--check writes nothing; nothing was changed." : "every region relit so far is complete on disk, the others keep their old light; run the same command again to finish (it recomputes the light of every chunk, so nothing is done twice wrongly).", this::run);
        }
    }

    /**
     * The lock for {@code --check}: refused (exit 5) while a server, the game or a strata command holds it; none where
     * the lock file cannot be created (a read-only copy of a world, which nothing can be writing through this folder).
     */
    private SessionLock lockForCheck() throws IOException {
        try {
            return SessionLock.acquire(world);
        } catch (dev.strata.regionio.WorldInUseException e) {
            throw e;
        } catch (java.nio.file.FileSystemException e) { // permissions, a read-only file system
            return null;
        }
    }

    private int run() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        sel = area.selection(world, dimension);
        Dimension dim = Dimension.parse(dimension.toString());
        folder = WorldLayout.folderForReading(world, dim, WorldLayout.Kind.REGION);
        List<Path> files = new ArrayList<>();
        for (Path f : WorldLayout.regionFiles(folder)) if (Files.size(f) > 0) files.add(f);
        if (files.isEmpty()) {
            throw new StrataCliException(ExitCodes.BAD_INPUT, world + ": no region files for " + dim
                    + (dim.equals(Dimension.parse("minecraft:overworld")) ? "; for another dimension give --dimension the_nether, the_end or its id" : ""));
        }
        sky = !dim.equals(Dimension.NETHER);
        int n = workers > 0 ? workers : Runtime.getRuntime().availableProcessors();
        long t0 = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(n);
        List<String> problems = java.util.Collections.synchronizedList(new ArrayList<>());
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (Path f : files) {
                Optional<RegionFileName> name = RegionFileName.parse(f.getFileName().toString());
                if (name.isEmpty()) {
                    // r.99999999999.0.mca: no region the game writes; report it and relight the others
                    regionsUnopenable.incrementAndGet();
                    try {
                        RegionFileName.of(f);
                    } catch (RegionFormatException e) {
                        problems.add(e.getMessage() + "; left untouched");
                    }
                    continue;
                }
                int[] rc = {name.get().regionX(), name.get().regionZ()};
                if (sel != null && !regionIntersects(rc[0], rc[1])) continue;
                futures.add(pool.submit(() -> {
                    if (workerFailure.get() == null) relightRegion(rc[0], rc[1], problems, out);
                    return null;
                }));
            }
            for (Future<?> fu : futures) {
                try {
                    fu.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    // a worker's failure is the command's: a write error (full disk) is an IOException naming the
                    // file (exit 4), anything else keeps its own type (a bug stays a bug)
                    workerFailure.compareAndSet(null, e.getCause());
                }
            }
        } finally {
            pool.shutdown();
            for (RegionFile r : open.values()) {
                try {
                    r.close();
                } catch (IOException e) {
                    workerFailure.compareAndSet(null, new IOException(r.path() + ": cannot write: " + ConvertCommand.describe(e), e));
                }
            }
        }
        Throwable failure = workerFailure.get();
        if (failure instanceof Exception ex) {
            for (String p : problems) err.println(p);
            err.flush();
            throw ex;
        }
        if (failure != null) throw new IllegalStateException("a relight worker failed: " + failure, failure); // a bug: exit 70 with the trace
        for (String p : problems) err.println(p);
        if (tooOld.get() > 0 && lit.get() == 0) {
            // a world of an older game: refused as such, without a summary of nothing (nothing was read or written)
            err.flush();
            throw new StrataCliException(ExitCodes.BAD_INPUT, world + " holds chunks older than 1.18 (DataVersion below "
                    + MIN_DATA_VERSION + "): upgrade it in the game first (open it in Minecraft 26.2, or run the server with --forceUpgrade)");
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        out.printf("%s %s in %.2f s (%.0f chunks/s, %s): %d %s, %d unreadable, %d skipped because a neighbour "
                + "is unreadable, %d with unknown blocks%s%s%n", check ? "checked" : "relit", Words.count(lit.get(), "chunk"), secs,
                lit.get() / Math.max(secs, 1e-9), Words.count(n, "worker"), check ? differing.get() : changed.get(), check ? "differ" : "changed",
                failed.get(), neighbourUnreadable.get(), unknown.get(),
                regionsUnopenable.get() > 0 ? ", " + regionsUnopenable.get() + " region files cannot be opened" : "",
                sectionsDiffer.get() > 0 ? ", " + sectionsDiffer.get() + " skipped because their lowest section differs from a neighbour's" : "");
        if (nextToUnlit.get() > 0) {
            out.printf("note: %s left as %s: next to a proto chunk the game has not lit (below initialize_light: "
                    + "e.g. one generate --repair wrote at carvers amid finished chunks), %s the light that neighbour spread "
                    + "before it was replaced; the game recomputes that border when it finishes the neighbour%n",
                    Words.count(nextToUnlit.get(), "lit chunk"), nextToUnlit.get() == 1 ? "it was" : "they were",
                    nextToUnlit.get() == 1 ? "it keeps" : "they keep");
        }
        if (proto.get() > 0) {
            out.printf("note: only full chunks (status minecraft:full) and lit proto chunks are %s; %s below the light "
                    + "step %s skipped (they carry no light of their own yet, or at initialize_light only the light lit neighbours "
                    + "spread into them): the game lights them when it finishes them%n", check ? "checked" : "relit",
                    Words.count(proto.get(), "proto chunk"), proto.get() == 1 ? "was" : "were");
        }
        if (tooOld.get() > 0) {
            out.printf("note: %s older than 1.18 (DataVersion below %d) left untouched: the game upgrades them when it loads "
                    + "them (or run the server with --forceUpgrade), then relight them%n", Words.count(tooOld.get(), "chunk"), MIN_DATA_VERSION);
        }
        out.flush();
        if (failed.get() + neighbourUnreadable.get() + sectionsDiffer.get() + regionsUnopenable.get() + unknown.get() + tooOld.get() > 0) {
            return ExitCodes.BAD_INPUT;
        }
        if (check && differing.get() > 0) return ExitCodes.CHECK_FAILED;
        return ExitCodes.OK;
    }

    /**
     * A neighbour of {@code l} in the window that is there, readable, but carries no light yet (a proto chunk below
     * {@code initialize_light}), or null.
     */
    private static Loaded unlitNeighbour(Map<Long, Loaded> window, Loaded l) throws IOException {
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                if (dx == 0 && dz == 0) continue;
                Loaded n = window.get(key(l.data.x() + dx, l.data.z() + dz));
                if (n != null && !n.unreadable && n.data != null && !ChunkLighting.carriesLight(n.data.status())) return n;
            }
        }
        return null;
    }

    private boolean regionIntersects(int rx, int rz) {
        for (int i = 0; i < 1024; i++) if (sel.contains(rx * 32 + (i & 31), rz * 32 + (i >> 5))) return true;
        return false;
    }

    private boolean selected(int cx, int cz) {
        return sel == null || sel.contains(cx, cz);
    }

    /**
     * The open region file at region (rx, rz), or null when there is none (no file, or an empty one: the game
     * treats both as holding no chunks).
     *
     * @throws IOException when the file exists but cannot be opened (remembered: later calls throw at once)
     */
    private RegionFile region(int rx, int rz) throws IOException {
        Path p = folder.resolve("r." + rx + "." + rz + ".mca");
        RegionFile r = open.get(p);
        if (r != null) return r;
        String failure = unopenable.get(p);
        if (failure != null) throw new IOException(failure);
        synchronized (open) {
            r = open.get(p);
            if (r != null) return r;
            failure = unopenable.get(p);
            if (failure != null) throw new IOException(failure);
            try {
                if (!Files.exists(p) || Files.size(p) == 0) return null;
                r = check ? RegionFile.openReadOnly(p) : RegionFile.open(p);
            } catch (IOException | RuntimeException e) {
                unopenable.put(p, ConvertCommand.describe(e));
                throw e instanceof IOException io ? io : new IOException(e);
            }
            open.put(p, r);
            return r;
        }
    }

    /** A chunk read for one tile window. */
    private static final class Loaded {
        ChunkData data;
        Compression compression;
        boolean known;
        boolean target;
        boolean willBeLit;
        /** Present but unreadable (chunk or its region file): the chunks next to it cannot be lit correctly. */
        boolean unreadable;
        String cause;
    }

    private static Loaded unreadable(String cause) {
        Loaded l = new Loaded();
        l.unreadable = true;
        l.cause = cause;
        return l;
    }

    private static final ThreadLocal<Map<Long, ChunkLighting>> LIGHTING = ThreadLocal.withInitial(HashMap::new);

    private ChunkLighting lighting(int minSection, int count) {
        return LIGHTING.get().computeIfAbsent(((long) minSection << 32) | count | (sky ? 1L << 62 : 0),
                k -> new ChunkLighting(BlockStateRegistry.vanilla(), new LightEngine(LightTables.vanilla(), minSection, count, sky)));
    }

    private void relightRegion(int rx, int rz, List<String> problems, PrintWriter out) throws IOException {
        RegionFile own;
        try {
            own = region(rx, rz);
        } catch (IOException e) {
            Path p = folder.resolve("r." + rx + "." + rz + ".mca");
            regionsUnopenable.incrementAndGet();
            if (reportedRegions.add(p)) problems.add(p + ": cannot be opened, chunks next to it are left untouched: " + e.getMessage());
            return;
        }
        if (own == null) return;
        for (int tz = 0; tz < 32; tz += TILE) {
            for (int tx = 0; tx < 32; tx += TILE) {
                int ox = rx * 32 + tx, oz = rz * 32 + tz;
                Map<Long, Loaded> window = new HashMap<>();
                boolean anyTarget = false;
                for (int cz = oz; cz < oz + TILE; cz++) {
                    for (int cx = ox; cx < ox + TILE; cx++) {
                        Loaded l = read(cx, cz, true, problems);
                        if (l == null) continue;
                        window.put(key(cx, cz), l);
                        if (l.target) anyTarget = true;
                    }
                }
                if (!anyTarget) continue;
                for (int cz = oz - 1; cz <= oz + TILE; cz++) {
                    for (int cx = ox - 1; cx <= ox + TILE; cx++) {
                        boolean inner = cx >= ox && cx < ox + TILE && cz >= oz && cz < oz + TILE;
                        Loaded l = inner ? window.get(key(cx, cz)) : read(cx, cz, false, problems);
                        if (l == null) continue;
                        window.put(key(cx, cz), l);
                        if (l.target) anyTarget = true;
                    }
                }
                if (!anyTarget) continue;
                // the engine spans every loaded chunk's sections (a chunk may lack air sections, so the first
                // chunk's section count says nothing about its neighbours); chunks whose yPos differs from the
                // lowest one would get light sections the game does not give them, so they are left untouched
                int minSection = Integer.MAX_VALUE, maxSection = Integer.MIN_VALUE;
                for (Loaded l : window.values()) {
                    if (l.unreadable || !l.known) continue;
                    int[] range = sectionRange(l.data);
                    minSection = Math.min(minSection, range[0]);
                    maxSection = Math.max(maxSection, range[1]);
                }
                ChunkLighting lighting = lighting(minSection, maxSection - minSection + 1);
                LightEngine engine = lighting.engine();
                engine.reset(ox - 1, oz - 1, TILE + 2, TILE + 2);
                for (Loaded l : window.values()) {
                    if (l.unreadable || !l.known || !ChunkLighting.carriesLight(l.data.status())) continue;
                    lighting.load(l.data, l.willBeLit || Boolean.TRUE.equals(l.data.isLightOn()));
                }
                for (Loaded l : window.values()) {
                    if (!l.target) continue;
                    String why = null;
                    AtomicLong counter = sectionsDiffer;
                    int yPos = l.data.minSectionY() == null ? 0 : l.data.minSectionY();
                    if (yPos != minSection) why = "its lowest section " + yPos + " differs from its neighbourhood's " + minSection;
                    for (int dz = -1; dz <= 1 && why == null; dz++) {
                        for (int dx = -1; dx <= 1 && why == null; dx++) {
                            Loaded n = window.get(key(l.data.x() + dx, l.data.z() + dz));
                            if (n != null && n.unreadable) {
                                counter = neighbourUnreadable;
                                why = "neighbour " + (l.data.x() + dx) + "," + (l.data.z() + dz) + " is unreadable (" + n.cause + ")";
                            }
                        }
                    }
                    if (why != null) {
                        l.target = false;
                        counter.incrementAndGet();
                        problems.add(own.path() + " chunk " + l.data.x() + "," + l.data.z() + ": not relit, left untouched: " + why);
                        continue;
                    }
                    // the game lights a chunk once its neighbours carry light (initialize_light or later), so a lit chunk
                    // next to one that does not saw that neighbour replaced since (generate --repair writes an unreadable
                    // chunk amid finished ones at carvers): the light its sources spread here is known only once the game
                    // lights it, and the chunk keeps the light its former neighbour spread, which the game then recomputes
                    Loaded unlit = Boolean.TRUE.equals(l.data.isLightOn()) ? unlitNeighbour(window, l) : null;
                    if (unlit != null) {
                        l.target = false;
                        nextToUnlit.incrementAndGet();
                        if (!quiet) {
                            out.println("left as it is: chunk " + l.data.x() + "," + l.data.z() + " in " + own.path().getFileName()
                                    + ": its neighbour " + unlit.data.x() + "," + unlit.data.z() + " is a proto chunk at " + unlit.data.status()
                                    + ", not lit yet; the light that neighbour spreads here is the game's to compute when it finishes it");
                        }
                    }
                }
                engine.compute();
                // changed chunks of the tile are written in one crash-safe batch per compression (two syncs per
                // batch instead of one per chunk): each chunk is afterwards its old or its new version, never torn
                Map<Compression, List<Loaded>> batches = new java.util.EnumMap<>(Compression.class);
                for (Loaded l : window.values()) {
                    if (!l.target) continue;
                    ChunkData c = l.data;
                    lit.incrementAndGet();
                    if (check) {
                        if (lighting.differences(c) > 0) {
                            differing.incrementAndGet();
                            if (!quiet) out.println("differs: chunk " + c.x() + "," + c.z() + " in " + own.path().getFileName());
                        }
                    } else if (lighting.apply(c)) {
                        batches.computeIfAbsent(l.compression, k -> new ArrayList<>()).add(l);
                    }
                }
                for (Map.Entry<Compression, List<Loaded>> b : batches.entrySet()) {
                    List<Loaded> ls = b.getValue();
                    int[] xs = new int[ls.size()], zs = new int[ls.size()];
                    byte[][] payloads = new byte[ls.size()][];
                    for (int k = 0; k < ls.size(); k++) {
                        ChunkData c = ls.get(k).data;
                        xs[k] = c.x();
                        zs[k] = c.z();
                        payloads[k] = b.getKey().compress(NbtIO.write(ChunkCodec.encode(c)));
                    }
                    try {
                        WriteHook hook = writeHook;
                        if (hook != null) hook.beforeWrite(own.path());
                        own.writeBatch(xs, zs, payloads, b.getKey(), (int) (System.currentTimeMillis() / 1000));
                    } catch (IOException e) {
                        // each batch is crash-safe: the chunks hold their old or their new light, never torn
                        throw new IOException(own.path() + ": cannot write: " + ConvertCommand.describe(e), e);
                    }
                    changed.addAndGet(ls.size());
                }
            }
        }
        if (!check) {
            try {
                own.flush();
            } catch (IOException e) {
                throw new IOException(own.path() + ": cannot write: " + ConvertCommand.describe(e), e);
            }
        }
    }

    private Loaded read(int cx, int cz, boolean inner, List<String> problems) {
        RegionFile r;
        try {
            r = region(Math.floorDiv(cx, 32), Math.floorDiv(cz, 32));
        } catch (IOException e) {
            // a read failure is never "absent": absent would make the chunk opaque and light its neighbours wrongly
            Path p = folder.resolve("r." + Math.floorDiv(cx, 32) + "." + Math.floorDiv(cz, 32) + ".mca");
            if (reportedRegions.add(p)) problems.add(p + ": cannot be opened, chunks next to it are left untouched: " + e.getMessage());
            return unreadable("region file " + p.getFileName() + " cannot be opened");
        }
        if (r == null) return null;
        try {
            Optional<RawChunk> raw = r.readRaw(cx, cz);
            if (raw.isEmpty()) return null;
            Loaded l = new Loaded();
            l.compression = raw.get().compression();
            l.data = ChunkCodec.decode(NbtIO.read(raw.get().nbt()));
            if (l.data.dataVersion() < MIN_DATA_VERSION) throw new UnsupportedWorldException("DataVersion " + l.data.dataVersion());
            if (l.data.x() != cx || l.data.z() != cz) throw new IOException("chunk says it is at " + l.data.x() + "," + l.data.z());
            try {
                lightingFor(l.data).checkKnown(l.data);
                l.known = true;
            } catch (IOException e) {
                if (inner && isFull(l.data) && selected(cx, cz)) {
                    unknown.incrementAndGet();
                    problems.add(r.path() + " chunk " + cx + "," + cz + ": unknown block, left untouched: " + e.getMessage());
                }
            }
            l.willBeLit = l.known && isFull(l.data) && selected(cx, cz);
            if (inner && !isFull(l.data) && selected(cx, cz)) proto.incrementAndGet();
            l.target = inner && l.willBeLit;
            return l;
        } catch (UnsupportedWorldException e) {
            if (inner && selected(cx, cz)) tooOld.incrementAndGet();
            return null;
        } catch (IOException | RuntimeException e) {
            if (inner && selected(cx, cz)) {
                failed.incrementAndGet();
                problems.add(r.path() + " chunk " + cx + "," + cz + ": unreadable, left untouched: " + ConvertCommand.describe(e));
            }
            return unreadable("chunk unreadable: " + ConvertCommand.describe(e));
        }
    }

    /** Lowest and highest section y of a chunk: its {@code yPos} and its highest section with block states. */
    static int[] sectionRange(ChunkData c) throws IOException {
        int min = c.minSectionY() == null ? 0 : c.minSectionY();
        int max = min;
        for (ChunkSection s : c.sections()) if (s.hasBlockStates()) max = Math.max(max, s.y());
        return new int[] {min, max};
    }

    private ChunkLighting lightingFor(ChunkData c) throws IOException {
        int minSection = c.minSectionY() == null ? 0 : c.minSectionY();
        return lighting(minSection, 24);
    }

    /**
     * Whether the chunk's light is relit: a full chunk, or a proto chunk the game (or {@code generate --until light})
     * has lit, status {@code light} or later with {@code isLightOn} 1; the game keeps such a chunk's stored light
     * when it finishes it ({@code ChunkStatusTasks.isLighted}).
     */
    private static boolean isFull(ChunkData c) throws IOException {
        String s = c.status();
        if (s.equals("minecraft:full") || s.equals("full")) return true;
        return Boolean.TRUE.equals(c.isLightOn()) && ChunkLighting.isLit(s);
    }

    private static long key(int x, int z) {
        return ((long) x << 32) | (z & 0xFFFFFFFFL);
    }
}
