package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import dev.strata.cli.CliTesting.Run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
        Path p = Path.of(System.getProperty("strata.shared", "../../shared")).resolve("fixtures/regions");
        if (!Files.isDirectory(p)) p = Path.of("../shared/fixtures/regions");
        assumeTrue(Files.isDirectory(p), "shared fixtures not found");
        return p;
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
        Run check = run("relight", "--world", world.toString(), "--check", "--quiet", "--center", "0,0", "--radius", "6");
        assertEquals(ExitCodes.CHECK_FAILED, check.code(), check.out() + check.err());
        Run r = run("relight", "--world", world.toString(), "--quiet", "--center", "0,0", "--radius", "6");
        assertEquals(0, r.code(), r.out() + r.err());
        assertEquals(0, run("relight", "--world", world.toString(), "--check", "--quiet", "--center", "0,0", "--radius", "6").code());
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
        Run r = run("convert", "--world", world.toString(), "--compression", "zlib", "--layout", "26");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(Files.isDirectory(world.resolve("dimensions/minecraft/overworld/region")));
        assertTrue(Files.notExists(world.resolve("region/r.0.2.mca")));
        assertEquals(before, chunks(world));
    }
}
