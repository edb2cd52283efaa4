package dev.strata.engine.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import dev.strata.regionio.block.BlockStateRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The noise and surface steps against hashes the game itself made, inside its own chunk pipeline, for seed 13579
 * ({@code ../shared/fixtures/vanilla-hashes-13579/chunk_stage_hashes.tsv}, see its README: MD5 over the sections,
 * block-state ids of the game 26.1, which made them, mapped with {@code ../shared/tools/states-26.1.json}).
 *
 * <p>By default the clusters that hold biome borders where the climate ties (overworld cluster 8, whose chunk
 * (-181254, -2199) reads a beach / forest tie stored by its own biome step) and the nether's and the end's clusters,
 * each generated twice on fresh workers in opposite orders, so a result that depends on what a worker did before
 * fails. {@code -Dstrata.stageHashClusters=all} checks every chunk of the file (about a minute per 500 chunks and
 * core); {@code overworld:0,1;the_nether:0} picks clusters. A second test holds, as facts, the public file's hashes
 * of the other chunks whose surface a climate tie decides.
 *
 * <p>The game 26.1 made these hashes: the generator reads the vanilla data through {@link SharedData#vanilla261()},
 * whose overworld has 26.1's biome list (no {@code sulfur_caves}); 26.2's list is checked by {@link SulfurCavesHashTest}.
 */
class StageHashParityTest {
    private static final String DEFAULT = "overworld:8;the_nether:0;the_end:0";

    /** One row of the fixture. */
    private record Row(String dimension, String cluster, int x, int z, String noise, String surface) {}

    @Test
    void noiseAndSurfaceHashesEqualTheGames() throws Exception {
        Map<String, Set<String>> wanted = selection(System.getProperty("strata.stageHashClusters", DEFAULT));
        Map<String, List<Row>> byDimension = new HashMap<>();
        for (String line : Files.readAllLines(SharedData.root().resolve("fixtures/vanilla-hashes-13579/chunk_stage_hashes.tsv"))) {
            String[] f = line.split("\t");
            if (f.length < 6 || !f[0].startsWith("minecraft:")) continue;
            Set<String> clusters = wanted.get(f[0]);
            if (clusters == null || !(clusters.contains("all") || clusters.contains(f[1]))) continue;
            byDimension.computeIfAbsent(f[0], d -> new ArrayList<>())
                    .add(new Row(f[0], f[1], Integer.parseInt(f[2]), Integer.parseInt(f[3]), f[4], f[5]));
        }
        assertTrue(byDimension.containsKey("minecraft:overworld") || !wanted.containsKey("minecraft:overworld"), "no overworld rows");
        int[] toOld = idsOf261();
        List<String> wrong = new ArrayList<>();
        int compared = 0, notComparable = 0;
        for (Map.Entry<String, List<Row>> e : byDimension.entrySet()) {
            DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla261(), ResourceId.parse(e.getKey()), null, 13579L);
            g.setGenerateStructures(false); // the fixture's world had structures off: its noise has no terrain adaptation
            List<Row> rows = e.getValue();
            for (int pass = 0; pass < 2; pass++) {
                // a fresh worker per pass; the second walks the chunks backwards
                DimensionGenerator.Worker w = g.newWorker();
                ProtoChunk chunk = g.newChunk();
                for (int i = 0; i < rows.size(); i++) {
                    Row r = rows.get(pass == 0 ? i : rows.size() - 1 - i);
                    String where = r.dimension() + " cluster " + r.cluster() + " chunk " + r.x() + " " + r.z() + " pass " + pass;
                    String noise = r.noise();
                    if (pass == 0) { // the noise step does not depend on the order: once
                        w.generate(r.x(), r.z(), ChunkStep.NOISE, chunk);
                        noise = hash(chunk, toOld);
                    }
                    w.generate(r.x(), r.z(), ChunkStep.SURFACE, chunk);
                    String surface = hash(chunk, toOld);
                    if (noise == null || surface == null) { // a block 26.1 does not have: the hash cannot match
                        notComparable++;
                        System.out.println(where + ": holds a block state the game 26.1 lacks, not compared");
                        continue;
                    }
                    compared++;
                    if (!noise.equals(r.noise())) wrong.add(where + ": noise " + noise + ", game " + r.noise());
                    if (!surface.equals(r.surface())) wrong.add(where + ": surface " + surface + ", game " + r.surface());
                }
            }
        }
        System.out.printf("stage hashes: %d chunk generations compared, %d not comparable%n", compared, notComparable);
        assertEquals(List.of(), wrong, "hashes that differ from the game's");
        assertTrue(compared > 0 && notComparable * 20 < compared, "compared " + compared + ", not comparable " + notComparable);
    }

    /**
     * Surface hashes of the public file ({@code steel-core/test_assets/chunk_stage_hashes.json} of
     * {@code Steel-Foundation/SteelMC}, the game's own hashes, 26.1 ids) for the chunks outside the fixture TSV whose
     * surface depends on how climate ties are decided: of its 7,500 chunks (25 clusters per dimension), these and
     * the fixture's (-181254, -2199) are the only ones whose surface the reading of stored grids with a chunk-local
     * warm start changes against a surface step that searches the biome source. Dimension, x, z, surface hash.
     */
    private static final String[][] TIE_DECIDED = {
        {"minecraft:overworld", "160238", "40376", "efa9515d29da04a876a9867089fee1b9"},
        {"minecraft:overworld", "292264", "473325", "d3dca0b2d83203f8bbd608fecfe4531c"},
        {"minecraft:overworld", "292264", "473326", "56938cc25716047751eadb6e3d9859cb"},
        {"minecraft:overworld", "300243", "59302", "92b0b8a93991af4f482e298e3093c356"},
        {"minecraft:overworld", "300244", "59301", "a5f774a4689723ab4ebb29051ca3df41"},
        {"minecraft:overworld", "300245", "59301", "ae31a9dbca9c5214da0dfa38f84420a0"},
        {"minecraft:overworld", "429639", "-272437", "3a93ceda16c91658cdee5bb226d63811"},
        {"minecraft:overworld", "442906", "111605", "a46279ea490a9dcf439ccf2f53141280"},
        {"minecraft:overworld", "442907", "111607", "d96fe2c3375c1ce513d2a5c58e57ac4d"},
        {"minecraft:the_nether", "-297997", "171739", "73b5921575b9fbb67d9362bdf5882ac6"},
        {"minecraft:the_nether", "160108", "-403543", "543dc3be3cb9e61adf358af632ab1a1e"},
        {"minecraft:the_nether", "160110", "-403548", "29d01d47bd4c4db2c2b926256210853b"},
        {"minecraft:the_nether", "160110", "-403547", "8f31117d210a2a963b202ef7397ca5d0"},
        {"minecraft:the_nether", "338467", "-493700", "754a69a257d7e383f528ad43a03c8f30"},
        {"minecraft:the_nether", "338467", "-493699", "74a60a3d919d81d9cd3ab6cf977b48d3"},
        {"minecraft:the_nether", "442905", "111599", "722f890eb8b6fc3c17a260cf7688f5c2"},
        {"minecraft:the_nether", "442907", "111598", "d7855481e3b780afea03a9523d49c92c"},
    };

    @Test
    void chunksWhereTiesDecideTheSurfaceEqualTheGames() throws Exception {
        int[] toOld = idsOf261();
        List<String> wrong = new ArrayList<>();
        for (String dim : new String[] {"minecraft:overworld", "minecraft:the_nether"}) {
            DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla261(), ResourceId.parse(dim), null, 13579L);
            g.setGenerateStructures(false); // the fixture's world had structures off: its noise has no terrain adaptation
            DimensionGenerator.Worker w = g.newWorker(); // one worker for all, in the listed order
            ProtoChunk chunk = g.newChunk();
            for (String[] c : TIE_DECIDED) {
                if (!c[0].equals(dim)) continue;
                w.generate(Integer.parseInt(c[1]), Integer.parseInt(c[2]), ChunkStep.SURFACE, chunk);
                String surface = hash(chunk, toOld);
                if (!c[3].equals(surface)) wrong.add(dim + " chunk " + c[1] + " " + c[2] + ": surface " + surface + ", game " + c[3]);
            }
        }
        assertEquals(List.of(), wrong, "hashes that differ from the game's");
    }

    /** {@code overworld:8;the_nether:0} (or {@code all}) to dimension id → cluster numbers. */
    static Map<String, Set<String>> selection(String spec) {
        Map<String, Set<String>> out = new java.util.LinkedHashMap<>();
        if (spec.equals("all")) {
            for (String d : new String[] {"overworld", "the_nether", "the_end"}) out.put("minecraft:" + d, Set.of("all"));
            return out;
        }
        for (String part : spec.split(";")) {
            String[] kv = part.split(":");
            out.put("minecraft:" + kv[0].trim(), new HashSet<>(Arrays.asList(kv[1].trim().split(","))));
        }
        return out;
    }

    /** 26.2 state id → 26.1 state id (-1: 26.1 lacks it), from {@code tools/states-26.1.json}. */
    static int[] idsOf261() throws Exception {
        Path file = SharedData.root().resolve("tools/states-26.1.json");
        Map<String, Integer> old = new HashMap<>();
        Matcher m = Pattern.compile("\"([^\"]+)\"\\s*:\\s*(\\d+)").matcher(Files.readString(file));
        while (m.find()) old.put(m.group(1), Integer.parseInt(m.group(2)));
        assertTrue(old.size() > 20_000, file + ": only " + old.size() + " states");
        BlockStateRegistry registry = BlockStateRegistry.vanilla();
        int[] out = new int[registry.stateCount()];
        for (int i = 0; i < out.length; i++) out[i] = old.getOrDefault(registry.toString(i), -1);
        assertEquals(27924, out[registry.parse("minecraft:deepslate[axis=y]")], "the README's example id");
        return out;
    }

    /** The fixture's hash ({@link dev.strata.engine.testing.ChunkHashes#blocks}); null if a block has no id in {@code toOld}. */
    static String hash(ProtoChunk chunk, int[] toOld) throws Exception {
        return dev.strata.engine.testing.ChunkHashes.blocks(chunk, toOld);
    }
}
