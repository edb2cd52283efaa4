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
        ClimateRTree.Cursor cursor = tree.cursor();
        long[] target = cursor.target;
        return (qx, qy, qz) -> {
            sampler.sample(qx, qy, qz, target);
            return tree.search(cursor);
        };
    }
}
