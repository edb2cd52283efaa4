package dev.strata.engine.feature;

/**
 * The six block faces in the game's order ({@code net.minecraft.core.Direction}: down, up, north, south, west,
 * east; north is -z, west is -x), with the unit step of each and the game's serialized names.
 */
public enum Direction {
    DOWN(0, -1, 0), UP(0, 1, 0), NORTH(0, 0, -1), SOUTH(0, 0, 1), WEST(-1, 0, 0), EAST(1, 0, 0);

    /** The unit step. */
    public final int stepX, stepY, stepZ;

    /** The game's name, made once (the lookups by name run per block). */
    private final String serializedName;

    Direction(int stepX, int stepY, int stepZ) {
        this.stepX = stepX;
        this.stepY = stepY;
        this.stepZ = stepZ;
        this.serializedName = name().toLowerCase(java.util.Locale.ROOT);
    }

    private static final Direction[] VALUES = values();
    /** The horizontal faces in the game's {@code Direction.Plane.HORIZONTAL} order: north, east, south, west (do not modify). */
    public static final Direction[] HORIZONTAL = {NORTH, EAST, SOUTH, WEST};
    /** The horizontal faces by 2D data value (game: {@code Direction.from2DDataValue}): south, west, north, east (do not modify). */
    public static final Direction[] BY_2D_DATA = {SOUTH, WEST, NORTH, EAST};

    /** The face on the other side. */
    public Direction opposite() {
        return VALUES[ordinal() ^ 1];
    }

    /** 0 for x (west/east), 1 for y (down/up), 2 for z (north/south). */
    public int axis() {
        return switch (this) {
            case WEST, EAST -> 0;
            case DOWN, UP -> 1;
            case NORTH, SOUTH -> 2;
        };
    }

    /** Whether the step is positive (up, south, east). */
    public boolean positive() {
        return stepX + stepY + stepZ > 0;
    }

    /** The game's name ({@code "down"}, ...). */
    public String serializedName() {
        return serializedName;
    }

    /** The direction of a game name, or null. */
    public static Direction byName(String name) {
        for (Direction d : VALUES) if (d.serializedName().equals(name)) return d;
        return null;
    }
}
