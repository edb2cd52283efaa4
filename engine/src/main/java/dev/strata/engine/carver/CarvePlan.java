package dev.strata.engine.carver;

import java.util.Arrays;

/**
 * The ellipsoids one started carver of one source chunk would carve, in the game's order, independent of the chunk
 * being carved: tunnel shapes depend only on the source chunk's random, and the only thing that depends on the
 * target is where a tunnel gives up ({@code canReach}, checked before each of its ellipsoids: when it fails the
 * tunnel returns, so its remaining ellipsoids and the branches it would still have spawned are skipped, up to
 * {@link #end}). A worker keeps plans of nearby source chunks ({@link CarverStep}) so that the 289 chunks around a
 * source do not walk its tunnels again. Reused: {@link #clear}, arrays grow as needed; a plan is walked into one
 * scratch plan and kept as a {@link #copyFrom copy}, so the hundreds of kept plans do not each grow step by step.
 */
final class CarvePlan {
    int size;
    double[] x, y, z, hr, vr;
    /** Cave floor level of the event's cave system (caves). */
    double[] floor;
    /** Width factors of the event's canyon (canyons), else null. */
    float[][] widths;
    /** Tunnel step data for {@code canReach}; {@code dist} -1 for a room (no check). */
    int[] step, dist;
    float[] thickness;
    /** Index of the first event after the event's tunnel and its branches. */
    int[] end;

    /**
     * Bounds of {@code x ± 2 hr} and {@code z ± 2 hr} over all events: a chunk whose centre lies more than 16 blocks
     * outside them is rejected by every ellipsoid's own first test ({@code |x - centre| > 16 + 2 hr}).
     */
    double minX, maxX, minZ, maxZ;

    /** An empty plan with room for 64 events. */
    CarvePlan() {
        allocate(64);
    }

    private void allocate(int capacity) {
        x = new double[capacity];
        y = new double[capacity];
        z = new double[capacity];
        hr = new double[capacity];
        vr = new double[capacity];
        floor = new double[capacity];
        widths = new float[capacity][];
        step = new int[capacity];
        dist = new int[capacity];
        thickness = new float[capacity];
        end = new int[capacity];
    }

    void clear() {
        Arrays.fill(widths, 0, size, null);
        size = 0;
        minX = minZ = Double.POSITIVE_INFINITY;
        maxX = maxZ = Double.NEGATIVE_INFINITY;
    }

    /** Whether some ellipsoid may pass its first test for the chunk centred at (centerX, centerZ) (1 block of slack). */
    boolean mayReach(double centerX, double centerZ) {
        return centerX + 17.0 >= minX && centerX - 17.0 <= maxX && centerZ + 17.0 >= minZ && centerZ - 17.0 <= maxZ;
    }

    /** Adds an ellipsoid; returns its index ({@link #end} is set by the tunnel when it finishes). */
    int add(double x, double y, double z, double hr, double vr, double floor, float[] widths, int step, int dist, float thickness) {
        if (size == this.x.length) grow();
        int i = size++;
        this.x[i] = x;
        this.y[i] = y;
        this.z[i] = z;
        this.hr[i] = hr;
        this.vr[i] = vr;
        this.floor[i] = floor;
        this.widths[i] = widths;
        this.step[i] = step;
        this.dist[i] = dist;
        this.thickness[i] = thickness;
        this.end[i] = i + 1;
        double r = hr * 2.0;
        double x0 = x - r, x1 = x + r, z0 = z - r, z1 = z + r;
        if (Double.isNaN(x0) || Double.isNaN(x1) || Double.isNaN(z0) || Double.isNaN(z1)) {
            minX = minZ = Double.NEGATIVE_INFINITY; // an ellipsoid of NaN size passes its own test: never skip
            maxX = maxZ = Double.POSITIVE_INFINITY;
        } else {
            minX = Math.min(minX, x0);
            maxX = Math.max(maxX, x1);
            minZ = Math.min(minZ, z0);
            maxZ = Math.max(maxZ, z1);
        }
        return i;
    }

    /** Sets {@link #end} of events {@code from .. to - 1} (one tunnel's own ellipsoids) to the current size. */
    void endTunnel(int from, int to) {
        for (int i = from; i < to; i++) end[i] = size;
    }

    /**
     * Makes this plan equal to {@code src} (events, tunnel ends, bounds), reusing its arrays when they are large
     * enough, else taking arrays of exactly {@code src.size}.
     */
    void copyFrom(CarvePlan src) {
        int n = src.size, old = size;
        if (x.length < n) {
            allocate(n);
        } else if (old > n) {
            Arrays.fill(widths, n, old, null);
        }
        System.arraycopy(src.x, 0, x, 0, n);
        System.arraycopy(src.y, 0, y, 0, n);
        System.arraycopy(src.z, 0, z, 0, n);
        System.arraycopy(src.hr, 0, hr, 0, n);
        System.arraycopy(src.vr, 0, vr, 0, n);
        System.arraycopy(src.floor, 0, floor, 0, n);
        System.arraycopy(src.widths, 0, widths, 0, n);
        System.arraycopy(src.step, 0, step, 0, n);
        System.arraycopy(src.dist, 0, dist, 0, n);
        System.arraycopy(src.thickness, 0, thickness, 0, n);
        System.arraycopy(src.end, 0, end, 0, n);
        size = n;
        minX = src.minX;
        maxX = src.maxX;
        minZ = src.minZ;
        maxZ = src.maxZ;
    }

    private void grow() {
        int n = x.length * 2;
        x = Arrays.copyOf(x, n);
        y = Arrays.copyOf(y, n);
        z = Arrays.copyOf(z, n);
        hr = Arrays.copyOf(hr, n);
        vr = Arrays.copyOf(vr, n);
        floor = Arrays.copyOf(floor, n);
        widths = Arrays.copyOf(widths, n);
        step = Arrays.copyOf(step, n);
        dist = Arrays.copyOf(dist, n);
        thickness = Arrays.copyOf(thickness, n);
        end = Arrays.copyOf(end, n);
    }
}
