package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.data.JsonCursor;

/**
 * Blocks a jigsaw structure's start piece keeps from the dimension's bottom and top (game: {@code
 * pools.DimensionPadding}; the data's {@code dimension_padding}: one non-negative int for both, or {@code {bottom,
 * top}}, each defaulting to 0). A start piece closer to either limit is refused, and pieces are kept inside them. As in the game, only
 * an absent field means no test: {@link #ZERO} is compared by identity, so an explicit 0 still tests the start.
 */
public record DimensionPadding(int bottom, int top) {
    /** Game: {@code DimensionPadding.ZERO}: no padding and no start test. */
    public static final DimensionPadding ZERO = new DimensionPadding(0, 0);

    static DimensionPadding parse(JsonCursor c) {
        if (c.isNumber()) {
            int v = c.asInt(0, Integer.MAX_VALUE);
            return new DimensionPadding(v, v);
        }
        int bottom = c.has("bottom") ? c.get("bottom").asInt(0, Integer.MAX_VALUE) : 0;
        int top = c.has("top") ? c.get("top").asInt(0, Integer.MAX_VALUE) : 0;
        return new DimensionPadding(bottom, top);
    }
}
