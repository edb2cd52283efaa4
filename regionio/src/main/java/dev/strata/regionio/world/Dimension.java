package dev.strata.regionio.world;

/**
 * A dimension by its namespaced id, e.g. {@code minecraft:overworld}.
 *
 * @param namespace e.g. {@code minecraft}
 * @param path      e.g. {@code overworld}, {@code the_nether}, {@code the_end}
 */
public record Dimension(String namespace, String path) {
    /** {@code minecraft:overworld}. */
    public static final Dimension OVERWORLD = new Dimension("minecraft", "overworld");
    /** {@code minecraft:the_nether}. */
    public static final Dimension NETHER = new Dimension("minecraft", "the_nether");
    /** {@code minecraft:the_end}. */
    public static final Dimension END = new Dimension("minecraft", "the_end");

    /** Parses {@code ns:path} (namespace defaults to {@code minecraft}). */
    public static Dimension parse(String id) {
        int c = id.indexOf(':');
        return c < 0 ? new Dimension("minecraft", id) : new Dimension(id.substring(0, c), id.substring(c + 1));
    }

    @Override
    public String toString() {
        return namespace + ":" + path;
    }
}
