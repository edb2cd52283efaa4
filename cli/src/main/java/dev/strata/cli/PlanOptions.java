package dev.strata.cli;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.plan.Center;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.plan.Distance;
import dev.strata.engine.plan.Pattern;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.plan.RegionTask;
import dev.strata.engine.plan.Shape;
import dev.strata.engine.sched.RegionWork;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;

/**
 * The area options shared by {@code generate}, {@code relight}, {@code trim} and {@code structures}, in blocks with the suffixes
 * {@code c} (chunks of 16 blocks), {@code r} (regions of 512 blocks) and {@code k} (thousands), decimals allowed
 * ({@code 1.5k}): {@code --center}, {@code --radius}, {@code --radius-z}, {@code --shape}; or the box
 * {@code --corners}, or the world's own border {@code --worldborder}; {@code --spawn} centers on the world's spawn.
 * A chunk is in the area when its center is, so {@code --radius 0} is the chunk holding the center and
 * {@code --radius 2c} is 4 x 4 chunks. Every area is clipped to the world's edge (blocks ±30 000 000).
 *
 * <p>Several dimensions in one run ({@code generate --dimension all}, the options of {@link DimensionAreaOptions},
 * which only {@code generate} declares and hands over with {@link #perDimension}): {@code --radius-for},
 * {@code --center-for} and {@code --shape-for} give one dimension its own value ({@code --radius-for the_nether=1k});
 * {@code --nether-from-overworld} gives the nether the overworld's area divided by 8, the game's coordinate scale
 * (center divided and rounded to the nearest block, radii divided and rounded up): the nether behind the overworld
 * area's portals. An explicit {@code --center-for} or {@code --radius-for} of the nether is in nether blocks and wins:
 * it is taken as given, not divided. Every command accepts exactly the same forms and units.
 *
 * <p>Use: {@code @Mixin PlanOptions area;} then {@link #validate(String)} early (usage errors before the world is
 * touched) and {@link #plan(String, Path, ResourceId)} once the world is locked; {@link #selection(Path, ResourceId)}
 * for the commands where no area means the whole dimension.
 */
final class PlanOptions {

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = "--center", paramLabel = "<x>,<z>", defaultValue = "0,0",
            description = "Center in blocks; suffixes c (chunks), r (regions of 512 blocks), k (thousands), decimals allowed (1.5k). Default: ${DEFAULT-VALUE}.")
    String center;

    @Option(names = "--radius", paramLabel = "<r>",
            description = "Radius (half-width) in blocks, with the same suffixes (e.g. 5k, 1.5k, 64c, 2r), at most 500k: a chunk is in the area when its center is.")
    String radius;

    @Option(names = "--radius-z", paramLabel = "<rz>", description = "Radius along z for rectangle, ellipse and diamond (default: --radius).")
    String radiusZ;

    @Option(names = "--shape", paramLabel = "<shape>", defaultValue = "square", completionCandidates = Choices.Shapes.class,
            description = "square, circle, rectangle, ellipse, diamond, triangle, pentagon, star or hexagon (the polygons "
                + "have Chunky's corners: the pentagon's, star's and hexagon's on the circle of the radius, the "
                + "triangle's at (-r, r), (r, r) and (0, -r); docs/area.md). Default: ${DEFAULT-VALUE}.")
    String shape;

    @Option(names = "--corners", paramLabel = "<x1>,<z1>,<x2>,<z2>",
            description = "The box of blocks from corner (x1, z1) to corner (x2, z2), both included, instead of --center "
                + "and --radius; --shape is fitted into it (square becomes rectangle, circle ellipse).")
    String corners;

    @Option(names = "--worldborder", description = "The dimension's own world border (26.x: its world_border.dat; older "
            + "worlds: level.dat) instead of --center and --radius; --shape is fitted into it.")
    boolean worldBorder;

    @Option(names = "--spawn", description = "Center on the world's spawn point (level.dat) instead of --center.")
    boolean spawn;

    /** The per-dimension options of a command that covers several dimensions, or {@link DimensionAreaOptions#NONE}. */
    private DimensionAreaOptions perDimension = DimensionAreaOptions.NONE;

    /** Reads the per-dimension options of {@code generate} too (before {@link #validate} and {@link #plan}). */
    void perDimension(DimensionAreaOptions options) {
        perDimension = options == null ? DimensionAreaOptions.NONE : options;
    }

    /** The nether's coordinate scale (its dimension type's {@code coordinate_scale}). */
    static final int NETHER_SCALE = 8;

    /**
     * A radius option's blocks, checked before anything is read: not negative, and at most {@link RegionPlan#MAX_RADIUS}
     * (the largest area a plan covers, 1,000 km across: well beyond the game's world border of 29,999,984 blocks' radius
     * for any pregeneration that can finish).
     *
     * @throws IllegalArgumentException naming the option and the value as typed
     */
    static long planRadius(String text, String option) {
        long r = Distance.parseNonNegative(text, option);
        if (r > RegionPlan.MAX_RADIUS) {
            throw new IllegalArgumentException(option + " " + text.strip() + " is " + r + " blocks, more than a plan covers: at most "
                    + Distance.format(RegionPlan.MAX_RADIUS) + " (" + RegionPlan.MAX_RADIUS + " blocks)");
        }
        return r;
    }

    /**
     * Checks every option that does not need the world (syntax, ranges, combinations), before the world is locked.
     *
     * @param patternText the {@code --pattern} value, or null for commands without one
     * @throws StrataCliException usage error (exit 2)
     */
    void validate(String patternText) {
        try {
            Pattern p = patternText == null ? Pattern.REGION : Pattern.parse(patternText);
            Shape.parse(shape);
            Center.parse(center);
            if (radius != null) planRadius(radius, "--radius");
            if (radiusZ != null) planRadius(radiusZ, "--radius-z");
            if (corners != null) box(corners);
            for (Map<String, String> m : perDimension()) for (String k : m.keySet()) dimensionKey(k);
            if (perDimension.radiusFor != null) for (String v : perDimension.radiusFor.values()) planRadius(v, "--radius-for");
            if (perDimension.centerFor != null) for (String v : perDimension.centerFor.values()) Center.parse(v);
            if (perDimension.shapeFor != null) for (String v : perDimension.shapeFor.values()) Shape.parse(v);
            int sources = (radius != null ? 1 : 0) + (corners != null ? 1 : 0) + (worldBorder ? 1 : 0);
            if (sources > 1) throw usage("--radius, --corners and --worldborder exclude each other: give one of them");
            if ((corners != null || worldBorder) && (given("--center") || spawn || radiusZ != null)) {
                throw usage((corners != null ? "--corners" : "--worldborder") + " sets the center and the radii: leave out --center, --spawn and --radius-z");
            }
            if ((corners != null || worldBorder) && (perDimension.radiusFor != null || perDimension.centerFor != null)) {
                throw usage((corners != null ? "--corners" : "--worldborder") + " sets the area of every dimension: "
                        + "--radius-for and --center-for do not apply (--shape-for does)");
            }
            if (spawn && given("--center")) throw usage("--spawn and --center exclude each other");
            if (worldBorder && perDimension.netherFromOverworld) {
                throw usage("--worldborder takes each dimension's own border, already in its own blocks: leave out --nether-from-overworld");
            }
            if (radius == null && corners == null && !worldBorder && !(p instanceof Pattern.Csv) && !(p instanceof Pattern.World)
                    && patternText != null) {
                throw usage("--radius is required (blocks, or with a suffix: 64c, 2r, 5k), or --corners or --worldborder");
            }
            if (radiusZ != null && !Shape.parse(shape).takesRadiusZ()) throw usage("--radius-z needs --shape rectangle, ellipse or diamond");
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    private List<Map<String, String>> perDimension() {
        List<Map<String, String>> out = new ArrayList<>();
        for (Map<String, String> m : java.util.Arrays.asList(perDimension.radiusFor, perDimension.centerFor, perDimension.shapeFor)) if (m != null) out.add(m);
        return out;
    }

    private static ResourceId dimensionKey(String key) {
        try {
            return GeneratorOptions.parseDimension(key);
        } catch (IllegalArgumentException e) {
            throw usage("--radius-for/--center-for/--shape-for: " + e.getMessage());
        }
    }

    /** The per-dimension value for {@code dim}, or null. */
    private static String forDimension(Map<String, String> m, ResourceId dim) {
        if (m == null) return null;
        for (Map.Entry<String, String> e : m.entrySet()) if (dimensionKey(e.getKey()).equals(dim)) return e.getValue();
        return null;
    }

    /**
     * Refuses per-dimension options for dimensions the run does not touch (a typo would silently do nothing).
     *
     * @throws StrataCliException usage error
     */
    void checkDimensions(List<ResourceId> dims) {
        for (Map<String, String> m : perDimension()) {
            for (String k : m.keySet()) {
                if (!dims.contains(dimensionKey(k))) throw usage("a value for " + k + " was given, but this run covers only " + dims);
            }
        }
        if (perDimension.netherFromOverworld && !dims.contains(GeneratorOptions.THE_NETHER)) throw usage("--nether-from-overworld: this run does not cover the nether");
    }

    /**
     * The plan for one dimension, once the world is locked: the area of the options, read in that dimension
     * ({@code --worldborder}: its own border; {@code --spawn}: the world's spawn; {@code --pattern world}: the chunks
     * its region files hold, within the area when one is given).
     *
     * @param patternText the {@code --pattern} value (region, concentric, spiral, loop, world or csv:&lt;file&gt;)
     * @param world       the world folder (may not exist yet for a new world: then --spawn, --worldborder and
     *                    --pattern world are refused)
     * @throws StrataCliException usage error (exit 2) for a bad value or an area the world cannot give; exit 3 for a
     *     level.dat, world_border.dat or region file that cannot be read
     */
    RegionPlan plan(String patternText, Path world, ResourceId dim) throws IOException {
        validate(patternText);
        Pattern p = Pattern.parse(patternText);
        try {
            if (p instanceof Pattern.World) {
                RegionPlan within = anyArea() ? area(world, dim, Pattern.REGION) : null;
                return WorldArea.presentChunks(world, dim, within);
            }
            if (p instanceof Pattern.Csv) return RegionPlan.of(Center.ORIGIN, Shape.SQUARE, 0, p);
            return area(world, dim, p);
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    /** The shape plan of the options for {@code dim}. */
    private RegionPlan area(Path world, ResourceId dim, Pattern p) throws IOException {
        Shape sh = Shape.parse(firstNonNull(forDimension(perDimension.shapeFor, dim), shape));
        long cx, cz, r, rz;
        // an explicit --center-for / --radius-for of the nether is in nether blocks already: not divided by 8
        boolean ownCenter = false, ownRadius = false;
        if (corners != null || worldBorder) {
            double[] b = corners != null ? box(corners) : WorldArea.border(world, dim);
            long[] fit = fit(b[0], b[2]), fitZ = fit(b[1], b[3]);
            cx = fit[0];
            r = fit[1];
            cz = fitZ[0];
            rz = fitZ[1];
            if (r != rz && !sh.takesRadiusZ()) {
                if (sh == Shape.SQUARE) sh = Shape.RECTANGLE;
                else if (sh == Shape.CIRCLE) sh = Shape.ELLIPSE;
                else throw usage("the " + sh.id() + " takes one radius, and the box of " + (corners != null ? "--corners" : "the world border")
                        + " is " + (b[2] - b[0]) + " x " + (b[3] - b[1]) + " blocks: use a square box, or rectangle, ellipse or diamond");
            }
        } else {
            Center c = spawn ? WorldArea.spawn(world) : Center.parse(center);
            String cf = forDimension(perDimension.centerFor, dim);
            if (cf != null) c = Center.parse(cf);
            cx = c.x();
            cz = c.z();
            String rf = forDimension(perDimension.radiusFor, dim);
            ownCenter = cf != null;
            ownRadius = rf != null;
            r = Distance.parseNonNegative(firstNonNull(rf, radius == null ? "0" : radius), "--radius");
            rz = rf == null && radiusZ != null ? Distance.parseNonNegative(radiusZ, "--radius-z") : r;
            if (rz != r && !sh.takesRadiusZ()) throw usage("--radius-z needs --shape rectangle, ellipse or diamond");
        }
        if (perDimension.netherFromOverworld && dim.equals(GeneratorOptions.THE_NETHER)) {
            if (!ownCenter) {
                cx = divRound(cx);
                cz = divRound(cz);
            }
            if (!ownRadius) {
                r = -Math.floorDiv(-r, NETHER_SCALE);
                rz = -Math.floorDiv(-rz, NETHER_SCALE);
            }
        }
        if (cx != (int) cx || cz != (int) cz) throw usage("the center " + cx + "," + cz + " is outside the world");
        return RegionPlan.of(new Center((int) cx, (int) cz), sh, r, rz, p);
    }

    /** {@code v / 8} rounded to the nearest integer, halves away from zero (as {@link Distance} rounds). */
    private static long divRound(long v) {
        long q = Math.abs(v) / NETHER_SCALE, rem = Math.abs(v) % NETHER_SCALE;
        if (rem * 2 >= NETHER_SCALE) q++;
        return v < 0 ? -q : q;
    }

    private static String firstNonNull(String a, String b) {
        return a != null ? a : b;
    }

    /**
     * {@code --corners x1,z1,x2,z2} as the continuous box {minX, minZ, maxX, maxZ} in blocks: both corner blocks
     * included, so the box runs from the lower corner's north-west edge to the upper corner's south-east edge.
     */
    static double[] box(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length != 4) {
            throw new IllegalArgumentException("invalid --corners '" + text + "': expected x1,z1,x2,z2 in blocks, e.g. -1000,-1000,1000,500");
        }
        long[] v = new long[4];
        for (int i = 0; i < 4; i++) {
            try {
                v[i] = Distance.parse(parts[i]);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("invalid --corners '" + text + "': " + e.getMessage(), e);
            }
        }
        return new double[] {Math.min(v[0], v[2]), Math.min(v[1], v[3]), Math.max(v[0], v[2]) + 1, Math.max(v[1], v[3]) + 1};
    }

    /**
     * The center and radius (blocks) whose chunks are exactly those with their center in [lo, hi]: chunk centers
     * are the blocks ≡ 8 (mod 16), so the first and the last of them inside have an even sum and their midpoint is
     * a whole block. A box holding no chunk center gives its middle's chunk (radius 0).
     */
    static long[] fit(double lo, double hi) {
        long first = 16 * (long) Math.ceil((lo - 8) / 16) + 8, last = 16 * (long) Math.floor((hi - 8) / 16) + 8;
        if (last < first) return new long[] {(long) Math.floor((lo + hi) / 2), 0};
        return new long[] {(first + last) / 2, (last - first) / 2};
    }

    /**
     * The area of {@code relight} and {@code trim}: null when none of the area options was given (every chunk of
     * the dimension), else the chunks of the same area {@code generate} would fill.
     *
     * @throws StrataCliException usage error when --center, --radius-z, --shape or --spawn come without an area
     */
    RegionPlan selection(Path world, ResourceId dim) throws IOException {
        validate(null);
        checkDimensions(List.of(dim));
        if (radius == null && corners == null && !worldBorder) {
            for (String o : new String[] {"--center", "--radius-z", "--shape", "--spawn"}) {
                if (given(o)) {
                    throw usage(o + " needs --radius, --corners or --worldborder (without any of them, every chunk of the dimension is taken)");
                }
            }
            if (perDimension.radiusFor == null) return null;
        }
        return plan("region", world, dim);
    }

    /** Whether any option naming an area was given. */
    boolean anyArea() {
        return radius != null || corners != null || worldBorder || perDimension.radiusFor != null;
    }

    private boolean given(String option) {
        ParseResult parsed = mixee == null ? null : mixee.commandLine().getParseResult();
        return parsed != null && parsed.hasMatchedOption(option);
    }

    private static StrataCliException usage(String message) {
        return new StrataCliException(ExitCodes.USAGE, message);
    }

    /** The options again, for a command line that repeats the run (e.g. the resume hint). */
    void appendTo(StringBuilder sb) {
        if (corners != null) {
            sb.append(" --corners ").append(corners);
        } else if (worldBorder) {
            sb.append(" --worldborder");
        } else {
            sb.append(spawn ? " --spawn" : " --center " + center);
            if (radius != null) sb.append(" --radius ").append(radius);
            if (radiusZ != null) sb.append(" --radius-z ").append(radiusZ);
        }
        sb.append(" --shape ").append(shape);
        appendMap(sb, "--radius-for", perDimension.radiusFor);
        appendMap(sb, "--center-for", perDimension.centerFor);
        appendMap(sb, "--shape-for", perDimension.shapeFor);
        if (perDimension.netherFromOverworld) sb.append(" --nether-from-overworld");
    }

    private static void appendMap(StringBuilder sb, String option, Map<String, String> m) {
        if (m == null) return;
        for (Map.Entry<String, String> e : new LinkedHashMap<>(m).entrySet()) {
            sb.append(' ').append(option).append(' ').append(GeneratorOptions.quote(e.getKey() + "=" + e.getValue()));
        }
    }

    /** The plan's regions as the job's work items, computed one region at a time. */
    static Iterator<RegionWork> work(RegionPlan plan) {
        return new Iterator<>() {
            int i;

            @Override
            public boolean hasNext() {
                return i < plan.regionCount();
            }

            @Override
            public RegionWork next() {
                RegionTask t = plan.region(i++);
                long[] chunks = t.chunks();
                int[] xs = new int[chunks.length], zs = new int[chunks.length];
                for (int k = 0; k < chunks.length; k++) {
                    xs[k] = ChunkPos.x(chunks[k]);
                    zs[k] = ChunkPos.z(chunks[k]);
                }
                return new RegionWork(t.regionX(), t.regionZ(), xs, zs);
            }
        };
    }
}
