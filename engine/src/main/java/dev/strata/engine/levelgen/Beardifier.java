package dev.strata.engine.levelgen;

import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.TerrainAdjustment;
import java.util.ArrayList;
import java.util.List;

/**
 * The terrain adaptation of structures in the noise step (game: {@code levelgen.Beardifier}, 26.1 and 26.2 alike):
 * a density added to the final density of every block of a chunk ({@code NoiseChunk}: {@code cacheAllInCell(add(
 * finalDensity, beardifier))}, per block after interpolation, not itself interpolated), which raises ground under
 * and around a structure's pieces ({@code beard_thin}, {@code beard_box}), buries them ({@code bury}) or hollows
 * space around them ({@code encapsulate}).
 *
 * <p>{@link #forStructuresInChunk}: from the starts of structures whose {@code terrain_adaptation} is not
 * {@code none} that reference the chunk, every piece within 12 blocks of the chunk's columns
 * ({@code isCloseToChunk(chunk, 12)}): a {@link BeardifierPiece} of rigid projection adds its box with its ground
 * level delta, and its junctions strictly within 12 blocks of the chunk's columns add a junction beard (whatever
 * the projection); any other piece adds its box with delta 0. The contribution is zero outside the union of those
 * boxes and junctions grown by 24 blocks; the noise step skips the work there.
 *
 * <p>{@link #compute}: per box, with {@code dx}, {@code dz} the block's distance outside the box and
 * {@code dyToGround = y - (minY + delta)}: bury {@code clampedMap(|dx, dyToGround / 2, dz|, 0, 6, 1, 0)};
 * beard_thin (dy = dyToGround) and beard_box (dy = distance outside [ground, maxY]) {@code 0.8 * beard(dx, dy, dz,
 * dyToGround)}; encapsulate {@code 0.8 * clampedMap(|dx / 2, dy / 2, dz / 2|, ...)} (dy outside [minY, maxY]); per
 * junction {@code 0.4 * beard(d, d, d, dy)}. {@code beard} is zero outside the 24^3 kernel, else
 * {@code -(yToGround + 0.5) * fastInvSqrt(r^2 / 2) / 2 * kernel}, the kernel a float table of
 * {@code e^(-(dx^2 + (dy + 0.5)^2 + dz^2) / 16)} (doubles rounded to float, as the game's). Sums in the game's order:
 * boxes, then junctions.
 *
 * <p>Immutable and thread-safe.
 */
public final class Beardifier {
    private static final int KERNEL_RADIUS = 12;
    private static final int KERNEL_SIZE = 24;
    /** Game: {@code BEARD_KERNEL}, index {@code zi * 576 + xi * 24 + yi}. */
    private static final float[] KERNEL = new float[KERNEL_SIZE * KERNEL_SIZE * KERNEL_SIZE];

    static {
        for (int zi = 0; zi < KERNEL_SIZE; zi++) {
            for (int xi = 0; xi < KERNEL_SIZE; xi++) {
                for (int yi = 0; yi < KERNEL_SIZE; yi++) {
                    KERNEL[zi * KERNEL_SIZE * KERNEL_SIZE + xi * KERNEL_SIZE + yi] = (float) kernelValue(xi - KERNEL_RADIUS, yi - KERNEL_RADIUS,
                            zi - KERNEL_RADIUS);
                }
            }
        }
    }

    /** No structure near: zero everywhere (game: {@code Beardifier.EMPTY}). */
    public static final Beardifier EMPTY = new Beardifier(new int[0], new int[0], null);

    private static final int RIGID_STRIDE = 8;
    /** Per box: minX, minY, minZ, maxX, maxY, maxZ, adaptation ordinal, ground level delta. */
    private final int[] rigids;
    /** Per junction: source x, source ground y, source z. */
    private final int[] junctions;
    /** The affected box (min x, y, z, max x, y, z), null when empty. */
    private final int[] affected;

    private Beardifier(int[] rigids, int[] junctions, int[] affected) {
        this.rigids = rigids;
        this.junctions = junctions;
        this.affected = affected;
    }

    /**
     * The beardifier of chunk {@code (chunkX, chunkZ)} (game: {@code forStructuresInChunk}).
     *
     * @param starts the valid starts of terrain-adapting structures that reference the chunk, in the order the sum
     *     is taken
     * @param adaptation each start's structure's terrain adaptation (parallel to {@code starts}; none is skipped)
     */
    public static Beardifier forStructuresInChunk(List<StructureStart> starts, List<TerrainAdjustment> adaptation, int chunkX, int chunkZ) {
        if (starts.isEmpty()) return EMPTY;
        int minX = chunkX << 4, minZ = chunkZ << 4;
        int[] r = new int[RIGID_STRIDE * 4];
        int nr = 0;
        int[] j = new int[0];
        int nj = 0;
        BoundingBox any = null;
        for (int i = 0; i < starts.size(); i++) {
            TerrainAdjustment t = adaptation.get(i);
            if (t == TerrainAdjustment.NONE) continue;
            for (StructurePiece piece : starts.get(i).pieces()) {
                if (!piece.isCloseToChunk(chunkX, chunkZ, KERNEL_RADIUS)) continue;
                BoundingBox box = piece.getBoundingBox();
                int delta = 0;
                if (piece instanceof BeardifierPiece pool) {
                    if (pool.rigidProjection()) {
                        delta = pool.groundLevelDelta();
                    } else {
                        box = null;
                    }
                    for (BeardifierPiece.Junction junction : pool.beardifierJunctions()) {
                        int jx = junction.sourceX(), jz = junction.sourceZ();
                        if (jx <= minX - KERNEL_RADIUS || jz <= minZ - KERNEL_RADIUS || jx >= minX + 15 + KERNEL_RADIUS
                                || jz >= minZ + 15 + KERNEL_RADIUS) {
                            continue;
                        }
                        if (nj * 3 == j.length) j = java.util.Arrays.copyOf(j, Math.max(12, j.length * 2));
                        j[nj * 3] = jx;
                        j[nj * 3 + 1] = junction.sourceGroundY();
                        j[nj * 3 + 2] = jz;
                        nj++;
                        BoundingBox jb = new BoundingBox(jx, junction.sourceGroundY(), jz, jx, junction.sourceGroundY(), jz);
                        any = any == null ? jb : any.encapsulate(jb);
                    }
                    if (box == null) continue;
                }
                if (nr * RIGID_STRIDE == r.length) r = java.util.Arrays.copyOf(r, r.length * 2);
                int o = nr * RIGID_STRIDE;
                r[o] = box.minX();
                r[o + 1] = box.minY();
                r[o + 2] = box.minZ();
                r[o + 3] = box.maxX();
                r[o + 4] = box.maxY();
                r[o + 5] = box.maxZ();
                r[o + 6] = t.ordinal();
                r[o + 7] = delta;
                nr++;
                any = any == null ? new BoundingBox(box) : any.encapsulate(box);
            }
        }
        if (any == null) return EMPTY;
        BoundingBox a = any.inflatedBy(24);
        return new Beardifier(java.util.Arrays.copyOf(r, nr * RIGID_STRIDE), java.util.Arrays.copyOf(j, nj * 3), a.toArray());
    }

    /** Whether the contribution is zero everywhere. */
    public boolean isEmpty() {
        return affected == null;
    }

    /** Whether any block of the box (inclusive) may get a contribution (false: zero throughout). */
    public boolean affects(int minX, int minY, int minZ, int maxX, int maxY, int maxZ) {
        int[] a = affected;
        return a != null && maxX >= a[0] && minX <= a[3] && maxY >= a[1] && minY <= a[4] && maxZ >= a[2] && minZ <= a[5];
    }

    /** Game: {@code Beardifier.compute} at block (x, y, z). */
    public double compute(int x, int y, int z) {
        int[] a = affected;
        if (a == null || x < a[0] || x > a[3] || y < a[1] || y > a[4] || z < a[2] || z > a[5]) return 0.0;
        double value = 0.0;
        int[] r = rigids;
        for (int o = 0; o < r.length; o += RIGID_STRIDE) {
            int dx = Math.max(0, Math.max(r[o] - x, x - r[o + 3]));
            int dz = Math.max(0, Math.max(r[o + 2] - z, z - r[o + 5]));
            int groundY = r[o + 1] + r[o + 7];
            int dyToGround = y - groundY;
            switch (r[o + 6]) {
                case 1: // bury
                    value += bury(dx, dyToGround / 2.0, dz);
                    break;
                case 2: // beard_thin
                    value += beard(dx, dyToGround, dz, dyToGround) * 0.8;
                    break;
                case 3: { // beard_box
                    int dy = Math.max(0, Math.max(groundY - y, y - r[o + 4]));
                    value += beard(dx, dy, dz, dyToGround) * 0.8;
                    break;
                }
                case 4: { // encapsulate
                    int dy = Math.max(0, Math.max(r[o + 1] - y, y - r[o + 4]));
                    value += bury(dx / 2.0, dy / 2.0, dz / 2.0) * 0.8;
                    break;
                }
                default: // none
                    value += 0.0;
            }
        }
        int[] j = junctions;
        for (int o = 0; o < j.length; o += 3) {
            int dx = x - j[o], dy = y - j[o + 1], dz = z - j[o + 2];
            value += beard(dx, dy, dz, dy) * 0.4;
        }
        return value;
    }

    /** Game: {@code getBuryContribution}: {@code Mth.clampedMap(length, 0, 6, 1, 0)}. */
    private static double bury(double dx, double dy, double dz) {
        double distance = Math.sqrt(dx * dx + dy * dy + dz * dz);
        double f = (distance - 0.0) / (6.0 - 0.0);
        if (f < 0.0) return 1.0;
        if (f > 1.0) return 0.0;
        return 1.0 + f * (0.0 - 1.0);
    }

    /** Game: {@code getBeardContribution}. */
    private static double beard(int dx, int dy, int dz, int yToGround) {
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

    /** The kernel's value at offset (dx, dy, dz), each in -12..11 (tests). */
    static float kernel(int dx, int dy, int dz) {
        return KERNEL[(dz + KERNEL_RADIUS) * KERNEL_SIZE * KERNEL_SIZE + (dx + KERNEL_RADIUS) * KERNEL_SIZE + dy + KERNEL_RADIUS];
    }
}
