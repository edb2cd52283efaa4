package dev.strata.engine.sched;

import dev.strata.engine.levelgen.ProtoChunk;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * The {@link ChunkSnapshot#bytes} of a list of chunks, made on the pool ahead of the one thread that takes them and
 * handed out in the list's order. At most {@link #WINDOW} are made ahead, so memory stays bounded whatever the list's
 * length. {@link DecorationJob} uses it at a region's end, when the workers are idle: for the journal and for the
 * copies of the kept chunks it moves to the {@link SpillStore}. The chunks must not change until their snapshot is
 * taken. Errors name the use ({@code purpose}: "journal" or "spill").
 */
final class ChunkSnapshots {
    /** Snapshots made ahead of the taker: enough to keep every worker busy, a few MiB in all. */
    static final int WINDOW = 32;

    private final ExecutorService pool;
    private final List<ProtoChunk> chunks;
    private final String purpose;
    private final ArrayDeque<Future<byte[]>> ahead = new ArrayDeque<>();
    private int submitted, taken;

    /** Starts the first snapshots of {@code chunks} on {@code pool}, for the {@code purpose} error messages name. */
    ChunkSnapshots(ExecutorService pool, List<ProtoChunk> chunks, String purpose) {
        this.pool = pool;
        this.chunks = chunks;
        this.purpose = purpose;
        fill();
    }

    private void fill() {
        while (submitted < chunks.size() && submitted - taken < WINDOW) {
            ProtoChunk c = chunks.get(submitted++);
            ahead.add(pool.submit(() -> ChunkSnapshot.bytes(c)));
        }
    }

    /**
     * The next chunk's snapshot, waiting for it if need be.
     *
     * @throws IOException when the snapshot failed or the thread was interrupted
     * @throws IllegalStateException when more are taken than the list holds
     */
    byte[] next() throws IOException {
        Future<byte[]> f = ahead.poll();
        if (f == null) throw new IllegalStateException("more snapshots taken than chunks listed");
        taken++;
        fill();
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while writing the " + purpose);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) throw io;
            throw new IOException("snapshot of a chunk for the " + purpose + " failed: " + cause, cause);
        }
    }

    /** Drops what was not taken (the journal or the spilling failed part way). */
    void cancel() {
        for (Future<byte[]> f : ahead) f.cancel(false);
        ahead.clear();
    }
}
