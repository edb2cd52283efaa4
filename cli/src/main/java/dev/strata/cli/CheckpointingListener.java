package dev.strata.cli;

import dev.strata.engine.checkpoint.Checkpoint;
import dev.strata.engine.sched.GenerateListener;
import java.io.IOException;

/** Persists a region's completion after the writer has forced it to disk, then reports progress. */
final class CheckpointingListener implements GenerateListener {
    private final ProgressReporter progress;
    private final Checkpoint checkpoint;

    CheckpointingListener(ProgressReporter progress, Checkpoint checkpoint) {
        this.progress = progress;
        this.checkpoint = checkpoint;
    }

    @Override
    public void chunksGenerated(int rx, int rz, int n) {
        progress.chunksGenerated(rx, rz, n);
    }

    @Override
    public void chunksSkipped(int rx, int rz, int n) {
        progress.chunksSkipped(rx, rz, n);
    }

    @Override
    public void regionWritten(int rx, int rz, long[] done, int chunksWritten) {
        try {
            checkpoint.markRegionDone(rx, rz, done);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot save the checkpoint for region r." + rx + "." + rz + ": " + e.getMessage(), e);
        }
    }
}
