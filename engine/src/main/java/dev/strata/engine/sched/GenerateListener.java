package dev.strata.engine.sched;

/**
 * Progress callbacks of a {@link GenerateJob}; called from worker and writer threads, so implementations must be
 * thread-safe and quick (no I/O on the caller's thread beyond a counter update).
 */
public interface GenerateListener {
    /** {@code n} chunks of region (rx, rz) were generated (not yet written). */
    default void chunksGenerated(int regionX, int regionZ, int n) {}

    /** {@code n} planned chunks were skipped because they already exist at or beyond the target status, or the checkpoint says done. */
    default void chunksSkipped(int regionX, int regionZ, int n) {}

    /**
     * Region (rx, rz) was written and forced to disk; {@code done} is the region's completion bitset (bit
     * {@code (cz & 31) * 32 + (cx & 31)} of 16 longs) of every chunk now at the target status. Called once per
     * region, from the writer thread; checkpoints are persisted here.
     */
    default void regionWritten(int regionX, int regionZ, long[] done, int chunksWritten) {}

    /** A region could not be processed (unreadable existing chunk, I/O failure); its file was left as it was. */
    default void regionFailed(int regionX, int regionZ, Exception cause) {}
}
