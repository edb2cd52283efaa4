package dev.strata.engine.biome;

import java.util.Arrays;

/**
 * The zoomed biomes the surface step reads, for the blocks of one chunk at a time (game: {@code BiomeManager.getBiome}
 * of the {@code WorldGenRegion}, whose quarts come from the stored biome grids of the chunk and its 8 neighbours,
 * {@code LevelReader.getNoiseBiome} → {@code ChunkAccess.getNoiseBiome}). For block {@code (x, y, z)}: the zoom's
 * corner quart ({@link BiomeZoom#corner}), its y clamped to the dimension's quarts, and the biome the biome step of
 * the chunk holding that quart stored there ({@link BiomeSource.Resolver#storedBiome}). A pure function of the block:
 * no lookup reads or moves the climate search's warm start. See {@code docs/notes-26x-worldgen.md} (biome ties).
 *
 * <p>Remembered per quart of a window around the chunk (quarts {@code 4·cx - 1 .. 4·cx + 4} in x and z, which the
 * zoom reaches from the chunk's blocks, and the dimension's height plus a margin in y; flat arrays, valid for the
 * chunk set by {@link #beginChunk}; nothing is cleared, entries carry the chunk's epoch):
 * <ul>
 *   <li>the zoom's three jitters (pure functions of the quart and the seed);
 *   <li>the quart's stored biome (from the resolver, which remembers quarts across chunks);
 *   <li>per cell (the 8 quarts a block's lookup chooses from): the biome, if all 8 store the same one (then a lookup
 *       needs no corner choice);
 *   <li>for the surface step's reuse of rule results down a column: how far down the cells keep that one biome
 *       ({@link #sameBiomeDownTo}, each run scanned once per chunk), or keep every corner's biome in (or out of) a
 *       set ({@link #sameMembershipDownTo}, from per-cell masks of the corners' biomes, made on demand).
 * </ul>
 * This matters because 26.2's overworld surface rule tests {@code biome is sulfur_caves} at nearly every stone block.
 * Blocks whose quarts fall outside the window, or lookups before the first {@link #beginChunk}, are answered without
 * the window. One per worker; not thread-safe; allocates nothing after construction.
 */
public final class BiomeZoomCache {
    private static final int SIDE = 6; // quarts per horizontal axis of the window
    private static final int MARGIN = 16; // blocks above and below the dimension's extent

    private final BiomeZoom zoom;
    private final long seed;
    private final BiomeSource.Resolver resolver;
    private final int dimMinQuartY, dimQuartsY; // the dimension's quarts (the extent of a chunk's grid)

    private final int minQuartY, ny, strideX;
    private final int[] columnEpoch = new int[SIDE * SIDE], cellEpoch = new int[SIDE * SIDE]; // jitters done
    private final int[] biomeEpoch, quartBiome;
    // by the window index of a cell's lowest corner: the biome of all 8 corners if one, else -1
    private final int[] cellBiomeEpoch, cellBiome;
    // by the same index: the lowest cell (window y index) of the run of such cells of one biome down from it
    private final int[] runEpoch, runLow;
    // by the same index, computed on demand: the biomes of the cell's 8 corners as a 128-bit mask (all ones: unknown)
    private final int[] maskEpoch;
    private final long[] cellMaskLo, cellMaskHi;
    private final double[] jitter;
    private int epoch; // 0 = no chunk yet
    private int minQuartX, minQuartZ;
    private long hits, misses;

    /**
     * @param zoom the world's zoom
     * @param resolver the worker's resolver (the one of its biome step)
     * @param minY lowest block y of the dimension (type)
     * @param height height of the dimension (type) in blocks, a multiple of 16
     */
    public BiomeZoomCache(BiomeZoom zoom, BiomeSource.Resolver resolver, int minY, int height) {
        this.zoom = zoom;
        this.seed = zoom.seed();
        this.resolver = resolver;
        this.dimMinQuartY = minY >> 2;
        this.dimQuartsY = height >> 2;
        this.minQuartY = BiomeZoom.baseQuart(minY - MARGIN);
        int maxQuartY = BiomeZoom.baseQuart(minY + height + MARGIN) + 1;
        this.ny = maxQuartY - minQuartY + 1;
        this.strideX = SIDE * ny;
        int n = SIDE * SIDE * ny;
        this.biomeEpoch = new int[n];
        this.quartBiome = new int[n];
        this.cellBiomeEpoch = new int[n];
        this.cellBiome = new int[n];
        this.runEpoch = new int[n];
        this.runLow = new int[n];
        this.maskEpoch = new int[n];
        this.cellMaskLo = new long[n];
        this.cellMaskHi = new long[n];
        this.jitter = new double[3 * n];
    }

    /** Starts the lookups of chunk {@code (chunkX, chunkZ)} (forgets the previous chunk's quarts). */
    public void beginChunk(int chunkX, int chunkZ) {
        if (++epoch == 0) {
            Arrays.fill(columnEpoch, 0);
            Arrays.fill(cellEpoch, 0);
            Arrays.fill(biomeEpoch, 0);
            Arrays.fill(cellBiomeEpoch, 0);
            Arrays.fill(runEpoch, 0);
            Arrays.fill(maskEpoch, 0);
            epoch = 1;
        }
        minQuartX = BiomeZoom.baseQuart(chunkX << 4);
        minQuartZ = BiomeZoom.baseQuart(chunkZ << 4);
    }

    /**
     * The biome stored at quart {@code (qx, qy, qz)} as the region reads it: y clamped to the dimension's quarts
     * (game: {@code ChunkAccess.getNoiseBiome} clamps to the chunk's extent).
     */
    private int storedBiome(int qx, int qy, int qz) {
        int y = Math.max(dimMinQuartY, Math.min(dimMinQuartY + dimQuartsY - 1, qy));
        return resolver.storedBiome(qx, y, qz, dimMinQuartY, dimQuartsY);
    }

    /** The zoomed biome at block {@code (x, y, z)} as the game's surface step reads it (see the class comment). */
    public int biome(int x, int y, int z) {
        int ax = x - 2, ay = y - 2, az = z - 2;
        int px = ax >> 2, py = ay >> 2, pz = az >> 2;
        int ix = px - minQuartX, iy = py - minQuartY, iz = pz - minQuartZ;
        if (epoch == 0 || (ix | iy | iz) < 0 || ix > SIDE - 2 || iz > SIDE - 2 || iy > ny - 2) {
            int c = zoom.corner(x, y, z);
            return storedBiome(BiomeZoom.quartX(x, c), BiomeZoom.quartY(y, c), BiomeZoom.quartZ(z, c));
        }
        int base = ix * strideX + iz * ny + iy;
        if (cellBiomeEpoch[base] != epoch) classifyCell(base, px, py, pz);
        int uniform = cellBiome[base];
        if (uniform >= 0) { // all 8 corners store that biome: whichever the zoom picks
            hits++;
            return uniform;
        }
        int best = pickCorner(ax, ay, az, ix, iz, base);
        int q = cornerIndex(base, best);
        if (biomeEpoch[q] != epoch) resolveQuart(q, px + ((best >> 2) & 1), py + ((best >> 1) & 1), pz + (best & 1));
        else hits++;
        return quartBiome[q];
    }

    /**
     * The lowest {@code y' <= y} such that every block from {@code (x, y', z)} up to {@code (x, y, z)} lies in a zoom
     * cell whose 8 corner quarts store the same one biome (so {@link #biome} gives it there whatever corner the zoom
     * picks; lookups have no other effect). A block's cell is {@code ((x - 2) >> 2, (y - 2) >> 2, (z - 2) >> 2)}, so a
     * cell spans the 4 blocks {@code 4·py + 2 .. 4·py + 5} in y; cells below are classified as needed. Returns
     * {@code y} where the block's own cell is not such a cell, or outside the window.
     */
    public int sameBiomeDownTo(int x, int y, int z) {
        if (epoch == 0) return y;
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
     * Resolves the 8 corner quarts of the cell whose lowest corner is window index {@code base} (quart
     * {@code (px, py, pz)}) and records the cell's biome if all 8 store the same one, else -1.
     */
    private void classifyCell(int base, int px, int py, int pz) {
        int biome = -1;
        for (int i = 0; i < 8; i++) {
            int q = cornerIndex(base, i);
            if (biomeEpoch[q] != epoch) resolveQuart(q, px + ((i >> 2) & 1), py + ((i >> 1) & 1), pz + (i & 1));
            int b = quartBiome[q];
            if (i > 0 && b != biome) {
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

    /** Records the stored biome of quart {@code (qx, qy, qz)}, window index {@code q}, for this chunk. */
    private void resolveQuart(int q, int qx, int qy, int qz) {
        misses++;
        quartBiome[q] = storedBiome(qx, qy, qz);
        biomeEpoch[q] = epoch;
    }

    /**
     * The lowest {@code y'} with {@code y - limit <= y' <= y} such that at every block from {@code (x, y', z)} up to
     * {@code (x, y, z)} the biomes stored at the 8 corner quarts of the block's zoom cell are all in the set
     * {@code (maskLo, maskHi)} (bit {@code b} for biome id {@code b} of the 128-bit mask) if {@code member}, all
     * outside it if not. So a condition "the biome is in the set" has one value there whatever corner the zoom picks.
     * {@code y} if the block's own cell is not such a cell (or outside the window). Cells classified as needed.
     */
    public int sameMembershipDownTo(int x, int y, int z, long maskLo, long maskHi, boolean member, int limit) {
        if (epoch == 0) return y;
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

    /** Whether the biome stored at every corner of the cell at {@code base} is (not) in the set. */
    private boolean sameMembership(int base, int px, int py, int pz, long maskLo, long maskHi, boolean member) {
        if (cellBiomeEpoch[base] != epoch) classifyCell(base, px, py, pz);
        int uniform = cellBiome[base];
        if (uniform >= 0) { // one biome
            boolean in = uniform < 64 ? (maskLo >>> uniform & 1) != 0 : uniform < 128 && (maskHi >>> (uniform - 64) & 1) != 0;
            return in == member;
        }
        if (maskEpoch[base] != epoch) cellMask(base, px, py, pz);
        long lo = cellMaskLo[base], hi = cellMaskHi[base];
        if (lo == -1L && hi == -1L) return false; // a biome id beyond the mask
        return member ? (lo & ~maskLo) == 0 && (hi & ~maskHi) == 0 : (lo & maskLo) == 0 && (hi & maskHi) == 0;
    }

    /** The mask of the biomes stored at the cell's 8 corners; all ones (unknown) if one is >= 128. */
    private void cellMask(int base, int px, int py, int pz) {
        long lo = 0, hi = 0;
        for (int i = 0; i < 8; i++) {
            int q = cornerIndex(base, i);
            if (biomeEpoch[q] != epoch) resolveQuart(q, px + ((i >> 2) & 1), py + ((i >> 1) & 1), pz + (i & 1));
            int b = quartBiome[q];
            if (b < 0 || b >= 128) {
                lo = hi = -1L;
                break;
            }
            if (b < 64) lo |= 1L << b;
            else hi |= 1L << (b - 64);
        }
        cellMaskLo[base] = lo;
        cellMaskHi[base] = hi;
        maskEpoch[base] = epoch;
    }

    /** Lookups answered from the window without resolving a quart, since construction. */
    public long hits() {
        return hits;
    }

    /** Quarts resolved into the window (first use of a quart in a chunk), since construction. */
    public long misses() {
        return misses;
    }
}
