package dev.strata.engine.sched;

import dev.strata.engine.plan.Center;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.plan.Pattern;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.plan.RegionTask;
import dev.strata.engine.plan.Shape;

/**
 * How many decorated chunks a {@code --until light} or {@code full} run must keep in memory at once, by the
 * scheduler's rule, without generating anything: the plan's chunks are decorated one by one in plan order, and a
 * decorated chunk is held until every planned chunk within three chunks of it (Chebyshev distance) is decorated
 * ({@link DecorationJob}: final when its planned neighbours are decorated, lit when its 3 x 3 is final, released when
 * its 3 x 3 is written). Prints the peak count per radius. The run holds up to one region more (chunks are written
 * at a region's end) plus the look-ahead; the count times a chunk's size (a {@code ProtoChunk}: 384 KiB of block
 * states in the overworld) is the bulk of the heap a run to the end needs.
 *
 * <p>Run: the profile {@code bench} compiles this folder into the test classes ({@code ./mvnw -B -o -Pbench -pl engine
 * -am test-compile}), then {@code java -cp engine/target/test-classes:cli/target/strata.jar
 * dev.strata.engine.sched.HeldChunksEstimate 1000 5000 20000} (radii in blocks; square, pattern {@code region}).
 */
public final class HeldChunksEstimate {
    private HeldChunksEstimate() {}

    public static void main(String[] args) {
        for (String a : args) {
            long radius = Long.parseLong(a);
            RegionPlan plan = RegionPlan.of(Center.parse("0,0"), Shape.parse("square"), radius, Pattern.parse("region"));
            long[] r = peak(plan);
            System.out.printf("radius %d blocks: %d chunks in %d regions; peak held %d chunks (after %d decorated)%n", radius, plan.chunkCount(),
                    plan.regionCount(), r[0], r[1]);
        }
    }

    /** {peak held, decorated count at the peak}. */
    static long[] peak(RegionPlan plan) {
        int minX = Integer.MAX_VALUE, minZ = Integer.MAX_VALUE, maxX = Integer.MIN_VALUE, maxZ = Integer.MIN_VALUE;
        for (int i = 0; i < plan.regionCount(); i++) {
            RegionTask t = plan.region(i);
            minX = Math.min(minX, t.regionX() * 32);
            minZ = Math.min(minZ, t.regionZ() * 32);
            maxX = Math.max(maxX, t.regionX() * 32 + 31);
            maxZ = Math.max(maxZ, t.regionZ() * 32 + 31);
        }
        final int d = 3, w = maxX - minX + 1 + 2 * d, h = maxZ - minZ + 1 + 2 * d, ox = minX - d, oz = minZ - d;
        // pending[c]: planned, undecorated chunks within distance d of c; decorated[c]
        byte[] pending = new byte[w * h];
        boolean[] decorated = new boolean[w * h];
        for (int i = 0; i < plan.regionCount(); i++) {
            for (long c : plan.region(i).chunks()) {
                int x = ChunkPos.x(c) - ox, z = ChunkPos.z(c) - oz;
                for (int dz = -d; dz <= d; dz++) for (int dx = -d; dx <= d; dx++) pending[(z + dz) * w + x + dx]++;
            }
        }
        long held = 0, peak = 0, at = 0, done = 0;
        for (int i = 0; i < plan.regionCount(); i++) {
            for (long c : plan.region(i).chunks()) {
                int x = ChunkPos.x(c) - ox, z = ChunkPos.z(c) - oz;
                decorated[z * w + x] = true;
                done++;
                held++;
                for (int dz = -d; dz <= d; dz++) {
                    for (int dx = -d; dx <= d; dx++) {
                        int k = (z + dz) * w + x + dx;
                        if (--pending[k] == 0 && decorated[k]) held--;
                    }
                }
                if (held > peak) {
                    peak = held;
                    at = done;
                }
            }
        }
        return new long[] {peak, at};
    }
}
