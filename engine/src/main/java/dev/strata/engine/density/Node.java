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
    private double[] d0, d1, d2;
    private boolean[] b0, b1;
    private int[] i0;

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

    /** Scratch doubles #0 of at least {@code n} entries (contents undefined). */
    final double[] scratch0(int n) {
        double[] a = d0;
        return a != null && a.length >= n ? a : (d0 = new double[Math.max(n, 16)]);
    }

    /** Scratch doubles #1 of at least {@code n} entries (contents undefined). */
    final double[] scratch1(int n) {
        double[] a = d1;
        return a != null && a.length >= n ? a : (d1 = new double[Math.max(n, 16)]);
    }

    /** Scratch doubles #2 of at least {@code n} entries (contents undefined). */
    final double[] scratch2(int n) {
        double[] a = d2;
        return a != null && a.length >= n ? a : (d2 = new double[Math.max(n, 16)]);
    }

    /** Scratch flags #0 of at least {@code n} entries (contents undefined). */
    final boolean[] flags0(int n) {
        boolean[] a = b0;
        return a != null && a.length >= n ? a : (b0 = new boolean[Math.max(n, 16)]);
    }

    /** Scratch flags #1 of at least {@code n} entries (contents undefined). */
    final boolean[] flags1(int n) {
        boolean[] a = b1;
        return a != null && a.length >= n ? a : (b1 = new boolean[Math.max(n, 16)]);
    }

    /** Scratch ints of at least {@code n} entries (contents undefined). */
    final int[] ints0(int n) {
        int[] a = i0;
        return a != null && a.length >= n ? a : (i0 = new int[Math.max(n, 16)]);
    }
}
