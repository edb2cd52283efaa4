package dev.strata.cli;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.density.DensityFunction;
import dev.strata.engine.density.DensityFunctionDef;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.NoiseRouter;
import dev.strata.engine.levelgen.NoiseSettings;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.regionio.block.BlockStateRegistry;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code strata fuzz}: generates random chunks of random seeds and checks what must hold for any seed and any
 * chunk, whatever the worker count. It cannot check vanilla parity (only the game knows the right blocks; the
 * fixture tests do that for a few chunks) — it checks the properties parity depends on:
 *
 * <ol>
 *   <li>generation throws nothing;
 *   <li>the chunk reached the step's status;
 *   <li>every block is a valid 26.2 state id ({@code 0 <= id < stateCount}) and every biome a registry index;
 *   <li>no NaN or infinity reaches a block decision: the router's {@code final_density} (which picks solid or
 *       not) is finite at sampled cell corners — the values the game interpolates between — and at sampled blocks,
 *       and every other router function (aquifer, ore vein and climate inputs) is finite at sampled blocks —
 *       except where the game itself yields NaN: {@code end_islands} beyond ~370,000 blocks, whose int
 *       arithmetic wraps (see {@link #beyondEndIslandOverflow});
 *   <li>the heightmaps {@code OCEAN_FLOOR_WG} and {@code WORLD_SURFACE_WG} lie in {@code [minY, minY + height]}
 *       and agree with the blocks (recomputed here independently);
 *   <li>the result is a function of (seed, chunk) only: the hash of blocks, biomes and heightmaps is the same
 *       from a fresh worker, from one worker reused for every chunk, and from each worker count (chunks
 *       interleaved across threads, so caches see other orders).
 * </ol>
 *
 * <p>Seeds and chunk coordinates come from a {@link Random} seeded with {@code --seed-source}, printed first, so
 * a failing run reproduces exactly. The first chunk of every seed is (0, 0), where stale per-worker state keyed
 * by chunk origin can pass for valid; of the others a quarter lie near the origin, the rest anywhere inside the
 * world border (|block| &lt; 30,000,000), where large coordinates stress the noise arithmetic.
 */
@Command(name = "fuzz", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Generate random chunks of random seeds under several worker counts and check invariants: no exception, "
                + "valid block and biome ids, no NaN in the densities behind block decisions (except where the game "
                + "has them too), heightmaps within the dimension and matching the blocks, and identical bytes from "
                + "a fresh worker, a reused worker and every worker count.",
            "Prints a reproducing command per failure and exits with 6 when any check fails; --seed-source "
                + "(printed) reproduces a whole run.",
            "Vanilla terrain needs the game's data: pass --data <server.jar or data folder>.",
            ""},
        footerHeading = "%n",
        footer = {"Examples:",
            "  strata fuzz --data server.jar",
            "  strata fuzz --data server.jar --seeds 20 --chunks-per-seed 4 --workers 1,4",
            "",
            "Exit codes: 0 every check passed, 2 usage, 3 the data pack cannot be used (the file or JSON path is named), "
                + "4 a missing file or folder or another file system error, 6 some check failed (a reproducing command is printed per failure), 70 internal error."})
final class FuzzCommand implements Callable<Integer> {

    private static final int MAX_BORDER_CHUNK = 1_874_999; // world border: 30,000,000 blocks
    private static final int MAX_MESSAGES_PER_CHUNK = 5;

    @Mixin
    GeneratorOptions.EachDimension gen;

    @Option(names = "--seeds", defaultValue = "4", paramLabel = "N", description = "Random world seeds to try (default: ${DEFAULT-VALUE}).")
    int seeds;

    @Option(names = "--chunks-per-seed", defaultValue = "8", paramLabel = "K", description = "Random chunks per seed (default: ${DEFAULT-VALUE}).")
    int chunksPerSeed;

    @Option(names = "--workers", defaultValue = "1,2,8", split = ",", splitSynopsisLabel = ",", paramLabel = "W",
            description = "Worker counts to compare (default: ${DEFAULT-VALUE}).")
    List<Integer> workers;

    @Option(names = "--step", defaultValue = "noise", paramLabel = "<step>", converter = GeneratorOptions.FuzzStepConverter.class,
            completionCandidates = Choices.FuzzSteps.class,
            description = "Generate up to this step: biomes, noise, surface, carvers or features (default: ${DEFAULT-VALUE}). "
                + "features: the chunk and its 8 neighbours are decorated (as dump-chunk does) and the chunk's final "
                + "heightmaps are checked against its blocks.")
    ChunkStep step;

    @Option(names = "--seed-source", paramLabel = "<long>",
            description = "Seed of the random choice of world seeds and chunks (default: a fresh one, printed).")
    Long seedSource;

    @Spec
    CommandSpec spec;

    /** One generated chunk's identity and its hash under each run (index 0 fresh worker, then each worker count). */
    private static final class Case {
        final long seed;
        final ResourceId dimension;
        final int cx, cz;
        final long[] hashes;
        final List<String> problems = new ArrayList<>();

        Case(long seed, ResourceId dimension, int cx, int cz, int runs) {
            this.seed = seed;
            this.dimension = dimension;
            this.cx = cx;
            this.cz = cz;
            this.hashes = new long[runs];
        }

        synchronized void problem(String run, String what) {
            if (problems.size() < MAX_MESSAGES_PER_CHUNK) problems.add(run + ": " + what);
            else if (problems.size() == MAX_MESSAGES_PER_CHUNK) problems.add("(further problems not shown)");
        }
    }

    @Override
    public Integer call() throws Exception {
        if (seeds < 1) throw new StrataCliException(ExitCodes.USAGE, "--seeds must be at least 1, got " + seeds);
        if (chunksPerSeed < 1) throw new StrataCliException(ExitCodes.USAGE, "--chunks-per-seed must be at least 1, got " + chunksPerSeed);
        for (int w : workers) {
            Workers.require(w);
        }
        long source = seedSource != null ? seedSource : new Random().nextLong();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        out.printf(Locale.ROOT, "fuzz: seed source %d, %d seeds x %d chunks, step %s, workers %s%n", source, seeds, chunksPerSeed,
                step.name().toLowerCase(Locale.ROOT), workers.stream().map(String::valueOf).collect(Collectors.joining(",")));
        out.flush();

        Random random = new Random(source);
        List<ResourceId> dims = gen.dimensionGiven() ? List.of(gen.dimension())
                : List.of(GeneratorOptions.OVERWORLD, GeneratorOptions.THE_NETHER, GeneratorOptions.THE_END);
        int runs = 1 + workers.size();
        int failedChunks = 0;
        long started = System.nanoTime();
        for (int s = 0; s < seeds; s++) {
            long seed = random.nextLong();
            ResourceId dim = dims.get(s % dims.size());
            Case[] cases = new Case[chunksPerSeed];
            for (int k = 0; k < chunksPerSeed; k++) {
                boolean near = random.nextInt(4) == 0;
                int range = near ? 64 : MAX_BORDER_CHUNK;
                int cx = random.nextInt(2 * range + 1) - range;
                int cz = random.nextInt(2 * range + 1) - range;
                if (k == 0) cx = cz = 0; // where a worker's initial cache state (origin 0,0) can pass for valid
                cases[k] = new Case(seed, dim, cx, cz, runs);
            }
            DimensionGenerator generator = gen.load(seed, dim);
            runFresh(generator, cases);
            for (int r = 0; r < workers.size(); r++) runPool(generator, cases, workers.get(r), r + 1);
            for (Case c : cases) {
                for (int r = 1; r < runs; r++) {
                    if (c.hashes[r] != c.hashes[0] && c.hashes[r] != 0 && c.hashes[0] != 0) {
                        c.problem(runName(r), String.format(Locale.ROOT, "hash %016x differs from a fresh worker's %016x", c.hashes[r], c.hashes[0]));
                    }
                }
                if (!c.problems.isEmpty()) {
                    failedChunks++;
                    report(err, c);
                }
            }
            out.printf(Locale.ROOT, "seed %d (%s): %d chunks checked%n", seed, dim, chunksPerSeed);
            out.flush();
        }
        double secs = (System.nanoTime() - started) / 1e9;
        if (failedChunks > 0) {
            err.printf(Locale.ROOT, "fuzz: %d of %d chunks FAILED. Rerun this fuzz run with:%n  strata fuzz %s%n", failedChunks,
                    seeds * chunksPerSeed, rerunArgs(source));
            err.flush();
            out.flush();
            return ExitCodes.CHECK_FAILED;
        }
        out.printf(Locale.ROOT, "fuzz: all %d chunks passed every check (%d runs each, %.1f s); seed source %d%n",
                seeds * chunksPerSeed, runs, secs, source);
        out.flush();
        return ExitCodes.OK;
    }

    private String runName(int run) {
        return run == 0 ? "fresh worker" : workers.get(run - 1) + " worker(s)";
    }

    /** Run 0: a new worker and a new proto chunk for every chunk, the reference the other runs must equal. */
    private void runFresh(DimensionGenerator generator, Case[] cases) {
        for (Case c : cases) check(generator, generator.newWorker(), generator.newChunk(), c, 0);
    }

    /**
     * Run {@code run}: {@code threads} threads, each with one worker reused for the chunks it pulls, in the reverse
     * of the fresh run's order (so state a worker carries from chunk to chunk meets the chunks in another order).
     */
    private void runPool(DimensionGenerator generator, Case[] cases, int threads, int run) throws Exception {
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "strata-fuzz");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                futures.add(pool.submit(() -> {
                    DimensionGenerator.Worker worker = generator.newWorker();
                    ProtoChunk chunk = generator.newChunk();
                    // last case first: a reused worker meets (0, 0) after other chunks, a fresh one before any
                    for (int i; (i = next.getAndIncrement()) < cases.length; ) check(generator, worker, chunk, cases[cases.length - 1 - i], run);
                    return null;
                }));
            }
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException re) throw re;
                    throw e;
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Generates one chunk, checks it, records its hash (0 when generation failed). */
    private void check(DimensionGenerator generator, DimensionGenerator.Worker worker, ProtoChunk chunk, Case c, int run) {
        String name = runName(run);
        try {
            if (step == ChunkStep.FEATURES) chunk = DumpChunkCommand.decorated(generator, c.cx, c.cz);
            else GeneratorOptions.generate(worker, c.cx, c.cz, step, chunk);
        } catch (StrataCliException e) {
            throw e; // the step is not available: a usage problem, not a finding
        } catch (Throwable t) {
            StringBuilder sb = new StringBuilder("generation threw ").append(t);
            StackTraceElement[] st = t.getStackTrace();
            for (int i = 0; i < Math.min(4, st.length); i++) sb.append("\n      at ").append(st[i]);
            c.problem(name, sb.toString());
            return;
        }
        List<String> found = checkChunk(generator, worker, chunk, step);
        for (String p : found) c.problem(name, p);
        c.hashes[run] = hash(chunk);
    }

    /** The invariants of one generated chunk; empty when all hold. Also used by tests. */
    static List<String> checkChunk(DimensionGenerator generator, DimensionGenerator.Worker worker, ProtoChunk chunk, ChunkStep step) {
        List<String> problems = new ArrayList<>();
        BlockStateRegistry registry = BlockStateRegistry.vanilla();
        int stateCount = registry.stateCount();
        if (!step.status().equals(chunk.status())) problems.add("status " + chunk.status() + ", expected " + step.status());

        int[] blocks = chunk.blocks();
        int minY = chunk.minY();
        int height = chunk.height();
        for (int i = 0; i < blocks.length; i++) {
            int s = blocks[i];
            if (s < 0 || s >= stateCount) {
                problems.add(String.format(Locale.ROOT, "invalid block state id %d at local x %d, y %d, z %d (state count %d)",
                        s, i & 15, minY + (i >> 8), (i >> 4) & 15, stateCount));
                return problems; // the checks below look states up
            }
        }
        int biomeCount = generator.biomes().size();
        int[] biomes = chunk.biomes();
        for (int i = 0; i < biomes.length; i++) {
            if (biomes[i] < 0 || biomes[i] >= biomeCount) {
                problems.add("invalid biome id " + biomes[i] + " at biome index " + i + " (registry size " + biomeCount + ")");
                break;
            }
        }

        if (step == ChunkStep.FEATURES) {
            checkFinalHeightmaps(chunk, problems);
        } else if (step != ChunkStep.BIOMES) {
            checkHeightmaps(chunk, registry, problems);
            checkDensities(generator, worker, chunk, problems);
        }
        return problems;
    }

    /**
     * After the features step the chunk carries the four final heightmaps, kept up to date by every block write: each
     * must equal a recount of its blocks (the game's {@code Heightmap} rules).
     */
    private static void checkFinalHeightmaps(ProtoChunk chunk, List<String> problems) {
        byte[] flags = dev.strata.engine.levelgen.BlockFlags.table();
        dev.strata.engine.levelgen.Heightmap.Types[] types = {dev.strata.engine.levelgen.Heightmap.Types.WORLD_SURFACE,
            dev.strata.engine.levelgen.Heightmap.Types.OCEAN_FLOOR, dev.strata.engine.levelgen.Heightmap.Types.MOTION_BLOCKING,
            dev.strata.engine.levelgen.Heightmap.Types.MOTION_BLOCKING_NO_LEAVES};
        for (dev.strata.engine.levelgen.Heightmap.Types t : types) {
            int[] map = chunk.finalHeightmap(t);
            for (int col = 0; col < 256; col++) {
                int want = dev.strata.engine.levelgen.Heightmap.prime(chunk.blocks(), flags, col, chunk.minY(), chunk.height(), t);
                if (map[col] != want) {
                    problems.add(t + " " + map[col] + " at local x " + (col & 15) + ", z " + (col >> 4)
                            + " does not match the blocks (first y above them: " + want + ")");
                    return;
                }
            }
        }
    }

    private static void checkHeightmaps(ProtoChunk chunk, BlockStateRegistry registry, List<String> problems) {
        int[] blocks = chunk.blocks();
        int minY = chunk.minY();
        int height = chunk.height();
        int[] ocean = chunk.oceanFloorWg();
        int[] surface = chunk.worldSurfaceWg();
        for (int col = 0; col < 256; col++) {
            int wantSurface = minY, wantOcean = minY;
            for (int ly = height - 1; ly >= 0; ly--) {
                int s = blocks[(ly << 8) | col];
                if (wantSurface == minY && !registry.isAir(s)) wantSurface = minY + ly + 1;
                if (registry.blocksMotion(s)) {
                    wantOcean = minY + ly + 1;
                    break;
                }
            }
            String where = " at local x " + (col & 15) + ", z " + (col >> 4);
            for (int k = 0; k < 2; k++) {
                int got = k == 0 ? surface[col] : ocean[col];
                int want = k == 0 ? wantSurface : wantOcean;
                String name = k == 0 ? "WORLD_SURFACE_WG" : "OCEAN_FLOOR_WG";
                if (got < minY || got > minY + height) {
                    problems.add(name + " " + got + where + " is outside the dimension [" + minY + ", " + (minY + height) + "]");
                    return;
                }
                if (got != want) {
                    problems.add(name + " " + got + where + " does not match the blocks (first free y above them: " + want + ")");
                    return;
                }
            }
        }
    }

    private static final String[] ROUTER_NAMES = {"barrier", "fluid_level_floodedness", "fluid_level_spread", "lava", "temperature",
        "vegetation", "continents", "erosion", "depth", "ridges", "preliminary_surface_level", "final_density", "vein_toggle",
        "vein_ridged", "vein_gap"};

    /**
     * Finite densities: {@code final_density} at 32 cell corners (what the game interpolates) and 32 blocks of the
     * chunk, every router function at 8 of those blocks. The points come from a random seeded by the chunk and
     * world seed, so every run samples the same ones.
     */
    private static void checkDensities(DimensionGenerator generator, DimensionGenerator.Worker worker, ProtoChunk chunk, List<String> problems) {
        NoiseRouter router = worker.noiseChunk().router();
        DensityFunction[] fns = {router.barrier(), router.fluidLevelFloodedness(), router.fluidLevelSpread(), router.lava(),
            router.temperature(), router.vegetation(), router.continents(), router.erosion(), router.depth(), router.ridges(),
            router.preliminarySurfaceLevel(), router.finalDensity(), router.veinToggle(), router.veinRidged(), router.veinGap()};
        NoiseSettings noise = generator.settings().noise();
        int lo = Math.max(noise.minY(), chunk.minY());
        int hi = Math.min(noise.minY() + noise.height(), chunk.minY() + chunk.height());
        if (hi <= lo) return;
        int cw = noise.sizeHorizontal() * 4, ch = noise.sizeVertical() * 4;
        int x0 = chunk.chunkX() << 4, z0 = chunk.chunkZ() << 4;
        Random r = new Random(generator.seed() * 31 + ((long) chunk.chunkX() << 32 ^ chunk.chunkZ()));
        boolean endIslands = uses(generator.settings().router(), DensityFunctionDef.EndIslands.class,
                java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>()));
        for (int i = 0; i < 64; i++) {
            int x, y, z;
            if (i < 32) {
                x = x0 + r.nextInt(16 / cw + 1) * cw;
                z = z0 + r.nextInt(16 / cw + 1) * cw;
                int firstCell = Math.floorDiv(lo, ch);
                y = (firstCell + r.nextInt(Math.max(1, (hi - lo) / ch) + 1)) * ch;
            } else {
                x = x0 + r.nextInt(16);
                z = z0 + r.nextInt(16);
                y = lo + r.nextInt(hi - lo);
            }
            boolean all = i >= 56;
            for (int f = 0; f < fns.length; f++) {
                if (!all && f != 11) continue;
                double v = fns[f].compute(x, y, z);
                if (!Double.isFinite(v) && !(endIslands && beyondEndIslandOverflow(x, z))) {
                    problems.add(ROUTER_NAMES[f] + " is " + v + " at block " + x + ", " + y + ", " + z);
                    return;
                }
            }
        }
    }

    /**
     * Whether vanilla's {@code end_islands} yields NaN here too: the game computes {@code x * x + z * z} of the
     * block's eighths in int, which wraps beyond ~370,000 blocks from the origin; a negative sum gives
     * {@code sqrt} = NaN, which the game carries into the density (a NaN density is "not solid"). Strata does the
     * same bit for bit, so such samples are not findings.
     */
    static boolean beyondEndIslandOverflow(int blockX, int blockZ) {
        long x = blockX / 8, z = blockZ / 8; // the density function's integer division, toward zero
        return x * x + z * z > Integer.MAX_VALUE;
    }

    /** Whether a parsed density tree (records all the way down) contains a node of {@code type}. */
    static boolean uses(Object node, Class<?> type, java.util.Set<Object> seen) {
        if (node == null || !seen.add(node)) return false;
        if (type.isInstance(node)) return true;
        if (node instanceof Iterable<?> it) {
            for (Object o : it) if (uses(o, type, seen)) return true;
            return false;
        }
        if (!node.getClass().isRecord()) return false;
        for (java.lang.reflect.RecordComponent c : node.getClass().getRecordComponents()) {
            Class<?> t = c.getType();
            if (t.isPrimitive() || t == String.class || t.isEnum()) continue;
            try {
                if (uses(c.getAccessor().invoke(node), type, seen)) return true;
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return false;
    }

    /** A 64-bit hash of the chunk's blocks, biomes and heightmaps (never 0, which marks "no result"). */
    static long hash(ProtoChunk chunk) {
        long h = 0x243F6A8885A308D3L;
        h = mixIn(h, chunk.blocks());
        h = mixIn(h, chunk.biomes());
        h = mixIn(h, chunk.oceanFloorWg());
        h = mixIn(h, chunk.worldSurfaceWg());
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        return h == 0 ? 1 : h;
    }

    private static long mixIn(long h, int[] values) {
        for (int v : values) h = (h ^ v) * 0x100000001B3L + (h >>> 29);
        return h * 0x9E3779B97F4A7C15L + values.length;
    }

    private void report(PrintWriter err, Case c) {
        err.printf(Locale.ROOT, "FAIL seed %d, %s, chunk %d,%d:%n", c.seed, c.dimension, c.cx, c.cz);
        for (String p : c.problems) err.println("    " + p);
        err.printf(Locale.ROOT, "  reproduce: strata dump-chunk %s --seed %d --chunk %d,%d --step %s%n", gen.reproduce(c.dimension), c.seed,
                c.cx, c.cz, step.name().toLowerCase(Locale.ROOT));
        err.flush();
    }

    private String rerunArgs(long source) {
        StringBuilder sb = new StringBuilder();
        sb.append(gen.dataArgs());
        if (gen.dimensionGiven()) sb.append(" --dimension ").append(gen.dimension());
        if (gen.settings != null) sb.append(" --settings ").append(GeneratorOptions.quote(gen.settings));
        sb.append(" --seeds ").append(seeds).append(" --chunks-per-seed ").append(chunksPerSeed).append(" --workers ")
                .append(workers.stream().map(String::valueOf).collect(Collectors.joining(","))).append(" --step ")
                .append(step.name().toLowerCase(Locale.ROOT)).append(" --seed-source ").append(source);
        return sb.toString();
    }
}
