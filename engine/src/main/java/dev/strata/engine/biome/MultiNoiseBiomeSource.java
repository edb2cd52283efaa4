package dev.strata.engine.biome;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code minecraft:multi_noise} (game: {@code MultiNoiseBiomeSource}): the biome of the parameter-list entry
 * nearest to the quantized climate at the quart, found with the game's {@link ClimateRTree}. Built from an inline
 * {@code biomes} list or a preset ({@link BiomeParameterPresets}). Immutable; each worker uses its own
 * {@link #resolver} (its own R-tree warm start, as the game's per-thread last leaf, forgotten at the start of every
 * chunk's biome step: see {@code docs/notes-26x-worldgen.md} §4).
 */
public final class MultiNoiseBiomeSource implements BiomeSource {
    private final List<Climate.Entry> entries;
    private final ClimateRTree tree;
    private final DepthClassSearch depthClasses; // null: too many depth intervals
    private final List<Integer> possible;

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
        this.depthClasses = DepthClassSearch.of(boxes, tree);
        java.util.LinkedHashSet<Integer> distinct = new java.util.LinkedHashSet<>();
        for (int v : values) distinct.add(v);
        this.possible = List.copyOf(distinct);
    }

    @Override
    public List<Integer> possibleBiomes() {
        return possible;
    }

    public List<Climate.Entry> entries() {
        return entries;
    }

    public ClimateRTree tree() {
        return tree;
    }

    @Override
    public Resolver resolver(ClimateSampler sampler) {
        return new TreeResolver(sampler, tree, depthClasses);
    }

    /**
     * One worker's lookups: its own warm-start cursor, reset at the start of each chunk's fill. A chunk is filled in
     * two passes — climate sampled column by column (y innermost, so the chunk router's per-column caches hit), then
     * the R-tree searched in the game's quart order (sections up, x, y, z), which is the only order-sensitive part. A column whose climate varies only
     * in depth is resolved at once by its {@link DepthClassSearch} wherever one leaf is strictly nearest; only its
     * ties are left to the search.
     */
    static final class TreeResolver implements Resolver {
        final ClimateSampler sampler;
        final ClimateRTree tree;
        final ClimateRTree.Cursor cursor;
        /**
         * The last {@link #fillChunk}'s climate targets (sampled only where no strictly nearest leaf was remembered, so
         * always where {@link #uniqueLeaf} is -1) and leaves by quart index (read by
         * {@link BiomeZoomCache}).
         */
        long[] climate = new long[0];
        int[] leaves = new int[0];
        private boolean[] unique = new boolean[0];
        /** Quarts resolved by this worker, in this chunk or earlier ones (also filled by {@link BiomeZoomCache}). */
        final QuartLeafMemo memo = new QuartLeafMemo();
        private int filledChunkX, filledChunkZ, filledMinQuartY, filledQuartsY; // filledQuartsY 0: none
        /** Column state of the depth classes; null if the list has too many depth intervals. */
        private final DepthClassSearch.Column classes;
        /** Whether the sampler remembers every climate function but depth per column (they are y-free). */
        private final boolean depthOnlyVaries;
        private final long[] columnClimate = new long[QuartLeafMemo.QUARTS_Y * Climate.AXES];

        TreeResolver(ClimateSampler sampler, ClimateRTree tree, DepthClassSearch depthClasses) {
            this.sampler = sampler;
            this.tree = tree;
            this.cursor = tree.cursor();
            this.classes = depthClasses == null ? null : depthClasses.column();
            int others = ((1 << 6) - 1) & ~(1 << Climate.DEPTH);
            this.depthOnlyVaries = (sampler.columnCachedMask() & others) == others;
        }

        /** Whether the climates at {@code a[i..i+7)} and {@code b[j..j+7)} agree on every axis but depth. */
        private static boolean sameButDepth(long[] a, int i, long[] b, int j) {
            for (int d = 0; d < Climate.AXES; d++) {
                if (d != Climate.DEPTH && a[i + d] != b[j + d]) return false;
            }
            return true;
        }

        /**
         * Puts quarts {@code qyFrom..qyTo} of column {@code (qx, qz)} that it does not know yet into the {@link #memo}
         * (clipped to its range), if the climate there varies only in depth (the sampler says so structurally):
         * their strictly nearest leaves, or {@link QuartLeafMemo#TIE}. Returns false, doing nothing, where that does
         * not hold. Reads no warm start and leaves it alone.
         */
        boolean resolveColumn(int qx, int qz, int qyFrom, int qyTo) {
            if (classes == null || !depthOnlyVaries) return false;
            int from = Math.max(qyFrom, QuartLeafMemo.MIN_QUART_Y);
            int to = Math.min(qyTo, QuartLeafMemo.MIN_QUART_Y + QuartLeafMemo.QUARTS_Y - 1);
            long[] c = columnClimate;
            int first = -1;
            for (int qy = from; qy <= to; qy++) {
                if (memo.get(qx, qy, qz) != QuartLeafMemo.UNKNOWN) continue;
                int o = (qy - QuartLeafMemo.MIN_QUART_Y) * Climate.AXES;
                sampler.sample(qx, qy, qz, cursor.target);
                System.arraycopy(cursor.target, 0, c, o, Climate.AXES);
                if (first < 0) first = o;
                else if (!sameButDepth(c, first, c, o)) return false; // not what the sampler promised: no shortcut
            }
            if (first < 0) return true;
            classes.begin(c, first);
            for (int qy = from; qy <= to; qy++) {
                if (memo.get(qx, qy, qz) != QuartLeafMemo.UNKNOWN) continue;
                int leaf = classes.nearest(c[(qy - QuartLeafMemo.MIN_QUART_Y) * Climate.AXES + Climate.DEPTH]);
                memo.put(qx, qy, qz, leaf >= 0 ? leaf : QuartLeafMemo.TIE);
            }
            return true;
        }

        @Override
        public void forgetWarmStart() {
            cursor.reset();
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
            if (leaves.length < quarts) {
                leaves = new int[quarts];
                unique = new boolean[quarts];
            }
            filledQuartsY = 0;
            // The warm start is chunk-local: a chunk's grid depends on the chunk alone (see ChunkBiomes#fill).
            cursor.reset();
            long[] c = climate;
            long[] t = cursor.target;
            int quartMinX = chunkX << 2, quartMinZ = chunkZ << 2, quartMinY = minSectionY << 2, quartsY = sectionCount << 2;
            // Pass 1, column by column: quarts remembered with a strictly nearest leaf need neither climate nor search;
            // a column whose sampled climates differ only in depth is resolved by depth class (ties are left).
            for (int x = 0; x < 4; x++) {
                for (int z = 0; z < 4; z++) {
                    int first = -1, sampled = 0;
                    boolean depthOnly = classes != null;
                    for (int qy = 0; qy < quartsY; qy++) {
                        int i = ChunkBiomes.index(qy >> 2, x, qy & 3, z);
                        int known = memo.get(quartMinX + x, quartMinY + qy, quartMinZ + z);
                        if (known >= 0) {
                            leaves[i] = known;
                            unique[i] = true;
                        } else {
                            unique[i] = false;
                            sampler.sample(quartMinX + x, quartMinY + qy, quartMinZ + z, t);
                            System.arraycopy(t, 0, c, i * Climate.AXES, Climate.AXES);
                            if (first < 0) first = i * Climate.AXES;
                            else if (depthOnly && !sameButDepth(c, first, c, i * Climate.AXES)) depthOnly = false;
                            sampled++;
                        }
                    }
                    if (!depthOnly || sampled <= classes.classCount()) continue;
                    classes.begin(c, first);
                    for (int qy = 0; qy < quartsY; qy++) {
                        int i = ChunkBiomes.index(qy >> 2, x, qy & 3, z);
                        if (unique[i]) continue;
                        int leaf = classes.nearest(c[i * Climate.AXES + Climate.DEPTH]);
                        if (leaf < 0) continue; // a tie: the search in pass 2
                        leaves[i] = leaf;
                        unique[i] = true;
                        memo.put(quartMinX + x, quartMinY + qy, quartMinZ + z, leaf);
                    }
                }
            }
            // Pass 2, in the game's order, the only order-sensitive part.
            for (int s = 0; s < sectionCount; s++) {
                for (int x = 0; x < 4; x++) {
                    for (int y = 0; y < 4; y++) {
                        for (int z = 0; z < 4; z++) {
                            int i = ChunkBiomes.index(s, x, y, z);
                            int leaf;
                            if (unique[i]) {
                                leaf = leaves[i]; // the search's result from any warm start, and the warm start it leaves
                                tree.adopt(cursor, leaf);
                            } else {
                                System.arraycopy(c, i * Climate.AXES, t, 0, Climate.AXES);
                                // One pass finds the nearest leaf and whether it is the only one at its distance; only
                                // then is it what the warm-started search returns (else the warm start decides: search).
                                int found = tree.nearestUnique(cursor, cursor.lastLeaf());
                                if (found >= 0) {
                                    leaf = found;
                                    tree.adopt(cursor, leaf);
                                } else {
                                    leaf = tree.searchLeaf(cursor);
                                }
                                leaves[i] = leaf;
                                unique[i] = found >= 0;
                                memo.put(quartMinX + x, quartMinY + (s << 2) + y, quartMinZ + z, found >= 0 ? leaf : QuartLeafMemo.TIE);
                            }
                            out[i] = tree.leafValue(leaf);
                        }
                    }
                }
            }
            filledChunkX = chunkX;
            filledChunkZ = chunkZ;
            filledMinQuartY = quartMinY;
            filledQuartsY = quartsY;
        }

        /**
         * The leaf that {@link #fillChunk} of the chunk holding quart {@code (qx, qy, qz)} stores there (game: what
         * {@code ChunkAccess.getNoiseBiome} of that chunk returns once its biome step ran), for a quart inside the
         * chunk's extent ({@code minQuartY <= qy < minQuartY + quartsY}). Where one leaf is strictly the nearest it is
         * that leaf. At a tie the fill's warm-started search decides: its warm start is the leaf the fill stored at the
         * quart just before in its order (sections up, then x, y, z), none at the chunk's first quart, so the answer
         * is found by walking back through that order to the last quart with a strictly nearest leaf and forward
         * again through the ties ({@link ClimateRTree#tieResult}). A pure function of the position (with
         * {@link #fillChunk}'s chunk-local warm start); reads and leaves the cursor's warm start alone. Quarts are
         * remembered in the {@link #memo}; allocates nothing.
         */
        int storedLeaf(int qx, int qy, int qz, int minQuartY, int quartsY) {
            int filled = filledIndex(qx, qy, qz);
            if (filled >= 0 && filledMinQuartY == minQuartY && filledQuartsY == quartsY) return leaves[filled];
            int leaf = nearestOrTie(qx, qy, qz, minQuartY, quartsY);
            if (leaf >= 0) return leaf;
            // A tie: walk back in the chunk's fill order (index ((section * 4 + x) * 4 + y) * 4 + z, y within the
            // section) to the last quart with a strictly nearest leaf: the warm start of the ties that follow it.
            int baseX = qx & ~3, baseZ = qz & ~3, ly = qy - minQuartY;
            int k = (((ly >> 2) * 4 + (qx & 3)) * 4 + (ly & 3)) * 4 + (qz & 3);
            int j = k - 1, warm = -1;
            for (; j >= 0; j--) {
                int found = nearestOrTie(baseX + ((j >> 4) & 3), minQuartY + ((j >> 6) << 2) + ((j >> 2) & 3), baseZ + (j & 3),
                        minQuartY, quartsY);
                if (found >= 0) {
                    warm = found;
                    break;
                }
            }
            long[] t = cursor.target;
            for (int m = j + 1; m <= k; m++) {
                sampler.sample(baseX + ((m >> 4) & 3), minQuartY + ((m >> 6) << 2) + ((m >> 2) & 3), baseZ + (m & 3), t);
                warm = tree.tieResult(warm, t, 0, tree.nearestDistance(t, 0), tree.firstNearest(t, 0));
            }
            return warm;
        }

        /**
         * The leaf strictly nearest to the climate at quart {@code (qx, qy, qz)}, or {@link QuartLeafMemo#TIE}: from
         * the {@link #memo}, else the whole column at once ({@link #resolveColumn}, the chunk's extent), else a search;
         * remembered. Pure; uses the cursor's target as scratch.
         */
        private int nearestOrTie(int qx, int qy, int qz, int minQuartY, int quartsY) {
            int found = memo.get(qx, qy, qz);
            if (found != QuartLeafMemo.UNKNOWN) return found;
            if (resolveColumn(qx, qz, minQuartY, minQuartY + quartsY - 1)) {
                found = memo.get(qx, qy, qz);
                if (found != QuartLeafMemo.UNKNOWN) return found;
            }
            sampler.sample(qx, qy, qz, cursor.target);
            found = tree.nearestUnique(cursor, cursor.lastLeaf()); // the hint only seeds the bound
            if (found < 0) found = QuartLeafMemo.TIE;
            memo.put(qx, qy, qz, found);
            return found;
        }

        @Override
        public int storedBiome(int qx, int qy, int qz, int minQuartY, int quartsY) {
            return tree.leafValue(storedLeaf(qx, qy, qz, minQuartY, quartsY));
        }

        /**
         * The leaf the last {@link #fillChunk} found at index {@code i} (see {@link #filledIndex}) if it is strictly
         * nearer to that quart's climate than every other leaf, else -1 (a tie, where the warm start decides).
         */
        int uniqueLeaf(int i) {
            return unique[i] ? leaves[i] : -1;
        }

        /**
         * The index of quart {@code (qx, qy, qz)} in {@link #climate} (times 7) and {@link #leaves} if the last
         * {@link #fillChunk} covered it, else -1. There, {@code leaves[i]} is a nearest leaf to the climate (the search
         * is exact), the one the warm start picked if several are.
         */
        int filledIndex(int qx, int qy, int qz) {
            int y = qy - filledMinQuartY;
            if ((qx >> 2) != filledChunkX || (qz >> 2) != filledChunkZ || y < 0 || y >= filledQuartsY) return -1;
            return ChunkBiomes.index(y >> 2, qx & 3, y & 3, qz & 3);
        }
    }
}
