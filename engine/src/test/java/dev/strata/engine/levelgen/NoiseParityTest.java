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

        assertEquals(0, mismatches(expected, chunk), () -> report(expected, chunk));
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
            assertEquals(0, mismatches(expected, chunk), () -> report(expected, chunk));
            checked++;
        }
        assertEquals(4, checked, "overworld noise fixtures found");
    }

    static int mismatches(ChunkFixture expected, ProtoChunk chunk) {
        int n = 0;
        for (int x = 0; x < 16; x++) {
            for (int ly = 0; ly < chunk.height(); ly++) {
                for (int z = 0; z < 16; z++) {
                    int want = ly < expected.height() ? expected.at(x, ly, z) : 0;
                    if (chunk.getBlock(x, chunk.minY() + ly, z) != want) n++;
                }
            }
        }
        return n;
    }

    static String report(ChunkFixture expected, ProtoChunk chunk) {
        BlockStateRegistry reg = BlockStateRegistry.vanilla();
        StringBuilder sb = new StringBuilder(expected.name()).append(": ").append(mismatches(expected, chunk)).append(" blocks differ; first:\n");
        int shown = 0;
        for (int ly = chunk.height() - 1; ly >= 0 && shown < 25; ly--) {
            for (int x = 0; x < 16 && shown < 25; x++) {
                for (int z = 0; z < 16 && shown < 25; z++) {
                    int want = ly < expected.height() ? expected.at(x, ly, z) : 0;
                    int got = chunk.getBlock(x, chunk.minY() + ly, z);
                    if (got != want) {
                        sb.append(String.format("  (%d,%d,%d) expected %s got %s%n", x, chunk.minY() + ly, z, reg.toString(want), reg.toString(got)));
                        shown++;
                    }
                }
            }
        }
        return sb.toString();
    }
}
