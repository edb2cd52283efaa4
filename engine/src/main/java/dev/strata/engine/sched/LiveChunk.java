package dev.strata.engine.sched;

import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.levelgen.ProtoChunk;
import java.util.concurrent.Future;

/**
 * A chunk {@link DecorationJob} has asked for and not yet finished: being generated to carvers (or read back from the
 * {@link SpillStore}), or in memory waiting for the planned chunks of its 3 x 3 to be decorated. Once none is left
 * ({@link #waiting} is 0) it is final: written, or in light runs settled ({@link SettledChunk}).
 */
final class LiveChunk extends KeptChunk {
    /** Generation or read back in flight (on the pool); null once {@link #chunk} is set. */
    Future<ProtoChunk> pending;
    /** Planned, undecorated chunks in its 3 x 3 (itself included). */
    int waiting;
    /** Whether the chunk itself is in the plan (decorated by this run). */
    boolean planned;
    /** Whether the spilled chunk is decorated (its status, while it is out of memory). */
    boolean spilledDecorated;
    /**
     * Generated to carvers by this run and in no decoration's 3 x 3 yet, so nothing was written into it: no journal
     * keeps it (a resumed run generates it again, the same), and a region's end does not wait for its generation.
     */
    boolean fresh;

    LiveChunk(long key) {
        super(key, null);
    }

    /** Whether chunk {@code c} is at {@code features} or later (decorated). */
    static boolean decorated(ProtoChunk c) {
        return ExistingChunks.rank(c.status()) >= ExistingChunks.rank(ChunkStep.FEATURES.status());
    }
}
