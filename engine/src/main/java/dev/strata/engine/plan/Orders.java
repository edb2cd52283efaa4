package dev.strata.engine.plan;

/**
 * Visit orders: the Hilbert curve over a region's 32×32 chunks and the ring orders. A ring order ranks every
 * offset (dx, dz) from a center by ring {@code k = max(|dx|, |dz|)} (ring k holds {@code 8k} cells, ring 0 one), so
 * {@code rank = ringStart(k) + index within ring}, a bijection onto 0, 1, 2, ….
 */
final class Orders {
    private Orders() {}

    /** Local indices ({@link ChunkPos#localIndex}) of the 1024 chunks of a region in Hilbert curve order. */
    static final short[] HILBERT = hilbert(32);

    static short[] hilbert(int n) {
        short[] order = new short[n * n];
        for (int d = 0; d < n * n; d++) {
            int x = 0, z = 0, t = d;
            for (int s = 1; s < n; s *= 2) {
                int rx = 1 & (t / 2);
                int rz = 1 & (t ^ rx);
                if (rz == 0) {
                    if (rx == 1) {
                        x = s - 1 - x;
                        z = s - 1 - z;
                    }
                    int tmp = x;
                    x = z;
                    z = tmp;
                }
                x += s * rx;
                z += s * rz;
                t /= 4;
            }
            order[d] = (short) (x | z * n);
        }
        return order;
    }

    /** Cells before ring k: {@code (2k-1)²}, 0 for k = 0. */
    static long ringStart(long k) {
        return k == 0 ? 0 : (2 * k - 1) * (2 * k - 1);
    }

    /**
     * Concentric rank: ring k starts at its north-west corner (-k, -k) and runs clockwise (x east, z south): north
     * edge east, east edge south, south edge west, west edge north, {@code 2k} cells per edge.
     */
    static long concentricRank(long dx, long dz) {
        long k = Math.max(Math.abs(dx), Math.abs(dz));
        if (k == 0) return 0;
        long i;
        if (dz == -k && dx < k) i = dx + k;
        else if (dx == k && dz < k) i = 2 * k + dz + k;
        else if (dz == k && dx > -k) i = 4 * k + k - dx;
        else i = 6 * k + k - dz; // dx == -k && dz > -k
        return ringStart(k) + i;
    }

    /**
     * Spiral rank along the square (Ulam) spiral from (0, 0): 1 east, 1 south, 2 west, 2 north, 3 east, … Ring k
     * starts at (k, -k+1) and ends at (k, -k); consecutive ranks are neighbours.
     */
    static long spiralRank(long dx, long dz) {
        long k = Math.max(Math.abs(dx), Math.abs(dz));
        if (k == 0) return 0;
        long i;
        if (dx == k && dz > -k) i = dz + k - 1;
        else if (dz == k && dx < k) i = 2 * k + (k - 1 - dx);
        else if (dx == -k && dz < k) i = 4 * k + (k - 1 - dz);
        else i = 6 * k + dx + k - 1; // dz == -k && dx > -k
        return ringStart(k) + i;
    }

    /** Visits the cells of ring k (offsets from the center) in {@link #concentricRank} order. */
    static void forEachInRing(int k, CellVisitor v) {
        if (k == 0) {
            v.visit(0, 0);
            return;
        }
        for (int dx = -k; dx < k; dx++) v.visit(dx, -k);
        for (int dz = -k; dz < k; dz++) v.visit(k, dz);
        for (int dx = k; dx > -k; dx--) v.visit(dx, k);
        for (int dz = k; dz > -k; dz--) v.visit(-k, dz);
    }

    @FunctionalInterface
    interface CellVisitor {
        void visit(int dx, int dz);
    }
}
