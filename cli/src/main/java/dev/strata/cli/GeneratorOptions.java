package dev.strata.cli;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.plan.RegionPlan;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The options every generating command shares, as a picocli mixin: {@code --data <pack>} (the game's data, needed
 * for vanilla terrain), {@code --dimension <dim>} and {@code --settings <noise_settings id>}. The seed is the
 * separate mixin {@link Seed} (a fuzzer draws its own seeds), and a converter per command parses its {@code --step}.
 *
 * <p>{@code --dimension} is declared by the two subclasses, whose help states their own default: {@link OneDimension}
 * (overworld) for the commands that generate one dimension, {@link EachDimension} (the three in turn) for
 * {@code fuzz}. Use: {@code @Mixin GeneratorOptions.OneDimension gen;} then {@code gen.load(seed)} or
 * {@code gen.load(seed, dimension)}.
 */
abstract class GeneratorOptions implements PackSource {

    @Option(names = "--data", required = true, paramLabel = "<pack>",
            description = "The game's data: the 26.2 server jar, a data pack zip, or an unpacked data folder. "
                + "Strata ships none of Mojang's data; vanilla terrain needs it from here. Repeat it to layer packs "
                + "as the game does, the first given on top: --data mypack.zip --data server.jar.")
    List<Path> data;

    /** What {@code --dimension} names the dimension, before its command's default. */
    private static final String DIMENSION_HELP = "overworld, the_nether or the_end (also minecraft:overworld, nether, end, "
            + "or a namespaced dimension of the pack).";

    /** {@code --dimension} for commands that generate one dimension; overworld when not given. */
    static final class OneDimension extends GeneratorOptions {
        @Option(names = "--dimension", paramLabel = "<dim>", converter = DimensionConverter.class,
                completionCandidates = Choices.OneDimension.class,
                description = DIMENSION_HELP + " Default: overworld.")
        ResourceId dimension;

        @Override
        ResourceId givenDimension() {
            return dimension;
        }
    }

    /** {@code --dimension} for {@code fuzz}: when not given, the seeds go through the three vanilla dimensions in turn. */
    static final class EachDimension extends GeneratorOptions {
        @Option(names = "--dimension", paramLabel = "<dim>", converter = DimensionConverter.class,
                completionCandidates = Choices.OneDimension.class,
                description = DIMENSION_HELP + " Default: overworld, the_nether and the_end in turn, one per seed.")
        ResourceId dimension;

        @Override
        ResourceId givenDimension() {
            return dimension;
        }
    }

    /** The {@code --dimension} given, or null. */
    abstract ResourceId givenDimension();

    @Option(names = "--settings", paramLabel = "<id>",
            description = "Noise settings to use instead of the dimension's, e.g. amplified, large_biomes, "
                + "caves, floating_islands (namespace minecraft unless given).")
    String settings;

    private DataPack pack;

    /** The dimension asked for, overworld when none was. */
    ResourceId dimension() {
        ResourceId d = givenDimension();
        return d != null ? d : OVERWORLD;
    }

    /** Whether {@code --dimension} was given. */
    boolean dimensionGiven() {
        return givenDimension() != null;
    }

    /** The {@code --settings} override as an id (namespace defaults to minecraft), or null. */
    ResourceId settingsOverride() {
        if (settings == null) return null;
        try {
            return ResourceId.parse(settings.trim());
        } catch (RuntimeException e) {
            throw new StrataCliException(ExitCodes.USAGE, "--settings wants a noise settings id such as minecraft:amplified, got '" + settings + "'");
        }
    }

    /**
     * The data packs, opened once and stacked, the first given on top; in the order the game stacks them, as
     * {@code generate} requires for a new world ({@link WorldPacks#requireGameOrder}): a chunk made from packs in
     * another order is no chunk the game makes.
     *
     * @throws StrataCliException exit 2, a data pack given below the game's data
     */
    DataPack pack() {
        if (pack == null) {
            DataPack opened = openData(data);
            try {
                WorldPacks.requireGameOrder(data);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            pack = opened;
        }
        return pack;
    }

    @Override
    public DataPack givenPacks() {
        return data != null && !data.isEmpty() ? pack : null;
    }

    /**
     * Refuses the same {@code --data} path twice, a slip (the game enables a pack once), rather than layer it twice.
     *
     * @throws StrataCliException exit 2, naming the path
     */
    static void requireDistinct(java.util.List<java.nio.file.Path> packs) {
        if (packs == null) return;
        java.util.Set<java.nio.file.Path> seen = new java.util.HashSet<>();
        for (java.nio.file.Path p : packs) {
            if (!seen.add(p.toAbsolutePath().normalize())) {
                throw new StrataCliException(ExitCodes.USAGE, "--data " + p + " is given twice: give each pack once, the first on top");
            }
        }
    }

    /**
     * Opens the {@code --data} packs (the first on top), after checking that each path exists: a missing path is a file
     * system error, exit {@link ExitCodes#IO} as for every other missing path any command is given (inspect, --world,
     * csv:), not the unreadable input of a pack that exists but cannot be used (exit {@link ExitCodes#BAD_INPUT}).
     *
     * @throws StrataCliException exit 4, naming the missing path; exit 2, a path given twice
     * @throws dev.strata.engine.data.DataPackException exit 3, a pack that is there but is no data pack or is malformed
     */
    static DataPack openData(java.util.List<java.nio.file.Path> packs) {
        requireDistinct(packs);
        for (java.nio.file.Path p : packs) {
            if (!java.nio.file.Files.exists(p)) {
                throw new StrataCliException(ExitCodes.IO, "--data " + p + ": no such file or folder (give the 26.2 server jar, "
                        + "a data pack zip or a data folder)");
            }
        }
        // every pack named by its absolute path, in every message about it, however it was given
        List<DataPack> opened = new ArrayList<>(packs.size());
        for (java.nio.file.Path p : packs) opened.add(PackFolders.open(p.toAbsolutePath().normalize()));
        return DataPack.layered(opened);
    }

    DimensionGenerator load(long seed) {
        return load(seed, dimension());
    }

    DimensionGenerator load(long seed, ResourceId dim) {
        return DimensionGenerator.load(pack(), dim, settingsOverride(), seed);
    }

    /** {@code --data <pack>} for each pack, in order, each by its absolute path (as every message names them). */
    String dataArgs() {
        StringBuilder sb = new StringBuilder();
        for (Path p : data) sb.append(sb.length() == 0 ? "" : " ").append("--data ").append(quote(p.toAbsolutePath().normalize().toString()));
        return sb.toString();
    }

    /** The arguments that select the same generator again, for printing reproducing command lines. */
    String reproduce(ResourceId dim) {
        StringBuilder sb = new StringBuilder();
        sb.append(dataArgs()).append(" --dimension ").append(dim);
        if (settings != null) sb.append(" --settings ").append(quote(settings));
        return sb.toString();
    }

    /** {@code X,Z} chunk coordinates as two ints (spaces allowed around them). @throws StrataCliException usage error */
    static int[] parseChunk(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length == 2) {
            try {
                return requireInWorld(new int[] {Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim())}, text);
            } catch (NumberFormatException ignored) {
                // reported below
            }
        }
        throw new StrataCliException(ExitCodes.USAGE,
                "--chunk wants X,Z: two integers, chunk (not block) coordinates, e.g. --chunk -3,17; got '" + text + "'");
    }

    /**
     * Refuses a chunk beyond the world's edge, x or z outside {@link RegionPlan#MIN_CHUNK_COORD} to
     * {@link RegionPlan#MAX_CHUNK_COORD} (blocks -30,000,000 to 29,999,999: the game's limit,
     * {@code Level.MAX_LEVEL_SIZE}), with exit {@link ExitCodes#USAGE}; further out, block coordinates overflow and
     * generation fails or exhausts memory. Returns {@code c}.
     */
    static int[] requireInWorld(int[] c, String text) {
        for (int v : c) {
            if (v < RegionPlan.MIN_CHUNK_COORD || v > RegionPlan.MAX_CHUNK_COORD) {
                throw new StrataCliException(ExitCodes.USAGE, "--chunk " + text.trim() + " is beyond the world's edge: chunk coordinates go from "
                        + RegionPlan.MIN_CHUNK_COORD + " to " + RegionPlan.MAX_CHUNK_COORD + " (blocks -30,000,000 to 29,999,999)");
            }
        }
        return c;
    }

    /**
     * Runs a step, turning "this build cannot do that step yet" into a clear usage error instead of a stack trace.
     */
    static void generate(DimensionGenerator.Worker worker, int cx, int cz, ChunkStep step, dev.strata.engine.levelgen.ProtoChunk chunk) {
        try {
            worker.generate(cx, cz, step, chunk);
        } catch (UnsupportedOperationException e) {
            throw new StrataCliException(ExitCodes.USAGE, "--step " + step.name().toLowerCase(Locale.ROOT) + ": " + e.getMessage()
                    + " (use --step noise meanwhile)");
        }
    }

    /** Quotes a shell word when it needs it (single quotes, POSIX). */
    static String quote(String s) {
        if (!s.isEmpty() && s.chars().allMatch(c -> Character.isLetterOrDigit(c) || "-_./:,=+@".indexOf(c) >= 0)) return s;
        return "'" + s.replace("'", "'\\''") + "'";
    }

    static final ResourceId OVERWORLD = new ResourceId("minecraft", "overworld");
    static final ResourceId THE_NETHER = new ResourceId("minecraft", "the_nether");
    static final ResourceId THE_END = new ResourceId("minecraft", "the_end");

    /**
     * Parses a dimension name: {@code overworld}, {@code the_nether}/{@code nether}, {@code the_end}/{@code end},
     * with or without {@code minecraft:}; any other {@code namespace:path} is taken as a custom dimension of the pack.
     */
    static ResourceId parseDimension(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        String bare = t.startsWith("minecraft:") ? t.substring("minecraft:".length()) : t;
        switch (bare) {
            case "overworld":
                return OVERWORLD;
            case "the_nether":
            case "nether":
                return THE_NETHER;
            case "the_end":
            case "end":
                return THE_END;
            default:
                if (t.indexOf(':') > 0 && !t.startsWith("minecraft:")) {
                    try {
                        return ResourceId.parse(t);
                    } catch (RuntimeException ignored) {
                        // reported below
                    }
                }
                throw new IllegalArgumentException("unknown dimension '" + text
                        + "' (expected overworld, the_nether, the_end, or namespace:name of a dimension in the pack)");
        }
    }

    /** picocli converter for {@code --dimension}: a bad name is a usage error (exit code 2) with the choices. */
    static final class DimensionConverter implements CommandLine.ITypeConverter<ResourceId> {
        @Override
        public ResourceId convert(String value) {
            try {
                return parseDimension(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /** Parses {@code fuzz --step}: biomes to features. */
    static final class FuzzStepConverter implements CommandLine.ITypeConverter<ChunkStep> {
        @Override
        public ChunkStep convert(String value) {
            try {
                ChunkStep step = ChunkStep.parse(value.trim());
                if (step.compareTo(ChunkStep.FEATURES) > 0) {
                    throw new CommandLine.TypeConversionException("step " + step.name().toLowerCase(java.util.Locale.ROOT)
                            + " changes no block (expected biomes, noise, surface, carvers or features)");
                }
                return step;
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /** Parses {@code bench --step}: the steps it measures, biomes to light. */
    static final class BenchStepConverter implements CommandLine.ITypeConverter<ChunkStep> {
        @Override
        public ChunkStep convert(String value) {
            try {
                ChunkStep step = ChunkStep.parse(value.trim());
                if (step == ChunkStep.INITIALIZE_LIGHT || step.compareTo(ChunkStep.LIGHT) > 0) {
                    throw new CommandLine.TypeConversionException("step " + step.name().toLowerCase(java.util.Locale.ROOT)
                            + " is not measured here (expected biomes, noise, surface, carvers, features or light)");
                }
                return step;
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /**
     * Parses {@code dump-chunk --step}: every step. The steps after features change no block of a chunk whose
     * neighbours are decorated (light adds light, spawn entities), so they print what features prints.
     */
    static final class DumpStepConverter implements CommandLine.ITypeConverter<ChunkStep> {
        @Override
        public ChunkStep convert(String value) {
            try {
                return ChunkStep.parse(value.trim());
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /**
     * Parses {@code generate --until}: a step whose result is written, {@code noise}, {@code surface} or {@code carvers} (also
     * {@code minecraft:noise}, any case), exactly the list {@link Choices.Steps} offers for completion. Unlike
     * {@link ChunkStep#parse}, the message on failure names only the values accepted here ({@code biomes} writes no
     * terrain, so it is refused with its reason).
     *
     * @throws StrataCliException usage error naming the accepted values
     */
    static ChunkStep parseWrittenStep(String option, String text) {
        List<String> accepted = new ArrayList<>();
        new Choices.Steps().forEach(accepted::add);
        String listed = accepted.size() == 1 ? accepted.get(0)
                : String.join(", ", accepted.subList(0, accepted.size() - 1)) + " or " + accepted.get(accepted.size() - 1);
        ChunkStep step;
        try {
            step = ChunkStep.parse(text.trim());
        } catch (IllegalArgumentException e) {
            throw new StrataCliException(ExitCodes.USAGE, option + ": unknown step '" + text + "' (expected " + listed + ")");
        }
        if (step == ChunkStep.INITIALIZE_LIGHT) {
            throw new StrataCliException(ExitCodes.USAGE, option + " initialize_light is not a step of its own here: "
                    + "--until light writes the chunks it cannot light at initialize_light (expected " + listed + ")");
        }
        if (step == ChunkStep.SPAWN) {
            throw new StrataCliException(ExitCodes.USAGE, option + " spawn is not a step of its own here: --until full spawns "
                    + "the creatures and finishes the chunk (expected " + listed + ")");
        }
        if (!accepted.contains(step.name().toLowerCase(Locale.ROOT))) {
            throw new StrataCliException(ExitCodes.USAGE, option + " " + step.name().toLowerCase(Locale.ROOT)
                    + " writes no terrain (expected " + listed + ")");
        }
        return step;
    }

    /** The {@code --seed} option as a mixin; its value is parsed by {@link SeedParser}. */
    static final class Seed {
        @Option(names = "--seed", required = true, paramLabel = "<seed>", converter = SeedParser.class,
                description = "World seed: a decimal long (e.g. -4172144997902289642), or any other text, which is "
                    + "hashed with Java's String.hashCode() as the game does with its seed field.")
        long seed;
    }

    /**
     * The game's seed rule (its {@code WorldOptions.parseSeed}): the text is trimmed; if it parses as a decimal
     * {@code long} that is the seed, otherwise the seed is the text's {@code String.hashCode()} (a 32-bit value
     * widened to long, so text seeds only reach 2<sup>32</sup> worlds). {@code "0"} is seed 0, {@code "strata"} is
     * {@code "strata".hashCode()}. Empty text is rejected here (the game would pick a random seed, which a
     * reproducible tool should not do silently).
     */
    static final class SeedParser implements CommandLine.ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            try {
                return parse(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }

        /** @throws IllegalArgumentException for empty or blank text */
        static long parse(String text) {
            String t = text.trim();
            if (t.isEmpty()) throw new IllegalArgumentException("the seed is empty (give a number, or text to hash as the game does)");
            try {
                return Long.parseLong(t);
            } catch (NumberFormatException e) {
                return t.hashCode();
            }
        }
    }
}
