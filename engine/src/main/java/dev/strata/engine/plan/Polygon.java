package dev.strata.engine.plan;

/**
 * The corner geometry of {@link Shape#PENTAGON}, {@link Shape#STAR} and {@link Shape#HEXAGON} for one radius, in
 * block offsets from the center (x east, z south). Corner k of a regular polygon lies at angle θ on the circle of
 * radius r: {@code (r·cos θ, r·sin θ)}, computed with {@link StrictMath} so that every machine gets the same bits
 * (plans are fingerprinted and resumed). The angles are Chunky's (see {@link Shape}).
 */
final class Polygon {
    private final Shape shape;
    private final long r;
    /** The lines tested: line i runs from (ax[i], az[i]) to (bx[i], bz[i]). */
    private final double[] ax, az, bx, bz;
    /** Sign of each line's cross product at the center (the inside side). */
    private final double[] inside;
    /** The outline (corners in order, for the star outer and inner corners alternating), for row widths. */
    private final double[] ox, oz;

    private Polygon(Shape shape, long r) {
        this.shape = shape;
        this.r = r;
        double[] degrees = shape == Shape.HEXAGON ? new double[] {0, 60, 120, 180, 240, 300} : new double[] {54, 126, 198, 270, 342};
        int n = degrees.length;
        double[] px = new double[n], pz = new double[n];
        for (int i = 0; i < n; i++) {
            double a = StrictMath.toRadians(degrees[i]);
            px[i] = r * StrictMath.cos(a);
            pz[i] = r * StrictMath.sin(a);
        }
        int step = shape == Shape.STAR ? 2 : 1; // the star joins each corner to the one after next
        ax = new double[n];
        az = new double[n];
        bx = new double[n];
        bz = new double[n];
        inside = new double[n];
        for (int i = 0; i < n; i++) {
            ax[i] = px[i];
            az[i] = pz[i];
            bx[i] = px[(i + step) % n];
            bz[i] = pz[(i + step) % n];
            inside[i] = Math.signum(cross(i, 0, 0));
        }
        if (shape == Shape.STAR) {
            // outline: outer corner i, then the crossing of the lines (i-1 → i+1) and (i → i+2)
            ox = new double[2 * n];
            oz = new double[2 * n];
            for (int i = 0; i < n; i++) {
                ox[2 * i] = px[i];
                oz[2 * i] = pz[i];
                double[] c = intersection(px[(i + n - 1) % n], pz[(i + n - 1) % n], px[(i + 1) % n], pz[(i + 1) % n],
                        px[i], pz[i], px[(i + 2) % n], pz[(i + 2) % n]);
                ox[2 * i + 1] = c[0];
                oz[2 * i + 1] = c[1];
            }
        } else {
            ox = px;
            oz = pz;
        }
    }

    private static final ThreadLocal<Polygon> LAST = new ThreadLocal<>();

    /** The polygon of a shape and radius (the last one built on this thread is reused). */
    static Polygon of(Shape shape, long r) {
        Polygon p = LAST.get();
        if (p != null && p.shape == shape && p.r == r) return p;
        p = new Polygon(shape, r);
        LAST.set(p);
        return p;
    }

    private double cross(int i, double x, double z) {
        return (bx[i] - ax[i]) * (z - az[i]) - (bz[i] - az[i]) * (x - ax[i]);
    }

    /** Whether the offset lies inside the closed shape. */
    boolean contains(long dx, long dz) {
        int in = 0;
        for (int i = 0; i < ax.length; i++) if (cross(i, dx, dz) * inside[i] >= 0) in++;
        return shape == Shape.STAR ? in >= ax.length - 1 : in == ax.length;
    }

    /**
     * Where the row at offset dz crosses the outline: {inner, outer} half-widths, inner -1 when the row is one
     * interval (outer -1 when it misses the shape). The outline is symmetric about x = 0.
     */
    double[] halfWidth(long dz) {
        double outer = -1, inner = Double.MAX_VALUE;
        int positive = 0;
        int n = ox.length;
        for (int i = 0; i < n; i++) {
            double x1 = ox[i], z1 = oz[i], x2 = ox[(i + 1) % n], z2 = oz[(i + 1) % n];
            if (z1 == z2 || dz < Math.min(z1, z2) || dz > Math.max(z1, z2)) continue;
            double x = x1 + (x2 - x1) * (dz - z1) / (z2 - z1);
            outer = Math.max(outer, Math.abs(x));
            if (x > 0) {
                positive++;
                inner = Math.min(inner, x);
            }
        }
        return new double[] {positive >= 2 && inner < outer ? inner : -1, outer};
    }

    private static double[] intersection(double x1, double z1, double x2, double z2, double x3, double z3, double x4, double z4) {
        double d = (x1 - x2) * (z3 - z4) - (z1 - z2) * (x3 - x4);
        double a = x1 * z2 - z1 * x2, b = x3 * z4 - z3 * x4;
        return new double[] {(a * (x3 - x4) - (x1 - x2) * b) / d, (a * (z3 - z4) - (z1 - z2) * b) / d};
    }
}
