package dev.strata.engine.light;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.gen.ProtoChunkNbt;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Full sky and block light of real 26.2 overworld terrain, single-threaded, one {@link LightEngine} and one
 * {@link ChunkLighting} reused across invocations as a relight worker reuses them.
 *
 * <p>Setup generates a 10 x 10 block of chunks around {@code centre} at the surface step (noise caves, aquifers,
 * lava and ore veins included; no features, so no trees or torches) from the vanilla data, and decodes each into
 * {@link ChunkData} the way {@code strata relight} reads chunks from a region file. The chunks are lit as full,
 * lit chunks (their status says {@code surface}; the benchmark measures the light work, not the status rule).
 *
 * <ul>
 *   <li>{@link #centreWithNeighbours}: the case, one chunk with its 8 neighbours: reset a 3 x 3 window,
 *       load the 9 chunks (palette resolution and state fill, {@link ChunkLighting#load}), compute, write the
 *       centre's arrays back ({@link ChunkLighting#apply}). One operation = one lit chunk.
 *   <li>{@link #engineOnlyCentre}: the same window fed with state ids already unpacked ({@link LightEngine#setSection}
 *       from the proto chunk's arrays), centre's arrays extracted: the light engine without the chunk format.
 *   <li>{@link #tile8x8}: what {@code strata relight} does per tile: a 10 x 10 window, 64 chunks lit and applied.
 *       One operation = one lit chunk (the window's cost divided by 64).
 * </ul>
 *
 * <p>Needs the vanilla data: {@code -Dstrata.shared=<shared folder>} (default {@code ../shared}) or
 * {@code -p data=<pack>}. How to run: docs/benchmarks.md.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Thread)
public class LightBench {
    private static final int SIDE = 10;

    /** A pack path; empty means {@code <strata.shared>/vanilla/26.2}. */
    @Param("")
    public String data;

    @Param("0")
    public long seed;

    /**
     * Chunk "x,z" of the lit centre (the 3 x 3 window's centre; the tile spans x-4..x+5, z-4..z+5). Seed 0:
     * 5,5 is forest and plains (surface y 63 to 68 over its 3 x 3, few caves); 42,72 is stony peaks over deep dark
     * (surface y 105 to 143, about 143,000 air blocks below the surface of its 3 x 3: noise caves).
     */
    @Param({"5,5", "42,72"})
    public String centre;

    private int cx, cz;
    private LightEngine engine;
    private ChunkLighting lighting;
    /** [dz + 4][dx + 4] around the centre. */
    private ChunkData[][] chunks;
    /** Per chunk, per section: 4096 state ids; [dz + 4][dx + 4][section]. */
    private int[][][][] states;
    private int minSection, sectionCount;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        Path pack = data.isEmpty() ? Path.of(System.getProperty("strata.shared", "../shared"), "vanilla", "26.2") : Path.of(data);
        if (!Files.exists(pack)) throw new IllegalStateException("no data pack at " + pack.toAbsolutePath() + " (set -Dstrata.shared or -p data=)");
        String[] c = centre.split(",");
        cx = Integer.parseInt(c[0].trim());
        cz = Integer.parseInt(c[1].trim());
        DimensionGenerator generator = DimensionGenerator.load(DataPack.open(pack), ResourceId.parse("minecraft:overworld"), null, seed);
        DimensionGenerator.Worker worker = generator.newWorker();
        ProtoChunk proto = generator.newChunk();
        List<String> biomeNames = new ArrayList<>();
        for (ResourceId id : generator.biomes().names()) biomeNames.add(id.toString());
        ProtoChunkNbt nbt = new ProtoChunkNbt(biomeNames);
        minSection = generator.minY() >> 4;
        sectionCount = generator.height() >> 4;
        LightTables tables = LightTables.vanilla();
        chunks = new ChunkData[SIDE][SIDE];
        states = new int[SIDE][SIDE][sectionCount][];
        for (int dz = 0; dz < SIDE; dz++) {
            for (int dx = 0; dx < SIDE; dx++) {
                worker.generate(cx - 4 + dx, cz - 4 + dz, ChunkStep.SURFACE, proto);
                chunks[dz][dx] = ChunkCodec.decode(nbt.encode(proto));
                for (int s = 0; s < sectionCount; s++) {
                    int[] ids = new int[4096];
                    System.arraycopy(proto.blocks(), s << 12, ids, 0, 4096);
                    // all-air sections are skipped, as ChunkLighting.load skips a section whose palette is only air
                    boolean allAir = true;
                    for (int id : ids) if (id != ids[0] || !tables.isAir(id)) {
                        allAir = false;
                        break;
                    }
                    states[dz][dx][s] = allAir ? null : ids;
                }
            }
        }
        engine = new LightEngine(tables, minSection, sectionCount, true);
        lighting = new ChunkLighting(BlockStateRegistry.vanilla(), engine);
        // size the engine's buffers for the largest window once, as a long-running relight worker has them
        engine.reset(cx - 4, cz - 4, SIDE, SIDE);
    }

    @Benchmark
    public boolean centreWithNeighbours() throws Exception {
        engine.reset(cx - 1, cz - 1, 3, 3);
        for (int dz = 3; dz <= 5; dz++) {
            for (int dx = 3; dx <= 5; dx++) lighting.load(chunks[dz][dx], true);
        }
        engine.compute();
        return lighting.apply(chunks[4][4]);
    }

    @Benchmark
    public int engineOnlyCentre() {
        engine.reset(cx - 1, cz - 1, 3, 3);
        for (int dz = 3; dz <= 5; dz++) {
            for (int dx = 3; dx <= 5; dx++) {
                int x = cx - 4 + dx, z = cz - 4 + dz;
                engine.addChunk(x, z, true);
                int[][] sections = states[dz][dx];
                for (int s = 0; s < sectionCount; s++) if (sections[s] != null) engine.setSection(x, z, minSection + s, sections[s]);
            }
        }
        engine.compute();
        int sum = 0;
        for (int sy = engine.minLightSection(); sy <= engine.maxLightSection(); sy++) {
            byte[] sky = engine.skyLight(cx, cz, sy);
            byte[] block = engine.blockLight(cx, cz, sy);
            if (sky != null) sum += sky[0];
            if (block != null) sum += block[0];
        }
        return sum;
    }

    @Benchmark
    @OperationsPerInvocation(64)
    public int tile8x8() throws Exception {
        engine.reset(cx - 4, cz - 4, SIDE, SIDE);
        for (int dz = 0; dz < SIDE; dz++) {
            for (int dx = 0; dx < SIDE; dx++) lighting.load(chunks[dz][dx], true);
        }
        engine.compute();
        int changed = 0;
        for (int dz = 1; dz < SIDE - 1; dz++) {
            for (int dx = 1; dx < SIDE - 1; dx++) if (lighting.apply(chunks[dz][dx])) changed++;
        }
        return changed;
    }
}
