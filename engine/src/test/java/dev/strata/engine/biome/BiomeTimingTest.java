package dev.strata.engine.biome;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.density.DensityCompiler;
import dev.strata.engine.levelgen.NoiseChunk;
import dev.strata.engine.levelgen.NoiseGeneratorSettings;
import dev.strata.engine.levelgen.NoiseRouter;
import dev.strata.engine.levelgen.RandomState;
import dev.strata.engine.testing.SharedData;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A rough timing of the overworld biome step (not a benchmark, no assertion on speed): prints milliseconds per
 * chunk for the DIRECT router and a NoiseChunk-bound router, and the time to build the overworld R-tree.
 */
class BiomeTimingTest {

    @Test
    void timing() {
        var pack = SharedData.vanilla();
        BiomeRegistry registry = BiomeRegistry.load(pack);
        long t0 = System.nanoTime();
        MultiNoiseBiomeSource source = new MultiNoiseBiomeSource(OverworldBiomeBuilder.entries(), registry);
        long build = System.nanoTime() - t0;
        var settings = NoiseGeneratorSettings.load(pack, ResourceId.parse("minecraft:overworld"));
        var state = new RandomState(pack, 0L, settings.legacyRandomSource());
        NoiseRouter direct = NoiseRouter.compile(settings.router(), new DensityCompiler(state, DensityCompiler.DIRECT));
        NoiseChunk chunk = new NoiseChunk(settings, state);
        BiomeSource.Resolver[] resolvers = {source.resolver(ClimateSampler.of(direct)), source.resolver(ClimateSampler.of(chunk.router())),
            source.resolver(ClimateSampler.compile(settings.router(), state)), source.resolver(ClimateSampler.of(settings.router(), chunk.router()))};
        String[] names = {"direct", "noise-chunk router", "compiled, column-cached", "noise-chunk router, column-cached"};
        int[] out = new int[ChunkBiomes.size(24)];
        StringBuilder report = new StringBuilder(String.format(Locale.ROOT, "overworld R-tree build %.1f ms%n", build / 1e6));
        long sink = 0;
        for (int k = 0; k < resolvers.length; k++) {
            for (int warm = 0; warm < 2; warm++) {
                int n = warm == 0 ? 20 : 40;
                long s = System.nanoTime();
                for (int i = 0; i < n; i++) {
                    ChunkBiomes.fill(resolvers[k], 1000 + i, -300 + warm * 500 + k * 1000, -4, 24, out);
                    sink += out[i % out.length];
                }
                if (warm == 1) {
                    report.append(String.format(Locale.ROOT, "%s: %.2f ms per chunk (1536 quarts)%n", names[k], (System.nanoTime() - s) / 1e6 / n));
                }
            }
        }
        System.out.print(report);
        assertTrue(sink >= 0);
    }
}
