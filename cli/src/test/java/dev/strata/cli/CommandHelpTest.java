package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import dev.strata.cli.CliTesting.Run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.gen.ChunkStep;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** What each command's --help promises: exit codes that exist, and each option's own default. */
class CommandHelpTest {

    private static String help(String command) {
        Run r = run(command, "--help");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        return r.out().replaceAll("\\s+", " "); // picocli wraps long lines
    }

    private static Set<Integer> exitCodes() throws IllegalAccessException {
        Set<Integer> codes = new HashSet<>();
        for (Field f : ExitCodes.class.getFields()) if (Modifier.isStatic(f.getModifiers())) codes.add(f.getInt(null));
        return codes;
    }

    /** Every subcommand of {@code strata} (the help command aside), new ones included. */
    private static java.util.List<String> commands() {
        java.util.List<String> names = new java.util.ArrayList<>(Strata.commandLine().getSubcommands().keySet());
        names.remove("help");
        return names;
    }

    /** Every command's help shows examples and lists its exit codes: 0, 2 (usage) and 70 (internal) at least, each one of {@link ExitCodes}. */
    @Test
    void everyCommandsHelpHasExamplesAndItsExitCodes() throws Exception {
        Set<Integer> codes = exitCodes();
        java.util.List<String> names = commands();
        assertTrue(names.containsAll(java.util.List.of("generate", "inspect", "relight", "convert", "dump-biomes", "dump-chunk", "bench", "fuzz")), names.toString());
        for (String command : names) {
            String h = help(command);
            assertTrue(h.contains("Examples: strata " + command + " "), command + " has no examples: " + h);
            Matcher l = Pattern.compile("Exit codes: (.*?)\\.(?: |$)").matcher(h);
            assertTrue(l.find(), command + " states no exit codes: " + h);
            Set<Integer> stated = new HashSet<>();
            Matcher n = Pattern.compile("(?:^|[,;] )(\\d+) ").matcher(l.group(1));
            while (n.find()) stated.add(Integer.parseInt(n.group(1)));
            assertTrue(codes.containsAll(stated), command + ": " + stated);
            assertTrue(stated.containsAll(java.util.List.of(ExitCodes.OK, ExitCodes.USAGE, ExitCodes.INTERNAL)), command + ": " + l.group(1));
        }
    }

    /**
     * Every example survives a copy and paste: no example line is longer than the help's 80 columns (picocli would
     * wrap it anywhere, even inside an argument such as {@code --corners -500,-500,500,500}), and a line that
     * continues a command follows one that ends in a {@code \\} continuation.
     */
    @Test
    void everyExampleLineBreaksAtAContinuationBetweenWholeArguments() {
        for (String command : commands()) {
            String[] footer = Strata.commandLine().getSubcommands().get(command).getCommandSpec().usageMessage().footer();
            String previous = "";
            for (String line : footer) {
                if (line.startsWith("Exit codes:") || line.isEmpty() || line.equals("Examples:")) {
                    previous = "";
                    continue;
                }
                assertTrue(line.length() <= 80, command + ": example line of " + line.length() + " columns: " + line);
                if (line.startsWith("      ")) {
                    assertTrue(previous.endsWith(" \\"), command + ": continues a line that does not end in \\: " + line);
                }
                previous = line;
            }
            // and so the printed help shows each of them whole
            String out = run(command, "--help").out();
            for (String line : footer) {
                if (line.startsWith("  ")) assertTrue(out.lines().anyMatch(l -> l.equals(line)), command + ": printed wrapped: " + line);
            }
        }
    }

    /** Issue 14: no command's help begins with a blank line (structures, generate and trim did), and none is wider than 80 columns. */
    /**
     * Every command lists its options in the order they are declared (the world, the area, then the rest), not
     * alphabetically: convert's help began with --any-layout and --force before --world (walkthrough, session 13).
     */
    @Test
    void everyCommandListsItsOptionsInTheirDeclaredOrder() {
        for (String command : commands()) {
            assertFalse(Strata.commandLine().getSubcommands().get(command).getCommandSpec().usageMessage().sortOptions(),
                    command + " sorts its options alphabetically");
        }
        String convert = run("convert", "--help").out();
        java.util.List<String> listed = convert.lines().filter(l -> l.startsWith("      --"))
                .map(l -> l.strip().split("[=\\s]")[0]).toList();
        assertEquals(java.util.List.of("--world", "--compression", "--layout", "--workers", "--force", "--any-layout"),
                listed.subList(0, 6), convert);
    }

    @Test
    void everyHelpStartsWithTextAndFitsIn80Columns() {
        for (String command : commands()) {
            String out = run(command, "--help").out();
            assertFalse(out.lines().findFirst().orElse("").isBlank(), command + ": the help starts with a blank line:\n" + out);
            for (String line : out.lines().toList()) assertTrue(line.length() <= 80, command + ": " + line.length() + " columns: " + line);
        }
    }

    /** {@code strata <command> --help} as printed at {@code width} columns. */
    private static String helpAt(String command, int width) {
        picocli.CommandLine sub = Strata.commandLine().getSubcommands().get(command);
        sub.setUsageHelpWidth(width);
        return sub.getUsageMessage(picocli.CommandLine.Help.Ansi.OFF);
    }

    /**
     * Walkthrough finding: help wrapped inside words and paths ({@code --corners=<x1>,} / {@code <z1>,...}). Every
     * line break of the help at 80 columns falls where the text, printed so wide that nothing wraps, has a space:
     * never between two pieces that the wide text holds joined.
     */
    @Test
    void everyHelpWrapsOnlyAtSpaces() {
        java.util.List<String> splits = new java.util.ArrayList<>();
        for (String command : commands()) {
            String narrow = helpAt(command, 80);
            assertEquals(run(command, "--help").out().replace("\r\n", "\n"), narrow.replace("\r\n", "\n"), "the help printed is this one");
            String wide = " " + helpAt(command, 5000).replaceAll("\\s+", " ") + " ";
            java.util.List<String> lines = narrow.lines().toList();
            for (int i = 0; i + 1 < lines.size(); i++) {
                String a = lines.get(i).trim(), b = lines.get(i + 1).trim();
                if (a.isEmpty() || b.isEmpty()) continue;
                String last = a.substring(a.lastIndexOf(' ') + 1), first = b.split(" ", 2)[0];
                boolean joined = wide.contains(last + first), spaced = wide.contains(last + " " + first);
                if (joined && !spaced) splits.add(command + ": '" + last + "' / '" + first + "'");
            }
        }
        assertEquals(java.util.List.of(), splits, "words split across lines");
    }

    /**
     * Walkthrough finding: generate --help had about 110 lines of prose before its options. The description is a
     * short one (what it does, a few examples, where the docs are): at most 40 lines before the first option.
     */
    @Test
    void generateHelpReachesItsOptionsWithin40Lines() {
        java.util.List<String> lines = run("generate", "--help").out().lines().toList();
        int firstOption = 0;
        while (firstOption < lines.size() && !lines.get(firstOption).matches(" {2}-\\w.*| {6}--\\w.*")) firstOption++;
        assertTrue(firstOption < lines.size(), "no option line");
        assertTrue(firstOption <= 40, "the options start at line " + (firstOption + 1) + ":\n" + String.join("\n", lines.subList(0, firstOption)));
    }

    /** The triangle's corners are not on the circle of the radius (docs/area.md): the --shape help says where they are. */
    @Test
    void theShapeHelpPlacesTheTrianglesCorners() {
        for (String command : java.util.List.of("generate", "trim", "relight")) {
            String h = help(command);
            assertTrue(h.contains("the triangle's at (-r, r), (r, r) and (0, -r)"), command + ": " + h);
        }
    }

    /** Every number a help states as an exit code ("exits with 6", "exit 6", "Exit codes: 0 done, 2 usage, ...") is one of {@link ExitCodes}. */
    @Test
    void everyExitCodeStatedInAHelpExists() throws Exception {
        Set<Integer> codes = exitCodes();
        Pattern single = Pattern.compile("(?i)exits? (?:with )?(\\d+)");
        Pattern list = Pattern.compile("(?i)exit codes: ([^.]*)");
        for (String command : commands()) {
            String h = help(command);
            Matcher m = single.matcher(h);
            while (m.find()) assertTrue(codes.contains(Integer.parseInt(m.group(1))), command + ": exit " + m.group(1) + " in " + h);
            Matcher l = list.matcher(h);
            while (l.find()) {
                Matcher n = Pattern.compile("(?:^|[,;] )(\\d+) ").matcher(l.group(1));
                while (n.find()) assertTrue(codes.contains(Integer.parseInt(n.group(1))), command + ": exit " + n.group(1) + " in " + h);
            }
        }
    }

    @Test
    void inspectHelpStatesTheCodesItReturns() {
        String h = help("inspect");
        assertTrue(h.contains(ExitCodes.CHECK_FAILED + " some chunk, region file or level.dat cannot be read"), h);
        assertTrue(h.contains(ExitCodes.IO + " missing path, or --world given a file"), h);
        assertTrue(h.contains(ExitCodes.BAD_INPUT + " the file given is not a region file, or the --chunk asked for cannot be read"), h);
        assertFalse(h.contains("Exits with 6 when a chunk cannot be read"), h);
    }

    @Test
    void everySubcommandAnswersVersion() {
        for (String command : commands()) {
            var r = CliTesting.run(command, "-V");
            assertEquals(0, r.code(), command + ": " + r.err());
            assertTrue(r.out().startsWith("strata ") && r.out().contains("DataVersion 4903"), command + ": " + r.out());
        }
    }

    @Test
    void eachCommandStatesItsOwnDimensionDefault() {
        for (String command : new String[] {"dump-chunk", "bench", "dump-biomes"}) {
            String h = help(command);
            assertTrue(h.contains("namespaced dimension of the pack). Default: overworld. "), command + ": " + h);
            assertFalse(h.contains("fuzz"), command + " help speaks of fuzz: " + h);
        }
        String fuzz = help("fuzz");
        assertTrue(fuzz.contains("Default: overworld, the_nether and the_end in turn, one per seed."), fuzz);
    }

    @Test
    void theWrittenStepMessageListsExactlyTheValuesAccepted() {
        assertEquals(ChunkStep.NOISE, GeneratorOptions.parseWrittenStep("--until", "noise"));
        assertEquals(ChunkStep.SURFACE, GeneratorOptions.parseWrittenStep("--until", " minecraft:SURFACE"));
        assertEquals(ChunkStep.CARVERS, GeneratorOptions.parseWrittenStep("--until", "carvers"));
        assertEquals(ChunkStep.FEATURES, GeneratorOptions.parseWrittenStep("--until", "features"));
        assertEquals(ChunkStep.LIGHT, GeneratorOptions.parseWrittenStep("--until", "light"));
        assertEquals(ChunkStep.FULL, GeneratorOptions.parseWrittenStep("--until", "full"));
        StrataCliException unknown = assertThrows(StrataCliException.class, () -> GeneratorOptions.parseWrittenStep("--until", "ticking"));
        assertEquals(ExitCodes.USAGE, unknown.exitCode());
        assertEquals("--until: unknown step 'ticking' (expected noise, surface, carvers, features, light or full)", unknown.getMessage());
        StrataCliException spawn = assertThrows(StrataCliException.class, () -> GeneratorOptions.parseWrittenStep("--until", "spawn"));
        assertTrue(spawn.getMessage().startsWith("--until spawn is not a step of its own here"), spawn.getMessage());
        StrataCliException biomes = assertThrows(StrataCliException.class, () -> GeneratorOptions.parseWrittenStep("--until", "biomes"));
        assertEquals("--until biomes writes no terrain (expected noise, surface, carvers, features, light or full)", biomes.getMessage());
        StrataCliException init = assertThrows(StrataCliException.class, () -> GeneratorOptions.parseWrittenStep("--until", "initialize_light"));
        assertTrue(init.getMessage().startsWith("--until initialize_light is not a step of its own here"), init.getMessage());
        // and generate uses it
        Run r = run("generate", "--world", "unused-world", "--until", "ticking", "--dry-run");
        assertEquals(ExitCodes.USAGE, r.code(), r.err());
        assertTrue(r.err().contains("--until: unknown step 'ticking' (expected noise, surface, carvers, features, light or full)"), r.err());
    }

    /**
     * Walkthrough finding (session 13): strata genrate --world x said "Unknown option: '--world'; unmatched argument:
     * 'genrate'". A mistyped command is named as an unknown command, with the nearest one, whatever follows it.
     */
    @Test
    void aMistypedCommandIsNamedWithTheNearestOne() {
        for (String[] a : new String[][] {{"genrate", "--world", "x"}, {"genrate"}, {"relght", "--check"}}) {
            Run r = run(a);
            assertEquals(ExitCodes.USAGE, r.code(), r.err());
            assertTrue(r.err().startsWith("strata: unknown command '" + a[0] + "'"), r.err());
            assertTrue(r.err().contains("did you mean " + (a[0].equals("relght") ? "relight" : "generate") + "?"), r.err());
            assertFalse(r.err().contains("Unknown option"), r.err());
        }
        Run far = run("pregenerate-everything");
        assertTrue(far.err().startsWith("strata: unknown command 'pregenerate-everything'. The commands: "), far.err());
    }

    /** Walkthrough finding (session 19): a bare "strata" said only "Missing required subcommand". */
    @Test
    void aBareStrataListsTheCommands() {
        Run r = run();
        assertEquals(ExitCodes.USAGE, r.code(), r.err());
        assertTrue(r.err().startsWith("strata: give a command: help, generate, inspect, relight, convert, trim, structures, "), r.err());
        assertTrue(r.err().contains("For example: strata generate --world"), r.err());
        assertFalse(r.err().contains("Missing required subcommand"), r.err());
    }

    /** A mistyped required option is reported as unknown, with the option it was probably meant to be. */
    @Test
    void aMistypedRequiredOptionIsNamedAsUnknownWithASuggestion() {
        CliTesting.Run r = CliTesting.run("generate", "--wrld", "x", "--radius", "1c");
        assertEquals(ExitCodes.USAGE, r.code(), r.err());
        assertTrue(r.err().contains("Unknown option: '--wrld'"), r.err());
        assertTrue(r.err().contains("Did you mean --world?"), "suggests --world: " + r.err());
        assertFalse(r.err().contains("Missing required option"), r.err());
    }

    /**
     * dump-chunk's table of steps keeps its columns at the default width of 80 (walkthrough, issue 14: its lines were
     * longer and wrapped to the left margin).
     */
    @Test
    void dumpChunkHelpKeepsItsStepsTable() {
        Run r = run("dump-chunk", "--help");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        String h = r.out().replace("\r\n", "\n");
        java.util.List<String> lines = h.lines().toList();
        int from = lines.indexOf("Steps:"), to = lines.indexOf("Formats:");
        assertTrue(from >= 0 && to > from, h);
        for (String line : lines.subList(from + 1, lines.size())) {
            if (line.startsWith("Biomes are")) break;
            assertTrue(line.isEmpty() || line.startsWith("  "), "a step's line wrapped to the margin: '" + line + "'\n" + h);
        }
        for (String line : lines) assertTrue(line.length() <= 80, "longer than 80: " + line);
        assertFalse(h.contains("\n\n\n"), "no doubled blank line: " + h);
    }

    /**
     * The value after an unknown option is its value, not a second unknown option (walkthrough, issue 14: generate
     * --wrld x reported '--wrld' and 'x'); a stray word with no option before it is still named.
     */
    @Test
    void anUnknownOptionsValueIsNotAnotherUnknownOption() {
        Run r = run("generate", "--world", "w", "--radius", "0", "--wrld", "x");
        assertEquals(ExitCodes.USAGE, r.code(), r.err());
        assertTrue(r.err().startsWith("strata: Unknown option: '--wrld'\n") || r.err().startsWith("strata: Unknown option: '--wrld'\r\n"), r.err());
        assertFalse(r.err().contains("'x'"), r.err());
        assertTrue(r.err().contains("Did you mean --world?"), r.err());
        Run two = run("relight", "--world", "w", "--radius-for", "the_nether=1c", "--shap", "circle");
        assertEquals(ExitCodes.USAGE, two.code(), two.err());
        assertTrue(two.err().startsWith("strata: Unknown options: '--radius-for', '--shap'"), two.err());
        assertFalse(two.err().contains("the_nether=1c") || two.err().contains("'circle'"), two.err());
        Run stray = run("generate", "--world", "w", "--radius", "0", "stray");
        assertEquals(ExitCodes.USAGE, stray.code(), stray.err());
        assertTrue(stray.err().contains("'stray'"), stray.err());
    }

    /**
     * The per-dimension area options belong to generate, the one command that covers several dimensions in a run: the
     * commands that take one dimension neither list them in their help nor accept them (the walkthrough found relight
     * and structures advertising them).
     */
    @Test
    void onlyGenerateOffersThePerDimensionAreaOptions() {
        String[] perDimension = {"--radius-for", "--center-for", "--shape-for", "--nether-from-overworld"};
        String generate = help("generate");
        for (String o : perDimension) assertTrue(generate.contains(o + (o.endsWith("overworld") ? " " : "=")), "generate: " + o);
        for (String command : java.util.List.of("relight", "trim", "structures")) {
            String h = help(command);
            for (String o : perDimension) assertFalse(h.contains(o), command + " advertises " + o + ": " + h);
            Run r = run(command, "--world", "unused-world", "--radius", "1c", "--radius-for", "the_nether=1c");
            assertEquals(ExitCodes.USAGE, r.code(), command + ": " + r.err());
            assertTrue(r.err().contains("Unknown option") && r.err().contains("'--radius-for'"), command + ": " + r.err());
        }
    }
}
