package dev.strata.cli;

import dev.strata.engine.checkpoint.Checkpoint;
import dev.strata.engine.checkpoint.CheckpointMismatchException;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.sched.CpuTopology;
import dev.strata.engine.sched.ExistingChunks;
import dev.strata.engine.sched.GenerateJob;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.world.Dimension;
import dev.strata.regionio.world.LevelInfo;
import dev.strata.regionio.world.WorldLayout;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code strata generate}: fills a world with generated chunks over a region plan, resumably.
 */
@Command(name = "generate", mixinStandardHelpOptions = true, sortOptions = false, usageHelpAutoWidth = true,
        header = "Pre-generate a world's chunks as vanilla 26.2 generates them (see docs for what is exact yet), resumably.",
        descriptionHeading = "%n",
        description = {
            "With the server stopped, every chunk of the area is generated with vanilla 26.2's steps for the world's "
                + "seed and data, and written to the world's region files. Biomes, noise, surface and carvers match the "
                + "game block for block; features do not yet everywhere (some chunks with trees or mineshaft pieces "
                + "differ: README, Exactness). No chunk already there is replaced "
                + "(unless --force; --repair mends only unreadable ones).",
            "Area: --radius (a half-width in blocks; c = chunks, r = regions, k = thousands) around --center or "
                + "--spawn, or --corners, --worldborder, --pattern csv:<file>; --shape for a circle and others.",
            "Data: --data <server.jar> for vanilla terrain (without it, a small demo pack). --until stops at an earlier "
                + "step than full. --dry-run shows the plan and writes nothing.",
            "Ctrl+C or SIGTERM stops cleanly and prints the command that resumes (--resume); --status shows a stopped "
                + "run, --cancel drops it. A run in the background (&, nohup) ignores Ctrl+C and kill -INT: stop it with "
                + "kill <pid>.",
            "For example (more below the options):",
            "  strata generate --world ~/srv/world --data ~/srv/server.jar --radius 5k",
            "What each step writes, existing and unreadable chunks, the world's lock, stopping and resuming, sharing "
                + "the machine: docs/generate.md."},
        optionListHeading = "%nOptions:%n",
        footerHeading = "%n",
        footer = {"Examples:",
            "  strata generate --world demo --radius 256",
            "  strata generate --world ~/srv/world --data ~/srv/server.jar \\",
            "      --radius 5k --shape circle",
            "  strata generate --world ~/srv/world --data ~/srv/server.jar \\",
            "      --dimension the_nether --radius 64c",
            "  # continue it after Ctrl+C or kill <pid>, with its own options",
            "  strata generate --world ~/srv/world --resume",
            "  strata generate --world ~/srv/world --data ~/srv/server.jar --worldborder",
            "  strata generate --world ~/srv/world --data ~/srv/server.jar --dimension all \\",
            "      --spawn --radius 8k --shape star --nether-from-overworld \\",
            "      --radius-for the_end=2k",
            "  strata generate --world ~/srv/world --data ~/srv/server.jar \\",
            "      --corners -1000,-1000,2500,1000 --pattern loop",
            "  # beside a live server (on another world): 50 chunks/s at most, low priority",
            "  strata generate --world ~/srv/copy --data ~/srv/server.jar \\",
            "      --radius 2k --max-rate 50 --low-priority --progress-every 1m",
            "  # what a stopped run has done; deleting its checkpoint",
            "  strata generate --world ~/srv/world --status",
            "  strata generate --world ~/srv/world --cancel",
            "",
            "Exit codes: 0 done, 2 usage, 3 unreadable input (the file, chunk or JSON path is named), 4 a missing file or folder "
                + "or another file system error, 5 conflict with the world (in use, seed, version, layout, checkpoint), 7 out of memory (a larger -Xmx "
                + "and --resume continue), 70 internal error, 130 stopped by Ctrl+C or SIGTERM. --dry-run ends with the code the run would end with."})
public final class GenerateCommand implements Callable<Integer>, PackSource {
    @Spec
    CommandSpec spec;

    @Option(names = "--world", required = true, paramLabel = "<dir>", description = "World folder (created if it does not exist).")
    Path world;

    @Option(names = "--data", paramLabel = "<pack>",
            description = "The game's data: the 26.2 server jar, a data pack zip, or a data folder. Repeat it to layer packs as the game does, the first given on top: --data mypack.zip --data server.jar. Default: Strata's own demo pack (not vanilla terrain).")
    List<Path> dataPacks;

    /** The --data packs as opened (without the world's own settings layered on top), once opened. */
    private DataPack opened;

    @Override
    public DataPack givenPacks() {
        return dataPacks != null && !dataPacks.isEmpty() ? opened : null;
    }

    /** The world's level.dat when it existed before this run, else null. */
    private LevelInfo existing;

    @Option(names = "--seed", paramLabel = "<seed>", converter = GeneratorOptions.SeedParser.class,
            description = "World seed (a long, or text hashed like the game). Existing worlds keep their own seed; a different --seed is refused. Default for a new world: a random seed.")
    Long seed;

    @Option(names = "--dimension", paramLabel = "<dim>", defaultValue = "overworld", completionCandidates = Choices.Dimensions.class,
            description = "overworld, the_nether, the_end, or all (the nether and the end need --data: the demo pack has only the overworld). Default: ${DEFAULT-VALUE}.")
    String dimension;

    @Option(names = "--settings", paramLabel = "<id>", description = "Noise settings instead of the dimension's (e.g. minecraft:amplified).")
    String settings;

    @Mixin
    PlanOptions area;

    @Mixin
    DimensionAreaOptions perDimension;

    @Option(names = "--pattern", paramLabel = "<pattern>", defaultValue = "region", completionCandidates = Choices.Patterns.class,
            description = "Order of generation: region (regions in rings from the center, Hilbert curve inside), concentric, "
                + "spiral, loop (rows north to south, each west to east), world (exactly the chunks the world's region files "
                + "hold, within the area if one is given: with --force to regenerate them, --repair to mend them), or "
                + "csv:<file> (lines cx,cz in chunk coordinates). Default: ${DEFAULT-VALUE}.")
    String pattern;

    @Option(names = "--workers", paramLabel = "<n>",
            description = "Generator threads. Default: the machine's performance cores within its CPU quota.")
    Integer workers;

    @Option(names = "--until", paramLabel = "<status>", completionCandidates = Choices.Steps.class,
            description = "Last step: noise, surface, carvers, features, light or full (the written chunks' status). Default: "
                + "full; surface with Strata's demo pack (its biomes are the game's, which only --data brings).")
    String until;

    @Option(names = "--compression", paramLabel = "<c>", completionCandidates = Choices.Compressions.class,
            description = "Region compression: zlib (the game's default), gzip, none or lz4. Default: the compression of "
                    + "the world's existing chunks, zlib for a new world.")
    String compression;

    @Option(names = "--force", description = "Regenerate every chunk of the area, replacing what is there, chunks that "
            + "cannot be read included (copy those region files elsewhere first if you may want their data back). A replaced "
            + "chunk's record in entities/ goes with it: replaced at full, removed below full (the new proto chunk holds its own).")
    boolean force;

    @Option(names = "--repair", description = "Regenerate only the planned chunks that cannot be read, keeping every "
            + "readable one; the stored bytes of each are first saved in <world>/strata-salvage/<time>/. Past carvers also "
            + "the unreadable chunks around the area; one whose neighbours are existing chunks is written at carvers, for "
            + "the game to finish. Such a chunk's record in entities/ is saved beside its bytes, then replaced by the new "
            + "chunk's or removed.")
    boolean repair;

    @Option(names = "--resume", description = "Continue a run that was stopped (Ctrl+C, SIGTERM) or killed, recorded in "
            + "<world>/.strata/ with its options: --world <dir> --resume is enough. Options given again must agree with the "
            + "stopped run's (else exit 5), except --workers, --max-rate, --low-priority and --quiet.")
    boolean resume;

    @Option(names = "--dry-run", description = "Print the plan (chunks, regions, chunks already in the world, estimated disk; "
            + "past carvers, how many chunks will be at each status: light or full, initialize_light at the edge, carvers in the "
            + "ring) and exit with the code the run would end with (0, or 3, 4, 5 when it would be refused: the last line says why), "
            + "so a script can use it as a check; writes nothing.")
    boolean dryRun;

    @Option(names = "--quiet", description = "No progress output (errors and the final summary only); with --progress-every, "
            + "only the progress lines at that interval.")
    boolean quiet;

    @Mixin
    RunControlOptions control;

    /**
     * The server's settings when --world is a server's folder ({@code server.properties}): its level-seed, level-type
     * and generate-structures, used for a new world; else null.
     */
    private WorldGuard.ServerWorld serverWorld;

    /** How a signal stops this run, once it is installed (after the options are checked). */
    private RunStop stop;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        control.check();
        area.perDimension(perDimension);
        if (control.aboutStoppedRun()) return stoppedRun(out, err);
        if (resume) takeRecordedOptions(err);
        ChunkStep target = parseTarget();
        if ((dataPacks == null || dataPacks.isEmpty()) && target.compareTo(ChunkStep.SURFACE) > 0) {
            throw new StrataCliException(ExitCodes.USAGE, "--until " + until + ": Strata's demo pack (used without --data) names the "
                    + "game's own biomes, whose carvers, features and creatures come with the game's data only; without --data "
                    + "Strata generates up to surface. Pass --data <server.jar> for the later steps.");
        }
        if (force && repair) throw new StrataCliException(ExitCodes.USAGE, "--force and --repair exclude each other: --force "
                + "regenerates every chunk of the area, --repair only the unreadable ones");
        area.validate(pattern);
        GeneratorOptions.requireDistinct(dataPacks); // a usage error, before "preparing"
        List<ResourceId> dims = dimensions();
        area.checkDimensions(dims);
        int threads = workers != null ? workers : CpuTopology.defaultWorkers();
        if (!Workers.valid(threads)) throw new StrataCliException(ExitCodes.USAGE, Workers.message(threads));

        boolean demo = dataPacks == null || dataPacks.isEmpty();
        if (demo && !dims.equals(List.of(GeneratorOptions.OVERWORLD))) {
            throw new StrataCliException(ExitCodes.USAGE, "the built-in demo pack has only the overworld; the nether and the end "
                    + "need the game's data: --data <server.jar or data folder>");
        }
        // from here on a signal is a stop: before the first chunk it ends the start-up at its next step, nothing written
        stop = new RunStop(() -> world, dims, err);
        return stop.during(() -> {
            if (!quiet) err.println("preparing: reading the data and the world (nothing is written before the first chunk)");
            return start(dims, target, threads, demo, out, err);
        });
    }

    /**
     * {@code --resume}: the options the stopped run recorded fill in those not given again ({@link RecordedOptions}), so
     * {@code --world <dir> --resume} alone continues it. A world that is not there has nothing to resume: the run
     * goes on with the options given (and says why when they are not enough).
     */
    private void takeRecordedOptions(PrintWriter err) throws IOException {
        if (!Files.exists(world) && !areaGiven()) {
            throw new StrataCliException(ExitCodes.IO, "--world " + world + ": no such folder, so no stopped run to continue");
        }
        if (!Files.isDirectory(world)) return;
        WorldGuard.ServerWorld server = WorldGuard.serverWorld(world);
        Path w = server != null ? server.world() : world;
        List<String> taken = RecordedOptions.apply(spec, w, chosenCheckpoints());
        if (!taken.isEmpty() && !quiet) err.println("resuming with the options the stopped run recorded: " + ResumeLine.joined(taken));
        if (taken.isEmpty() && !areaGiven()) {
            if (!RunCheckpoints.stopped(w, null).isEmpty()) return; // one that saved no options: they must be given
            throw new StrataCliException(ExitCodes.USAGE, "--resume: " + w + " has no stopped run to continue (no checkpoint in "
                    + w.resolve(Checkpoint.FOLDER) + "); give the area (e.g. --radius 2k) to start a run");
        }
    }

    /** The checkpoint folders of the dimensions --dimension names, or null when it is not given (every checkpoint). */
    private List<String> chosenCheckpoints() {
        if (!spec.commandLine().getParseResult().hasMatchedOption("--dimension")) return null;
        List<String> folders = new ArrayList<>();
        for (ResourceId d : dimensions()) folders.add(RunCheckpoints.folderName(d));
        return folders;
    }

    /** Whether an option of the area (--radius, --corners, --worldborder, --pattern...) was given. */
    private boolean areaGiven() {
        var given = spec.commandLine().getParseResult();
        return given.hasMatchedOption("--pattern") || ResumeLine.areaOptions(spec).stream().anyMatch(given::hasMatchedOption);
    }

    /** The start-up (pack, world, plans, generators, checks) and the run, once a signal is a stop. */
    private int start(List<ResourceId> dims, ChunkStep target, int threads, boolean demo, PrintWriter out, PrintWriter err) throws Exception {
        DataPack pack = demo ? DataPack.demo() : GeneratorOptions.openData(dataPacks);
        opened = pack;
        stop.check();
        // Everything is checked before anything is written: the world folder and seed, the pack, every dimension's
        // generator, the region headers of the area. The world is locked (session.lock, as the game does) before
        // anything about it is read or decided, so a server or another command cannot change it meanwhile.
        WorldFolder.require(world, false);
        serverWorld = WorldGuard.serverWorld(world);
        if (serverWorld != null) {
            if (!quiet) serverWorld.note(world, err);
            world = serverWorld.world();
        }
        if (control.lowPriority && !dryRun) {
            String note = LowPriority.apply();
            if (!quiet || note.startsWith("note:")) err.println(note);
        }
        if (demo && !quiet) {
            err.println("note: no --data given: using Strata's demo data pack (not vanilla terrain). Pass --data <server.jar> for vanilla.");
        }
        try (WorldGuard guard = WorldGuard.open(world, true, !dryRun)) {
            existing = guard.existing();
            stop.check();
            return run(prepare(dims, target, threads, demo, pack, err), out, err);
        }
    }

    /** The plan the area and pattern options describe for one dimension of --world (which must be readable). */
    RegionPlan plan(ResourceId dim) throws IOException {
        area.perDimension(perDimension);
        return area.plan(pattern, world, dim);
    }

    /** --status and --cancel: about the checkpoints of --world, nothing generated. */
    private int stoppedRun(PrintWriter out, PrintWriter err) throws IOException {
        for (String o : new String[] {"--resume", "--dry-run", "--force", "--repair"}) {
            if (spec.commandLine().getParseResult().hasMatchedOption(o)) {
                throw new StrataCliException(ExitCodes.USAGE, o + " does not go with " + (control.status ? "--status" : "--cancel"));
            }
        }
        WorldFolder.require(world, true); // nothing to report on, or cancel, in a folder that is not there
        WorldGuard.ServerWorld server = WorldGuard.serverWorld(world);
        if (server != null) world = server.world();
        CheckpointControl checkpoints = new CheckpointControl(world, chosenCheckpoints(), out);
        return control.status ? checkpoints.status() : checkpoints.cancel(control.yes, err);
    }

    /**
     * Everything a run reads and decides before it writes: each dimension's plan (read once the world is locked:
     * --worldborder, --spawn and --pattern world read it), the seed, the data packs' order, every generator loaded, the
     * region files of the area surveyed, the compression and the disk needed. Refusals (seed, packs, data) end it here.
     */
    private PreparedRun prepare(List<ResourceId> dims, ChunkStep target, int threads, boolean demo, DataPack pack, PrintWriter err)
            throws IOException {
        List<RegionPlan> plans = new ArrayList<>();
        for (ResourceId dimId : dims) plans.add(area.plan(pattern, world, dimId));
        stop.check();
        long planned = 0;
        for (RegionPlan p : plans) planned += p.chunkCount();
        Long serverSeed = serverWorld == null ? null : serverWorld.seed();
        long worldSeed;
        if (existing != null) {
            if (seed != null && seed != existing.seed()) {
                throw new StrataCliException(ExitCodes.CONFLICT, world + " already has seed " + existing.seed() + "; --seed " + seed
                        + " would generate terrain that does not match it. Leave --seed out to use the world's seed.");
            }
            worldSeed = existing.seed();
            if (settings != null) WorldDimensions.requireOwnSettings(world, existing.dimensions(), settingsOverride(), dims);
            // keep generating with the settings the world was created with (amplified, large biomes, single biome...)
            pack = WorldDimensions.withWorldStems(pack, existing);
        } else if (seed != null) {
            if (serverSeed != null && !seed.equals(serverSeed) && !quiet) {
                err.println("note: --seed " + seed + " is used, not the server's level-seed " + serverSeed);
            }
            worldSeed = seed;
        } else {
            worldSeed = serverSeed != null ? serverSeed : new SecureRandom().nextLong();
        }
        // a dry run of a new world without a seed shows no number: the run draws its own random seed
        boolean randomSeed = existing == null && seed == null && serverSeed == null;
        if (existing != null) {
            WorldPacks.requireSame(world, dataPacks); // the world's own packs shape what the game adds, and only those
            WorldPacks.requireWorldOrder(world.resolve("level.dat"), dataPacks); // in the order its level.dat enables them
        } else {
            WorldPacks.requireGameOrder(dataPacks); // a new world's packs go on top of the game's data, as the game enables them
        }
        ResourceId serverPreset = serverWorld == null || existing != null ? null : serverWorld.overworldSettings(settings, quiet, err);
        List<DimensionGenerator> generators = new ArrayList<>();
        try {
            for (ResourceId dimId : dims) {
                ResourceId override = serverPreset != null && dimId.equals(GeneratorOptions.OVERWORLD) ? serverPreset : settingsOverride();
                DimensionGenerator g = DimensionGenerator.load(pack, dimId, override, worldSeed);
                // the world's generate_structures (level.dat), else the server's generate-structures, else on
                g.setGenerateStructures(existing != null ? existing.generateStructures() : newWorldStructures());
                if (target.compareTo(ChunkStep.CARVERS) > 0) {
                    g.features(); // every placed feature read before anything is written
                    if (target == ChunkStep.FULL) g.spawnStep(); // and every biome's creature spawners
                }
                // and every structure set and structure: the noise step adapts terrain to them, the features step places them
                if (g.generatesStructures()) g.structureStarts();
                generators.add(g);
                stop.check();
            }
        } catch (DataPackException e) {
            throw WorldDimensions.explainLoadFailure(e, world, existing, demo, dataPacks);
        }
        List<Path> folders = new ArrayList<>();
        PlanSurvey survey = new PlanSurvey();
        for (int di = 0; di < dims.size(); di++) {
            Path folder = WorldLayout.folderForWriting(world, Dimension.parse(dims.get(di).toString()), WorldLayout.Kind.REGION, ChunkCodec.DATA_VERSION);
            folders.add(folder);
            if (existing != null) survey.add(PlanSurvey.of(folder, plans.get(di), dryRun));
        }
        Compression comp = compression != null ? WorldCompression.parse(compression) : existing != null ? WorldCompression.of(folders, err, quiet) : Compression.ZLIB;
        compression = comp.name().toLowerCase(Locale.ROOT);
        long planBytes = 0;
        for (RegionPlan p : plans) planBytes += p.estimateBytes(DiskSpace.bytesPerChunk(target, comp));
        GenerateJob.Existing existingMode = force ? GenerateJob.Existing.REPLACE : repair ? GenerateJob.Existing.REPAIR : GenerateJob.Existing.KEEP;
        // past carvers, the chunks in and next to each area, sorted as the run sorts them: the area's 26.2 proto chunks
        // below the target are present yet written again (continued), so they count among the chunks to write
        List<ExistingChunks> around = new ArrayList<>();
        long continuedInArea = 0;
        for (int di = 0; di < dims.size(); di++) {
            RegionPlan dimPlan = plans.get(di);
            ExistingChunks found = target.compareTo(ChunkStep.CARVERS) > 0 && existing != null
                    && !Checkpoint.existsAt(RunCheckpoints.root(world, dims.get(di)))
                    ? ExistingChunks.scan(() -> PlanOptions.work(dimPlan), dimPlan::contains, (x, z) -> false, folders.get(di),
                            existingMode == GenerateJob.Existing.REPLACE, target, true)
                    : null;
            around.add(found);
            if (found != null) continuedInArea += found.continuedWhere(dimPlan::contains);
            stop.check();
        }
        // without --force the run keeps every other chunk already there (and refuses, or with --repair replaces, unreadable ones)
        long toWrite = force ? planned : Math.max(0, planned - survey.present + continuedInArea + (repair ? survey.unreadable.size() : 0));
        long estimate = planned == 0 ? 0 : (long) ((double) planBytes * toWrite / planned);
        return new PreparedRun(dims, plans, generators, folders, pack, worldSeed, randomSeed, serverPreset, target, threads, comp,
                survey, around, continuedInArea, existingMode, planned, toWrite, estimate);
    }

    /** A new world's generate_structures: the server's generate-structures when --world is a server's folder, else on. */
    private boolean newWorldStructures() {
        return serverWorld == null || serverWorld.structuresOn();
    }

    /**
     * The run once it is prepared: the dry run's report, or the last checks (unreadable chunks, free space), the new
     * world, each dimension in turn and the summary. Returns the exit code.
     */
    private int run(PreparedRun run, PrintWriter out, PrintWriter err) throws Exception {
        RunCheckpoints checkpoints = new RunCheckpoints(world, resume, quiet, dataPacks, settings);
        stop.check();
        if (dryRun) return new DryRun(run, world, existing != null, resume, checkpoints, out).print();
        run.survey().checkBeforeRun(run.existingMode(), err, quiet);
        DiskSpace.require(run.estimate(), run.toWrite(), world);
        // --repair saves every unreadable chunk's bytes before regenerating it; past carvers --force saves those it reads too
        // (around the area, and next to the chunks it keeps), which it regenerates rather than stopping
        Path salvage = repair || force ? world.resolve("strata-salvage").resolve(java.time.format.DateTimeFormatter.ofPattern("uuuuMMdd-HHmmss")
                .withZone(java.time.ZoneOffset.UTC).format(java.time.Instant.now())) : null;
        if (run.target().compareTo(ChunkStep.LIGHT) >= 0) {
            // an area too small to finish any chunk (one or two chunks wide) says so before it runs, even with --quiet
            for (int di = 0; di < run.dims().size(); di++) AreaEdge.of(run.plans().get(di)).warnNoneFinished(err, run.prefix(di), run.target());
            err.flush();
        }
        stop.check();
        // a stop from here on goes through the job: it ends at once, keeping its checkpoint, as a stop during the run
        stop.started();
        if (existing == null) {
            new NewWorld(world, run.worldSeed(), run.dims(), settingsOverride(), run.serverPreset(), newWorldStructures(), dataPacks)
                    .create(run.pack(), quiet, err);
        }
        DimensionRun dimensions = new DimensionRun(run, checkpoints, control, quiet, salvage, resumeArgs(), ResumeLine.command(world), stop, err);
        RunSummary totals = new RunSummary();
        totals.adviseWiderPlan(existing == null || resume); // the advice is about a world's first run (or its resumption)
        try {
            for (int di = 0; di < run.dims().size(); di++) {
                if (!dimensions.run(di, totals)) break;
            }
        } catch (CheckpointMismatchException e) {
            throw new StrataCliException(ExitCodes.CONFLICT, "cannot resume: " + e.getMessage() + (resume ? ". With --resume, leave out "
                    + "the options to continue with the stopped run's own." : ""));
        }
        totals.print(run, salvage, world, out, err);
        return totals.stopped() ? stop.stopped() : totals.exitCode();
    }

    private ChunkStep parseTarget() {
        if (until == null) until = dataPacks == null || dataPacks.isEmpty() ? "surface" : "full";
        return GeneratorOptions.parseWrittenStep("--until", until);
    }

    /** The dimensions {@code --dimension} names, in the order a run generates them. */
    List<ResourceId> dimensions() {
        if (dimension.equalsIgnoreCase("all")) {
            return List.of(GeneratorOptions.OVERWORLD, GeneratorOptions.THE_NETHER, GeneratorOptions.THE_END);
        }
        try {
            return List.of(GeneratorOptions.parseDimension(dimension));
        } catch (IllegalArgumentException e) {
            throw new StrataCliException(ExitCodes.USAGE, "--dimension: " + e.getMessage());
        }
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
     * The arguments that continue this run ({@code generate ... --resume}, saved in its checkpoints and taken back by
     * {@link RecordedOptions}): what decides the chunks written (--force and --repair among it: without them a resumed
     * run would keep the existing or unreadable chunks the run was replacing), and the limits (--max-rate,
     * --low-priority) a run beside a live server was started with.
     */
    List<String> resumeArgs() {
        List<String> a = new ArrayList<>(List.of("generate", "--world", world.toAbsolutePath().normalize().toString()));
        if (dataPacks != null) {
            for (Path p : dataPacks) a.addAll(List.of("--data", p.toAbsolutePath().normalize().toString()));
        }
        a.addAll(List.of("--dimension", dimension));
        if (settings != null) a.addAll(List.of("--settings", settings));
        a.addAll(ResumeLine.areaArgs(spec));
        a.addAll(List.of("--pattern", pattern, "--until", until, "--compression", compression));
        if (force) a.add("--force");
        if (repair) a.add("--repair");
        control.appendLimits(a);
        a.add("--resume");
        return a;
    }
}
