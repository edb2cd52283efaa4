package dev.strata.engine.feature;

import dev.strata.engine.feature.placement.PlacedFeature;
import dev.strata.engine.feature.placement.PlacementContext;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.random.WorldgenRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.StructureStarts;
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
 * <p>Structures: the starts that reach the chunk ({@link StructureStarts#references}), for the structures Strata
 * builds (mineshafts today); each structure of a step is seeded with its index among all the registry's structures
 * of that step, built or not. Chunks where the game would place pieces of other structures differ there. One per
 * worker; not thread-safe.
 */
public final class DecorationStep {
    /** Game: {@code GenerationStep.Decoration.values().length}. */
    public static final int STEPS = 11;

    private final long seed;
    private final BiomeFeatures biomeFeatures;
    private final List<List<PlacedFeature>> order;
    private final Map<PlacedFeature, Integer>[] indexInStep;
    private final boolean[] possible;
    /**
     * This chunk's random: a fresh one per {@link #apply}, as the game's {@code applyBiomeDecoration} makes
     * ({@code new WorldgenRandom(new XoroshiroRandomSource(...))}), so no Gaussian kept by the previous chunk's
     * features (a {@code WorldgenRandom} keeps it across {@code setSeed}) reaches this one.
     */
    private WorldgenRandom random;
    private final boolean[] present;
    private final int[] scratch = new int[512];
    private final PlacementContext.BiomeFeatureTest biomeTest;
    private final StructureStarts structures;
    /** Per step, per index in the step's order: the placed feature is a tree ({@link TreeFamily}). */
    private final boolean[][] tree;
    /** Wall nanoseconds spent placing structures, tree features and the other features, since made. */
    private long structureNanos, treeNanos, otherNanos;

    /**
     * @param seed the world seed
     * @param biomeFeatures the possible biomes' feature lists
     * @param order the global order ({@link FeatureSorter#featuresPerStep})
     * @param possibleBiomes the biome source's biomes
     * @param biomeCount the size of the biome registry
     * @param structures the dimension's structure starts, or null to place no structure
     */
    @SuppressWarnings("unchecked")
    public DecorationStep(long seed, BiomeFeatures biomeFeatures, List<List<PlacedFeature>> order, List<Integer> possibleBiomes, int biomeCount,
            StructureStarts structures) {
        this.seed = seed;
        this.structures = structures;
        this.biomeFeatures = biomeFeatures;
        this.order = order;
        this.indexInStep = new Map[order.size()];
        this.tree = new boolean[order.size()][];
        for (int s = 0; s < order.size(); s++) {
            Map<PlacedFeature, Integer> m = new IdentityHashMap<>();
            for (int i = 0; i < order.get(s).size(); i++) m.put(order.get(s).get(i), i);
            indexInStep[s] = m;
            tree[s] = new boolean[order.get(s).size()];
            for (int i = 0; i < tree[s].length; i++) tree[s][i] = TreeFamily.isTree(order.get(s).get(i));
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
     * @param structureContext what computing a structure start needs (unused without structures)
     */
    public void apply(DecorationRegion region, ProtoChunk[] around, StructureStarts.Context structureContext) {
        int minX = region.centerChunkX() << 4, minZ = region.centerChunkZ() << 4;
        random = new WorldgenRandom(new XoroshiroRandom(0L));
        long decorationSeed = random.setDecorationSeed(seed, minX, minZ);
        Arrays.fill(present, false);
        for (ProtoChunk c : around) for (int b : c.biomes()) present[b] = true;
        for (int b = 0; b < present.length; b++) present[b] &= possible[b];
        PlacementContext context = new PlacementContext(region, null, biomeTest);
        int steps = Math.max(STEPS, order.size());
        java.util.Map<String, List<StructureStart>> reaching = structures == null ? java.util.Map.of()
                : structures.reachingStarts(region.centerChunkX(), region.centerChunkZ(), structureContext);
        boolean reached = !reaching.isEmpty();
        for (int step = 0; step < steps; step++) {
            if (reached) {
                long t0 = System.nanoTime();
                placeStructures(region, step, decorationSeed, reaching);
                structureNanos += System.nanoTime() - t0;
            }
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
                long t0 = System.nanoTime();
                try {
                    f.placeWithBiomeCheck(top, random, minX, region.getMinY(), minZ);
                } catch (RuntimeException e) {
                    throw new IllegalStateException("placing " + f + " (step " + step + ") in chunk " + region.centerChunkX() + " "
                            + region.centerChunkZ() + ": " + e.getMessage(), e);
                }
                long spent = System.nanoTime() - t0;
                if (tree[step][index]) treeNanos += spent;
                else otherNanos += spent;
            }
        }
    }

    /**
     * Wall time this step has spent, since it was made, in each part of {@link #apply} (for {@code strata bench}):
     * placing structure pieces, placing the features {@link TreeFamily} counts as trees (each top-level placed
     * feature timed as a whole, its placement modifiers included), and placing the other features. What
     * {@code apply} spends besides (the biome scan, seeding) is in none of them.
     */
    public Timings timings() {
        return new Timings(structureNanos, treeNanos, otherNanos);
    }

    /**
     * Wall nanoseconds by part of the features step (see {@link DecorationStep#timings}).
     *
     * @param structures placing structure pieces
     * @param trees placing tree features (tree, fallen_tree, huge mushrooms, huge fungi, selectors of only those)
     * @param otherFeatures placing every other placed feature
     */
    public record Timings(long structures, long trees, long otherFeatures) {
        /** No time spent. */
        public static final Timings ZERO = new Timings(0, 0, 0);
    }

    /** Game: the structure half of a step in {@code applyBiomeDecoration}. */
    private void placeStructures(DecorationRegion region, int step, long decorationSeed, java.util.Map<String, List<StructureStart>> reaching) {
        List<ResourceId> ofStep = structures.structuresOfStep(step);
        int cx = region.centerChunkX(), cz = region.centerChunkZ();
        for (int index = 0; index < ofStep.size(); index++) {
            ResourceId id = ofStep.get(index);
            if (!structures.supported(id)) continue;
            List<StructureStart> starts = reaching.get(id.toString());
            if (starts == null) continue;
            random.setFeatureSeed(decorationSeed, index, step);
            Structure structure = structures.structure(id);
            BoundingBox area = StructureStart.writableArea(cx, cz, region.getMinY(), region.getHeight());
            for (StructureStart s : starts) {
                try {
                    s.placeInChunk(region, random, area, cx, cz);
                    structure.afterPlace(region, random, area, cx, cz, s.pieces());
                } catch (RuntimeException e) {
                    throw new IllegalStateException("placing " + id + " started in chunk " + s.chunkX() + " " + s.chunkZ() + " into chunk " + cx + " "
                            + cz + ": " + e.getMessage(), e);
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
