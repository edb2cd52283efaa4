package dev.strata.cli;

import dev.strata.engine.checkpoint.Checkpoint;
import dev.strata.engine.sched.GenerateListener;
import java.io.IOException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Persists a region's completion after the writer has forced it to disk, then reports progress. It also counts the
 * region files this run actually wrote chunks to (a region whose planned chunks all existed is opened, but not
 * written, and is not counted).
 */
final class CheckpointingListener implements GenerateListener {
    private final ProgressReporter progress;
    private final Checkpoint checkpoint;
    private final Set<Long> regionsWritten = ConcurrentHashMap.newKeySet();

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
        if (chunksWritten > 0) regionsWritten.add(((long) rx << 32) | (rz & 0xFFFFFFFFL));
        try {
            checkpoint.markRegionDone(rx, rz, done);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot save the checkpoint for region r." + rx + "." + rz + ": " + e.getMessage(), e);
        }
    }

    /** Region files at least one chunk was written to by this run. */
    int regionsWritten() {
        return regionsWritten.size();
    }
}
