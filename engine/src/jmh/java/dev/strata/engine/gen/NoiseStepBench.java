package dev.strata.engine.gen;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.ProtoChunk;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One chunk of the noise step (biomes included, as {@link DimensionGenerator.Worker#generate} does them first),
 * single-threaded, one worker reused as a generator thread would. Each invocation generates the next chunk of a
 * square spiral around (0, 0), so neighbours come in order and no chunk repeats within a run (a run of ~10^5
 * chunks stays inside a 320 × 320 chunk square).
 *
 * <p>Needs the vanilla data: {@code -Dstrata.shared=<shared folder>} (default {@code ../shared}) or
 * {@code -p data=<pack folder, zip or server jar>}. How to run: docs/benchmarks.md.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Thread)
public class NoiseStepBench {

    /** A pack path; empty means {@code <strata.shared>/vanilla/26.2}. */
    @Param("")
    public String data;

    @Param("0")
    public long seed;

    @Param("minecraft:overworld")
    public String dimension;

    @Param("noise")
    public String step;

    private DimensionGenerator.Worker worker;
    private ProtoChunk chunk;
    private ChunkStep target;
    private int next;

    @Setup(Level.Trial)
    public void setUp() {
        Path pack = data.isEmpty() ? Path.of(System.getProperty("strata.shared", "../shared"), "vanilla", "26.2") : Path.of(data);
        if (!Files.exists(pack)) throw new IllegalStateException("no data pack at " + pack.toAbsolutePath() + " (set -Dstrata.shared or -p data=)");
        DimensionGenerator generator = DimensionGenerator.load(DataPack.open(pack), ResourceId.parse(dimension), null, seed);
        worker = generator.newWorker();
        chunk = generator.newChunk();
        target = ChunkStep.parse(step);
        next = 0;
    }

    @Benchmark
    public int generateChunk() {
        int i = next++;
        int[] c = spiral(i);
        worker.generate(c[0], c[1], target, chunk);
        return chunk.blocks()[i & 0xFFFF]; // returned so the work stays observable
    }

    /** The i-th chunk of a square spiral around (0, 0): ring r holds the 8r chunks with max(|x|, |z|) = r. */
    static int[] spiral(int i) {
        if (i == 0) return new int[] {0, 0};
        int r = (int) Math.ceil((Math.sqrt(i + 1) - 1) / 2);
        int k = i - (2 * r - 1) * (2 * r - 1);
        int side = k / (2 * r), along = k % (2 * r);
        switch (side) {
            case 0: return new int[] {r, -r + 1 + along};
            case 1: return new int[] {r - 1 - along, r};
            case 2: return new int[] {-r, r - 1 - along};
            default: return new int[] {-r + 1 + along, -r};
        }
    }
}
