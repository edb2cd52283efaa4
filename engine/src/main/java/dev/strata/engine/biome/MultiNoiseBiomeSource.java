package dev.strata.engine.biome;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code minecraft:multi_noise} (game: {@code MultiNoiseBiomeSource}): the biome of the parameter-list entry
 * nearest to the quantized climate at the quart, found with the game's {@link ClimateRTree}. Built from an inline
 * {@code biomes} list or a preset ({@link BiomeParameterPresets}). Immutable; each worker uses its own
 * {@link #resolver} (its own R-tree warm start, as the game's per-thread last leaf).
 */
public final class MultiNoiseBiomeSource implements BiomeSource {
    private final List<Climate.Entry> entries;
    private final ClimateRTree tree;

    /** @param entries the parameter list in its defining order (the order decides ties, as in the game) */
    public MultiNoiseBiomeSource(List<Climate.Entry> entries, BiomeRegistry registry) {
        this.entries = List.copyOf(entries);
        List<Climate.ParameterPoint> boxes = new ArrayList<>(entries.size());
        int[] values = new int[entries.size()];
        for (int i = 0; i < entries.size(); i++) {
            boxes.add(entries.get(i).point());
            values[i] = registry.id(entries.get(i).biome());
        }
        this.tree = new ClimateRTree(boxes, values);
    }

    public List<Climate.Entry> entries() {
        return entries;
    }

    public ClimateRTree tree() {
        return tree;
    }

    @Override
    public Resolver resolver(ClimateSampler sampler) {
        return new TreeResolver(sampler, tree);
    }

    /**
     * One worker's lookups: its own warm-start cursor. A chunk is filled in two passes — climate sampled column by
     * column (y innermost, so the chunk router's per-column caches hit), then the R-tree searched in the game's
     * quart order (sections up, x, y, z), which is the only order-sensitive part.
     */
    private static final class TreeResolver implements Resolver {
        private final ClimateSampler sampler;
        private final ClimateRTree tree;
        private final ClimateRTree.Cursor cursor;
        private long[] climate = new long[0];

        TreeResolver(ClimateSampler sampler, ClimateRTree tree) {
            this.sampler = sampler;
            this.tree = tree;
            this.cursor = tree.cursor();
        }

        @Override
        public int biome(int qx, int qy, int qz) {
            sampler.sample(qx, qy, qz, cursor.target);
            return tree.search(cursor);
        }

        @Override
        public void fillChunk(int chunkX, int chunkZ, int minSectionY, int sectionCount, int[] out) {
            int quarts = ChunkBiomes.size(sectionCount);
            if (climate.length < quarts * Climate.AXES) climate = new long[quarts * Climate.AXES];
            long[] c = climate;
            long[] t = cursor.target;
            int quartMinX = chunkX << 2, quartMinZ = chunkZ << 2, quartMinY = minSectionY << 2, quartsY = sectionCount << 2;
            for (int x = 0; x < 4; x++) {
                for (int z = 0; z < 4; z++) {
                    for (int qy = 0; qy < quartsY; qy++) {
                        sampler.sample(quartMinX + x, quartMinY + qy, quartMinZ + z, t);
                        System.arraycopy(t, 0, c, ChunkBiomes.index(qy >> 2, x, qy & 3, z) * Climate.AXES, Climate.AXES);
                    }
                }
            }
            for (int s = 0; s < sectionCount; s++) {
                for (int x = 0; x < 4; x++) {
                    for (int y = 0; y < 4; y++) {
                        for (int z = 0; z < 4; z++) {
                            int i = ChunkBiomes.index(s, x, y, z);
                            System.arraycopy(c, i * Climate.AXES, t, 0, Climate.AXES);
                            out[i] = tree.search(cursor);
                        }
                    }
                }
            }
        }
    }
}
