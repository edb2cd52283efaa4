package dev.strata.engine.density;

/**
 * Compiled nodes that choose or depend only on y: {@code range_choice}, {@code interval_select} and
 * {@code y_clamped_gradient}.
 */
final class ChoiceNodes {
    private ChoiceNodes() {}

    /** Game: {@code DensityFunctions.RangeChoice}: min_inclusive &lt;= input &lt; max_exclusive. */
    static final class RangeChoice extends Node {
        final DensityFunction input, whenIn, whenOut;
        final double minInclusive, maxExclusive;

        RangeChoice(DensityFunction input, double minInclusive, double maxExclusive, DensityFunction whenIn, DensityFunction whenOut) {
            super(Math.min(whenIn.minValue(), whenOut.minValue()), Math.max(whenIn.maxValue(), whenOut.maxValue()));
            this.input = input;
            this.minInclusive = minInclusive;
            this.maxExclusive = maxExclusive;
            this.whenIn = whenIn;
            this.whenOut = whenOut;
        }

        @Override
        public double compute(int x, int y, int z) {
            double d = input.compute(x, y, z);
            return d >= minInclusive && d < maxExclusive ? whenIn.compute(x, y, z) : whenOut.compute(x, y, z);
        }

        @Override
        public void cellBounds(double[] out) {
            input.cellBounds(out);
            double lo = out[0], hi = out[1];
            boolean allIn = lo >= minInclusive && hi < maxExclusive;
            boolean allOut = hi < minInclusive || lo >= maxExclusive;
            if (allIn) {
                whenIn.cellBounds(out);
            } else if (allOut) {
                whenOut.cellBounds(out);
            } else {
                whenIn.cellBounds(out);
                double inLo = out[0], inHi = out[1];
                whenOut.cellBounds(out);
                out[0] = Math.min(inLo, out[0]);
                out[1] = Math.max(inHi, out[1]);
            }
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            double[] in = scratch(0, n);
            input.fillColumn(x, z, y0, dy, n, in);
            boolean[] inRange = flags(0, n);
            boolean[] outRange = flags(1, n);
            for (int i = 0; i < n; i++) {
                double d = in[i];
                boolean b = d >= minInclusive && d < maxExclusive;
                inRange[i] = b;
                outRange[i] = !b;
            }
            Columns.fillWhere(whenIn, x, z, y0, dy, n, inRange, out, scratch(1, n));
            Columns.fillWhere(whenOut, x, z, y0, dy, n, outRange, out, scratch(1, n));
        }
    }

    /**
     * {@code interval_select}: functions[i] for the first i with input &lt; thresholds[i], the last function when
     * the input is at or above every threshold.
     */
    static final class IntervalSelect extends Node {
        final DensityFunction input;
        final double[] thresholds;
        final DensityFunction[] functions;

        IntervalSelect(DensityFunction input, double[] thresholds, DensityFunction[] functions) {
            super(minOf(functions), maxOf(functions));
            this.input = input;
            this.thresholds = thresholds.clone();
            this.functions = functions.clone();
        }

        @Override
        public double compute(int x, int y, int z) {
            double d = input.compute(x, y, z);
            double[] t = thresholds;
            int i = 0;
            while (i < t.length && !(d < t[i])) i++;
            return functions[i].compute(x, y, z);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            double[] in = scratch(0, n);
            input.fillColumn(x, z, y0, dy, n, in);
            double[] t = thresholds;
            int[] which = ints(n);
            for (int e = 0; e < n; e++) {
                double d = in[e];
                int i = 0;
                while (i < t.length && !(d < t[i])) i++;
                which[e] = i;
            }
            boolean[] sel = flags(0, n);
            for (int f = 0; f < functions.length; f++) {
                int k = 0;
                for (int e = 0; e < n; e++) if (sel[e] = which[e] == f) k++;
                if (k > 0) Columns.fillWhere(functions[f], x, z, y0, dy, n, sel, out, scratch(1, n));
            }
        }

        private static double minOf(DensityFunction[] fs) {
            double m = Double.POSITIVE_INFINITY;
            for (DensityFunction f : fs) m = Math.min(m, f.minValue());
            return m;
        }

        private static double maxOf(DensityFunction[] fs) {
            double m = Double.NEGATIVE_INFINITY;
            for (DensityFunction f : fs) m = Math.max(m, f.maxValue());
            return m;
        }
    }

    /**
     * Game: {@code DensityFunctions.YClampedGradient}: {@code Mth.clampedMap(y, fromY, toY, fromValue, toValue)},
     * i.e. {@code clampedLerp(fromValue, toValue, (y - fromY) / (toY - fromY))}.
     */
    static final class YClampedGradient extends Node {
        final double fromY, toY, fromValue, toValue;

        YClampedGradient(int fromY, int toY, double fromValue, double toValue) {
            super(Math.min(fromValue, toValue), Math.max(fromValue, toValue));
            this.fromY = fromY;
            this.toY = toY;
            this.fromValue = fromValue;
            this.toValue = toValue;
        }

        @Override
        public double compute(int x, int y, int z) {
            return clampedMap(y, fromY, toY, fromValue, toValue);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            for (int i = 0; i < n; i++) out[i] = clampedMap(y0 + i * dy, fromY, toY, fromValue, toValue);
        }
    }

    /** The game's {@code Mth.clampedMap}. */
    static double clampedMap(double v, double fromMin, double fromMax, double toMin, double toMax) {
        return clampedLerp(toMin, toMax, (v - fromMin) / (fromMax - fromMin));
    }

    /** The game's {@code Mth.clampedLerp(from, to, t)}: from below 0, to above 1, else {@code from + t * (to - from)}. */
    static double clampedLerp(double from, double to, double t) {
        if (t < 0.0) return from;
        return t > 1.0 ? to : from + t * (to - from);
    }
}
