package dev.strata.engine.structure.template;

import dev.strata.engine.feature.tree.Direction;

/**
 * A quarter-turn rotation about the y axis (game: {@code net.minecraft.world.level.block.Rotation}, values in the
 * game's order and with its serialized names: {@code none}, {@code clockwise_90}, {@code 180},
 * {@code counterclockwise_90}). Clockwise as seen from above: north turns to east.
 */
public enum Rotation {
    NONE("none"), CLOCKWISE_90("clockwise_90"), CLOCKWISE_180("180"), COUNTERCLOCKWISE_90("counterclockwise_90");

    /** The game's serialized name. */
    public final String id;

    Rotation(String id) {
        this.id = id;
    }

    /** The rotation of a serialized name, or null. */
    public static Rotation byName(String name) {
        for (Rotation r : values()) if (r.id.equals(name)) return r;
        return null;
    }

    /** Game: {@code Rotation.rotate(Direction)}: horizontal directions turn, up and down stay. */
    public Direction rotate(Direction d) {
        if (d == Direction.UP || d == Direction.DOWN) return d;
        int i = switch (d) {
            case NORTH -> 0;
            case EAST -> 1;
            case SOUTH -> 2;
            default -> 3;
        };
        return Direction.HORIZONTAL[(i + ordinal()) & 3];
    }

    /**
     * Game: {@code Rotation.rotate(int rotation, int steps)} (e.g. a sign's 16 {@code rotation} steps): the value
     * turned by a quarter of {@code steps} per quarter turn.
     */
    public int rotate(int value, int steps) {
        return switch (this) {
            case CLOCKWISE_90 -> (value + steps / 4) % steps;
            case CLOCKWISE_180 -> (value + steps / 2) % steps;
            case COUNTERCLOCKWISE_90 -> (value + steps * 3 / 4) % steps;
            default -> value;
        };
    }

    /** Whether x and z swap (a quarter turn). */
    public boolean quarter() {
        return this == CLOCKWISE_90 || this == COUNTERCLOCKWISE_90;
    }
}
