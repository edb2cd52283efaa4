package dev.strata.engine.feature.tree;

/**
 * The six directions in the game's order ({@code Direction.values()}: down, up, north, south, west, east) with their
 * steps; {@link #HORIZONTAL} is {@code Direction.Plane.HORIZONTAL} (north, east, south, west), the order of its
 * iteration and of {@code getRandomDirection} ({@code nextInt(4)}).
 */
public enum Direction {
    DOWN(0, -1, 0, "down"), UP(0, 1, 0, "up"), NORTH(0, 0, -1, "north"), SOUTH(0, 0, 1, "south"),
    WEST(-1, 0, 0, "west"), EAST(1, 0, 0, "east");

    /** Game: {@code Direction.Plane.HORIZONTAL}. */
    public static final Direction[] HORIZONTAL = {NORTH, EAST, SOUTH, WEST};

    public final int stepX, stepY, stepZ;
    /** The serialized name (also the vine and multiface property of that face). */
    public final String id;

    Direction(int stepX, int stepY, int stepZ, String id) {
        this.stepX = stepX;
        this.stepY = stepY;
        this.stepZ = stepZ;
        this.id = id;
    }

    public Direction opposite() {
        switch (this) {
            case DOWN: return UP;
            case UP: return DOWN;
            case NORTH: return SOUTH;
            case SOUTH: return NORTH;
            case WEST: return EAST;
            default: return WEST;
        }
    }

    /** Game: {@code getClockWise()} about the y axis (north, east, south, west, north). */
    public Direction clockWise() {
        switch (this) {
            case NORTH: return EAST;
            case EAST: return SOUTH;
            case SOUTH: return WEST;
            case WEST: return NORTH;
            default: throw new IllegalStateException("no clockwise of " + this);
        }
    }

    /** The axis name ({@code x}, {@code y}, {@code z}), as the log property {@code axis} spells it. */
    public String axis() {
        return stepX != 0 ? "x" : stepY != 0 ? "y" : "z";
    }

    /** Whether the step is positive. */
    public boolean positive() {
        return stepX + stepY + stepZ > 0;
    }

    /** Game: {@code Direction.Plane.HORIZONTAL.getRandomDirection(random)}. */
    public static Direction randomHorizontal(dev.strata.engine.random.RandomSource random) {
        return HORIZONTAL[random.nextInt(4)];
    }

    /** {@code values()} once: each call of it copies the array, and the shape updates look names up per block. */
    private static final Direction[] BY_ORDINAL = values();

    /** The direction of a serialized name, or null. */
    public static Direction byId(String id) {
        for (Direction d : BY_ORDINAL) if (d.id.equals(id)) return d;
        return null;
    }
}
