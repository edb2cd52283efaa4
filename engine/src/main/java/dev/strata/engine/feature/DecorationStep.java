package dev.strata.engine.feature;

import dev.strata.engine.feature.placement.PlacedFeature;
import dev.strata.engine.feature.placement.PlacementContext;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.WorldgenRandom;
import dev.strata.engine.random.XoroshiroRandom;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The features step of one chunk (game: {@code ChunkGenerator.applyBiomeDecoration}), on a {@link DecorationRegion}
 * bound to the chunk and its eight neighbours.
 *
 * <p>The game's rule: the decoration seed of the chunk's minimum block corner ({@code setDecorationSeed} on a
 * Xoroshiro-backed {@link WorldgenRandom}); the biomes stored anywhere in the 3 x 3 chunks, kept if the biome source
 * can give them; then for each decoration step (11), first the structures of that step (each seeded with its index
 * among the registry's structures of the step), then the placed features any of those biomes lists in that step, in
 * the global order ({@link FeatureSorter}), each seeded with {@code setFeatureSeed(decorationSeed, globalIndex,
 * step)} and placed with the biome check from the chunk's corner at the dimension's lowest y.
 *
 * <p>Structures: not placed yet (Strata does not plan structures); a chunk that the game would give structure
 * pieces differs there. One per worker; not thread-safe.
 */
public final class DecorationStep {
    /** Game: {@code GenerationStep.Decoration.values().length}. */
    public static final int STEPS = 11;

    private final long seed;
    private final BiomeFeatures biomeFeatures;
    private final List<List<PlacedFeature>> order;
    private final Map<PlacedFeature, Integer>[] indexInStep;
    private final boolean[] possible;
    private final WorldgenRandom random = new WorldgenRandom(new XoroshiroRandom(0L));
    private final boolean[] present;
    private final int[] scratch = new int[512];
    private final PlacementContext.BiomeFeatureTest biomeTest;

    /**
     * @param seed the world seed
     * @param biomeFeatures the possible biomes' feature lists
     * @param order the global order ({@link FeatureSorter#featuresPerStep})
     * @param possibleBiomes the biome source's biomes
     * @param biomeCount the size of the biome registry
     */
    @SuppressWarnings("unchecked")
    public DecorationStep(long seed, BiomeFeatures biomeFeatures, List<List<PlacedFeature>> order, List<Integer> possibleBiomes, int biomeCount) {
        this.seed = seed;
        this.biomeFeatures = biomeFeatures;
        this.order = order;
        this.indexInStep = new Map[order.size()];
        for (int s = 0; s < order.size(); s++) {
            Map<PlacedFeature, Integer> m = new IdentityHashMap<>();
            for (int i = 0; i < order.get(s).size(); i++) m.put(order.get(s).get(i), i);
            indexInStep[s] = m;
        }
        this.possible = new boolean[biomeCount];
        for (int b : possibleBiomes) possible[b] = true;
        this.present = new boolean[biomeCount];
        this.biomeTest = biomeFeatures::hasFeature;
    }

    /**
     * Decorates the centre chunk of {@code region} (already bound with {@link DecorationRegion#set}).
     *
     * @param around the nine chunks the region is bound to (their stored biomes decide which features run)
     */
    public void apply(DecorationRegion region, ProtoChunk[] around) {
        int minX = region.centerChunkX() << 4, minZ = region.centerChunkZ() << 4;
        long decorationSeed = random.setDecorationSeed(seed, minX, minZ);
        Arrays.fill(present, false);
        for (ProtoChunk c : around) for (int b : c.biomes()) present[b] = true;
        for (int b = 0; b < present.length; b++) present[b] &= possible[b];
        PlacementContext context = new PlacementContext(region, null, biomeTest);
        int steps = Math.max(STEPS, order.size());
        for (int step = 0; step < steps; step++) {
            // structures of this step would be placed here (not yet planned by Strata)
            if (step >= order.size()) continue;
            int n = 0;
            for (int b = 0; b < present.length; b++) {
                if (!present[b]) continue;
                PlacedFeature[][] lists = biomeFeatures.steps(b);
                if (step >= lists.length) continue;
                for (PlacedFeature f : lists[step]) {
                    Integer index = indexInStep[step].get(f);
                    if (index == null) throw new IllegalStateException(f + " is missing from the feature order of step " + step);
                    n = add(index, n);
                }
            }
            Arrays.sort(scratch, 0, n);
            List<PlacedFeature> stepOrder = order.get(step);
            for (int i = 0; i < n; i++) {
                int index = scratch[i];
                PlacedFeature f = stepOrder.get(index);
                random.setFeatureSeed(decorationSeed, index, step);
                PlacementContext top = new PlacementContext(region, f, biomeTest);
                try {
                    f.placeWithBiomeCheck(top, random, minX, region.getMinY(), minZ);
                } catch (RuntimeException e) {
                    throw new IllegalStateException("placing " + f + " (step " + step + ") in chunk " + region.centerChunkX() + " "
                            + region.centerChunkZ() + ": " + e.getMessage(), e);
                }
            }
        }
    }

    private int add(int index, int n) {
        for (int i = 0; i < n; i++) if (scratch[i] == index) return n;
        scratch[n] = index;
        return n + 1;
    }
}
