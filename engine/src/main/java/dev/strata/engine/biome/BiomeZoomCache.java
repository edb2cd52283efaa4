package dev.strata.engine.biome;

import java.util.Arrays;

/**
 * {@link BiomeZoom#biome BiomeZoom.biome(x, y, z, resolver)} for the blocks of one chunk at a time, with the per-quart
 * work remembered: same results, and the same resolver state (the climate search's warm start) whenever that state is
 * read, as calling {@code zoom.biome(x, y, z, resolver)} directly in the same order (the surface step's lookups, game:
 * {@code BiomeManager.getBiome} over the biome source).
 *
 * <p>Remembered per quart of a window around the chunk (quarts {@code 4·cx - 1 .. 4·cx + 4} in x and z, which the
 * zoom reaches from the chunk's blocks, and the dimension's height plus a margin in y; flat arrays, valid for the
 * chunk set by {@link #beginChunk}; nothing is cleared, entries carry the chunk's epoch):
 * <ul>
 *   <li>the zoom's three jitters (pure functions of the quart and the seed);
 *   <li>for a {@link MultiNoiseBiomeSource} resolver: whether one leaf is strictly the nearest to the quart's climate,
 *       and which (else its climate target). A strictly nearest leaf is what every search for that target returns,
 *       whatever the warm start (the search is exact; the warm start only decides between leaves at the same
 *       distance), so a lookup of such a quart returns it and sets the warm start to it, as the search would
 *       ({@link ClimateRTree#adopt}); a quart at the same distance from several leaves (a tie, about 3 per overworld
 *       chunk) is searched with the game's warm-started search at every lookup. Quarts come from the worker's
 *       {@link QuartLeafMemo} (filled by the chunk biome steps and by earlier windows), else their whole column is
 *       resolved into it ({@link MultiNoiseBiomeSource.TreeResolver#resolveColumn}), else the quart is sampled and
 *       resolved here ({@link ClimateRTree#nearestUnique});
 *   <li>per cell (the 8 quarts a block's lookup chooses from): the biome, if all 8 are strictly nearest to leaves of
 *       that one biome. A lookup in such a cell needs no corner choice for its answer; the warm start it leaves
 *       (the chosen corner's leaf) is kept <em>pending</em> — the block is remembered — and {@link #settle settled}
 *       before anything reads it: a lookup that searches, the direct path, the next chunk, or the owner's
 *       {@link #settle} after the chunk (the generator calls it before the next chunk's biome step);
 *   <li>for the surface step's reuse of rule results down a column: how far down the cells keep that one biome
 *       ({@link #sameBiomeDownTo}, each run scanned once per chunk), or keep every corner's biome in (or out of) a
 *       set ({@link #sameMembershipDownTo}, from per-cell masks of the corners' biomes, made on demand).
 * </ul>
 * This matters because 26.2's overworld surface rule tests {@code biome is sulfur_caves} at nearly every stone block.
 * Other resolvers are asked at every lookup (only the zoom is remembered). Blocks whose quarts fall outside the
 * window, or lookups before the first {@link #beginChunk}, take the direct path. One per worker; not thread-safe;
 * allocates nothing after construction.
 */
public final class BiomeZoomCache {
    private static final int SIDE = 6; // quarts per horizontal axis of the window
    private static final int MARGIN = 16; // blocks above and below the dimension's extent

    private final BiomeZoom zoom;
    private final long seed;
    private final BiomeSource.Resolver resolver;
    private final MultiNoiseBiomeSource.TreeResolver treeResolver; // null unless a multi-noise resolver
    private final ClimateSampler sampler;
    private final ClimateRTree tree;
    private final ClimateRTree.Cursor cursor;

    private final int minQuartY, ny, strideX;
    private final int[] columnEpoch = new int[SIDE * SIDE], cellEpoch = new int[SIDE * SIDE]; // jitters done
    private final int[] biomeEpoch, leaf; // leaf: the strictly nearest leaf, -1 for a tie
    // by the window index of a cell's lowest corner: the biome of all 8 corners if one (strictly nearest leaves), else -1
    private final int[] cellBiomeEpoch, cellBiome;
    // by the same index: the lowest cell (window y index) of the run of such cells of one biome down from it
    private final int[] runEpoch, runLow;
    // by the same index, computed on demand: the biomes of the cell's 8 corners as a 128-bit mask (all ones: unknown)
    private final int[] maskEpoch;
    private final long[] cellMaskLo, cellMaskHi;
    private boolean readWarmStart; // of the last biome() call
    // per tie quart: the minimal distance and the first nearest leaf in tree order
    private final int[] tieEpoch, tieFirst;
    private final long[] tieDistance;
    // a fast-path lookup whose corner (and so the warm start it leaves) is not picked yet
    private boolean pending;
    private int pendingX, pendingY, pendingZ;
    private final double[] jitter;
    private final long[] target;
    private int epoch; // 0 = no chunk yet
    private int minQuartX, minQuartZ;
    private long hits, ties, misses;

    /**
     * @param zoom the world's zoom
     * @param resolver the worker's resolver (the one whose warm start the surface step carries on)
     * @param minY lowest block y of the dimension
     * @param height height of the dimension in blocks
     */
    public BiomeZoomCache(BiomeZoom zoom, BiomeSource.Resolver resolver, int minY, int height) {
        this.zoom = zoom;
        this.seed = zoom.seed();
        this.resolver = resolver;
        if (resolver instanceof MultiNoiseBiomeSource.TreeResolver t) {
            this.treeResolver = t;
            this.sampler = t.sampler;
            this.tree = t.tree;
            this.cursor = t.cursor;
        } else {
            this.treeResolver = null;
            this.sampler = null;
            this.tree = null;
            this.cursor = null;
        }
        this.minQuartY = BiomeZoom.baseQuart(minY - MARGIN);
        int maxQuartY = BiomeZoom.baseQuart(minY + height + MARGIN) + 1;
        this.ny = maxQuartY - minQuartY + 1;
        this.strideX = SIDE * ny;
        int n = SIDE * SIDE * ny;
        this.biomeEpoch = new int[n];
        this.leaf = new int[n];
        this.cellBiomeEpoch = new int[n];
        this.cellBiome = new int[n];
        this.runEpoch = new int[n];
        this.runLow = new int[n];
        this.maskEpoch = new int[n];
        this.cellMaskLo = new long[n];
        this.cellMaskHi = new long[n];
        this.tieEpoch = new int[n];
        this.tieFirst = new int[n];
        this.tieDistance = new long[n];
        this.jitter = new double[3 * n];
        this.target = new long[Climate.AXES * n];
    }

    /** Starts the lookups of chunk {@code (chunkX, chunkZ)} (forgets the previous chunk's quarts). */
    public void beginChunk(int chunkX, int chunkZ) {
        settle();
        if (++epoch == 0) {
            Arrays.fill(columnEpoch, 0);
            Arrays.fill(cellEpoch, 0);
            Arrays.fill(biomeEpoch, 0);
            Arrays.fill(cellBiomeEpoch, 0);
            Arrays.fill(runEpoch, 0);
            Arrays.fill(maskEpoch, 0);
            Arrays.fill(tieEpoch, 0);
            epoch = 1;
        }
        minQuartX = BiomeZoom.baseQuart(chunkX << 4);
        minQuartZ = BiomeZoom.baseQuart(chunkZ << 4);
    }

    /**
     * The zoomed biome at block {@code (x, y, z)}: exactly {@code zoom.biome(x, y, z, resolver)}. The resolver's warm
     * start may be left pending (see {@link #settle}); it is settled before anything that reads it.
     */
    public int biome(int x, int y, int z) {
        readWarmStart = false;
        int ax = x - 2, ay = y - 2, az = z - 2;
        int px = ax >> 2, py = ay >> 2, pz = az >> 2;
        int ix = px - minQuartX, iy = py - minQuartY, iz = pz - minQuartZ;
        if (epoch == 0 || (ix | iy | iz) < 0 || ix > SIDE - 2 || iz > SIDE - 2 || iy > ny - 2) {
            settle();
            readWarmStart = true; // as far as this cache knows
            return zoom.biome(x, y, z, resolver);
        }
        int base = ix * strideX + iz * ny + iy;
        if (tree == null) readWarmStart = true;
        if (tree != null) {
            // Fast path: all 8 corners of the cell strictly nearest to leaves of one biome. Whichever corner the zoom
            // picks, the biome is that one, and the warm start becomes that corner's leaf: remember the block and
            // pick the corner only when the warm start is read.
            if (cellBiomeEpoch[base] != epoch) classifyCell(base, px, py, pz);
            int uniform = cellBiome[base];
            if (uniform >= 0) {
                hits++;
                pending = true;
                pendingX = x;
                pendingY = y;
                pendingZ = z;
                return uniform;
            }
            settle();
        }
        int best = pickCorner(ax, ay, az, ix, iz, base);
        int qx = px + ((best >> 2) & 1), qy = py + ((best >> 1) & 1), qz = pz + (best & 1);
        if (tree == null) return resolver.biome(qx, qy, qz);
        return treeBiome(cornerIndex(base, best), qx, qy, qz);
    }

    /**
     * The lowest {@code y' <= y} such that every block from {@code (x, y', z)} up to {@code (x, y, z)} lies in a zoom
     * cell whose 8 corner quarts are strictly nearest to leaves of the same one biome ({@link #biome} answers them on
     * the fast path: that biome, and the only lasting effect of such a lookup is its pending warm start, which the
     * last lookup of a run replaces). A block's cell is {@code ((x - 2) >> 2, (y - 2) >> 2, (z - 2) >> 2)}, so a cell
     * spans the 4 blocks {@code 4·py + 2 .. 4·py + 5} in y; cells below are classified as needed (pure: no warm
     * start is read or changed). Returns {@code y} where the block's own cell is not such a cell, or outside the
     * window.
     */
    public int sameBiomeDownTo(int x, int y, int z) {
        if (tree == null || epoch == 0) return y;
        int px = (x - 2) >> 2, py = (y - 2) >> 2, pz = (z - 2) >> 2;
        int ix = px - minQuartX, iy = py - minQuartY, iz = pz - minQuartZ;
        if ((ix | iy | iz) < 0 || ix > SIDE - 2 || iz > SIDE - 2 || iy > ny - 2) return y;
        int column = ix * strideX + iz * ny;
        if (cellBiomeEpoch[column + iy] != epoch) classifyCell(column + iy, px, py, pz);
        int biome = cellBiome[column + iy];
        if (biome < 0) return y;
        int low = iy;
        while (low > 0) {
            if (runEpoch[column + low] == epoch) { // the bottom of this run is known (from an earlier, higher query)
                low = runLow[column + low];
                break;
            }
            int below = column + low - 1;
            if (cellBiomeEpoch[below] != epoch) classifyCell(below, px, minQuartY + low - 1, pz);
            if (cellBiome[below] != biome) break;
            low--;
        }
        for (int c = iy; c >= low && runEpoch[column + c] != epoch; c--) { // each run is scanned once per chunk
            runLow[column + c] = low;
            runEpoch[column + c] = epoch;
        }
        return Math.min(y, ((minQuartY + low) << 2) + 2);
    }

    /** Window index of corner {@code i} (bits x, y, z as in {@link BiomeZoom}) of the cell whose lowest corner is {@code base}. */
    private int cornerIndex(int base, int i) {
        return base + ((i >> 2) & 1) * strideX + ((i >> 1) & 1) + (i & 1) * ny;
    }

    /**
     * The corner (0..7, bits x, y, z) the zoom picks for block {@code (ax + 2, ay + 2, az + 2)} ({@link BiomeZoom}'s
     * corner choice with the jitters remembered: same operands, same order, so the same doubles).
     */
    private int pickCorner(int ax, int ay, int az, int ix, int iz, int base) {
        double fx = (double) (ax & 3) / 4.0;
        double fy = (double) (ay & 3) / 4.0;
        double fz = (double) (az & 3) / 4.0;
        int best = 0;
        double bestDistance = Double.POSITIVE_INFINITY;
        if (cellEpoch[ix * SIDE + iz] != epoch) fillJitters(ix, iz);
        for (int i = 0; i < 8; i++) {
            boolean x0 = (i & 4) == 0, y0 = (i & 2) == 0, z0 = (i & 1) == 0;
            int q = base + (x0 ? 0 : strideX) + (y0 ? 0 : 1) + (z0 ? 0 : ny);
            double dx = x0 ? fx : fx - 1.0, dy = y0 ? fy : fy - 1.0, dz = z0 ? fz : fz - 1.0;
            double a = dz + jitter[3 * q + 2], b = dy + jitter[3 * q + 1], c = dx + jitter[3 * q];
            double d = a * a + b * b + c * c;
            if (bestDistance > d) {
                best = i;
                bestDistance = d;
            }
        }
        return best;
    }

    /**
     * Makes the resolver's warm start what the direct lookups would have left: if the last lookup took the fast
     * path, picks its corner now and adopts that corner's leaf. Called before every lookup that reads the warm start,
     * and to be called by the owner after the chunk's lookups (before the resolver is used for anything else).
     */
    public void settle() {
        if (!pending) return;
        pending = false;
        int ax = pendingX - 2, ay = pendingY - 2, az = pendingZ - 2;
        int ix = (ax >> 2) - minQuartX, iy = (ay >> 2) - minQuartY, iz = (az >> 2) - minQuartZ;
        int base = ix * strideX + iz * ny + iy;
        tree.adopt(cursor, leaf[cornerIndex(base, pickCorner(ax, ay, az, ix, iz, base))]);
    }

    /**
     * Resolves the 8 corner quarts of the cell whose lowest corner is window index {@code base} (quart
     * {@code (px, py, pz)}) and records the cell's biome if all 8 are strictly nearest to leaves of the same biome,
     * else -1.
     */
    private void classifyCell(int base, int px, int py, int pz) {
        int biome = -2, hint = cursor.lastLeaf();
        for (int i = 0; i < 8; i++) {
            int q = cornerIndex(base, i);
            if (biomeEpoch[q] != epoch) resolveQuart(q, px + ((i >> 2) & 1), py + ((i >> 1) & 1), pz + (i & 1), hint);
            int l = leaf[q];
            if (l >= 0) hint = l; // a corner's leaf: near in climate, a tight first bound for the next corner
            int b = l < 0 ? -1 : tree.leafValue(l);
            if (b < 0 || (biome != -2 && b != biome)) {
                biome = -1;
                break;
            }
            biome = b;
        }
        cellBiome[base] = biome;
        cellBiomeEpoch[base] = epoch;
    }

    /**
     * Computes the jitters of every quart column of the 2 × 2 from window column {@code (ix, iz)} not done yet in
     * this chunk, all heights (a lookup needs all 8 corners; the surface step walks whole columns).
     */
    private void fillJitters(int ix, int iz) {
        for (int dx = 0; dx < 2; dx++) {
            for (int dz = 0; dz < 2; dz++) {
                int column = (ix + dx) * SIDE + iz + dz;
                if (columnEpoch[column] == epoch) continue;
                int qx = minQuartX + ix + dx, qz = minQuartZ + iz + dz;
                int q = (ix + dx) * strideX + (iz + dz) * ny;
                for (int iy = 0; iy < ny; iy++) BiomeZoom.jitters(seed, qx, minQuartY + iy, qz, jitter, 3 * (q + iy));
                columnEpoch[column] = epoch;
            }
        }
        cellEpoch[ix * SIDE + iz] = epoch;
    }

    /** {@code resolver.biome(qx, qy, qz)} of the multi-noise resolver, window index {@code q}; warm start settled. */
    private int treeBiome(int q, int qx, int qy, int qz) {
        if (biomeEpoch[q] != epoch) {
            misses++;
            resolveQuart(q, qx, qy, qz, cursor.lastLeaf());
        } else if (leaf[q] >= 0) {
            hits++;
        } else {
            ties++;
        }
        int known = leaf[q];
        // strictly nearest: what the search returns from any warm start, and the warm start it leaves
        if (known >= 0) return tree.adopt(cursor, known);
        readWarmStart = true;
        // A tie: the warm-started search returns the warm-start leaf if it is one of the nearest, else the first
        // nearest leaf in tree order (ClimateRTree.tieResult); the minimal distance and that leaf are found once.
        int o = q * Climate.AXES;
        if (tieEpoch[q] != epoch) {
            tieDistance[q] = tree.nearestDistance(target, o);
            tieFirst[q] = tree.firstNearest(target, o);
            tieEpoch[q] = epoch;
        }
        return tree.adopt(cursor, tree.tieResult(cursor.lastLeaf(), target, o, tieDistance[q], tieFirst[q]));
    }

    /**
     * Records quart {@code (qx, qy, qz)} (window index {@code q}) for this chunk: its strictly nearest leaf, or -1
     * for a tie together with its climate target (for the warm-started search). Pure: reads no warm start and leaves
     * it alone (uses the cursor's target as scratch). {@code hint}, a leaf or -1, only seeds a new search's bound.
     */
    private void resolveQuart(int q, int qx, int qy, int qz, int hint) {
        long[] t = cursor.target;
        QuartLeafMemo memo = treeResolver.memo;
        int found = memo.get(qx, qy, qz);
        int filled;
        if (found == QuartLeafMemo.UNKNOWN && treeResolver.filledIndex(qx, qy, qz) < 0
                && treeResolver.resolveColumn(qx, qz, minQuartY, minQuartY + ny - 1)) {
            found = memo.get(qx, qy, qz); // the whole column at once (still unknown outside the memo's range)
        }
        if (found == QuartLeafMemo.TIE) {
            sampler.sample(qx, qy, qz, t); // rare: the climate again, for the search
        } else if (found == QuartLeafMemo.UNKNOWN) {
            if ((filled = treeResolver.filledIndex(qx, qy, qz)) >= 0) {
                // this chunk's biome step found it (the memo slot was taken since): its nearest leaf, unique or not;
                // where it is not unique the step sampled its climate
                found = treeResolver.uniqueLeaf(filled);
                if (found < 0) System.arraycopy(treeResolver.climate, filled * Climate.AXES, t, 0, Climate.AXES);
            } else {
                sampler.sample(qx, qy, qz, t);
                found = tree.nearestUnique(cursor, hint);
                if (found < 0) found = QuartLeafMemo.TIE;
            }
            memo.put(qx, qy, qz, found);
        }
        if (found < 0) {
            System.arraycopy(t, 0, target, q * Climate.AXES, Climate.AXES);
            found = -1;
        }
        leaf[q] = found;
        biomeEpoch[q] = epoch;
    }

    /**
     * Whether the last {@link #biome} call read the warm start (a tie corner, or a lookup this cache passes on);
     * if not, its only effect is to set the warm start to a leaf its block determines, which the next lookup that
     * does not read the warm start replaces (for tests).
     */
    boolean lastLookupReadWarmStart() {
        return readWarmStart;
    }

    /**
     * The lowest {@code y'} with {@code y - limit <= y' <= y} such that at every block from {@code (x, y', z)} up to
     * {@code (x, y, z)} every corner quart of the block's zoom cell is strictly nearest to a leaf, and the biomes of
     * those leaves are all in the set {@code (maskLo, maskHi)} (bit {@code b} for biome id {@code b} of the 128-bit
     * mask) if {@code member}, all outside it if not. So a condition "the biome is in the set" has one value there
     * whatever corner the zoom picks, and a lookup there never reads the warm start. {@code y} if the block's own
     * cell is not such a cell (or outside the window). Cells classified as needed; pure.
     */
    public int sameMembershipDownTo(int x, int y, int z, long maskLo, long maskHi, boolean member, int limit) {
        if (tree == null || epoch == 0) return y;
        int px = (x - 2) >> 2, py = (y - 2) >> 2, pz = (z - 2) >> 2;
        int ix = px - minQuartX, iy = py - minQuartY, iz = pz - minQuartZ;
        if ((ix | iy | iz) < 0 || ix > SIDE - 2 || iz > SIDE - 2 || iy > ny - 2) return y;
        int column = ix * strideX + iz * ny;
        if (!sameMembership(column + iy, px, py, pz, maskLo, maskHi, member)) return y;
        int low = iy;
        int lowest = Math.max(0, ((y - limit - 2) >> 2) - minQuartY);
        while (low > lowest && sameMembership(column + low - 1, px, minQuartY + low - 1, pz, maskLo, maskHi, member)) low--;
        return Math.min(y, ((minQuartY + low) << 2) + 2);
    }

    /** Whether every corner of the cell at {@code base} is strictly nearest to a leaf whose biome is (not) in the set. */
    private boolean sameMembership(int base, int px, int py, int pz, long maskLo, long maskHi, boolean member) {
        if (cellBiomeEpoch[base] != epoch) classifyCell(base, px, py, pz);
        int uniform = cellBiome[base];
        if (uniform >= 0) { // one biome
            boolean in = uniform < 64 ? (maskLo >>> uniform & 1) != 0 : uniform < 128 && (maskHi >>> (uniform - 64) & 1) != 0;
            return in == member;
        }
        if (maskEpoch[base] != epoch) cellMask(base, px, py, pz);
        long lo = cellMaskLo[base], hi = cellMaskHi[base];
        if (lo == -1L && hi == -1L) return false; // a tie corner or an id beyond the mask
        return member ? (lo & ~maskLo) == 0 && (hi & ~maskHi) == 0 : (lo & maskLo) == 0 && (hi & maskHi) == 0;
    }

    /** The mask of the biomes of the cell's 8 corners; all ones (unknown) if a corner ties or its biome is >= 128. */
    private void cellMask(int base, int px, int py, int pz) {
        long lo = 0, hi = 0;
        int hint = cursor.lastLeaf();
        for (int i = 0; i < 8; i++) {
            int q = cornerIndex(base, i);
            if (biomeEpoch[q] != epoch) resolveQuart(q, px + ((i >> 2) & 1), py + ((i >> 1) & 1), pz + (i & 1), hint);
            int l = leaf[q];
            int b = l < 0 ? -1 : tree.leafValue(l);
            if (b < 0 || b >= 128) {
                lo = hi = -1L;
                break;
            }
            hint = l;
            if (b < 64) lo |= 1L << b;
            else hi |= 1L << (b - 64);
        }
        cellMaskLo[base] = lo;
        cellMaskHi[base] = hi;
        maskEpoch[base] = epoch;
    }

    /** Lookups answered from a remembered strictly nearest leaf (no climate, no search), since construction. */
    public long hits() {
        return hits;
    }

    /** Later lookups of a quart whose climate ties between leaves (searched again), since construction. */
    public long ties() {
        return ties;
    }

    /** First lookups of a quart in a chunk, since construction. */
    public long misses() {
        return misses;
    }
}
