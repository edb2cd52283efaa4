package dev.strata.engine.sched;

/**
 * The chunks of one region a run must produce, in the order the plan visits them.
 *
 * @param regionX region x (chunk x >> 5)
 * @param regionZ region z (chunk z >> 5)
 * @param chunkXs absolute chunk x of each chunk
 * @param chunkZs absolute chunk z of each chunk (same length)
 */
public record RegionWork(int regionX, int regionZ, int[] chunkXs, int[] chunkZs) {
    public RegionWork {
        if (chunkXs.length != chunkZs.length) throw new IllegalArgumentException("chunk coordinate arrays differ in length");
    }

    public int size() {
        return chunkXs.length;
    }
}
