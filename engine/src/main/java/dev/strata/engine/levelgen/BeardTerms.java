package dev.strata.engine.levelgen;

/**
 * The single terms of the beardifier's sum (game: {@code levelgen.Beardifier}'s {@code getBuryContribution},
 * {@code getBeardContribution}, {@code BEARD_KERNEL} and {@code Mth.fastInvSqrt}), and tables of their values per
 * integer offset, so that the noise step looks a term up instead of computing it.
 *
 * <p>Each table entry is the function below evaluated once, at class initialisation, with the arguments the game
 * passes for that offset; the same arithmetic in the same order gives the same double, so a lookup equals the
 * game's value bit for bit. Offsets outside a table's range give exactly {@code +0.0} in the game (the kernel ends,
 * or a distance reaches 6, where {@code clampedMap} gives 0), and callers skip them.
 *
 * <p>Offsets are in blocks: {@code dx}, {@code dz} from a box or junction to the block, {@code dy} likewise (or the
 * block's height above a piece's ground).
 */
final class BeardTerms {
    static final int KERNEL_RADIUS = 12;
    static final int KERNEL_SIZE = 24;
    /** Game: {@code BEARD_KERNEL}, index {@code zi * 576 + xi * 24 + yi} (each offset plus 12). */
    private static final float[] KERNEL = new float[KERNEL_SIZE * KERNEL_SIZE * KERNEL_SIZE];
    /**
     * {@code beard(dx, dy, dz, dy)} (beard_thin boxes before their 0.8, junctions before their 0.4) for dx, dy, dz in
     * -12..11, indexed as {@link #KERNEL}: y is the fastest index, so a column of blocks reads adjacent entries.
     */
    static final double[] BEARD_AT_GROUND = new double[KERNEL_SIZE * KERNEL_SIZE * KERNEL_SIZE];
    /** Reach of a bury term: non-zero for dx, dz in 0..5 and dy (to ground) in -11..11. */
    static final int BURY_XZ = 6, BURY_Y = 23;
    /** {@code bury(dx, dy / 2.0, dz)}, index {@code (dx * 6 + dz) * 23 + dy + 11}. */
    static final double[] BURY = new double[BURY_XZ * BURY_XZ * BURY_Y];
    /** Reach of an encapsulate term: non-zero for distances 0..11 outside the box on each axis. */
    static final int ENCAPSULATE_REACH = 12;
    /** {@code bury(dx / 2.0, dy / 2.0, dz / 2.0)} (before the 0.8), index {@code (dx * 12 + dz) * 12 + dy}. */
    static final double[] ENCAPSULATE = new double[ENCAPSULATE_REACH * ENCAPSULATE_REACH * ENCAPSULATE_REACH];

    static {
        for (int zi = 0; zi < KERNEL_SIZE; zi++) {
            for (int xi = 0; xi < KERNEL_SIZE; xi++) {
                for (int yi = 0; yi < KERNEL_SIZE; yi++) {
                    KERNEL[zi * KERNEL_SIZE * KERNEL_SIZE + xi * KERNEL_SIZE + yi] = (float) kernelValue(xi - KERNEL_RADIUS, yi - KERNEL_RADIUS,
                            zi - KERNEL_RADIUS);
                }
            }
        }
        for (int zi = 0; zi < KERNEL_SIZE; zi++) {
            for (int xi = 0; xi < KERNEL_SIZE; xi++) {
                for (int yi = 0; yi < KERNEL_SIZE; yi++) {
                    int dx = xi - KERNEL_RADIUS, dy = yi - KERNEL_RADIUS, dz = zi - KERNEL_RADIUS;
                    BEARD_AT_GROUND[zi * KERNEL_SIZE * KERNEL_SIZE + xi * KERNEL_SIZE + yi] = beard(dx, dy, dz, dy);
                }
            }
        }
        for (int dx = 0; dx < BURY_XZ; dx++) {
            for (int dz = 0; dz < BURY_XZ; dz++) {
                for (int dy = -11; dy <= 11; dy++) BURY[(dx * BURY_XZ + dz) * BURY_Y + dy + 11] = bury(dx, dy / 2.0, dz);
            }
        }
        for (int dx = 0; dx < ENCAPSULATE_REACH; dx++) {
            for (int dz = 0; dz < ENCAPSULATE_REACH; dz++) {
                for (int dy = 0; dy < ENCAPSULATE_REACH; dy++) {
                    ENCAPSULATE[(dx * ENCAPSULATE_REACH + dz) * ENCAPSULATE_REACH + dy] = bury(dx / 2.0, dy / 2.0, dz / 2.0);
                }
            }
        }
    }

    private BeardTerms() {}

    /** Game: {@code getBuryContribution}: {@code Mth.clampedMap(length, 0, 6, 1, 0)}. */
    static double bury(double dx, double dy, double dz) {
        double distance = Math.sqrt(dx * dx + dy * dy + dz * dz);
        double f = (distance - 0.0) / (6.0 - 0.0);
        if (f < 0.0) return 1.0;
        if (f > 1.0) return 0.0;
        return 1.0 + f * (0.0 - 1.0);
    }

    /** Game: {@code getBeardContribution}: zero outside the kernel. */
    static double beard(int dx, int dy, int dz, int yToGround) {
        int xi = dx + KERNEL_RADIUS, yi = dy + KERNEL_RADIUS, zi = dz + KERNEL_RADIUS;
        if (xi < 0 || xi >= KERNEL_SIZE || yi < 0 || yi >= KERNEL_SIZE || zi < 0 || zi >= KERNEL_SIZE) return 0.0;
        double dyWithOffset = yToGround + 0.5;
        double distanceSqr = (double) dx * dx + dyWithOffset * dyWithOffset + (double) dz * dz;
        double value = -dyWithOffset * fastInvSqrt(distanceSqr / 2.0) / 2.0;
        return value * KERNEL[zi * KERNEL_SIZE * KERNEL_SIZE + xi * KERNEL_SIZE + yi];
    }

    /** Game: {@code Mth.fastInvSqrt(double)}: one Newton step from the magic constant. */
    static double fastInvSqrt(double x) {
        double half = 0.5 * x;
        long i = Double.doubleToRawLongBits(x);
        i = 6910469410427058090L - (i >> 1);
        x = Double.longBitsToDouble(i);
        x *= 1.5 - half * x * x;
        return x;
    }

    /** Game: {@code computeBeardContribution(dx, dy + 0.5, dz)}: {@code Math.pow(e, -r^2 / 16)}. */
    private static double kernelValue(int dx, int dy, int dz) {
        double y = dy + 0.5;
        double distanceSqr = (double) dx * dx + y * y + (double) dz * dz;
        return Math.pow(Math.E, -distanceSqr / 16.0);
    }

    /** The kernel's value at offset (dx, dy, dz), each in -12..11. */
    static float kernel(int dx, int dy, int dz) {
        return KERNEL[(dz + KERNEL_RADIUS) * KERNEL_SIZE * KERNEL_SIZE + (dx + KERNEL_RADIUS) * KERNEL_SIZE + dy + KERNEL_RADIUS];
    }
}
