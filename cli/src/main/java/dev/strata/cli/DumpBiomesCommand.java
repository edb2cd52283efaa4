package dev.strata.cli;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.biome.BiomeSource;
import dev.strata.engine.biome.BiomeSources;
import dev.strata.engine.biome.ChunkBiomes;
import dev.strata.engine.biome.ClimateSampler;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.NoiseGeneratorSettings;
import dev.strata.engine.levelgen.RandomState;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code strata dump-biomes --data <pack> --seed <seed> --dimension <dim> --chunk X,Z}: prints the biome of every
 * quart of one chunk as vanilla 26.2 generates it, as JSON {@code [[qx, qy, qz, "ns:biome"], ...]} — {@code qx, qz}
 * local quarts 0..3, {@code qy} the absolute quart y over the dimension type's height — ordered x, then z, then y
 * upwards (the order of the game-dumped fixtures).
 *
 * <p>Seeds: a decimal long, or any other text hashed with {@code String.hashCode()} as the game does. Exit codes:
 * {@link ExitCodes#USAGE} for a malformed {@code --chunk} or empty seed, {@link ExitCodes#BAD_INPUT} for a data pack
 * problem.
 */
@Command(name = "dump-biomes", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Print the biomes of one chunk as JSON: [[qx, qy, qz, \"minecraft:biome\"], ...], one entry per quart "
                + "(a 4 x 4 x 4-block cell, the game's biome resolution: 4 x 4 quarts across a chunk).",
            "qx and qz are local (0..3), qy is absolute (block y / 4); order: x, z, then y upwards.",
            "",
            ""},
        footerHeading = "%n",
        footer = {"Examples:",
            "  strata dump-biomes --data server.jar --seed 0 --chunk 7,4 --dimension nether",
            "  strata dump-biomes --data server.jar --seed 0 --chunk 0,0 >biomes.json",
            "",
            "Exit codes: 0 done, 2 usage, 3 the data pack cannot be used (the file or JSON path is named), 4 a missing file or folder "
                + "or another file system error, 70 internal error."})
final class DumpBiomesCommand implements Callable<Integer> {

    @Option(names = "--data", required = true, paramLabel = "<pack>", description = "Data pack folder, zip, or the game's server jar.")
    Path data;

    @Option(names = "--seed", required = true, paramLabel = "<seed>", description = "World seed: a number, or text (hashed as the game does).")
    String seed;

    @Option(names = "--dimension", defaultValue = "overworld", paramLabel = "<dim>", converter = GeneratorOptions.DimensionConverter.class,
            completionCandidates = Choices.OneDimension.class,
            description = "overworld, the_nether or the_end (also minecraft:overworld, nether, end, or a namespaced dimension "
                    + "of the pack). Default: ${DEFAULT-VALUE}.")
    ResourceId dimension;

    @Option(names = "--chunk", required = true, paramLabel = "X,Z", description = "Chunk coordinates, e.g. -3,17.")
    String chunk;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        int[] c = parseChunk(chunk);
        long worldSeed = parseSeed(seed);
        DataPack pack = GeneratorOptions.openData(java.util.List.of(data));
        BiomeRegistry registry = BiomeRegistry.load(pack);
        BiomeSources.Dimension dim = BiomeSources.dimension(pack, dimension, registry);
        NoiseGeneratorSettings settings = NoiseGeneratorSettings.load(pack, dim.noiseSettings());
        RandomState state = new RandomState(pack, worldSeed, settings.legacyRandomSource());
        BiomeSource.Resolver resolver = dim.biomeSource().resolver(ClimateSampler.compile(settings.router(), state));
        int[] biomes = new int[ChunkBiomes.size(dim.sectionCount())];
        ChunkBiomes.fill(resolver, c[0], c[1], dim.minSectionY(), dim.sectionCount(), biomes);

        PrintWriter out = spec.commandLine().getOut();
        int minQ = dim.minSectionY() << 2;
        int maxQ = minQ + (dim.sectionCount() << 2) - 1;
        StringBuilder sb = new StringBuilder(biomes.length * 32);
        sb.append('[');
        boolean first = true;
        for (int qx = 0; qx < 4; qx++) {
            for (int qz = 0; qz < 4; qz++) {
                for (int qy = minQ; qy <= maxQ; qy++) {
                    int b = ChunkBiomes.get(biomes, dim.minSectionY(), dim.sectionCount(), qx, qy, qz);
                    sb.append(first ? "\n" : ",\n");
                    first = false;
                    sb.append('[').append(qx).append(", ").append(qy).append(", ").append(qz).append(", \"")
                            .append(registry.name(b)).append("\"]");
                }
            }
        }
        sb.append("\n]");
        out.println(sb);
        out.flush();
        return ExitCodes.OK;
    }

    /** {@code X,Z} as two ints (spaces allowed around them). */
    static int[] parseChunk(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length == 2) {
            try {
                return GeneratorOptions.requireInWorld(new int[] {Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim())}, text);
            } catch (NumberFormatException ignored) {
                // reported below
            }
        }
        throw new StrataCliException(ExitCodes.USAGE, "--chunk wants X,Z (two integers, chunk coordinates, e.g. -3,17), got '" + text + "'");
    }

    /** The game's seed text rule ({@code WorldOptions.parseSeed}): trimmed; a long if it parses, else its hashCode. */
    static long parseSeed(String text) {
        String t = text.trim();
        if (t.isEmpty()) throw new StrataCliException(ExitCodes.USAGE, "--seed is empty");
        try {
            return Long.parseLong(t);
        } catch (NumberFormatException e) {
            return t.hashCode();
        }
    }
}
