package dev.strata.engine.density;

/**
 * Compiled {@code spline} density function (game: {@code DensityFunctions.Spline} over {@code CubicSpline}).
 * Evaluation is in {@code float}, exactly as the game: the coordinate is narrowed to float, the interval is found
 * by the game's binary search, cubic Hermite interpolation inside, linear extension (by the end derivative)
 * outside.
 */
final class SplineNode extends Node {
    private final Spline spline;

    SplineNode(Spline spline) {
        // Bounds left open: the game's own spline bounds only feed the min/max shortcuts, which give the same
        // values whenever bounds are sound, so unknown bounds cannot change a result.
        super(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        this.spline = spline;
    }

    @Override
    public double compute(int x, int y, int z) {
        return spline.apply(x, y, z);
    }

    /** A compiled spline or spline value. */
    abstract static class Spline {
        abstract float apply(int x, int y, int z);
    }

    static final class ConstantSpline extends Spline {
        final float value;

        ConstantSpline(float value) {
            this.value = value;
        }

        @Override
        float apply(int x, int y, int z) {
            return value;
        }
    }

    static final class MultipointSpline extends Spline {
        final DensityFunction coordinate;
        final float[] locations;
        final Spline[] values;
        final float[] derivatives;

        MultipointSpline(DensityFunction coordinate, float[] locations, Spline[] values, float[] derivatives) {
            this.coordinate = coordinate;
            this.locations = locations.clone();
            this.values = values.clone();
            this.derivatives = derivatives.clone();
        }

        @Override
        float apply(int x, int y, int z) {
            float f = (float) coordinate.compute(x, y, z);
            float[] loc = locations;
            int i = findIntervalStart(loc, f);
            int last = loc.length - 1;
            if (i < 0) return linearExtend(f, values[0].apply(x, y, z), 0);
            if (i == last) return linearExtend(f, values[last].apply(x, y, z), last);
            float l0 = loc[i];
            float l1 = loc[i + 1];
            float t = (f - l0) / (l1 - l0);
            float d0 = derivatives[i];
            float d1 = derivatives[i + 1];
            float y0 = values[i].apply(x, y, z);
            float y1 = values[i + 1].apply(x, y, z);
            float p = d0 * (l1 - l0) - (y1 - y0);
            float q = -d1 * (l1 - l0) + (y1 - y0);
            return lerp(t, y0, y1) + t * (1.0F - t) * lerp(t, p, q);
        }

        private float linearExtend(float f, float value, int i) {
            float d = derivatives[i];
            return d == 0.0F ? value : value + d * (f - locations[i]);
        }

        /** The index of the last location at or below f ({@code -1} below the first): the game's {@code Mth.binarySearch} form. */
        static int findIntervalStart(float[] loc, float f) {
            int from = 0;
            int n = loc.length;
            while (n > 0) {
                int half = n / 2;
                int mid = from + half;
                if (f < loc[mid]) {
                    n = half;
                } else {
                    from = mid + 1;
                    n -= half + 1;
                }
            }
            return from - 1;
        }

        private static float lerp(float t, float a, float b) {
            return a + t * (b - a);
        }
    }
}
