package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.strata.cli.CliTesting.Run;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.chunk.ChunkSection;
import dev.strata.regionio.chunk.EntityChunk;
import dev.strata.regionio.region.RegionFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.TagStringIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A world generated to {@code full} (the default with {@code --data}) read back by an independent reader, Minestom
 * ({@code src/test/resources/minestom-probe/MinestomFullProbe.java}, run on JDK 25 as {@link GenerateEndToEndTest}
 * runs its probe; skipped, never passed, without a JDK 25).
 *
 * <p>The area: 8 x 8 chunks around the savanna village that starts in chunk (-98, -10) of seed 13579, across the
 * border of regions -4 and -3 (x -97 | -96), so the full chunks carry block entities (chests with loot tables, a
 * dungeon's spawner, banners, a bell...) and creatures (entities/ files). What is checked:
 * <ul>
 *   <li>Minestom's {@code AnvilLoader} returns every chunk of the region files, and for each: the Status tag, a CRC
 *       of all 98,304 state ids and the count of non-air blocks, seeded sample blocks, equal to what Strata's own
 *       reader ({@code regionio}) finds in the same files;</li>
 *   <li>its block entities, as Minestom attaches them to blocks: position, id and data equal to the chunk's
 *       {@code block_entities}; and no block whose state has a block entity type in Minestom's registry (the game's
 *       data) is left without one, a rule that does not depend on what Strata wrote;</li>
 *   <li>the sky and block light of every section in the chunk's block range as Minestom holds it (a CRC; Minestom
 *       keeps no array for an all-zero one) equals the chunk's arrays, and {@code relight --check}, the relight
 *       engine recomputing light from the blocks, finds every full chunk right;</li>
 *   <li>the {@code entities/} files read by Minestom's own region file reader: the same chunks, and in each every
 *       entity's id, {@code Pos} and {@code UUID} equal to what Strata's reader ({@code EntityChunk}) sees; every
 *       {@code Pos} inside its chunk, {@code Position} the chunk's slot, the terrain chunk at full, UUIDs unique; among
 *       them the village's own cats and zombie villagers (template entities of its pieces).</li>
 * </ul>
 */
class GenerateFullReadBackTest {
    static final String SEED = "13579";
    static final int SAMPLES_PER_CHUNK = 16;

    @Test
    @Timeout(value = 6, unit = TimeUnit.MINUTES)
    void minestomReadsTheFullChunksTheirBlockEntitiesLightAndEntities(@TempDir Path tmp) throws Exception {
        Path java = GenerateEndToEndTest.findJdk25().orElse(null);
        Assumptions.assumeTrue(java != null, "no JDK 25 found (set STRATA_JDK25 to a JDK 25 folder or its bin/java, or install one"
                + " under /usr/lib/jvm): the Minestom read-back needs Java 25, so this test did NOT run");
        Path world = tmp.resolve("world");
        Run g = run("generate", "--world", world.toString(), "--data", CliTesting.shared().resolve("vanilla/26.2").toString(), "--seed", SEED,
                "--center", "-98c,-10c", "--radius", "4c", "--workers", "2", "--quiet");
        assertEquals(ExitCodes.OK, g.code(), g.out() + g.err());
        assertTrue(g.out().contains("finished: 36 chunks at minecraft:full;"), g.out());

        Probe probe = runProbe(java, world, tmp);
        Path dim = world.resolve("dimensions/minecraft/overworld");
        Map<Long, CompoundBinaryTag> terrain = read(dim.resolve("region"));
        List<String> mismatches = new ArrayList<>();
        check(terrain, probe, mismatches);
        int entities = checkEntities(dim.resolve("entities"), terrain, probe, mismatches);
        if (!mismatches.isEmpty()) {
            fail(mismatches.size() + " differences between Minestom's reading and Strata's files; first ones:\n  "
                    + String.join("\n  ", mismatches.subList(0, Math.min(40, mismatches.size()))));
        }
        assertTrue(probe.blockEntities >= 20, "the village's block entities were read (" + probe.blockEntities + ")");
        assertTrue(entities >= 5, "creatures were read (" + entities + ")");
        // the village's template entities (jigsaw pieces): cats and zombie villagers, which the spawn step never makes
        Set<String> ids = new java.util.TreeSet<>();
        for (List<String> list : probe.entityChunks.values()) for (String e : list) ids.add(e.split(" ")[0]);
        assertTrue(ids.contains("minecraft:cat") && ids.contains("minecraft:zombie_villager"), "the village's cats and zombie villagers: " + ids);
        assertTrue(probe.litSections > 100, "sections with light (" + probe.litSections + ")");

        // the light values themselves: the relight engine recomputes every full chunk from its blocks
        Run check = run("relight", "--world", world.toString(), "--dimension", "overworld", "--check");
        assertEquals(ExitCodes.OK, check.code(), check.out() + check.err());
        assertTrue(check.out().matches("(?s).*checked 36 chunks? in .*?: 0 differ.*"), check.out());
        System.out.printf(Locale.ROOT, "GenerateFullReadBackTest: Minestom read %d chunks (%d full), %d block entities, %d lit sections,"
                + " %d entities: all equal%n", probe.chunks.size(), probe.full, probe.blockEntities, probe.litSections, entities);
    }

    /**
     * What structures put into a proto chunk reaches the full chunk's entities file: 4 x 4 chunks around chunk
     * (-98, 6) of seed 13579, where a corridor of the mineshaft that starts in chunk (-99, 5) (the fixture's first)
     * leaves a chest minecart on its rail. The 2 x 2 inner chunks are finished; Minestom's region reader finds the
     * minecart in chunk (-98, 6) at the corridor's rail block centre, with a UUID, and Strata's reader its loot table.
     */
    @Test
    @Timeout(value = 4, unit = TimeUnit.MINUTES)
    void aMineshaftsChestMinecartReachesTheEntitiesFileOfItsFullChunk(@TempDir Path tmp) throws Exception {
        Path java = GenerateEndToEndTest.findJdk25().orElse(null);
        Assumptions.assumeTrue(java != null, "no JDK 25 found (set STRATA_JDK25 to a JDK 25 folder or its bin/java, or install one"
                + " under /usr/lib/jvm): the Minestom read-back needs Java 25, so this test did NOT run");
        Path world = tmp.resolve("world");
        Run g = run("generate", "--world", world.toString(), "--data", CliTesting.shared().resolve("vanilla/26.2").toString(), "--seed", SEED,
                "--center", "-98c,6c", "--radius", "2c", "--workers", "2", "--quiet");
        assertEquals(ExitCodes.OK, g.code(), g.out() + g.err());
        assertTrue(g.out().contains("finished: 4 chunks at minecraft:full;"), g.out());

        Probe probe = runProbe(java, world, tmp);
        Path dim = world.resolve("dimensions/minecraft/overworld");
        Map<Long, CompoundBinaryTag> terrain = read(dim.resolve("region"));
        List<String> mismatches = new ArrayList<>();
        checkEntities(dim.resolve("entities"), terrain, probe, mismatches);
        assertTrue(mismatches.isEmpty(), String.join("\n", mismatches));
        List<String> minecarts = new ArrayList<>();
        for (String e : probe.entityChunks.getOrDefault(ChunkPos.pack(-98, 6), List.of())) {
            if (e.startsWith("minecraft:chest_minecart ")) minecarts.add(e);
        }
        assertEquals(1, minecarts.size(), "chest minecarts Minestom read in chunk -98,6: " + probe.entityChunks);
        String[] f = minecarts.get(0).split(" ");
        assertEquals(List.of("-1560.5", "25.5", "107.5"), List.of(f[1], f[2], f[3]), minecarts.get(0));
        assertTrue(!(f[4] + f[5] + f[6] + f[7]).equals("0000"), "a UUID: " + minecarts.get(0));
        try (RegionFile r = RegionFile.openReadOnly(dim.resolve("entities/r.-4.0.mca"))) {
            EntityChunk ec = EntityChunk.fromNbt(r.read(-98, 6).orElseThrow(), "chunk -98 6");
            CompoundBinaryTag minecart = ec.entities().stream().filter(e -> e.getString("id").equals("minecraft:chest_minecart")).findFirst().orElseThrow();
            assertEquals("minecraft:chests/abandoned_mineshaft", minecart.getString("LootTable"), minecart.toString());
        }
    }

    /**
     * The End city of seed 13579 that starts in chunk (-77, -35) (the fixture's): 6 x 6 chunks around it generated to
     * full put the shulkers of its {@code Sentry} markers into the End's entities files, read back by Minestom's region
     * reader: every entity a shulker at a block's bottom centre (x and z at .5, y whole), with a UUID.
     */
    @Test
    @Timeout(value = 4, unit = TimeUnit.MINUTES)
    void anEndCitysShulkersReachTheEndsEntitiesFiles(@TempDir Path tmp) throws Exception {
        Path java = GenerateEndToEndTest.findJdk25().orElse(null);
        Assumptions.assumeTrue(java != null, "no JDK 25 found (set STRATA_JDK25 to a JDK 25 folder or its bin/java, or install one"
                + " under /usr/lib/jvm): the Minestom read-back needs Java 25, so this test did NOT run");
        Path world = tmp.resolve("world");
        Run g = run("generate", "--world", world.toString(), "--data", CliTesting.shared().resolve("vanilla/26.2").toString(), "--seed", SEED,
                "--dimension", "end", "--center", "-77c,-35c", "--radius", "3c", "--workers", "2", "--quiet");
        assertEquals(ExitCodes.OK, g.code(), g.out() + g.err());
        assertTrue(g.out().contains("finished: 16 chunks at minecraft:full;"), g.out());
        Probe probe = runProbe(java, world, tmp, "minecraft:the_end");
        Path dim = world.resolve("dimensions/minecraft/the_end");
        List<String> mismatches = new ArrayList<>();
        int n = checkEntities(dim.resolve("entities"), read(dim.resolve("region")), probe, mismatches);
        assertTrue(mismatches.isEmpty(), String.join("\n", mismatches));
        assertTrue(n >= 10, n + " entities");
        for (List<String> list : probe.entityChunks.values()) {
            for (String e : list) {
                String[] f = e.split(" ");
                assertEquals("minecraft:shulker", f[0], e);
                double x = Double.parseDouble(f[1]), y = Double.parseDouble(f[2]), z = Double.parseDouble(f[3]);
                assertTrue(x - Math.floor(x) == 0.5 && z - Math.floor(z) == 0.5 && y == Math.floor(y), e);
            }
        }
    }

    /** Blocks, block entities and light of every chunk: Minestom's reading against Strata's reader. */
    private static void check(Map<Long, CompoundBinaryTag> terrain, Probe probe, List<String> mismatches) throws Exception {
        assertEquals(names(terrain.keySet()), names(probe.chunks.keySet()), "chunks Minestom's loader returned vs the chunks in the region files");
        BlockStateRegistry registry = BlockStateRegistry.vanilla();
        for (Map.Entry<Long, CompoundBinaryTag> e : terrain.entrySet()) {
            long key = e.getKey();
            String where = "chunk " + ChunkPos.x(key) + "," + ChunkPos.z(key) + ": ";
            ProbedChunk got = probe.chunks.get(key);
            ChunkData data = ChunkCodec.decode(e.getValue());
            if (!data.status().equals(got.status)) mismatches.add(where + "Status " + got.status + " for Minestom, " + data.status() + " in the file");
            if ("minecraft:full".equals(data.status())) probe.full++;
            int minSection = got.minSection, sections = got.light.size();
            int[] ids = new int[sections * 4096];
            int[] section = new int[4096];
            Map<Integer, String[]> light = new TreeMap<>();
            for (ChunkSection s : data.sections()) {
                int sy = s.y() - minSection;
                if (sy < 0 || sy >= sections) continue; // the light-only sections above and below: no blocks, Minestom has no place for them
                if (s.hasBlockStates()) System.arraycopy(s.blockStateIds(registry, section), 0, ids, sy * 4096, 4096);
                light.put(s.y(), new String[] {lightCrc(s.skyLight()), lightCrc(s.blockLight())});
            }
            CRC32 crc = new CRC32();
            byte[] buf = new byte[4 * 4096];
            int nonAir = 0;
            for (int sy = 0; sy < sections; sy++) {
                for (int i = 0; i < 4096; i++) {
                    int id = ids[sy * 4096 + i];
                    if (id != 0) nonAir++;
                    buf[4 * i] = (byte) (id >>> 24);
                    buf[4 * i + 1] = (byte) (id >>> 16);
                    buf[4 * i + 2] = (byte) (id >>> 8);
                    buf[4 * i + 3] = (byte) id;
                }
                crc.update(buf);
            }
            if (crc.getValue() != got.crc || nonAir != got.nonAir) {
                mismatches.add(where + "blocks differ: Minestom CRC " + got.crc + " with " + got.nonAir + " non-air, the file " + crc.getValue() + " with " + nonAir);
            }
            for (int[] s : got.samples) {
                int lx = s[0] & 15, ly = s[1] - minSection * 16, lz = s[2] & 15;
                int want = ids[(ly << 8) | (lz << 4) | lx];
                if (want != s[3]) mismatches.add(where + "block " + s[0] + "," + s[1] + "," + s[2] + ": Minestom " + s[3] + ", the file " + want + " " + registry.toString(want));
            }
            for (Map.Entry<Integer, String[]> l : got.light.entrySet()) {
                String[] want = light.getOrDefault(l.getKey(), new String[] {"-", "-"});
                if (!want[0].equals(l.getValue()[0]) || !want[1].equals(l.getValue()[1])) {
                    mismatches.add(where + "section " + l.getKey() + " light (sky, block): Minestom " + String.join(" ", l.getValue()) + ", the file "
                            + String.join(" ", want));
                }
                if (!"-".equals(l.getValue()[0]) || !"-".equals(l.getValue()[1])) probe.litSections++;
            }
            Map<String, CompoundBinaryTag> blockEntities = new TreeMap<>();
            for (BinaryTag t : data.blockEntities()) {
                CompoundBinaryTag be = (CompoundBinaryTag) t;
                CompoundBinaryTag.Builder rest = CompoundBinaryTag.builder().put(be);
                for (String k : List.of("id", "keepPacked", "x", "y", "z")) rest.remove(k);
                blockEntities.put(be.getInt("x") + " " + be.getInt("y") + " " + be.getInt("z") + " " + be.getString("id"), rest.build());
            }
            if (!blockEntities.keySet().equals(got.blockEntities.keySet())) {
                mismatches.add(where + "block entities (x y z id): Minestom " + got.blockEntities.keySet() + ", the file " + blockEntities.keySet());
            } else {
                for (Map.Entry<String, CompoundBinaryTag> be : blockEntities.entrySet()) {
                    if (!be.getValue().equals(got.blockEntities.get(be.getKey()))) {
                        mismatches.add(where + "block entity " + be.getKey() + ": Minestom " + got.blockEntities.get(be.getKey()) + ", the file " + be.getValue());
                    }
                }
            }
            for (String missing : got.withoutBlockEntity) mismatches.add(where + "no block entity for the block at " + missing);
        }
    }

    /** The entities files: Minestom's reading against Strata's; returns the number of entities. */
    private static int checkEntities(Path folder, Map<Long, CompoundBinaryTag> terrain, Probe probe, List<String> mismatches) throws Exception {
        Map<Long, List<String>> strata = new TreeMap<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path f : files.sorted().toList()) {
                try (RegionFile r = RegionFile.openReadOnly(f)) {
                    for (int[] c : r.chunks()) {
                        EntityChunk ec = EntityChunk.fromNbt(r.read(c[0], c[1]).orElseThrow(), f + " chunk " + c[0] + " " + c[1]);
                        List<String> list = new ArrayList<>();
                        for (CompoundBinaryTag e : ec.entities()) {
                            ListBinaryTag pos = e.getList("Pos");
                            int[] uuid = e.getIntArray("UUID");
                            list.add(e.getString("id") + " " + pos.getDouble(0) + " " + pos.getDouble(1) + " " + pos.getDouble(2) + " " + uuid[0] + " " + uuid[1]
                                    + " " + uuid[2] + " " + uuid[3]);
                        }
                        strata.put(ChunkPos.pack(c[0], c[1]), list);
                    }
                }
            }
        }
        assertEquals(names(strata.keySet()), names(probe.entityChunks.keySet()), "entities chunks: Strata's reader vs Minestom's");
        Set<String> uuids = new HashSet<>();
        int n = 0;
        for (Map.Entry<Long, List<String>> e : probe.entityChunks.entrySet()) {
            int cx = ChunkPos.x(e.getKey()), cz = ChunkPos.z(e.getKey());
            String where = "entities chunk " + cx + "," + cz + ": ";
            String header = probe.entityHeaders.get(e.getKey());
            if (!header.equals(ChunkCodec.DATA_VERSION + " " + cx + " " + cz + " " + e.getValue().size())) {
                mismatches.add(where + "DataVersion, Position and count " + header);
            }
            if (!e.getValue().equals(strata.get(e.getKey()))) mismatches.add(where + "Minestom " + e.getValue() + ", Strata " + strata.get(e.getKey()));
            CompoundBinaryTag chunk = terrain.get(e.getKey());
            if (chunk == null || !"minecraft:full".equals(chunk.getString("Status"))) mismatches.add(where + "the terrain chunk is not at full");
            for (String entity : e.getValue()) {
                n++;
                String[] f = entity.split(" ");
                int bx = (int) Math.floor(Double.parseDouble(f[1])), bz = (int) Math.floor(Double.parseDouble(f[3]));
                if (bx >> 4 != cx || bz >> 4 != cz) mismatches.add(where + "an entity outside the chunk: " + entity);
                if (!uuids.add(f[4] + " " + f[5] + " " + f[6] + " " + f[7])) mismatches.add(where + "a UUID used twice: " + entity);
            }
        }
        return n;
    }

    private static Map<Long, CompoundBinaryTag> read(Path regionFolder) throws IOException {
        Map<Long, CompoundBinaryTag> out = new TreeMap<>();
        try (Stream<Path> files = Files.list(regionFolder)) {
            for (Path f : files.sorted().toList()) {
                try (RegionFile r = RegionFile.openReadOnly(f)) {
                    for (int[] c : r.chunks()) out.put(ChunkPos.pack(c[0], c[1]), r.read(c[0], c[1]).orElseThrow());
                }
            }
        }
        return out;
    }

    /** CRC-32 of a light array as the probe prints it; none, or all zero (Minestom keeps no array then): "-". */
    private static String lightCrc(byte[] light) {
        if (light == null) return "-";
        boolean zero = true;
        for (byte b : light) zero &= b == 0;
        if (zero) return "-";
        CRC32 c = new CRC32();
        c.update(light);
        return Long.toString(c.getValue());
    }

    private static Set<String> names(Set<Long> keys) {
        Set<String> s = new java.util.TreeSet<>();
        for (long k : keys) s.add(ChunkPos.x(k) + "," + ChunkPos.z(k));
        return s;
    }

    // ---- the child JVM

    static final class ProbedChunk {
        String status;
        long crc;
        int nonAir, minSection = Integer.MAX_VALUE;
        final List<int[]> samples = new ArrayList<>();
        final Map<Integer, String[]> light = new TreeMap<>();
        final Map<String, CompoundBinaryTag> blockEntities = new TreeMap<>();
        final List<String> withoutBlockEntity = new ArrayList<>();
    }

    static final class Probe {
        final Map<Long, ProbedChunk> chunks = new TreeMap<>();
        final Map<Long, List<String>> entityChunks = new TreeMap<>();
        final Map<Long, String> entityHeaders = new TreeMap<>();
        int blockEntities, litSections, full;
    }

    static Probe runProbe(Path java, Path world, Path tmp) throws Exception {
        return runProbe(java, world, tmp, "minecraft:overworld");
    }

    static Probe runProbe(Path java, Path world, Path tmp, String dimension) throws Exception {
        Path source = tmp.resolve("probe").resolve("MinestomFullProbe.java");
        Files.createDirectories(source.getParent());
        try (InputStream in = GenerateFullReadBackTest.class.getResourceAsStream("/minestom-probe/MinestomFullProbe.java")) {
            assertTrue(in != null, "test resource minestom-probe/MinestomFullProbe.java missing");
            Files.copy(in, source);
        }
        Path stdout = tmp.resolve("probe.out"), stderr = tmp.resolve("probe.err");
        List<String> cmd = List.of(java.toString(), "-Xmx1g", "-cp", GenerateEndToEndTest.probeClasspath(), source.toString(), world.toString(),
                dimension, Integer.toString(SAMPLES_PER_CHUNK), SEED);
        Process p = new ProcessBuilder(cmd).directory(tmp.toFile()).redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
        if (!p.waitFor(4, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            fail("Minestom probe did not finish in 4 minutes; stderr:\n" + GenerateEndToEndTest.tail(stderr));
        }
        List<String> lines = Files.readAllLines(stdout, StandardCharsets.UTF_8);
        String diag = "\nstderr (tail):\n" + GenerateEndToEndTest.tail(stderr);
        assertEquals(0, p.exitValue(), "Minestom probe exited with " + p.exitValue() + diag);
        assertTrue(!lines.isEmpty() && lines.get(lines.size() - 1).equals("DONE"), "Minestom probe output incomplete" + diag);

        Probe probe = new Probe();
        List<String> errors = new ArrayList<>();
        for (String line : lines) {
            String[] f = line.split(" ");
            Long key = f.length > 2 && !f[0].equals("ERROR") ? ChunkPos.pack(Integer.parseInt(f[1]), Integer.parseInt(f[2])) : null;
            ProbedChunk c = key != null ? probe.chunks.get(key) : null;
            switch (f[0]) {
                case "CHUNK" -> {
                    ProbedChunk n = new ProbedChunk();
                    n.status = f[3];
                    if (!f[4].equals("-")) errors.add(line + " (a lower-case status tag)");
                    n.nonAir = Integer.parseInt(f[5]);
                    if (probe.chunks.put(key, n) != null) errors.add("chunk reported twice: " + line);
                }
                case "S" -> c.samples.add(new int[] {Integer.parseInt(f[3]), Integer.parseInt(f[4]), Integer.parseInt(f[5]), Integer.parseInt(f[6])});
                case "CRC" -> c.crc = Long.parseLong(f[3]);
                case "L" -> {
                    int sy = Integer.parseInt(f[3]);
                    c.minSection = Math.min(c.minSection, sy);
                    c.light.put(sy, new String[] {f[4], f[5]});
                }
                case "BE" -> {
                    String[] g = line.split(" ", 8);
                    c.blockEntities.put(g[3] + " " + g[4] + " " + g[5] + " " + g[6], TagStringIO.tagStringIO().asCompound(g[7]));
                    probe.blockEntities++;
                }
                case "NOBE" -> c.withoutBlockEntity.add(f[3] + " " + f[4] + " " + f[5] + " (" + f[6] + ", a " + f[7] + ")");
                case "ECHUNK" -> {
                    probe.entityHeaders.put(key, f[3] + " " + f[4] + " " + f[5] + " " + f[6]);
                    if (probe.entityChunks.put(key, new ArrayList<>()) != null) errors.add("entities chunk reported twice: " + line);
                }
                case "E" -> probe.entityChunks.get(key).add(String.join(" ", List.of(f).subList(3, f.length)));
                case "DONE" -> { }
                default -> errors.add(line);
            }
        }
        assertTrue(errors.isEmpty(), "Minestom reported problems:\n  " + String.join("\n  ", errors) + diag);
        return probe;
    }
}
