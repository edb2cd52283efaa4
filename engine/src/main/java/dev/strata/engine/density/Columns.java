package dev.strata.engine.density;

/** Helpers for {@link DensityFunction#fillColumn}: evaluating a child only where the scalar form would. */
final class Columns {
    private Columns() {}

    /**
     * {@code out[i] = f.compute(x, y0 + i * dy, z)} for every {@code i < n} with {@code where[i]}, other entries
     * untouched: one {@code fillColumn} per maximal run of selected positions (a single position is computed
     * directly). {@code tmp}: scratch of at least {@code n} entries, distinct from {@code out}.
     */
    static void fillWhere(DensityFunction f, int x, int z, int y0, int dy, int n, boolean[] where, double[] out, double[] tmp) {
        int i = 0;
        while (i < n) {
            if (!where[i]) {
                i++;
                continue;
            }
            int s = i;
            while (i < n && where[i]) i++;
            int len = i - s;
            if (len == n) {
                f.fillColumn(x, z, y0, dy, n, out);
            } else if (len == 1) {
                out[s] = f.compute(x, y0 + s * dy, z);
            } else {
                f.fillColumn(x, z, y0 + s * dy, dy, len, tmp);
                System.arraycopy(tmp, 0, out, s, len);
            }
        }
    }
}
