package dev.strata.cli;

import dev.strata.engine.checkpoint.Checkpoint;
import dev.strata.engine.checkpoint.CheckpointMismatchException;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.sched.ExistingChunks;
import dev.strata.engine.sched.StoredStarts;
import dev.strata.engine.sched.GenerateJob;
import dev.strata.engine.sched.RegionWork;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code generate --dry-run}: the plan a run would carry out (chunks, regions, existing and unreadable chunks,
 * checkpoints, disk, and past carvers what it makes of the area), on standard output, and the exit code the run would
 * end with: the first refusal in the run's own order (3 unreadable chunks, 5 a checkpoint it would not continue, 4 not
 * enough space), else 0, so that a script can use it as a check. It reads the world as the run would and writes
 * nothing.
 */
final class DryRun {
    private final PreparedRun run;
    private final Path world;
    private final boolean existingWorld;
    private final boolean resume;
    private final RunCheckpoints checkpoints;
    private final PrintWriter out;
    /** The exit code the run would end with so far, and why when not 0. */
    private int predicted = ExitCodes.OK;
    private String because;

    /**
     * @param existingWorld whether the world existed before (a new world has no chunks to read)
     * @param resume whether --resume was given
     */
    DryRun(PreparedRun run, Path world, boolean existingWorld, boolean resume, RunCheckpoints checkpoints, PrintWriter out) {
        this.run = run;
        this.world = world;
        this.existingWorld = existingWorld;
        this.resume = resume;
        this.checkpoints = checkpoints;
        this.out = out;
    }

    /** Prints the plan; returns the exit code the run would end with. */
    int print() throws IOException {
        List<ResourceId> dims = run.dims();
        List<RegionPlan> plans = run.plans();
        ChunkStep target = run.target();
        for (int di = 0; di < dims.size(); di++) out.printf("plan: %s%s%n", plans.get(di).fingerprint(), run.suffix(di));
        out.printf("world: %s (%s), seed %s%n", world, existingWorld ? "existing" : "new",
                run.randomSeed() ? "random (drawn by the run; pass --seed to choose it)" : Long.toString(run.worldSeed()));
        out.printf("dimensions: %s, until %s (data checked: every dimension loads)%n", dims, target.status());
        for (int di = 0; di < dims.size(); di++) {
            int[] b = plans.get(di).chunkBounds();
            // the chunks' own extent, not the radii of the plan line: with --corners, the chunks whose center lies in the box
            out.printf("chunks: %d in %s, within chunks %d..%d by %d..%d (blocks %d..%d by %d..%d)%s%n", plans.get(di).chunkCount(),
                    Words.count(plans.get(di).regionCount(), "region"), b[0], b[2], b[1], b[3], b[0] * 16L, b[2] * 16L + 15, b[1] * 16L,
                    b[3] * 16L + 15, run.suffix(di));
        }
        if (dims.size() > 1) out.printf("chunks in all: %d%n", run.planned());
        List<ExistingChunks> around = run.around();
        // the starts stored around the area, read as the run reads them: those it cannot place keep chunks from being decorated
        for (int di = 0; di < dims.size(); di++) {
            ExistingChunks found = around.get(di);
            if (found != null && run.generators().get(di).generatesStructures()) {
                found.storedStarts().bind(run.generators().get(di).structureStarts());
                run.generators().get(di).structureStarts().endDecoration(); // the counts are the stored starts' own
            }
        }
        // what the run makes of the area (finished, edge, ring), and a warning when nothing can be finished
        for (int di = 0; di < dims.size(); di++) {
            ExistingChunks found = around.get(di);
            boolean any = found != null && (found.count() > 0 || found.continuedCount() > 0 || found.repairedCount() > 0);
            AreaEdge.of(plans.get(di), any ? found : null).printPrediction(out, run.prefix(di), target, any);
        }
        PlanSurvey survey = run.survey();
        GenerateJob.Existing mode = run.existingMode();
        if (existingWorld) survey.printDryRun(out, mode, run.continuedInArea(), target);
        if (!survey.unreadable.isEmpty() && (mode == GenerateJob.Existing.KEEP || survey.anyWholeFile())) {
            refuse(ExitCodes.BAD_INPUT, survey.anyWholeFile() ? "a region file of the area cannot be opened"
                    : "planned chunks cannot be read (without --repair)");
        }
        for (int di = 0; di < dims.size(); di++) printCheckpoint(di);
        long freeNow = DiskSpace.free(world);
        out.printf("estimated disk: %s (%s of the area to write, %s free)%s%n", DiskSpace.bytes(run.estimate()),
                Words.count(run.toWrite(), "chunk"), DiskSpace.bytes(freeNow), run.decorates() ? "; the ring of chunks around the "
                        + "area and the entities files counted on average" : "");
        if (run.estimate() > freeNow) refuse(ExitCodes.IO, "not enough free space");
        out.printf("compression: %s%n", run.compression().name().toLowerCase(Locale.ROOT));
        out.printf("workers: %d%n", run.threads());
        // a features or light run leaves the area's chunks next to existing ones to the game: say how many, with the run's own rule
        if (run.decorates() && existingWorld) {
            for (int di = 0; di < dims.size(); di++) {
                ExistingChunks found = around.get(di);
                if (found == null) continue; // --resume: the saved list decides
                printUnplaceableStarts(dims.get(di), found, plans.get(di));
                if (found.count() == 0 && found.continuedCount() == 0 && found.repairedCount() == 0) continue;
                printUnreadable(dims.get(di), found, plans.get(di), run.folders().get(di), mode);
                if (found.count() == 0 && found.continuedCount() == 0) continue;
                printExisting(dims.get(di), found, plans.get(di));
            }
        }
        if (mode == GenerateJob.Existing.KEEP) {
            for (ExistingChunks found : around) {
                if (found != null && found.repairedCount() > 0) {
                    refuse(ExitCodes.BAD_INPUT, "chunks in or next to the area cannot be read (without --repair)");
                    break;
                }
            }
        }
        if (predicted != ExitCodes.OK) out.printf("dry run: a run would stop before writing anything, exit %d: %s (see above)%n", predicted, because);
        out.flush();
        return predicted;
    }

    /** Records a refusal the run would end with, unless an earlier one (in the run's order) already decides. */
    private void refuse(int code, String why) {
        if (predicted != ExitCodes.OK) return;
        predicted = code;
        because = why;
    }

    /** A stopped run's checkpoint of dimension {@code di}: what the run (or --resume) would make of it. */
    private void printCheckpoint(int di) throws IOException {
        ResourceId dimId = run.dims().get(di);
        Path root = RunCheckpoints.root(world, dimId);
        if (Checkpoint.existsAt(root) && !resume) {
            out.printf("checkpoint: an interrupted run left one in %s; --resume continues it (with its own options), or --cancel drops it%n", root);
            refuse(ExitCodes.CONFLICT, "an interrupted run's checkpoint is there (add --resume, or --cancel it)");
        } else if (Checkpoint.existsAt(root)) {
            // predict what --resume will say, with the same comparison the run makes
            try (Checkpoint cp = Checkpoint.openAt(root)) {
                var diffs = cp.info().differences(checkpoints.planInfo(run.plans().get(di), dimId, run.worldSeed(), run.target(), run.compression()));
                if (diffs.isEmpty()) {
                    // the area's chunks written, as the stop and --status count them, then those of the ring (walkthrough, session 21)
                    PlanMarks m = PlanMarks.of(run.plans().get(di), cp::regionMask, cp.doneCount());
                    out.printf("checkpoint: --resume continues the run in %s (%d of the area's chunks written%s)%n", root, m.written(),
                            m.ring() > 0 ? ", and " + m.ring() + " of the ring around it" : "");
                } else {
                    out.printf("checkpoint: --resume would be refused, the run in %s was started with other options: %s%n", root, diffs);
                    refuse(ExitCodes.CONFLICT, "--resume would be refused (other options than the interrupted run's)");
                }
            } catch (CheckpointMismatchException | IOException e) {
                out.printf("checkpoint: %s cannot be resumed: %s%n", root, e.getMessage());
                refuse(e instanceof CheckpointMismatchException ? ExitCodes.CONFLICT : ErrorHandler.classify(e),
                        "the checkpoint cannot be resumed");
            }
        }
    }

    /**
     * What a decoration run makes of an area next to existing chunks, by the run's own partition of it
     * (DecorationJob.run): present and left alone, left to the game next to those, decorated (and the existing chunks
     * around those it continues).
     */
    /** The dry run's line about stored structure starts Strata cannot place, and the area chunks left to the game for them. */
    private void printUnplaceableStarts(ResourceId dim, ExistingChunks found, RegionPlan plan) {
        StoredStarts starts = found.storedStarts();
        if (starts.unreadable() > 0) {
            out.printf("stored structure starts: %s: %s up to nine chunks around the area cannot be read; the game generates such "
                    + "chunks again, so their starts are made afresh (a damaged chunk is never written into)%n", dim,
                    Words.count(starts.unreadable(), "chunk"));
        }
        if (starts.unplaceable() == 0) return;
        long left = 0;
        for (var it = PlanOptions.work(plan); it.hasNext(); ) {
            RegionWork w = it.next();
            for (int k = 0; k < w.size(); k++) {
                int x = w.chunkXs()[k], z = w.chunkZs()[k];
                if (!found.continuedDecorated(x, z) && !found.near(x, z) && !found.contains(x, z) && found.leftForStarts(x, z)) left++;
            }
        }
        out.printf("stored structure starts: %s: %s on disk that Strata cannot place (first: %s); the %s of the area they reach, "
                + "or next to chunks they reach, will not be decorated (left to the game, which places them; see docs/structures.md)%n",
                dim, Words.count(starts.unplaceable(), "start"), starts.problems().get(0), Words.count(left, "chunk"));
    }

    private void printExisting(ResourceId dim, ExistingChunks found, RegionPlan plan) {
        long present = 0, toGame = 0, decorate = 0, continuedUsed = 0;
        Set<Long> seen = new HashSet<>();
        for (var it = PlanOptions.work(plan); it.hasNext(); ) {
            RegionWork w = it.next();
            for (int k = 0; k < w.size(); k++) {
                int x = w.chunkXs()[k], z = w.chunkZs()[k];
                if (found.continuedDecorated(x, z)) {
                    if (seen.add(ChunkPos.pack(x, z))) continuedUsed++;
                    continue;
                }
                if (found.contains(x, z)) {
                    present++;
                } else if (found.near(x, z)) {
                    toGame++;
                } else if (found.leftForStarts(x, z)) {
                    continue; // counted on the line of stored structure starts
                } else {
                    decorate++;
                    for (int dz = -1; dz <= 1; dz++) {
                        for (int dx = -1; dx <= 1; dx++) {
                            int nx = x + dx, nz = z + dz;
                            if (found.continued(nx, nz) && seen.add(ChunkPos.pack(nx, nz))) continuedUsed++;
                        }
                    }
                }
            }
        }
        if (decorate == 0 && continuedUsed == 0) {
            out.printf("existing chunks: %s: nothing to decorate: %s of the area %s present and left as %s, and %s next "
                    + "to them %s left to the game%n", dim, Words.count(present, "chunk"), present == 1 ? "is" : "are",
                    present == 1 ? "it is" : "they are", Words.count(toGame, "chunk"), toGame == 1 ? "is" : "are");
        } else {
            // continued chunks of the area next to the chunks left alone are not decorated either: say so here, not only below
            long continuedToGame = 0;
            for (long c : seen) {
                int x = ChunkPos.x(c), z = ChunkPos.z(c);
                if (plan.contains(x, z) && !found.continuedDecorated(x, z) && found.near(x, z)) continuedToGame++;
            }
            out.printf("existing chunks: %s: %s of the area to decorate; %s already in the world continued from the "
                    + "step %s at (26.2 proto chunks below %s, keeping what they hold)%s%n", dim,
                    Words.count(decorate, "chunk"), Words.count(continuedUsed, "chunk"), continuedUsed == 1 ? "it is" : "they are",
                    run.target().status(), continuedToGame == 0 ? "" : "; " + (continuedToGame == continuedUsed
                            ? (continuedUsed == 1 ? "it is" : "they are") : continuedToGame + " of them are")
                            + " in the area next to chunks left alone, so not decorated: written again only with what their "
                            + "decorated neighbours put into them, and left to the game (below)");
            if (present > 0 || toGame > 0) {
                out.printf("existing chunks: %s: %s of the area present and left alone; the %s of the area next to them "
                        + "will not be decorated (left to the game, which decorates them when a player comes near)%n",
                        dim, Words.count(present, "chunk"), Words.count(toGame, "chunk"));
            }
        }
        if (found.otherVersion() > 0) {
            out.printf("  of the existing chunks in or next to the area, %s of another data version than 26.2's (kept as "
                    + "they are; the game upgrades them)%n", Words.count(found.otherVersion(), "chunk"));
        }
    }

    /**
     * The dry run's line about chunks in or next to the area that cannot be read (found by reading them, as the run
     * does): what the run will do with them, and how many it regenerates to carvers only (next to chunks it leaves
     * alone, or in the ring), for the game to finish.
     */
    private void printUnreadable(ResourceId dim, ExistingChunks found, RegionPlan plan, Path folder,
            GenerateJob.Existing mode) {
        List<int[]> bad = found.repairedChunks();
        if (bad.isEmpty()) return;
        StringBuilder list = new StringBuilder();
        for (int i = 0; i < Math.min(PlanSurvey.LISTED, bad.size()); i++) {
            int[] c = bad.get(i);
            list.append("\n  ").append(folder.resolve("r." + (c[0] >> 5) + "." + (c[1] >> 5) + ".mca")).append(" chunk (").append(c[0])
                    .append(", ").append(c[1]).append(")");
            String problem = found.problem(c[0], c[1]);
            if (problem != null) list.append(": ").append(problem);
        }
        if (bad.size() > PlanSurvey.LISTED) list.append("\n  and ").append(bad.size() - PlanSurvey.LISTED).append(" more");
        if (mode == GenerateJob.Existing.KEEP) {
            out.printf("unreadable: %s: %s in or next to the area cannot be read; a run would stop before writing anything (exit 3); "
                    + "--repair saves their stored bytes and regenerates them:%s%n", dim, Words.count(bad.size(), "chunk"), list);
            return;
        }
        long carvers = 0;
        for (int[] c : bad) if (!plan.contains(c[0], c[1]) || found.near(c[0], c[1])) carvers++;
        out.printf("unreadable: %s: %s in or next to the area cannot be read; %s saves their stored bytes in <world>/strata-salvage/ and "
                + "regenerates them: %d with the area, %d to %s only, written at %s for the game to finish (next to existing chunks "
                + "Strata does not write into, or in the ring around the area):%s%n", dim, Words.count(bad.size(), "chunk"),
                mode == GenerateJob.Existing.REPAIR ? "--repair" : "--force", bad.size() - carvers, carvers, ChunkStep.CARVERS.status(),
                ChunkStep.CARVERS.status(), list);
    }
}
