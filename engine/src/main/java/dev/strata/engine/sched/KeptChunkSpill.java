package dev.strata.engine.sched;

import dev.strata.engine.levelgen.ProtoChunk;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ExecutorService;

/**
 * The bound on the kept chunks a {@link DecorationJob} holds in memory (see its class comment, Memory): at each region's
 * end, when the workers are idle and every kept chunk is at rest, the least recently used are moved to the
 * {@link SpillStore} until at most {@link #limit} are in memory. Kept are live chunks (decorated or written into,
 * waiting for planned neighbours) and, in light runs, settled chunks not queued for writing. Ties go by position, so
 * the choice does not depend on timing; it cannot change the output either: a spilled chunk is read back exactly as it
 * was, as a journal restores it.
 */
final class KeptChunkSpill {
    private final SpillStore spill;
    private final ChunkBuffers buffers;
    private int limit;
    private int peakKept;
    private long peakKeptAll;

    /** Spills to {@code spill}, returns the buffers freed to {@code buffers}, keeps at most {@code limit} chunks. */
    KeptChunkSpill(SpillStore spill, ChunkBuffers buffers, int limit) {
        this.spill = spill;
        this.buffers = buffers;
        this.limit = limit;
    }

    /** Sets how many kept chunks may stay in memory after a region's end (0 or more). */
    void limit(int chunks) {
        this.limit = chunks;
    }

    /** The most kept chunks found in memory at a region's end, before spilling (for tests and the docs' bound). */
    int peakKept() {
        return peakKept;
    }

    /** The most kept chunks at a region's end, in memory (before spilling) and on disk together. */
    long peakKeptAll() {
        return peakKeptAll;
    }

    /**
     * Moves the least recently used of the kept chunks in memory to the {@link SpillStore} (sealed after) until at most
     * {@link #limit} are left. A chunk with an equal copy there already is not written again. Snapshots are made on
     * {@code pool}, whose workers must be idle.
     *
     * @param live the job's live chunks; those generating or being read back are not at rest and are skipped
     * @param settled the job's settled chunks (none queued and unwritten: a region's end has written them)
     * @throws IOException when the spill store cannot be written
     */
    void spill(ExecutorService pool, Collection<LiveChunk> live, Collection<SettledChunk> settled) throws IOException {
        List<KeptChunk> resident = new ArrayList<>();
        long onDisk = 0;
        for (LiveChunk l : live) {
            if (l.chunk != null && l.pending == null) resident.add(l);
            else if (l.chunk == null && l.pending == null && l.spilled != null) onDisk++;
        }
        for (SettledChunk st : settled) {
            if (st.chunk != null) resident.add(st);
            else onDisk++;
        }
        peakKept = Math.max(peakKept, resident.size());
        peakKeptAll = Math.max(peakKeptAll, resident.size() + onDisk);
        int excess = resident.size() - limit;
        if (excess <= 0) return;
        resident.sort((a, b) -> {
            int c = Long.compare(a.touched, b.touched);
            return c != 0 ? c : Long.compare(a.key, b.key);
        });
        List<ProtoChunk> leaving = new ArrayList<>(excess), toCopy = new ArrayList<>();
        for (int i = 0; i < excess; i++) {
            KeptChunk k = resident.get(i);
            leaving.add(k.chunk);
            if (k.copy == null) toCopy.add(k.chunk);
        }
        ChunkSnapshots snapshots = new ChunkSnapshots(pool, toCopy, "spill");
        try {
            for (int i = 0; i < excess; i++) {
                KeptChunk k = resident.get(i);
                if (k instanceof LiveChunk l) l.spilledDecorated = LiveChunk.decorated(l.chunk);
                k.spilled = k.copy != null ? k.copy : spill.put(snapshots.next()); // an equal copy on disk: nothing to write
                k.copy = null;
                k.chunk = null;
            }
        } finally {
            snapshots.cancel();
        }
        for (ProtoChunk c : leaving) buffers.recycle(c); // after every snapshot is taken: a recycled buffer is reused
        spill.seal();
    }
}
