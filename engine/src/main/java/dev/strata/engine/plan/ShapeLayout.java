package dev.strata.engine.plan;

import java.util.Arrays;

/**
 * A shape's chunks, stored per chunk row as an x interval of chunks and, for shapes whose rows may split in two (the
 * star's legs), an excluded gap inside it: 8 bytes per chunk row (16 with gaps) plus 8 bytes per region (the region
 * order) and, for ring patterns, 8 more per region while the plan is built. Region tasks are computed when asked.
 *
 * <p>The shapes are symmetric about the center's x, so a row that is one interval holds the chunk nearest the
 * center (the center's chunk column) whenever it holds any chunk; a split row excludes that column. Rows are
 * clipped to the world's edge ({@link RegionPlan#MIN_CHUNK_COORD}..{@link RegionPlan#MAX_CHUNK_COORD}).
 */
final class ShapeLayout implements Layout {
    private final Pattern pattern;
    private final int cxC, czC;
    private final int czMin;
    private final int[] lo, hi; // chunk x interval per row cz - czMin; lo > hi when empty
    private final int[] gLo, gHi; // excluded chunks inside [lo, hi] per row, or null; gLo > gHi when none
    private final int rzMin;
    private final int[] rLo, rHi; // region x interval per region row rz - rzMin
    private final long chunkCount;
    private final long[] regions; // packed region coordinates in visit order
    private final long[] regionSet; // the same, sorted, for membership (only for shapes with gaps)

    ShapeLayout(Center center, Shape shape, long r, long rz, Pattern pattern) {
        this.pattern = pattern;
        this.cxC = center.chunkX();
        this.czC = center.chunkZ();
        long x = center.x(), z = center.z();
        boolean gaps = shape.hasGaps();
        if (r == 0 && rz == 0) {
            czMin = czC;
            lo = new int[] {cxC};
            hi = new int[] {cxC};
            gLo = null;
            gHi = null;
        } else {
            int first = Math.max(Math.min(ceilDiv(z - rz - 8, 16), czC), RegionPlan.MIN_CHUNK_COORD);
            int last = Math.min(Math.max((int) Math.floorDiv(z + rz - 8, 16L), czC), RegionPlan.MAX_CHUNK_COORD);
            int rows = last - first + 1;
            int[] l = new int[rows], h = new int[rows];
            int[] gl = gaps ? new int[rows] : null, gh = gaps ? new int[rows] : null;
            Row row = new Row(shape, x, r, rz, cxC);
            for (int cz = first; cz <= last; cz++) {
                int i = cz - first;
                row.compute(cz * 16L + 8 - z, cz == czC);
                l[i] = Math.max(row.lo, RegionPlan.MIN_CHUNK_COORD);
                h[i] = Math.min(row.hi, RegionPlan.MAX_CHUNK_COORD);
                if (gaps) {
                    gl[i] = row.gLo;
                    gh[i] = row.gHi;
                }
            }
            // trim empty rows at both ends (the center row is never empty)
            int s = 0, e = rows - 1;
            while (l[s] > h[s]) s++;
            while (l[e] > h[e]) e--;
            czMin = first + s;
            lo = Arrays.copyOfRange(l, s, e + 1);
            hi = Arrays.copyOfRange(h, s, e + 1);
            gLo = gaps ? Arrays.copyOfRange(gl, s, e + 1) : null;
            gHi = gaps ? Arrays.copyOfRange(gh, s, e + 1) : null;
        }
        long count = 0;
        for (int i = 0; i < lo.length; i++) {
            if (lo[i] > hi[i]) continue;
            count += hi[i] - lo[i] + 1;
            if (gLo != null && gLo[i] <= gHi[i]) count -= gHi[i] - gLo[i] + 1;
        }
        chunkCount = count;

        rzMin = czMin >> 5;
        int rzMax = (czMin + lo.length - 1) >> 5;
        rLo = new int[rzMax - rzMin + 1];
        rHi = new int[rzMax - rzMin + 1];
        Arrays.fill(rLo, Integer.MAX_VALUE);
        Arrays.fill(rHi, Integer.MIN_VALUE);
        for (int i = 0; i < lo.length; i++) {
            if (lo[i] > hi[i]) continue;
            int ri = ((czMin + i) >> 5) - rzMin;
            rLo[ri] = Math.min(rLo[ri], lo[i] >> 5);
            rHi[ri] = Math.max(rHi[ri], hi[i] >> 5);
        }
        // without gaps every row interval contains cxC, so a region row's union of intervals is one interval and each
        // region in [rLo, rHi] holds at least one chunk; with gaps each region is checked
        int regionCount = 0;
        long[] set = null;
        if (gaps) {
            long[] found = new long[16];
            for (int ri = 0; ri < rLo.length; ri++) {
                for (int rx = rLo[ri]; rx <= rHi[ri]; rx++) {
                    if (!regionHasChunk(rx, rzMin + ri)) continue;
                    if (regionCount == found.length) found = Arrays.copyOf(found, regionCount * 2);
                    found[regionCount++] = ChunkPos.pack(rx, rzMin + ri);
                }
            }
            set = Arrays.copyOf(found, regionCount);
            Arrays.sort(set);
        } else {
            for (int ri = 0; ri < rLo.length; ri++) regionCount += rLo[ri] > rHi[ri] ? 0 : rHi[ri] - rLo[ri] + 1;
        }
        regionSet = set;
        regions = pattern instanceof Pattern.Region ? ringOrder(regionCount) : rankOrder(regionCount);
    }

    /** One row's chunks, found from the shape's approximate widths and corrected with {@link Shape#contains}. */
    @Override
    public int[] chunkBounds() {
        int minX = Integer.MAX_VALUE, maxX = Integer.MIN_VALUE;
        for (int i = 0; i < lo.length; i++) {
            if (lo[i] > hi[i]) continue;
            minX = Math.min(minX, lo[i]);
            maxX = Math.max(maxX, hi[i]);
        }
        return new int[] {minX, czMin, maxX, czMin + lo.length - 1};
    }

    private static final class Row {
        final Shape shape;
        final long x, r, rz;
        final int cxC;
        int lo, hi, gLo, gHi;
        private long dz;

        Row(Shape shape, long x, long r, long rz, int cxC) {
            this.shape = shape;
            this.x = x;
            this.r = r;
            this.rz = rz;
            this.cxC = cxC;
        }

        private boolean in(long cx) {
            return shape.contains(cx * 16 + 8 - x, dz, r, rz);
        }

        void compute(long dz, boolean centerRow) {
            this.dz = dz;
            lo = 1;
            hi = 0;
            gLo = 1;
            gHi = 0;
            double w = shape.halfWidth(dz, r, rz);
            if (in(cxC)) {
                long wf = (long) Math.floor(w);
                int a = Math.min(ceilDiv(x - wf - 8, 16), cxC), b = Math.max((int) Math.floorDiv(x + wf - 8, 16L), cxC);
                while (b > cxC && !in(b)) b--;
                while (in(b + 1)) b++;
                while (a < cxC && !in(a)) a++;
                while (in(a - 1)) a--;
                lo = a;
                hi = b;
            } else if (shape.hasGaps() && w >= 0) {
                split(w, shape.gapHalfWidth(dz, r));
            }
            if (centerRow && lo > hi) {
                lo = cxC;
                hi = cxC;
            }
        }

        /** A row whose center column is outside: up to two intervals, left and right of it. */
        private void split(double outer, double inner) {
            long of = (long) Math.floor(outer), inf = inner < 0 ? 0 : (long) Math.ceil(inner);
            int bound = (int) Math.floorDiv(x + of - 8, 16L) + 2, boundL = ceilDiv(x - of - 8, 16) - 2;
            // right side: last excluded column gb (>= cxC), last included b
            int gb = Math.max((int) Math.floorDiv(x + inf - 8, 16L), cxC);
            while (gb > cxC && in(gb)) gb--;
            while (gb < bound && !in(gb + 1)) gb++;
            // from the outer guess, corrected (never walking across the whole leg)
            int b = Math.max(gb, bound - 2);
            while (b > gb && !in(b)) b--;
            while (in(b + 1)) b++;
            // left side: first excluded column ga (<= cxC), first included a
            int ga = Math.min(ceilDiv(x - inf - 8, 16), cxC);
            while (ga < cxC && in(ga)) ga++;
            while (ga > boundL && !in(ga - 1)) ga--;
            int a = Math.min(ga, boundL + 2);
            while (a < ga && !in(a)) a++;
            while (in(a - 1)) a--;
            boolean left = a < ga, right = b > gb;
            if (left && right) {
                lo = a;
                hi = b;
                gLo = ga;
                gHi = gb;
            } else if (right) {
                lo = gb + 1;
                hi = b;
            } else if (left) {
                lo = a;
                hi = ga - 1;
            }
        }
    }

    private static int ceilDiv(long a, int b) {
        return (int) -Math.floorDiv(-a, b);
    }

    private boolean regionIn(int rx, int rz) {
        if (regionSet != null) return Arrays.binarySearch(regionSet, ChunkPos.pack(rx, rz)) >= 0;
        int ri = rz - rzMin;
        return ri >= 0 && ri < rLo.length && rx >= rLo[ri] && rx <= rHi[ri];
    }

    private boolean regionHasChunk(int rx, int rz) {
        int[] iv = new int[4];
        for (int cz = rz * 32; cz < rz * 32 + 32; cz++) if (intervals(cz, rx, iv) > 0) return true;
        return false;
    }

    /**
     * The included chunk x intervals of row cz inside region column rx: fills {a0, b0, a1, b1} and returns how many
     * (0, 1 or 2) are non-empty.
     */
    private int intervals(int cz, int rx, int[] out) {
        int i = cz - czMin;
        if (i < 0 || i >= lo.length || lo[i] > hi[i]) return 0;
        int from = Math.max(lo[i], rx * 32), to = Math.min(hi[i], rx * 32 + 31);
        int n = 0;
        if (gLo != null && gLo[i] <= gHi[i]) {
            int a = from, b = Math.min(to, gLo[i] - 1);
            if (a <= b) {
                out[2 * n] = a;
                out[2 * n++ + 1] = b;
            }
            a = Math.max(from, gHi[i] + 1);
            b = to;
            if (a <= b) {
                out[2 * n] = a;
                out[2 * n++ + 1] = b;
            }
        } else if (from <= to) {
            out[0] = from;
            out[1] = to;
            n = 1;
        }
        return n;
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
                if (regionSet != null && !regionIn(rx, rzMin + ri)) continue;
                packed[n] = ChunkPos.pack(rx, rzMin + ri);
                long first = pattern instanceof Pattern.Loop ? firstInRows(rx, rzMin + ri) : minRank(rx, rzMin + ri);
                keys[n] = first << 24 | n;
                n++;
            }
        }
        Arrays.sort(keys);
        long[] out = new long[regionCount];
        for (int i = 0; i < regionCount; i++) out[i] = packed[(int) (keys[i] & 0xFF_FFFF)];
        return out;
    }

    /**
     * {@link Pattern.Loop}: the position of a region's first chunk in row order (rows north to south, each west to
     * east), as {@code row index << 22 | column offset} (a plan spans under 2^17 chunks each way).
     */
    private long firstInRows(int rx, int rz) {
        int[] iv = new int[4];
        for (int cz = rz * 32; cz < rz * 32 + 32; cz++) {
            if (intervals(cz, rx, iv) > 0) return (long) (cz - czMin) << 22 | (iv[0] - (long) cxC + (1 << 21));
        }
        throw new IllegalStateException("region " + rx + "," + rz + " holds no chunk");
    }

    /** Smallest rank of an included chunk of a region: only chunks on the innermost ring reached can hold it. */
    private long minRank(int rx, int rz) {
        int[] iv = new int[4];
        long kMin = Long.MAX_VALUE;
        for (int cz = rz * 32; cz < rz * 32 + 32; cz++) {
            int m = intervals(cz, rx, iv);
            for (int j = 0; j < m; j++) {
                int a = iv[2 * j], b = iv[2 * j + 1];
                long nearX = cxC < a ? a - cxC : cxC > b ? cxC - b : 0;
                kMin = Math.min(kMin, Math.max(nearX, Math.abs((long) cz - czC)));
            }
        }
        long best = Long.MAX_VALUE;
        for (int cz = rz * 32; cz < rz * 32 + 32; cz++) {
            long dz = Math.abs((long) cz - czC);
            if (dz > kMin) continue;
            int m = intervals(cz, rx, iv);
            for (int j = 0; j < m; j++) {
                int a = iv[2 * j], b = iv[2 * j + 1];
                if (dz == kMin) {
                    long from = Math.max(a, cxC - kMin), to = Math.min(b, cxC + kMin);
                    for (long cx = from; cx <= to; cx++) best = Math.min(best, rank((int) cx, cz));
                } else {
                    if (cxC - kMin >= a && cxC - kMin <= b) best = Math.min(best, rank((int) (cxC - kMin), cz));
                    if (cxC + kMin >= a && cxC + kMin <= b) best = Math.min(best, rank((int) (cxC + kMin), cz));
                }
            }
        }
        return best;
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
        if (i < 0 || i >= lo.length || cx < lo[i] || cx > hi[i]) return false;
        return gLo == null || cx < gLo[i] || cx > gHi[i];
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
            boolean rows = pattern instanceof Pattern.Loop;
            int[] iv = new int[4];
            for (int cz = rz * 32; cz < rz * 32 + 32; cz++) {
                int m = intervals(cz, rx, iv);
                for (int j = 0; j < m; j++) {
                    for (int cx = iv[2 * j]; cx <= iv[2 * j + 1]; cx++) {
                        buf[n++] = rows ? ChunkPos.pack(cx, cz) : rank(cx, cz) << 10 | ChunkPos.localIndex(cx, cz);
                    }
                }
            }
            if (!rows) {
                // rows are already in loop order: north to south, each west to east
                Arrays.sort(buf, 0, n);
                for (int i = 0; i < n; i++) buf[i] = ChunkPos.chunkOfLocal(rx, rz, (int) (buf[i] & 1023));
            }
        }
        return new RegionTask(rx, rz, Arrays.copyOf(buf, n));
    }
}
