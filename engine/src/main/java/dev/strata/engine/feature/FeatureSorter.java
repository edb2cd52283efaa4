package dev.strata.engine.feature;

import dev.strata.engine.data.DataPackException;
import dev.strata.engine.feature.placement.PlacedFeature;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The global order of placed features per decoration step (game: {@code FeatureSorter.buildFeaturesPerStep}). A
 * feature's index in its step's list seeds its random ({@code setFeatureSeed(decorationSeed, index, step)}), so this
 * order decides every feature's blocks.
 *
 * <p>The game's rule: number the features in order of first appearance over the biomes (in the biome source's
 * order), then over each biome's steps and lists; each biome's flattened list gives edges from each feature to the
 * next; a depth-first search over the nodes in (step, number) order, visiting successors in that order too, emits
 * each node after its successors; the reversed emission, split by step, is the order. A cycle is an error (the
 * game refuses to start).
 */
public final class FeatureSorter {
    private FeatureSorter() {}

    private record Node(int index, int step, PlacedFeature feature) {}

    private static final Comparator<Node> ORDER = Comparator.comparingInt(Node::step).thenComparingInt(Node::index);

    /**
     * @param biomeSteps each possible biome's features per step, in the biome source's order
     * @return per step, the placed features in decoration order
     * @throws DataPackException when the biomes' orders contradict each other
     */
    public static List<List<PlacedFeature>> featuresPerStep(List<PlacedFeature[][]> biomeSteps) {
        Map<PlacedFeature, Integer> numbers = new IdentityHashMap<>();
        TreeMap<Node, TreeSet<Node>> edges = new TreeMap<>(ORDER);
        int maxStep = 0;
        for (PlacedFeature[][] steps : biomeSteps) {
            List<Node> flat = new ArrayList<>();
            maxStep = Math.max(maxStep, steps.length);
            for (int step = 0; step < steps.length; step++) {
                for (PlacedFeature f : steps[step]) {
                    Integer n = numbers.get(f);
                    if (n == null) {
                        n = numbers.size();
                        numbers.put(f, n);
                    }
                    flat.add(new Node(n, step, f));
                }
            }
            for (int i = 0; i < flat.size(); i++) {
                TreeSet<Node> next = edges.computeIfAbsent(flat.get(i), k -> new TreeSet<>(ORDER));
                if (i < flat.size() - 1) next.add(flat.get(i + 1));
            }
        }
        TreeSet<Node> discovered = new TreeSet<>(ORDER);
        TreeSet<Node> visiting = new TreeSet<>(ORDER);
        List<Node> sorted = new ArrayList<>();
        for (Node n : edges.keySet()) {
            if (discovered.contains(n)) continue;
            if (depthFirst(edges, discovered, visiting, sorted, n)) {
                throw new DataPackException("the biomes' feature lists order features in a cycle (at " + n.feature() + ", step " + n.step()
                        + "): the game refuses such a pack (\"Feature order cycle found\")");
            }
        }
        Collections.reverse(sorted);
        List<List<PlacedFeature>> out = new ArrayList<>();
        for (int step = 0; step < maxStep; step++) {
            List<PlacedFeature> list = new ArrayList<>();
            for (Node n : sorted) if (n.step() == step) list.add(n.feature());
            out.add(List.copyOf(list));
        }
        return out;
    }

    /** Game: {@code Graph.depthFirstSearch}; true when a cycle was found. Recursion depth is at most the node count. */
    private static boolean depthFirst(TreeMap<Node, TreeSet<Node>> edges, Set<Node> discovered, Set<Node> visiting, List<Node> out, Node current) {
        if (discovered.contains(current)) return false;
        if (visiting.contains(current)) return true;
        visiting.add(current);
        for (Node next : edges.getOrDefault(current, new TreeSet<>(ORDER))) {
            if (depthFirst(edges, discovered, visiting, out, next)) return true;
        }
        visiting.remove(current);
        discovered.add(current);
        out.add(current);
        return false;
    }
}
