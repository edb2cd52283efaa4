package dev.strata.engine.sched;

import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.plan.ChunkPos;

/**
 * A chunk {@link DecorationJob} holds between decorations, in memory or moved to its {@link SpillStore}: a
 * {@link LiveChunk} (generated, decorated or written into, not final yet) or, in light runs, a {@link SettledChunk}
 * (final blocks, kept for light). Only the job's dispatching thread reads or changes these fields.
 */
abstract sealed class KeptChunk permits LiveChunk, SettledChunk {
    /** The chunk's position, chunk coordinates packed by {@link ChunkPos#pack}. */
    final long key;
    /** The chunk's blocks while in memory; null while spilled (or, for a live chunk, while generated or read back). */
    ProtoChunk chunk;
    /** Kept on disk ({@link SpillStore}) while {@link #chunk} is null; its {@link #copy} once it is back in memory. */
    SpillStore.Ref spilled;
    /**
     * While {@link #chunk} is in memory: an equal copy of it in the {@link SpillStore}, made for a journal or left by a
     * read back, which journals name instead of a snapshot. A live chunk drops it when a decoration may write into it; a
     * settled chunk no longer changes.
     */
    SpillStore.Ref copy;
    /** The job's use counter when the chunk was last asked for (the least recently used are spilled first). */
    long touched;

    KeptChunk(long key, ProtoChunk chunk) {
        this.key = key;
        this.chunk = chunk;
    }

    /** The chunk's x coordinate (chunks). */
    final int x() {
        return ChunkPos.x(key);
    }

    /** The chunk's z coordinate (chunks). */
    final int z() {
        return ChunkPos.z(key);
    }
}
