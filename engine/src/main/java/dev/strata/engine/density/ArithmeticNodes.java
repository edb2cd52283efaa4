package dev.strata.engine.density;

/**
 * Compiled arithmetic density nodes: constants, {@code add/mul/min/max}, the one-argument maps and {@code clamp}.
 * Each follows the game's {@code DensityFunctions} term by term, including its shortcuts that change signed zeros
 * ({@code mul} returns +0.0 when its first argument is zero without evaluating the second).
 */
final class ArithmeticNodes {
    private ArithmeticNodes() {}

    static final class Constant extends Node {
        final double value;

        Constant(double value) {
            super(value, value);
            this.value = value;
        }

        @Override
        public double compute(int x, int y, int z) {
            return value;
        }

        @Override
        public void cellBounds(double[] out) {
            out[0] = value;
            out[1] = value;
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            java.util.Arrays.fill(out, 0, n, value);
        }
    }

    /** Game: {@code DensityFunctions.Ap2} with type ADD. */
    static final class Add extends Node {
        final DensityFunction a, b;

        Add(DensityFunction a, DensityFunction b) {
            super(a.minValue() + b.minValue(), a.maxValue() + b.maxValue());
            this.a = a;
            this.b = b;
        }

        @Override
        public double compute(int x, int y, int z) {
            return a.compute(x, y, z) + b.compute(x, y, z);
        }

        @Override
        public void cellBounds(double[] out) {
            a.cellBounds(out);
            double alo = out[0], ahi = out[1];
            b.cellBounds(out);
            CellBounds.monotone(out, alo + out[0], ahi + out[1]);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            double[] t = scratch(0, n);
            a.fillColumn(x, z, y0, dy, n, out);
            b.fillColumn(x, z, y0, dy, n, t);
            for (int i = 0; i < n; i++) out[i] = out[i] + t[i];
        }
    }

    /** Game: {@code DensityFunctions.Ap2} with type MUL: zero first argument short-circuits to +0.0. */
    static final class Mul extends Node {
        final DensityFunction a, b;

        Mul(DensityFunction a, DensityFunction b) {
            super(productMin(a, b), productMax(a, b));
            this.a = a;
            this.b = b;
        }

        @Override
        public double compute(int x, int y, int z) {
            double d = a.compute(x, y, z);
            return d == 0.0 ? 0.0 : d * b.compute(x, y, z);
        }

        @Override
        public void cellBounds(double[] out) { // the zero shortcut gives 0, inside the products' range
            a.cellBounds(out);
            double alo = out[0], ahi = out[1];
            b.cellBounds(out);
            product(out, alo, ahi, out[0], out[1]);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            a.fillColumn(x, z, y0, dy, n, out);
            boolean[] need = flags(0, n);
            int k = 0;
            for (int i = 0; i < n; i++) if (need[i] = out[i] != 0.0) k++;
            double[] t = scratch(0, n);
            if (k > 0) Columns.fillWhere(b, x, z, y0, dy, n, need, t, scratch(1, n));
            for (int i = 0; i < n; i++) {
                double d = out[i];
                out[i] = d == 0.0 ? 0.0 : d * t[i];
            }
        }
    }

    /** Game: {@code DensityFunctions.MulOrAdd}: an argument was a literal constant; input op constant, no shortcut. */
    static final class AddConstant extends Node {
        final DensityFunction input;
        final double c;

        AddConstant(DensityFunction input, double c) {
            super(input.minValue() + c, input.maxValue() + c);
            this.input = input;
            this.c = c;
        }

        @Override
        public double compute(int x, int y, int z) {
            return input.compute(x, y, z) + c;
        }

        @Override
        public void cellBounds(double[] out) {
            input.cellBounds(out);
            CellBounds.monotone(out, out[0] + c, out[1] + c);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            input.fillColumn(x, z, y0, dy, n, out);
            for (int i = 0; i < n; i++) out[i] = out[i] + c;
        }
    }

    /** Game: {@code DensityFunctions.MulOrAdd} of type MULTIPLY. */
    static final class MulConstant extends Node {
        final DensityFunction input;
        final double c;

        MulConstant(DensityFunction input, double c) {
            super(Math.min(input.minValue() * c, input.maxValue() * c), Math.max(input.minValue() * c, input.maxValue() * c));
            this.input = input;
            this.c = c;
        }

        @Override
        public double compute(int x, int y, int z) {
            return input.compute(x, y, z) * c;
        }

        @Override
        public void cellBounds(double[] out) {
            input.cellBounds(out);
            product(out, out[0], out[1], c, c);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            input.fillColumn(x, z, y0, dy, n, out);
            for (int i = 0; i < n; i++) out[i] = out[i] * c;
        }
    }

    /** Game: {@code Ap2} MIN: skips the second argument when the first is already below its minimum. */
    static final class Min extends Node {
        final DensityFunction a, b;
        final double bMin;

        Min(DensityFunction a, DensityFunction b) {
            super(Math.min(a.minValue(), b.minValue()), Math.min(a.maxValue(), b.maxValue()));
            this.a = a;
            this.b = b;
            this.bMin = b.minValue();
        }

        @Override
        public double compute(int x, int y, int z) {
            double d = a.compute(x, y, z);
            return d < bMin ? d : Math.min(d, b.compute(x, y, z));
        }

        @Override
        public void cellBounds(double[] out) {
            a.cellBounds(out);
            double alo = out[0], ahi = out[1];
            b.cellBounds(out);
            // where the shortcut returns the first argument it is below bMin, so below max(b's upper bound, bMin)
            out[0] = Math.min(alo, out[0]);
            out[1] = Math.min(ahi, Math.max(out[1], bMin));
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            a.fillColumn(x, z, y0, dy, n, out);
            boolean[] need = flags(0, n);
            int k = 0;
            for (int i = 0; i < n; i++) if (need[i] = !(out[i] < bMin)) k++;
            if (k == 0) return;
            double[] t = scratch(0, n);
            Columns.fillWhere(b, x, z, y0, dy, n, need, t, scratch(1, n));
            for (int i = 0; i < n; i++) {
                double d = out[i];
                out[i] = d < bMin ? d : Math.min(d, t[i]);
            }
        }
    }

    /** Game: {@code Ap2} MAX: skips the second argument when the first is already above its maximum. */
    static final class Max extends Node {
        final DensityFunction a, b;
        final double bMax;

        Max(DensityFunction a, DensityFunction b) {
            super(Math.max(a.minValue(), b.minValue()), Math.max(a.maxValue(), b.maxValue()));
            this.a = a;
            this.b = b;
            this.bMax = b.maxValue();
        }

        @Override
        public double compute(int x, int y, int z) {
            double d = a.compute(x, y, z);
            return d > bMax ? d : Math.max(d, b.compute(x, y, z));
        }

        @Override
        public void cellBounds(double[] out) {
            a.cellBounds(out);
            double alo = out[0], ahi = out[1];
            b.cellBounds(out);
            out[0] = Math.max(alo, Math.min(out[0], bMax));
            out[1] = Math.max(ahi, out[1]);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            a.fillColumn(x, z, y0, dy, n, out);
            boolean[] need = flags(0, n);
            int k = 0;
            for (int i = 0; i < n; i++) if (need[i] = !(out[i] > bMax)) k++;
            if (k == 0) return;
            double[] t = scratch(0, n);
            Columns.fillWhere(b, x, z, y0, dy, n, need, t, scratch(1, n));
            for (int i = 0; i < n; i++) {
                double d = out[i];
                out[i] = d > bMax ? d : Math.max(d, t[i]);
            }
        }
    }

    static final class Abs extends Node {
        final DensityFunction a;

        Abs(DensityFunction a) {
            super(Math.max(0.0, a.minValue() > 0 ? a.minValue() : a.maxValue() < 0 ? -a.maxValue() : 0.0),
                    Math.max(Math.abs(a.minValue()), Math.abs(a.maxValue())));
            this.a = a;
        }

        @Override
        public double compute(int x, int y, int z) {
            return Math.abs(a.compute(x, y, z));
        }

        @Override
        public void cellBounds(double[] out) {
            absBounds(a, out);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            a.fillColumn(x, z, y0, dy, n, out);
            for (int i = 0; i < n; i++) {
                double d = out[i];
                out[i] = Math.abs(d);
            }
        }
    }

    static final class Square extends Node {
        final DensityFunction a;

        Square(DensityFunction a) {
            super(a.minValue() > 0 ? a.minValue() * a.minValue() : a.maxValue() < 0 ? a.maxValue() * a.maxValue() : 0.0,
                    Math.max(a.minValue() * a.minValue(), a.maxValue() * a.maxValue()));
            this.a = a;
        }

        @Override
        public double compute(int x, int y, int z) {
            double d = a.compute(x, y, z);
            return d * d;
        }

        @Override
        public void cellBounds(double[] out) {
            absBounds(a, out); // |d| bounds; d * d = |d| * |d|, increasing in |d|
            CellBounds.monotone(out, out[0] * out[0], out[1] * out[1]);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            a.fillColumn(x, z, y0, dy, n, out);
            for (int i = 0; i < n; i++) {
                double d = out[i];
                out[i] = d * d;
            }
        }
    }

    static final class Cube extends Node {
        final DensityFunction a;

        Cube(DensityFunction a) {
            super(a.minValue() * a.minValue() * a.minValue(), a.maxValue() * a.maxValue() * a.maxValue());
            this.a = a;
        }

        @Override
        public double compute(int x, int y, int z) {
            double d = a.compute(x, y, z);
            return d * d * d;
        }

        @Override
        public void cellBounds(double[] out) {
            a.cellBounds(out);
            double lo = out[0], hi = out[1];
            CellBounds.monotone(out, lo * lo * lo, hi * hi * hi);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            a.fillColumn(x, z, y0, dy, n, out);
            for (int i = 0; i < n; i++) {
                double d = out[i];
                out[i] = d * d * d;
            }
        }
    }

    static final class HalfNegative extends Node {
        final DensityFunction a;

        HalfNegative(DensityFunction a) {
            super(a.minValue() > 0 ? a.minValue() : a.minValue() * 0.5, a.maxValue() > 0 ? a.maxValue() : a.maxValue() * 0.5);
            this.a = a;
        }

        @Override
        public double compute(int x, int y, int z) {
            double d = a.compute(x, y, z);
            return d > 0.0 ? d : d * 0.5;
        }

        @Override
        public void cellBounds(double[] out) {
            a.cellBounds(out);
            double lo = out[0], hi = out[1];
            CellBounds.monotone(out, lo > 0.0 ? lo : lo * 0.5, hi > 0.0 ? hi : hi * 0.5);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            a.fillColumn(x, z, y0, dy, n, out);
            for (int i = 0; i < n; i++) {
                double d = out[i];
                out[i] = d > 0.0 ? d : d * 0.5;
            }
        }
    }

    static final class QuarterNegative extends Node {
        final DensityFunction a;

        QuarterNegative(DensityFunction a) {
            super(a.minValue() > 0 ? a.minValue() : a.minValue() * 0.25, a.maxValue() > 0 ? a.maxValue() : a.maxValue() * 0.25);
            this.a = a;
        }

        @Override
        public double compute(int x, int y, int z) {
            double d = a.compute(x, y, z);
            return d > 0.0 ? d : d * 0.25;
        }

        @Override
        public void cellBounds(double[] out) {
            a.cellBounds(out);
            double lo = out[0], hi = out[1];
            CellBounds.monotone(out, lo > 0.0 ? lo : lo * 0.25, hi > 0.0 ? hi : hi * 0.25);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            a.fillColumn(x, z, y0, dy, n, out);
            for (int i = 0; i < n; i++) {
                double d = out[i];
                out[i] = d > 0.0 ? d : d * 0.25;
            }
        }
    }

    /** Game: {@code Mapped} SQUEEZE: c = clamp(d, -1, 1); c / 2 - c^3 / 24. Range [-11/24, 11/24]. */
    static final class Squeeze extends Node {
        final DensityFunction a;

        Squeeze(DensityFunction a) {
            super(-11.0 / 24.0, 11.0 / 24.0);
            this.a = a;
        }

        @Override
        public double compute(int x, int y, int z) {
            double e = clamp(a.compute(x, y, z), -1.0, 1.0);
            return e * 0.5 - e * e * e / 24.0; // e * 0.5 rounds exactly as e / 2.0
        }

        @Override
        public void cellBounds(double[] out) { // increasing: c / 2 - c^3 / 24 has slope 1/2 - c^2/8 > 0 on [-1, 1]
            a.cellBounds(out);
            double lo = clamp(out[0], -1.0, 1.0), hi = clamp(out[1], -1.0, 1.0);
            CellBounds.monotone(out, lo * 0.5 - lo * lo * lo / 24.0, hi * 0.5 - hi * hi * hi / 24.0);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            a.fillColumn(x, z, y0, dy, n, out);
            for (int i = 0; i < n; i++) {
                double e = clamp(out[i], -1.0, 1.0);
                out[i] = e * 0.5 - e * e * e / 24.0;
            }
        }
    }

    /** Game: {@code Mapped} INVERT: 1 / d. */
    static final class Invert extends Node {
        final DensityFunction a;

        Invert(DensityFunction a) {
            super(a.minValue() > 0 || a.maxValue() < 0 ? 1.0 / a.maxValue() : Double.NEGATIVE_INFINITY,
                    a.minValue() > 0 || a.maxValue() < 0 ? 1.0 / a.minValue() : Double.POSITIVE_INFINITY);
            this.a = a;
        }

        @Override
        public double compute(int x, int y, int z) {
            return 1.0 / a.compute(x, y, z);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            a.fillColumn(x, z, y0, dy, n, out);
            for (int i = 0; i < n; i++) {
                double d = out[i];
                out[i] = 1.0 / d;
            }
        }
    }

    /** Game: {@code DensityFunctions.Clamp}, via {@code Mth.clamp(double, double, double)}. */
    static final class Clamp extends Node {
        final DensityFunction a;
        final double lo, hi;

        Clamp(DensityFunction a, double lo, double hi) {
            super(lo, hi);
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        public double compute(int x, int y, int z) {
            return clamp(a.compute(x, y, z), lo, hi);
        }

        @Override
        public void cellBounds(double[] out) {
            a.cellBounds(out);
            double l = out[0], h = out[1];
            if (Double.isNaN(l) || Double.isNaN(h)) {
                CellBounds.unknown(out);
                return;
            }
            out[0] = clamp(l, lo, hi);
            out[1] = clamp(h, lo, hi);
        }

        @Override
        public void fillColumn(int x, int z, int y0, int dy, int n, double[] out) {
            a.fillColumn(x, z, y0, dy, n, out);
            for (int i = 0; i < n; i++) out[i] = clamp(out[i], lo, hi);
        }
    }

    /** The game's {@code Mth.clamp(double)}: {@code v < lo ? lo : Math.min(v, hi)}. */
    static double clamp(double v, double lo, double hi) {
        return v < lo ? lo : Math.min(v, hi);
    }

    /** The cell bounds of {@code |a|} (exact: no arithmetic), unknown if a's are. */
    static void absBounds(DensityFunction a, double[] out) {
        a.cellBounds(out);
        double lo = out[0], hi = out[1];
        if (Double.isNaN(lo) || Double.isNaN(hi)) {
            CellBounds.unknown(out);
            return;
        }
        out[0] = lo >= 0 ? lo : hi <= 0 ? -hi : 0.0;
        out[1] = Math.max(Math.abs(lo), Math.abs(hi));
    }

    /** The widened range of {@code x * y} for x in [alo, ahi] and y in [blo, bhi]; unknown if a product is NaN. */
    static void product(double[] out, double alo, double ahi, double blo, double bhi) {
        double p = alo * blo, q = alo * bhi, r = ahi * blo, t = ahi * bhi;
        CellBounds.monotone(out, Math.min(Math.min(p, q), Math.min(r, t)), Math.max(Math.max(p, q), Math.max(r, t)));
    }

    private static double productMin(DensityFunction a, DensityFunction b) {
        double p = a.minValue() * b.minValue(), q = a.minValue() * b.maxValue(), r = a.maxValue() * b.minValue(), s = a.maxValue() * b.maxValue();
        if (Double.isNaN(p) || Double.isNaN(q) || Double.isNaN(r) || Double.isNaN(s)) return Double.NEGATIVE_INFINITY;
        return Math.min(0.0, Math.min(Math.min(p, q), Math.min(r, s)));
    }

    private static double productMax(DensityFunction a, DensityFunction b) {
        double p = a.minValue() * b.minValue(), q = a.minValue() * b.maxValue(), r = a.maxValue() * b.minValue(), s = a.maxValue() * b.maxValue();
        if (Double.isNaN(p) || Double.isNaN(q) || Double.isNaN(r) || Double.isNaN(s)) return Double.POSITIVE_INFINITY;
        return Math.max(0.0, Math.max(Math.max(p, q), Math.max(r, s)));
    }
}
