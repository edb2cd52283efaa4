package dev.strata.engine.density;

import dev.strata.engine.noise.BlendedNoise;
import dev.strata.engine.noise.EndIslands;
import dev.strata.engine.noise.NormalNoise;

/** Compiled nodes that sample noises (game: {@code DensityFunctions.Noise}, {@code ShiftedNoise}, shifts, ...). */
final class NoiseNodes {
    private NoiseNodes() {}

    /** {@code noise}: {@code noise.getValue(x * xzScale, y * yScale, z * xzScale)}. */
    static final class Noise extends Node {
        final NormalNoise noise;
        final double xzScale, yScale;

        Noise(NormalNoise noise, double xzScale, double yScale) {
            super(-noise.maxValue(), noise.maxValue());
            this.noise = noise;
            this.xzScale = xzScale;
            this.yScale = yScale;
        }

        @Override
        public double compute(int x, int y, int z) {
            return noise.getValue(x * xzScale, y * yScale, z * xzScale);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            double[] ys = scratch(0, n);
            for (int i = 0; i < n; i++) ys[i] = (y0 + i * dy) * yScale;
            noise.getValueColumn(x * xzScale, z * xzScale, ys, n, out);
        }
    }

    /** {@code shifted_noise}: the noise at {@code (x * xzScale + shiftX, y * yScale + shiftY, z * xzScale + shiftZ)}. */
    static final class ShiftedNoise extends Node {
        final NormalNoise noise;
        final DensityFunction shiftX, shiftY, shiftZ;
        final double xzScale, yScale;

        ShiftedNoise(NormalNoise noise, DensityFunction shiftX, DensityFunction shiftY, DensityFunction shiftZ, double xzScale, double yScale) {
            super(-noise.maxValue(), noise.maxValue());
            this.noise = noise;
            this.shiftX = shiftX;
            this.shiftY = shiftY;
            this.shiftZ = shiftZ;
            this.xzScale = xzScale;
            this.yScale = yScale;
        }

        @Override
        public double compute(int x, int y, int z) {
            double d = x * xzScale + shiftX.compute(x, y, z);
            double e = y * yScale + shiftY.compute(x, y, z);
            double f = z * xzScale + shiftZ.compute(x, y, z);
            return noise.getValue(d, e, f);
        }
    }

    /**
     * {@code shift_a}: noise at (x/4, 0, z/4) times 4; {@code shift_b}: at (z/4, x/4, 0); {@code shift}: at (x/4, y/4, z/4)
     * (game: {@code ShiftNoise.compute(x, y, z) = noise.getValue(x * 0.25, y * 0.25, z * 0.25) * 4.0}).
     */
    static final class Shift extends Node {
        final NormalNoise noise;
        final DensityFunctionDef.ShiftKind kind;

        Shift(NormalNoise noise, DensityFunctionDef.ShiftKind kind) {
            super(-noise.maxValue() * 4.0, noise.maxValue() * 4.0);
            this.noise = noise;
            this.kind = kind;
        }

        @Override
        public double compute(int x, int y, int z) {
            switch (kind) {
                case SHIFT_A:
                    return sample(x, 0.0, z);
                case SHIFT_B:
                    return sample(z, x, 0.0);
                default:
                    return sample(x, y, z);
            }
        }

        private double sample(double x, double y, double z) {
            return noise.getValue(x * 0.25, y * 0.25, z * 0.25) * 4.0;
        }
    }

    /** {@code weird_scaled_sampler}: {@code rarity * |noise(x / rarity, y / rarity, z / rarity)|}. */
    static final class WeirdScaledSampler extends Node {
        final DensityFunction input;
        final NormalNoise noise;
        final boolean type1;

        WeirdScaledSampler(DensityFunction input, NormalNoise noise, boolean type1) {
            super(0.0, (type1 ? 2.0 : 3.0) * noise.maxValue());
            this.input = input;
            this.noise = noise;
            this.type1 = type1;
        }

        @Override
        public double compute(int x, int y, int z) {
            double d = input.compute(x, y, z);
            double e = type1 ? rarity3d(d) : rarity2d(d);
            return e * Math.abs(noise.getValue(x / e, y / e, z / e));
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            double[] e = scratch(0, n);
            input.fillColumn(x, z, y0, dy, n, e);
            for (int i = 0; i < n; i++) e[i] = type1 ? rarity3d(e[i]) : rarity2d(e[i]);
            // The rarity takes a handful of values: one noise column per distinct rarity (x / e and z / e fixed).
            boolean[] done = flags(0, n);
            java.util.Arrays.fill(done, 0, n, false);
            int[] idx = ints(n);
            double[] ys = scratch(1, n);
            double[] v = scratch(2, n);
            for (int s = 0; s < n; s++) {
                if (done[s]) continue;
                double r = e[s];
                int m = 0;
                for (int i = s; i < n; i++) {
                    if (!done[i] && Double.doubleToRawLongBits(e[i]) == Double.doubleToRawLongBits(r)) {
                        done[i] = true;
                        idx[m] = i;
                        ys[m] = (y0 + i * dy) / r;
                        m++;
                    }
                }
                noise.getValueColumn(x / r, z / r, ys, m, v);
                for (int k = 0; k < m; k++) out[idx[k]] = r * Math.abs(v[k]);
            }
        }

        /** Game: {@code NoiseRouterData.QuantizedSpaghettiRarity.getSpaghettiRarity3D}. */
        static double rarity3d(double d) {
            if (d < -0.5) return 0.75;
            if (d < 0.0) return 1.0;
            return d < 0.5 ? 1.5 : 2.0;
        }

        /** Game: {@code NoiseRouterData.QuantizedSpaghettiRarity.getSphaghettiRarity2D}. */
        static double rarity2d(double d) {
            if (d < -0.75) return 0.5;
            if (d < -0.5) return 0.75;
            if (d < 0.5) return 1.0;
            return d < 0.75 ? 2.0 : 3.0;
        }
    }

    /** {@code old_blended_noise}. */
    static final class OldBlended extends Node {
        final BlendedNoise noise;

        OldBlended(BlendedNoise noise) {
            super(-noise.maxValue(), noise.maxValue());
            this.noise = noise;
        }

        @Override
        public double compute(int x, int y, int z) {
            return noise.compute(x, y, z);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            noise.computeColumn(x, z, y0, dy, n, out);
        }
    }

    /** {@code end_islands}: range [-0.84375, 0.5625] as the game declares. */
    static final class EndIslandsNode extends Node {
        final EndIslands islands;

        EndIslandsNode(EndIslands islands) {
            super(-0.84375, 0.5625);
            this.islands = islands;
        }

        @Override
        public double compute(int x, int y, int z) {
            return islands.compute(x, z);
        }
    }
}
