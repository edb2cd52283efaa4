package dev.strata.engine.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strata.engine.random.XoroshiroRandom;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The batched column samplers of the noises equal their scalar forms bit for bit ({@code doubleToRawLongBits}). */
class ColumnNoiseParityTest {
    private static final SplittableRandom R = new SplittableRandom(0x5EEDL);

    private static double coord() {
        switch (R.nextInt(4)) {
            case 0: return R.nextDouble(-64.0, 64.0);
            case 1: return R.nextInt(-2000, 2000) * 0.25;
            case 2: return R.nextDouble(-4.0e7, 4.0e7);
            default: return R.nextInt(-30_000_000, 30_000_000);
        }
    }

    private static void same(double expected, double actual, String what) {
        assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(actual),
            () -> what + ": expected " + expected + " got " + actual);
    }

    /** The game's wrap, {@code d - lfloor(d / 2^25 + 0.5) * 2^25}, without the fast path. */
    private static double wrapReference(double d) {
        return d - (double) NoiseMath.lfloor(d / 3.3554432E7 + 0.5) * 3.3554432E7;
    }

    @Test
    void wrapFastPathEqualsGameFormula() {
        double[] edges = {0.0, -0.0, 8388608.0, -8388608.0, Math.nextDown(8388608.0), Math.nextUp(-8388608.0), 16777216.0,
            -16777216.0, Math.nextDown(16777216.0), 33554432.0, -33554432.0, 1.0e300, -1.0e300, Double.MIN_VALUE,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 684.412 * 30_000_000, -684.412 * 30_000_000};
        for (double d : edges) same(wrapReference(d), PerlinNoise.wrap(d), "wrap " + d);
        for (int i = 0; i < 2_000_000; i++) {
            double d = switch (i % 4) {
                case 0 -> R.nextDouble(-1.0e5, 1.0e5);
                case 1 -> R.nextDouble(-2.0e7, 2.0e7);
                case 2 -> R.nextDouble(-3.0e10, 3.0e10);
                default -> (R.nextBoolean() ? 1 : -1) * (8388608.0 + R.nextInt(-1000, 1000) * 0.125);
            };
            same(wrapReference(d), PerlinNoise.wrap(d), "wrap");
        }
    }

    @Test
    void improvedNoiseColumns() {
        for (int seed = 0; seed < 20; seed++) {
            ImprovedNoise noise = new ImprovedNoise(new XoroshiroRandom(seed));
            for (int c = 0; c < 200; c++) {
                double x = coord(), z = coord();
                int n = 1 + R.nextInt(60);
                double[] ys = new double[n];
                double[] fudge = new double[n];
                int[] idx = new int[n];
                for (int i = 0; i < n; i++) {
                    ys[i] = R.nextBoolean() ? coord() : R.nextInt(-64, 320) * 0.5;
                    fudge[i] = R.nextInt(5) == 0 ? -R.nextDouble() : R.nextDouble(-0.2, 3.0);
                    idx[i] = i;
                }
                double yScale = R.nextInt(4) == 0 ? 0.0 : R.nextDouble(0.001, 5.0);
                double[] out = new double[n];
                noise.noiseColumn(x, z, ys, n, out);
                for (int i = 0; i < n; i++) same(noise.noise(x, ys[i], z), out[i], "noise");
                noise.noiseColumnSmeared(x, z, ys, yScale, fudge, idx, n, out);
                for (int i = 0; i < n; i++) same(noise.noise(x, ys[i], z, yScale, fudge[i]), out[i], "smeared");
            }
        }
    }

    @Test
    void perlinAndNormalColumns() {
        for (int seed = 0; seed < 10; seed++) {
            double[] amps = {1.0, 0.0, 2.0, 1.5, 0.5, 1.0};
            PerlinNoise perlin = PerlinNoise.create(new XoroshiroRandom(seed), -7 + seed % 3, amps);
            NormalNoise normal = NormalNoise.create(new XoroshiroRandom(seed * 31L), -9 + seed, 1.0, 1.0, 0.0, 2.0);
            NormalNoise legacy = NormalNoise.createLegacyNetherBiome(new dev.strata.engine.random.LegacyRandom(seed),
                new NoiseParameters(-7, new double[] {1.0, 1.0}));
            for (int c = 0; c < 200; c++) {
                double x = coord(), z = coord();
                int n = 1 + R.nextInt(60);
                double[] ys = new double[n];
                for (int i = 0; i < n; i++) ys[i] = R.nextBoolean() ? coord() : R.nextInt(-64, 320) * 1.5;
                double[] out = new double[n];
                perlin.getValueColumn(x, z, ys, n, out);
                for (int i = 0; i < n; i++) same(perlin.getValue(x, ys[i], z), out[i], "perlin");
                normal.getValueColumn(x, z, ys, n, out);
                for (int i = 0; i < n; i++) same(normal.getValue(x, ys[i], z), out[i], "normal");
                legacy.getValueColumn(x, z, ys, n, out);
                for (int i = 0; i < n; i++) same(legacy.getValue(x, ys[i], z), out[i], "legacy normal");
            }
        }
    }

    @Test
    void blendedNoiseColumns() {
        double[][] params = {{0.25, 0.125, 80.0, 160.0, 8.0}, {0.25, 0.375, 80.0, 60.0, 8.0}, {1.0, 1.0, 80.0, 160.0, 4.0},
            {2.0, 0.5, 10.0, 5.0, 1.0}};
        for (int seed = 0; seed < 6; seed++) {
            for (double[] p : params) {
                BlendedNoise b = BlendedNoise.create(new XoroshiroRandom(seed), p[0], p[1], p[2], p[3], p[4]);
                for (int c = 0; c < 60; c++) {
                    int x = R.nextBoolean() ? R.nextInt(-5000, 5000) : R.nextInt(-30_000_000, 30_000_000);
                    int z = R.nextBoolean() ? R.nextInt(-5000, 5000) : R.nextInt(-30_000_000, 30_000_000);
                    int dy = 1 + R.nextInt(8);
                    int n = 1 + R.nextInt(60);
                    int y0 = R.nextInt(-128, 300);
                    double[] out = new double[n];
                    b.computeColumn(x, z, y0, dy, n, out);
                    for (int i = 0; i < n; i++) same(b.compute(x, y0 + i * dy, z), out[i], "blended");
                }
            }
        }
    }
}
