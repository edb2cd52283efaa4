package dev.strata.engine.plan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RegionPlanTest {

    /** The inclusion rule written out independently of {@link Shape#contains} (radii here are small: longs suffice). */
    private static boolean inside(Shape s, long dx, long dz, long r, long rz) {
        long x = Math.abs(dx), z = Math.abs(dz);
        return switch (s) {
            case SQUARE, RECTANGLE -> x <= r && z <= rz;
            case CIRCLE, ELLIPSE -> x * x * rz * rz + z * z * r * r <= r * r * rz * rz;
            case DIAMOND -> x * rz + z * r <= r * rz;
            case TRIANGLE -> inPolygon(dx, dz, new double[] {r, -r, 0}, new double[] {r, r, -r});
            case PENTAGON -> inPolygon(dx, dz, corners(r, 54, 72, 5, false)[0], corners(r, 54, 72, 5, false)[1]);
            case HEXAGON -> inPolygon(dx, dz, corners(r, 0, 60, 6, false)[0], corners(r, 0, 60, 6, false)[1]);
            case STAR -> inPolygon(dx, dz, corners(r, 54, 72, 5, true)[0], corners(r, 54, 72, 5, true)[1]);
        };
    }

    /**
     * Corners on the circle of radius r from angle {@code start} in steps (degrees, x = r·cos, z = r·sin); a star
     * visits every second corner (a self-crossing outline, filled by the non-zero winding rule).
     */
    private static double[][] corners(long r, double start, double step, int n, boolean star) {
        double[] x = new double[n], z = new double[n];
        for (int i = 0; i < n; i++) {
            double a = Math.toRadians(start + step * ((star ? 2 * i : i) % n));
            x[i] = r * Math.cos(a);
            z[i] = r * Math.sin(a);
        }
        return new double[][] {x, z};
    }

    /** Point in polygon by the non-zero winding number (a point on an edge counts as inside). */
    private static boolean inPolygon(double px, double pz, double[] x, double[] z) {
        int winding = 0;
        for (int i = 0; i < x.length; i++) {
            double x1 = x[i], z1 = z[i], x2 = x[(i + 1) % x.length], z2 = z[(i + 1) % x.length];
            double cross = (x2 - x1) * (pz - z1) - (z2 - z1) * (px - x1);
            boolean onSegment = Math.abs(cross) < 1e-9 && px >= Math.min(x1, x2) - 1e-9 && px <= Math.max(x1, x2) + 1e-9
                    && pz >= Math.min(z1, z2) - 1e-9 && pz <= Math.max(z1, z2) + 1e-9;
            if (onSegment) return true;
            if (z1 <= pz) {
                if (z2 > pz && cross > 0) winding++;
            } else if (z2 <= pz && cross < 0) {
                winding--;
            }
        }
        return winding != 0;
    }

    /** Brute force over a box around the center. */
    private static Set<Long> bruteForce(Center c, Shape s, long r, long rz) {
        Set<Long> out = new HashSet<>();
        out.add(ChunkPos.pack(Math.floorDiv(c.x(), 16), Math.floorDiv(c.z(), 16)));
        if (r == 0) return out;
        for (long cz = Math.floorDiv(c.z() - rz, 16) - 2; cz <= Math.floorDiv(c.z() + rz, 16) + 2; cz++) {
            for (long cx = Math.floorDiv(c.x() - r, 16) - 2; cx <= Math.floorDiv(c.x() + r, 16) + 2; cx++) {
                if (inside(s, cx * 16 + 8 - c.x(), cz * 16 + 8 - c.z(), r, rz)) out.add(ChunkPos.pack((int) cx, (int) cz));
            }
        }
        return out;
    }

    private static List<Long> visitOrder(RegionPlan plan) {
        List<Long> all = new ArrayList<>();
        Set<Long> regions = new HashSet<>();
        for (RegionTask t : plan.regions()) {
            assertTrue(regions.add(t.regionKey()), "region listed twice: " + t);
            assertTrue(t.size() >= 1 && t.size() <= 1024);
            for (long c : t.chunks()) {
                assertEquals(t.regionX(), ChunkPos.region(ChunkPos.x(c)), "chunk outside its region");
                assertEquals(t.regionZ(), ChunkPos.region(ChunkPos.z(c)), "chunk outside its region");
                all.add(c);
            }
        }
        assertEquals(plan.regionCount(), regions.size());
        return all;
    }

    @Test
    void radiusZeroIsTheCenterChunk() {
        for (Shape s : Shape.values()) {
            for (Center c : List.of(Center.ORIGIN, new Center(-1, -1), new Center(8, 8), new Center(-10_000, 777))) {
                RegionPlan plan = RegionPlan.of(c, s, 0, Pattern.REGION);
                assertEquals(1, plan.chunkCount());
                assertEquals(1, plan.regionCount());
                RegionTask t = plan.region(0);
                assertArrayEquals(new long[] {ChunkPos.pack(c.chunkX(), c.chunkZ())}, t.chunks());
                assertEquals(ChunkPos.region(c.chunkX()), t.regionX());
            }
        }
        // a tiny circle whose disc holds no chunk center still has the center chunk
        assertEquals(1, RegionPlan.of(Center.ORIGIN, Shape.CIRCLE, 5, Pattern.REGION).chunkCount());
    }

    @Test
    void knownCounts() {
        // square 1000: chunk centers -1000 <= 16cx+8 <= 1000 -> cx in -63..62, 126 per side
        assertEquals(126L * 126, RegionPlan.of(Center.ORIGIN, Shape.SQUARE, 1000, Pattern.REGION).chunkCount());
        // radius 8 around block 0,0: the 4 chunks whose centers (±8, ±8) are at distance sqrt(128) > 8 -> circle
        // holds none of them but the center chunk; the square holds all 4
        assertEquals(4, RegionPlan.of(Center.ORIGIN, Shape.SQUARE, 8, Pattern.REGION).chunkCount());
        assertEquals(1, RegionPlan.of(Center.ORIGIN, Shape.CIRCLE, 8, Pattern.REGION).chunkCount());
        assertEquals(4, RegionPlan.of(Center.ORIGIN, Shape.CIRCLE, 12, Pattern.REGION).chunkCount());
        assertEquals(4, RegionPlan.of(Center.ORIGIN, Shape.DIAMOND, 16, Pattern.REGION).chunkCount());
        // circle of radius 1000 blocks: count pairs (a, b) of odd multiples of 8 with a²+b² <= 10^6, by brute force
        long n = 0;
        for (long a = -1000; a <= 1000; a++) {
            for (long b = -1000; b <= 1000; b++) {
                if (Math.floorMod(a - 8, 16) == 0 && Math.floorMod(b - 8, 16) == 0 && a * a + b * b <= 1_000_000) n++;
            }
        }
        assertEquals(n, RegionPlan.of(Center.ORIGIN, Shape.CIRCLE, 1000, Pattern.REGION).chunkCount());
        assertEquals(12_256, n); // ≈ π·1000²/256 = 12 271.8
    }

    @Test
    void everyShapeMatchesBruteForce() {
        List<Center> centers = List.of(Center.ORIGIN, new Center(-37, 1005), new Center(-16, -513));
        for (Shape s : Shape.values()) {
            for (long r : new long[] {1, 8, 9, 32, 40, 257, 1234}) {
                if (s == Shape.STAR && r < RegionPlan.MIN_STAR_RADIUS) continue;
                for (long rz : s.takesRadiusZ() ? new long[] {r, r * 2 / 3 + 1, r * 3 + 5} : new long[] {r}) {
                    for (Center c : centers) {
                        Set<Long> expected = bruteForce(c, s, r, rz);
                        for (Pattern p : List.of(Pattern.REGION, Pattern.CONCENTRIC, Pattern.SPIRAL, Pattern.LOOP)) {
                            RegionPlan plan = RegionPlan.of(c, s, r, rz, p);
                            String what = plan.toString();
                            assertEquals(expected.size(), plan.chunkCount(), what);
                            List<Long> order = visitOrder(plan);
                            assertEquals(expected.size(), order.size(), what);
                            assertEquals(expected, new HashSet<>(order), what);
                            for (long ch : expected) assertTrue(plan.contains(ChunkPos.x(ch), ChunkPos.z(ch)), what);
                        }
                        RegionPlan plan = RegionPlan.of(c, s, r, rz, Pattern.REGION);
                        for (int dx = -3; dx <= 3; dx++) { // a few outside
                            long probe = ChunkPos.pack(c.chunkX() + dx, c.chunkZ() + (int) (rz / 16) + 3);
                            assertEquals(expected.contains(probe), plan.contains(ChunkPos.x(probe), ChunkPos.z(probe)));
                        }
                    }
                }
            }
        }
    }

    /** Chunk centers in the shape ≈ its area / 256, within the chunks its outline crosses (perimeter / 16 + 4). */
    @Test
    void polygonCountsFollowTheAreaFormulas() {
        long r = 20_000;
        double sin72 = Math.sin(Math.toRadians(72)), sin36 = Math.sin(Math.toRadians(36));
        double inner = r * Math.cos(Math.toRadians(72)) / Math.cos(Math.toRadians(36)); // the star's inner corners
        double[][] cases = {
            {Shape.TRIANGLE.ordinal(), 2.0 * r * r, 2 * r + 2 * Math.hypot(r, 2 * r)}, // base 2r, height 2r
            {Shape.PENTAGON.ordinal(), 2.5 * r * r * sin72, 10 * r * Math.sin(Math.toRadians(36))},
            {Shape.HEXAGON.ordinal(), 1.5 * Math.sqrt(3) * r * r, 6.0 * r},
            {Shape.STAR.ordinal(), 5 * r * inner * sin36, 10 * Math.sqrt(r * r + inner * inner - 2 * r * inner * Math.cos(Math.toRadians(36)))},
        };
        for (double[] c : cases) {
            Shape s = Shape.values()[(int) c[0]];
            for (Center center : List.of(Center.ORIGIN, new Center(-1234, 5677))) {
                RegionPlan plan = RegionPlan.of(center, s, r, Pattern.REGION);
                double expected = c[1] / 256, slack = c[2] / 16 + 4;
                assertEquals(expected, plan.chunkCount(), slack, s + " " + center + ": " + plan.chunkCount() + " chunks, area/256 = " + expected);
                long listed = 0;
                for (RegionTask t : plan.regions()) listed += t.size();
                assertEquals(plan.chunkCount(), listed, s.toString());
            }
        }
        // exact small cases: the triangle of radius 16 around block 0,0 holds the chunk centers (±8, 8) (2·8 <= 8 + 16)
        // but not (±8, -8) (2·8 > -8 + 16): chunks (-1, 0) and (0, 0), the center's
        assertEquals(2, RegionPlan.of(Center.ORIGIN, Shape.TRIANGLE, 16, Pattern.REGION).chunkCount());
        // the hexagon of radius 32: flat edges at |dz| = 32·sin 60 = 27.7, so rows dz = ±8, ±24; at |dz| = 24 the
        // half-width is 32 - 24/tan 60 = 18.1 -> |dx| 8 only; at |dz| = 8: 32 - 4.6 = 27.4 -> |dx| 8, 24
        assertEquals(2 * 2 + 2 * 4, RegionPlan.of(Center.ORIGIN, Shape.HEXAGON, 32, Pattern.REGION).chunkCount());
    }

    @Test
    void starRowsSplitIntoTwoLegs() {
        RegionPlan star = RegionPlan.of(Center.ORIGIN, Shape.STAR, 4000, Pattern.SPIRAL);
        // far south, between the legs: the column under the center is outside, both legs are inside
        int cz = (int) (0.7 * 4000 / 16);
        assertFalse(star.contains(0, cz));
        assertTrue(star.contains((int) (0.45 * 4000 / 16), cz));
        assertTrue(star.contains(-(int) (0.45 * 4000 / 16) - 1, cz));
        // every region listed holds chunks (regions between the legs are left out)
        for (RegionTask t : star.regions()) assertTrue(t.size() > 0, t.toString());
    }

    @Test
    void loopWalksRowsNorthToSouthWestToEast() {
        RegionPlan plan = RegionPlan.of(new Center(-40, 77), Shape.CIRCLE, 700, Pattern.LOOP);
        List<Long> order = visitOrder(plan);
        // each region's chunks come row by row; regions come in the order of their first chunk in that walk
        long[] previousFirst = null;
        for (RegionTask t : plan.regions()) {
            long[] ch = t.chunks();
            for (int i = 1; i < ch.length; i++) {
                int z0 = ChunkPos.z(ch[i - 1]), z1 = ChunkPos.z(ch[i]);
                assertTrue(z1 > z0 || (z1 == z0 && ChunkPos.x(ch[i]) > ChunkPos.x(ch[i - 1])), t.toString());
            }
            long[] first = {ChunkPos.z(ch[0]), ChunkPos.x(ch[0])};
            if (previousFirst != null) {
                assertTrue(first[0] > previousFirst[0] || (first[0] == previousFirst[0] && first[1] > previousFirst[1]), t.toString());
            }
            previousFirst = first;
        }
        assertEquals(plan.chunkCount(), order.size());
    }

    @Test
    void plansStopAtTheWorldsEdge() {
        // 30 000 000 / 16 = 1 875 000: chunks 1 874 999 and -1 875 000 are the last ones inside
        RegionPlan east = RegionPlan.of(new Center(29_999_000, 0), Shape.SQUARE, 5000, Pattern.REGION);
        assertTrue(east.contains(RegionPlan.MAX_CHUNK_COORD, 0));
        assertFalse(east.contains(RegionPlan.MAX_CHUNK_COORD + 1, 0));
        // x: chunks from ceil((29 994 000 - 8) / 16) = 1 874 625 to 1 874 999; z: -313..312
        assertEquals((RegionPlan.MAX_CHUNK_COORD - 1_874_625 + 1L) * 626, east.chunkCount());
        for (RegionTask t : east.regions()) for (long c : t.chunks()) assertTrue(ChunkPos.x(c) <= RegionPlan.MAX_CHUNK_COORD);
        RegionPlan west = RegionPlan.of(new Center(-30_000_000, -30_000_000), Shape.CIRCLE, 100, Pattern.SPIRAL);
        assertTrue(west.contains(RegionPlan.MIN_CHUNK_COORD, RegionPlan.MIN_CHUNK_COORD));
        assertFalse(west.contains(RegionPlan.MIN_CHUNK_COORD - 1, RegionPlan.MIN_CHUNK_COORD));
        assertEquals(visitOrder(west).size(), west.chunkCount());
        assertThrows(IllegalArgumentException.class, () -> RegionPlan.of(new Center(30_000_000, 0), Shape.SQUARE, 1, Pattern.REGION));
    }

    @Test
    void chunkListPlans() {
        long[] chunks = {ChunkPos.pack(40, 3), ChunkPos.pack(0, 0), ChunkPos.pack(41, 3), ChunkPos.pack(0, 0), ChunkPos.pack(-1, 5)};
        RegionPlan plan = RegionPlan.ofChunks(Pattern.WORLD, chunks);
        assertEquals(4, plan.chunkCount());
        assertEquals(3, plan.regionCount());
        assertArrayEquals(new long[] {ChunkPos.pack(40, 3), ChunkPos.pack(41, 3)}, plan.region(0).chunks());
        assertTrue(plan.fingerprint().startsWith("strata-plan/1 pattern=world chunks=4 sha256="), plan.fingerprint());
        assertNotEquals(plan.fingerprint(), RegionPlan.ofChunks(Pattern.WORLD, new long[] {ChunkPos.pack(0, 0)}).fingerprint());
        assertThrows(IllegalArgumentException.class, () -> RegionPlan.ofChunks(Pattern.WORLD, new long[0]));
        assertThrows(IllegalArgumentException.class, () -> RegionPlan.of(Center.ORIGIN, Shape.SQUARE, 10, Pattern.WORLD));
    }

    @Test
    void hilbertVisitsEveryCellOnceThroughNeighbours() {
        short[] h = Orders.HILBERT;
        assertEquals(1024, h.length);
        boolean[] seen = new boolean[1024];
        for (int i = 0; i < 1024; i++) {
            assertFalse(seen[h[i]], "cell visited twice");
            seen[h[i]] = true;
            if (i > 0) {
                int dx = Math.abs((h[i] & 31) - (h[i - 1] & 31)), dz = Math.abs((h[i] >> 5) - (h[i - 1] >> 5));
                assertEquals(1, dx + dz, "step " + i + " is not to a neighbour");
            }
        }
        assertEquals(0, h[0]); // starts in a corner
    }

    @Test
    void regionRingsStartAtTheCenterRegion() {
        Center c = new Center(-700, 3000); // chunk (-44, 187), region (-2, 5)
        RegionPlan plan = RegionPlan.of(c, Shape.CIRCLE, 5000, Pattern.REGION);
        assertEquals(ChunkPos.pack(-2, 5), plan.region(0).regionKey());
        long prev = 0;
        for (RegionTask t : plan.regions()) {
            long k = Math.max(Math.abs(t.regionX() + 2), Math.abs(t.regionZ() - 5));
            assertTrue(k >= prev, "ring went back at " + t);
            prev = k;
        }
        // ring 1 in order: north-west corner, clockwise
        List<Long> ring1 = new ArrayList<>();
        for (int i = 1; i <= 8; i++) ring1.add(plan.region(i).regionKey());
        assertEquals(List.of(ChunkPos.pack(-3, 4), ChunkPos.pack(-2, 4), ChunkPos.pack(-1, 4), ChunkPos.pack(-1, 5),
                ChunkPos.pack(-1, 6), ChunkPos.pack(-2, 6), ChunkPos.pack(-3, 6), ChunkPos.pack(-3, 5)), ring1);
        // a full region's chunks follow the Hilbert curve
        long[] chunks = plan.region(0).chunks();
        assertEquals(1024, chunks.length);
        for (int i = 0; i < 1024; i++) assertEquals(Orders.HILBERT[i], ChunkPos.localIndex(ChunkPos.x(chunks[i]), ChunkPos.z(chunks[i])));
    }

    @Test
    void ringRanksAreBijectionsAndSpiralIsAPath() {
        int k = 12, side = 2 * k + 1;
        long[] conc = new long[side * side], spiral = new long[side * side];
        Arrays.fill(conc, Long.MIN_VALUE);
        Arrays.fill(spiral, Long.MIN_VALUE);
        for (int dz = -k; dz <= k; dz++) {
            for (int dx = -k; dx <= k; dx++) {
                int c = (int) Orders.concentricRank(dx, dz), s = (int) Orders.spiralRank(dx, dz);
                assertEquals(Long.MIN_VALUE, conc[c], "concentric rank used twice");
                assertEquals(Long.MIN_VALUE, spiral[s], "spiral rank used twice");
                conc[c] = ChunkPos.pack(dx, dz);
                spiral[s] = ChunkPos.pack(dx, dz);
            }
        }
        assertEquals(ChunkPos.pack(0, 0), spiral[0]);
        assertEquals(ChunkPos.pack(1, 0), spiral[1]); // one east
        assertEquals(ChunkPos.pack(1, 1), spiral[2]); // one south
        assertEquals(ChunkPos.pack(-1, 1), spiral[4]); // two west
        for (int i = 1; i < spiral.length; i++) {
            assertEquals(1, Math.abs(ChunkPos.x(spiral[i]) - ChunkPos.x(spiral[i - 1])) + Math.abs(ChunkPos.z(spiral[i]) - ChunkPos.z(spiral[i - 1])));
        }
        for (int ring = 0; ring <= k; ring++) {
            List<Long> walked = new ArrayList<>();
            Orders.forEachInRing(ring, (dx, dz) -> walked.add(ChunkPos.pack(dx, dz)));
            long start = Orders.ringStart(ring);
            for (int i = 0; i < walked.size(); i++) assertEquals(conc[(int) (start + i)], walked.get(i));
        }
        assertEquals(ChunkPos.pack(-1, -1), conc[1]);
    }

    @Test
    void ringPatternsGroupByFirstVisit() {
        for (Pattern p : List.of(Pattern.CONCENTRIC, Pattern.SPIRAL)) {
            Center c = new Center(100, -300);
            RegionPlan plan = RegionPlan.of(c, Shape.ELLIPSE, 900, 1500, p);
            // brute force: all chunks by rank, grouped by region in order of first visit
            List<long[]> ranked = new ArrayList<>();
            for (int cz = c.chunkZ() - 200; cz <= c.chunkZ() + 200; cz++) {
                for (int cx = c.chunkX() - 200; cx <= c.chunkX() + 200; cx++) {
                    if (!plan.contains(cx, cz)) continue;
                    long rank = p instanceof Pattern.Spiral ? Orders.spiralRank(cx - c.chunkX(), cz - c.chunkZ())
                            : Orders.concentricRank(cx - c.chunkX(), cz - c.chunkZ());
                    ranked.add(new long[] {rank, ChunkPos.pack(cx, cz)});
                }
            }
            ranked.sort((a, b) -> Long.compare(a[0], b[0]));
            Map<Long, List<Long>> groups = new LinkedHashMap<>();
            for (long[] e : ranked) {
                long region = ChunkPos.pack(ChunkPos.region(ChunkPos.x(e[1])), ChunkPos.region(ChunkPos.z(e[1])));
                groups.computeIfAbsent(region, x -> new ArrayList<>()).add(e[1]);
            }
            assertEquals(ranked.size(), plan.chunkCount());
            List<Long> regionOrder = new ArrayList<>(groups.keySet());
            assertEquals(regionOrder.size(), plan.regionCount());
            for (int i = 0; i < plan.regionCount(); i++) {
                RegionTask t = plan.region(i);
                assertEquals(regionOrder.get(i), t.regionKey(), p + " region " + i);
                assertArrayEquals(groups.get(t.regionKey()).stream().mapToLong(Long::longValue).toArray(), t.chunks());
            }
            assertEquals(ChunkPos.pack(c.chunkX(), c.chunkZ()), plan.region(0).chunk(0));
        }
    }

    @Test
    void bigPlanIsLazyAndFast() {
        long t0 = System.nanoTime();
        RegionPlan square = RegionPlan.of(Center.ORIGIN, Shape.SQUARE, 100_000, Pattern.REGION);
        // 16cx+8 in [-100000, 100000] -> cx in -6250..6249
        assertEquals(12_500L * 12_500, square.chunkCount());
        assertEquals(392 * 392, square.regionCount()); // regions -196..195
        RegionPlan circle = RegionPlan.of(new Center(123, -456), Shape.CIRCLE, 100_000, Pattern.REGION);
        double area = Math.PI * 100_000.0 * 100_000.0 / 256;
        assertEquals(area, circle.chunkCount(), area * 1e-3);
        RegionPlan star = RegionPlan.of(new Center(123, -456), Shape.STAR, 100_000, Pattern.CONCENTRIC);
        double inner = 100_000 * Math.cos(Math.toRadians(72)) / Math.cos(Math.toRadians(36));
        double starArea = 5 * 100_000 * inner * Math.sin(Math.toRadians(36)) / 256;
        assertEquals(starArea, star.chunkCount(), starArea * 1e-3);
        RegionPlan spiral = RegionPlan.of(Center.ORIGIN, Shape.CIRCLE, 100_000, Pattern.SPIRAL);
        assertEquals(circle.regionCount(), spiral.regionCount(), 50);
        assertTrue(System.nanoTime() - t0 < 20_000_000_000L, "building 100k plans took too long");
        long sum = 0;
        for (int i = 0; i < circle.regionCount(); i += 97) sum += circle.region(i).size();
        assertTrue(sum > 0);
        assertEquals(1024, square.region(0).size());
        // the last region of the outer ring is (-196, -195) (west edge, walked northwards): 10 chunk columns × 32
        assertEquals(ChunkPos.pack(-196, -195), square.region(square.regionCount() - 1).regionKey());
        assertEquals(10 * 32, square.region(square.regionCount() - 1).size());
        assertEquals(square.chunkCount() * RegionPlan.BYTES_PER_CHUNK + (long) square.regionCount() * RegionPlan.BYTES_PER_REGION,
                square.estimateBytes());
    }

    @Test
    void fingerprintAndValidation() {
        RegionPlan a = RegionPlan.of(Center.ORIGIN, Shape.CIRCLE, 1000, Pattern.REGION);
        assertEquals("strata-plan/1 center=0,0 shape=circle radius=1000 radiusZ=1000 pattern=region", a.fingerprint());
        assertEquals(a.fingerprint(), RegionPlan.of(Center.ORIGIN, Shape.CIRCLE, 1000, Pattern.REGION).fingerprint());
        assertNotEquals(a.fingerprint(), RegionPlan.of(Center.ORIGIN, Shape.CIRCLE, 1000, Pattern.SPIRAL).fingerprint());
        assertNotEquals(a.fingerprint(), RegionPlan.of(new Center(1, 0), Shape.CIRCLE, 1000, Pattern.REGION).fingerprint());
        assertThrows(IllegalArgumentException.class, () -> RegionPlan.of(Center.ORIGIN, Shape.CIRCLE, 10, 20, Pattern.REGION));
        assertThrows(IllegalArgumentException.class, () -> RegionPlan.of(Center.ORIGIN, Shape.ELLIPSE, 0, 20, Pattern.REGION));
        assertThrows(IllegalArgumentException.class, () -> RegionPlan.of(Center.ORIGIN, Shape.SQUARE, -1, Pattern.REGION));
        assertThrows(IllegalArgumentException.class, () -> RegionPlan.of(Center.ORIGIN, Shape.SQUARE, RegionPlan.MAX_RADIUS + 1, Pattern.REGION));
        assertThrows(IllegalArgumentException.class, () -> RegionPlan.of(new Center(40_000_000, 0), Shape.SQUARE, 1, Pattern.REGION));
        assertThrows(IllegalArgumentException.class, () -> RegionPlan.of(Center.ORIGIN, Shape.STAR, 31, Pattern.REGION));
        assertThrows(IllegalArgumentException.class, () -> RegionPlan.of(Center.ORIGIN, Shape.HEXAGON, 10, 20, Pattern.REGION));
        assertThrows(IndexOutOfBoundsException.class, () -> a.region(a.regionCount()));
        long[] mask = a.region(0).mask();
        assertEquals(1024, Arrays.stream(mask).map(Long::bitCount).sum());
    }

    /** A plan's chunk bounds are the box of the chunks its regions hold, for every shape, and for a list of chunks. */
    @Test
    void chunkBoundsAreTheBoxOfThePlansChunks() {
        List<RegionPlan> plans = new ArrayList<>();
        for (Shape s : Shape.values()) {
            long rz = s.takesRadiusZ() ? 300 : 700;
            plans.add(RegionPlan.of(new Center(-1234, 567), s, 700, rz, Pattern.REGION));
            plans.add(RegionPlan.of(new Center(40, -9), s, 0, 0, Pattern.SPIRAL));
        }
        plans.add(RegionPlan.ofChunks(Pattern.WORLD, new long[] {ChunkPos.pack(-70, 3), ChunkPos.pack(12, -40), ChunkPos.pack(5, 99)}));
        for (RegionPlan p : plans) {
            int[] want = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE};
            for (RegionTask t : p.regions()) {
                for (long c : t.chunks()) {
                    want[0] = Math.min(want[0], ChunkPos.x(c));
                    want[1] = Math.min(want[1], ChunkPos.z(c));
                    want[2] = Math.max(want[2], ChunkPos.x(c));
                    want[3] = Math.max(want[3], ChunkPos.z(c));
                }
            }
            assertArrayEquals(want, p.chunkBounds(), p.fingerprint());
        }
    }
}
