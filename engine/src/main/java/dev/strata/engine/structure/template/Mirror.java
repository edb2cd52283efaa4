package dev.strata.engine.structure.template;

import dev.strata.engine.feature.tree.Direction;

/**
 * A mirror across a vertical plane (game: {@code net.minecraft.world.level.block.Mirror}, serialized names
 * {@code none}, {@code left_right} (z flips), {@code front_back} (x flips)).
 */
public enum Mirror {
    NONE("none"), LEFT_RIGHT("left_right"), FRONT_BACK("front_back");

    /** The game's serialized name. */
    public final String id;

    Mirror(String id) {
        this.id = id;
    }

    /** Game: {@code Mirror.mirror(Direction)}: left_right flips north and south, front_back east and west. */
    public Direction mirror(Direction d) {
        if (this == FRONT_BACK && (d == Direction.EAST || d == Direction.WEST)) return d.opposite();
        if (this == LEFT_RIGHT && (d == Direction.NORTH || d == Direction.SOUTH)) return d.opposite();
        return d;
    }

    /** Game: {@code Mirror.mirror(int rotation, int steps)} (a sign's 16 {@code rotation} steps). */
    public int mirror(int value, int steps) {
        int half = steps / 2;
        int corrected = value > half ? value - steps : value;
        return switch (this) {
            case FRONT_BACK -> (steps - corrected) % steps;
            case LEFT_RIGHT -> (half - corrected + steps) % steps;
            default -> value;
        };
    }
}
