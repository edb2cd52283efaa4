package dev.strata.engine.plan;

/** The chunk set and order behind a {@link RegionPlan}. */
interface Layout {
    long chunkCount();

    int regionCount();

    /** The i-th region's task, computed on demand. */
    RegionTask task(int i);

    boolean contains(int cx, int cz);

    /** The smallest box of chunks holding every chunk: {minX, minZ, maxX, maxZ}, inclusive chunk coordinates. */
    int[] chunkBounds();
}
