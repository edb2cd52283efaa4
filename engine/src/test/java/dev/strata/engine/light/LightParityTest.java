package dev.strata.engine.light;

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

    record Result(String fixture, int lit, int comparable, int matched, int unknownBlocks, List<String> samples) {}

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
        int lit = 0, comparable = 0, matched = 0, unknown = 0;
        List<String> samples = new ArrayList<>();
        Map<Integer, LightEngine> engines = new HashMap<>();
        for (ChunkData c : chunks.values()) {
            if (!isFull(c) || !Boolean.TRUE.equals(c.isLightOn())) continue;
            lit++;
            int cx = c.x(), cz = c.z();
            List<ChunkData> window = new ArrayList<>();
            for (int dz = -1; dz <= 1; dz++) for (int dx = -1; dx <= 1; dx++) {
                ChunkData n = chunks.get(key(cx + dx, cz + dz));
                if (n != null) window.add(n);
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
            LightEngine engine = engines.computeIfAbsent(minSection * 1000 + count, k -> new LightEngine(tables, minSection, 24, true));
            if (engine.maxLightSection() != minSection + count) {
                engine = new LightEngine(tables, minSection, count, true);
                engines.put(minSection * 1000 + count, engine);
            }
            ChunkLighting lighting = new ChunkLighting(registry, engine);
            try {
                for (ChunkData n : window) lighting.checkKnown(n);
            } catch (IOException e) {
                if (unknown < 5) samples.add("unknown: " + e.getMessage());
                unknown++;
                continue;
            }
            comparable++;
            engine.reset(cx - 1, cz - 1, 3, 3);
            for (ChunkData n : window) lighting.load(n, n == c || Boolean.TRUE.equals(n.isLightOn()));
            engine.compute();
            int diff = lighting.differences(c);
            if (diff == 0) {
                matched++;
            } else if (samples.size() < 12) {
                samples.add(describe(c, engine));
            }
        }
        return new Result(name, lit, comparable, matched, unknown, samples);
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

    @Test
    void storedLightOfRealWorldsIsReproduced() throws IOException {
        int comparable = 0, matched = 0;
        StringBuilder report = new StringBuilder();
        for (Map.Entry<String, Path> e : fixtures().entrySet()) {
            Result r = parity(e.getKey(), e.getValue());
            comparable += r.comparable();
            matched += r.matched();
            report.append(String.format("%-45s lit %4d comparable %4d matched %4d unknown-blocks %d%n", r.fixture(), r.lit(), r.comparable(), r.matched(), r.unknownBlocks()));
            for (String s : r.samples()) report.append("    ").append(s).append('\n');
        }
        System.out.println("[light parity]\n" + report);
        assertTrue(comparable > 0, "no comparable chunks");
        assertTrue(matched * 100L >= comparable * Long.getLong("strata.lightParityPercent", 75L),
                "light parity " + matched + "/" + comparable + "\n" + report);
    }
}
