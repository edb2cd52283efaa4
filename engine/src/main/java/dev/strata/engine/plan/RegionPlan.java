package dev.strata.engine.plan;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An immutable plan: the set of chunks a run generates and their order, handed out region by region as
 * {@link RegionTask}s.
 *
 * <p>Chunk set: for the shape patterns, the chunks whose centers lie in {@link Shape} around {@link Center} (rules
 * in {@link Shape}); for {@link Pattern.Csv}, the file's chunks (center, shape and radii are then ignored). Order:
 * see {@link Pattern}. For {@link Pattern#REGION} the regions come in square rings of Chebyshev distance (in
 * regions) from the region holding the center chunk, ring 0 first; inside a ring the order starts at the ring's
 * north-west corner and runs clockwise (east along the north edge, south along the east edge, west along the south
 * edge, north along the west edge) — x grows east, z grows south.
 *
 * <p>Memory: no per-chunk objects. A shape plan keeps one chunk x interval per chunk row (8 bytes per row, 2·r/16
 * rows) and the region order (8 bytes per region); a region's chunk list (at most 1024 longs) is computed each time
 * {@link #region(int)} or {@link #regions()}{@code .get(i)} is called. A circle of radius 100 000 blocks
 * (~123 million chunks, ~120 000 regions) takes ~1 MB and builds in well under a second. A CSV plan keeps its
 * chunks (16 bytes per chunk). Instances are immutable and safe to share between threads.
 */
public final class RegionPlan {
    /** Largest radius (blocks) of a shape plan: ~3.8 million regions, ~1 billion chunks for a circle. */
    public static final long MAX_RADIUS = 500_000;
    /**
     * The world's edge (blocks): the game keeps blocks at {@code -30 000 000 <= x, z < 30 000 000} (its
     * {@code Level.isInWorldBounds}); a plan's center must lie inside, and a plan is clipped to it.
     */
    public static final int MAX_BLOCK_COORD = 30_000_000;
    /** Lowest chunk x or z inside the world's edge: {@code -30 000 000 / 16}. */
    public static final int MIN_CHUNK_COORD = -MAX_BLOCK_COORD / 16;
    /** Highest chunk x or z inside the world's edge: {@code 30 000 000 / 16 - 1}. */
    public static final int MAX_CHUNK_COORD = MAX_BLOCK_COORD / 16 - 1;
    /** Smallest non-zero radius of a {@link Shape#STAR} (blocks): below it the star's points hold no chunk. */
    public static final long MIN_STAR_RADIUS = 32;
    /**
     * {@link #estimateBytes()}: bytes per generated chunk on disk. A noise/surface proto chunk of the overworld
     * compresses (zlib) to about 4-6 KiB including its sector padding; we take 5 KiB.
     */
    public static final long BYTES_PER_CHUNK = 5 * 1024;
    /** {@link #estimateBytes()}: bytes per region file for its header (location and timestamp tables), 8 KiB. */
    public static final long BYTES_PER_REGION = 8 * 1024;

    private final Center center;
    private final Shape shape;
    private final long radius, radiusZ;
    private final Pattern pattern;
    private final Layout layout;
    private final String fingerprint;

    private RegionPlan(Center center, Shape shape, long radius, long radiusZ, Pattern pattern, Layout layout, String fingerprint) {
        this.center = center;
        this.shape = shape;
        this.radius = radius;
        this.radiusZ = radiusZ;
        this.pattern = pattern;
        this.layout = layout;
        this.fingerprint = fingerprint;
    }

    /**
     * A plan with {@code radiusZ = radius}. See {@link #of(Center, Shape, long, long, Pattern)}.
     */
    public static RegionPlan of(Center center, Shape shape, long radius, Pattern pattern) {
        return of(center, shape, radius, radius, pattern);
    }

    /**
     * Makes a plan. A {@link Pattern.Csv} file is read here.
     *
     * @param center center point in blocks, {@code -}{@link #MAX_BLOCK_COORD}{@code  <= x, z < }{@link #MAX_BLOCK_COORD}; the
     *     area is clipped to the world's edge (chunks {@link #MIN_CHUNK_COORD}..{@link #MAX_CHUNK_COORD})
     * @param shape the outline
     * @param radius x half-extent in blocks, 0..{@link #MAX_RADIUS}
     * @param radiusZ z half-extent in blocks, 0..{@link #MAX_RADIUS}; must equal {@code radius} for
     *     {@link Shape#SQUARE} and {@link Shape#CIRCLE}; 0 only together with {@code radius} 0 (the single chunk
     *     holding the center)
     * @param pattern the visit order
     * @throws IllegalArgumentException for parameters out of range, or a CSV file that does not parse (the message
     *     names file and line)
     * @throws java.io.UncheckedIOException when a CSV file cannot be read
     */
    public static RegionPlan of(Center center, Shape shape, long radius, long radiusZ, Pattern pattern) {
        Objects.requireNonNull(center, "center");
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(pattern, "pattern");
        if (pattern instanceof Pattern.Csv csv) {
            CsvLayout layout = new CsvLayout(csv.file());
            return new RegionPlan(center, shape, radius, radiusZ, pattern, layout,
                    "strata-plan/1 pattern=csv sha256=" + layout.sha256());
        }
        if (center.x() < -MAX_BLOCK_COORD || center.x() >= MAX_BLOCK_COORD || center.z() < -MAX_BLOCK_COORD || center.z() >= MAX_BLOCK_COORD) {
            throw new IllegalArgumentException("center " + center + " is outside the world (blocks -" + MAX_BLOCK_COORD + " to "
                    + (MAX_BLOCK_COORD - 1) + ")");
        }
        if (pattern instanceof Pattern.World) {
            throw new IllegalArgumentException("the world pattern needs the world's chunk list: RegionPlan.ofChunks");
        }
        checkRadius("radius", radius);
        checkRadius("radiusZ", radiusZ);
        if (!shape.takesRadiusZ() && radiusZ != radius) {
            throw new IllegalArgumentException("shape " + shape.id() + " takes one radius (got radius " + radius + " and radiusZ "
                    + radiusZ + ")" + (shape == Shape.SQUARE ? "; use rectangle for two" : shape == Shape.CIRCLE ? "; use ellipse for two" : ""));
        }
        if (shape == Shape.STAR && radius > 0 && radius < MIN_STAR_RADIUS) {
            throw new IllegalArgumentException("a star needs a radius of at least " + MIN_STAR_RADIUS + " blocks (got " + radius
                    + "): a smaller one holds no chunk in its points");
        }
        if ((radius == 0) != (radiusZ == 0)) {
            throw new IllegalArgumentException("radius " + radius + " and radiusZ " + radiusZ + ": either both are 0 or neither");
        }
        ShapeLayout layout = new ShapeLayout(center, shape, radius, radiusZ, pattern);
        String fp = "strata-plan/1 center=" + center + " shape=" + shape.id() + " radius=" + radius + " radiusZ=" + radiusZ
                + " pattern=" + pattern.id();
        return new RegionPlan(center, shape, radius, radiusZ, pattern, layout, fp);
    }

    /**
     * A plan of exactly the given chunks, in the given order (duplicates visited once, at their first place), grouped
     * by region in order of first visit: the {@link Pattern#WORLD} pattern, whose chunk list the command reads from
     * the world's region files. Center, shape and radii are kept for display only.
     *
     * @param chunks packed chunk positions ({@link ChunkPos#pack}), at least one, inside the world's edge
     * @throws IllegalArgumentException for an empty list or a chunk outside the world
     */
    public static RegionPlan ofChunks(Pattern pattern, long[] chunks) {
        Objects.requireNonNull(pattern, "pattern");
        CsvLayout layout = new CsvLayout(chunks);
        return new RegionPlan(Center.ORIGIN, Shape.SQUARE, 0, 0, pattern, layout,
                "strata-plan/1 pattern=" + pattern.id() + " chunks=" + layout.chunkCount() + " sha256=" + layout.sha256());
    }

    private static void checkRadius(String what, long r) {
        if (r < 0 || r > MAX_RADIUS) {
            throw new IllegalArgumentException(what + " " + r + " blocks is out of range 0.." + MAX_RADIUS);
        }
    }

    /** Center in blocks (ignored by CSV and world plans). */
    public Center center() {
        return center;
    }

    /** Shape (ignored by CSV plans). */
    public Shape shape() {
        return shape;
    }

    /** X half-extent in blocks. */
    public long radius() {
        return radius;
    }

    /** Z half-extent in blocks. */
    public long radiusZ() {
        return radiusZ;
    }

    public Pattern pattern() {
        return pattern;
    }

    /** Number of chunks in the plan (at least 1). */
    public long chunkCount() {
        return layout.chunkCount();
    }

    /** Number of regions holding at least one planned chunk = number of {@link RegionTask}s. */
    public int regionCount() {
        return layout.regionCount();
    }

    /**
     * The i-th region task in visit order, 0 ≤ i < {@link #regionCount()}; computed on each call (up to 1024 chunks).
     *
     * @throws IndexOutOfBoundsException for a bad index
     */
    public RegionTask region(int index) {
        Objects.checkIndex(index, layout.regionCount());
        return layout.task(index);
    }

    /** All region tasks in visit order, as a lazy read-only list (each {@code get} computes its task). */
    public List<RegionTask> regions() {
        return new Tasks();
    }

    /**
     * The smallest box of chunks holding every chunk of the plan: {@code {minX, minZ, maxX, maxZ}}, inclusive chunk
     * coordinates (what a dry run shows: with {@code --corners}, the chunks whose center lies in the box).
     */
    public int[] chunkBounds() {
        return layout.chunkBounds();
    }

    /** Whether chunk (cx, cz) (chunk coordinates) is in the plan. */
    public boolean contains(int cx, int cz) {
        return layout.contains(cx, cz);
    }

    /**
     * Rough size on disk of the region files the plan writes, for {@code --dry-run}:
     * {@code chunkCount × }{@link #BYTES_PER_CHUNK}{@code  + regionCount × }{@link #BYTES_PER_REGION}.
     */
    public long estimateBytes() {
        return estimateBytes(BYTES_PER_CHUNK);
    }

    /** As {@link #estimateBytes()} with {@code bytesPerChunk} for a chunk (what the chunks are written at decides it). */
    public long estimateBytes(long bytesPerChunk) {
        return chunkCount() * bytesPerChunk + regionCount() * BYTES_PER_REGION;
    }

    /**
     * A stable, human-readable string of the parameters that determine the plan's chunks and order, e.g.
     * {@code strata-plan/1 center=0,0 shape=circle radius=1000 radiusZ=1000 pattern=region}; for CSV plans
     * {@code strata-plan/1 pattern=csv sha256=<hex of the file's bytes>} (the path is not part of it). Equal
     * fingerprints mean equal plans. Stored in checkpoints.
     */
    public String fingerprint() {
        return fingerprint;
    }

    @Override
    public String toString() {
        return "RegionPlan[" + fingerprint + ", " + chunkCount() + " chunks in " + regionCount() + " regions]";
    }

    private final class Tasks extends AbstractList<RegionTask> implements RandomAccess {
        @Override
        public RegionTask get(int index) {
            return region(index);
        }

        @Override
        public int size() {
            return regionCount();
        }
    }
}
