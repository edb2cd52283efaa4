package dev.strata.cli;

import dev.strata.engine.checkpoint.Checkpoint;
import dev.strata.engine.checkpoint.CheckpointMismatchException;
import dev.strata.engine.checkpoint.DataPackHash;
import dev.strata.engine.checkpoint.PlanInfo;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.sched.DecorationJob;
import dev.strata.engine.sched.ExistingChunks;
import dev.strata.engine.sched.GenerateJob;
import dev.strata.engine.sched.RegionWork;
import dev.strata.regionio.region.Compression;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The checkpoints of a {@code generate} run: one per dimension, in {@code <world>/.strata/<namespace>_<path>/}, so
 * that dimensions resume separately. A run opens each dimension's checkpoint as it starts it (a checkpoint already
 * there is continued only with {@code --resume}, and only when it records the same run: {@link PlanInfo}), and ends
 * it when the dimension ends: kept when the run stopped or failed after writing (for {@code --resume}), deleted
 * otherwise, with the {@code .strata} folder once it is empty.
 */
final class RunCheckpoints {
    /** The features job's journal, in the dimension's checkpoint folder (see {@link DecorationJob}). */
    static final String FEATURES_JOURNAL = "features-journal.bin";

    /** Identifies the generator in checkpoints: a change of version invalidates resuming. */
    static final String GENERATOR_VERSION = "strata " + versionOf();

    private final Path world;
    private final boolean resume;
    private final boolean quiet;
    private final List<Path> dataPacks;
    private final String settings;
    /** The data packs' hashes, joined by {@code +}, once a checkpoint needed them (reading a server jar takes a while). */
    private String packHash;

    /**
     * @param world the world folder (for a server folder, the world it names)
     * @param resume whether {@code --resume} was given: only then is a checkpoint already there continued
     * @param quiet whether notes are left out
     * @param dataPacks the {@code --data} packs, top first; null or empty for Strata's demo pack
     * @param settings the {@code --settings} given, or null
     */
    RunCheckpoints(Path world, boolean resume, boolean quiet, List<Path> dataPacks, String settings) {
        this.world = world;
        this.resume = resume;
        this.quiet = quiet;
        this.dataPacks = dataPacks;
        this.settings = settings;
    }

    private static String versionOf() {
        String v = GenerateCommand.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }

    /** The checkpoint folder of one dimension: {@code <world>/.strata/<namespace>_<dimension>/} (dimensions resume separately). */
    static Path root(Path world, ResourceId dim) {
        return Checkpoint.named(world, folderName(dim));
    }

    /** A dimension's folder name under {@code .strata/} and {@code strata-salvage/<time>/}: {@code <namespace>_<path>}. */
    static String folderName(ResourceId dim) {
        return dim.namespace() + "_" + dim.path();
    }

    /**
     * The checkpoints stopped runs left in {@code <world>/.strata/}, sorted by folder name.
     *
     * @param folders the folder names ({@link #folderName}) to keep, or null for every one
     */
    static List<Path> stopped(Path world, List<String> folders) throws IOException {
        Path root = world.resolve(Checkpoint.FOLDER);
        List<Path> dirs = new ArrayList<>();
        if (!Files.isDirectory(root)) return dirs;
        try (Stream<Path> s = Files.list(root)) {
            for (Path p : (Iterable<Path>) s.sorted()::iterator) {
                if (!Checkpoint.existsAt(p)) continue;
                if (folders == null || folders.contains(p.getFileName().toString())) dirs.add(p);
            }
        }
        return dirs;
    }

    /**
     * A dimension's checkpoint, to run it: the one a stopped run left when {@code --resume} continues it (refused when
     * it records another run), else a new one.
     *
     * @throws StrataCliException exit 5 when a stopped run's checkpoint is there and {@code --resume} was not given
     * @throws CheckpointMismatchException when the checkpoint records other options than {@code info}
     */
    Checkpoint open(ResourceId dim, PlanInfo info, PrintWriter err) throws IOException {
        Path root = root(world, dim);
        if (Checkpoint.existsAt(root)) {
            if (!resume) {
                throw new StrataCliException(ExitCodes.CONFLICT, "an interrupted run left a checkpoint in " + root
                        + ". Continue it with " + ResumeLine.command(world) + " (it takes the stopped run's own options), see it with --status, or "
                        + "drop it with --cancel to start over.");
            }
            Checkpoint cp = Checkpoint.openAt(root);
            try {
                cp.verifyCompatible(info);
            } catch (CheckpointMismatchException e) {
                cp.close();
                throw e;
            }
            return cp;
        }
        if (resume && !quiet) {
            err.println("note: no stopped run of " + dim + " to continue (no checkpoint in " + root + "): running the area given as a plain "
                    + "run would, the chunks already in the world kept and skipped");
        }
        // a fresh run: what a run that failed before its checkpoint was kept may have left beside it (journal, existing-chunk
        // list, spill folder) belongs to no checkpoint and must not be restored
        DecorationJob.deleteState(root.resolve(FEATURES_JOURNAL));
        return Checkpoint.createAt(root, info);
    }

    /** Closes a dimension's checkpoint, keeping it for --resume, or deletes it (and an empty .strata folder). */
    void end(Checkpoint checkpoint, boolean keep) throws IOException {
        if (keep) {
            checkpoint.close();
        } else {
            DecorationJob.deleteState(checkpoint.directory().resolve(FEATURES_JOURNAL)); // nothing is left to resume from
            checkpoint.delete();
            deleteIfEmpty(world.resolve(Checkpoint.FOLDER));
        }
    }

    private static void deleteIfEmpty(Path dir) {
        try {
            Files.deleteIfExists(dir);
        } catch (IOException e) {
            // not empty (another dimension's checkpoint) or already gone: keep it
        }
    }

    /** What a dimension's checkpoint records of this run; a resume must match it field for field. */
    PlanInfo planInfo(RegionPlan plan, ResourceId dim, long worldSeed, ChunkStep target, Compression compression) throws IOException {
        if (packHash == null) packHash = dataPacks == null || dataPacks.isEmpty() ? "demo-pack:" + GENERATOR_VERSION : packHash(dataPacks);
        return new PlanInfo(dim.toString(), worldSeed, packHash, GENERATOR_VERSION + (settings == null ? "" : " settings=" + settings),
                plan.fingerprint(), target.status(), compression.name().toLowerCase(Locale.ROOT));
    }

    private static String packHash(List<Path> packs) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (Path p : packs) sb.append(sb.length() == 0 ? "" : "+").append(DataPackHash.of(p));
        return sb.toString();
    }

    /** One header timestamp per run (seconds), kept across resumes so resumed output equals an uninterrupted run. */
    static int runTimestamp(Checkpoint cp) throws IOException {
        Path plan = cp.directory().resolve("plan.json");
        return (int) (Files.getLastModifiedTime(plan).toMillis() / 1000);
    }

    /**
     * The area's chunks a stopped decoration run decorated but has not written: they wait in its journal until their
     * neighbours are decorated. Counted from what the job reports, since the journal is the job's own: the chunks it
     * counts as decorated or present ({@code skipped}: written before, restored from the journal, or existing chunks it
     * leaves alone), those it decorated, and the existing decorated chunks it took on, less the existing chunks it leaves
     * alone and the area's chunks now written ({@code writtenNow}).
     */
    static long heldInJournal(RegionPlan plan, Checkpoint checkpoint, GenerateJob.Result r, long writtenNow) throws IOException {
        long leftAlone = 0, takenOn = 0;
        Path file = checkpoint.directory().resolve(DecorationJob.EXISTING_FILE);
        if (Files.exists(file)) {
            ExistingChunks found = ExistingChunks.load(file);
            for (var it = PlanOptions.work(plan); it.hasNext(); ) {
                RegionWork w = it.next();
                for (int k = 0; k < w.size(); k++) {
                    int x = w.chunkXs()[k], z = w.chunkZs()[k];
                    if (found.continuedDecorated(x, z)) takenOn++;
                    else if (found.contains(x, z)) leftAlone++;
                }
            }
        }
        return Math.max(0, r.skipped() - leftAlone + r.generated() + takenOn - writtenNow);
    }
}
