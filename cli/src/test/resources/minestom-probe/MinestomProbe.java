import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import net.kyori.adventure.key.Key;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.minestom.server.MinecraftServer;
import net.minestom.server.instance.Chunk;
import net.minestom.server.instance.InstanceContainer;
import net.minestom.server.instance.anvil.AnvilLoader;
import net.minestom.server.instance.block.Block;

/**
 * Reads a Strata world back with Minestom's own Anvil reader, as an independent check of the files Strata writes.
 * Not compiled by the build: Minestom is Java 25 bytecode, so GenerateEndToEndTest runs this file with JDK 25's
 * single-file source launcher, {@code java -cp <test classpath> MinestomProbe.java <args>}.
 *
 * <p>Arguments: {@code <world> <dimension key> <samples per chunk> <seed>}. Every region file of the dimension
 * ({@code <world>/dimensions/<namespace>/<path>/region}, the 26.x layout, which Minestom's
 * {@code AnvilLoader(Path, Key)} reads) is scanned slot by slot with {@code AnvilLoader.loadChunk}; missing
 * region files are never touched (the loader would create them).
 *
 * <p>Output, one record a line, fields separated by single spaces:
 * <pre>
 * LEVEL dataVersion                 level.dat's Data.DataVersion as AnvilLoader.loadInstance read it (-1: none)
 * CHUNK cx cz Status status nonAir minY maxY
 *                                   a chunk the loader returned: the root tags "Status" (vanilla's spelling) and
 *                                   "status" (what Minestom's loader tests) it kept, "-" when absent; how many
 *                                   decoded blocks are not minecraft:air; the chunk's y range [minY, maxY)
 * S cx cz x y z stateId state       one sampled block (absolute coordinates): seeded random positions, then every y
 *                                   of one seeded column
 * BIOMES cx cz b0 b1 ...            the biome of every quart (4x4x4 cell) of the chunk, in the order quart y (min to
 *                                   max), then z, then x (Minestom maps names it does not know to minecraft:plains)
 * CRC cx cz crc32                   CRC-32 of every state id of the chunk, as 4-byte big-endian ints in the order
 *                                   y (min to max), then z, then x
 * ERROR text                        anything that went wrong (the test fails on any)
 * DONE                              last line
 * </pre>
 *
 * <p>Minestom's loader decodes sections only when the root string tag {@code status} is empty or
 * {@code minecraft:full} and otherwise returns an empty chunk ("Skipping partially generated chunk"). The game
 * writes the tag as {@code Status}, so Minestom decodes proto chunks as if they were full; the probe prints both
 * spellings so a change on either side shows up.
 */
public final class MinestomProbe {

    public static void main(String[] args) throws Exception {
        if (args.length != 4) {
            System.err.println("usage: MinestomProbe <world> <dimension> <samples per chunk> <seed>");
            System.exit(2);
        }
        Path world = Path.of(args[0]);
        Key dimension = Key.key(args[1]);
        int samples = Integer.parseInt(args[2]);
        long seed = Long.parseLong(args[3]);

        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        MinecraftServer.init();
        // Exceptions inside the loader go to the exception manager (and loadChunk then returns null): report them.
        MinecraftServer.getExceptionManager().setExceptionHandler(e -> {
            synchronized (out) {
                out.println("ERROR minestom: " + (e.getClass().getName() + ": " + e.getMessage()).replace('\n', ' ').replace('\r', ' '));
            }
            e.printStackTrace();
        });

        AnvilLoader loader = new AnvilLoader(world, dimension);
        InstanceContainer instance = MinecraftServer.getInstanceManager().createInstanceContainer(loader);
        loader.loadInstance(instance);
        out.println("LEVEL " + instance.tagHandler().asCompound().getCompound("Data").getInt("DataVersion", -1));

        Path regionFolder = world.resolve("dimensions").resolve(dimension.namespace()).resolve(dimension.value()).resolve("region");
        List<Path> regionFiles = new ArrayList<>();
        if (Files.isDirectory(regionFolder)) {
            try (Stream<Path> s = Files.list(regionFolder)) {
                s.filter(p -> p.getFileName().toString().matches("r\\.-?\\d+\\.-?\\d+\\.mca")).sorted().forEach(regionFiles::add);
            }
        } else {
            out.println("ERROR no region folder " + regionFolder);
        }
        for (Path file : regionFiles) {
            String[] n = file.getFileName().toString().split("\\.");
            int rx = Integer.parseInt(n[1]), rz = Integer.parseInt(n[2]);
            for (int z = 0; z < 32; z++) {
                for (int x = 0; x < 32; x++) {
                    int cx = rx * 32 + x, cz = rz * 32 + z;
                    Chunk chunk = loader.loadChunk(instance, cx, cz);
                    if (chunk != null) probe(out, chunk, samples, seed);
                }
            }
        }
        out.println("DONE");
        out.flush();
        System.exit(0); // Minestom's scheduler threads would keep the JVM alive
    }

    private static void probe(PrintStream out, Chunk chunk, int samples, long seed) {
        int cx = chunk.getChunkX(), cz = chunk.getChunkZ();
        int minY = chunk.getMinSection() * 16, maxY = chunk.getMaxSection() * 16;
        CompoundBinaryTag root = chunk.tagHandler().asCompound();
        StringBuilder sb = new StringBuilder(1 << 15);
        int nonAir = 0;
        CRC32 crc = new CRC32();
        byte[] buf = new byte[4 * 256];
        for (int y = minY; y < maxY; y++) {
            int k = 0;
            for (int z = 0; z < 16; z++) {
                for (int x = 0; x < 16; x++) {
                    int id = chunk.getBlock(cx * 16 + x, y, cz * 16 + z).stateId();
                    if (id != Block.AIR.stateId()) nonAir++;
                    buf[k++] = (byte) (id >>> 24);
                    buf[k++] = (byte) (id >>> 16);
                    buf[k++] = (byte) (id >>> 8);
                    buf[k++] = (byte) id;
                }
            }
            crc.update(buf, 0, k);
        }
        sb.append("CHUNK ").append(cx).append(' ').append(cz).append(' ').append(tag(root, "Status")).append(' ')
                .append(tag(root, "status")).append(' ').append(nonAir).append(' ').append(minY).append(' ').append(maxY).append('\n');
        Random rng = new Random(seed ^ (cx * 0x9E3779B97F4A7C15L) ^ (cz * 0xC2B2AE3D27D4EB4FL));
        for (int i = 0; i < samples; i++) {
            sample(sb, chunk, rng.nextInt(16), minY + rng.nextInt(maxY - minY), rng.nextInt(16));
        }
        int colX = rng.nextInt(16), colZ = rng.nextInt(16);
        for (int y = minY; y < maxY; y++) sample(sb, chunk, colX, y, colZ);
        sb.append("BIOMES ").append(cx).append(' ').append(cz);
        for (int y = minY; y < maxY; y += 4) {
            for (int z = 0; z < 16; z += 4) {
                for (int x = 0; x < 16; x += 4) {
                    sb.append(' ').append(chunk.getBiome(cx * 16 + x, y, cz * 16 + z).key().asString());
                }
            }
        }
        sb.append('\n');
        sb.append("CRC ").append(cx).append(' ').append(cz).append(' ').append(crc.getValue()).append('\n');
        out.print(sb);
    }

    private static String tag(CompoundBinaryTag root, String name) {
        String v = root.getString(name);
        return v.isEmpty() ? "-" : v.replace(' ', '_');
    }

    private static void sample(StringBuilder sb, Chunk chunk, int lx, int y, int lz) {
        int cx = chunk.getChunkX(), cz = chunk.getChunkZ();
        int x = cx * 16 + lx, z = cz * 16 + lz;
        Block b = chunk.getBlock(x, y, z);
        sb.append("S ").append(cx).append(' ').append(cz).append(' ').append(x).append(' ').append(y).append(' ').append(z)
                .append(' ').append(b.stateId()).append(' ').append(b.state()).append('\n');
    }
}
