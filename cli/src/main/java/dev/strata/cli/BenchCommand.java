package dev.strata.cli;

import dev.strata.engine.feature.DecorationStep;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.light.GenerationLight;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.ProtoChunk;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code strata bench}: times chunk generation in memory (nothing is written) for one or more worker counts.
 *
 * <p>The chunks are the first {@code N} of a square spiral around chunk (0, 0) — fixed, so runs compare. Before
 * any timing, one worker generates {@code --warmup} chunks of a spiral far away (so the JIT has compiled the hot
 * paths; those chunks are never measured). Then, per worker count W, W threads each build their own
 * {@link DimensionGenerator.Worker} (untimed), meet at a barrier, and pull chunk indices from a shared counter
 * until the N chunks are done. Reported: wall time (barrier to last chunk), CPU time of the W threads, chunks per
 * second (N / wall), ms per chunk per worker (wall × W / N: what one worker spends on a chunk) and CPU ms per
 * chunk; then each step's own wall time per chunk, timed inside the workers ({@link DimensionGenerator.Worker#stepNanos}).
 */
@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Time chunk generation in memory (no disk) over a fixed square spiral of chunks around chunk 0,0 (or --center, in chunks), after a JIT "
                + "warm-up, for each worker count (one thread and one generator per worker). Prints wall time, CPU "
                + "time, chunks/s and ms per chunk per worker; on a busy machine compare CPU ms per chunk. With "
                + "--adaptation, instead: what structures' terrain adaptation adds to the noise step.",
            "Under each row, a 'steps' line gives the wall ms per chunk spent in each step alone (biomes, noise, "
                + "surface: up to --step), and with --step surface, biomes + surface as a share of the noise step. "
                + "'structure-refs' is the time spent before each chunk's noise finding the structures that adapt its "
                + "terrain (with the noise of the columns whose heights their starts need); 'noise' is then the noise "
                + "alone, with that adaptation (the beardifier).",
            "With --step features or light, a 'features' line splits the features step: structure pieces, trees (tree, "
                + "fallen_tree, huge mushrooms and fungi, selectors of only those), the other features, and the rest.",
            "Vanilla terrain needs the game's data: pass --data <server.jar or data folder>.",
            "",
            ""},
        footerHeading = "%n",
        footer = {"Examples:",
            "  strata bench --data server.jar --seed 0 --chunks 400 --workers 1,2",
            "  strata bench --data server.jar --seed 0 --step surface",
            "  strata bench --data server.jar --seed 13579 --chunks 16384 --adaptation",
            "",
            "Exit codes: 0 done, 2 usage, 3 the data pack cannot be used (the file or JSON path is named), 4 a missing file or folder "
                + "or another file system error, 70 internal error."})
final class BenchCommand implements Callable<Integer> {

    @Mixin
    GeneratorOptions.OneDimension gen;

    @Mixin
    GeneratorOptions.Seed seed;

    @Option(names = "--step", defaultValue = "noise", paramLabel = "<step>", converter = GeneratorOptions.BenchStepConverter.class,
            completionCandidates = Choices.BenchSteps.class,
            description = "Generate up to this step: biomes, noise, surface, carvers, features or light (default: ${DEFAULT-VALUE}). "
                    + "features: each worker decorates its own square of chunks x-major, their ring generated to carvers first; "
                    + "the features figure is the decoration alone; light: then one light window over each square.")
    ChunkStep step;

    @Option(names = "--center", defaultValue = "0,0", paramLabel = "X,Z",
            description = "The chunk the measured chunks are taken around, in chunk coordinates (unlike generate's --center, "
                    + "which is in blocks: chunk = block / 16), e.g. 220319,-100317 for a forest of seed 13579, which is block "
                    + "3525104,-1605072 (default: ${DEFAULT-VALUE}). The warm-up stays 10,000 chunks away from it.")
    String center;
    private int centerX, centerZ;

    @Option(names = "--chunks", defaultValue = "256", paramLabel = "N",
            description = "Chunks measured per worker count: the first N of a spiral around --center (default: ${DEFAULT-VALUE}).")
    int chunks;

    @Option(names = "--workers", defaultValue = "1", split = ",", splitSynopsisLabel = ",", paramLabel = "W",
            description = "Worker counts to measure, e.g. 1,2,4 (default: ${DEFAULT-VALUE}).")
    List<Integer> workers;

    @Option(names = "--no-structures",
            description = "Generate as a world whose structures are off (level.dat generate_structures false): no structure "
                    + "starts, no terrain adaptation, no pieces. Compare with a run without it to see what structures cost.")
    boolean noStructures;

    @Option(names = "--adaptation", arity = "0..1", fallbackValue = "12", paramLabel = "ROUNDS",
            description = "Instead of the table: what structures' terrain adaptation (the beardifier) adds to the noise step of "
                    + "the measured chunks near them. Times their noise with and without it, alternated, on one thread, "
                    + "for ROUNDS rounds (default 12) after " + AdaptationBench.UNMEASURED + " unmeasured ones (the warm-up: "
                    + "--warmup is not used), and prints each round and the medians. Use --center near structures that adapt "
                    + "terrain (strata structures lists the starts) and enough --chunks to time 1,000 or more of them; "
                    + "the other chunks are left out. A 128 x 128 square takes about 3 minutes.")
    Integer adaptationRounds;

    @Option(names = "--warmup", defaultValue = "200", paramLabel = "N",
            description = "Unmeasured chunks generated first, far from the measured ones (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (chunks < 1) throw new StrataCliException(ExitCodes.USAGE, "--chunks must be at least 1, got " + chunks);
        if (warmup < 0) throw new StrataCliException(ExitCodes.USAGE, "--warmup must not be negative, got " + warmup);
        for (int w : workers) {
            Workers.require(w);
        }
        if (adaptationRounds != null) {
            if (adaptationRounds < 1) throw new StrataCliException(ExitCodes.USAGE, "--adaptation needs at least 1 round, got " + adaptationRounds);
            if (step != ChunkStep.NOISE) {
                throw new StrataCliException(ExitCodes.USAGE, "--adaptation times the noise step: leave out --step or give --step noise");
            }
            if (noStructures) throw new StrataCliException(ExitCodes.USAGE, "--adaptation compares with and without structures: leave out --no-structures");
            if (!workers.equals(List.of(1))) throw new StrataCliException(ExitCodes.USAGE, "--adaptation measures on one thread: leave out --workers");
        }
        PrintWriter out = spec.commandLine().getOut();
        long loadStart = System.nanoTime();
        DimensionGenerator generator = gen.load(seed.seed);
        if (noStructures) generator.setGenerateStructures(false);
        double loadMs = (System.nanoTime() - loadStart) / 1e6;
        String[] cxz = center.split(",");
        try {
            if (cxz.length != 2) throw new NumberFormatException();
            centerX = Integer.parseInt(cxz[0].trim());
            centerZ = Integer.parseInt(cxz[1].trim());
        } catch (NumberFormatException e) {
            throw new StrataCliException(ExitCodes.USAGE, "--center " + center + ": expected X,Z in chunk coordinates (not blocks), e.g. 220319,-100317");
        }
        out.printf(Locale.ROOT, "bench: %s, settings %s, seed %d, step %s, %d chunks (spiral around chunk %d,%d, block %d,%d), warm-up %d chunks%s%n",
                generator.dimension(), generator.settings().id(), seed.seed, step.name().toLowerCase(Locale.ROOT), chunks, centerX, centerZ, centerX * 16L, centerZ * 16L, warmup,
                noStructures ? ", structures off" : "");
        out.printf(Locale.ROOT, "java %s (%s), %d processors; data pack and generator loaded in %.0f ms%n",
                System.getProperty("java.version"), System.getProperty("java.vm.name"), Runtime.getRuntime().availableProcessors(), loadMs);
        out.flush();

        if (adaptationRounds != null) { // its own unmeasured rounds are the warm-up
            List<int[]> measured = new ArrayList<>();
            for (int i = 0; i < chunks; i++) {
                int[] c = spiral(i);
                measured.add(new int[] {centerX + c[0], centerZ + c[1]});
            }
            AdaptationBench.run(generator, measured, adaptationRounds, out);
            return ExitCodes.OK;
        }

        long warmStart = System.nanoTime();
        DimensionGenerator.Worker warm = generator.newWorker();
        ProtoChunk warmChunk = generator.newChunk();
        if (step.compareTo(ChunkStep.FEATURES) >= 0) {
            generator.features(); // a pack whose features cannot be read is refused before measuring
            decorateSquare(generator, warm, centerX + 10_000, centerZ + 10_000, warmup);
        } else {
            for (int i = 0; i < warmup; i++) {
                int[] c = spiral(i);
                GeneratorOptions.generate(warm, centerX + c[0] + 10_000, centerZ + c[1] + 10_000, step, warmChunk);
            }
        }
        if (warmup > 0) {
            out.printf(Locale.ROOT, "warm-up: %d chunks in %.0f ms%n", warmup, (System.nanoTime() - warmStart) / 1e6);
        }

        out.println("workers  chunks   wall ms    cpu ms  chunks/s  ms/chunk/worker  cpu ms/chunk");
        for (int w : workers) {
            Result r = measure(generator, w);
            out.printf(Locale.ROOT, "%7d  %6d  %8.1f  %8.1f  %8.1f  %15.3f  %12.3f%n", w, chunks, r.wallMs, r.cpuMs,
                    chunks / (r.wallMs / 1000.0), r.wallMs * w / chunks, r.cpuMs / chunks);
            out.println(stepLine(r));
            if (step.compareTo(ChunkStep.FEATURES) >= 0) out.println(featuresLine(r));
            out.flush();
        }
        return ExitCodes.OK;
    }

    /**
     * Wall times and CPU time of one measurement; {@code stepNanos} per step summed over the workers;
     * {@code featureNanos} the features step's structures, trees and other features summed over the workers.
     */
    private record Result(double wallMs, double cpuMs, long[] stepNanos, long[] featureNanos, long structureNanos) {}

    /**
     * The features step split: wall ms per chunk placing structure pieces, tree features (tree, fallen_tree, huge
     * mushrooms, huge fungi and selectors of only those: issue #16's budget), the other features (issue #19's), and
     * the rest of the step (binding the region, the biome scan, seeding, heightmaps).
     */
    private String featuresLine(Result r) {
        long[] f = r.featureNanos;
        long rest = r.stepNanos[ChunkStep.FEATURES.ordinal()] - f[0] - f[1] - f[2];
        return String.format(Locale.ROOT, "   features, wall ms/chunk per worker: structures %.3f trees %.3f other features %.3f rest %.3f",
                f[0] / 1e6 / chunks, f[1] / 1e6 / chunks, f[2] / 1e6 / chunks, rest / 1e6 / chunks);
    }

    /**
     * The per-step line: wall ms per chunk in each step measured (summed over the workers' threads, so with one
     * worker it is that thread's time), and, with --step surface, biomes + surface as a share of the
     * noise step (the figure issue #4 targets). From the noise step on, "structure refs" is the time spent before
     * each chunk's noise finding the structures that adapt its terrain ({@link DimensionGenerator.Worker#structureNanos});
     * "noise" is then the noise alone, with the beardifier.
     */
    private String stepLine(Result r) {
        long[] stepNanos = r.stepNanos;
        StringBuilder b = new StringBuilder("   steps, wall ms/chunk per worker:");
        for (ChunkStep s : ChunkStep.values()) {
            if (s.ordinal() > step.ordinal()) break;
            if (s == ChunkStep.NOISE) b.append(String.format(Locale.ROOT, " structure-refs %.3f", r.structureNanos / 1e6 / chunks));
            b.append(String.format(Locale.ROOT, " %s %.3f", s.name().toLowerCase(Locale.ROOT), stepNanos[s.ordinal()] / 1e6 / chunks));
        }
        if (step == ChunkStep.SURFACE && stepNanos[ChunkStep.NOISE.ordinal()] > 0) { // the figure issue #4 targets
            double extra = (stepNanos[ChunkStep.BIOMES.ordinal()] + stepNanos[ChunkStep.SURFACE.ordinal()])
                    / (double) stepNanos[ChunkStep.NOISE.ordinal()];
            b.append(String.format(Locale.ROOT, "; biomes + surface = %+.0f%% of noise", 100 * extra));
        }
        return b.toString();
    }

    private Result measure(DimensionGenerator generator, int threads) throws Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        boolean cpu = mx.isCurrentThreadCpuTimeSupported();
        CyclicBarrier start = new CyclicBarrier(threads + 1);
        AtomicInteger next = new AtomicInteger();
        AtomicLong cpuNanos = new AtomicLong();
        long[] stepNanos = new long[ChunkStep.values().length];
        long[] featureNanos = new long[4];
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "strata-bench");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                futures.add(pool.submit(() -> {
                    DimensionGenerator.Worker worker;
                    ProtoChunk chunk;
                    int index;
                    try {
                        worker = generator.newWorker();
                        chunk = generator.newChunk();
                        index = next.getAndIncrement();
                    } catch (Throwable setupFailure) {
                        start.reset(); // the others and the timer would wait at the barrier for ever
                        throw setupFailure;
                    }
                    start.await();
                    long cpu0 = cpu ? mx.getCurrentThreadCpuTime() : 0;
                    if (step.compareTo(ChunkStep.FEATURES) >= 0) {
                        int share = chunks / threads + (index < chunks % threads ? 1 : 0);
                        java.util.Map<Long, ProtoChunk> area = decorateSquare(generator, worker, centerX + index * 1000, centerZ, share);
                        if (step.compareTo(ChunkStep.LIGHT) >= 0 && share > 0) {
                            long l0 = System.nanoTime();
                            lightSquare(generator, area, centerX + index * 1000, centerZ, share);
                            long spent = System.nanoTime() - l0;
                            synchronized (stepNanos) {
                                stepNanos[ChunkStep.LIGHT.ordinal()] += spent;
                            }
                        }
                    } else {
                        for (int i; (i = next.getAndIncrement() - threads) < chunks; ) {
                            int[] c = spiral(i);
                            GeneratorOptions.generate(worker, centerX + c[0], centerZ + c[1], step, chunk);
                        }
                    }
                    if (cpu) cpuNanos.addAndGet(mx.getCurrentThreadCpuTime() - cpu0);
                    synchronized (stepNanos) {
                        for (ChunkStep s : ChunkStep.values()) stepNanos[s.ordinal()] += worker.stepNanos(s);
                        DecorationStep.Timings split = worker.featureTimings();
                        featureNanos[0] += split.structures();
                        featureNanos[1] += split.trees();
                        featureNanos[2] += split.otherFeatures();
                        featureNanos[3] += worker.structureNanos();
                    }
                    return null;
                }));
            }
            try {
                start.await();
            } catch (java.util.concurrent.BrokenBarrierException broken) {
                // a worker failed before the start: report its failure, not the barrier's
                for (Future<?> f : futures) {
                    try {
                        f.get();
                    } catch (ExecutionException e) {
                        if (e.getCause() instanceof java.util.concurrent.BrokenBarrierException) continue;
                        if (e.getCause() instanceof RuntimeException re) throw re;
                        if (e.getCause() instanceof Error er) throw er;
                        throw e;
                    }
                }
                throw broken;
            }
            long t0 = System.nanoTime();
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException re) throw re;
                    throw e;
                }
            }
            long wall = System.nanoTime() - t0;
            synchronized (stepNanos) {
                return new Result(wall / 1e6, cpu ? cpuNanos.get() / 1e6 : Double.NaN, stepNanos.clone(), featureNanos.clone(), featureNanos[3]);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Decorates {@code n} chunks of a square from (x0, z0) x-major (the last row may be short), after generating
     * them and the ring around them to carvers: what a features run does per chunk, on one thread.
     */
    static java.util.Map<Long, ProtoChunk> decorateSquare(DimensionGenerator generator, DimensionGenerator.Worker worker, int x0, int z0,
            int n) {
        if (n <= 0) return java.util.Map.of();
        int side = (int) Math.ceil(Math.sqrt(n));
        java.util.Map<Long, ProtoChunk> area = new java.util.HashMap<>();
        for (int x = x0 - 1; x <= x0 + side; x++) {
            for (int z = z0 - 1; z <= z0 + side; z++) {
                ProtoChunk c = generator.newChunk();
                worker.generate(x, z, ChunkStep.CARVERS, c);
                area.put(((long) x << 32) | (z & 0xFFFFFFFFL), c);
            }
        }
        ProtoChunk[] around = new ProtoChunk[9];
        for (int i = 0; i < n; i++) {
            int x = x0 + i / side, z = z0 + i % side;
            for (int dz = -1; dz <= 1; dz++) {
                for (int dx = -1; dx <= 1; dx++) around[(dz + 1) * 3 + dx + 1] = area.get(((long) (x + dx) << 32) | ((z + dz) & 0xFFFFFFFFL));
            }
            worker.decorate(around);
        }
        return area;
    }

    /**
     * Lights the decorated square of {@link #decorateSquare} as a light run does ({@link GenerationLight}, one window
     * over the square and its ring, every decorated chunk a source): the light step's work for those chunks.
     */
    static void lightSquare(DimensionGenerator generator, java.util.Map<Long, ProtoChunk> area, int x0, int z0, int n) {
        int side = (int) Math.ceil(Math.sqrt(n));
        ProtoChunk shape = generator.newChunk();
        GenerationLight light = new GenerationLight(shape.minY() >> 4, shape.sectionCount(), generator.hasSkyLight());
        light.reset(x0 - 1, z0 - 1, side + 2, side + 2);
        for (int x = x0 - 1; x <= x0 + side; x++) {
            for (int z = z0 - 1; z <= z0 + side; z++) {
                boolean decorated = x >= x0 && z >= z0 && (x - x0) * side + (z - z0) < n;
                ProtoChunk c = area.get(((long) x << 32) | (z & 0xFFFFFFFFL));
                if (decorated) light.add(c, true);
            }
        }
        light.compute();
    }

    /**
     * The i-th chunk of a square spiral around (0, 0): 0 is (0, 0), then ring after ring outwards, each ring walked
     * as one path, so consecutive chunks are neighbours.
     */
    static int[] spiral(int i) {
        if (i == 0) return new int[] {0, 0};
        // ring r holds the 8r chunks with max(|x|, |z|) = r; it starts after (2r-1)^2 chunks
        int r = (int) Math.ceil((Math.sqrt(i + 1) - 1) / 2);
        int before = (2 * r - 1) * (2 * r - 1);
        int k = i - before; // 0 .. 8r-1 along the ring
        int side = k / (2 * r);
        int along = k % (2 * r);
        switch (side) {
            case 0: return new int[] {r, -r + 1 + along};     // east side, going +z
            case 1: return new int[] {r - 1 - along, r};      // south side, going -x
            case 2: return new int[] {-r, r - 1 - along};     // west side, going -z
            default: return new int[] {-r + 1 + along, -r};   // north side, going +x
        }
    }
}
