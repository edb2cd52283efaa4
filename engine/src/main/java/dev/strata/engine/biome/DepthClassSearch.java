package dev.strata.engine.biome;

import java.util.ArrayList;
import java.util.List;

/**
 * The strictly nearest leaves of a whole quart column at once, for a column whose climate differs only in depth (in
 * the vanilla overworld and nether every climate function but depth is y-free, so this is every column).
 *
 * <p>The squared distance of a target to an entry is a sum over the 7 axes ({@link ClimateRTree}), so it splits into
 * the depth term and the rest: {@code d(entry, t) = rest(entry, t) + depthTerm(entry, t.depth)²}. Entries are grouped
 * into <em>depth classes</em>, one per distinct depth interval (26.2's overworld has 4: the surface biomes at depth 0
 * and again at 1, the two cave biomes in [0.2, 0.9], the deep dark at 1.1; the nether 1). Within a class the depth
 * term is the same for every entry, so the class's nearest entry for the column is the one nearest in the other six
 * axes, found once per column by a search of the class's own tree with the target's depth put inside the class's
 * interval. A quart's nearest entry overall is then the best of the class minima plus each class's depth term: a few
 * integer operations per quart instead of one search of the whole tree.
 *
 * <p>Exactness: integer distances, so the split changes no value. A quart is answered only where one leaf is strictly
 * nearest (one class strictly best at the quart, and its minimum strictly unique within the class); then it is what
 * every search of the whole tree returns, whatever the warm start (see {@link ClimateRTree#isUniqueNearest}). Any tie
 * is left to the caller's search. Immutable and thread-safe; the per-worker state is a {@link Column}.
 */
final class DepthClassSearch {
    /** More classes than this and a column's class searches would cost more than they save: not used. */
    static final int MAX_CLASSES = 8;

    private final ClimateRTree[] classTrees; // values: the whole tree's leaf node of each class entry
    private final long[] classMin, classMax; // each class's depth interval

    private DepthClassSearch(ClimateRTree[] classTrees, long[] classMin, long[] classMax) {
        this.classTrees = classTrees;
        this.classMin = classMin;
        this.classMax = classMax;
    }

    /**
     * The classes of {@code boxes} (the parameter list {@code tree} was built from, same order), or null if there are
     * more than {@link #MAX_CLASSES}.
     */
    static DepthClassSearch of(List<Climate.ParameterPoint> boxes, ClimateRTree tree) {
        List<long[]> intervals = new ArrayList<>();
        List<List<Climate.ParameterPoint>> classBoxes = new ArrayList<>();
        List<List<Integer>> classLeaves = new ArrayList<>();
        for (int i = 0; i < boxes.size(); i++) {
            Climate.Parameter depth = boxes.get(i).space()[Climate.DEPTH];
            int c = 0;
            while (c < intervals.size() && (intervals.get(c)[0] != depth.min() || intervals.get(c)[1] != depth.max())) c++;
            if (c == intervals.size()) {
                if (c == MAX_CLASSES) return null;
                intervals.add(new long[] {depth.min(), depth.max()});
                classBoxes.add(new ArrayList<>());
                classLeaves.add(new ArrayList<>());
            }
            classBoxes.get(c).add(boxes.get(i));
            classLeaves.get(c).add(tree.leafOfEntry(i));
        }
        int n = intervals.size();
        ClimateRTree[] trees = new ClimateRTree[n];
        long[] min = new long[n], max = new long[n];
        for (int c = 0; c < n; c++) {
            int[] leaves = classLeaves.get(c).stream().mapToInt(Integer::intValue).toArray();
            trees[c] = new ClimateRTree(classBoxes.get(c), leaves);
            min[c] = intervals.get(c)[0];
            max[c] = intervals.get(c)[1];
        }
        return new DepthClassSearch(trees, min, max);
    }

    /** Number of depth classes. */
    int classCount() {
        return classTrees.length;
    }

    /** A worker's state: the class minima of its current column, and a cursor per class tree. */
    Column column() {
        return new Column();
    }

    /** One worker's column state. Not thread-safe; allocates nothing after construction. */
    final class Column {
        private final ClimateRTree.Cursor[] cursors = new ClimateRTree.Cursor[classTrees.length];
        private final int[] hints = new int[classTrees.length];
        private final long[] rest = new long[classTrees.length]; // class minimum over the six non-depth axes
        private final int[] leaf = new int[classTrees.length]; // the whole tree's leaf at that minimum, -1 if tied

        Column() {
            for (int c = 0; c < cursors.length; c++) {
                cursors[c] = classTrees[c].cursor();
                hints[c] = -1;
            }
        }

        /** Number of depth classes (searches per column). */
        int classCount() {
            return cursors.length;
        }

        /**
         * Starts a column whose quarts share the axes other than depth of the target at {@code climate[offset ..
         * offset + 7)} (axis order of {@link Climate}; its depth is ignored): one search per class.
         */
        void begin(long[] climate, int offset) {
            for (int c = 0; c < cursors.length; c++) {
                long[] t = cursors[c].target;
                System.arraycopy(climate, offset, t, 0, Climate.AXES);
                t[Climate.DEPTH] = classMin[c]; // inside the class's interval: its depth term is 0
                int found = classTrees[c].nearestUnique(cursors[c], hints[c]);
                rest[c] = cursors[c].nearestDistanceFound();
                int classLeaf = found >= 0 ? found : -(found + 1);
                hints[c] = classLeaf;
                leaf[c] = found >= 0 ? classTrees[c].leafValue(classLeaf) : -1;
            }
        }

        /**
         * The whole tree's leaf strictly nearest to the column's climate at quantized depth {@code depth}, or -1 if
         * several leaves are at the minimal distance (the caller's search decides).
         */
        int nearest(long depth) {
            long best = Long.MAX_VALUE;
            int bestClass = -1;
            boolean tie = false;
            for (int c = 0; c < rest.length; c++) {
                long d = Math.max(Math.max(depth - classMax[c], classMin[c] - depth), 0L);
                long v = rest[c] + d * d;
                if (v < best) {
                    best = v;
                    bestClass = c;
                    tie = false;
                } else if (v == best) {
                    tie = true;
                }
            }
            return tie ? -1 : leaf[bestClass];
        }
    }
}
