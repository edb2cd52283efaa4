package dev.strata.engine.density;

/**
 * Base of every compiled density node: a final subclass per operation, holding its children and its value
 * bounds as fields (no JSON, no maps, no boxing on the evaluation path).
 */
abstract class Node implements DensityFunction {
    final double min;
    final double max;

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
}
