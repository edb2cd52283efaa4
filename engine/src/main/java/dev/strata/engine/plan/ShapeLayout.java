package dev.strata.engine.plan;

import java.util.Arrays;

/**
 * A shape's chunks, stored as one x interval of chunks per chunk row (the shapes are convex and symmetric, so each
 * row is an interval around the center's chunk): 8 bytes per chunk row plus 8 bytes per region (the region order)
 * and, for ring patterns, 8 more per region while the plan is built. Region tasks are computed when asked.
 */
final class ShapeLayout implements Layout {
    private final Pattern pattern;
    private final int cxC, czC;
    private final int czMin;
    private final int[] lo, hi; // chunk x interval per row cz - czMin; lo > hi when empty
    private final int rzMin;
    private final int[] rLo, rHi; // region x interval per region row rz - rzMin
    private final long chunkCount;
    private final long[] regions; // packed region coordinates in visit order

    ShapeLayout(Center center, Shape shape, long r, long rz, Pattern pattern) {
        this.pattern = pattern;
        this.cxC = center.chunkX();
        this.czC = center.chunkZ();
        long x = center.x(), z = center.z();
        if (r == 0 && rz == 0) {
            czMin = czC;
            lo = new int[] {cxC};
            hi = new int[] {cxC};
        } else {
            int first = Math.min(ceilDiv(z - rz - 8, 16), czC);
            int last = Math.max(Math.floorDiv((int) (z + rz - 8), 16), czC);
            int[] l = new int[last - first + 1], h = new int[last - first + 1];
            for (int cz = first; cz <= last; cz++) {
                long dz = cz * 16L + 8 - z;
                int i = cz - first;
                l[i] = 1;
                h[i] = 0;
                if (shape.contains(cxC * 16L + 8 - x, dz, r, rz)) {
                    long w = (long) Math.floor(shape.halfWidth(Math.abs(dz), r, rz));
                    int a = Math.min(ceilDiv(x - w - 8, 16), cxC), b = Math.max(Math.floorDiv((int) (x + w - 8), 16), cxC);
                    while (b > cxC && !shape.contains(b * 16L + 8 - x, dz, r, rz)) b--;
                    while (shape.contains((b + 1) * 16L + 8 - x, dz, r, rz)) b++;
                    while (a < cxC && !shape.contains(a * 16L + 8 - x, dz, r, rz)) a++;
                    while (shape.contains((a - 1) * 16L + 8 - x, dz, r, rz)) a--;
                    l[i] = a;
                    h[i] = b;
                } else if (cz == czC) {
                    l[i] = cxC;
                    h[i] = cxC;
                }
            }
            // rows are monotone in |dz|: trim empty rows at both ends (the center row is never empty)
            int s = 0, e = l.length - 1;
            while (l[s] > h[s]) s++;
            while (l[e] > h[e]) e--;
            czMin = first + s;
            lo = Arrays.copyOfRange(l, s, e + 1);
            hi = Arrays.copyOfRange(h, s, e + 1);
        }
        long count = 0;
        for (int i = 0; i < lo.length; i++) count += Math.max(0, hi[i] - lo[i] + 1);
        chunkCount = count;

        rzMin = czMin >> 5;
        int rzMax = (czMin + lo.length - 1) >> 5;
        rLo = new int[rzMax - rzMin + 1];
        rHi = new int[rzMax - rzMin + 1];
        Arrays.fill(rLo, Integer.MAX_VALUE);
        Arrays.fill(rHi, Integer.MIN_VALUE);
        int regionCount = 0;
        for (int i = 0; i < lo.length; i++) {
            if (lo[i] > hi[i]) continue;
            int ri = ((czMin + i) >> 5) - rzMin;
            rLo[ri] = Math.min(rLo[ri], lo[i] >> 5);
            rHi[ri] = Math.max(rHi[ri], hi[i] >> 5);
        }
        // every row interval contains cxC, so a region row's union of intervals is one interval and each region in
        // [rLo, rHi] holds at least one chunk
        for (int ri = 0; ri < rLo.length; ri++) regionCount += rLo[ri] > rHi[ri] ? 0 : rHi[ri] - rLo[ri] + 1;
        regions = pattern instanceof Pattern.Region ? ringOrder(regionCount) : rankOrder(regionCount);
    }

    private static int ceilDiv(long a, int b) {
        return (int) -Math.floorDiv(-a, b);
    }

    private boolean regionIn(int rx, int rz) {
        int ri = rz - rzMin;
        return ri >= 0 && ri < rLo.length && rx >= rLo[ri] && rx <= rHi[ri];
    }

    /** Regions by rings of Chebyshev distance from the center's region, each ring in concentric order. */
    private long[] ringOrder(int regionCount) {
        int rcx = cxC >> 5, rcz = czC >> 5;
        int maxK = 0;
        for (int ri = 0; ri < rLo.length; ri++) {
            if (rLo[ri] > rHi[ri]) continue;
            maxK = Math.max(maxK, Math.max(Math.abs(rzMin + ri - rcz), Math.max(Math.abs(rLo[ri] - rcx), Math.abs(rHi[ri] - rcx))));
        }
        long[] out = new long[regionCount];
        int[] n = {0};
        for (int k = 0; k <= maxK; k++) {
            Orders.forEachInRing(k, (dx, dz) -> {
                if (regionIn(rcx + dx, rcz + dz)) out[n[0]++] = ChunkPos.pack(rcx + dx, rcz + dz);
            });
        }
        if (n[0] != regionCount) throw new IllegalStateException("region ring walk found " + n[0] + " of " + regionCount);
        return out;
    }

    private long rank(int cx, int cz) {
        return pattern instanceof Pattern.Spiral ? Orders.spiralRank(cx - cxC, cz - czC) : Orders.concentricRank(cx - cxC, cz - czC);
    }

    /** Regions by the rank of their first visited chunk. */
    private long[] rankOrder(int regionCount) {
        if (regionCount >= 1 << 24) throw new IllegalStateException("too many regions: " + regionCount);
        long[] packed = new long[regionCount];
        long[] keys = new long[regionCount];
        int n = 0;
        for (int ri = 0; ri < rLo.length; ri++) {
            for (int rx = rLo[ri]; rx <= rHi[ri]; rx++) {
                packed[n] = ChunkPos.pack(rx, rzMin + ri);
                keys[n] = minRank(rx, rzMin + ri) << 24 | n;
                n++;
            }
        }
        Arrays.sort(keys);
        long[] out = new long[regionCount];
        for (int i = 0; i < regionCount; i++) out[i] = packed[(int) (keys[i] & 0xFF_FFFF)];
        return out;
    }

    /** Smallest rank of an included chunk of a region: only chunks on the innermost ring reached can hold it. */
    private long minRank(int rx, int rz) {
        long kMin = Long.MAX_VALUE;
        for (int cz = rz * 32; cz < rz * 32 + 32; cz++) {
            int a = rowLo(cz, rx), b = rowHi(cz, rx);
            if (a > b) continue;
            long nearX = cxC < a ? a - cxC : cxC > b ? cxC - b : 0;
            kMin = Math.min(kMin, Math.max(nearX, Math.abs((long) cz - czC)));
        }
        long best = Long.MAX_VALUE;
        for (int cz = rz * 32; cz < rz * 32 + 32; cz++) {
            int a = rowLo(cz, rx), b = rowHi(cz, rx);
            long dz = Math.abs((long) cz - czC);
            if (a > b || dz > kMin) continue;
            if (dz == kMin) {
                long from = Math.max(a, cxC - kMin), to = Math.min(b, cxC + kMin);
                for (long cx = from; cx <= to; cx++) best = Math.min(best, rank((int) cx, cz));
            } else {
                if (cxC - kMin >= a && cxC - kMin <= b) best = Math.min(best, rank((int) (cxC - kMin), cz));
                if (cxC + kMin >= a && cxC + kMin <= b) best = Math.min(best, rank((int) (cxC + kMin), cz));
            }
        }
        return best;
    }

    /** First included chunk x of row cz inside region column rx (empty: lo > hi). */
    private int rowLo(int cz, int rx) {
        int i = cz - czMin;
        if (i < 0 || i >= lo.length) return 1;
        return Math.max(lo[i], rx * 32);
    }

    private int rowHi(int cz, int rx) {
        int i = cz - czMin;
        if (i < 0 || i >= lo.length) return 0;
        return Math.min(hi[i], rx * 32 + 31);
    }

    @Override
    public long chunkCount() {
        return chunkCount;
    }

    @Override
    public int regionCount() {
        return regions.length;
    }

    @Override
    public boolean contains(int cx, int cz) {
        int i = cz - czMin;
        return i >= 0 && i < lo.length && cx >= lo[i] && cx <= hi[i];
    }

    @Override
    public RegionTask task(int index) {
        long region = regions[index];
        int rx = ChunkPos.x(region), rz = ChunkPos.z(region);
        long[] buf = new long[1024];
        int n = 0;
        if (pattern instanceof Pattern.Region) {
            for (short local : Orders.HILBERT) {
                int cx = rx * 32 + (local & 31), cz = rz * 32 + (local >>> 5);
                if (contains(cx, cz)) buf[n++] = ChunkPos.pack(cx, cz);
            }
        } else {
            for (int cz = rz * 32; cz < rz * 32 + 32; cz++) {
                for (int cx = rowLo(cz, rx), b = rowHi(cz, rx); cx <= b; cx++) {
                    buf[n++] = rank(cx, cz) << 10 | ChunkPos.localIndex(cx, cz);
                }
            }
            Arrays.sort(buf, 0, n);
            for (int i = 0; i < n; i++) buf[i] = ChunkPos.chunkOfLocal(rx, rz, (int) (buf[i] & 1023));
        }
        return new RegionTask(rx, rz, Arrays.copyOf(buf, n));
    }
}
