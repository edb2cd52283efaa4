package dev.strata.engine.plan;

import java.math.BigInteger;
import java.util.Locale;

/**
 * The outline of the area a plan covers, with radius {@code r} (x half-extent) and {@code rz} (z half-extent), both
 * in <b>blocks</b>.
 *
 * <p>Inclusion rule: a chunk (cx, cz) is in the area when its center point {@code (cx*16+8, cz*16+8)} — the corner
 * shared by its four middle blocks — lies inside the closed shape centred on the {@link Center} point. With
 * {@code dx = cx*16+8 - center.x} and {@code dz = cz*16+8 - center.z} (blocks, exact integers):
 * <ul>
 *   <li>{@link #SQUARE}, {@link #RECTANGLE}: {@code |dx| <= r && |dz| <= rz};
 *   <li>{@link #CIRCLE}, {@link #ELLIPSE}: {@code (dx/r)² + (dz/rz)² <= 1}, evaluated exactly in integers as
 *       {@code dx²·rz² + dz²·r² <= r²·rz²};
 *   <li>{@link #DIAMOND}: {@code |dx|/r + |dz|/rz <= 1}, exactly {@code |dx|·rz + |dz|·r <= r·rz}.
 * </ul>
 * In addition, the chunk containing the center is always included, so {@code r = rz = 0} gives exactly that one
 * chunk, and a tiny radius never gives an empty plan. {@link #SQUARE}, {@link #CIRCLE} take one radius
 * ({@code rz == r}); {@link #RECTANGLE}, {@link #ELLIPSE}, {@link #DIAMOND} take both (default {@code rz = r}).
 */
public enum Shape {
    SQUARE(false),
    CIRCLE(false),
    RECTANGLE(true),
    ELLIPSE(true),
    DIAMOND(true);

    /** Largest radius {@link #contains} accepts (blocks); plans are limited further by {@link RegionPlan#MAX_RADIUS}. */
    public static final long MAX_CONTAINS_RADIUS = 1L << 30;

    private final boolean twoRadii;

    Shape(boolean twoRadii) {
        this.twoRadii = twoRadii;
    }

    /** Whether this shape accepts a radiusZ different from the radius. */
    public boolean takesRadiusZ() {
        return twoRadii;
    }

    /** Lower-case name as typed on the command line. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Parses a shape name, case-insensitive ({@code square, circle, rectangle, ellipse, diamond}).
     *
     * @throws IllegalArgumentException naming the input and listing the valid names
     */
    public static Shape parse(String text) {
        if (text != null) {
            for (Shape s : values()) {
                if (s.id().equals(text.strip().toLowerCase(Locale.ROOT))) return s;
            }
        }
        throw new IllegalArgumentException("unknown shape '" + text + "': expected one of square, circle, rectangle, ellipse, diamond");
    }

    /**
     * Whether the point at offset (dx, dz) blocks from the center lies inside the closed shape with radii
     * ({@code r}, {@code rz}) blocks, by the exact integer rules in the class comment. Does not apply the
     * "center chunk always included" rule. Both radii 0 contains only (0, 0).
     *
     * @throws IllegalArgumentException if a radius is negative or above {@link #MAX_CONTAINS_RADIUS}
     */
    public boolean contains(long dx, long dz, long r, long rz) {
        if (r < 0 || rz < 0 || r > MAX_CONTAINS_RADIUS || rz > MAX_CONTAINS_RADIUS) {
            throw new IllegalArgumentException("radius out of range: " + r + ", " + rz);
        }
        long ax = Math.abs(dx), az = Math.abs(dz);
        if (ax > r || az > rz || dx == Long.MIN_VALUE || dz == Long.MIN_VALUE) return false;
        // from here ax <= r <= 2^30 and az <= rz <= 2^30
        switch (this) {
            case SQUARE, RECTANGLE:
                return true;
            case DIAMOND:
                return ax * rz + az * r <= r * rz;
            default: // CIRCLE, ELLIPSE
                if (r == rz) return ax * ax + az * az <= r * r;
                if (r == 0 || rz == 0) return ax == 0 && az == 0;
                if (r < 1 << 15 && rz < 1 << 15) return ax * ax * rz * rz + az * az * r * r <= r * r * rz * rz;
                BigInteger bx = BigInteger.valueOf(ax * rz), bz = BigInteger.valueOf(az * r), br = BigInteger.valueOf(r * rz);
                return bx.multiply(bx).add(bz.multiply(bz)).compareTo(br.multiply(br)) <= 0;
        }
    }

    /**
     * Approximate half-width (blocks) of the shape at |dz| = az: the largest |dx| inside. Only a starting guess;
     * the plan corrects it with {@link #contains}.
     */
    double halfWidth(long az, long r, long rz) {
        if (az > rz) return -1;
        return switch (this) {
            case SQUARE, RECTANGLE -> r;
            case DIAMOND -> rz == 0 ? 0 : r * (1 - (double) az / rz);
            default -> rz == 0 ? 0 : r * Math.sqrt(Math.max(0, 1 - ((double) az / rz) * ((double) az / rz)));
        };
    }
}
