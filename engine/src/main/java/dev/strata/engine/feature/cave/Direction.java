package dev.strata.engine.feature.cave;

/**
 * The six block faces in the game's order (game: {@code net.minecraft.core.Direction}: {@code DOWN, UP, NORTH,
 * SOUTH, WEST, EAST}), with their unit steps and property names. {@link #random} and {@link #HORIZONTAL} keep the
 * game's orders because features draw from and iterate over them.
 */
enum Direction {
    DOWN(0, -1, 0), UP(0, 1, 0), NORTH(0, 0, -1), SOUTH(0, 0, 1), WEST(-1, 0, 0), EAST(1, 0, 0);

    /** Game: {@code Direction.values()}. */
    static final Direction[] VALUES = values();
    /** Game: {@code Direction.Plane.HORIZONTAL}: north, east, south, west. */
    static final Direction[] HORIZONTAL = {NORTH, EAST, SOUTH, WEST};

    final int dx, dy, dz;

    Direction(int dx, int dy, int dz) {
        this.dx = dx;
        this.dy = dy;
        this.dz = dz;
    }

    /** The property value and serialized name ({@code "down"}, ...). */
    String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    Direction opposite() {
        switch (this) {
            case DOWN: return UP;
            case UP: return DOWN;
            case NORTH: return SOUTH;
            case SOUTH: return NORTH;
            case WEST: return EAST;
            default: return WEST;
        }
    }

    /** Game: {@code getClockWise()} of a horizontal direction (north, east, south, west, north). */
    Direction clockWise() {
        switch (this) {
            case NORTH: return EAST;
            case EAST: return SOUTH;
            case SOUTH: return WEST;
            case WEST: return NORTH;
            default: throw new IllegalStateException("no clockwise turn of " + this);
        }
    }

    /** The direction of a property value such as {@code "north"}. */
    static Direction byId(String id) {
        for (Direction d : VALUES) if (d.id().equals(id)) return d;
        throw new IllegalArgumentException("no direction " + id);
    }

    /** The shared {@link dev.strata.engine.feature.Direction} of the same face. */
    dev.strata.engine.feature.Direction shared() {
        return dev.strata.engine.feature.Direction.byName(id());
    }

    boolean horizontal() {
        return dy == 0;
    }

    /** Game: {@code Direction.getRandom(random)}: {@code VALUES[nextInt(6)]}. */
    static Direction random(dev.strata.engine.random.RandomSource random) {
        return VALUES[random.nextInt(VALUES.length)];
    }
}
