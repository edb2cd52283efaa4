package dev.strata.engine.noise;

import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.XoroshiroRandom;

/**
 * The pre-1.18 terrain noise, density function {@code minecraft:old_blended_noise} (game: {@code BlendedNoise}):
 * a "main" selector noise (octaves -7..0, smeared in y) blends two limit noises (octaves -15..0). Sampled at
 * integer block coordinates; output in {@code [minValue(), maxValue()]}.
 */
public final class BlendedNoise {

    private static final int[] LIMIT_OCTAVES = range(-15, 0);
    private static final int[] MAIN_OCTAVES = range(-7, 0);

    private final PerlinNoise minLimitNoise;
    private final PerlinNoise maxLimitNoise;
    private final PerlinNoise mainNoise;
    private final double xzScale;
    private final double yScale;
    private final double xzFactor;
    private final double yFactor;
    private final double smearScaleMultiplier;
    private final double xzMultiplier;
    private final double yMultiplier;
    private final double maxValue;
    private final ImprovedNoise[] mainOctaves = new ImprovedNoise[8];
    private final ImprovedNoise[] minOctaves = new ImprovedNoise[16];
    private final ImprovedNoise[] maxOctaves = new ImprovedNoise[16];

    /**
     * Draws the min-limit, max-limit and main noises from {@code random}, in that order (the game binds it with
     * {@code positionalFactory.fromHashOf("minecraft:terrain")}, or {@code new LegacyRandom(seed)} for legacy
     * random sources).
     *
     * @param xzScale              horizontal scale ({@code xz_scale}, 0.001..1000)
     * @param yScale               vertical scale ({@code y_scale}, 0.001..1000)
     * @param xzFactor             horizontal divisor of the main noise ({@code xz_factor})
     * @param yFactor              vertical divisor of the main noise ({@code y_factor})
     * @param smearScaleMultiplier y smear ({@code smear_scale_multiplier}, 1..8)
     */
    public BlendedNoise(RandomSource random, double xzScale, double yScale, double xzFactor, double yFactor,
                        double smearScaleMultiplier) {
        this.minLimitNoise = PerlinNoise.createLegacyForBlendedNoise(random, LIMIT_OCTAVES);
        this.maxLimitNoise = PerlinNoise.createLegacyForBlendedNoise(random, LIMIT_OCTAVES);
        this.mainNoise = PerlinNoise.createLegacyForBlendedNoise(random, MAIN_OCTAVES);
        this.xzScale = xzScale;
        this.yScale = yScale;
        this.xzFactor = xzFactor;
        this.yFactor = yFactor;
        this.smearScaleMultiplier = smearScaleMultiplier;
        this.xzMultiplier = 684.412 * xzScale;
        this.yMultiplier = 684.412 * yScale;
        this.maxValue = minLimitNoise.maxBrokenValue(yMultiplier);
        for (int i = 0; i < 8; i++) {
            mainOctaves[i] = mainNoise.getOctaveNoise(i);
        }
        for (int i = 0; i < 16; i++) {
            minOctaves[i] = minLimitNoise.getOctaveNoise(i);
            maxOctaves[i] = maxLimitNoise.getOctaveNoise(i);
        }
    }

    /** Same as the constructor: the noise for these parameters bound to {@code random}. */
    public static BlendedNoise create(RandomSource random, double xzScale, double yScale, double xzFactor,
                                      double yFactor, double smearScaleMultiplier) {
        return new BlendedNoise(random, xzScale, yScale, xzFactor, yFactor, smearScaleMultiplier);
    }

    /** The game's unbound instance, seeded with {@code new XoroshiroRandom(0)} (replaced per world). */
    public static BlendedNoise createUnseeded(double xzScale, double yScale, double xzFactor, double yFactor,
                                              double smearScaleMultiplier) {
        return new BlendedNoise(new XoroshiroRandom(0L), xzScale, yScale, xzFactor, yFactor, smearScaleMultiplier);
    }

    /** The same parameters bound to {@code random}. */
    public BlendedNoise withNewRandom(RandomSource random) {
        return new BlendedNoise(random, xzScale, yScale, xzFactor, yFactor, smearScaleMultiplier);
    }

    private static int[] range(int from, int to) {
        int[] r = new int[to - from + 1];
        for (int i = 0; i < r.length; i++) {
            r[i] = from + i;
        }
        return r;
    }

    /** The density at block {@code (x, y, z)}. */
    public double compute(int blockX, int blockY, int blockZ) {
        double x = blockX * xzMultiplier;
        double y = blockY * yMultiplier;
        double z = blockZ * xzMultiplier;
        double mx = x / xzFactor;
        double my = y / yFactor;
        double mz = z / xzFactor;
        double smear = yMultiplier * smearScaleMultiplier;
        double mainSmear = smear / yFactor;
        double min = 0.0;
        double max = 0.0;
        double main = 0.0;
        // r is 2^-i and inv its reciprocal 2^i: dividing by a power of two and multiplying by its reciprocal round
        // the same exact value, so "/ r" is written "* inv" (a multiply instead of a divide, identical results).
        double r = 1.0;
        double inv = 1.0;
        for (int i = 0; i < 8; i++) {
            ImprovedNoise n = mainOctaves[i];
            if (n != null) {
                main += n.noise(PerlinNoise.wrap(mx * r), PerlinNoise.wrap(my * r), PerlinNoise.wrap(mz * r),
                    mainSmear * r, my * r) * inv;
            }
            r *= 0.5;
            inv *= 2.0;
        }
        double t = (main / 10.0 + 1.0) / 2.0;
        boolean onlyMax = t >= 1.0;
        boolean onlyMin = t <= 0.0;
        r = 1.0;
        inv = 1.0;
        for (int i = 0; i < 16; i++) {
            double wx = PerlinNoise.wrap(x * r);
            double wy = PerlinNoise.wrap(y * r);
            double wz = PerlinNoise.wrap(z * r);
            double ys = smear * r;
            if (!onlyMax) {
                ImprovedNoise n = minOctaves[i];
                if (n != null) {
                    min += n.noise(wx, wy, wz, ys, y * r) * inv;
                }
            }
            if (!onlyMin) {
                ImprovedNoise n = maxOctaves[i];
                if (n != null) {
                    max += n.noise(wx, wy, wz, ys, y * r) * inv;
                }
            }
            r *= 0.5;
            inv *= 2.0;
        }
        return NoiseMath.clampedLerp(min * (1.0 / 512.0), max * (1.0 / 512.0), t) * (1.0 / 128.0);
    }

    /**
     * {@link #compute} at {@code (blockX, y0 + i * dy, blockZ)} into {@code out[i]} for {@code i < n}. Per octave
     * the x/z wraps and lattice work are done once; the limit octaves are sampled only where the scalar form samples
     * them. Every value equals the scalar one bit for bit (same operations, same order per element).
     */
    public void computeColumn(int blockX, int blockZ, int y0, int dy, int n, double[] out) {
        double x = blockX * xzMultiplier;
        double z = blockZ * xzMultiplier;
        double mx = x / xzFactor;
        double mz = z / xzFactor;
        double smear = yMultiplier * smearScaleMultiplier;
        double mainSmear = smear / yFactor;
        ColumnScratch scratch = ColumnScratch.get();
        double[] y = scratch.doubles(ColumnScratch.BLENDED, n);
        double[] my = scratch.doubles(ColumnScratch.BLENDED + 1, n);
        double[] wy = scratch.doubles(ColumnScratch.BLENDED + 2, n);
        double[] fudge = scratch.doubles(ColumnScratch.BLENDED + 3, n);
        double[] v = scratch.doubles(ColumnScratch.BLENDED + 4, n);
        double[] main = scratch.doubles(ColumnScratch.BLENDED + 5, n);
        double[] min = scratch.doubles(ColumnScratch.BLENDED + 6, n);
        double[] max = scratch.doubles(ColumnScratch.BLENDED + 7, n);
        int[] all = ImprovedNoise.identityOf(n);
        for (int i = 0; i < n; i++) {
            y[i] = (y0 + i * dy) * yMultiplier;
            my[i] = y[i] / yFactor;
            main[i] = 0.0; // the sums start at 0 (the arrays hold the last column's)
            min[i] = 0.0;
            max[i] = 0.0;
        }
        double r = 1.0;
        double inv = 1.0;
        for (int o = 0; o < 8; o++) {
            ImprovedNoise noise = mainOctaves[o];
            if (noise != null) {
                for (int i = 0; i < n; i++) {
                    wy[i] = PerlinNoise.wrap(my[i] * r);
                    fudge[i] = my[i] * r;
                }
                noise.noiseColumnSmeared(PerlinNoise.wrap(mx * r), PerlinNoise.wrap(mz * r), wy, mainSmear * r, fudge, all, n, v);
                for (int i = 0; i < n; i++) main[i] += v[i] * inv;
            }
            r *= 0.5;
            inv *= 2.0;
        }
        double[] t = out; // t is kept in out until the final lerp overwrites it element by element
        int[] needMin = scratch.ints(ColumnScratch.BLENDED_NEED_MIN, n);
        int[] needMax = scratch.ints(ColumnScratch.BLENDED_NEED_MAX, n);
        int nMin = 0;
        int nMax = 0;
        for (int i = 0; i < n; i++) {
            double ti = (main[i] / 10.0 + 1.0) / 2.0;
            t[i] = ti;
            if (!(ti >= 1.0)) needMin[nMin++] = i; // !onlyMax
            if (!(ti <= 0.0)) needMax[nMax++] = i; // !onlyMin
        }
        r = 1.0;
        inv = 1.0;
        for (int o = 0; o < 16; o++) {
            ImprovedNoise minN = nMin > 0 ? minOctaves[o] : null;
            ImprovedNoise maxN = nMax > 0 ? maxOctaves[o] : null;
            if (minN != null || maxN != null) {
                double wx = PerlinNoise.wrap(x * r);
                double wz = PerlinNoise.wrap(z * r);
                double ys = smear * r;
                for (int i = 0; i < n; i++) {
                    wy[i] = PerlinNoise.wrap(y[i] * r);
                    fudge[i] = y[i] * r;
                }
                if (minN != null) {
                    minN.noiseColumnSmeared(wx, wz, wy, ys, fudge, needMin, nMin, v);
                    for (int k = 0; k < nMin; k++) {
                        int i = needMin[k];
                        min[i] += v[i] * inv;
                    }
                }
                if (maxN != null) {
                    maxN.noiseColumnSmeared(wx, wz, wy, ys, fudge, needMax, nMax, v);
                    for (int k = 0; k < nMax; k++) {
                        int i = needMax[k];
                        max[i] += v[i] * inv;
                    }
                }
            }
            r *= 0.5;
            inv *= 2.0;
        }
        for (int i = 0; i < n; i++) {
            out[i] = NoiseMath.clampedLerp(min[i] * (1.0 / 512.0), max[i] * (1.0 / 512.0), t[i]) * (1.0 / 128.0);
        }
    }

    /** {@code -maxValue()}. */
    public double minValue() {
        return -maxValue;
    }

    /** {@code minLimitNoise.maxBrokenValue(684.412 * yScale)}. */
    public double maxValue() {
        return maxValue;
    }
}
