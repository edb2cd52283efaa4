package dev.strata.engine.levelgen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.testing.ChunkFixture;
import dev.strata.engine.testing.SharedData;
import dev.strata.regionio.block.BlockStateRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every noise-step chunk the game 26.2 generated (seed 0, blending and beardifier off) must equal ours block for
 * block: zero mismatches, no tolerance.
 */
class NoiseParityTest {
    private static final Pattern NAME = Pattern.compile("noise_(nether_|end_)?no_blend_no_beard_(-?\\d+)_(-?\\d+)\\.chunk");

    static List<Path> fixtures() throws Exception {
        try (Stream<Path> s = Files.list(SharedData.fixture("chunks"))) {
            return s.filter(p -> NAME.matcher(p.getFileName().toString()).matches()).sorted().collect(Collectors.toList());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void noiseStepEqualsVanilla(Path file) throws Exception {
        Matcher m = NAME.matcher(file.getFileName().toString());
        if (!m.matches()) throw new IllegalStateException();
        String dim = m.group(1) == null ? "overworld" : m.group(1).startsWith("nether") ? "nether" : "end";
        int cx = Integer.parseInt(m.group(2));
        int cz = Integer.parseInt(m.group(3));
        ChunkFixture expected = ChunkFixture.read(file);

        var settings = NoiseGeneratorSettings.load(SharedData.vanilla(), ResourceId.parse("minecraft:" + dim));
        var state = new RandomState(SharedData.vanilla(), 0L, settings.legacyRandomSource());
        var generator = new NoiseChunk(settings, state);
        var chunk = new ProtoChunk(settings.noise().minY(), settings.noise().height());
        generator.fill(chunk, cx, cz);

        assertEquals(0, expected.mismatches(chunk), () -> expected.report(chunk));
    }

    /**
     * A worker reuses corner columns and caches across chunks: generating every overworld fixture with one shared
     * NoiseChunk, each right after its four neighbours, must still match vanilla exactly.
     */
    @org.junit.jupiter.api.Test
    void sharedWorkerAcrossNeighboursStillExact() throws Exception {
        var settings = NoiseGeneratorSettings.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"));
        var state = new RandomState(SharedData.vanilla(), 0L, settings.legacyRandomSource());
        var generator = new NoiseChunk(settings, state);
        var chunk = new ProtoChunk(settings.noise().minY(), settings.noise().height());
        int checked = 0;
        for (Path file : fixtures()) {
            Matcher m = NAME.matcher(file.getFileName().toString());
            if (!m.matches() || m.group(1) != null) continue;
            int cx = Integer.parseInt(m.group(2));
            int cz = Integer.parseInt(m.group(3));
            for (int[] d : new int[][] {{-1, 0}, {0, -1}, {1, 0}, {0, 1}}) generator.fill(chunk, cx + d[0], cz + d[1]);
            generator.fill(chunk, cx, cz);
            ChunkFixture expected = ChunkFixture.read(file);
            assertEquals(0, expected.mismatches(chunk), () -> expected.report(chunk));
            checked++;
        }
        assertEquals(4, checked, "overworld noise fixtures found");
    }

}
