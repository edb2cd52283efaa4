package dev.strata.regionio.region;

import dev.strata.regionio.nbt.NbtIO;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.minestom.server.MinecraftServer;
import net.minestom.server.instance.Chunk;
import net.minestom.server.instance.InstanceContainer;
import net.minestom.server.instance.anvil.AnvilLoader;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Baseline: Minestom 2026.08.28-26.2's Anvil code doing what {@link ChunkBench} does, on the same chunk and the
 * same region bytes. Java 25 only (Minestom's class files are version 69): compiled from src/jmh/java25 by the
 * bench profile's JDK 25 execution and run on JDK 25.
 *
 * <p>Minestom's chunk (de)serialization is private to {@code AnvilLoader} and its {@code RegionFile} is
 * package-private; they are called through method handles, in the order {@code AnvilLoader.loadMCA} and
 * {@code saveChunk} call them (region access left out where the benchmark is about the codec). Compression is
 * adventure-nbt's {@code BinaryTagIO.Compression.ZLIB}, which Minestom's RegionFile uses: a default
 * {@code Deflater}, the same level as Strata's.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Benchmark)
public class MinestomBench {
    private static final MethodHandle LOAD_SECTIONS;
    private static final MethodHandle LOAD_BLOCK_ENTITIES;
    private static final MethodHandle SAVE_SECTION_DATA;
    private static final MethodHandle REGION_NEW;
    private static final MethodHandle REGION_READ;
    private static final MethodHandle REGION_WRITE;
    private static final MethodHandle REGION_CLOSE;
    private static final BinaryTagIO.Reader READER = BinaryTagIO.unlimitedReader();
    private static final BinaryTagIO.Writer WRITER = BinaryTagIO.writer();

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.privateLookupIn(AnvilLoader.class, MethodHandles.lookup());
            LOAD_SECTIONS = l.findStatic(AnvilLoader.class, "loadSections", MethodType.methodType(void.class, Chunk.class, CompoundBinaryTag.class));
            LOAD_BLOCK_ENTITIES = l.findStatic(AnvilLoader.class, "loadBlockEntities", MethodType.methodType(void.class, Chunk.class, CompoundBinaryTag.class));
            SAVE_SECTION_DATA = l.findStatic(AnvilLoader.class, "saveSectionData", MethodType.methodType(void.class, Chunk.class, CompoundBinaryTag.Builder.class));
            Class<?> rf = Class.forName("net.minestom.server.instance.anvil.RegionFile");
            MethodHandles.Lookup r = MethodHandles.privateLookupIn(rf, MethodHandles.lookup());
            REGION_NEW = r.findConstructor(rf, MethodType.methodType(void.class, Path.class)).asType(MethodType.methodType(AutoCloseable.class, Path.class));
            REGION_READ = r.findVirtual(rf, "readChunkData", MethodType.methodType(CompoundBinaryTag.class, int.class, int.class))
                    .asType(MethodType.methodType(CompoundBinaryTag.class, AutoCloseable.class, int.class, int.class));
            REGION_WRITE = r.findVirtual(rf, "writeChunkData", MethodType.methodType(void.class, int.class, int.class, CompoundBinaryTag.class))
                    .asType(MethodType.methodType(void.class, AutoCloseable.class, int.class, int.class, CompoundBinaryTag.class));
            REGION_CLOSE = r.findVirtual(rf, "close", MethodType.methodType(void.class)).asType(MethodType.methodType(void.class, AutoCloseable.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @Param(BenchInput.DEFAULT_REGION)
    public String region;
    @Param(BenchInput.DEFAULT_CHUNK)
    public String chunk;

    CompoundBinaryTag tag;
    byte[] zlib;
    InstanceContainer instance;
    Path tmp;
    AutoCloseable full;
    AutoCloseable out;
    final AtomicInteger next = new AtomicInteger();

    @Setup(Level.Trial)
    public void setup() throws Throwable {
        MinecraftServer.init();
        instance = MinecraftServer.getInstanceManager().createInstanceContainer();
        tag = BenchInput.chunk(region, chunk);
        zlib = Codec.compress(Compression.ZLIB, NbtIO.write(tag));
        tmp = Files.createTempDirectory("minestom-bench");
        Files.createDirectories(tmp.resolve("full"));
        Files.createDirectories(tmp.resolve("out"));
        full = (AutoCloseable) REGION_NEW.invokeExact(BenchInput.fullRegion(tmp.resolve("full"), tag));
        out = (AutoCloseable) REGION_NEW.invokeExact(tmp.resolve("out").resolve("r.0.0.mca"));
        Worker w = new Worker();
        w.setup(this);
        System.err.printf("# input: %s chunk %s, NBT %d bytes, zlib %d bytes; Minestom encodeCompress output %d bytes%n",
                region, chunk, NbtIO.write(tag).length, zlib.length, encode(w.chunk).length);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws Throwable {
        REGION_CLOSE.invokeExact(full);
        REGION_CLOSE.invokeExact(out);
        BenchInput.delete(tmp);
        MinecraftServer.stopCleanly();
    }

    /** A Minestom chunk as AnvilLoader.loadMCA builds it from a root compound (region read left out). */
    Chunk decode(CompoundBinaryTag t) throws Throwable {
        Chunk c = instance.getChunkSupplier().createChunk(instance, t.getInt("xPos"), t.getInt("zPos"));
        c.lockWriteLock();
        try {
            String status = t.getString("status");
            if (status.isEmpty() || status.equals("minecraft:full")) {
                LOAD_SECTIONS.invokeExact(c, t);
                LOAD_BLOCK_ENTITIES.invokeExact(c, t);
                c.loadHeightmapsFromNBT(t.getCompound("Heightmaps"));
            }
            CompoundBinaryTag.Builder rest = CompoundBinaryTag.builder();
            rest.put(t);
            rest.remove("Heightmaps");
            rest.remove("sections");
            rest.remove("block_entities");
            c.tagHandler().updateContent(rest.build());
        } finally {
            c.unlockWriteLock();
        }
        return c;
    }

    /** AnvilLoader.saveChunk's compound, then RegionFile.writeChunkData's serialization with zlib (file write left out). */
    byte[] encode(Chunk c) throws Throwable {
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
        b.put(c.tagHandler().asCompound());
        b.putInt("DataVersion", 4903); // the constant saveChunk writes
        b.putInt("xPos", c.getChunkX());
        b.putInt("zPos", c.getChunkZ());
        b.putInt("yPos", c.getMinSection());
        b.putString("status", "minecraft:full");
        b.putLong("LastUpdate", c.getInstance().getWorldAge());
        SAVE_SECTION_DATA.invokeExact(c, b);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        WRITER.writeNamed(Map.entry("", b.build()), bytes, BinaryTagIO.Compression.ZLIB);
        return bytes.toByteArray();
    }

    /** Per thread: a decoded chunk to encode (saveSectionData takes the chunk's write lock). */
    @State(Scope.Thread)
    public static class Worker {
        Chunk chunk;

        @Setup(Level.Trial)
        public void setup(MinestomBench b) throws Throwable {
            chunk = b.decode(b.tag);
        }
    }

    /** Chunk object to compressed bytes: saveChunk's compound with saveSectionData, serialize, zlib. */
    @Benchmark
    public byte[] encodeCompress(Worker w) throws Throwable {
        return encode(w.chunk);
    }

    /** Compressed bytes to chunk object: inflate and parse (BinaryTagIO, zlib), then loadMCA's decoding. */
    @Benchmark
    public Chunk decompressDecode() throws Throwable {
        return decode(READER.read(new ByteArrayInputStream(zlib), BinaryTagIO.Compression.ZLIB));
    }

    /** One chunk read from the same 1024-chunk region: RegionFile.readChunkData (lock held for read, inflate, parse). */
    @Benchmark
    public CompoundBinaryTag regionRead() throws Throwable {
        int i = next.getAndIncrement() & 1023;
        return (CompoundBinaryTag) REGION_READ.invokeExact(full, i & 31, i >> 5);
    }

    /** One chunk written: RegionFile.writeChunkData (serialize, zlib, write, header; no fsync). */
    @Benchmark
    public void regionWrite() throws Throwable {
        int i = next.getAndIncrement() & 1023;
        REGION_WRITE.invokeExact(out, i & 31, i >> 5, tag);
    }
}
