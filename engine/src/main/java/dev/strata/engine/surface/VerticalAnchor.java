package dev.strata.engine.surface;

/**
 * A block y given relative to the generation range (game: {@code VerticalAnchor}): {@code absolute},
 * {@code above_bottom} (min y + value) or {@code below_top} (min y + depth - 1 - value).
 *
 * @param kind which of the three forms
 * @param value the JSON number, in blocks
 */
public record VerticalAnchor(Kind kind, int value) {
    /** The JSON key of each form. */
    public enum Kind { ABSOLUTE, ABOVE_BOTTOM, BELOW_TOP }

    /**
     * Resolves to an absolute block y (game: {@code resolveY(WorldGenerationContext)}).
     *
     * @param minGenY lowest generated y: {@code max(dimension min_y, noise min_y)}
     * @param genDepth generated height: {@code min(dimension height, noise height)}
     */
    public int resolve(int minGenY, int genDepth) {
        switch (kind) {
            case ABSOLUTE:
                return value;
            case ABOVE_BOTTOM:
                return minGenY + value;
            default:
                return genDepth - 1 + minGenY - value;
        }
    }
}
