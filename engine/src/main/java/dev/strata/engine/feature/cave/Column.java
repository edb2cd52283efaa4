package dev.strata.engine.feature.cave;

import dev.strata.engine.feature.WorldGenLevel;
import java.util.function.IntPredicate;

/**
 * A vertical run of blocks with an optional floor and ceiling (game: {@code levelgen.Column} as made by
 * {@code Column.scan}): the y of the first block below and above the run that is a valid edge.
 *
 * @param floor the floor's y, or {@link #NONE}
 * @param ceiling the ceiling's y, or {@link #NONE}
 */
record Column(int floor, int ceiling) {
    /** An absent floor or ceiling. */
    static final int NONE = Integer.MIN_VALUE;

    boolean hasFloor() {
        return floor != NONE;
    }

    boolean hasCeiling() {
        return ceiling != NONE;
    }

    /** Game: {@code Column.getHeight()}: {@code ceiling - floor - 1} when both are there, else {@link #NONE}. */
    int height() {
        return hasFloor() && hasCeiling() ? ceiling - floor - 1 : NONE;
    }

    Column withFloor(int newFloor) {
        return new Column(newFloor, ceiling);
    }

    /**
     * Game: {@code Column.scan}: null when the start is not inside; else each way, step while inside for at most
     * {@code searchRange - 1} steps, and keep the block reached when it is a valid edge.
     */
    static Column scan(WorldGenLevel level, int x, int y, int z, int searchRange, IntPredicate inside, IntPredicate edge) {
        if (!inside.test(level.getBlockState(x, y, z))) return null;
        int ceiling = scanDirection(level, x, y, z, searchRange, inside, edge, 1);
        int floor = scanDirection(level, x, y, z, searchRange, inside, edge, -1);
        return new Column(floor, ceiling);
    }

    private static int scanDirection(WorldGenLevel level, int x, int y, int z, int range, IntPredicate inside, IntPredicate edge, int dy) {
        int cy = y;
        for (int i = 1; i < range && inside.test(level.getBlockState(x, cy, z)); i++) cy += dy;
        return edge.test(level.getBlockState(x, cy, z)) ? cy : NONE;
    }
}
