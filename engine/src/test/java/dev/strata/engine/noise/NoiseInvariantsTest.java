package dev.strata.engine.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.PositionalRandomFactory;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.XoroshiroRandom;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class NoiseInvariantsTest {

    @Test
    void improvedNoiseDrawsOffsetsThenShuffle() {
        ImprovedNoise n = new ImprovedNoise(new LegacyRandom(1234L));
        Random ref = new Random(1234L);
        assertEquals(ref.nextDouble() * 256.0, n.xo);
        assertEquals(ref.nextDouble() * 256.0, n.yo);
        assertEquals(ref.nextDouble() * 256.0, n.zo);
        int[] perm = IntStream.range(0, 256).toArray();
        for (int i = 0; i < 256; i++) {
            int j = ref.nextInt(256 - i);
            int t = perm[i];
            perm[i] = perm[i + j];
            perm[i + j] = t;
        }
        boolean[] seen = new boolean[256];
        for (int i = 0; i < 256; i++) {
            assertEquals(perm[i], n.permutation(i));
            assertEquals(perm[i], n.permutation(i + 256 * 7));
            seen[n.permutation(i)] = true;
        }
        for (boolean b : seen) {
            assertTrue(b);
        }
    }

    @Test
    void improvedNoiseVanishesOnLatticeAndIsBounded() {
        XoroshiroRandom r = new XoroshiroRandom(99L);
        for (int k = 0; k < 20; k++) {
            ImprovedNoise n = new ImprovedNoise(r);
            // x + xo == 0 exactly: every lattice fraction is 0, so the value is the corner's zero dot product.
            assertEquals(0.0, n.noise(-n.xo, -n.yo, -n.zo));
            assertEquals(0.0, n.noise(-n.xo, -n.yo, -n.zo, 0.5, 0.25));
        }
        ImprovedNoise n = new ImprovedNoise(r);
        Random s = new Random(5);
        double maxAbs = 0;
        for (int i = 0; i < 200_000; i++) {
            double x = (s.nextDouble() - 0.5) * 1000;
            double y = (s.nextDouble() - 0.5) * 1000;
            double z = (s.nextDouble() - 0.5) * 1000;
            double v = n.noise(x, y, z);
            assertEquals(v, n.noise(x, y, z, 0.0, 0.0));
            maxAbs = Math.max(maxAbs, Math.abs(v));
        }
        assertTrue(maxAbs <= 1.1 && maxAbs > 0.5, "max |noise| " + maxAbs);
    }

    @Test
    void modernPerlinUsesPositionalOctaveIds() {
        double[] amps = {1.0, 0.0, 2.0};
        PerlinNoise p = PerlinNoise.create(new XoroshiroRandom(7L), -4, amps);
        PositionalRandomFactory f = new XoroshiroRandom(7L).forkPositional();
        ImprovedNoise o4 = new ImprovedNoise(f.fromHashOf("octave_-4"));
        ImprovedNoise o2 = new ImprovedNoise(f.fromHashOf("octave_-2"));
        assertEquals(o2.xo, p.getOctaveNoise(0).xo);
        assertNull(p.getOctaveNoise(1));
        assertEquals(o4.xo, p.getOctaveNoise(2).xo);
        double x = 12.5;
        double y = -3.25;
        double z = 100.75;
        double f0 = 4.0 / 7.0;
        double expected = 0.0;
        expected += 1.0 * o4.noise(PerlinNoise.wrap(x * 0.0625), PerlinNoise.wrap(y * 0.0625), PerlinNoise.wrap(z * 0.0625)) * f0;
        expected += 2.0 * o2.noise(PerlinNoise.wrap(x * 0.25), PerlinNoise.wrap(y * 0.25), PerlinNoise.wrap(z * 0.25)) * (f0 / 4.0);
        assertEquals(expected, p.getValue(x, y, z));
        assertEquals(1.0 * 2.0 * f0 + 2.0 * 2.0 * (f0 / 4.0), p.maxValue());
    }

    @Test
    void legacyPerlinDrawsOctaveZeroFirstAndSkips262() {
        // firstOctave -7, two octaves (-7, -6): draw octave 0's noise, skip octaves -1..-5, then -6, then -7.
        PerlinNoise p = PerlinNoise.createLegacyForLegacyNetherBiome(new LegacyRandom(42L), -7, new double[] {1.0, 1.0});
        LegacyRandom r = new LegacyRandom(42L);
        new ImprovedNoise(r);
        for (int i = 0; i < 5 * 262; i++) {
            r.nextInt();
        }
        ImprovedNoise m6 = new ImprovedNoise(r);
        ImprovedNoise m7 = new ImprovedNoise(r);
        assertEquals(m6.xo, p.getOctaveNoise(0).xo);
        assertEquals(m7.xo, p.getOctaveNoise(1).xo);
        assertEquals(m7.permutation(17), p.getOctaveNoise(1).permutation(17));
        assertEquals(r.nextLong(), nextAfter(42L, -7, new double[] {1.0, 1.0}));

        PerlinNoise modern = PerlinNoise.create(new LegacyRandom(42L), -7, new double[] {1.0, 1.0});
        assertNotEquals(modern.getValue(1.5, 2.5, 3.5), p.getValue(1.5, 2.5, 3.5));

        // Octave +1 is never drawn by the legacy form: the game rejects it.
        assertThrows(RuntimeException.class,
            () -> PerlinNoise.createLegacyForLegacyNetherBiome(new LegacyRandom(1L), 0, new double[] {1.0, 1.0}));
    }

    private static long nextAfter(long seed, int firstOctave, double[] amps) {
        LegacyRandom r = new LegacyRandom(seed);
        PerlinNoise.createLegacyForLegacyNetherBiome(r, firstOctave, amps);
        return r.nextLong();
    }

    @Test
    void legacyBlendedOctaveSetOrder() {
        PerlinNoise p = PerlinNoise.createLegacyForBlendedNoise(new LegacyRandom(3L), IntStream.rangeClosed(-15, 0));
        LegacyRandom r = new LegacyRandom(3L);
        ImprovedNoise zero = new ImprovedNoise(r);
        ImprovedNoise minus1 = new ImprovedNoise(r);
        assertEquals(zero.xo, p.getOctaveNoise(0).xo);
        assertEquals(minus1.xo, p.getOctaveNoise(1).xo);
        assertEquals(-15, p.firstOctave());
        assertEquals(16, p.amplitudes().length);
    }

    @Test
    void normalNoiseFactorsAndBounds() {
        NoiseParameters params = NoiseParameters.of(-7, 1.0, 1.0);
        NormalNoise n = NormalNoise.create(new XoroshiroRandom(11L), params);
        // valueFactor = (1/6) / (0.1 * (1 + 1/2)); each Perlin max = 2 * (2/3) + 2 * (1/3).
        double perlinMax = 1.0 * 2.0 * (2.0 / 3.0) + 1.0 * 2.0 * (1.0 / 3.0);
        assertEquals((perlinMax + perlinMax) * (0.16666666666666666 / (0.1 * (1.0 + 1.0 / 2.0))), n.maxValue(), 1e-15);
        assertEquals(0.1 * (1.0 + 1.0 / 6.0), NormalNoise.expectedDeviation(5));

        // Both Perlin noises come from the same source in sequence.
        XoroshiroRandom r = new XoroshiroRandom(11L);
        PerlinNoise first = PerlinNoise.create(r, -7, new double[] {1.0, 1.0});
        PerlinNoise second = PerlinNoise.create(r, -7, new double[] {1.0, 1.0});
        double x = 1234.5;
        double y = -60.0;
        double z = -987.25;
        double vf = 0.16666666666666666 / NormalNoise.expectedDeviation(1);
        assertEquals((first.getValue(x, y, z) + second.getValue(x * NormalNoise.INPUT_FACTOR,
            y * NormalNoise.INPUT_FACTOR, z * NormalNoise.INPUT_FACTOR)) * vf, n.getValue(x, y, z));

        NormalNoise legacy = NormalNoise.createLegacyNetherBiome(new LegacyRandom(11L), params);
        NormalNoise legacy2 = NormalNoise.createLegacyNetherBiome(new LegacyRandom(11L), params);
        assertEquals(legacy.getValue(x, y, z), legacy2.getValue(x, y, z));
        assertNotEquals(legacy.getValue(x, y, z), n.getValue(x, y, z));

        NormalNoise cont = NormalNoise.create(new XoroshiroRandom(0L), -9, 1.0, 1.0, 2.0, 2.0, 2.0, 1.0, 1.0, 1.0, 1.0);
        Random s = new Random(8);
        for (int i = 0; i < 100_000; i++) {
            double v = cont.getValue((s.nextDouble() - 0.5) * 2e6, 0.0, (s.nextDouble() - 0.5) * 2e6);
            assertTrue(Math.abs(v) <= cont.maxValue(), "value " + v + " beyond " + cont.maxValue());
        }
    }

    @Test
    void allZeroAmplitudesLikeLegacyShift() {
        NormalNoise n = NormalNoise.create(new XoroshiroRandom(0L), new NoiseParameters(0, new double[] {0.0}));
        assertEquals(0.0, n.getValue(1, 2, 3));
        assertEquals(0.0, n.maxValue());
    }

    @Test
    void wrapMatchesGame() {
        assertEquals(0.0, PerlinNoise.wrap(3.3554432E7));
        assertEquals(1.5, PerlinNoise.wrap(3.3554432E7 + 1.5));
        assertEquals(-1.5, PerlinNoise.wrap(-1.5));
        assertEquals(1.6777215E7, PerlinNoise.wrap(1.6777215E7));
        assertEquals(-1.6777216E7, PerlinNoise.wrap(1.6777216E7));
    }

    @Test
    void blendedNoiseBoundsAndDeterminism() {
        PositionalRandomFactory f = new XoroshiroRandom(0L).forkPositional();
        RandomSource terrain = f.fromHashOf("minecraft:terrain");
        BlendedNoise b = BlendedNoise.create(terrain, 0.25, 0.125, 80.0, 160.0, 8.0);
        BlendedNoise b2 = BlendedNoise.createUnseeded(0.25, 0.125, 80.0, 160.0, 8.0)
            .withNewRandom(new XoroshiroRandom(0L).forkPositional().fromHashOf("minecraft:terrain"));
        assertEquals(-b.maxValue(), b.minValue());
        Random s = new Random(3);
        boolean varied = false;
        double prev = Double.NaN;
        for (int i = 0; i < 20_000; i++) {
            int x = s.nextInt(200_000) - 100_000;
            int y = s.nextInt(384) - 64;
            int z = s.nextInt(200_000) - 100_000;
            double v = b.compute(x, y, z);
            assertEquals(v, b2.compute(x, y, z));
            assertTrue(v >= b.minValue() && v <= b.maxValue());
            varied |= prev != v;
            prev = v;
        }
        assertTrue(varied);
        BlendedNoise legacy = BlendedNoise.create(new LegacyRandom(0L), 0.25, 0.125, 80.0, 160.0, 8.0);
        assertNotEquals(legacy.compute(10, 20, 30), b.compute(10, 20, 30));
    }

    @Test
    void simplexBoundsAndLattice() {
        SimplexNoise n = new SimplexNoise(new LegacyRandom(77L));
        assertEquals(0.0, n.getValue(0.0, 0.0));
        assertEquals(0.0, n.getValue(0.0, 0.0, 0.0));
        Random s = new Random(2);
        for (int i = 0; i < 100_000; i++) {
            double x = (s.nextDouble() - 0.5) * 1e4;
            double y = (s.nextDouble() - 0.5) * 1e4;
            double z = (s.nextDouble() - 0.5) * 1e4;
            assertTrue(Math.abs(n.getValue(x, y)) <= 1.0);
            assertTrue(Math.abs(n.getValue(x, y, z)) <= 1.0);
        }
    }

    @Test
    void endIslandsShape() {
        EndIslands e = new EndIslands(0L);
        assertEquals(0.5625, e.compute(0, 0));
        // Java truncating division: blocks -7..7 all fall in cell 0.
        assertEquals(e.compute(0, 0), e.compute(-7, 7));
        // Main island edge: 100 - sqrt(x^2 + z^2) * 8 over 8-block cells, no outer islands within 64 cells * 2.
        assertEquals(((double) (100.0F - (float) Math.sqrt(200.0F) * 8.0F) - 8.0) / 128.0, e.compute(80, 80));
        Random s = new Random(4);
        double max = -1;
        for (int i = 0; i < 2_000; i++) {
            int x = s.nextInt(20_000) + 2_000;
            int z = s.nextInt(20_000) - 10_000;
            double v = e.compute(x, z);
            assertTrue(v >= EndIslands.minValue() && v <= EndIslands.maxValue());
            max = Math.max(max, v);
        }
        assertTrue(max > EndIslands.minValue(), "some outer islands expected");
    }
}
