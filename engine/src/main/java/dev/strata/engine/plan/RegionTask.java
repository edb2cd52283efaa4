package dev.strata.engine.plan;

import java.util.Arrays;

/**
 * One region's share of a plan: the region (x, z in <b>regions</b>) and its chunks to generate, in visit order,
 * each packed with {@link ChunkPos#pack} (chunk coordinates). Immutable: the array is copied in and out.
 *
 * @param regionX region x ({@code cx >> 5})
 * @param regionZ region z ({@code cz >> 5})
 * @param chunks packed chunk positions, 1 to 1024, all inside this region, no duplicates
 */
public record RegionTask(int regionX, int regionZ, long[] chunks) {
    public RegionTask {
        chunks = chunks.clone();
    }

    /** A copy of the packed chunk positions in visit order. */
    @Override
    public long[] chunks() {
        return chunks.clone();
    }

    /** Number of chunks (1..1024). */
    public int size() {
        return chunks.length;
    }

    /** The i-th chunk in visit order, packed. */
    public long chunk(int i) {
        return chunks[i];
    }

    /**
     * The chunks as a 1024-bit mask, 16 longs, bit {@link ChunkPos#localIndex} set for each chunk — the form
     * {@link dev.strata.engine.checkpoint.Checkpoint#markRegionDone} takes.
     */
    public long[] mask() {
        long[] m = new long[16];
        for (long c : chunks) {
            int i = ChunkPos.localIndex(ChunkPos.x(c), ChunkPos.z(c));
            m[i >>> 6] |= 1L << i;
        }
        return m;
    }

    /** The region key, {@code ChunkPos.pack(regionX, regionZ)}. */
    public long regionKey() {
        return ChunkPos.pack(regionX, regionZ);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RegionTask t && t.regionX == regionX && t.regionZ == regionZ && Arrays.equals(t.chunks, chunks);
    }

    @Override
    public int hashCode() {
        return (regionX * 31 + regionZ) * 31 + Arrays.hashCode(chunks);
    }

    @Override
    public String toString() {
        return "RegionTask[r." + regionX + "." + regionZ + ", " + chunks.length + " chunks]";
    }
}
