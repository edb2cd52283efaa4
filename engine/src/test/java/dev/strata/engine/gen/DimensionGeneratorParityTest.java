package dev.strata.engine.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.ChunkFixture;
import dev.strata.engine.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The product's own path (DimensionGenerator with the dimension's real extent, nether and end 256 blocks tall)
 * reproduces every vanilla noise and surface fixture exactly, with one worker per dimension reused across chunks.
 */
class DimensionGeneratorParityTest {
    private static final Pattern NOISE = Pattern.compile("noise_(nether_|end_)?no_blend_no_beard_(-?\\d+)_(-?\\d+)\\.chunk");
    private static final Pattern SURFACE = Pattern.compile("(nether_|end_)?(?:no_blend_no_beard_)?surface_(?:no_blend_no_beard_)?(?:[a-z_]+_)?(-?\\d+)_(-?\\d+)\\.chunk");

    @Test
    void everyFixtureMatchesThroughTheFacade() throws Exception {
        Map<String, DimensionGenerator> gens = new HashMap<>();
        Map<String, DimensionGenerator.Worker> workers = new HashMap<>();
        Map<String, ProtoChunk> chunks = new HashMap<>();
        int checked = 0;
        List<Path> files;
        try (Stream<Path> s = Files.list(SharedData.fixture("chunks"))) {
            files = s.sorted().toList();
        }
        for (Path file : files) {
            String name = file.getFileName().toString();
            Matcher n = NOISE.matcher(name);
            Matcher s = SURFACE.matcher(name);
            ChunkStep step;
            String dimPrefix;
            int cx, cz;
            if (n.matches()) {
                step = ChunkStep.NOISE;
                dimPrefix = n.group(1);
                cx = Integer.parseInt(n.group(2));
                cz = Integer.parseInt(n.group(3));
            } else if (s.matches()) {
                step = ChunkStep.SURFACE;
                dimPrefix = s.group(1);
                cx = Integer.parseInt(s.group(2));
                cz = Integer.parseInt(s.group(3));
            } else {
                continue;
            }
            String dim = dimPrefix == null ? "minecraft:overworld" : dimPrefix.startsWith("nether") ? "minecraft:the_nether" : "minecraft:the_end";
            DimensionGenerator g = gens.computeIfAbsent(dim, d -> DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse(d), null, 0L));
            DimensionGenerator.Worker w = workers.computeIfAbsent(dim, d -> g.newWorker());
            ProtoChunk chunk = chunks.computeIfAbsent(dim, d -> g.newChunk());
            w.generate(cx, cz, step, chunk);
            ChunkFixture expected = ChunkFixture.read(file);
            int mismatches = 0;
            for (int x = 0; x < 16; x++) {
                for (int ly = 0; ly < chunk.height(); ly++) {
                    for (int z = 0; z < 16; z++) {
                        int want = ly < expected.height() ? expected.at(x, ly, z) : 0;
                        if (chunk.getBlock(x, chunk.minY() + ly, z) != want) mismatches++;
                    }
                }
            }
            assertEquals(0, mismatches, name + " via DimensionGenerator (" + dim + ", " + step + ")");
            assertEquals(step.status(), chunk.status());
            checked++;
        }
        assertEquals(16, checked, "fixture chunks compared");
    }
}
