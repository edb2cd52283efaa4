package dev.strata.engine.noise;

import dev.strata.engine.random.RandomSource;

/**
 * One octave of Ken Perlin's improved noise with a random origin offset (game: {@code ImprovedNoise}). Input in
 * noise units (lattice spacing 1); output roughly in {@code [-1, 1]}.
 */
public final class ImprovedNoise {

    /** The game's {@code 1.0E-7F}, a float widened to double in the y-smear rounding. */
    private static final double SHIFT_UP_EPSILON = (double) 1.0E-7F;

    /**
     * {@code SimplexNoise.GRADIENT} flattened: 16 gradient vectors of 3 components, index {@code hash & 15}.
     */
    private static final double[] GRAD = {
        1, 1, 0, -1, 1, 0, 1, -1, 0, -1, -1, 0,
        1, 0, 1, -1, 0, 1, 1, 0, -1, -1, 0, -1,
        0, 1, 1, 0, -1, 1, 0, 1, -1, 0, -1, -1,
        1, 1, 0, 0, -1, 1, -1, 1, 0, 0, -1, -1,
    };

    private final int[] p;
    /** Origin offset on x, in {@code [0, 256)}. */
    public final double xo;
    /** Origin offset on y, in {@code [0, 256)}. */
    public final double yo;
    /** Origin offset on z, in {@code [0, 256)}. */
    public final double zo;

    /**
     * Draws the offsets ({@code nextDouble() * 256} for x, y, z) and then shuffles the 256-entry permutation
     * ({@code swap(i, i + nextInt(256 - i))} for {@code i = 0..255}) from {@code random}, as the game does.
     */
    public ImprovedNoise(RandomSource random) {
        this.xo = random.nextDouble() * 256.0;
        this.yo = random.nextDouble() * 256.0;
        this.zo = random.nextDouble() * 256.0;
        int[] perm = new int[256];
        for (int i = 0; i < 256; i++) {
            perm[i] = i;
        }
        for (int i = 0; i < 256; i++) {
            int j = random.nextInt(256 - i);
            int t = perm[i];
            perm[i] = perm[i + j];
            perm[i + j] = t;
        }
        this.p = perm;
    }

    /** Entry {@code i & 255} of the permutation table, in {@code [0, 255]}. */
    public int permutation(int i) {
        return p[i & 0xFF];
    }

    /** The noise at {@code (x, y, z)} (game: {@code noise(x, y, z)}, i.e. the 5-argument form with zero smear). */
    public double noise(double x, double y, double z) {
        return noise(x, y, z, 0.0, 0.0);
    }

    /**
     * The legacy "smeared" noise used by {@link BlendedNoise} and legacy {@link PerlinNoise} sampling: when
     * {@code yScale != 0} the y fraction used for the gradients is lowered to a multiple of {@code yScale}
     * (bounded by {@code yFudge} when {@code 0 <= yFudge < fraction}), while interpolation keeps the true fraction.
     */
    public double noise(double x, double y, double z, double yScale, double yFudge) {
        double dx = x + xo;
        double dy = y + yo;
        double dz = z + zo;
        int ix = NoiseMath.floor(dx);
        int iy = NoiseMath.floor(dy);
        int iz = NoiseMath.floor(dz);
        double fx = dx - ix;
        double fy = dy - iy;
        double fz = dz - iz;
        double shift;
        if (yScale != 0.0) {
            double m;
            if (yFudge >= 0.0 && yFudge < fy) {
                m = yFudge;
            } else {
                m = fy;
            }
            shift = NoiseMath.floor(m / yScale + SHIFT_UP_EPSILON) * yScale;
        } else {
            shift = 0.0;
        }
        return sampleAndLerp(ix, iy, iz, fx, fy - shift, fz, fy);
    }

    private double sampleAndLerp(int x, int y, int z, double fx, double fy, double fz, double fyOriginal) {
        int[] perm = this.p;
        return sample(perm[x & 0xFF], perm[(x + 1) & 0xFF], y, z, fx, fy, fz, NoiseMath.smoothstep(fx),
            NoiseMath.smoothstep(fyOriginal), NoiseMath.smoothstep(fz));
    }

    /**
     * The game's {@code sampleAndLerp} with the x permutation lookups ({@code a = p[x], b = p[x + 1]}) and the
     * smoothsteps done by the caller: the same operations on the same values, so the same bits.
     */
    private double sample(int a, int b, int y, int z, double fx, double fy, double fz, double sx, double sy, double sz) {
        int[] perm = this.p;
        int aa = perm[(a + y) & 0xFF];
        int ab = perm[(a + y + 1) & 0xFF];
        int ba = perm[(b + y) & 0xFF];
        int bb = perm[(b + y + 1) & 0xFF];
        return sampleGradients(grad(perm, aa + z), grad(perm, ba + z), grad(perm, ab + z), grad(perm, bb + z),
                grad(perm, aa + z + 1), grad(perm, ba + z + 1), grad(perm, ab + z + 1), grad(perm, bb + z + 1),
                fx, fy, fz, sx, sy, sz);
    }

    /** The offset in {@code GRAD} of the gradient hashed at permutation index {@code i}: {@code (p[i] & 15) * 3}. */
    private static int grad(int[] perm, int i) {
        return (perm[i & 0xFF] & 15) * 3;
    }

    /**
     * {@link #noise(double, double, double)} at {@code (x, ys[i], z)} into {@code out[i]} for {@code i < n}:
     * everything that depends only on x and z (offset, floor, fraction, smoothstep, x permutation) is done once;
     * every value equals the scalar call bit for bit.
     */
    public void noiseColumn(double x, double z, double[] ys, int n, double[] out) {
        // noise(x, y, z) is noise(x, y, z, 0, 0): no smear, so the shift is 0 and fy - 0.0 is fy
        noiseColumnSmeared(x, z, ys, 0.0, null, identityOf(n), n, out);
    }

    /** {0, 1, ..., n - 1} or longer: shared up to 512 (never written), made for longer columns. */
    static int[] identityOf(int n) {
        return n <= IDENTITY.length ? IDENTITY : identity(n);
    }

    private static final int[] IDENTITY = identity(512);

    private static int[] identity(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = i;
        return a;
    }

    /**
     * {@link #sample} from the 8 gradient offsets ({@code (hash & 15) * 3} of each corner): the same products and
     * lerps in the same order, so the same bits.
     */
    private static double sampleGradients(int g000, int g100, int g010, int g110, int g001, int g101, int g011, int g111,
                                          double fx, double fy, double fz, double sx, double sy, double sz) {
        double[] gr = GRAD;
        double fx1 = fx - 1.0;
        double fy1 = fy - 1.0;
        double fz1 = fz - 1.0;
        double c000 = gr[g000] * fx + gr[g000 + 1] * fy + gr[g000 + 2] * fz;
        double c100 = gr[g100] * fx1 + gr[g100 + 1] * fy + gr[g100 + 2] * fz;
        double c010 = gr[g010] * fx + gr[g010 + 1] * fy1 + gr[g010 + 2] * fz;
        double c110 = gr[g110] * fx1 + gr[g110 + 1] * fy1 + gr[g110 + 2] * fz;
        double c001 = gr[g001] * fx + gr[g001 + 1] * fy + gr[g001 + 2] * fz1;
        double c101 = gr[g101] * fx1 + gr[g101 + 1] * fy + gr[g101 + 2] * fz1;
        double c011 = gr[g011] * fx + gr[g011 + 1] * fy1 + gr[g011 + 2] * fz1;
        double c111 = gr[g111] * fx1 + gr[g111 + 1] * fy1 + gr[g111 + 2] * fz1;
        return NoiseMath.lerp3(sx, sy, sz, c000, c100, c010, c110, c001, c101, c011, c111);
    }

    /**
     * {@link #noise(double, double, double, double, double)} at {@code (x, ys[i], z)} with smear {@code yScale}
     * and fudge {@code yFudge[i]}, for the {@code m} indices {@code i = idx[k]}, into {@code out[i]}; bit for bit
     * the scalar call's values.
     */
    public void noiseColumnSmeared(double x, double z, double[] ys, double yScale, double[] yFudge, int[] idx, int m,
                                   double[] out) {
        double dx = x + xo;
        double dz = z + zo;
        int ix = NoiseMath.floor(dx);
        int iz = NoiseMath.floor(dz);
        double fx = dx - ix;
        double fz = dz - iz;
        double sx = NoiseMath.smoothstep(fx);
        double sz = NoiseMath.smoothstep(fz);
        int[] perm = this.p;
        int a = perm[ix & 0xFF];
        int b = perm[(ix + 1) & 0xFF];
        double yo = this.yo;
        int lastIy = Integer.MIN_VALUE;
        int g000 = 0, g100 = 0, g010 = 0, g110 = 0, g001 = 0, g101 = 0, g011 = 0, g111 = 0;
        for (int k = 0; k < m; k++) {
            int i = idx[k];
            double dy = ys[i] + yo;
            int iy = NoiseMath.floor(dy);
            double fy = dy - iy;
            double shift;
            if (yScale != 0.0) {
                double f = yFudge[i];
                double mm;
                if (f >= 0.0 && f < fy) {
                    mm = f;
                } else {
                    mm = fy;
                }
                shift = NoiseMath.floor(mm / yScale + SHIFT_UP_EPSILON) * yScale;
            } else {
                shift = 0.0;
            }
            if (iy != lastIy) {
                int aa = perm[(a + iy) & 0xFF], ab = perm[(a + iy + 1) & 0xFF], ba = perm[(b + iy) & 0xFF], bb = perm[(b + iy + 1) & 0xFF];
                g000 = grad(perm, aa + iz);
                g100 = grad(perm, ba + iz);
                g010 = grad(perm, ab + iz);
                g110 = grad(perm, bb + iz);
                g001 = grad(perm, aa + iz + 1);
                g101 = grad(perm, ba + iz + 1);
                g011 = grad(perm, ab + iz + 1);
                g111 = grad(perm, bb + iz + 1);
                lastIy = iy;
            }
            out[i] = sampleGradients(g000, g100, g010, g110, g001, g101, g011, g111, fx, fy - shift, fz, sx, NoiseMath.smoothstep(fy), sz);
        }
    }
}
