package dev.strata.engine.sched;

import dev.strata.engine.levelgen.ProtoChunk;
import java.util.ArrayDeque;
import java.util.function.Supplier;

/**
 * The free chunk buffers of a {@link DecorationJob}, reused for the chunks it generates and reads back. Only the job's
 * dispatching thread takes and returns them (a task on the pool fills a buffer taken for it beforehand). A buffer taken
 * holds whatever its last chunk left: its user overwrites it ({@code reset}, a snapshot read, a generation).
 */
final class ChunkBuffers {
    /**
     * Free buffers kept for reuse at most: a region and its ring (1,024 + 132), the chunks a region's end writes and the
     * next region asks for again. They take the place of the chunks just written, so the peak does not grow; a buffer
     * made anew instead is 400 KiB (overworld) that the collector copies from young space to old while the region runs
     * (2026-12-02, JFR: a third of a run's collection pauses).
     */
    static final int CAP = 1024 + 132;

    private final ArrayDeque<ProtoChunk> free = new ArrayDeque<>();
    private final Supplier<ProtoChunk> newChunk;

    /** Buffers made by {@code newChunk} when none is free. */
    ChunkBuffers(Supplier<ProtoChunk> newChunk) {
        this.newChunk = newChunk;
    }

    /** A buffer from the free ones, or a new one. */
    ProtoChunk take() {
        return free.isEmpty() ? newChunk.get() : free.pop();
    }

    /** Returns a buffer no chunk uses any more; at most {@link #CAP} are kept (the rest is left to the collector). */
    void recycle(ProtoChunk c) {
        if (free.size() < CAP) free.push(c);
    }
}
