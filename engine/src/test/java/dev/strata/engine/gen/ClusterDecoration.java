package dev.strata.engine.gen;

import dev.strata.engine.levelgen.ProtoChunk;
import java.util.HashMap;
import java.util.Map;

/**
 * The SteelMC extractor's {@code x_z_ascending} protocol for one cluster (the tests against its stated-protocol files):
 * every chunk of the rectangle and of the ring around it generated to carvers, then the rectangle's chunks decorated in
 * ascending x, then ascending z; the ring never is.
 */
final class ClusterDecoration {
    private ClusterDecoration() {}

    /**
     * Decorates chunks {@code minX..maxX} x {@code minZ..maxZ} (inclusive) as above with worker {@code w}.
     *
     * @return every chunk generated (the rectangle and its ring), by {@link dev.strata.engine.plan.ChunkPos#pack}
     */
    static Map<Long, ProtoChunk> decorateAfterAll(DimensionGenerator g, DimensionGenerator.Worker w, int minX, int minZ, int maxX, int maxZ) {
        Map<Long, ProtoChunk> chunks = new HashMap<>();
        for (int x = minX - 1; x <= maxX + 1; x++) {
            for (int z = minZ - 1; z <= maxZ + 1; z++) {
                ProtoChunk p = g.newChunk();
                w.generate(x, z, ChunkStep.CARVERS, p);
                chunks.put(key(x, z), p);
            }
        }
        ProtoChunk[] around = new ProtoChunk[9];
        for (int x = minX; x <= maxX; x++) {
            for (int z = minZ; z <= maxZ; z++) {
                for (int dz = -1; dz <= 1; dz++) {
                    for (int dx = -1; dx <= 1; dx++) around[(dz + 1) * 3 + dx + 1] = chunks.get(key(x + dx, z + dz));
                }
                w.decorate(around);
            }
        }
        return chunks;
    }

    /**
     * As {@link #decorateAfterAll(DimensionGenerator, DimensionGenerator.Worker, int, int, int, int)} over the smallest
     * rectangle holding every chunk of {@code rows}; {@code size} is checked against it (a 10 x 10 cluster: 10).
     */
    static <T> Map<Long, ProtoChunk> decorateCluster(DimensionGenerator g, DimensionGenerator.Worker w, java.util.List<T> rows,
            java.util.function.ToIntFunction<T> x, java.util.function.ToIntFunction<T> z, int size) {
        int minX = Integer.MAX_VALUE, minZ = Integer.MAX_VALUE, maxX = Integer.MIN_VALUE, maxZ = Integer.MIN_VALUE;
        for (T r : rows) {
            minX = Math.min(minX, x.applyAsInt(r));
            minZ = Math.min(minZ, z.applyAsInt(r));
            maxX = Math.max(maxX, x.applyAsInt(r));
            maxZ = Math.max(maxZ, z.applyAsInt(r));
        }
        if (rows.size() != size * size || maxX - minX != size - 1 || maxZ - minZ != size - 1) {
            throw new IllegalStateException("not a " + size + " x " + size + " cluster: " + rows.get(0));
        }
        return decorateAfterAll(g, w, minX, minZ, maxX, maxZ);
    }

    static long key(int x, int z) {
        return dev.strata.engine.plan.ChunkPos.pack(x, z);
    }
}
