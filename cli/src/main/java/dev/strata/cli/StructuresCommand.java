package dev.strata.cli;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.sched.CpuTopology;
import dev.strata.engine.structure.StructureStarts;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.world.LevelDat;
import dev.strata.regionio.world.LevelInfo;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code strata structures}: lists the structure starts of an area (structure, start chunk, box of the pieces,
 * piece count) without generating its terrain: the starts come from {@link StructureStarts} as the game's
 * {@code structure_starts} step makes them, which computes a chunk's noise only where a structure asks for a height
 * or a column. The list equals the {@code structures.starts} that {@code generate} writes into the area's chunks.
 *
 * <p>Read-only: the seed and the generator settings come from {@code --seed} and {@code --data}, or from an existing
 * world's level.dat ({@code --world}, as {@code generate} continues a world); nothing is written and no lock is taken.
 */
@Command(name = "structures", mixinStandardHelpOptions = true, sortOptions = false, usageHelpAutoWidth = true,
        header = "List the structure starts of an area without generating its terrain.",
        descriptionHeading = "%n",
        description = {
            "Lists every structure that starts in a chunk of the area, as the game's structure_starts step decides it "
                + "(the structure sets' placement, the generation point, the biome there, the pieces): exactly the starts "
                + "generate writes into those chunks (structures.starts). No terrain is generated: a chunk's noise is "
                + "computed only where a structure asks for a height or a column. Structures that start outside the area "
                + "are not listed, even when their pieces reach into it.",
            "",
            "Area: the options of generate (--center and --radius in blocks, suffixes c, r, k; --shape; --corners; "
                + "--worldborder and --spawn with --world). A chunk is in the area when its center is.",
            "",
            "Seed and settings: --seed with --data, or --world <dir> to read an existing world's seed, generator "
                + "settings (amplified, large biomes...) and generate_structures from its level.dat, as generate does; "
                + "the world's own data packs must be among --data. Nothing is written.",
            "",
            "Output: a table sorted by structure id, then start chunk x, then z; one line per start: the structure, its "
                + "start chunk (x,z in chunks), the box of its pieces (blocks, both corners included; without the 12 "
                + "blocks around it where the terrain adapts to villages and other such structures) and its piece count; "
                + "then a summary line counting the starts of each structure.",
            "",
            "--json prints instead a JSON array in the same order, one object per start with the keys, always in this "
                + "order: \"structure\" (id string), \"chunkX\", \"chunkZ\" (start chunk, ints), \"box\" (six ints: "
                + "minX, minY, minZ, maxX, maxY, maxZ) and \"pieces\" (int); the summary goes to standard error (not with --quiet).",
            "",
            "Not listed: structures of a type Strata does not build (every type of the game's 26.2 data is built); "
                + "the notes on standard error name them.",
            "",
            "Speed: a few thousand chunks per CPU-second in the overworld (a 10,000 x 10,000 block area took about 110 "
                + "CPU-seconds), most of it computing the terrain heights that villages, temples and shipwrecks ask for; "
                + "--workers shares the area out."},
        footerHeading = "%n",
        footer = {"Examples:",
            "  strata structures --data ~/srv/server.jar --seed 13579 --radius 2k",
            "  strata structures --world ~/srv/world --data ~/srv/server.jar \\",
            "      --radius 5k --shape circle --structure village_plains \\",
            "      --structure village_desert",
            "  strata structures --data ~/srv/server.jar --seed 13579 \\",
            "      --dimension the_nether --center -1500,-900 --radius 512 --json",
            "",
            "Exit codes: 0 done, 2 usage (an unknown --structure names the valid ones), 3 unreadable input (a data pack "
                + "or level.dat; the file or JSON path is named), 4 a missing file or folder or another file system error, 5 conflict with the world (another "
                + "seed, a data pack of the world missing from --data), 70 internal error."})
final class StructuresCommand implements Callable<Integer>, PackSource {

    @Spec
    CommandSpec spec;

    @Option(names = "--data", required = true, paramLabel = "<pack>",
            description = "The game's data: the 26.2 server jar, a data pack zip, or a data folder. Repeat it to layer packs "
                + "as the game does, the first given on top: --data mypack.zip --data server.jar.")
    List<Path> dataPacks;

    /** The --data packs as opened, once opened. */
    private DataPack opened;

    @Override
    public DataPack givenPacks() {
        return dataPacks != null && !dataPacks.isEmpty() ? opened : null;
    }

    @Option(names = "--seed", paramLabel = "<seed>", converter = GeneratorOptions.SeedParser.class,
            description = "World seed (a long, or text hashed like the game). With --world: the world's seed, a different "
                + "one is refused.")
    Long seed;

    @Option(names = "--world", paramLabel = "<dir>",
            description = "An existing world (the folder holding level.dat, or a server folder: the world its "
                + "level-name names) whose seed, generator settings and generate_structures are used; read only.")
    Path world;

    @Option(names = "--dimension", paramLabel = "<dim>", defaultValue = "overworld", completionCandidates = Choices.OneDimension.class,
            description = "overworld, the_nether, the_end or a namespaced dimension of the pack. Default: ${DEFAULT-VALUE}.")
    String dimension;

    @Option(names = "--settings", paramLabel = "<id>", description = "Noise settings instead of the dimension's (e.g. minecraft:amplified).")
    String settings;

    @Mixin
    PlanOptions area;

    @Option(names = "--structure", paramLabel = "<id>",
            description = "List only this structure (e.g. village_plains or minecraft:mineshaft); repeat it for several. "
                + "Default: every structure Strata builds in the dimension.")
    List<String> structures;

    @Option(names = "--json", description = "Print a JSON array (keys: structure, chunkX, chunkZ, box, pieces) instead of the table.")
    boolean json;

    @Option(names = "--workers", paramLabel = "<n>",
            description = "Threads. Default: the machine's performance cores within its CPU quota.")
    Integer workers;

    @Option(names = "--quiet", description = "No progress lines and notes on standard error (errors only).")
    boolean quiet;

    /** Interval of the progress lines on standard error. */
    private static final long PROGRESS_NANOS = 10_000_000_000L;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        area.validate(null);
        ResourceId dim;
        try {
            dim = GeneratorOptions.parseDimension(dimension);
        } catch (IllegalArgumentException e) {
            throw new StrataCliException(ExitCodes.USAGE, "--dimension: " + e.getMessage());
        }
        area.checkDimensions(List.of(dim));
        if (!area.anyArea()) {
            throw new StrataCliException(ExitCodes.USAGE, "structures needs an area: --radius (with --center, --shape), --corners or --worldborder");
        }
        int threads = workers != null ? Workers.require(workers) : CpuTopology.defaultWorkers();
        if (world == null && (area.worldBorder || area.spawn)) {
            throw new StrataCliException(ExitCodes.USAGE, (area.worldBorder ? "--worldborder" : "--spawn") + " reads the world: give --world <dir>");
        }
        if (world == null && seed == null) {
            throw new StrataCliException(ExitCodes.USAGE, "give the seed: --seed <seed>, or --world <dir> to read an existing world's");
        }
        LevelInfo existing = null;
        if (world != null) {
            WorldFolder.require(world, true);
            WorldGuard.ServerWorld server = WorldGuard.serverWorld(world);
            if (server != null) {
                if (!quiet) server.note(world, err);
                world = server.world();
            }
            if (!Files.isRegularFile(world.resolve("level.dat"))) {
                throw new StrataCliException(ExitCodes.USAGE, "--world " + world + " holds no level.dat; give the world folder, or --seed "
                        + "without --world");
            }
            existing = LevelDat.read(world);
            if (seed != null && seed != existing.seed()) {
                throw new StrataCliException(ExitCodes.CONFLICT, world + " has seed " + existing.seed() + "; --seed " + seed
                        + " would list the structures of another world. Leave --seed out to use the world's seed.");
            }
            WorldPacks.requireUsed(world, dataPacks);
            if (existing.dataVersion() != ChunkCodec.DATA_VERSION && !quiet) {
                err.println("note: " + world + "/level.dat says DataVersion " + existing.dataVersion() + ": the chunks another version "
                        + "of the game generated hold that version's structures; this list is 26.2's (DataVersion " + ChunkCodec.DATA_VERSION + ")");
            }
        }
        long worldSeed = existing != null ? existing.seed() : seed;
        RegionPlan plan = area.plan("region", world, dim);
        DataPack pack = GeneratorOptions.openData(dataPacks);
        opened = pack;
        if (existing == null) WorldPacks.requireGameOrder(dataPacks); // as generate orders a new world's packs
        else WorldPacks.requireWorldOrder(world.resolve("level.dat"), dataPacks); // as generate orders an existing world's
        if (existing != null) {
            pack = WorldDimensions.withWorldStems(pack, existing);
        }
        DimensionGenerator generator;
        StructureStarts starts;
        try {
            generator = DimensionGenerator.load(pack, dim, settingsOverride(), worldSeed);
            starts = generator.structureStarts(); // every structure set and structure read before the area is walked
        } catch (DataPackException e) {
            throw WorldDimensions.explainLoadFailure(e, world, existing, false, dataPacks);
        }
        Set<String> wanted = wanted(starts, dim);
        if (existing != null && !existing.generateStructures()) {
            if (!quiet) err.println("note: " + world + " has generate_structures off: the game makes no structures in it");
            print(out, List.of());
            if (!json || !quiet) summary(json ? err : out, List.of(), plan);
            return ExitCodes.OK;
        }
        if (!quiet) notBuilt(err, starts, dim, wanted);
        long total = plan.chunkCount();
        long began = System.nanoTime();
        AtomicLong lastLine = new AtomicLong(began);
        List<StructureListing.Found> found = StructureListing.collect(generator, plan, wanted, threads, done -> {
            long now = System.nanoTime(), last = lastLine.get();
            if (!quiet && now - last >= PROGRESS_NANOS && lastLine.compareAndSet(last, now)) {
                synchronized (err) {
                    err.printf(Locale.ROOT, "structures: %d of %d chunks (%d%%), %.0f s%n", done, total, done * 100 / Math.max(1, total),
                            (now - began) / 1e9);
                    err.flush();
                }
            }
        });
        print(out, found);
        if (!json || !quiet) summary(json ? err : out, found, plan);
        if (!quiet && !json) err.printf(Locale.ROOT, "listed in %.1f s%n", (System.nanoTime() - began) / 1e9);
        out.flush();
        err.flush();
        return ExitCodes.OK;
    }

    private void print(PrintWriter out, List<StructureListing.Found> found) {
        if (json) {
            StructureListing.printJson(out, found);
        } else if (!found.isEmpty()) {
            StructureListing.printTable(out, found);
        }
        out.flush();
    }

    /** {@code 3 starts in 1024 chunks: minecraft:mineshaft 2, minecraft:village_plains 1}. */
    private static void summary(PrintWriter to, List<StructureListing.Found> found, RegionPlan plan) {
        StringBuilder sb = new StringBuilder(Words.count(found.size(), "start")).append(" in ").append(Words.count(plan.chunkCount(), "chunk"));
        Map<String, Integer> counts = StructureListing.counts(found);
        if (!counts.isEmpty()) {
            sb.append(':');
            String sep = " ";
            for (Map.Entry<String, Integer> e : counts.entrySet()) {
                sb.append(sep).append(e.getKey()).append(' ').append(e.getValue());
                sep = ", ";
            }
        }
        to.println(sb);
        to.flush();
    }

    private ResourceId settingsOverride() {
        if (settings == null) return null;
        try {
            return ResourceId.parse(settings.trim());
        } catch (IllegalArgumentException e) {
            throw new StrataCliException(ExitCodes.USAGE, "--settings wants a noise settings id such as minecraft:amplified, got '" + settings + "'");
        }
    }

    /**
     * The ids of {@code --structure} (null when not given: every structure), each checked: a structure of the pack's
     * registry, of a type Strata builds, that the dimension can give.
     *
     * @throws StrataCliException usage error naming the structures that are valid here
     */
    private Set<String> wanted(StructureStarts starts, ResourceId dim) {
        if (structures == null || structures.isEmpty()) return null;
        List<String> valid = new ArrayList<>();
        for (ResourceId id : starts.builtStructures()) valid.add(id.toString());
        Set<String> out = new LinkedHashSet<>();
        for (String given : structures) {
            ResourceId id;
            try {
                id = ResourceId.parse(given.trim().toLowerCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new StrataCliException(ExitCodes.USAGE, "--structure '" + given + "' is not a structure id; valid in " + dim + ": "
                        + String.join(", ", valid));
            }
            if (!starts.structureIds().contains(id)) {
                throw new StrataCliException(ExitCodes.USAGE, "--structure " + given + ": no such structure in the data pack; valid in " + dim
                        + ": " + String.join(", ", valid));
            }
            if (starts.structure(id) == null) {
                String why = !starts.possible(id)
                        ? "it does not generate in " + dim + " (no structure set holding it can be placed there; see --dimension)"
                        : "Strata does not build it yet";
                throw new StrataCliException(ExitCodes.USAGE, "--structure " + given + ": " + why + "; valid in " + dim + ": "
                        + String.join(", ", valid));
            }
            out.add(id.toString());
        }
        return out;
    }

    /** The note naming the structures the dimension can give that Strata does not build (never listed). */
    private static void notBuilt(PrintWriter err, StructureStarts starts, ResourceId dim, Set<String> wanted) {
        if (wanted != null) return;
        List<String> missing = new ArrayList<>();
        for (ResourceId id : starts.structureIds()) if (starts.possible(id) && !starts.supported(id)) missing.add(id.toString());
        if (!missing.isEmpty()) {
            err.println("note: not listed: " + String.join(", ", missing) + " (" + dim + " has them; Strata does not build them yet)");
        }
    }
}
