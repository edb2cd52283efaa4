package dev.strata.engine.sched;

import dev.strata.engine.levelgen.ProtoChunk;

/**
 * A planned chunk of a light run whose blocks are final ({@link LightTiles}): kept until its light is computed and it
 * is written, and then until every planned chunk of its 3 x 3 is written too (their light needs its blocks). Its
 * {@link #copy}, once made, stays valid: a settled chunk no longer changes.
 */
final class SettledChunk extends KeptChunk {
    /** Queued for writing: every planned chunk of its 3 x 3 is settled, so its light can be computed. */
    boolean queued;
    /** Written to its region file (its blocks may still be needed for a neighbour's light). */
    boolean written;

    SettledChunk(long key, ProtoChunk chunk) {
        super(key, chunk);
    }
}
