package dev.strata.engine.light;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.testing.SharedData;
import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.chunk.ChunkSection;
import dev.strata.regionio.region.RegionFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * Light parity with worlds written by the game: every full chunk with {@code isLightOn} whose eight neighbours are
 * present is relit from its blocks and compared byte for byte with the stored arrays.
 */
class LightParityTest {

    /**
     * Counts for one fixture folder.
     *
     * @param lit          full chunks with {@code isLightOn}
     * @param comparable   of those, the ones whose eight neighbours are present
     * @param litNeighbourhood of those, the ones whose eight neighbours are full and lit too
     * @param identical    comparable chunks whose arrays equal ours byte for byte (presence included)
     * @param notFixedPoint differing chunks whose stored light breaks the propagation rules against the stored light
     *     around it (history: the game's result depends on generation order)
     * @param lateLayer    differing chunks whose only differences are all-15 sky arrays the game did not write
     *     (history: a layer created after the chunk was lit)
     * @param unexplained  any other difference: a bug
 * @param underLitInIdentical under-lit cells the stored-light check finds in identical chunks (must be 0)
 * @param identicalInLitNeighbourhood identical chunks among {@code litNeighbourhood}
     */
    record Result(String fixture, int lit, int comparable, int litNeighbourhood, int identical, int notFixedPoint, int lateLayer,
            int unexplained, int unknownBlocks, long underLitInIdentical, int identicalInLitNeighbourhood, List<String> samples) {}

    static Map<Long, ChunkData> loadFolder(Path folder) throws IOException {
        Map<Long, ChunkData> chunks = new HashMap<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(folder)) {
            files = s.filter(p -> p.getFileName().toString().matches("r\\.-?\\d+\\.-?\\d+\\.mca")).sorted().toList();
        }
        for (Path f : files) {
            if (Files.size(f) < 8192) continue;
            try (RegionFile r = RegionFile.openReadOnly(f)) {
                for (int[] c : r.chunks()) {
                    try {
                        Optional<CompoundBinaryTag> tag = r.read(c[0], c[1]);
                        if (tag.isEmpty()) continue;
                        ChunkData d = ChunkCodec.decode(tag.get());
                        chunks.put(key(d.x(), d.z()), d);
                    } catch (IOException e) {
                        // unreadable or pre-1.18 chunk: not comparable
                    }
                }
            }
        }
        return chunks;
    }

    static long key(int x, int z) {
        return ((long) x << 32) | (z & 0xFFFFFFFFL);
    }

    static boolean isFull(ChunkData d) throws IOException {
        String s = d.status();
        return s.equals("minecraft:full") || s.equals("full");
    }

    static Result parity(String name, Path folder) throws IOException {
        Map<Long, ChunkData> chunks = loadFolder(folder);
        BlockStateRegistry registry = BlockStateRegistry.vanilla();
        LightTables tables = LightTables.of(registry);
        int lit = 0, comparable = 0, litNeighbourhood = 0, identical = 0, identicalLit = 0, notFixedPoint = 0, lateLayer = 0, unexplained = 0, unknown = 0;
        long underLitInIdentical = 0;
        List<String> samples = new ArrayList<>();
        Map<Integer, LightEngine> engines = new HashMap<>();
        List<Long> keys = new ArrayList<>(chunks.keySet());
        keys.sort(java.util.Comparator.comparingInt((Long k) -> (int) (long) k).thenComparingInt(k -> (int) (k >> 32)));
        for (Long key : keys) {
            ChunkData c = chunks.get(key);
            if (!isFull(c) || !Boolean.TRUE.equals(c.isLightOn())) continue;
            lit++;
            int cx = c.x(), cz = c.z();
            List<ChunkData> window = new ArrayList<>();
            boolean allLit = true;
            for (int dz = -1; dz <= 1; dz++) for (int dx = -1; dx <= 1; dx++) {
                ChunkData n = chunks.get(key(cx + dx, cz + dz));
                if (n == null) continue;
                window.add(n);
                if (!isFull(n) || !Boolean.TRUE.equals(n.isLightOn())) allLit = false;
            }
            if (window.size() < 9) continue;
            window.removeIf(n -> {
                try {
                    return !ChunkLighting.carriesLight(n.status());
                } catch (IOException e) {
                    return true;
                }
            });
            int minSection = c.minSectionY() == null ? 0 : c.minSectionY();
            int count = 0;
            for (ChunkSection s : c.sections()) if (s.hasBlockStates()) count++;
            int sections = count;
            LightEngine engine = engines.computeIfAbsent(minSection * 1000 + count, k -> new LightEngine(tables, minSection, sections, true));
            ChunkLighting lighting = new ChunkLighting(registry, engine);
            try {
                for (ChunkData n : window) lighting.checkKnown(n);
            } catch (IOException e) {
                if (unknown < 5) samples.add("unknown: " + e.getMessage());
                unknown++;
                continue;
            }
            comparable++;
            if (allLit) litNeighbourhood++;
            engine.reset(cx - 1, cz - 1, 3, 3);
            for (ChunkData n : window) lighting.load(n, n == c || Boolean.TRUE.equals(n.isLightOn()));
            engine.compute();
            int[] sky = storedViolations(engine, window, c, true), block = storedViolations(engine, window, c, false);
            int under = sky[0] + block[0], over = sky[1] + block[1];
            if (lighting.differences(c) == 0) {
                identical++;
                if (allLit) identicalLit++;
                underLitInIdentical += under;
                continue;
            }
            String how;
            if (under + over > 0) {
                notFixedPoint++;
                how = "history, stored light is not a fixed point (under-lit/over-lit cells: sky " + sky[0] + "/" + sky[1]
                        + ", block " + block[0] + "/" + block[1] + ")";
            } else if (onlyLateLayers(c, engine)) {
                lateLayer++;
                how = "history, all-15 sky layer created after lighting, never written";
            } else {
                unexplained++;
                how = "UNEXPLAINED";
            }
            if (samples.size() < 40) samples.add(how + (allLit ? "" : " [unlit or proto neighbour]") + ": " + describe(c, engine));
        }
        return new Result(name, lit, comparable, litNeighbourhood, identical, notFixedPoint, lateLayer, unexplained, unknown,
                underLitInIdentical, identicalLit, samples);
    }

    /** Checks the game's stored light of {@code c} against the rules, with its neighbours' stored light around it. */
    static int[] storedViolations(LightEngine engine, List<ChunkData> window, ChunkData c, boolean sky) throws IOException {
        engine.beginStoredCheck();
        for (ChunkData n : window) {
            for (int sy = engine.minLightSection(); sy <= engine.maxLightSection(); sy++) {
                ChunkSection s = n.section(sy);
                engine.setStoredSection(sky, n.x(), n.z(), sy, s == null ? null : sky ? s.skyLight() : s.blockLight());
            }
        }
        return engine.storedViolations(sky, c.x(), c.z());
    }

    /** Whether every difference is a sky array the game did not store where ours is all 15. */
    static boolean onlyLateLayers(ChunkData c, LightEngine engine) throws IOException {
        for (int sy = engine.minLightSection(); sy <= engine.maxLightSection(); sy++) {
            ChunkSection s = c.section(sy);
            byte[] storedSky = s == null ? null : s.skyLight(), storedBlock = s == null ? null : s.blockLight();
            if (!java.util.Arrays.equals(storedBlock, engine.blockLight(c.x(), c.z(), sy))) return false;
            byte[] mine = engine.skyLight(c.x(), c.z(), sy);
            if (java.util.Arrays.equals(storedSky, mine)) continue;
            if (storedSky != null || mine == null) return false;
            for (byte b : mine) if (b != (byte) 0xFF) return false;
        }
        return true;
    }

    static String describe(ChunkData c, LightEngine engine) throws IOException {
        StringBuilder sb = new StringBuilder("chunk " + c.x() + "," + c.z() + ":");
        for (int sy = engine.minLightSection(); sy <= engine.maxLightSection(); sy++) {
            ChunkSection s = c.section(sy);
            for (int kind = 0; kind < 2; kind++) {
                byte[] stored = s == null ? null : (kind == 0 ? s.skyLight() : s.blockLight());
                byte[] mine = kind == 0 ? engine.skyLight(c.x(), c.z(), sy) : engine.blockLight(c.x(), c.z(), sy);
                if (java.util.Arrays.equals(stored, mine)) continue;
                sb.append(' ').append(kind == 0 ? "sky" : "block").append('@').append(sy);
                if (stored == null || mine == null) {
                    sb.append(stored == null ? "(stored none)" : "(computed none)");
                    continue;
                }
                int n = 0;
                String first = null;
                for (int i = 0; i < 4096; i++) {
                    int a = (stored[i >> 1] >> ((i & 1) * 4)) & 15, b = (mine[i >> 1] >> ((i & 1) * 4)) & 15;
                    if (a != b) {
                        n++;
                        if (first == null) first = "x" + (i & 15) + "y" + (i >> 8) + "z" + ((i >> 4) & 15) + " game " + a + " ours " + b;
                    }
                }
                sb.append('[').append(n).append(" nibbles, first ").append(first).append(']');
            }
        }
        return sb.toString();
    }

    static Map<String, Path> fixtures() throws IOException {
        Path root = SharedData.root().resolve("fixtures/regions");
        Map<String, Path> out = new LinkedHashMap<>();
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.filter(Files::isDirectory).sorted().toList()) {
                if (p.toString().contains("broken") || p.getFileName().toString().equals("entities")
                        || p.getFileName().toString().equals("poi")) continue;
                try (Stream<Path> f = Files.list(p)) {
                    if (f.anyMatch(x -> x.getFileName().toString().endsWith(".mca"))) out.put(root.relativize(p).toString(), p);
                }
            }
        }
        return out;
    }

    /**
     * Every comparable chunk (full, lit, eight neighbours present) is either identical byte for byte, or differs
     * for a reason proven from the stored data to be history: its stored light breaks the rules against the stored
     * light around it (so no order-independent engine can produce it), or the only differences are all-15 sky
     * arrays the game never wrote. Anything else fails. The rule check itself is validated on the identical chunks:
     * it finds no under-lit cell in any of them.
     */
    @Test
    void storedLightOfRealWorldsIsReproduced() throws IOException {
        int comparable = 0, identical = 0, unexplained = 0;
        long underLitInIdentical = 0;
        StringBuilder report = new StringBuilder();
        for (Map.Entry<String, Path> e : fixtures().entrySet()) {
            Result r = parity(e.getKey(), e.getValue());
            comparable += r.comparable();
            identical += r.identical();
            unexplained += r.unexplained();
            underLitInIdentical += r.underLitInIdentical();
            if (r.lit() == 0) continue;
            report.append(String.format("%-40s lit %3d comparable %3d identical %3d (all 8 neighbours full+lit: %3d, identical %3d);"
                    + " history: not a fixed point %2d, late sky layer %d; unexplained %d; unknown blocks %d%n",
                    r.fixture(), r.lit(), r.comparable(), r.identical(), r.litNeighbourhood(), r.identicalInLitNeighbourhood(), r.notFixedPoint(), r.lateLayer(),
                    r.unexplained(), r.unknownBlocks()));
            for (String s : r.samples()) report.append("    ").append(s).append('\n');
        }
        System.out.println("[light parity]\n" + report);
        assertTrue(comparable > 0 && identical > 0, "no comparable chunks");
        assertEquals(0, unexplained, "chunks that differ for no proven reason\n" + report);
        assertEquals(0, underLitInIdentical, "the stored-light rule check flags chunks we reproduce exactly\n" + report);
    }
}
