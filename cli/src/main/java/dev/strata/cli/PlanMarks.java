package dev.strata.cli;

import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.plan.RegionTask;

/**
 * What a checkpoint's marks say of a plan: the area's chunks written to the region files, and its regions done and
 * begun. The marks of a run past carvers also hold the ring of chunks just outside the area it wrote at
 * {@code carvers}: {@link #ring} counts those apart, so that "written" means the area's chunks in every message that
 * says it ({@code generate}'s stop summary and resume line, {@code generate --status}).
 *
 * @param written      chunks of the area the marks record (written to the region files; the count --status shows)
 * @param ring         chunks outside the area the marks record (the ring a decoration run wrote at carvers)
 * @param regionsDone  regions of the plan whose every planned chunk is marked
 * @param regionsBegun regions of the plan with some but not all planned chunks marked
 */
record PlanMarks(long written, long ring, int regionsDone, int regionsBegun) {

    /** A region's marks: 16 longs, bit {@code (cx & 31) + (cz & 31) * 32} set for a chunk written (all zero: none). */
    @FunctionalInterface
    interface Masks {
        long[] of(int regionX, int regionZ);
    }

    /**
     * Counts {@code plan}'s chunks among the marks.
     *
     * @param marked every chunk the marks record, in or outside the area ({@code Checkpoint.doneCount()})
     */
    static PlanMarks of(RegionPlan plan, Masks masks, long marked) {
        long written = 0;
        int done = 0, begun = 0;
        for (int i = 0; i < plan.regionCount(); i++) {
            RegionTask t = plan.region(i);
            long[] planned = t.mask(), m = masks.of(t.regionX(), t.regionZ());
            long n = 0;
            for (int k = 0; k < 16; k++) n += Long.bitCount(planned[k] & m[k]);
            written += n;
            if (n == t.size()) done++;
            else if (n > 0) begun++;
        }
        return new PlanMarks(written, Math.max(0, marked - written), done, begun);
    }
}
