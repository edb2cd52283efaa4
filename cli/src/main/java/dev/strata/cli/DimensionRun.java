package dev.strata.cli;

import dev.strata.engine.checkpoint.Checkpoint;
import dev.strata.engine.checkpoint.CheckpointMismatchException;
import dev.strata.engine.checkpoint.PlanInfo;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.plan.Pattern;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.sched.DecorationJob;
import dev.strata.engine.sched.ExistingChunks;
import dev.strata.engine.sched.GenerateJob;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * One dimension of a {@code generate} run: its checkpoint opened (or continued), its job run with a progress line
 * (the generate job up to carvers, the features job past them), its counts added to the run's {@link RunSummary}, and
 * its checkpoint ended: kept when the job stopped, or when it failed after writing (--resume continues), deleted
 * otherwise. A stop request reaches the job through the run's {@link RunStop}.
 */
final class DimensionRun {
    private final PreparedRun run;
    private final RunCheckpoints checkpoints;
    private final RunControlOptions control;
    private final boolean quiet;
    private final Path salvage;
    private final List<String> resumeArgs;
    private final String resumeCommand;
    private final RunStop stop;
    private final PrintWriter err;

    /**
     * @param salvage the folder unreadable chunks are saved in (--repair, --force), or null
     * @param resumeArgs the arguments that continue the run, saved in each checkpoint's notes
     * @param resumeCommand the command that continues the run, printed when a failure leaves a checkpoint
     * @param stop where a stop request goes: to each job as it starts, its notice on the job's progress line
     */
    DimensionRun(PreparedRun run, RunCheckpoints checkpoints, RunControlOptions control, boolean quiet, Path salvage,
            List<String> resumeArgs, String resumeCommand, RunStop stop, PrintWriter err) {
        this.run = run;
        this.checkpoints = checkpoints;
        this.control = control;
        this.quiet = quiet;
        this.salvage = salvage;
        this.resumeArgs = resumeArgs;
        this.resumeCommand = resumeCommand;
        this.stop = stop;
        this.err = err;
    }

    /**
     * Runs dimension {@code di} of the run, adding its counts to {@code totals}.
     *
     * @return whether the run goes on to the next dimension: not after a stop, nor after regions left undone
     * @throws CheckpointMismatchException when --resume finds a checkpoint of other options
     * @throws StrataCliException exit 4 for a file system failure (saying whether --resume continues), exit 5 for an
     *     existing chunk the features job must not write into
     */
    boolean run(int di, RunSummary totals) throws Exception {
        ResourceId dimId = run.dims().get(di);
        RegionPlan plan = run.plans().get(di);
        PlanInfo info = checkpoints.planInfo(plan, dimId, run.worldSeed(), run.target(), run.compression());
        Checkpoint checkpoint = checkpoints.open(dimId, info, err);
        checkpoint.saveNotes(CheckpointControl.notes(resumeArgs, plan));
        String mode = control.progressMode(quiet, System.console() != null);
        // the area's chunks the checkpoint records as written (--status's count; the ring around the area apart)
        long writtenBefore = PlanMarks.of(plan, checkpoint::regionMask, checkpoint.doneCount()).written();
        long markedBefore = checkpoint.doneCount();
        boolean decoration = run.decorates();
        if (!quiet) {
            err.printf("%s: %s in %s (%s), %s, until %s%s%s%n", dimId, Words.count(plan.chunkCount(), "chunk"),
                    Words.count(plan.regionCount(), "region"), area(plan), Words.count(run.threads(), "worker"), run.target().status(),
                    control.rateNote(),
                    checkpoint.doneCount() > 0 ? ", resuming: " + writtenBefore + " of them written before" : "");
        }
        GenerateJob.Result r;
        CheckpointingListener listener;
        try (ProgressReporter progress = new ProgressReporter(dimId.toString(), plan.chunkCount(), 0, mode,
                control.progressNanos(), err).limitedTo(control.maxRate)) {
            stop.showing(progress);
            listener = new CheckpointingListener(progress, checkpoint);
            r = decoration ? decorate(di, checkpoint, listener, totals) : generate(di, checkpoint, listener, totals);
        } catch (IOException e) {
            boolean keep = checkpoint.doneCount() > 0; // a failure after writing: --resume continues
            checkpoints.end(checkpoint, keep);
            if (ErrorHandler.classify(e) != ExitCodes.IO) throw e;
            throw new StrataCliException(ExitCodes.IO, (e.getMessage() == null ? e.toString() : e.getMessage()) + (keep
                    ? "\nEvery chunk written before the failure is safe on disk. Once the cause is fixed (e.g. free "
                        + "disk space), continue with:\n  " + resumeCommand
                    : "\nNo chunk of " + dimId + " was written by this run; run the same command again once the cause is fixed."));
        } catch (Exception e) {
            checkpoints.end(checkpoint, checkpoint.doneCount() > 0); // a failure after writing: --resume continues
            throw e;
        }
        totals.add(r, listener.regionsWritten());
        long writtenNow = PlanMarks.of(plan, checkpoint::regionMask, checkpoint.doneCount()).written();
        // a resumed decoration run first writes again the chunks its journal holds as final, which the stopped
        // run had written already (a journal saved before the chunks, when one of them was read from disk): not
        // new in the region files
        totals.addWritten(writtenNow - writtenBefore, decoration ? Math.max(0, r.written() - (checkpoint.doneCount() - markedBefore)) : 0);
        if (r.stopped()) {
            long held = decoration ? RunCheckpoints.heldInJournal(plan, checkpoint, r, writtenNow) : 0;
            totals.stoppedAt(String.format(Locale.ROOT, "%s: %d of the area's %d chunks written, %d remaining (as generate --status "
                    + "counts them)%s", dimId, writtenNow, plan.chunkCount(), plan.chunkCount() - writtenNow, held <= 0 ? "" : "; "
                    + Words.count(held, "chunk") + " of the remaining " + (held == 1 ? "is" : "are") + " decorated and " + (held == 1 ? "waits" : "wait")
                    + " in the checkpoint for " + (held == 1 ? "its neighbours: --resume writes it without decorating it again"
                    : "their neighbours: --resume writes them without decorating them again")
                    + " (the progress line counts chunks decorated, so it ran ahead of the chunks written)"));
            if (decoration) checkpoint.saveNotes(CheckpointControl.notes(resumeArgs, plan, held, checkpoint.doneCount()));
        }
        // only a stopped run keeps its checkpoint: one that ended on its own (done, or regions left untouched
        // because they hold unreadable chunks) has everything on disk, and a plain re-run skips it
        checkpoints.end(checkpoint, r.stopped());
        return !totals.stopped() && r.failures().isEmpty();
    }

    /** Past carvers: the features job, over the plan's regions. */
    private GenerateJob.Result decorate(int di, Checkpoint checkpoint, CheckpointingListener listener, RunSummary totals)
            throws IOException, InterruptedException {
        ResourceId dimId = run.dims().get(di);
        RegionPlan plan = run.plans().get(di);
        DecorationJob job = new DecorationJob(run.generators().get(di), new DecorationJob.Settings(run.folders().get(di), run.compression(),
                run.threads(), RunCheckpoints.runTimestamp(checkpoint), checkpoint.directory().resolve(RunCheckpoints.FEATURES_JOURNAL),
                run.existingMode() == GenerateJob.Existing.REPLACE, run.target(),
                salvage == null ? null : salvage.resolve(RunCheckpoints.folderName(dimId))), listener, control.limiter());
        // the chunks around the area as prepare sorted them (for the disk estimate), not read a second time; a scan that
        // listed unreadable chunks is not the run's when it stops at them (no --repair or --force): the run scans again and stops
        ExistingChunks found = run.around().get(di);
        if (found != null && (run.existingMode() != GenerateJob.Existing.KEEP || found.repairedCount() == 0)) job.useScan(found);
        stop.relayTo(job::requestStop);
        GenerateJob.Result r;
        try {
            // the plan's regions computed as the job reaches them (it iterates a few times): never held whole
            r = job.run(() -> PlanOptions.work(plan), plan::contains, checkpoint::isDone);
        } catch (DecorationJob.ExistingChunkException e) {
            throw new StrataCliException(ExitCodes.CONFLICT, e.getMessage());
        }
        totals.addRepairedAtCarvers(job.repairedAtCarvers());
        totals.addUnplaceableStarts(job.storedStarts().unplaceable(), job.leftForStoredStarts(), job.storedStarts().problems(),
                job.storedStarts().unreadable());
        totals.addEntities(job.entityRecordsRemoved(), job.entityRecordsSaved());
        totals.addPoi(job.poiRecordsRemoved(), job.poiRecordsSaved());
        return r;
    }

    /** Up to carvers: the generate job, over the plan's regions. */
    private GenerateJob.Result generate(int di, Checkpoint checkpoint, CheckpointingListener listener, RunSummary totals)
            throws IOException, InterruptedException {
        ResourceId dimId = run.dims().get(di);
        GenerateJob.Existing mode = run.existingMode();
        GenerateJob job = new GenerateJob(run.generators().get(di), new GenerateJob.Settings(run.folders().get(di), run.target(),
                run.compression(), run.threads(), 2, mode, RunCheckpoints.runTimestamp(checkpoint),
                mode == GenerateJob.Existing.REPAIR ? salvage.resolve(RunCheckpoints.folderName(dimId)) : null), listener, control.limiter());
        stop.relayTo(job::requestStop);
        try {
            return job.run(PlanOptions.work(run.plans().get(di)), checkpoint::isDone);
        } finally {
            totals.addEntities(job.entityRecordsRemoved(), job.entityRecordsSaved());
            totals.addPoi(job.poiRecordsRemoved(), job.poiRecordsSaved());
        }
    }

    /**
     * The area of the plan line, as the options gave it after units are read: {@code circle, radius 1500 blocks
     * around 0,0} ({@code --radius 1.5k --shape circle}), the two radii of the shapes that take them, or where the
     * chunks come from for the list patterns.
     */
    static String area(RegionPlan plan) {
        if (plan.pattern() instanceof Pattern.Csv csv) return "the chunks listed in " + csv.file();
        if (plan.pattern() == Pattern.WORLD) return "the chunks already in the world";
        String radius = plan.shape().takesRadiusZ() ? plan.radius() + " x " + plan.radiusZ() : Long.toString(plan.radius());
        return plan.shape().id() + ", radius " + radius + " blocks around " + plan.center();
    }
}
