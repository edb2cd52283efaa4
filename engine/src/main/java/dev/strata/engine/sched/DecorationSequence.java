package dev.strata.engine.sched;

import java.util.Iterator;

/**
 * The planned chunks a {@link DecorationJob} still has to decorate, in plan order, numbered from 0: produced region by
 * region only as the run looks at them, and kept only from the oldest chunk not yet retired to the furthest one looked
 * at (the run's look-ahead), so its memory does not depend on the size of the plan. A chunk is taken when the filter
 * says so, at the moment it is produced (the run's rule: not decorated already, not an existing chunk, in the plan).
 *
 * <p>Each held chunk is {@code {x, z, regionX, regionZ}} with two flags: launched (its decoration was started) and
 * completed (its decoration ended).
 */
final class DecorationSequence {
    /** Whether a planned chunk, met in plan order, is to be decorated. */
    interface Filter {
        boolean take(int x, int z);
    }

    private final Iterator<RegionWork> regions;
    private final Filter filter;
    private RegionWork region;
    private int next;
    private long[][] chunks = new long[128][];
    private boolean[] launched = new boolean[128], completed = new boolean[128];
    /** Chunks {@code [base, end)} are held. */
    private long base, end;

    DecorationSequence(Iterator<RegionWork> regions, Filter filter) {
        this.regions = regions;
        this.filter = filter;
    }

    /** Whether chunk {@code i} (not yet released) exists: produces the sequence up to it. */
    boolean has(long i) {
        if (i < base) throw new IllegalStateException("chunk " + i + " of the sequence was released (held from " + base + ")");
        while (end <= i && produce()) {
            // produced one more
        }
        return i < end;
    }

    /** Chunk {@code i}: {@code {x, z, regionX, regionZ}}; it must be held ({@link #has}). */
    long[] get(long i) {
        return chunks[slot(i)];
    }

    boolean launched(long i) {
        return launched[slot(i)];
    }

    void launch(long i) {
        launched[slot(i)] = true;
    }

    boolean completed(long i) {
        return completed[slot(i)];
    }

    void complete(long i) {
        completed[slot(i)] = true;
    }

    /** Forgets the chunks before {@code i} (retired: never looked at again). */
    void release(long i) {
        for (; base < i && base < end; base++) {
            int s = (int) (base & (chunks.length - 1));
            chunks[s] = null;
            launched[s] = false;
            completed[s] = false;
        }
    }

    private int slot(long i) {
        if (i < base || i >= end) throw new IllegalStateException("chunk " + i + " of the sequence is not held [" + base + ", " + end + ")");
        return (int) (i & (chunks.length - 1));
    }

    private boolean produce() {
        while (true) {
            if (region == null || next >= region.size()) {
                if (!regions.hasNext()) return false;
                region = regions.next();
                next = 0;
                continue;
            }
            int x = region.chunkXs()[next], z = region.chunkZs()[next];
            next++;
            if (!filter.take(x, z)) continue;
            if (end - base == chunks.length) grow();
            chunks[(int) (end & (chunks.length - 1))] = new long[] {x, z, region.regionX(), region.regionZ()};
            end++;
            return true;
        }
    }

    /** Doubles the ring, keeping each held chunk at its index. */
    private void grow() {
        int n = chunks.length * 2;
        long[][] c = new long[n][];
        boolean[] l = new boolean[n], d = new boolean[n];
        for (long i = base; i < end; i++) {
            int from = (int) (i & (chunks.length - 1)), to = (int) (i & (n - 1));
            c[to] = chunks[from];
            l[to] = launched[from];
            d[to] = completed[from];
        }
        chunks = c;
        launched = l;
        completed = d;
    }
}
