package dev.strata.engine.levelgen;

import dev.strata.engine.density.CellBounds;
import dev.strata.engine.density.DensityFunction;

/**
 * The noise chunk's replacements for density markers (game: {@code NoiseChunk.FlatCache}, {@code Cache2D},
 * {@code CacheOnce}, {@code NoiseInterpolator}). Each instance belongs to one {@link NoiseChunk} (one worker) and is
 * reset by it for every chunk.
 */
final class ChunkCacheNodes {
    private ChunkCacheNodes() {}

    /**
     * {@code flat_cache}: a (quarts + 1)² grid over the chunk, filled at chunk start at the quart corners with y = 0.
     * Inside the grid the value of the block's quart corner is returned whatever the y; outside, the argument is
     * computed at the exact position. Grid index {@code qx * size + qz}, quarts relative to the chunk's first quart.
     */
    static final class FlatCache implements DensityFunction {
        final DensityFunction argument;
        final int size;
        final double[] values;
        // No chunk yet: an origin no position maps into (else a fresh worker's biome step, which runs before the
        // first fill, read zeros for chunk 0, 0).
        int firstQuartX = Integer.MIN_VALUE / 2, firstQuartZ = Integer.MIN_VALUE / 2;

        FlatCache(DensityFunction argument, int quartsPerChunk) {
            this.argument = argument;
            this.size = quartsPerChunk + 1;
            this.values = new double[size * size];
        }

        /** Quarts per side the grid covers now ({@link #size}, or fewer after {@link #fill(int, int, int)}). */
        int extent;

        void fill(int firstQuartX, int firstQuartZ) {
            fill(firstQuartX, firstQuartZ, size);
        }

        /** Fills an {@code extent}² grid (extent ≤ size), as the game's flat cache of a smaller noise chunk. */
        void fill(int firstQuartX, int firstQuartZ, int extent) {
            // Fill before publishing the new origin: the argument may reach other flat caches of this chunk that are
            // already filled (they are created, and so filled, before their users), never this one.
            this.firstQuartX = Integer.MIN_VALUE / 2;
            this.firstQuartZ = Integer.MIN_VALUE / 2;
            this.extent = extent;
            for (int i = 0; i < extent; i++) {
                int bx = (firstQuartX + i) << 2;
                for (int j = 0; j < extent; j++) {
                    values[i * size + j] = argument.compute(bx, 0, (firstQuartZ + j) << 2);
                }
            }
            this.firstQuartX = firstQuartX;
            this.firstQuartZ = firstQuartZ;
        }

        /** Whether the grid is the one {@link #fill} made for this origin (quarts). */
        boolean isAt(int firstQuartX, int firstQuartZ) {
            return this.firstQuartX == firstQuartX && this.firstQuartZ == firstQuartZ && extent == size;
        }

        @Override
        public double compute(int x, int y, int z) {
            int i = (x >> 2) - firstQuartX;
            int j = (z >> 2) - firstQuartZ;
            if (i >= 0 && j >= 0 && i < extent && j < extent) return values[i * size + j];
            return argument.compute(x, y, z);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            int i = (x >> 2) - firstQuartX;
            int j = (z >> 2) - firstQuartZ;
            if (i >= 0 && j >= 0 && i < extent && j < extent) {
                java.util.Arrays.fill(out, 0, n, values[i * size + j]);
            } else {
                argument.fillColumn(x, z, y0, dy, n, out);
            }
        }

        @Override
        public double minValue() {
            return argument.minValue();
        }

        @Override
        public double maxValue() {
            return argument.maxValue();
        }
    }

    /**
     * {@code cache_2d}: remembers the last column (x, z) asked for. Like the game it ignores y, so it is exact for
     * the y-independent functions it is meant for.
     */
    static final class Cache2D implements DensityFunction {
        final DensityFunction argument;
        int lastX, lastZ;
        boolean valid;
        double lastValue;

        Cache2D(DensityFunction argument) {
            this.argument = argument;
        }

        void reset() {
            valid = false;
        }

        @Override
        public double compute(int x, int y, int z) {
            if (valid && x == lastX && z == lastZ) return lastValue;
            double v = argument.compute(x, y, z);
            lastX = x;
            lastZ = z;
            lastValue = v;
            valid = true;
            return v;
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            if (n <= 0) return;
            java.util.Arrays.fill(out, 0, n, compute(x, y0, z));
        }

        @Override
        public double minValue() {
            return argument.minValue();
        }

        @Override
        public double maxValue() {
            return argument.maxValue();
        }
    }

    /**
     * {@code cache_once} (and {@code cache_all_in_cell}, whose per-cell table only saves work): remembers the last
     * exact position, so a sub-tree shared by several parents is computed once per position.
     */
    static final class CacheOnce implements DensityFunction {
        final DensityFunction argument;
        int lastX, lastY, lastZ;
        boolean valid;
        double lastValue;
        int colX, colZ, colY0, colDy, colN;
        boolean colValid;
        double[] colValues = new double[0];

        CacheOnce(DensityFunction argument) {
            this.argument = argument;
        }

        void reset() {
            valid = false;
            colValid = false;
        }

        @Override
        public double compute(int x, int y, int z) {
            if (valid && x == lastX && y == lastY && z == lastZ) return lastValue;
            double v = argument.compute(x, y, z);
            lastX = x;
            lastY = y;
            lastZ = z;
            lastValue = v;
            valid = true;
            return v;
        }

        /**
         * Remembers the last column too: a shared sub-tree asked for the same column, or a run inside it (range
         * choices evaluate their branches on runs), copies it.
         */
        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            if (colValid && x == colX && z == colZ && dy == colDy && dy > 0 && y0 >= colY0 && (y0 - colY0) % dy == 0) {
                int off = (y0 - colY0) / dy;
                if (off + n <= colN) {
                    System.arraycopy(colValues, off, out, 0, n);
                    return;
                }
            }
            argument.fillColumn(x, z, y0, dy, n, out);
            if (colValues.length < n) colValues = new double[n];
            System.arraycopy(out, 0, colValues, 0, n);
            colX = x;
            colZ = z;
            colY0 = y0;
            colDy = dy;
            colN = n;
            colValid = true;
        }

        @Override
        public void cellBounds(double[] out) {
            argument.cellBounds(out); // the argument's own value at the same block
        }

        @Override
        public double minValue() {
            return argument.minValue();
        }

        @Override
        public double maxValue() {
            return argument.maxValue();
        }
    }

    /**
     * {@code interpolated}: the argument evaluated once per chunk on the cell-corner lattice, then trilinearly
     * interpolated per block in the game's order (y first, then x, then z; {@code Mth.lerp(t, a, b) = a + t * (b - a)}).
     *
     * <p>Lattice index {@code (cx * cellsZ1 + cz) * cellsY1 + cy}, with {@code cx, cz} in 0..cells horizontally and
     * {@code cy} in 0..cellsY (corner counts {@code cellsZ1 = cellsXZ + 1}, {@code cellsY1 = cellsY + 1}).
     *
     * <p>The interpolation is lazy: the chunk's block loop only advances stamps and factors, and a node computes its
     * y, x and z lerps when it is asked for the current block and its stamps are stale. The operations and their
     * order are the game's eager {@code updateForY/X/Z}; nodes nobody asks for (a noodle branch not taken, vein
     * noises outside vein bands) cost nothing. Positions other than the loop's current block are computed directly,
     * as the game does for contexts outside its interpolation loop.
     */
    static final class Interpolated implements DensityFunction {
        final DensityFunction argument;
        final NoiseChunk chunk;
        final double[] lattice;
        private int cellStamp = -1, yStamp = -1, xStamp = -1, zStamp = -1;
        private double n000, n001, n100, n101, n010, n011, n110, n111;
        private double v00, v10, v01, v11, vz0, vz1, value;

        Interpolated(DensityFunction argument, NoiseChunk chunk, int cornerCount) {
            this.argument = argument;
            this.chunk = chunk;
            this.lattice = new double[cornerCount];
        }

        @Override
        public double compute(int x, int y, int z) {
            NoiseChunk c = chunk;
            if (!c.interpolating || x != c.blockX || y != c.blockY || z != c.blockZ) return argument.compute(x, y, z);
            if (zStamp == c.zStamp) return value;
            if (xStamp != c.xStamp) {
                if (yStamp != c.yStamp) {
                    if (cellStamp != c.cellStamp) {
                        double[] l = lattice;
                        int base = c.cellBase, sx = c.strideX, sz = c.strideZ;
                        n000 = l[base];
                        n010 = l[base + 1];
                        n001 = l[base + sz];
                        n011 = l[base + sz + 1];
                        n100 = l[base + sx];
                        n110 = l[base + sx + 1];
                        n101 = l[base + sx + sz];
                        n111 = l[base + sx + sz + 1];
                        cellStamp = c.cellStamp;
                    }
                    double t = c.ty;
                    v00 = n000 + t * (n010 - n000);
                    v10 = n100 + t * (n110 - n100);
                    v01 = n001 + t * (n011 - n001);
                    v11 = n101 + t * (n111 - n101);
                    yStamp = c.yStamp;
                }
                double t = c.tx;
                vz0 = v00 + t * (v10 - v00);
                vz1 = v01 + t * (v11 - v01);
                xStamp = c.xStamp;
            }
            value = vz0 + c.tz * (vz1 - vz0);
            zStamp = c.zStamp;
            return value;
        }

        /**
         * The range of the current cell's 8 corner values, widened ({@link CellBounds}): the trilinear value at each
         * block of the cell lies between the corners in real arithmetic, and the float lerps stray from that by a few
         * units in the last place at most.
         */
        @Override
        public void cellBounds(double[] out) {
            NoiseChunk c = chunk;
            double[] l = lattice;
            int base = c.cellBase, sx = c.strideX, sz = c.strideZ;
            double a = l[base], b = l[base + 1], d = l[base + sz], e = l[base + sz + 1];
            double f = l[base + sx], g = l[base + sx + 1], h = l[base + sx + sz], k = l[base + sx + sz + 1];
            double lo = Math.min(Math.min(Math.min(a, b), Math.min(d, e)), Math.min(Math.min(f, g), Math.min(h, k)));
            double hi = Math.max(Math.max(Math.max(a, b), Math.max(d, e)), Math.max(Math.max(f, g), Math.max(h, k)));
            out[0] = CellBounds.lower(lo);
            out[1] = CellBounds.upper(hi);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            if (!chunk.interpolating) {
                argument.fillColumn(x, z, y0, dy, n, out);
            } else {
                for (int i = 0, y = y0; i < n; i++, y += dy) out[i] = compute(x, y, z);
            }
        }

        @Override
        public double minValue() {
            return argument.minValue();
        }

        @Override
        public double maxValue() {
            return argument.maxValue();
        }
    }
}
