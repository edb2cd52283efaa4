package dev.strata.regionio.region;

import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.chunk.ChunkSection;
import dev.strata.regionio.chunk.SectionEncoder;
import dev.strata.regionio.nbt.NbtIO;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import net.kyori.adventure.nbt.CompoundBinaryTag;
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
import org.openjdk.jmh.annotations.TearDown;

/**
 * Strata's side of the comparison with Minestom ({@code MinestomBench}, same operations on the same chunk, same
 * zlib level: {@code Deflater.DEFAULT_COMPRESSION}). One chunk ({@link BenchInput}) for the codec; a region of
 * 1024 copies of it for reads. Run with {@code -t 1} and {@code -t 2}. Needs {@code -Dstrata.shared=<shared>}.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Benchmark)
public class ChunkBench {
    @Param(BenchInput.DEFAULT_REGION)
    public String region;
    @Param(BenchInput.DEFAULT_CHUNK)
    public String chunk;

    CompoundBinaryTag tag;
    byte[] nbt;
    byte[] zlib;
    int[][] stateIds;
    int[][] biomeIds;
    int[] sectionYs;
    List<String> biomeNames;
    Path tmp;
    RegionFile full;
    RegionFile out;
    final AtomicInteger next = new AtomicInteger();

    @Setup(Level.Trial)
    public void setup() throws IOException {
        tag = BenchInput.chunk(region, chunk);
        nbt = NbtIO.write(tag);
        zlib = Codec.compress(Compression.ZLIB, nbt);
        // the generator's representation: flat state-id and biome-id arrays per section (SectionEncoder's input)
        ChunkData d = ChunkCodec.decode(tag);
        BlockStateRegistry reg = BlockStateRegistry.vanilla();
        List<ChunkSection> secs = d.sections();
        stateIds = new int[secs.size()][];
        biomeIds = new int[secs.size()][ChunkSection.BIOMES];
        sectionYs = new int[secs.size()];
        biomeNames = new ArrayList<>();
        int palette = 0;
        for (int i = 0; i < secs.size(); i++) {
            ChunkSection s = secs.get(i);
            sectionYs[i] = s.y();
            stateIds[i] = s.blockStateIds(reg, null);
            palette += s.blockPalette().size() + s.biomePalette().size();
            for (int q = 0; q < ChunkSection.BIOMES; q++) {
                String b = s.biome(q & 3, q >> 4, (q >> 2) & 3);
                int id = biomeNames.indexOf(b);
                if (id < 0) {
                    id = biomeNames.size();
                    biomeNames.add(b);
                }
                biomeIds[i][q] = id;
            }
        }
        System.err.printf("# input: %s chunk %s, %d sections, %d palette entries, NBT %d bytes, zlib %d bytes; Strata encodeCompress output %d bytes%n",
                region, chunk, secs.size(), palette, NbtIO.write(tag).length, zlib.length, new Worker().encode(this).length);
        tmp = Files.createTempDirectory("strata-bench");
        Files.createDirectories(tmp.resolve("full"));
        Files.createDirectories(tmp.resolve("out"));
        full = RegionFile.openReadOnly(BenchInput.fullRegion(tmp.resolve("full"), tag));
        out = RegionFile.open(tmp.resolve("out").resolve("r.0.0.mca"));
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        full.close();
        out.close();
        BenchInput.delete(tmp);
    }

    /** Per-thread scratch: the encoder (not thread-safe) and a chunk shell with the root fields. */
    @State(Scope.Thread)
    public static class Worker {
        SectionEncoder encoder;
        ChunkData shell;
        final int[] ids = new int[ChunkSection.BLOCKS];

        @Setup(Level.Trial)
        public void setup(ChunkBench b) throws IOException {
            init(b);
        }

        void init(ChunkBench b) throws IOException {
            encoder = new SectionEncoder(BlockStateRegistry.vanilla(), b.biomeNames);
            shell = ChunkCodec.decode(b.tag);
        }

        byte[] encode(ChunkBench b) throws IOException {
            if (encoder == null) init(b);
            List<ChunkSection> secs = shell.sections();
            secs.clear();
            for (int i = 0; i < b.stateIds.length; i++) secs.add(encoder.encode(b.sectionYs[i], b.stateIds[i], b.biomeIds[i], null, null));
            return Codec.compress(Compression.ZLIB, NbtIO.write(ChunkCodec.encode(shell)));
        }
    }

    /**
     * Generator path: flat arrays to compressed bytes (SectionEncoder for every section, ChunkCodec.encode,
     * serialize, zlib).
     */
    @Benchmark
    public byte[] encodeCompress(Worker w) throws IOException {
        return w.encode(this);
    }

    /** zlib alone of the chunk's serialized NBT: the share of {@link #encodeCompress} that both sides pay alike. */
    @Benchmark
    public byte[] compressOnly() throws IOException {
        return Codec.compress(Compression.ZLIB, nbt);
    }

    /** Compressed bytes to chunk model: inflate, parse, ChunkCodec.decode (palettes and packed indices kept). */
    @Benchmark
    public ChunkData decompressDecode() throws IOException {
        return ChunkCodec.decode(NbtIO.read(Codec.decompress(Compression.ZLIB, zlib, 0, zlib.length).bytes()));
    }

    /** As {@link #decompressDecode}, then every section's 4096 numeric state ids (what Minestom's loader builds). */
    @Benchmark
    public int decompressDecodeToIds(Worker w) throws IOException {
        ChunkData d = ChunkCodec.decode(NbtIO.read(Codec.decompress(Compression.ZLIB, zlib, 0, zlib.length).bytes()));
        BlockStateRegistry reg = BlockStateRegistry.vanilla();
        int h = 0;
        for (ChunkSection s : d.sections()) h += s.blockStateIds(reg, w.ids)[4095];
        return h;
    }

    /** One chunk read from a region of 1024 chunks: positional read, inflate, parse (lock-free). */
    @Benchmark
    public CompoundBinaryTag regionRead() throws IOException {
        int i = next.getAndIncrement() & 1023;
        return full.read(i & 31, i >> 5).orElseThrow();
    }

    /** One chunk written: serialize, zlib, write, fsync, header entry (RegionFile.write). */
    @Benchmark
    public void regionWrite() throws IOException {
        int i = next.getAndIncrement() & 1023;
        out.write(i & 31, i >> 5, tag, Compression.ZLIB);
    }

    /** 32 chunks (reported per chunk): serialize and zlib each, then RegionFile.writeBatch (two fsyncs). */
    @Benchmark
    @OperationsPerInvocation(32)
    public void regionWriteBatch32() throws IOException {
        int base = (next.getAndIncrement() & 31) * 32;
        int[] xs = new int[32];
        int[] zs = new int[32];
        byte[][] data = new byte[32][];
        for (int k = 0; k < 32; k++) {
            int i = base + k;
            xs[k] = i & 31;
            zs[k] = i >> 5;
            data[k] = Codec.compress(Compression.ZLIB, NbtIO.write(tag));
        }
        out.writeBatch(xs, zs, data, Compression.ZLIB, 0);
    }
}
