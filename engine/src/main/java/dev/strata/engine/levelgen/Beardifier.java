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
    private static final int KERNEL_RADIUS = BeardTerms.KERNEL_RADIUS;

    /** No structure near: zero everywhere (game: {@code Beardifier.EMPTY}). */
    public static final Beardifier EMPTY = new Beardifier(new int[0], new int[0], null);

    /**
     * An upper bound of {@code |getBeardContribution|} over all arguments, per unit of kernel: {@code |(dy + 0.5) *
     * fastInvSqrt(r^2 / 2) / 2|} is at most {@code sqrt(2) / 2} (0.7071...) since {@code r^2 >= (dy + 0.5)^2} and the
     * game's one-step {@code fastInvSqrt} never exceeds {@code 1 / sqrt} by more than rounding; 0.71 covers both.
     */
    private static final double BEARD_PER_KERNEL = 0.71;

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

    /** The length a caller's term buffer for {@link #cellTerms} needs: one entry per box and per junction. */
    public int termCapacity() {
        return rigids.length / RIGID_STRIDE + junctions.length / 3;
    }

    /**
     * The terms of the sum that can be non-zero at some block of a column of blocks (x and z inclusive, any y), in
     * the sum's order, as {@link #cellTerms} takes its candidates: the boxes within 11 blocks horizontally (what bury,
     * encapsulate and the beard kernel reach) and the junctions within the kernel.
     *
     * @param candidates caller-owned, at least {@link #termCapacity()} long; boxes as offsets, junctions as {@code -1 - offset}
     * @return the number written
     */
    public int columnCandidates(int minX, int minZ, int maxX, int maxZ, int[] candidates) {
        int n = 0;
        int[] r = rigids;
        for (int o = 0; o < r.length; o += RIGID_STRIDE) {
            if (r[o + 6] == 0) continue; // none adds 0.0
            int dx = Math.max(0, Math.max(r[o] - maxX, minX - r[o + 3]));
            int dz = Math.max(0, Math.max(r[o + 2] - maxZ, minZ - r[o + 5]));
            if (dx <= KERNEL_RADIUS - 1 && dz <= KERNEL_RADIUS - 1) candidates[n++] = o;
        }
        int[] j = junctions;
        for (int o = 0; o < j.length; o += 3) {
            if (maxX - j[o] >= -KERNEL_RADIUS && minX - j[o] <= KERNEL_RADIUS - 1 && maxZ - j[o + 2] >= -KERNEL_RADIUS
                    && minZ - j[o + 2] <= KERNEL_RADIUS - 1) {
                candidates[n++] = -1 - o;
            }
        }
        return n;
    }

    /**
     * The terms of the sum that can be non-zero at some block of a box of blocks (inclusive; the noise step's cell),
     * in the sum's order, and bounds of the sum there. Every box or junction left out adds exactly {@code +0.0} to
     * each block of the box (bury and encapsulate at distance 6, resp. 12, or more; the beard outside its kernel),
     * and no term is ever {@code -0.0}, so {@link #cellSums} over the terms equals
     * {@link #compute(int, int, int)} bit for bit.
     *
     * <p>{@code bounds[0]} and {@code bounds[1]} receive a lower and an upper bound of the sum as computed: burying
     * boxes add [0, 1], encapsulating ones [0, 0.8] (at least their value at the block of the box farthest from
     * theirs, less {@link #ROUNDING}: inside one, exactly 1, resp. 0.8), beard boxes and junctions at most 0.8, resp. 0.4, times
     * {@link #BEARD_PER_KERNEL} times the largest kernel value over the box, with the sign of {@code -(y - ground +
     * 0.5)} (a beard lowers the density above its ground and raises it below; never zero). Summed in the sum's order,
     * and floating-point addition is monotone, so they bound the computed sum, and density bounds plus these bound
     * what the noise step computes.
     *
     * @param candidates {@link #columnCandidates} of a column holding the box, and their count
     * @param terms caller-owned, at least {@link #termCapacity()} long: receives box offsets ({@code >= 0}) and
     *     junctions as {@code -1 - offset}
     * @return the number of terms written
     */
    public int cellTerms(int minX, int minY, int minZ, int maxX, int maxY, int maxZ, int[] candidates, int candidateCount,
            int[] terms, double[] bounds) {
        int n = 0;
        double lo = 0.0, hi = 0.0;
        int[] r = rigids;
        int[] j = junctions;
        for (int c = 0; c < candidateCount; c++) {
            int o = candidates[c];
            if (o < 0) { // a junction
                o = -1 - o;
                int dxLo = minX - j[o], dxHi = maxX - j[o], dyLo = minY - j[o + 1], dyHi = maxY - j[o + 1];
                int dzLo = minZ - j[o + 2], dzHi = maxZ - j[o + 2];
                if (dxHi < -KERNEL_RADIUS || dxLo > KERNEL_RADIUS - 1 || dyHi < -KERNEL_RADIUS || dyLo > KERNEL_RADIUS - 1
                        || dzHi < -KERNEL_RADIUS || dzLo > KERNEL_RADIUS - 1) {
                    continue;
                }
                double b = 0.4 * BEARD_PER_KERNEL * largestKernel(dxLo, dxHi, dyLo, dyHi, dzLo, dzHi);
                if (dyLo < 0) hi += b;
                if (dyHi >= 0) lo -= b;
                terms[n++] = -1 - o;
                continue;
            }
            int kind = r[o + 6];
            int dx = Math.max(0, Math.max(r[o] - maxX, minX - r[o + 3]));
            int dz = Math.max(0, Math.max(r[o + 2] - maxZ, minZ - r[o + 5]));
            int groundY = r[o + 1] + r[o + 7];
            switch (kind) {
                case 1 -> { // bury: 1 - |dx, dyToGround / 2, dz| / 6, non-zero below 6; in integers 4dx^2 + dy^2 + 4dz^2 < 144
                    int dy = closestToZero(minY - groundY, maxY - groundY);
                    if (4L * dx * dx + (long) dy * dy + 4L * dz * dz >= 144) continue;
                    hi += 1.0;
                    int fx = farthest(r[o], r[o + 3], minX, maxX), fz = farthest(r[o + 2], r[o + 5], minZ, maxZ);
                    int fy = Math.max(Math.abs(minY - groundY), Math.abs(maxY - groundY));
                    lo += Math.max(0.0, 1.0 - Math.sqrt(4.0 * fx * fx + (double) fy * fy + 4.0 * fz * fz) / 12.0 - ROUNDING);
                }
                case 4 -> { // encapsulate: 0.8 * (1 - |dx, dy, dz| / 12), non-zero below 12
                    int dy = Math.max(0, Math.max(r[o + 1] - maxY, minY - r[o + 4]));
                    if ((long) dx * dx + (long) dy * dy + (long) dz * dz >= 144) continue;
                    hi += 0.8;
                    int fx = farthest(r[o], r[o + 3], minX, maxX), fz = farthest(r[o + 2], r[o + 5], minZ, maxZ);
                    int fy = farthest(r[o + 1], r[o + 4], minY, maxY);
                    lo += Math.max(0.0, 0.8 * (1.0 - Math.sqrt((double) fx * fx + (double) fy * fy + (double) fz * fz) / 12.0) - ROUNDING);
                }
                default -> { // beard_thin (dy = y - ground), beard_box (dy = distance outside [ground, maxY])
                    int dyLo, dyHi;
                    if (kind == 2) {
                        dyLo = minY - groundY;
                        dyHi = maxY - groundY;
                    } else {
                        dyLo = Math.max(0, Math.max(groundY - maxY, minY - r[o + 4]));
                        dyHi = Math.max(0, Math.max(groundY - minY, maxY - r[o + 4]));
                    }
                    if (dx > KERNEL_RADIUS - 1 || dz > KERNEL_RADIUS - 1 || dyHi < -KERNEL_RADIUS || dyLo > KERNEL_RADIUS - 1) continue;
                    double b = 0.8 * BEARD_PER_KERNEL * largestKernel(dx, dx, dyLo, dyHi, dz, dz);
                    // the term's sign is that of -(y - ground + 0.5): lowering above the ground, raising below
                    if (minY - groundY < 0) hi += b;
                    if (maxY - groundY >= 0) lo -= b;
                }
            }
            terms[n++] = o;
        }
        bounds[0] = lo;
        bounds[1] = hi;
        return n;
    }

    /**
     * More than the rounding error of a bury or encapsulate term (a square root, a division and two products of
     * values below 12: a few units in the last place of 1), taken off their lower bounds.
     */
    private static final double ROUNDING = 1e-9;

    /** The largest distance outside [boxMin, boxMax] of a value in [min, max] (0 when all are inside). */
    private static int farthest(int boxMin, int boxMax, int min, int max) {
        return Math.max(0, Math.max(boxMin - min, max - boxMax));
    }

    /** The value of [lo, hi] nearest 0. */
    private static int closestToZero(int lo, int hi) {
        return lo > 0 ? lo : hi < 0 ? hi : 0;
    }

    /**
     * The largest kernel value for offsets in the given ranges, each clamped to the kernel's -12..11 (the kernel falls
     * with {@code dx^2 + (dy + 0.5)^2 + dz^2}, and rounding to float keeps that order, so it is the one nearest
     * (0, -0.5, 0)).
     */
    private static double largestKernel(int dxLo, int dxHi, int dyLo, int dyHi, int dzLo, int dzHi) {
        int dx = clampToKernel(closestToZero(dxLo, dxHi));
        int dz = clampToKernel(closestToZero(dzLo, dzHi));
        int dy = clampToKernel(dyLo > 0 ? dyLo : dyHi < -1 ? dyHi : dyHi >= 0 ? 0 : -1);
        return kernel(dx, dy, dz);
    }

    private static int clampToKernel(int d) {
        return Math.max(-KERNEL_RADIUS, Math.min(KERNEL_RADIUS - 1, d));
    }

    /**
     * The sums over the terms {@link #cellTerms} found for a box holding the cell, at every block of the cell at once:
     * {@code sums[(yIn * width + xIn) * width + zIn]} receives {@link #compute(int, int, int)} at block {@code (minX +
     * xIn, minY + yIn, minZ + zIn)}, bit for bit. Terms are
     * added in the sum's order, each to every block it reaches (a term skipped at a block adds exactly {@code +0.0}
     * there, and no partial sum is {@code -0.0}); the beard, bury and encapsulate values are looked up in
     * {@link BeardTerms}' tables, beard_box terms computed.
     *
     * @param terms {@link #cellTerms} of a box holding the cell, and their count
     * @param sums caller-owned, at least {@code width * width * height} long; other entries are left as they are
     */
    public void cellSums(int minX, int minY, int minZ, int width, int height, int[] terms, int n, double[] sums) {
        int size = width * width * height;
        java.util.Arrays.fill(sums, 0, size, 0.0);
        int[] r = rigids;
        int[] j = junctions;
        double[] atGround = BeardTerms.BEARD_AT_GROUND;
        int ks = BeardTerms.KERNEL_SIZE;
        int maxY = minY + height - 1;
        for (int i = 0; i < n; i++) {
            int t = terms[i];
            if (t < 0) { // a junction: 0.4 * beard(d, d, d, dy), d within the kernel on each axis
                int o = -1 - t;
                int yLo = Math.max(minY, j[o + 1] - KERNEL_RADIUS), yHi = Math.min(maxY, j[o + 1] + KERNEL_RADIUS - 1);
                for (int xIn = 0; xIn < width; xIn++) {
                    int dx = minX + xIn - j[o];
                    if (dx < -KERNEL_RADIUS || dx >= KERNEL_RADIUS) continue;
                    for (int zIn = 0; zIn < width; zIn++) {
                        int dz = minZ + zIn - j[o + 2];
                        if (dz < -KERNEL_RADIUS || dz >= KERNEL_RADIUS) continue;
                        int base = (dz + KERNEL_RADIUS) * ks * ks + (dx + KERNEL_RADIUS) * ks + KERNEL_RADIUS - j[o + 1];
                        for (int y = yLo; y <= yHi; y++) {
                            sums[((y - minY) * width + xIn) * width + zIn] += atGround[base + y] * 0.4;
                        }
                    }
                }
                continue;
            }
            int kind = r[t + 6];
            int groundY = r[t + 1] + r[t + 7];
            for (int xIn = 0; xIn < width; xIn++) {
                int x = minX + xIn;
                int dx = Math.max(0, Math.max(r[t] - x, x - r[t + 3]));
                for (int zIn = 0; zIn < width; zIn++) {
                    int z = minZ + zIn;
                    int dz = Math.max(0, Math.max(r[t + 2] - z, z - r[t + 5]));
                    int at = xIn * width + zIn, step = width * width;
                    switch (kind) {
                        case 1 -> { // bury(dx, dyToGround / 2, dz): zero from 6 on
                            if (dx >= BeardTerms.BURY_XZ || dz >= BeardTerms.BURY_XZ) continue;
                            int base = (dx * BeardTerms.BURY_XZ + dz) * BeardTerms.BURY_Y + 11 - groundY;
                            int yLo = Math.max(minY, groundY - 11), yHi = Math.min(maxY, groundY + 11);
                            for (int y = yLo; y <= yHi; y++) sums[(y - minY) * step + at] += BeardTerms.BURY[base + y];
                        }
                        case 2 -> { // beard_thin: 0.8 * beard(dx, dyToGround, dz, dyToGround)
                            if (dx >= KERNEL_RADIUS || dz >= KERNEL_RADIUS) continue;
                            int base = (dz + KERNEL_RADIUS) * ks * ks + (dx + KERNEL_RADIUS) * ks + KERNEL_RADIUS - groundY;
                            int yLo = Math.max(minY, groundY - KERNEL_RADIUS), yHi = Math.min(maxY, groundY + KERNEL_RADIUS - 1);
                            for (int y = yLo; y <= yHi; y++) sums[(y - minY) * step + at] += atGround[base + y] * 0.8;
                        }
                        case 3 -> { // beard_box: 0.8 * beard(dx, distance outside [ground, maxY], dz, dyToGround)
                            if (dx >= KERNEL_RADIUS || dz >= KERNEL_RADIUS) continue;
                            int yLo = Math.max(minY, groundY - KERNEL_RADIUS), yHi = Math.min(maxY, r[t + 4] + KERNEL_RADIUS - 1);
                            for (int y = yLo; y <= yHi; y++) {
                                int dy = Math.max(0, Math.max(groundY - y, y - r[t + 4]));
                                sums[(y - minY) * step + at] += beard(dx, dy, dz, y - groundY) * 0.8;
                            }
                        }
                        case 4 -> { // encapsulate: 0.8 * bury(dx / 2, dy / 2, dz / 2), dy outside [minY, maxY]; zero from 12 on
                            int reach = BeardTerms.ENCAPSULATE_REACH;
                            if (dx >= reach || dz >= reach) continue;
                            int base = (dx * reach + dz) * reach;
                            int yLo = Math.max(minY, r[t + 1] - (reach - 1)), yHi = Math.min(maxY, r[t + 4] + reach - 1);
                            for (int y = yLo; y <= yHi; y++) {
                                int dy = Math.max(0, Math.max(r[t + 1] - y, y - r[t + 4]));
                                sums[(y - minY) * step + at] += BeardTerms.ENCAPSULATE[base + dy] * 0.8;
                            }
                        }
                        default -> { } // none adds 0.0
                    }
                }
            }
        }
    }

    /** Game: {@code Beardifier.compute} at block (x, y, z): every box, then every junction. */
    public double compute(int x, int y, int z) {
        int[] a = affected;
        if (a == null || x < a[0] || x > a[3] || y < a[1] || y > a[4] || z < a[2] || z > a[5]) return 0.0;
        double value = 0.0;
        int[] r = rigids;
        for (int o = 0; o < r.length; o += RIGID_STRIDE) {
            value += rigid(r, o, x, y, z);
        }
        int[] j = junctions;
        for (int o = 0; o < j.length; o += 3) {
            int dx = x - j[o], dy = y - j[o + 1], dz = z - j[o + 2];
            value += beard(dx, dy, dz, dy) * 0.4;
        }
        return value;
    }

    /** The contribution of the box at offset {@code o} of {@code r} to block (x, y, z). */
    private static double rigid(int[] r, int o, int x, int y, int z) {
        int dx = Math.max(0, Math.max(r[o] - x, x - r[o + 3]));
        int dz = Math.max(0, Math.max(r[o + 2] - z, z - r[o + 5]));
        int groundY = r[o + 1] + r[o + 7];
        int dyToGround = y - groundY;
        switch (r[o + 6]) {
            case 1: // bury
                return bury(dx, dyToGround / 2.0, dz);
            case 2: // beard_thin
                return beard(dx, dyToGround, dz, dyToGround) * 0.8;
            case 3: { // beard_box
                int dy = Math.max(0, Math.max(groundY - y, y - r[o + 4]));
                return beard(dx, dy, dz, dyToGround) * 0.8;
            }
            case 4: { // encapsulate
                int dy = Math.max(0, Math.max(r[o + 1] - y, y - r[o + 4]));
                return bury(dx / 2.0, dy / 2.0, dz / 2.0) * 0.8;
            }
            default: // none
                return 0.0;
        }
    }

    private static double bury(double dx, double dy, double dz) {
        return BeardTerms.bury(dx, dy, dz);
    }

    private static double beard(int dx, int dy, int dz, int yToGround) {
        return BeardTerms.beard(dx, dy, dz, yToGround);
    }

    /** Game: {@code Mth.fastInvSqrt(double)} (tests). */
    static double fastInvSqrt(double x) {
        return BeardTerms.fastInvSqrt(x);
    }

    /** The kernel's value at offset (dx, dy, dz), each in -12..11 (tests). */
    static float kernel(int dx, int dy, int dz) {
        return BeardTerms.kernel(dx, dy, dz);
    }
}
