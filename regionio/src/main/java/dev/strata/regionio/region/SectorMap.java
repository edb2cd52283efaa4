package dev.strata.regionio.region;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Which 4 KiB sectors of a region file are in use, for allocation. Sectors 0 and 1 (the header) are always used.
 * Use is counted, so that two header entries that overlap (a damaged file) never free each other's sectors.
 *
 * <p>Freed sectors first go to a pending list and become allocatable only after {@link #releasePending()}, which
 * the writer calls once the file has been forced to disk after the header change that freed them: until then a
 * crash could bring the old header entry back, and its sectors must still hold the old payload.
 *
 * <p>Not thread-safe: the region's write lock guards it.
 */
final class SectorMap {
    private int[] use;
    private int end;
    private final List<int[]> pending = new ArrayList<>();

    SectorMap(int fileSectors) {
        use = new int[Math.max(64, fileSectors + 16)];
        end = Math.max(2, fileSectors);
        use[0] = 1;
        use[1] = 1;
    }

    /** Marks a range used (at open time, from the header). */
    void mark(int offset, int count) {
        ensure(offset + count);
        for (int s = offset; s < offset + count; s++) use[s]++;
        end = Math.max(end, offset + count);
    }

    /** Schedules a range for freeing once the header change that dropped it is on disk. */
    void freeLater(int offset, int count) {
        pending.add(new int[] {offset, count});
    }

    /** Makes the pending ranges allocatable. */
    void releasePending() {
        for (int[] r : pending) {
            for (int s = r[0]; s < r[0] + r[1]; s++) if (use[s] > 0) use[s]--;
        }
        pending.clear();
    }

    /** First fit of {@code count} free sectors, else at the end of the file; marks them used and returns the offset. */
    int allocate(int count) {
        int run = 0;
        for (int s = 2; s < end; s++) {
            if (use[s] == 0) { // pending sectors keep their count until released
                if (++run == count) {
                    int start = s - count + 1;
                    mark(start, count);
                    return start;
                }
            } else {
                run = 0;
            }
        }
        int start = end - run;
        mark(start, count);
        return start;
    }

    /** Sectors from 0 to the end of the last used or file sector. */
    int end() {
        return end;
    }

    private void ensure(int size) {
        if (size > use.length) use = Arrays.copyOf(use, Math.max(size, use.length * 2));
    }
}
