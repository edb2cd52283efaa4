package dev.strata.engine.plan;

import java.math.BigInteger;
import java.util.Locale;

/**
 * The outline of the area a plan covers, with radius {@code r} (x half-extent) and {@code rz} (z half-extent), both
 * in <b>blocks</b>.
 *
 * <p>Inclusion rule: a chunk (cx, cz) is in the area when its center point {@code (cx*16+8, cz*16+8)} — the corner
 * shared by its four middle blocks — lies inside the closed shape centred on the {@link Center} point. With
 * {@code dx = cx*16+8 - center.x} and {@code dz = cz*16+8 - center.z} (blocks, exact integers; x grows east, z
 * grows south):
 * <ul>
 *   <li>{@link #SQUARE}, {@link #RECTANGLE}: {@code |dx| <= r && |dz| <= rz};
 *   <li>{@link #CIRCLE}, {@link #ELLIPSE}: {@code (dx/r)² + (dz/rz)² <= 1}, evaluated exactly in integers as
 *       {@code dx²·rz² + dz²·r² <= r²·rz²};
 *   <li>{@link #DIAMOND}: {@code |dx|/r + |dz|/rz <= 1}, exactly {@code |dx|·rz + |dz|·r <= r·rz};
 *   <li>{@link #TRIANGLE}: the triangle with corners {@code (r, r)}, {@code (-r, r)} and {@code (0, -r)} (base along
 *       the south edge of the square of half-width r, apex north), exactly {@code 2·|dx| <= dz + r && dz <= r};
 *   <li>{@link #PENTAGON}: the regular pentagon whose corners lie on the circle of radius r at the angles 54°, 126°,
 *       198°, 270° and 342° (angle θ is the point {@code (r·cos θ, r·sin θ)}; 270° is due north, so one corner points
 *       north and one edge lies flat along the south);
 *   <li>{@link #STAR}: the five-pointed star (pentagram) drawn through the same five corners, each joined to the
 *       corner after next; a point is inside when it lies on the center's side of at least four of its five lines;
 *   <li>{@link #HEXAGON}: the regular hexagon with corners on the circle of radius r at 0°, 60°, …, 300°: corners
 *       point east and west, edges lie flat along the north and the south.
 * </ul>
 * The polygon corners are those of the pregeneration plugin Chunky (pop4959/Chunky, {@code shape/Pentagon.java},
 * {@code Star.java}, {@code Triangle.java}, {@code Hexagon.java}: same angles, radius measured to the corners), so an
 * area means the same chunks in both tools. Chunky also has a hexagon turned by 30° (corners north and south);
 * Strata offers one hexagon, the one Chunky calls {@code hexagon}. Pentagon, star and hexagon corners are irrational:
 * they are computed with {@link StrictMath} (the same bits on every machine) and the sides tested in double
 * precision, closed (a point on a side is inside).
 *
 * <p>In addition, the chunk containing the center is always included, so {@code r = rz = 0} gives exactly that one
 * chunk, and a tiny radius never gives an empty plan. {@link #SQUARE}, {@link #CIRCLE} and the polygons take one
 * radius ({@code rz == r}); {@link #RECTANGLE}, {@link #ELLIPSE}, {@link #DIAMOND} take both (default {@code rz = r}).
 */
public enum Shape {
    SQUARE(false),
    CIRCLE(false),
    RECTANGLE(true),
    ELLIPSE(true),
    DIAMOND(true),
    TRIANGLE(false),
    PENTAGON(false),
    STAR(false),
    HEXAGON(false);

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

    /** The names as typed, comma-separated, for messages. */
    public static String names() {
        StringBuilder sb = new StringBuilder();
        for (Shape s : values()) sb.append(sb.length() == 0 ? "" : ", ").append(s.id());
        return sb.toString();
    }

    /**
     * Parses a shape name, case-insensitive ({@code square, circle, rectangle, ellipse, diamond, triangle, pentagon,
     * star, hexagon}).
     *
     * @throws IllegalArgumentException naming the input and listing the valid names
     */
    public static Shape parse(String text) {
        if (text != null) {
            for (Shape s : values()) {
                if (s.id().equals(text.strip().toLowerCase(Locale.ROOT))) return s;
            }
        }
        throw new IllegalArgumentException("unknown shape '" + text + "': expected one of " + names());
    }

    /** Whether some row of the shape is two intervals of chunks (the star's legs), not one. */
    boolean hasGaps() {
        return this == STAR;
    }

    /**
     * Whether the point at offset (dx, dz) blocks from the center lies inside the closed shape with radii
     * ({@code r}, {@code rz}) blocks, by the rules in the class comment. Does not apply the "center chunk always
     * included" rule. Both radii 0 contains only (0, 0).
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
            case TRIANGLE:
                return 2 * ax <= dz + r;
            case PENTAGON, STAR, HEXAGON:
                if (r == 0) return ax == 0 && az == 0;
                return Polygon.of(this, r).contains(dx, dz);
            default: // CIRCLE, ELLIPSE
                if (r == rz) return ax * ax + az * az <= r * r;
                if (r == 0 || rz == 0) return ax == 0 && az == 0;
                if (r < 1 << 15 && rz < 1 << 15) return ax * ax * rz * rz + az * az * r * r <= r * r * rz * rz;
                BigInteger bx = BigInteger.valueOf(ax * rz), bz = BigInteger.valueOf(az * r), br = BigInteger.valueOf(r * rz);
                return bx.multiply(bx).add(bz.multiply(bz)).compareTo(br.multiply(br)) <= 0;
        }
    }

    /**
     * Approximate outer half-width (blocks) of the shape at offset dz (signed: the triangle and the pentagon are not
     * symmetric north to south): the largest |dx| inside, -1 when the row misses the shape. Only a starting guess;
     * the plan corrects it with {@link #contains}.
     */
    double halfWidth(long dz, long r, long rz) {
        long az = Math.abs(dz);
        if (az > rz) return -1;
        return switch (this) {
            case SQUARE, RECTANGLE -> r;
            case DIAMOND -> rz == 0 ? 0 : r * (1 - (double) az / rz);
            case TRIANGLE -> dz + r < 0 ? -1 : Math.min(r, (dz + r) / 2.0);
            case PENTAGON, STAR, HEXAGON -> r == 0 ? 0 : Polygon.of(this, r).halfWidth(dz)[1];
            default -> rz == 0 ? 0 : r * Math.sqrt(Math.max(0, 1 - ((double) az / rz) * ((double) az / rz)));
        };
    }

    /**
     * Approximate inner half-width (blocks) of a row split in two (the star's legs): the chunks with |dx| below it
     * are outside; -1 when the row is one interval. A starting guess, corrected with {@link #contains}.
     */
    double gapHalfWidth(long dz, long r) {
        if (!hasGaps() || r == 0) return -1;
        return Polygon.of(this, r).halfWidth(dz)[0];
    }
}
