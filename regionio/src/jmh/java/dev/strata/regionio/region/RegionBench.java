package dev.strata.regionio.region;

import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.nbt.NbtIO;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Codec and region throughput on a typical full chunk (the first {@code minecraft:full} chunk of the
 * minestom anvil_vanilla_sample region r.0.1, 1.21.11 terrain) and on the whole region (468 chunks).
 * Needs {@code -Dstrata.shared=<path to shared>}.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Benchmark)
public class RegionBench {
    CompoundBinaryTag tag;
    byte[] nbt;
    byte[] zlib;
    Path source;
    List<int[]> chunks;
    RegionFile region;
    Path tmp;
    RegionFile out;
    final AtomicInteger next = new AtomicInteger();

    @Setup(Level.Trial)
    public void setup() throws IOException {
        source = Path.of(System.getProperty("strata.shared", "../shared"), "fixtures/regions/minestom/anvil_vanilla_sample/region/r.0.1.mca");
        region = RegionFile.openReadOnly(source);
        chunks = region.chunks();
        for (int[] c : chunks) {
            CompoundBinaryTag t = region.read(c[0], c[1]).orElseThrow();
            if (t.getString("Status").endsWith("full")) {
                tag = t;
                break;
            }
        }
        nbt = NbtIO.write(tag);
        zlib = Codec.compress(Compression.ZLIB, nbt);
        tmp = Files.createTempDirectory("strata-bench");
        out = RegionFile.open(tmp.resolve("r.0.0.mca"));
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        region.close();
        out.close();
        try (var s = Files.walk(tmp)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }

    /** Chunk model to compressed bytes: encode, serialize, zlib. */
    @Benchmark
    public byte[] encodeCompressZlib() throws IOException {
        ChunkData d = ChunkCodec.decode(tag);
        return Codec.compress(Compression.ZLIB, NbtIO.write(ChunkCodec.encode(d)));
    }

    /** Compressed bytes to chunk model: inflate, parse, decode. */
    @Benchmark
    public ChunkData decompressDecodeZlib() throws IOException {
        return ChunkCodec.decode(NbtIO.read(Codec.decompress(Compression.ZLIB, zlib, 0, zlib.length).bytes()));
    }

    /** One chunk read from the region file (parallel with @Threads / -t 2). */
    @Benchmark
    public CompoundBinaryTag regionReadChunk() throws IOException {
        int[] c = chunks.get(Math.floorMod(next.getAndIncrement(), chunks.size()));
        return region.read(c[0], c[1]).orElseThrow();
    }

    /** One chunk written (zlib, forced to disk: one fsync per write) into a region of 1024 slots. */
    @Benchmark
    public void regionWriteChunk() throws IOException {
        int i = Math.floorMod(next.getAndIncrement(), 1024);
        out.writeRaw(i & 31, i >> 5, nbt, Compression.ZLIB);
    }
}
