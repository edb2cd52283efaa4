package dev.strata.engine.density;

/**
 * Base of every compiled density node: a final subclass per operation, holding its children and its value
 * bounds as fields (no JSON, no maps, no boxing on the evaluation path).
 */
abstract class Node implements DensityFunction {
    final double min;
    final double max;
    // fillColumn scratch, grown on demand and reused: a compiled graph belongs to one thread, and a node's fillColumn
    // is never re-entered while it runs (the graph is acyclic), so no allocation per column.
    private final double[][] doubles = new double[3][];
    private boolean[][] flags;
    private int[] ints;

    Node(double min, double max) {
        // NaN bounds (e.g. 0 * infinity) mean "unknown": widen to infinities so no shortcut relies on them.
        this.min = Double.isNaN(min) ? Double.NEGATIVE_INFINITY : min;
        this.max = Double.isNaN(max) ? Double.POSITIVE_INFINITY : max;
    }

    @Override
    public final double minValue() {
        return min;
    }

    @Override
    public final double maxValue() {
        return max;
    }

    /** Scratch doubles number {@code k} (0..2) of at least {@code n} entries (contents undefined). */
    final double[] scratch(int k, int n) {
        double[] a = doubles[k];
        return a != null && a.length >= n ? a : (doubles[k] = new double[Math.max(n, 16)]);
    }

    /** Scratch flags number {@code k} (0..1) of at least {@code n} entries (contents undefined). */
    final boolean[] flags(int k, int n) {
        if (flags == null) flags = new boolean[2][];
        boolean[] a = flags[k];
        return a != null && a.length >= n ? a : (flags[k] = new boolean[Math.max(n, 16)]);
    }

    /** Scratch ints of at least {@code n} entries (contents undefined). */
    final int[] ints(int n) {
        int[] a = ints;
        return a != null && a.length >= n ? a : (ints = new int[Math.max(n, 16)]);
    }
}
