package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import dev.strata.cli.CliTesting.Run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.chunk.ChunkSection;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code strata relight} and {@code strata convert} on copies of the fixture worlds. */
class RelightConvertCommandTest {


    static Path fixtures() {
        return CliTesting.fixtures();
    }

    static void copyTree(Path from, Path to) throws Exception {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(t);
                else Files.copy(p, t);
            }
        }
    }

    /** Every chunk's NBT of every region file under a folder, keyed by file name and chunk. */
    static Map<String, CompoundBinaryTag> chunks(Path world) throws Exception {
        Map<String, CompoundBinaryTag> m = new TreeMap<>();
        try (Stream<Path> s = Files.walk(world)) {
            for (Path f : s.filter(p -> p.toString().endsWith(".mca") && !p.toString().contains(".strata-convert")).toList()) {
                if (Files.size(f) == 0) continue;
                try (RegionFile r = RegionFile.openReadOnly(f)) {
                    for (int[] c : r.chunks()) {
                        try {
                            r.read(c[0], c[1]).ifPresent(t -> m.put(f.getParent().getFileName() + "/" + f.getFileName() + ":" + c[0] + "," + c[1], t));
                        } catch (Exception e) {
                            m.put(f.getFileName() + ":" + c[0] + "," + c[1], CompoundBinaryTag.builder().putString("unreadable", "").build());
                        }
                    }
                }
            }
        }
        return m;
    }

    /** The chunk without its light: light arrays removed from sections, light-only sections and isLightOn dropped. */
    static CompoundBinaryTag withoutLight(CompoundBinaryTag c) {
        ListBinaryTag sections = c.getList("sections");
        ListBinaryTag.Builder<CompoundBinaryTag> b = ListBinaryTag.builder(net.kyori.adventure.nbt.BinaryTagTypes.COMPOUND);
        for (int i = 0; i < sections.size(); i++) {
            CompoundBinaryTag s = sections.getCompound(i).remove("SkyLight").remove("BlockLight");
            if (s.get("block_states") != null || s.get("biomes") != null) b.add(s);
        }
        return c.remove("isLightOn").put("sections", b.build());
    }

    @Test
    void relightChangesOnlyLightAndIsIdempotent(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        copyTree(fixtures().resolve("prismarine/1.21.1"), world.resolve("region"));
        Map<String, CompoundBinaryTag> before = chunks(world);
        Run r = run("relight", "--world", world.toString(), "--workers", "2", "--quiet");
        assertEquals(0, r.code(), r.out() + r.err());
        Map<String, CompoundBinaryTag> after = chunks(world);
        assertEquals(before.keySet(), after.keySet());
        for (String k : before.keySet()) assertEquals(withoutLight(before.get(k)), withoutLight(after.get(k)), k);
        Run check = run("relight", "--world", world.toString(), "--check");
        assertEquals(0, check.code(), check.out() + check.err());
        Run again = run("relight", "--world", world.toString(), "--quiet");
        assertTrue(again.out().contains(": 0 changed"), again.out());
        assertEquals(after, chunks(world));
    }

    @Test
    void relightWritesLightIntoAWorldWithout(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        copyTree(fixtures().resolve("minestom/anvil_vanilla_sample"), world);
        Run check = run("relight", "--world", world.toString(), "--check", "--quiet", "--center", "0,0", "--radius", "6c");
        assertEquals(ExitCodes.CHECK_FAILED, check.code(), check.out() + check.err());
        Run r = run("relight", "--world", world.toString(), "--quiet", "--center", "0,0", "--radius", "6c");
        assertEquals(0, r.code(), r.out() + r.err());
        assertEquals(0, run("relight", "--world", world.toString(), "--check", "--quiet", "--center", "0,0", "--radius", "6c").code());
        ChunkData c = null;
        for (CompoundBinaryTag t : chunks(world).values()) {
            ChunkData d = ChunkCodec.decode(t);
            if (d.status().endsWith("full") && Boolean.TRUE.equals(d.isLightOn())) c = d;
        }
        assertTrue(c != null, "a relit chunk");
        boolean anySky = false;
        for (ChunkSection s : c.sections()) anySky |= s.skyLight() != null;
        assertTrue(anySky);
    }

    /** Raw bytes of one chunk as stored (compressed payload), or null when absent. */
    static byte[] rawChunk(Path region, int cx, int cz) throws Exception {
        try (RegionFile r = RegionFile.openReadOnly(region)) {
            return r.readRaw(cx, cz).map(c -> c.nbt()).orElse(null);
        }
    }

    @Test
    void aNeighbourRegionThatCannotBeOpenedIsNotReadAsAbsent(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        copyTree(fixtures().resolve("prismarine/1.21.1"), world.resolve("region"));
        Path own = world.resolve("region/r.0.0.mca");
        // full chunks on the region's west edge need chunks of r.-1.0, which exists but cannot be opened
        Map<String, byte[]> edge = new TreeMap<>();
        Map<String, CompoundBinaryTag> before = chunks(world);
        for (Map.Entry<String, CompoundBinaryTag> e : before.entrySet()) {
            ChunkData d = ChunkCodec.decode(e.getValue());
            if (d.x() == 0 && d.status().endsWith("full")) edge.put(d.x() + "," + d.z(), rawChunk(own, d.x(), d.z()));
        }
        assertTrue(!edge.isEmpty(), "the fixture has full chunks at x = 0");
        Files.createDirectories(world.resolve("region/r.-1.0.mca")); // exists, cannot be read as a file
        Run r = run("relight", "--world", world.toString(), "--quiet");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("r.-1.0.mca: cannot be opened"), r.err());
        for (Map.Entry<String, byte[]> e : edge.entrySet()) {
            String[] xz = e.getKey().split(",");
            assertArrayEquals(e.getValue(), rawChunk(own, Integer.parseInt(xz[0]), Integer.parseInt(xz[1])), "chunk " + e.getKey() + " untouched");
            assertTrue(r.err().contains("chunk " + e.getKey() + ": not relit"), r.err());
        }
        Files.delete(world.resolve("region/r.-1.0.mca"));
        Map<String, CompoundBinaryTag> after = chunks(world);
        for (String k : before.keySet()) assertEquals(withoutLight(before.get(k)), withoutLight(after.get(k)), k);
    }

    @Test
    void theEngineSpansEveryChunkOfATileNotJustTheFirst(@TempDir Path dir) throws Exception {
        // a chunk may lack its air sections; the tile's first chunk used to size the engine, cutting off the blocks
        // of taller neighbours. Relighting with and without the first chunk's top air sections must agree elsewhere.
        Path a = dir.resolve("a"), b = dir.resolve("b");
        copyTree(fixtures().resolve("prismarine/1.21.1"), a.resolve("region"));
        copyTree(fixtures().resolve("prismarine/1.21.1"), b.resolve("region"));
        Path region = b.resolve("region/r.0.0.mca");
        ChunkData first = null;
        int highest = Integer.MIN_VALUE;
        try (RegionFile r = RegionFile.open(region)) {
            for (int cz = 0; cz < 8 && first == null; cz++) {
                for (int cx = 0; cx < 8 && first == null; cx++) {
                    var t = r.read(cx, cz);
                    if (t.isEmpty()) continue;
                    ChunkData d = ChunkCodec.decode(t.get());
                    if (d.status().endsWith("full")) first = d;
                }
            }
            assertTrue(first != null, "a full chunk in the first tile");
            int top = Integer.MIN_VALUE;
            for (ChunkSection s : first.sections()) if (s.hasBlockStates() && !allAir(s)) top = Math.max(top, s.y());
            int cut = top;
            first.sections().removeIf(s -> s.y() > cut && s.hasBlockStates());
            r.write(first.x(), first.z(), ChunkCodec.encode(first), dev.strata.regionio.region.Compression.ZLIB);
            for (int[] c : r.chunks()) {
                ChunkData d = ChunkCodec.decode(r.read(c[0], c[1]).orElseThrow());
                if (c[0] >= 8 || c[1] >= 8 || !d.status().endsWith("full")) continue;
                for (ChunkSection s : d.sections()) if (s.hasBlockStates() && !allAir(s)) highest = Math.max(highest, s.y());
            }
            assertTrue(highest > cut, "another chunk of the tile has blocks above the cut (" + highest + " > " + cut + ")");
        }
        assertEquals(0, run("relight", "--world", a.toString(), "--quiet").code());
        Run rb = run("relight", "--world", b.toString(), "--quiet");
        assertEquals(0, rb.code(), rb.out() + rb.err());
        Map<String, CompoundBinaryTag> ca = chunks(a), cb = chunks(b);
        String firstKey = "region/r.0.0.mca:" + first.x() + "," + first.z();
        for (String k : ca.keySet()) if (!k.equals(firstKey)) assertTrue(ca.get(k).equals(cb.get(k)), k + " differs");
    }

    static boolean allAir(ChunkSection s) {
        for (CompoundBinaryTag e : s.blockPalette()) {
            String n = e.getString("Name");
            if (!n.equals("minecraft:air") && !n.equals("minecraft:cave_air") && !n.equals("minecraft:void_air")) return false;
        }
        return true;
    }

    @Test
    void olderWorldsAreRefusedWithAHint(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        copyTree(fixtures().resolve("prismarine/1.16"), world.resolve("region"));
        Run r = run("relight", "--world", world.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("upgrade it in the game first"), r.err());
    }

    @Test
    void corruptChunksAreReportedAndKept(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Files.createDirectories(world.resolve("region"));
        // the fixture is stored whole; cut the copy as its README describes (2/3 of the size plus 15 bytes), which
        // leaves 40 corrupt chunks (e.g. 8,10 claims 4473 bytes) and 90 good ones
        byte[] whole = Files.readAllBytes(fixtures().resolve("broken/truncated-1.15.1-r.0.0.mca"));
        Files.write(world.resolve("region/r.0.0.mca"), java.util.Arrays.copyOf(whole, whole.length * 2 / 3 + 15));
        byte[] original = Files.readAllBytes(world.resolve("region/r.0.0.mca"));
        Run relight = run("relight", "--world", world.toString(), "--quiet");
        assertEquals(ExitCodes.BAD_INPUT, relight.code());
        assertArrayEquals(original, Files.readAllBytes(world.resolve("region/r.0.0.mca")), "nothing to relight in a 1.15 world");
        Map<String, CompoundBinaryTag> before = chunks(world);
        Run conv = run("convert", "--world", world.toString(), "--compression", "lz4");
        assertEquals(ExitCodes.BAD_INPUT, conv.code(), conv.out() + conv.err());
        assertTrue(conv.err().contains("chunk 8,10"), conv.err());
        assertEquals(before, chunks(world), "good chunks read the same, corrupt ones are still corrupt");
    }

    @Test
    void convertRoundTripsEveryFixture(@TempDir Path dir) throws Exception {
        Path root = fixtures();
        for (String f : new String[] {"prismarine/1.21.1", "amulet/1_18/vanilla", "querz", "pumpkin-lz4", "minestom/anvil_loader"}) {
            Path world = dir.resolve(f.replace('/', '_'));
            Path src = root.resolve(f);
            if (Files.isDirectory(src.resolve("region"))) copyTree(src, world);
            else copyTree(src, world.resolve("region"));
            Map<String, CompoundBinaryTag> before = chunks(world);
            for (String c : new String[] {"lz4", "none", "zlib"}) {
                Run r = run("convert", "--world", world.toString(), "--compression", c, "--workers", "2");
                assertEquals(0, r.code(), f + " " + c + ": " + r.out() + r.err());
                assertEquals(before, chunks(world), f + " after " + c);
            }
        }
    }

    @Test
    void convertMovesALegacyLayout(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        copyTree(fixtures().resolve("amulet/1_18/vanilla"), world);
        Map<String, CompoundBinaryTag> before = chunks(world);
        Run r = run("convert", "--world", world.toString(), "--compression", "zlib", "--layout", "26", "--any-layout");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(Files.isDirectory(world.resolve("dimensions/minecraft/overworld/region")));
        assertTrue(Files.notExists(world.resolve("region/r.0.2.mca")));
        assertEquals(before, chunks(world));
    }

    /**
     * Pads chunk 2,1 of {@code region} with 1.3 MB of incompressible bytes (random from {@code seed}), stored
     * uncompressed: over 255 sectors, so it stays external ({@code c.2.1.mcc}) in any compression.
     */
    static void makeChunk21Oversized(Path region, long seed) throws Exception {
        byte[] noise = new byte[1_300_000];
        new java.util.Random(seed).nextBytes(noise);
        try (RegionFile r = RegionFile.open(region)) {
            CompoundBinaryTag t = r.read(2, 1).orElseThrow().put("strata_test_padding", net.kyori.adventure.nbt.ByteArrayBinaryTag.byteArrayBinaryTag(noise));
            r.write(2, 1, t, dev.strata.regionio.region.Compression.NONE);
        }
    }

    /**
     * A region with an unreadable chunk is converted in place and then moved to the new layout: its oversized chunk's
     * {@code .mcc} file must move with it, or that chunk would be lost in the new folder.
     */
    @Test
    void aLayoutMoveOfARegionWithUnreadableChunksTakesItsMccFiles(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        copyTree(fixtures().resolve("prismarine/1.21.1"), world.resolve("region"));
        Path region = world.resolve("region/r.0.0.mca");
        makeChunk21Oversized(region, 7);
        int[] victim;
        try (RegionFile r = RegionFile.openReadOnly(region)) {
            victim = r.chunks().stream().filter(c -> c[0] != 2 || c[1] != 1).findFirst().orElseThrow();
        }
        assertTrue(Files.exists(world.resolve("region/c.2.1.mcc")));
        // make one other chunk unreadable: an unknown compression type in its sector
        try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(region, java.nio.file.StandardOpenOption.READ,
                java.nio.file.StandardOpenOption.WRITE)) {
            java.nio.ByteBuffer header = java.nio.ByteBuffer.allocate(4);
            ch.read(header, 4L * ((victim[0] & 31) + (victim[1] & 31) * 32));
            long sector = (header.getInt(0) >>> 8) & 0xFFFFFF;
            ch.write(java.nio.ByteBuffer.wrap(new byte[] {99}), sector * 4096 + 4);
        }
        Map<String, CompoundBinaryTag> before = chunks(world);
        byte[] damaged = Files.readAllBytes(region);
        // without --force the damaged region is not written, but it moves with the layout, byte for byte
        Run moved0 = run("convert", "--world", world.toString(), "--compression", "zlib", "--layout", "26", "--any-layout");
        assertEquals(ExitCodes.BAD_INPUT, moved0.code(), moved0.out() + moved0.err());
        Path modern = world.resolve("dimensions/minecraft/overworld/region");
        assertArrayEquals(damaged, Files.readAllBytes(modern.resolve("r.0.0.mca")));
        assertTrue(Files.exists(modern.resolve("c.2.1.mcc")) && Files.notExists(region));
        assertTrue(moved0.err().contains("left unconverted (moved as it is to"), moved0.err());
        Run back = run("convert", "--world", world.toString(), "--compression", "zlib", "--layout", "legacy", "--any-layout");
        assertEquals(ExitCodes.BAD_INPUT, back.code(), back.out() + back.err());
        assertArrayEquals(damaged, Files.readAllBytes(region));
        Run r = run("convert", "--world", world.toString(), "--compression", "zlib", "--layout", "26", "--force", "--any-layout");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("chunk " + victim[0] + "," + victim[1]), r.err());
        Path moved = world.resolve("dimensions/minecraft/overworld/region");
        assertTrue(Files.exists(moved.resolve("r.0.0.mca")));
        assertTrue(Files.exists(moved.resolve("c.2.1.mcc")), "the .mcc moved with its region");
        assertTrue(Files.notExists(world.resolve("region/c.2.1.mcc")));
        assertEquals(before, chunks(world), "every readable chunk, the oversized one included, reads the same");
    }

    @Test
    void aCrashWhileMovingMccFilesLosesNothing(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        copyTree(fixtures().resolve("prismarine/1.21.1"), world.resolve("region"));
        Path region = world.resolve("region/r.0.0.mca");
        makeChunk21Oversized(region, 6);
        Path mcc = world.resolve("region/c.2.1.mcc");
        assertTrue(Files.exists(mcc));
        Map<String, CompoundBinaryTag> before = chunks(world);
        ConvertCommand.crashHook = () -> {
            throw new IllegalStateException("simulated crash after an .mcc was moved");
        };
        try {
            Run crashed = run("convert", "--world", world.toString(), "--compression", "zlib");
            assertEquals(ExitCodes.BAD_INPUT, crashed.code(), crashed.out() + crashed.err());
        } finally {
            ConvertCommand.crashHook = null;
        }
        // the window the replace step cannot avoid: the old region (NONE) next to the new zlib .mcc; the old .mcc
        // is kept in the job's folder with a marker
        Path job;
        try (Stream<Path> s = Files.list(world.resolve("region/.strata-convert"))) {
            job = s.filter(p -> p.getFileName().toString().startsWith("r.0.0.mca")).findFirst().orElseThrow();
        }
        assertTrue(Files.exists(job.resolve(ConvertCommand.MARKER)));
        assertTrue(Files.exists(job.resolve(ConvertCommand.OLD_MCC).resolve("c.2.1.mcc")));
        // the next run undoes the interrupted replace, then converts
        Run again = run("convert", "--world", world.toString(), "--compression", "zlib");
        assertEquals(0, again.code(), again.out() + again.err());
        assertTrue(again.err().contains("interrupted conversion was undone"), again.err());
        assertEquals(before, chunks(world));
        assertTrue(Files.notExists(world.resolve("region/.strata-convert")));
        try (RegionFile r = RegionFile.openReadOnly(region)) {
            assertEquals(dev.strata.regionio.region.Compression.ZLIB, r.readRaw(2, 1).orElseThrow().compression());
        }
    }
}
