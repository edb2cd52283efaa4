package dev.strata.engine.light;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Development diagnostic, skipped unless {@code -Dstrata.lightHashes=<file>} names a public file of light hashes
 * made by the game 26.2 for seed 13579 (a {@code chunk_stage_hashes.json} with {@code minecraft:light} per chunk,
 * {@code light_hash_format} {@code packet_data_layers_v1}; not part of this repository). Per cluster (100 chunks,
 * {@code -Dstrata.lightHashCluster}, default 0) of a dimension ({@code -Dstrata.lightHashDimension}, default the
 * nether, where the features step is exact): the cluster and two rings around it decorated x-major, then light
 * computed by {@link LightEngine} for several readings of the file's protocol, and for each reading the number of
 * cluster chunks whose hash matches is printed.
 *
 * <p>Found on 2026-12-01 (file at SteelMC commit 074aba4d0): the protocol that matches is the cluster decorated
 * first (x-major), then the two rings around it (x-major), then the cluster and ring 1 lit (ring 2 carrying light):
 * the End's clusters 0 and 1 match 100 of 100 (sky light, including the all-15 arrays above the islands), the
 * nether's clusters 1 and 2 100 of 100, its cluster 0 96 (four chunks of its east column). That reading must keep
 * at least those matches ({@link #FLOOR}). With {@code -Dstrata.lightHashBlocks=true} the cluster's blocks right
 * after its own decorations are compared with the file's {@code minecraft:features} hashes (26.2 state ids): in the
 * nether's cluster 0 all 100 match, so its four light differences come from the rings' decorations (not checked by
 * any hash) or from the light rules.
 *
 * <p>The hash as that file's header names it: MD5 of the light range's lowest section y and section count (big
 * endian ints), then for sky (0) and block (1) light a byte each and per section of the range a state byte (0 no
 * light layer, 1 a layer with no data, 2 data) followed by the 2048 bytes of data for state 2.
 */
class LightHashDiagnosticTest {
    private record Variant(String name, boolean ringsFirst, int litRings, boolean ring2Carries, boolean ringsZMajor, int decoratedRings) {
        Variant(String name, boolean ringsFirst, int litRings, boolean ring2Carries) {
            this(name, ringsFirst, litRings, ring2Carries, false, 2);
        }
    }

    /** The reading of the protocol that matches best, and its matches per dimension and cluster (0 for others). */
    private static final String PROTOCOL = "cluster first, cluster and ring 1 lit, ring 2 carries";
    private static final Map<String, Integer> FLOOR = Map.of("minecraft:the_end 0", 100, "minecraft:the_end 1", 100,
            "minecraft:the_nether 0", 96, "minecraft:the_nether 1", 100, "minecraft:the_nether 2", 100);

    @Test
    void lightHashesOfTheGame() throws Exception {
        String file = System.getProperty("strata.lightHashes");
        assumeTrue(file != null && Files.exists(Path.of(file)), "set -Dstrata.lightHashes=<chunk_stage_hashes.json> to run");
        String dim = System.getProperty("strata.lightHashDimension", "minecraft:the_nether");
        int cluster = Integer.getInteger("strata.lightHashCluster", 0);
        JsonObject root = JsonParser.parseString(Files.readString(Path.of(file))).getAsJsonObject();
        List<JsonElement> all = new ArrayList<>();
        root.getAsJsonObject("dimensions").getAsJsonObject(dim).getAsJsonArray("chunks").forEach(all::add);
        Map<Long, String> wanted = new HashMap<>();
        Map<Long, String> wantedFeatures = new HashMap<>();
        int minX = Integer.MAX_VALUE, minZ = Integer.MAX_VALUE;
        for (JsonElement e : all.subList(cluster * 100, cluster * 100 + 100)) {
            JsonObject c = e.getAsJsonObject();
            int x = c.get("x").getAsInt(), z = c.get("z").getAsInt();
            wanted.put(key(x, z), c.getAsJsonObject("stages").get("minecraft:light").getAsString());
            wantedFeatures.put(key(x, z), c.getAsJsonObject("stages").get("minecraft:features").getAsString());
            minX = Math.min(minX, x);
            minZ = Math.min(minZ, z);
        }
        assertEquals(100, wanted.size());
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse(dim), null, 13579L);
        g.features();
        List<Variant> variants = List.of(
                new Variant("all x-major, cluster lit, ring 1 carries", false, 0, false),
                new Variant("all x-major, cluster and ring 1 lit, ring 2 carries", false, 1, true),
                new Variant("all x-major, cluster and ring 1 lit, ring 2 missing", false, 1, false),
                new Variant("cluster first, cluster lit, ring 1 carries", true, 0, false),
                new Variant("cluster first, cluster and ring 1 lit, ring 2 carries", true, 1, true),
                new Variant("cluster first, rings z-major, cluster and ring 1 lit, ring 2 carries", true, 1, true, true, 2),
                new Variant("cluster first, only ring 1 decorated, cluster and ring 1 lit", true, 1, false, false, 1),
                new Variant("cluster first, only ring 1 decorated, cluster lit, ring 1 carries", true, 0, false, false, 1));
        int protocolMatches = -1;
        for (Variant v : variants) {
            Map<Long, ProtoChunk> chunks = decorate(g, minX, minZ, v.ringsFirst(), v.ringsZMajor(), v.decoratedRings());
            ProtoChunk any = chunks.values().iterator().next();
            int minSection = any.minY() >> 4, sections = any.sectionCount();
            GenerationLight light = new GenerationLight(minSection, sections, g.hasSkyLight());
            light.reset(minX - 2, minZ - 2, 14, 14);
            for (int x = minX - 2; x < minX + 12; x++) {
                for (int z = minZ - 2; z < minZ + 12; z++) {
                    int ring = Math.max(Math.max(minX - x, x - (minX + 9)), Math.max(minZ - z, z - (minZ + 9)));
                    if (ring == 2 && !v.ring2Carries() || ring > v.decoratedRings()) continue;
                    light.add(chunks.get(key(x, z)), ring <= v.litRings());
                }
            }
            light.compute();
            LightEngine engine = light.engine();
            int match = 0;
            List<String> differ = new ArrayList<>();
            for (Map.Entry<Long, String> w : wanted.entrySet()) {
                int x = (int) (w.getKey() >> 32), z = (int) (long) w.getKey();
                String h = hash(engine, x, z, g.hasSkyLight());
                if (h.equals(w.getValue())) match++;
                else if (differ.size() < 8) differ.add(x + " " + z);
            }
            if (v.name().equals(PROTOCOL) && Boolean.getBoolean("strata.lightHashBlocks")) {
                // the blocks the light was computed from, hashed as the file's features column (26.2 state ids)
                List<String> blocksDiffer = new ArrayList<>();
                for (Map.Entry<Long, String> w : wantedFeatures.entrySet()) {
                    if (!w.getValue().equals(clusterBlocks.get(w.getKey()))) blocksDiffer.add((w.getKey() >> 32) + " " + (int) (long) w.getKey());
                }
                System.out.printf("features hashes after the cluster's decoration: %d of 100 differ %s%n", blocksDiffer.size(), blocksDiffer);
            }
            System.out.printf("light hashes, %s cluster %d, %s: %d of 100 match%s%n", dim, cluster, v.name(), match,
                    differ.isEmpty() ? "" : " (differ e.g. " + differ + ")");
            if (v.name().equals(PROTOCOL)) protocolMatches = match;
        }
        int floor = FLOOR.getOrDefault(dim + " " + cluster, 0);
        assertTrue(protocolMatches >= floor, dim + " cluster " + cluster + ": " + protocolMatches + " match, fewer than the " + floor + " found before");
    }

    /** Carvers over the cluster and three rings, the cluster and two rings decorated x-major (the cluster first or not). */
    /** Block hashes of the cluster right after its own 100 decorations (cluster-first readings only). */
    private static final Map<Long, String> clusterBlocks = new HashMap<>();

    private static Map<Long, ProtoChunk> decorate(DimensionGenerator g, int minX, int minZ, boolean clusterFirst, boolean ringsZMajor,
            int rings) {
        DimensionGenerator.Worker w = g.newWorker();
        Map<Long, ProtoChunk> chunks = new HashMap<>();
        for (int x = minX - 3; x < minX + 13; x++) {
            for (int z = minZ - 3; z < minZ + 13; z++) {
                ProtoChunk c = g.newChunk();
                w.generate(x, z, ChunkStep.CARVERS, c);
                chunks.put(key(x, z), c);
            }
        }
        List<long[]> order = new ArrayList<>();
        for (int pass = clusterFirst ? 0 : 1; pass < 2; pass++) {
            for (int a = -rings; a < 10 + rings; a++) {
                for (int b = -rings; b < 10 + rings; b++) {
                    boolean zMajor = pass == 1 && ringsZMajor;
                    int x = (zMajor ? b : a) + minX, z = (zMajor ? a : b) + minZ;
                    boolean inCluster = x >= minX && x < minX + 10 && z >= minZ && z < minZ + 10;
                    if (clusterFirst && (pass == 0) != inCluster) continue;
                    order.add(new long[] {x, z});
                }
            }
        }
        ProtoChunk[] around = new ProtoChunk[9];
        clusterBlocks.clear();
        int decorated = 0;
        for (long[] c : order) {
            for (int dz = -1; dz <= 1; dz++) for (int dx = -1; dx <= 1; dx++) around[(dz + 1) * 3 + dx + 1] = chunks.get(key((int) c[0] + dx, (int) c[1] + dz));
            w.decorate(around);
            if (clusterFirst && ++decorated == 100) {
                for (int x = minX; x < minX + 10; x++) {
                    for (int z = minZ; z < minZ + 10; z++) {
                        try {
                            clusterBlocks.put(key(x, z), blockHash(chunks.get(key(x, z))));
                        } catch (Exception e) {
                            throw new IllegalStateException(e);
                        }
                    }
                }
            }
        }
        return chunks;
    }

    private static String hash(LightEngine engine, int cx, int cz, boolean sky) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        int min = engine.minLightSection(), max = engine.maxLightSection();
        out.writeInt(min);
        out.writeInt(max - min + 1);
        for (int layer = 0; layer < 2; layer++) {
            out.writeByte(layer);
            for (int sy = min; sy <= max; sy++) {
                if (layer == 0 && !sky) {
                    out.writeByte(0);
                    continue;
                }
                byte[] data = layer == 0 ? engine.skyLight(cx, cz, sy) : engine.blockLight(cx, cz, sy);
                if (data != null) {
                    out.writeByte(2);
                    out.write(data);
                } else {
                    out.writeByte(engine.hasLayer(cx, cz, sy) ? 1 : 0);
                }
            }
        }
        return HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest(bytes.toByteArray()));
    }

    /** The fixtures' block hash with 26.2 ids. */
    private static String blockHash(ProtoChunk chunk) throws Exception {
        return dev.strata.engine.testing.ChunkHashes.blocks(chunk, dev.strata.engine.testing.ChunkHashes.identity());
    }

    private static long key(int x, int z) {
        return ((long) x << 32) | (z & 0xFFFFFFFFL);
    }
}
