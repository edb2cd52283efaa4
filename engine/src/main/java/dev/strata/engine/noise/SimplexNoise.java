package dev.strata.engine.noise;

import dev.strata.engine.random.RandomSource;

/**
 * 2D and 3D simplex noise with a random origin offset (game: {@code SimplexNoise}). Output roughly in
 * {@code [-1, 1]}.
 */
public final class SimplexNoise {

    /** The game's {@code SimplexNoise.GRADIENT} table (the first 12 entries are used here). */
    private static final int[][] GRADIENT = {
        {1, 1, 0}, {-1, 1, 0}, {1, -1, 0}, {-1, -1, 0}, {1, 0, 1}, {-1, 0, 1}, {1, 0, -1}, {-1, 0, -1},
        {0, 1, 1}, {0, -1, 1}, {0, 1, -1}, {0, -1, -1}, {1, 1, 0}, {0, -1, 1}, {-1, 1, 0}, {0, -1, -1},
    };
    private static final double SQRT_3 = Math.sqrt(3.0);
    /** 2D skew factor {@code 0.5 * (sqrt(3) - 1)}. */
    private static final double F2 = 0.5 * (SQRT_3 - 1.0);
    /** 2D unskew factor {@code (3 - sqrt(3)) / 6}. */
    private static final double G2 = (3.0 - SQRT_3) / 6.0;

    private final int[] p = new int[256];
    /** Origin offset on x, in {@code [0, 256)}. */
    public final double xo;
    /** Origin offset on y, in {@code [0, 256)}. */
    public final double yo;
    /** Origin offset on z, in {@code [0, 256)}. */
    public final double zo;

    /** Draws offsets and the permutation from {@code random} exactly as {@link ImprovedNoise} does. */
    public SimplexNoise(RandomSource random) {
        this.xo = random.nextDouble() * 256.0;
        this.yo = random.nextDouble() * 256.0;
        this.zo = random.nextDouble() * 256.0;
        for (int i = 0; i < 256; i++) {
            p[i] = i;
        }
        for (int i = 0; i < 256; i++) {
            int j = random.nextInt(256 - i);
            int t = p[i];
            p[i] = p[j + i];
            p[j + i] = t;
        }
    }

    private int p(int i) {
        return p[i & 0xFF];
    }

    private static double dot(int[] g, double x, double y, double z) {
        return g[0] * x + g[1] * y + g[2] * z;
    }

    private static double cornerNoise3D(int index, double x, double y, double z, double base) {
        double d = base - x * x - y * y - z * z;
        double e;
        if (d < 0.0) {
            e = 0.0;
        } else {
            d *= d;
            e = d * d * dot(GRADIENT[index], x, y, z);
        }
        return e;
    }

    /** 2D simplex noise at {@code (x, y)} (the offsets are not applied, as in the game). */
    public double getValue(double x, double y) {
        double s = (x + y) * F2;
        int i = NoiseMath.floor(x + s);
        int j = NoiseMath.floor(y + s);
        double t = (double) (i + j) * G2;
        double x0o = (double) i - t;
        double y0o = (double) j - t;
        double x0 = x - x0o;
        double y0 = y - y0o;
        int i1;
        int j1;
        if (x0 > y0) {
            i1 = 1;
            j1 = 0;
        } else {
            i1 = 0;
            j1 = 1;
        }
        double x1 = x0 - (double) i1 + G2;
        double y1 = y0 - (double) j1 + G2;
        double x2 = x0 - 1.0 + 2.0 * G2;
        double y2 = y0 - 1.0 + 2.0 * G2;
        int ii = i & 0xFF;
        int jj = j & 0xFF;
        int g0 = p(ii + p(jj)) % 12;
        int g1 = p(ii + i1 + p(jj + j1)) % 12;
        int g2 = p(ii + 1 + p(jj + 1)) % 12;
        double n0 = cornerNoise3D(g0, x0, y0, 0.0, 0.5);
        double n1 = cornerNoise3D(g1, x1, y1, 0.0, 0.5);
        double n2 = cornerNoise3D(g2, x2, y2, 0.0, 0.5);
        return 70.0 * (n0 + n1 + n2);
    }

    /** 3D simplex noise at {@code (x, y, z)} (the offsets are not applied, as in the game). */
    public double getValue(double x, double y, double z) {
        double s = (x + y + z) * 0.3333333333333333;
        int i = NoiseMath.floor(x + s);
        int j = NoiseMath.floor(y + s);
        int k = NoiseMath.floor(z + s);
        double t = (double) (i + j + k) * 0.16666666666666666;
        double x0o = (double) i - t;
        double y0o = (double) j - t;
        double z0o = (double) k - t;
        double x0 = x - x0o;
        double y0 = y - y0o;
        double z0 = z - z0o;
        int i1;
        int j1;
        int k1;
        int i2;
        int j2;
        int k2;
        if (x0 >= y0) {
            if (y0 >= z0) {
                i1 = 1; j1 = 0; k1 = 0; i2 = 1; j2 = 1; k2 = 0;
            } else if (x0 >= z0) {
                i1 = 1; j1 = 0; k1 = 0; i2 = 1; j2 = 0; k2 = 1;
            } else {
                i1 = 0; j1 = 0; k1 = 1; i2 = 1; j2 = 0; k2 = 1;
            }
        } else if (y0 < z0) {
            i1 = 0; j1 = 0; k1 = 1; i2 = 0; j2 = 1; k2 = 1;
        } else if (x0 < z0) {
            i1 = 0; j1 = 1; k1 = 0; i2 = 0; j2 = 1; k2 = 1;
        } else {
            i1 = 0; j1 = 1; k1 = 0; i2 = 1; j2 = 1; k2 = 0;
        }
        double x1 = x0 - (double) i1 + 0.16666666666666666;
        double y1 = y0 - (double) j1 + 0.16666666666666666;
        double z1 = z0 - (double) k1 + 0.16666666666666666;
        double x2 = x0 - (double) i2 + 0.3333333333333333;
        double y2 = y0 - (double) j2 + 0.3333333333333333;
        double z2 = z0 - (double) k2 + 0.3333333333333333;
        double x3 = x0 - 1.0 + 0.5;
        double y3 = y0 - 1.0 + 0.5;
        double z3 = z0 - 1.0 + 0.5;
        int ii = i & 0xFF;
        int jj = j & 0xFF;
        int kk = k & 0xFF;
        int g0 = p(ii + p(jj + p(kk))) % 12;
        int g1 = p(ii + i1 + p(jj + j1 + p(kk + k1))) % 12;
        int g2 = p(ii + i2 + p(jj + j2 + p(kk + k2))) % 12;
        int g3 = p(ii + 1 + p(jj + 1 + p(kk + 1))) % 12;
        double n0 = cornerNoise3D(g0, x0, y0, z0, 0.6);
        double n1 = cornerNoise3D(g1, x1, y1, z1, 0.6);
        double n2 = cornerNoise3D(g2, x2, y2, z2, 0.6);
        double n3 = cornerNoise3D(g3, x3, y3, z3, 0.6);
        return 32.0 * (n0 + n1 + n2 + n3);
    }
}
