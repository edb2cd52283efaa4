package dev.strata.engine.plan;

/**
 * The center of a plan, in <b>blocks</b> (x east, z south). The point is the integer block coordinate itself (the
 * north-west corner of block (x, z)); the chunk containing it is {@code (x >> 4, z >> 4)}.
 *
 * @param x block x
 * @param z block z
 */
public record Center(int x, int z) {
    /** Block (0, 0). */
    public static final Center ORIGIN = new Center(0, 0);

    /**
     * Parses {@code "x,z"}, each part a {@link Distance} in blocks with optional unit ({@code "0,0"},
     * {@code "-3c,2r"}, {@code "5k, -5k"}).
     *
     * @throws IllegalArgumentException naming the input when it is not two comma-separated distances or a part is
     *     outside the int range
     */
    public static Center parse(String text) {
        if (text == null) throw new IllegalArgumentException("center is missing");
        String[] parts = text.split(",", -1);
        if (parts.length != 2) {
            throw new IllegalArgumentException("invalid center '" + text + "': expected x,z in blocks, e.g. 0,0 or -3c,2r");
        }
        long x, z;
        try {
            x = Distance.parse(parts[0]);
            z = Distance.parse(parts[1]);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("invalid center '" + text + "': " + e.getMessage(), e);
        }
        if (x != (int) x || z != (int) z) throw new IllegalArgumentException("center '" + text + "' is out of range");
        return new Center((int) x, (int) z);
    }

    /** Chunk x containing the center. */
    public int chunkX() {
        return x >> 4;
    }

    /** Chunk z containing the center. */
    public int chunkZ() {
        return z >> 4;
    }

    /** {@code "x,z"} in blocks (parses back with {@link #parse}). */
    @Override
    public String toString() {
        return x + "," + z;
    }
}
