package dev.strata.cli;

import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.NoiseSettings;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.regionio.block.BlockStateRegistry;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code strata dump-chunk}: generates one chunk up to a step, in memory, and prints its blocks as one JSON array
 * in the layout of the game-dumped fixtures ({@code shared/fixtures/vanilla-26.2/chunks}), so Strata's output can
 * be diffed against the game's.
 *
 * <p>Layout: the window dumped is the noise settings' vertical range (overworld y -64..319, H = 384; nether and
 * end y 0..127, H = 128), clipped to the dimension (blocks outside it print as air); entry
 * {@code (x * H + localY) * 16 + z} holds local x, z and {@code y = minY + localY}. {@code ids} prints 26.2 block
 * state ids, {@code names} prints strings such as {@code "minecraft:water[level=0]"}.
 */
@Command(name = "dump-chunk", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Generate one chunk in memory up to a step and print its blocks as a JSON array, in the layout of the "
                + "game-dumped test fixtures, to compare Strata with the game; or its structure starts and references.",
            "",
            "Steps:",
            "  noise     stone (netherrack, end stone), water, lava, air, aquifers and ore",
            "            veins",
            "  surface   noise, then the surface rules (grass, dirt, sand, terracotta...)",
            "  carvers   surface, then caves and canyons carved (through the aquifer:",
            "            water, lava, air)",
            "  features  carvers, then ores, lakes, plants...: the chunk and its 8",
            "            neighbours are decorated one by one, x-major (west to east, north",
            "            to south within a column of chunks), the ring around them at",
            "            carvers; the chunk holds its own features and what its",
            "            neighbours' put into it",
            "  initialize_light, light, spawn, full",
            "            the blocks of features: those steps change no block of a chunk",
            "            whose neighbours are decorated (they add light and creatures,",
            "            which this dump does not show)",
            "",
            "Biomes are always filled. Structures are generated as generate generates them in a world whose "
                + "generate_structures is on: terrain adapts to them from noise on, and features places their pieces. "
                + "The dump can still differ from the same chunk of a world generate made where features cross chunk "
                + "borders (ores, trees), since generate decorates in its plan's order.",
            "",
            "--structures prints, instead of the blocks, the structure starts and references generate writes into the "
                + "chunk, in the lines of inspect --chunk (no --step needed).",
            "",
            "Layout: a flat array of 16*H*16 entries, index (x * H + localY) * 16 + z for local x, z in 0..15; H is "
                + "the noise settings' height (384 overworld, 128 nether and end) and localY 0 is their min_y.",
            "",
            "Formats:",
            "  ids      26.2 block state ids (Minestom's block.json stateId; 0 is air)",
            "  names    block state strings, e.g. \"minecraft:water[level=0]\"",
            "",
            "Vanilla terrain needs the game's own data: pass --data <server.jar or unpacked data folder>. Repeat "
                + "--data to layer data packs over it as the game does, the first on top, as generate takes them.",
            ""},
        footerHeading = "%n",
        footer = {"Examples:",
            "  strata dump-chunk --data server.jar --seed 0 --chunk 0,0 --step noise >c.json",
            "  strata dump-chunk --data server.jar --seed 42 --chunk -3,17 --step surface \\",
            "      --format names",
            "  strata dump-chunk --data server.jar --seed 13579 --chunk 8,2 --structures",
            "  strata dump-chunk --data mypack.zip --data server.jar --seed 0 \\",
            "      --chunk 0,0 --step surface",
            "",
            "Exit codes: 0 done, 2 usage, 3 the data pack cannot be used (the file or JSON path is named), 4 a missing file or folder "
                + "or another file system error, 70 internal error."})
final class DumpChunkCommand implements Callable<Integer> {

    enum Format { ids, names }

    @Mixin
    GeneratorOptions.OneDimension gen;

    @Mixin
    GeneratorOptions.Seed seed;

    @Option(names = "--chunk", required = true, paramLabel = "X,Z", description = "Chunk coordinates (block x / 16), e.g. -3,17.")
    String chunk;

    @Option(names = "--step", paramLabel = "<step>", converter = GeneratorOptions.DumpStepConverter.class,
            completionCandidates = Choices.DumpSteps.class,
            description = "One of ${COMPLETION-CANDIDATES} (biomes prints the empty chunk; every step after features "
                + "prints the blocks of features, see Steps above). Required, unless --structures.")
    ChunkStep step;

    @Option(names = "--structures", description = "Print the chunk's structure starts and references (what generate "
            + "writes under its structures tag), as inspect --chunk shows them, instead of its blocks.")
    boolean structures;

    @Option(names = "--format", defaultValue = "ids", paramLabel = "<format>",
            description = "ids or names (default: ${DEFAULT-VALUE}).")
    Format format;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        int[] c = GeneratorOptions.parseChunk(chunk);
        if (structures) {
            if (step != null || spec.commandLine().getParseResult().hasMatchedOption("--format")) {
                throw new StrataCliException(ExitCodes.USAGE, "--structures prints the chunk's structures, not its blocks: leave out --step and --format");
            }
            return printStructures(c[0], c[1]);
        }
        if (step == null) {
            throw new StrataCliException(ExitCodes.USAGE, "Missing required option: '--step=<step>' (or --structures for the chunk's structure starts and references)");
        }
        DimensionGenerator generator = gen.load(seed.seed);
        boolean decorate = step.compareTo(ChunkStep.FEATURES) >= 0;
        ProtoChunk proto = decorate ? decorated(generator, c[0], c[1]) : generator.newChunk();
        if (!decorate) GeneratorOptions.generate(generator.newWorker(), c[0], c[1], step, proto);
        PrintWriter out = spec.commandLine().getOut();
        NoiseSettings noise = generator.settings().noise();
        write(out, proto, noise.minY(), noise.height(), format);
        out.flush();
        return ExitCodes.OK;
    }

    /**
     * {@code --structures}: the chunk's {@code structures} tag as generate writes it ({@link
     * DimensionGenerator#structuresTag}: the starts of the structures Strata builds and the references to them), in the
     * lines of {@code inspect --chunk} ({@link ChunkStructures}), after a line naming the chunk, dimension and seed.
     */
    private int printStructures(int cx, int cz) {
        DimensionGenerator generator = gen.load(seed.seed);
        generator.structureStarts(); // a pack whose structures cannot be read is refused here, naming the file
        var tag = generator.structuresTag(cx, cz);
        PrintWriter out = spec.commandLine().getOut();
        out.printf(java.util.Locale.ROOT, "chunk (%d, %d) of %s, seed %d%n", cx, cz, gen.dimension(), seed.seed);
        ChunkStructures.print(out, tag);
        out.flush();
        return ExitCodes.OK;
    }

    /**
     * The chunk after the features step of itself and its 8 neighbours, decorated x-major (ascending x, then
     * ascending z), with the 5 x 5 chunks around it generated to carvers first (see the help's steps).
     */
    static ProtoChunk decorated(DimensionGenerator generator, int cx, int cz) {
        generator.features(); // a pack whose features cannot be read is refused here, naming the file
        DimensionGenerator.Worker worker = generator.newWorker();
        ProtoChunk[][] area = new ProtoChunk[5][5];
        for (int dx = -2; dx <= 2; dx++) {
            for (int dz = -2; dz <= 2; dz++) {
                ProtoChunk p = generator.newChunk();
                worker.generate(cx + dx, cz + dz, ChunkStep.CARVERS, p);
                area[dx + 2][dz + 2] = p;
            }
        }
        ProtoChunk[] around = new ProtoChunk[9];
        for (int x = -1; x <= 1; x++) {
            for (int z = -1; z <= 1; z++) {
                for (int dz = -1; dz <= 1; dz++) for (int dx = -1; dx <= 1; dx++) around[(dz + 1) * 3 + dx + 1] = area[x + dx + 2][z + dz + 2];
                worker.decorate(around);
            }
        }
        return area[2][2];
    }

    /**
     * Writes the window {@code [windowMinY, windowMinY + windowHeight)} of a chunk as the fixture-layout JSON array,
     * followed by a newline; buffered in blocks so a 98,304-entry chunk writes in a few milliseconds.
     */
    static void write(PrintWriter out, ProtoChunk chunk, int windowMinY, int windowHeight, Format format) {
        int[] blocks = chunk.blocks();
        int chunkMinY = chunk.minY();
        int chunkHeight = chunk.height();
        String[] names = format == Format.names ? new String[BlockStateRegistry.vanilla().stateCount()] : null;
        StringBuilder sb = new StringBuilder(1 << 16);
        sb.append('[');
        boolean first = true;
        for (int x = 0; x < 16; x++) {
            for (int ly = 0; ly < windowHeight; ly++) {
                int row = windowMinY + ly - chunkMinY;
                boolean inside = row >= 0 && row < chunkHeight;
                for (int z = 0; z < 16; z++) {
                    int state = inside ? blocks[(row << 8) | (z << 4) | x] : 0;
                    if (!first) sb.append(',');
                    first = false;
                    if (names == null) {
                        sb.append(state);
                    } else {
                        String n = names[state];
                        if (n == null) n = names[state] = jsonString(BlockStateRegistry.vanilla().toString(state));
                        sb.append(n);
                    }
                }
                if (sb.length() > 60_000) {
                    out.append(sb);
                    sb.setLength(0);
                }
            }
        }
        sb.append(']');
        out.append(sb).append(System.lineSeparator());
    }

    /** A JSON string literal (block state strings hold no control characters, but quotes and backslashes are escaped anyway). */
    static String jsonString(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch == '"' || ch == '\\') sb.append('\\').append(ch);
            else if (ch < 0x20) sb.append(String.format("\\u%04x", (int) ch));
            else sb.append(ch);
        }
        return sb.append('"').toString();
    }
}
