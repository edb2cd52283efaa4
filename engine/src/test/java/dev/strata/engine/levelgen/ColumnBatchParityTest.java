package dev.strata.engine.levelgen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.density.DensityCompiler;
import dev.strata.engine.density.DensityFunction;
import dev.strata.engine.testing.SharedData;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Batched column evaluation ({@link DensityFunction#fillColumn}) equals scalar {@code compute} bit for bit: every
 * router function of every vanilla preset, compiled directly, over random columns; and a noise chunk's lattices
 * and blocks filled with batched columns by one worker across many chunks equal those filled one corner at a time
 * by a fresh worker per chunk.
 */
class ColumnBatchParityTest {

    @ParameterizedTest
    @ValueSource(strings = {"overworld", "nether", "end", "amplified", "large_biomes", "caves", "floating_islands"})
    void routerFunctionsBatchedEqualScalar(String preset) {
        var settings = NoiseGeneratorSettings.load(SharedData.vanilla(), ResourceId.parse("minecraft:" + preset));
        SplittableRandom r = new SplittableRandom(preset.hashCode());
        for (long seed : new long[] {0L, r.nextLong()}) {
            var state = new RandomState(SharedData.vanilla(), seed, settings.legacyRandomSource());
            NoiseRouter router = NoiseRouter.compile(settings.router(), new DensityCompiler(state, DensityCompiler.DIRECT));
            DensityFunction[] fs = {router.barrier(), router.fluidLevelFloodedness(), router.fluidLevelSpread(), router.lava(),
                router.temperature(), router.vegetation(), router.continents(), router.erosion(), router.depth(), router.ridges(),
                router.finalDensity(), router.veinToggle(), router.veinRidged(), router.veinGap()};
            for (int c = 0; c < 40; c++) {
                int x = r.nextBoolean() ? r.nextInt(-3000, 3000) : r.nextInt(-30_000_000, 30_000_000);
                int z = r.nextBoolean() ? r.nextInt(-3000, 3000) : r.nextInt(-30_000_000, 30_000_000);
                int dy = 1 + r.nextInt(8);
                int n = 1 + r.nextInt(60);
                int y0 = r.nextInt(-80, 200);
                double[] out = new double[n];
                for (int f = 0; f < fs.length; f++) {
                    fs[f].fillColumn(x, z, y0, dy, n, out);
                    for (int i = 0; i < n; i++) {
                        double expected = fs[f].compute(x, y0 + i * dy, z);
                        int fi = f, ii = i;
                        assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(out[i]),
                            () -> preset + " function " + fi + " at " + x + "," + (y0 + ii * dy) + "," + z);
                    }
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"overworld", "nether", "end", "amplified"})
    void noiseChunkLatticesBatchedEqualScalar(String preset) {
        var settings = NoiseGeneratorSettings.load(SharedData.vanilla(), ResourceId.parse("minecraft:" + preset));
        var state = new RandomState(SharedData.vanilla(), 42L, settings.legacyRandomSource());
        var batched = new NoiseChunk(settings, state);
        var a = new ProtoChunk(settings.noise().minY(), settings.noise().height());
        var b = new ProtoChunk(settings.noise().minY(), settings.noise().height());
        SplittableRandom r = new SplittableRandom(7);
        for (int c = 0; c < 12; c++) {
            int cx = c < 4 ? c : r.nextBoolean() ? r.nextInt(-200, 200) : r.nextInt(-1_800_000, 1_800_000);
            int cz = c < 4 ? 0 : r.nextBoolean() ? r.nextInt(-200, 200) : r.nextInt(-1_800_000, 1_800_000);
            batched.fill(a, cx, cz);
            // a fresh worker per chunk: no corner columns or preliminary surface levels kept from other chunks
            var scalar = new NoiseChunk(settings, state);
            scalar.batchedColumns = false;
            scalar.fill(b, cx, cz);
            for (int i = 0; i < batched.interpolatedCount(); i++) {
                double[] la = batched.lattice(i), lb = scalar.lattice(i);
                for (int k = 0; k < la.length; k++) {
                    int ii = i, kk = k;
                    assertEquals(Double.doubleToRawLongBits(lb[k]), Double.doubleToRawLongBits(la[k]),
                        () -> preset + " chunk " + cx + "," + cz + " interpolator " + ii + " corner " + kk);
                }
            }
            assertArrayEquals(b.blocks(), a.blocks(), preset + " chunk " + cx + "," + cz);
        }
    }
}
