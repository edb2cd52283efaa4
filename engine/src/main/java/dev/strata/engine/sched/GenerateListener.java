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
     * Chunks of region (rx, rz) were written and forced to disk (a block of up to 128 planned chunks, in plan order);
     * {@code done} is a copy of the region's completion bitset so far (bit {@code (cz & 31) * 32 + (cx & 31)} of 16
     * longs): every chunk of the region now at the target status. Called from the writer thread, in order; checkpoints
     * are persisted here.
     */
    default void regionWritten(int regionX, int regionZ, long[] done, int chunksWritten) {}

    /** A region could not be processed (unreadable existing chunk, I/O failure); its file was left as it was. */
    default void regionFailed(int regionX, int regionZ, Exception cause) {}
}
