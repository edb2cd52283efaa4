package dev.strata.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonParser;
import dev.strata.engine.checkpoint.Checkpoint;
import dev.strata.engine.checkpoint.CheckpointSnapshot;
import dev.strata.engine.data.ResourceId;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code generate --world <dir> --resume} on its own: a stopped run saved the options that repeat it in its checkpoint
 * notes ({@link CheckpointControl#notes}), and every option not given again is taken from them. Options given again
 * win: those that decide the chunks (the data packs, dimension, settings, area, pattern, until, compression) must agree
 * with the stopped run, which the checkpoint's own comparison refuses otherwise (exit {@link ExitCodes#CONFLICT},
 * naming the field); those that only pace the run (--workers, --max-rate, --low-priority, --quiet) may change.
 * {@code --dimension} given again may name some of the stopped run's dimensions, never another (refused, exit
 * {@link ExitCodes#CONFLICT}: it would start that dimension afresh under the name of a resume). The
 * seed is the world's own (its level.dat), checked as for any run on an existing world.
 *
 * <p>Groups of options are taken whole: the area (the options of {@link PlanOptions} and {@link DimensionAreaOptions})
 * when none of them is given again, and {@code --force}/{@code --repair} when neither is, so a given area is never
 * mixed with a recorded one.
 */
final class RecordedOptions {
    /** Recorded options never taken: the world is the one given, and --resume is given. */
    private static final Set<String> NOT_TAKEN = Set.of("--world", "--resume");
    private static final Set<String> MODES = Set.of("--force", "--repair");

    private RecordedOptions() {}

    /**
     * Sets every option of {@code spec} not given on its command line to the value the stopped run recorded.
     *
     * @param world the world folder (for a server folder, the world it names)
     * @param folders the checkpoint folder names ({@code <namespace>_<path>}) to look in, or null for every one
     * @return the recorded arguments taken (without {@code generate}, {@code --world} and {@code --resume}), empty when
     *     none were (no checkpoint, or one of an older Strata that saved no options)
     * @throws StrataCliException exit 2 when stopped runs of different options are there and {@code --dimension} does
     *     not choose one; exit 5 when {@code --dimension} names a dimension no stopped run generates
     */
    static List<String> apply(CommandSpec spec, Path world, List<String> folders) throws IOException {
        if (folders != null && RunCheckpoints.stopped(world, folders).isEmpty()) {
            // --dimension names none of the stopped runs' dimensions: continuing would start it afresh
            List<String> others = new ArrayList<>();
            for (Path p : RunCheckpoints.stopped(world, null)) others.add(p.getFileName().toString());
            if (!others.isEmpty()) {
                Object dimension = spec.findOption("--dimension").getValue();
                throw new StrataCliException(ExitCodes.CONFLICT, "--dimension " + dimension + ": " + world + " holds no stopped run of it, only of "
                        + String.join(", ", others) + " (checkpoints in " + world.resolve(Checkpoint.FOLDER) + "): leave --dimension out to "
                        + "resume that run, and generate " + dimension + " with a run of its own. Nothing was written.");
            }
        }
        Map<String, List<String>> byDimension = new LinkedHashMap<>();
        for (Path dir : RunCheckpoints.stopped(world, folders)) {
            List<String> args = args(CheckpointSnapshot.read(dir).notes());
            if (args != null) byDimension.put(dir.getFileName().toString(), args);
        }
        if (byDimension.isEmpty()) return List.of();
        List<String> recorded = byDimension.values().iterator().next();
        for (List<String> other : byDimension.values()) {
            if (!other.equals(recorded)) {
                throw new StrataCliException(ExitCodes.USAGE, world + " holds stopped runs of different options (checkpoints "
                        + String.join(", ", byDimension.keySet()) + " in " + world.resolve(Checkpoint.FOLDER) + "): add --dimension to choose the one to "
                        + "resume (generate --world " + GeneratorOptions.quote(world.toString()) + " --status shows each)");
            }
        }
        CommandLine parsed = new CommandLine(new GenerateCommand());
        parsed.setCaseInsensitiveEnumValuesAllowed(true);
        parsed.parseArgs(recorded.subList(1, recorded.size()).toArray(new String[0])); // after "generate"
        CommandLine.ParseResult given = spec.commandLine().getParseResult();
        if (given.hasMatchedOption("--dimension") && spec.commandLine().getCommand() instanceof GenerateCommand mine) {
            // --dimension given again may choose among the stopped run's dimensions, never add one (walkthrough, session 21:
            // --resume --dimension all on an overworld run started the nether and the end afresh)
            List<ResourceId> was = ((GenerateCommand) parsed.getCommand()).dimensions();
            List<ResourceId> more = new ArrayList<>(mine.dimensions());
            more.removeAll(was);
            if (!more.isEmpty()) {
                throw new StrataCliException(ExitCodes.CONFLICT, "--dimension " + spec.findOption("--dimension").getValue() + ": the stopped run in "
                        + world + " generates " + names(was) + " only, and --resume continues it: leave --dimension out (or name "
                        + (was.size() == 1 ? "its dimension" : "some of its dimensions") + "), and generate " + names(more)
                        + " with a run of " + (more.size() == 1 ? "its" : "their") + " own. Nothing was written.");
            }
        }
        List<OptionSpec> area = ResumeLine.areaOptions(spec);
        boolean areaGiven = area.stream().anyMatch(given::hasMatchedOption);
        boolean modeGiven = MODES.stream().anyMatch(given::hasMatchedOption);
        List<String> taken = new ArrayList<>();
        for (OptionSpec r : parsed.getParseResult().matchedOptions()) {
            String name = r.longestName();
            OptionSpec mine = spec.findOption(name);
            if (mine == null || NOT_TAKEN.contains(name)) continue;
            boolean inArea = area.stream().anyMatch(o -> o.longestName().equals(name));
            if (inArea ? areaGiven : MODES.contains(name) ? modeGiven : given.hasMatchedOption(mine)) continue;
            mine.setValue(r.getValue());
            taken.addAll(r.stringValues().isEmpty() ? List.of(name) : withName(name, r));
        }
        return taken;
    }

    private static String names(List<ResourceId> dims) {
        return dims.stream().map(ResourceId::toString).collect(java.util.stream.Collectors.joining(", "));
    }

    /** {@code --data a --data b} for an option given several times, {@code --radius 4c} for one. */
    private static List<String> withName(String name, OptionSpec o) {
        List<String> out = new ArrayList<>();
        if (o.arity().max == 0) {
            out.add(name);
            return out;
        }
        for (String v : o.stringValues()) {
            out.add(name);
            out.add(v);
        }
        return out;
    }

    /** The arguments saved in a checkpoint's notes, or null. */
    static List<String> args(String notes) {
        if (notes == null) return null;
        try {
            JsonArray a = JsonParser.parseString(notes).getAsJsonObject().getAsJsonArray("args");
            if (a == null) return null;
            List<String> out = new ArrayList<>();
            for (var e : a) out.add(e.getAsString());
            return out.isEmpty() || !out.get(0).equals("generate") ? null : out;
        } catch (RuntimeException e) {
            return null;
        }
    }
}
