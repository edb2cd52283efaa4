package dev.strata.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The command lines {@code generate} prints for a stopped run: the one that continues it
 * ({@code strata generate --world <dir> --resume}; the stopped run's other options are in its checkpoint, taken back
 * by {@link RecordedOptions}), the one that cancels it, and the options a checkpoint records, as a shell line. The
 * area options, which picocli holds in generate's two mixins, are listed here for all that repeats or compares them.
 */
final class ResumeLine {
    private ResumeLine() {}

    /** {@code strata generate --world <absolute world> --resume}, as the stop, --status and the refusals print it. */
    static String command(Path world) {
        return generate(world) + " --resume";
    }

    /** {@code strata generate --world <absolute world> --dimension <dim> --cancel}, as --status prints it. */
    static String cancelCommand(Path world, String dimension) {
        return generate(world) + " --dimension " + dimension + " --cancel";
    }

    private static String generate(Path world) {
        return launcher() + " generate --world " + GeneratorOptions.quote(world.toAbsolutePath().normalize().toString());
    }

    /** Arguments as one shell line, each quoted when needed. */
    static String joined(List<String> args) {
        StringBuilder sb = new StringBuilder();
        for (String s : args) sb.append(sb.length() == 0 ? "" : " ").append(GeneratorOptions.quote(s));
        return sb.toString();
    }

    /** How this process was started: {@code java -jar <absolute jar>} when run from the jar, else {@code strata}. */
    static String launcher() {
        try {
            Path jar = Path.of(ResumeLine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(jar) && jar.toString().endsWith(".jar")) return "java -jar " + GeneratorOptions.quote(jar.toString());
        } catch (Exception ignored) {
            // fall back to the command name
        }
        return "strata";
    }

    /**
     * The options of the area in {@code generate}'s spec: those of its {@link PlanOptions} and
     * {@link DimensionAreaOptions} mixins (fields {@code area} and {@code perDimension}), whatever they hold.
     */
    static List<OptionSpec> areaOptions(CommandSpec generate) {
        List<OptionSpec> options = new ArrayList<>(generate.mixins().get("area").options());
        options.addAll(generate.mixins().get("perDimension").options());
        return options;
    }

    /**
     * The area options with their values, as arguments: defaults included unless they were not given and equal their
     * default value.
     */
    static List<String> areaArgs(CommandSpec generate) {
        List<String> a = new ArrayList<>();
        ParseResult given = generate.commandLine() == null ? null : generate.commandLine().getParseResult();
        for (OptionSpec o : areaOptions(generate)) {
            Object v = o.getValue();
            if (v == null || Boolean.FALSE.equals(v)) continue;
            // a default not given (--center 0,0 beside --corners) is left out: given back, it would conflict
            if (given != null && !given.hasMatchedOption(o) && String.valueOf(v).equals(o.defaultValue())) continue;
            if (Boolean.TRUE.equals(v)) {
                a.add(o.longestName());
            } else if (v instanceof Collection<?> c) {
                for (Object e : c) a.addAll(List.of(o.longestName(), String.valueOf(e)));
            } else {
                a.addAll(List.of(o.longestName(), String.valueOf(v)));
            }
        }
        return a;
    }
}
