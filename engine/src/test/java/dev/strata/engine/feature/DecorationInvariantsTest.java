package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.BlockFlags;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Invariants of the features step over several seeds: after decorating a 4 x 4 area (and so writing into the ring
 * around it), every chunk's final heightmaps equal a recount of its blocks, and no chunk outside the area's 3 x 3
 * neighbourhoods changed.
 */
class DecorationInvariantsTest {
    static final String[] DIMENSIONS = {"minecraft:the_end", "minecraft:the_nether"};

    @Test
    void heightmapsEqualARecountAndNothingOutsideTheNeighbourhoodsChanges() {
        for (String dim : DIMENSIONS) {
            for (long seed : new long[] {1L, 13579L, -7L}) {
                DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse(dim), null, seed);
                DimensionGenerator.Worker w = g.newWorker();
                int x0 = dim.equals("minecraft:the_end") ? 1000 : 0, z0 = 0;
                Map<Long, ProtoChunk> chunks = new HashMap<>();
                for (int x = x0 - 2; x <= x0 + 5; x++) {
                    for (int z = z0 - 2; z <= z0 + 5; z++) {
                        ProtoChunk c = g.newChunk();
                        w.generate(x, z, ChunkStep.CARVERS, c);
                        chunks.put(key(x, z), c);
                    }
                }
                Map<Long, int[]> outer = new HashMap<>();
                for (Map.Entry<Long, ProtoChunk> e : chunks.entrySet()) outer.put(e.getKey(), e.getValue().blocks().clone());
                ProtoChunk[] around = new ProtoChunk[9];
                for (int x = x0; x < x0 + 4; x++) {
                    for (int z = z0; z < z0 + 4; z++) {
                        for (int dz = -1; dz <= 1; dz++) for (int dx = -1; dx <= 1; dx++) around[(dz + 1) * 3 + dx + 1] = chunks.get(key(x + dx, z + dz));
                        w.decorate(around);
                    }
                }
                byte[] flags = BlockFlags.table();
                int changedInside = 0;
                for (Map.Entry<Long, ProtoChunk> e : chunks.entrySet()) {
                    ProtoChunk c = e.getValue();
                    int x = (int) (e.getKey() >> 32), z = (int) (long) e.getKey();
                    boolean reachable = x >= x0 - 1 && x <= x0 + 4 && z >= z0 - 1 && z <= z0 + 4;
                    if (!reachable) {
                        assertArrayEquals(outer.get(e.getKey()), c.blocks(), dim + " seed " + seed + ": chunk " + x + " " + z + " changed");
                        continue;
                    }
                    if (!java.util.Arrays.equals(outer.get(e.getKey()), c.blocks())) changedInside++;
                    if (!c.finalHeightmapsPrimed()) continue;
                    for (Heightmap.Types t : new Heightmap.Types[] {Heightmap.Types.WORLD_SURFACE, Heightmap.Types.OCEAN_FLOOR,
                            Heightmap.Types.MOTION_BLOCKING, Heightmap.Types.MOTION_BLOCKING_NO_LEAVES}) {
                        int[] recount = new int[256];
                        for (int col = 0; col < 256; col++) recount[col] = Heightmap.prime(c.blocks(), flags, col, c.minY(), c.height(), t);
                        assertArrayEquals(recount, c.finalHeightmap(t), dim + " seed " + seed + ": chunk " + x + " " + z + " " + t);
                    }
                }
                assertTrue(changedInside > 0, dim + " seed " + seed + ": the features changed nothing; the test tests nothing");
            }
        }
    }

    private static long key(int x, int z) {
        return ((long) x << 32) | (z & 0xFFFFFFFFL);
    }
}
