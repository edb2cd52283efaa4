package dev.strata.engine.structure;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.Direction;

/**
 * Mirroring and rotating block states as structure pieces place them (game: {@code BlockState.mirror(Mirror)} and
 * {@code BlockState.rotate(Rotation)}, which each block class defines). Written out for the properties the pieces
 * written so far place: a horizontal {@code facing} (torches, stairs, chests...), the four side properties
 * {@code north/east/south/west} of fences, panes and walls ({@code CrossCollisionBlock}), rail {@code shape}
 * of the rails ({@code RailBlock} and the straight rails: straight, ascending and curved shapes map by their
 * directions) and {@code axis} (rotation by 90 degrees swaps x and z). Other properties are left as they are; in
 * particular the {@code shape} of stairs, which {@code StairBlock.mirror} also changes, is not written out yet.
 */
public final class BlockOrientation {
    private BlockOrientation() {}

    /** Game: {@code Mirror}. */
    public enum Mirror {
        NONE, LEFT_RIGHT, FRONT_BACK;

        /** Game: {@code Mirror.mirror(Direction)}: left-right swaps north and south, front-back west and east. */
        public Direction mirror(Direction d) {
            if (this == LEFT_RIGHT && d.axis() == 2) return d.opposite();
            if (this == FRONT_BACK && d.axis() == 0) return d.opposite();
            return d;
        }
    }

    /** Game: {@code Rotation}. */
    public enum Rotation {
        NONE, CLOCKWISE_90, CLOCKWISE_180, COUNTERCLOCKWISE_90;

        /** Game: {@code Rotation.rotate(Direction)} for horizontal directions (vertical ones are kept). */
        public Direction rotate(Direction d) {
            if (d.axis() == 1) return d;
            int i = switch (d) {
                case NORTH -> 0;
                case EAST -> 1;
                case SOUTH -> 2;
                default -> 3;
            };
            return Direction.HORIZONTAL[(i + ordinal()) & 3];
        }
    }

    /** The state mirrored. */
    public static int mirror(BlockStates states, int state, Mirror mirror) {
        return transform(states, state, mirror, Rotation.NONE);
    }

    /** The state rotated. */
    public static int rotate(BlockStates states, int state, Rotation rotation) {
        return transform(states, state, Mirror.NONE, rotation);
    }

    private static Direction map(Direction d, Mirror m, Rotation r) {
        return r.rotate(m.mirror(d));
    }

    private static int transform(BlockStates states, int state, Mirror m, Rotation r) {
        String facing = states.value(state, "facing");
        if (facing != null) {
            Direction d = Direction.byName(facing);
            if (d != null && d.axis() != 1) state = states.with(state, "facing", map(d, m, r).serializedName());
        }
        String north = states.value(state, "north");
        if (north != null && states.value(state, "east") != null) {
            String[] by = new String[6];
            for (Direction d : Direction.HORIZONTAL) by[map(d, m, r).ordinal()] = states.value(state, d.serializedName());
            for (Direction d : Direction.HORIZONTAL) state = states.with(state, d.serializedName(), by[d.ordinal()]);
        }
        String shape = states.value(state, "shape");
        if (shape != null && states.registry().blockName(state).endsWith("rail")) {
            state = states.with(state, "shape", railShape(shape, m, r));
        }
        String axis = states.value(state, "axis");
        if (axis != null && (r == Rotation.CLOCKWISE_90 || r == Rotation.COUNTERCLOCKWISE_90)) {
            if (axis.equals("x")) state = states.with(state, "axis", "z");
            else if (axis.equals("z")) state = states.with(state, "axis", "x");
        }
        return state;
    }

    /** A rail shape mapped through the mirror and rotation, by the directions it joins or ascends to. */
    static String railShape(String shape, Mirror m, Rotation r) {
        if (shape.startsWith("ascending_")) {
            return "ascending_" + map(Direction.byName(shape.substring(10)), m, r).serializedName();
        }
        int cut = shape.indexOf('_');
        Direction a = map(Direction.byName(shape.substring(0, cut)), m, r);
        Direction b = map(Direction.byName(shape.substring(cut + 1)), m, r);
        if (a.axis() == b.axis()) return a.axis() == 2 ? "north_south" : "east_west";
        Direction ns = a.axis() == 2 ? a : b, ew = a.axis() == 2 ? b : a;
        return ns.serializedName() + "_" + ew.serializedName();
    }

    /**
     * Game: {@code StructurePiece.SHAPE_CHECK_BLOCKS}: nether brick fence, torch, wall torch, the oak, spruce,
     * dark oak, pale oak, acacia, birch and jungle fences, ladder, iron bars.
     */
    public static boolean isShapeCheckBlock(BlockStates states, int state) {
        String name = states.registry().blockName(state);
        return switch (name) {
            case "minecraft:nether_brick_fence", "minecraft:torch", "minecraft:wall_torch", "minecraft:oak_fence", "minecraft:spruce_fence",
                    "minecraft:dark_oak_fence", "minecraft:pale_oak_fence", "minecraft:acacia_fence", "minecraft:birch_fence",
                    "minecraft:jungle_fence", "minecraft:ladder", "minecraft:iron_bars" -> true;
            default -> false;
        };
    }
}
