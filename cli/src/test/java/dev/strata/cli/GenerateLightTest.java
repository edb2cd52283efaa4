package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.chunk.ChunkSection;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code generate --until light} end to end: the End's outer islands (sky light under floating islands) and the
 * nether (block light of lava and glowstone, no sky), each checked by {@code relight --check}, the project's
 * reference for light values.
 */
class GenerateLightTest {
    private static Run generate(Path world, String dimension, String center, String radius) {
        return generate(world, dimension, center, radius, "light");
    }

    private static Run generate(Path world, String dimension, String center, String radius, String until) {
        return run("generate", "--world", world.toString(), "--data", DumpChunkCommandTest.data(), "--seed", "13579", "--dimension",
                dimension, "--center", center, "--radius", radius, "--until", until, "--workers", "2", "--quiet");
    }

    /**
     * {@code --until full} in the End (whose noise settings disable mob generation, so the spawn step adds nothing):
     * the chunks it lights are written at full as the game saves a full chunk (no carving mask, no entities list), with
     * the same blocks and light as {@code --until light}, and {@code relight --check} finds them right.
     */
    @Test
    void theEndsFinishedChunksAreTheLitOnesAtFull(@TempDir Path dir) throws Exception {
        Path lit = dir.resolve("lit"), full = dir.resolve("full");
        assertEquals(ExitCodes.OK, generate(lit, "the_end", "-6695390,5868660", "3c").code());
        Run g = generate(full, "the_end", "-6695390,5868660", "3c", "full");
        assertEquals(ExitCodes.OK, g.code(), g.err());
        Path region = full.resolve("dimensions/minecraft/the_end/region");
        assertEquals(Map.of("minecraft:full", 16, "minecraft:initialize_light", 20, "minecraft:carvers", 28), statuses(region));
        assertTrue(g.out().contains("finished: 16 chunks at minecraft:full;"), g.out());
        Map<Long, CompoundBinaryTag> a = chunks(lit.resolve("dimensions/minecraft/the_end/region"));
        Map<Long, CompoundBinaryTag> b = chunks(region);
        assertEquals(a.keySet(), b.keySet());
        int finished = 0;
        for (Map.Entry<Long, CompoundBinaryTag> e : a.entrySet()) {
            CompoundBinaryTag x = e.getValue(), y = b.get(e.getKey());
            if (!"minecraft:light".equals(x.getString("Status"))) {
                assertEquals(x, y, "chunks not lit are written as by --until light");
                continue;
            }
            finished++;
            assertEquals("minecraft:full", y.getString("Status"));
            assertTrue(x.keySet().contains("carving_mask") && x.keySet().contains("entities"));
            assertTrue(!y.keySet().contains("carving_mask") && !y.keySet().contains("entities"), y.keySet().toString());
            assertEquals(x.get("sections"), y.get("sections"), "blocks, biomes and light");
            assertEquals(x.get("Heightmaps"), y.get("Heightmaps"));
            assertEquals(x.getByte("isLightOn"), y.getByte("isLightOn"));
        }
        assertEquals(16, finished);
        Run check = run("relight", "--world", full.toString(), "--dimension", "the_end", "--check");
        assertEquals(ExitCodes.OK, check.code(), check.out() + check.err());
        assertEquals(16, checked(check)[0], check.out());
        assertEquals(0, checked(check)[1], check.out());
    }

    private static Map<Long, CompoundBinaryTag> chunks(Path regionFolder) throws Exception {
        Map<Long, CompoundBinaryTag> out = new TreeMap<>();
        try (Stream<Path> files = Files.list(regionFolder)) {
            for (Path f : files.toList()) {
                try (RegionFile r = RegionFile.openReadOnly(f)) {
                    for (int[] c : r.chunks()) out.put(((long) c[0] << 32) | (c[1] & 0xFFFFFFFFL), r.read(c[0], c[1]).orElseThrow());
                }
            }
        }
        return out;
    }

    private static Map<String, Integer> statuses(Path regionFolder) throws Exception {
        Map<String, Integer> out = new TreeMap<>();
        try (Stream<Path> files = Files.list(regionFolder)) {
            for (Path f : files.toList()) {
                try (RegionFile r = RegionFile.openReadOnly(f)) {
                    for (int[] c : r.chunks()) out.merge(((StringBinaryTag) r.read(c[0], c[1]).orElseThrow().get("Status")).value(), 1, Integer::sum);
                }
            }
        }
        return out;
    }

    /** "checked N chunks ...: D differ" of relight --check, as {N, D}. */
    private static int[] checked(Run r) {
        var m = java.util.regex.Pattern.compile("checked (\\d+) chunks? in .*?: (\\d+) differ").matcher(r.out());
        assertTrue(m.find(), r.out());
        return new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))};
    }

    @Test
    void theEndsLitChunksHoldWhatRelightComputes(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Run g = generate(world, "the_end", "-6695390,5868660", "3c");
        assertEquals(ExitCodes.OK, g.code(), g.err());
        Path region = world.resolve("dimensions/minecraft/the_end/region");
        assertEquals(Map.of("minecraft:light", 16, "minecraft:initialize_light", 20, "minecraft:carvers", 28), statuses(region),
                "a 6 x 6 area: its inner 4 x 4 lit, its edge at initialize_light, the ring at carvers");
        assertTrue(g.out().contains("light: 16 chunks at minecraft:light; the 20 chunks at the area's edge are at minecraft:initialize_light"),
                "the summary says how much of the area is lit: " + g.out());
        assertTrue(g.out().contains("to have every chunk of an area at minecraft:light, plan it one chunk wider on each side"),
                "and how to have all of it lit: " + g.out());
        Run check = run("relight", "--world", world.toString(), "--dimension", "the_end", "--check");
        assertEquals(ExitCodes.OK, check.code(), check.out() + check.err());
        assertEquals(16, checked(check)[0], check.out());
        assertEquals(0, checked(check)[1], check.out());

        // the check can fail: one changed sky light value in a lit chunk is found
        Path file;
        try (Stream<Path> files = Files.list(region)) {
            file = files.sorted().findFirst().orElseThrow();
        }
        boolean changed = false;
        try (RegionFile r = RegionFile.open(file)) {
            for (int[] c : r.chunks()) {
                CompoundBinaryTag t = r.read(c[0], c[1]).orElseThrow();
                if (!"minecraft:light".equals(((StringBinaryTag) t.get("Status")).value())) continue;
                ChunkData d = ChunkCodec.decode(t);
                for (ChunkSection s : d.sections()) {
                    byte[] sky = s.skyLight();
                    if (sky == null) continue;
                    sky = sky.clone();
                    sky[100] ^= 1;
                    s.setSkyLight(sky);
                    changed = true;
                    break;
                }
                if (changed) {
                    r.write(c[0], c[1], ChunkCodec.encode(d), Compression.ZLIB);
                    break;
                }
            }
        }
        assertTrue(changed);
        Run again = run("relight", "--world", world.toString(), "--dimension", "the_end", "--check");
        assertEquals(ExitCodes.CHECK_FAILED, again.code(), again.out() + again.err());
        assertEquals(1, checked(again)[1], again.out());
        // a later run of the same world (another area, 25 chunks east) does not repeat the advice about a first run
        // (walkthrough finding, session 19)
        Run later = generate(world, "the_end", "-6694990,5868660", "2c");
        assertEquals(ExitCodes.OK, later.code(), later.err());
        assertTrue(later.out().contains("light: 4 chunks at minecraft:light"), later.out());
        assertFalse(later.out().contains("plan it one chunk wider"), later.out());
    }

    @Test
    void theNethersBlockLightIsWhatRelightComputes(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Run g = generate(world, "the_nether", "0,0", "2c");
        assertEquals(ExitCodes.OK, g.code(), g.err());
        Path region = world.resolve("dimensions/minecraft/the_nether/region");
        assertEquals(Map.of("minecraft:light", 4, "minecraft:initialize_light", 12, "minecraft:carvers", 20), statuses(region));
        int blockLight = 0;
        try (Stream<Path> files = Files.list(region)) {
            for (Path f : files.toList()) {
                try (RegionFile r = RegionFile.openReadOnly(f)) {
                    for (int[] c : r.chunks()) {
                        ChunkData d = ChunkCodec.decode(r.read(c[0], c[1]).orElseThrow());
                        for (ChunkSection s : d.sections()) {
                            if (s.blockLight() != null) blockLight++;
                            assertEquals(null, s.skyLight(), "no sky light in the nether");
                        }
                    }
                }
            }
        }
        assertTrue(blockLight > 10, "lava lights the nether (" + blockLight + " sections)");
        Run check = run("relight", "--world", world.toString(), "--dimension", "the_nether", "--check");
        assertEquals(ExitCodes.OK, check.code(), check.out() + check.err());
        assertEquals(4, checked(check)[0], check.out());
        assertEquals(0, checked(check)[1], check.out());
    }
}
