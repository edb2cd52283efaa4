package dev.strata.cli;

import dev.strata.engine.plan.Center;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.plan.Distance;
import dev.strata.engine.plan.Pattern;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.plan.RegionTask;
import dev.strata.engine.plan.Shape;
import dev.strata.engine.sched.RegionWork;
import java.util.Iterator;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;

/**
 * The area options shared by {@code generate} and {@code relight}: {@code --center}, {@code --radius},
 * {@code --radius-z} and {@code --shape}, in blocks with the suffixes {@code c} (chunks of 16 blocks), {@code r}
 * (regions of 512 blocks) and {@code k} (thousands). A chunk is in the area when its center is, so {@code --radius 0}
 * is the chunk holding the center and {@code --radius 2c} is 4 x 4 chunks. Both commands accept exactly the same
 * forms and units.
 *
 * <p>Use: {@code @Mixin PlanOptions area;} then {@link #plan(String)} (generate: the radius is required unless the
 * pattern is a CSV file) or {@link #selection()} (relight: no area options at all means the whole dimension).
 */
final class PlanOptions {

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = "--center", paramLabel = "<x>,<z>", defaultValue = "0,0",
            description = "Center in blocks; suffixes c (chunks), r (regions of 512 blocks), k (thousands). Default: ${DEFAULT-VALUE}.")
    String center;

    @Option(names = "--radius", paramLabel = "<r>",
            description = "Radius (half-width) in blocks, with the same suffixes (e.g. 5k, 64c, 2r): a chunk is in the area when its center is.")
    String radius;

    @Option(names = "--radius-z", paramLabel = "<rz>", description = "Radius along z for rectangle, ellipse and diamond (default: --radius).")
    String radiusZ;

    @Option(names = "--shape", paramLabel = "<shape>", defaultValue = "square", completionCandidates = Choices.Shapes.class,
            description = "square, circle, rectangle, ellipse or diamond. Default: ${DEFAULT-VALUE}.")
    String shape;

    /**
     * The plan of {@code generate}.
     *
     * @param patternText the {@code --pattern} value (region, concentric, spiral or csv:&lt;file&gt;)
     * @throws StrataCliException usage error (exit 2) for a bad value or a missing radius
     */
    RegionPlan plan(String patternText) {
        try {
            Pattern p = Pattern.parse(patternText);
            Shape sh = Shape.parse(shape);
            Center c = Center.parse(center);
            if (radius == null && !(p instanceof Pattern.Csv)) {
                throw new StrataCliException(ExitCodes.USAGE, "--radius is required (blocks, or with a suffix: 64c, 2r, 5k)");
            }
            long r = radius == null ? 0 : Distance.parseNonNegative(radius, "--radius");
            long rz = radiusZ == null ? r : Distance.parseNonNegative(radiusZ, "--radius-z");
            if (radiusZ != null && !sh.takesRadiusZ()) {
                throw new StrataCliException(ExitCodes.USAGE, "--radius-z needs --shape rectangle, ellipse or diamond");
            }
            return RegionPlan.of(c, sh, r, rz, p);
        } catch (IllegalArgumentException e) {
            throw new StrataCliException(ExitCodes.USAGE, e.getMessage());
        }
    }

    /**
     * The area of {@code relight}: null when none of the area options was given (every chunk of the dimension),
     * else the chunks of the same area {@code generate} would fill.
     *
     * @throws StrataCliException usage error when --center, --radius-z or --shape come without --radius
     */
    RegionPlan selection() {
        if (radius == null) {
            for (String o : new String[] {"--center", "--radius-z", "--shape"}) {
                if (given(o)) {
                    throw new StrataCliException(ExitCodes.USAGE, o + " needs --radius (without any of them, every chunk of the dimension is taken)");
                }
            }
            return null;
        }
        return plan("region");
    }

    private boolean given(String option) {
        ParseResult parsed = mixee == null ? null : mixee.commandLine().getParseResult();
        return parsed != null && parsed.hasMatchedOption(option);
    }

    /** The options again, for a command line that repeats the run (e.g. the resume hint). */
    void appendTo(StringBuilder sb) {
        sb.append(" --center ").append(center);
        if (radius != null) sb.append(" --radius ").append(radius);
        if (radiusZ != null) sb.append(" --radius-z ").append(radiusZ);
        sb.append(" --shape ").append(shape);
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
