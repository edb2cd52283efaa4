package dev.strata.engine.biome;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The nearest-box search over a climate parameter list (game: {@code Climate.RTree}), built and searched exactly as
 * the game does so that equal-distance cases resolve to the same entry.
 *
 * <p><b>Construction</b> (game: {@code RTree.build}): a list of at most 6 nodes becomes one node whose children are
 * sorted (stably) by the sum over the axes of {@code |center|}, {@code center = (min + max) / 2} in long arithmetic;
 * a longer list is, for each axis {@code d} in turn, stably sorted by the centers of axes {@code d, d+1, ... (mod 7)}
 * and cut into consecutive buckets of {@code 6^floor(log6(n - 0.01))} nodes; the axis whose buckets have the
 * smallest total extent (sum over the buckets' bounding boxes of {@code max - min} on every axis; first axis wins
 * ties) is kept, its buckets are sorted by the {@code |center|} of their boxes (same axis rotation) and each
 * bucket is built recursively. The list is sorted in place axis after axis, so ties carry the previous order, as in
 * the game.
 *
 * <p><b>Search</b> (game: {@code RTree.search} / {@code SubTree.search}): squared distance of the target to a box is
 * the sum over the 7 axes of {@link Climate.Parameter#distance(long)}², the target's offset axis being 0. Depth
 * first, children in order, a child is entered only if its box is strictly closer than the best leaf so far, and a
 * leaf replaces the best only if strictly closer. The best starts as the previous search's leaf (the game keeps it
 * per thread; here the caller owns it in a {@link Cursor}).
 *
 * <p><b>Layout</b>: nodes in flat arrays (depth-first order, node 0 the root), boxes as {@code long[node * 7 + axis]}
 * bounds, children as ranges of an {@code int[]}. Immutable and thread-safe; searching allocates nothing.
 */
public final class ClimateRTree {
    private static final int CHILDREN_PER_NODE = 6;
    private static final int A = Climate.AXES;

    private final long[] box; // per node and axis: lower bound at (node * A + axis) * 2, upper bound right after
    // The same bounds by child slot (the index into children[]), as ints: a node's children lie side by side, so a
    // search scanning them reads consecutive memory (the tree, ~1 MB as longs by node id, does not stay in cache).
    // Parameters are quantized from floats in [-2, 2] (the game's codec), so they fit an int by far.
    // Axis order there, and in which a bounded distance adds up its terms: the axes most likely to exceed the bound
    // first (counted on the overworld: 3.1 axes read per bounded distance against 4.75 in Climate's order). Integer
    // sums, so the order changes no distance.
    private static final int[] SLOT_AXES = {Climate.DEPTH, Climate.WEIRDNESS, Climate.TEMPERATURE, Climate.HUMIDITY,
            Climate.CONTINENTALNESS, Climate.EROSION, Climate.OFFSET};
    private final int[] slotBox;
    private final int[] firstChild; // index into children[], or -1 for a leaf
    private final int[] childCount;
    private final int[] children;
    private final int[] leafValue; // value of a leaf node; -1 for inner nodes
    private final int[] leafOfEntry; // the leaf node of each entry, by its index in the constructor's list
    private final int nodeCount;

    /**
     * Builds the tree of a parameter list.
     *
     * @param boxes the parameter boxes, in list order (the order matters for ties, as in the game)
     * @param values the value (e.g. biome id) of each box, same order
     */
    public ClimateRTree(List<Climate.ParameterPoint> boxes, int[] values) {
        if (boxes.isEmpty()) throw new IllegalArgumentException("Need at least one value to build the search tree.");
        if (boxes.size() != values.length) throw new IllegalArgumentException("boxes and values differ in length");
        List<Node> leaves = new ArrayList<>(boxes.size());
        for (int i = 0; i < boxes.size(); i++) {
            Climate.Parameter[] s = boxes.get(i).space();
            long[] min = new long[A], max = new long[A];
            for (int d = 0; d < A; d++) {
                min[d] = s[d].min();
                max[d] = s[d].max();
            }
            leaves.add(new Node(min, max, null, values[i], i));
        }
        Node root = build(leaves);
        int n = count(root);
        this.nodeCount = n;
        this.box = new long[n * A * 2];
        this.slotBox = new int[Math.max(0, n - 1) * A * 2];
        this.firstChild = new int[n];
        this.childCount = new int[n];
        this.leafValue = new int[n];
        this.children = new int[Math.max(0, n - 1)];
        this.leafOfEntry = new int[boxes.size()];
        int[] next = {0, 0}; // next node id, next children slot
        flatten(root, next);
    }

    // ---- construction (temporary objects) ----

    private static final class Node {
        final long[] min, max;
        final Node[] children; // null for a leaf
        final int value;
        final int entry; // a leaf's index in the parameter list; -1 for inner nodes

        Node(long[] min, long[] max, Node[] children, int value, int entry) {
            this.min = min;
            this.max = max;
            this.children = children;
            this.value = value;
            this.entry = entry;
        }

        static Node inner(List<Node> kids) {
            long[] min = new long[A], max = new long[A];
            Arrays.fill(min, Long.MAX_VALUE);
            Arrays.fill(max, Long.MIN_VALUE);
            for (Node k : kids) {
                for (int d = 0; d < A; d++) {
                    min[d] = Math.min(min[d], k.min[d]);
                    max[d] = Math.max(max[d], k.max[d]);
                }
            }
            return new Node(min, max, kids.toArray(new Node[0]), -1, -1);
        }

        long center(int d) {
            return (min[d] + max[d]) / 2L;
        }
    }

    private static Node build(List<Node> nodes) {
        if (nodes.size() == 1) return nodes.get(0);
        if (nodes.size() <= CHILDREN_PER_NODE) {
            nodes.sort(Comparator.comparingLong(ClimateRTree::totalMagnitude));
            return Node.inner(nodes);
        }
        long bestCost = Long.MAX_VALUE;
        int bestAxis = -1;
        List<Node> bestBuckets = null;
        for (int d = 0; d < A; d++) {
            nodes.sort(byCenters(d, false));
            List<Node> buckets = bucketize(nodes);
            long cost = 0;
            for (Node b : buckets) cost += extent(b);
            if (cost < bestCost) {
                bestCost = cost;
                bestAxis = d;
                bestBuckets = buckets;
            }
        }
        bestBuckets.sort(byCenters(bestAxis, true));
        List<Node> built = new ArrayList<>(bestBuckets.size());
        for (Node b : bestBuckets) built.add(build(Arrays.asList(b.children)));
        return Node.inner(built);
    }

    private static long totalMagnitude(Node n) {
        long total = 0;
        for (int d = 0; d < A; d++) total += Math.abs(n.center(d));
        return total;
    }

    /** Lexicographic on the centers of axes first, first+1, ... (mod 7); optionally their absolute values. */
    private static Comparator<Node> byCenters(int first, boolean absolute) {
        return (a, b) -> {
            for (int i = 0; i < A; i++) {
                int d = (first + i) % A;
                long ca = a.center(d), cb = b.center(d);
                if (absolute) {
                    ca = Math.abs(ca);
                    cb = Math.abs(cb);
                }
                int c = Long.compare(ca, cb);
                if (c != 0) return c;
            }
            return 0;
        };
    }

    private static List<Node> bucketize(List<Node> nodes) {
        List<Node> buckets = new ArrayList<>();
        List<Node> current = new ArrayList<>();
        int perBucket = (int) Math.pow(6.0, Math.floor(Math.log((double) nodes.size() - 0.01) / Math.log(6.0)));
        for (Node n : nodes) {
            current.add(n);
            if (current.size() >= perBucket) {
                buckets.add(Node.inner(current));
                current = new ArrayList<>();
            }
        }
        if (!current.isEmpty()) buckets.add(Node.inner(current));
        return buckets;
    }

    private static long extent(Node n) {
        long r = 0;
        for (int d = 0; d < A; d++) r += Math.abs(n.max[d] - n.min[d]);
        return r;
    }

    private static int count(Node n) {
        int c = 1;
        if (n.children != null) for (Node k : n.children) c += count(k);
        return c;
    }

    private int flatten(Node n, int[] next) {
        int id = next[0]++;
        for (int d = 0; d < A; d++) {
            box[(id * A + d) * 2] = n.min[d];
            box[(id * A + d) * 2 + 1] = n.max[d];
        }
        if (n.children == null) {
            firstChild[id] = -1;
            leafValue[id] = n.value;
            leafOfEntry[n.entry] = id;
            return id;
        }
        leafValue[id] = -1;
        int slot = next[1];
        next[1] += n.children.length;
        firstChild[id] = slot;
        childCount[id] = n.children.length;
        for (int i = 0; i < n.children.length; i++) {
            Node kid = n.children[i];
            children[slot + i] = flatten(kid, next);
            for (int d = 0; d < A; d++) {
                slotBox[((slot + i) * A + d) * 2] = Math.toIntExact(kid.min[SLOT_AXES[d]]);
                slotBox[((slot + i) * A + d) * 2 + 1] = Math.toIntExact(kid.max[SLOT_AXES[d]]);
            }
        }
        return id;
    }

    // ---- search ----

    /**
     * A caller-owned search state: the warm-start leaf (game: the {@code RTree}'s per-thread {@code lastResult}) and
     * a scratch target. One per worker thread and tree; not thread-safe.
     */
    public static final class Cursor {
        int lastLeaf = -1;
        /** The quantized target, axis order of {@link Climate}; entry 6 (offset) stays 0. */
        public final long[] target = new long[A];

        // scratch of nearestUnique
        private int uniqueBest;
        private long uniqueBestDistance;
        private boolean uniqueTie;

        /** The minimal squared distance the last {@link #nearestUnique} found (whether or not it was a tie). */
        public long nearestDistanceFound() {
            return uniqueBestDistance;
        }

        /** Forgets the warm-start leaf (the game's state for a thread that never searched this tree). */
        public void reset() {
            lastLeaf = -1;
        }

        /** The warm-start leaf (the previous search's result, a node id), -1 if none. */
        public int lastLeaf() {
            return lastLeaf;
        }
    }

    /** A fresh cursor for this tree. */
    public Cursor cursor() {
        return new Cursor();
    }

    /**
     * The value of the entry nearest to {@code cursor.target}, starting from and then updating the cursor's last
     * leaf.
     */
    public int search(Cursor cursor) {
        int leaf = search(0, cursor.target, 0, cursor.lastLeaf);
        cursor.lastLeaf = leaf;
        return leafValue[leaf];
    }

    /**
     * As {@link #search(Cursor)}, but returns the leaf node (see {@link #leafValue(int)}) rather than its value. The
     * cursor's last leaf becomes that leaf.
     */
    public int searchLeaf(Cursor cursor) {
        int leaf = search(0, cursor.target, 0, cursor.lastLeaf);
        cursor.lastLeaf = leaf;
        return leaf;
    }

    /**
     * Whether {@code leaf} is strictly closer to {@code target} than every other leaf. Then every {@link #search}
     * for that target returns {@code leaf}, whatever the warm start: the search is exact (a subtree is skipped only
     * when its box, hence every leaf in it, is no closer than the best so far, and the best is replaced only by a
     * strictly closer leaf, so it ends at a leaf of minimal distance), and the warm start only decides among leaves
     * at the same minimal distance. Prunes boxes farther than {@code leaf}'s distance; allocates nothing.
     */
    public boolean isUniqueNearest(long[] target, int leaf) {
        return !hasOtherWithin(0, target, leaf, distance(leaf, target, 0));
    }

    /**
     * The leaf nearest to {@code cursor.target} if it is strictly nearer than every other leaf (then it is what every
     * {@link #search} for the target returns, see {@link #isUniqueNearest}), else {@code -(leaf + 1)} for one of the
     * leaves at the minimal distance (there the warm start decides: run {@link #searchLeaf}). One traversal that skips
     * only boxes farther than the best leaf so far, so that leaves at the same distance are seen; {@code hint} (a
     * leaf, or -1) only seeds the bound. Leaves the cursor's last leaf alone; allocates nothing.
     */
    public int nearestUnique(Cursor cursor, int hint) {
        cursor.uniqueBest = hint;
        cursor.uniqueBestDistance = hint < 0 ? Long.MAX_VALUE : distance(hint, cursor.target, 0);
        cursor.uniqueTie = false;
        if (firstChild[0] < 0) visitLeaf(0, distance(0, cursor.target, 0), cursor);
        else nearestUnique(0, cursor);
        int best = cursor.uniqueBest;
        return cursor.uniqueTie ? -(best + 1) : best;
    }

    private void nearestUnique(int node, Cursor cursor) {
        long[] target = cursor.target;
        int end = firstChild[node] + childCount[node];
        for (int c = firstChild[node]; c < end; c++) {
            int child = children[c];
            long d = slotDistanceWithin(c, target, cursor.uniqueBestDistance);
            if (d > cursor.uniqueBestDistance) continue;
            if (firstChild[child] < 0) visitLeaf(child, d, cursor);
            else nearestUnique(child, cursor);
        }
    }

    private static void visitLeaf(int leaf, long d, Cursor cursor) {
        if (leaf == cursor.uniqueBest) return;
        if (d < cursor.uniqueBestDistance) {
            cursor.uniqueBest = leaf;
            cursor.uniqueBestDistance = d;
            cursor.uniqueTie = false;
        } else if (d == cursor.uniqueBestDistance) {
            cursor.uniqueTie = true;
        }
    }

    /** Whether a leaf other than {@code leaf} under {@code node} is at distance at most {@code bound}. */
    private boolean hasOtherWithin(int node, long[] target, int leaf, long bound) {
        if (firstChild[node] < 0) return false; // a one-leaf tree: node is that leaf
        int end = firstChild[node] + childCount[node];
        for (int c = firstChild[node]; c < end; c++) {
            int child = children[c];
            if (child == leaf) continue;
            if (slotDistanceWithin(c, target, bound) > bound) continue;
            if (firstChild[child] < 0 || hasOtherWithin(child, target, leaf, bound)) return true;
        }
        return false;
    }

    /**
     * The least distance of any leaf to the target at {@code target[offset .. offset + 7)} (exhaustive over the boxes
     * that can hold it; allocates nothing).
     */
    public long nearestDistance(long[] target, int offset) {
        return nearestDistance(0, target, offset, Long.MAX_VALUE);
    }

    private long nearestDistance(int node, long[] target, int offset, long best) {
        if (firstChild[node] < 0) return Math.min(best, distance(node, target, offset));
        int end = firstChild[node] + childCount[node];
        for (int c = firstChild[node]; c < end; c++) {
            if (slotDistance(c, target, offset) >= best) continue;
            best = nearestDistance(children[c], target, offset, best);
        }
        return best;
    }

    /** The result of a search with no warm start (game: an {@code RTree} search whose last result is null). */
    public int firstNearest(long[] target, int offset) {
        return search(0, target, offset, -1);
    }

    /**
     * What a warm-started search from {@code lastLeaf} returns for a target at minimal distance {@code minDistance}
     * whose first nearest leaf is {@code first} ({@link #nearestDistance}, {@link #firstNearest}): the search keeps its
     * candidate unless a strictly nearer leaf turns up, and otherwise descends in tree order past every box no nearer
     * than its best, so it returns {@code lastLeaf} when that is one of the nearest leaves, else {@code first}.
     */
    public int tieResult(int lastLeaf, long[] target, int offset, long minDistance, int first) {
        return lastLeaf >= 0 && distance(lastLeaf, target, offset) == minDistance ? lastLeaf : first;
    }

    /**
     * What a search that returned {@code leaf} leaves behind: the cursor's last leaf becomes {@code leaf}; returns its
     * value. Only sound when that search would return {@code leaf} (see {@link #isUniqueNearest}).
     */
    public int adopt(Cursor cursor, int leaf) {
        cursor.lastLeaf = leaf;
        return leafValue[leaf];
    }

    /** Brute-force reference (game: {@code findValueBruteForce}): the first entry of minimal distance in tree order. */
    public int searchBruteForce(long[] target) {
        int best = -1;
        long bestD = Long.MAX_VALUE;
        for (int n = 0; n < nodeCount; n++) {
            if (firstChild[n] >= 0) continue;
            long d = distance(n, target, 0);
            if (best < 0 || d < bestD) {
                best = n;
                bestD = d;
            }
        }
        return leafValue[best];
    }

    private int search(int node, long[] target, int offset, int candidate) {
        if (firstChild[node] < 0) return node;
        long minDistance = candidate < 0 ? Long.MAX_VALUE : distance(candidate, target, offset);
        int closest = candidate;
        int end = firstChild[node] + childCount[node];
        for (int c = firstChild[node]; c < end; c++) {
            int child = children[c];
            long childDistance = slotDistance(c, target, offset);
            if (minDistance <= childDistance) continue;
            int leaf = search(child, target, offset, closest);
            long leafDistance = child == leaf ? childDistance : distance(leaf, target, offset);
            if (minDistance <= leafDistance) continue;
            minDistance = leafDistance;
            closest = leaf;
        }
        return closest;
    }

    /** {@link #slotDistance}, or some value above {@code bound} as soon as the partial sum exceeds it. */
    private long slotDistanceWithin(int slot, long[] target, long bound) {
        int base = slot * (2 * A);
        int[] b = slotBox;
        long sum = 0;
        for (int d = 0; d < A; d++) {
            long t = target[SLOT_AXES[d]];
            long dist = Math.max(Math.max(t - b[base + 2 * d + 1], b[base + 2 * d] - t), 0L);
            sum += dist * dist;
            if (sum > bound) return sum;
        }
        return sum;
    }

    /** {@link #distance} of the node in child slot {@code slot}, read from the slot-ordered copy of the bounds. */
    private long slotDistance(int slot, long[] target, int offset) {
        int base = slot * (2 * A);
        int[] b = slotBox;
        long sum = 0;
        for (int d = 0; d < A; d++) {
            long t = target[offset + SLOT_AXES[d]];
            long dist = Math.max(Math.max(t - b[base + 2 * d + 1], b[base + 2 * d] - t), 0L);
            sum += dist * dist;
        }
        return sum;
    }

    private long distance(int node, long[] target, int offset) {
        int base = node * (2 * A);
        long sum = 0;
        for (int d = 0; d < A; d++) {
            long t = target[offset + d];
            long dist = Math.max(Math.max(t - box[base + 2 * d + 1], box[base + 2 * d] - t), 0L);
            sum += dist * dist;
        }
        return sum;
    }

    // ---- inspection (tests, tools) ----

    /** Number of nodes (leaves and inner nodes). */
    public int nodeCount() {
        return nodeCount;
    }

    /** Whether node {@code n} (depth-first id, 0 = root) is a leaf. */
    public boolean isLeaf(int n) {
        return firstChild[n] < 0;
    }

    /** The leaf node of entry {@code i} (its index in the list the tree was built from). */
    public int leafOfEntry(int i) {
        return leafOfEntry[i];
    }

    /** The value of leaf {@code n}. */
    public int leafValue(int n) {
        return leafValue[n];
    }

    /** The children of inner node {@code n}, in search order. */
    public int[] childrenOf(int n) {
        if (firstChild[n] < 0) return new int[0];
        return Arrays.copyOfRange(children, firstChild[n], firstChild[n] + childCount[n]);
    }

    /** Lower bound of node {@code n}'s box on {@code axis}. */
    public long min(int n, int axis) {
        return box[(n * A + axis) * 2];
    }

    /** Upper bound of node {@code n}'s box on {@code axis}. */
    public long max(int n, int axis) {
        return box[(n * A + axis) * 2 + 1];
    }
}
