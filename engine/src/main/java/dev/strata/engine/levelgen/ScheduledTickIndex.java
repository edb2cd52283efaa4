package dev.strata.engine.levelgen;

import java.util.Arrays;
import java.util.List;

/**
 * The positions of one chunk's scheduled ticks ({@link ProtoChunk#blockTicks} or {@link ProtoChunk#fluidTicks}), so
 * that "is a tick of this type already scheduled here" (the game's {@code ProtoChunkTicks.schedule} keeps one tick per
 * position and type) is a hash probe instead of a walk over every tick of the chunk: a forest chunk gathers thousands
 * of leaf ticks, most of them asked for several times (once per face of the tree's surface). The list stays the
 * record, in scheduling order; the index maps each packed position ({@link BlockPos#asLong}) to the list index of its
 * first tick, so a repeat is one probe and one comparison; only a second type at one position walks the list. It follows the list: entries added to the list directly (a chunk read back) are
 * indexed at the next question, and a list that no longer holds, at the last indexed place, the tick indexed there
 * (cleared, or cleared and refilled) is indexed afresh.
 * Open addressing, linear probing, grows at half full. Not thread-safe; allocates only to grow.
 */
final class ScheduledTickIndex {
    private long[] keys = new long[64];
    private int[] first = new int[64];
    private boolean[] used = new boolean[64];
    private int count;
    /** List entries indexed so far, and the last of them. */
    private int indexed;
    private ProtoChunk.ScheduledTick last;

    /** Forgets every position (the list was cleared). */
    void clear() {
        if (count > 0) Arrays.fill(used, false);
        count = 0;
        indexed = 0;
        last = null;
    }

    /** Whether {@code ticks} holds a tick at {@code pos} of {@code type}. */
    boolean contains(List<ProtoChunk.ScheduledTick> ticks, long pos, String type) {
        sync(ticks);
        int at = firstAt(pos);
        if (at < 0) return false;
        if (ticks.get(at).type().equals(type)) return true;
        for (int i = at + 1, n = ticks.size(); i < n; i++) {
            ProtoChunk.ScheduledTick t = ticks.get(i);
            if (t.pos() == pos && t.type().equals(type)) return true;
        }
        return false;
    }

    /** Appends a tick at {@code pos} of {@code type} (delay and priority 0) unless {@link #contains} it already. */
    void addOnce(List<ProtoChunk.ScheduledTick> ticks, long pos, String type) {
        if (contains(ticks, pos, type)) return;
        ticks.add(new ProtoChunk.ScheduledTick(pos, type, 0, 0));
        sync(ticks);
    }

    private void sync(List<ProtoChunk.ScheduledTick> ticks) {
        int n = ticks.size();
        if (n < indexed || (indexed > 0 && ticks.get(indexed - 1) != last)) clear();
        if (indexed == n) return;
        for (; indexed < n; indexed++) add(ticks.get(indexed).pos(), indexed);
        last = ticks.get(n - 1);
    }

    private static int slot(long pos, int mask) {
        long h = pos * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }

    /** The list index of the first tick at {@code pos}, or -1. */
    private int firstAt(long pos) {
        int mask = keys.length - 1;
        for (int i = slot(pos, mask); used[i]; i = (i + 1) & mask) {
            if (keys[i] == pos) return first[i];
        }
        return -1;
    }

    /** Notes the tick at list index {@code at}, unless an earlier one holds its position. */
    private void add(long pos, int at) {
        int mask = keys.length - 1;
        int i = slot(pos, mask);
        for (; used[i]; i = (i + 1) & mask) {
            if (keys[i] == pos) return;
        }
        used[i] = true;
        keys[i] = pos;
        first[i] = at;
        if (++count * 2 > keys.length) grow();
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldFirst = first;
        boolean[] oldUsed = used;
        keys = new long[oldKeys.length * 2];
        first = new int[oldKeys.length * 2];
        used = new boolean[oldKeys.length * 2];
        count = 0;
        for (int i = 0; i < oldKeys.length; i++) if (oldUsed[i]) add(oldKeys[i], oldFirst[i]);
    }
}
