import java.io.PrintStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import net.kyori.adventure.key.Key;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.TagStringIO;
import net.minestom.server.MinecraftServer;
import net.minestom.server.instance.Chunk;
import net.minestom.server.instance.InstanceContainer;
import net.minestom.server.instance.Section;
import net.minestom.server.instance.anvil.AnvilLoader;
import net.minestom.server.instance.block.Block;
import net.minestom.server.instance.block.BlockHandler;

/**
 * Reads a Strata world generated to {@code full} back with Minestom, an independent reader: terrain chunks with
 * Minestom's {@code AnvilLoader} (blocks, block entities, light), the dimension's {@code entities/} region files with
 * Minestom's own region file reader ({@code net.minestom.server.instance.anvil.RegionFile}, package-private, reached
 * by reflection: Minestom itself does not load entity files). Not compiled by the build: run by
 * GenerateFullReadBackTest with JDK 25's single-file source launcher over the test classpath (see MinestomProbe).
 *
 * <p>Arguments: {@code <world> <dimension key> <samples per chunk> <seed>}. Output, one record a line:
 * <pre>
 * CHUNK cx cz Status status nonAir    a chunk the loader returned (root tags "Status" and "status", "-" if absent)
 * S cx cz x y z stateId state         seeded sampled blocks (absolute coordinates)
 * CRC cx cz crc32                     CRC-32 of every state id, 4-byte big-endian, y (min to max), z, x
 * L cx cz sy sky block                a section's sky and block light as Minestom holds it: CRC-32 of its 2048 bytes,
 *                                     "-" when Minestom holds none (absent, or all zero: Minestom keeps no array then)
 * BE cx cz x y z id snbt              a block the loader gave a block entity (a handler): its id (the handler's key)
 *                                     and the data Minestom kept (the tag without id, keepPacked, x, y, z) as SNBT
 * NOBE cx cz x y z state want         a block whose state carries a block entity in Minestom's registry (want: its
 *                                     type) but that the loader gave none
 * ECHUNK cx cz dataVersion px pz n    an entities chunk in entities/r.x.z.mca slot (cx, cz): its DataVersion, its
 *                                     Position int array, its number of entities
 * E cx cz id x y z u0 u1 u2 u3        one entity: id, Pos (Double.toString), UUID int array
 * ERROR text                          anything that went wrong (the test fails on any)
 * DONE                                last line
 * </pre>
 */
public final class MinestomFullProbe {

    public static void main(String[] args) throws Exception {
        if (args.length != 4) {
            System.err.println("usage: MinestomFullProbe <world> <dimension> <samples per chunk> <seed>");
            System.exit(2);
        }
        Path world = Path.of(args[0]);
        Key dimension = Key.key(args[1]);
        int samples = Integer.parseInt(args[2]);
        long seed = Long.parseLong(args[3]);

        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        MinecraftServer.init();
        MinecraftServer.getExceptionManager().setExceptionHandler(e -> {
            synchronized (out) {
                out.println("ERROR minestom: " + oneLine(e.getClass().getName() + ": " + e.getMessage()));
            }
            e.printStackTrace();
        });

        AnvilLoader loader = new AnvilLoader(world, dimension);
        InstanceContainer instance = MinecraftServer.getInstanceManager().createInstanceContainer(loader);
        loader.loadInstance(instance);

        Path dimFolder = world.resolve("dimensions").resolve(dimension.namespace()).resolve(dimension.value());
        for (Path file : regionFiles(dimFolder.resolve("region"), out)) {
            int[] r = regionOf(file);
            for (int z = 0; z < 32; z++) {
                for (int x = 0; x < 32; x++) {
                    Chunk chunk = loader.loadChunk(instance, r[0] * 32 + x, r[1] * 32 + z);
                    if (chunk != null) probe(out, chunk, samples, seed);
                }
            }
        }

        // entities/: Minestom's own region file class (package-private) reads each slot's NBT
        Class<?> regionClass = Class.forName("net.minestom.server.instance.anvil.RegionFile");
        Constructor<?> open = regionClass.getDeclaredConstructor(Path.class);
        open.setAccessible(true);
        Method has = regionClass.getDeclaredMethod("hasChunkData", int.class, int.class);
        Method read = regionClass.getDeclaredMethod("readChunkData", int.class, int.class);
        Method close = regionClass.getDeclaredMethod("close");
        has.setAccessible(true);
        read.setAccessible(true);
        close.setAccessible(true);
        Path entities = dimFolder.resolve("entities");
        if (Files.isDirectory(entities)) {
            for (Path file : regionFiles(entities, out)) {
                int[] r = regionOf(file);
                Object region = open.newInstance(file);
                try {
                    for (int z = 0; z < 32; z++) {
                        for (int x = 0; x < 32; x++) {
                            int cx = r[0] * 32 + x, cz = r[1] * 32 + z;
                            if (!(boolean) has.invoke(region, cx, cz)) continue;
                            CompoundBinaryTag tag = (CompoundBinaryTag) read.invoke(region, cx, cz);
                            if (tag == null) {
                                out.println("ERROR entities " + file.getFileName() + " chunk " + cx + " " + cz + ": no data");
                                continue;
                            }
                            entities(out, cx, cz, tag);
                        }
                    }
                } finally {
                    close.invoke(region);
                }
            }
        }
        out.println("DONE");
        out.flush();
        System.exit(0); // Minestom's scheduler threads would keep the JVM alive
    }

    private static List<Path> regionFiles(Path folder, PrintStream out) throws Exception {
        List<Path> files = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            out.println("ERROR no folder " + folder);
            return files;
        }
        try (Stream<Path> s = Files.list(folder)) {
            s.filter(p -> p.getFileName().toString().matches("r\\.-?\\d+\\.-?\\d+\\.mca")).sorted().forEach(files::add);
        }
        return files;
    }

    private static int[] regionOf(Path file) {
        String[] n = file.getFileName().toString().split("\\.");
        return new int[] {Integer.parseInt(n[1]), Integer.parseInt(n[2])};
    }

    private static void probe(PrintStream out, Chunk chunk, int samples, long seed) throws Exception {
        int cx = chunk.getChunkX(), cz = chunk.getChunkZ();
        int minY = chunk.getMinSection() * 16, maxY = chunk.getMaxSection() * 16;
        CompoundBinaryTag root = chunk.tagHandler().asCompound();
        StringBuilder sb = new StringBuilder(1 << 15);
        StringBuilder be = new StringBuilder();
        int nonAir = 0;
        CRC32 crc = new CRC32();
        byte[] buf = new byte[4 * 256];
        for (int y = minY; y < maxY; y++) {
            int k = 0;
            for (int z = 0; z < 16; z++) {
                for (int x = 0; x < 16; x++) {
                    int bx = cx * 16 + x, bz = cz * 16 + z;
                    Block b = chunk.getBlock(bx, y, bz);
                    int id = b.stateId();
                    if (id != Block.AIR.stateId()) nonAir++;
                    buf[k++] = (byte) (id >>> 24);
                    buf[k++] = (byte) (id >>> 16);
                    buf[k++] = (byte) (id >>> 8);
                    buf[k++] = (byte) id;
                    BlockHandler h = b.handler();
                    if (h != null) {
                        CompoundBinaryTag nbt = b.nbtOrEmpty();
                        be.append("BE ").append(cx).append(' ').append(cz).append(' ').append(bx).append(' ').append(y).append(' ').append(bz)
                                .append(' ').append(h.getKey().asString()).append(' ').append(TagStringIO.tagStringIO().asString(nbt)).append('\n');
                    } else if (b.blockEntityType() != null) {
                        be.append("NOBE ").append(cx).append(' ').append(cz).append(' ').append(bx).append(' ').append(y).append(' ').append(bz)
                                .append(' ').append(b.state().replace(' ', '_')).append(' ').append(b.blockEntityType().key().asString()).append('\n');
                    }
                }
            }
            crc.update(buf, 0, k);
        }
        sb.append("CHUNK ").append(cx).append(' ').append(cz).append(' ').append(tag(root, "Status")).append(' ').append(tag(root, "status"))
                .append(' ').append(nonAir).append('\n');
        Random rng = new Random(seed ^ (cx * 0x9E3779B97F4A7C15L) ^ (cz * 0xC2B2AE3D27D4EB4FL));
        for (int i = 0; i < samples; i++) {
            int x = cx * 16 + rng.nextInt(16), y = minY + rng.nextInt(maxY - minY), z = cz * 16 + rng.nextInt(16);
            Block b = chunk.getBlock(x, y, z);
            sb.append("S ").append(cx).append(' ').append(cz).append(' ').append(x).append(' ').append(y).append(' ').append(z).append(' ')
                    .append(b.stateId()).append(' ').append(b.state()).append('\n');
        }
        sb.append("CRC ").append(cx).append(' ').append(cz).append(' ').append(crc.getValue()).append('\n');
        for (int sy = chunk.getMinSection(); sy < chunk.getMaxSection(); sy++) {
            Section s = chunk.getSection(sy);
            sb.append("L ").append(cx).append(' ').append(cz).append(' ').append(sy).append(' ').append(lightCrc(s.skyLight().array())).append(' ')
                    .append(lightCrc(s.blockLight().array())).append('\n');
        }
        sb.append(be);
        out.print(sb);
    }

    private static String lightCrc(byte[] light) {
        if (light.length == 0) return "-";
        if (light.length != 2048) return "len" + light.length;
        CRC32 c = new CRC32();
        c.update(light);
        return Long.toString(c.getValue());
    }

    private static void entities(PrintStream out, int cx, int cz, CompoundBinaryTag tag) {
        BinaryTag position = tag.get("Position");
        int[] p = position instanceof IntArrayBinaryTag a ? a.value() : new int[0];
        ListBinaryTag list = tag.getList("Entities");
        StringBuilder sb = new StringBuilder();
        sb.append("ECHUNK ").append(cx).append(' ').append(cz).append(' ').append(tag.getInt("DataVersion", -1)).append(' ')
                .append(p.length == 2 ? p[0] + " " + p[1] : "- -").append(' ').append(list.size()).append('\n');
        for (BinaryTag t : list) {
            if (!(t instanceof CompoundBinaryTag e)) {
                out.println("ERROR entities chunk " + cx + " " + cz + ": an entity that is not a compound");
                continue;
            }
            ListBinaryTag pos = e.getList("Pos");
            int[] uuid = e.getIntArray("UUID");
            sb.append("E ").append(cx).append(' ').append(cz).append(' ').append(e.getString("id", "-")).append(' ');
            if (pos.size() == 3) {
                sb.append(pos.getDouble(0)).append(' ').append(pos.getDouble(1)).append(' ').append(pos.getDouble(2));
            } else {
                sb.append("- - -");
            }
            for (int i = 0; i < 4; i++) sb.append(' ').append(i < uuid.length ? Integer.toString(uuid[i]) : "-");
            sb.append('\n');
        }
        out.print(sb);
    }

    private static String tag(CompoundBinaryTag root, String name) {
        String v = root.getString(name);
        return v.isEmpty() ? "-" : v.replace(' ', '_');
    }

    private static String oneLine(String s) {
        return s.replace('\n', ' ').replace('\r', ' ');
    }
}
