package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StateTransforms;

/**
 * A template state turned by a jigsaw piece's rotation (game: {@code BlockState.rotate(rotation)}; jigsaw pieces are
 * never mirrored). Rotation alone changes only directions: {@code facing}, {@code axis}, {@code rotation} and the
 * four sides as {@link StateTransforms} turns them, a jigsaw's or crafter's {@code orientation} (front and top turned,
 * {@code FrontAndTop}), and a rail's {@code shape} (each named direction turned; {@code RailBlock.rotate}). Every
 * other property (stairs {@code shape} and {@code half}, door {@code hinge}, bed {@code part}, chest {@code type},
 * {@code face}, {@code attachment}, ...) is kept, as those blocks' {@code rotate} keeps it.
 */
final class JigsawStateRotation {
    private JigsawStateRotation() {}

    static int rotate(BlockStates s, int state, Rotation rotation) {
        if (rotation == Rotation.NONE || s.registry().propertyCount(state) == 0) return state;
        int out = StateTransforms.transform(s, state, Mirror.NONE, rotation);
        String orientation = s.value(out, "orientation");
        if (orientation != null) {
            int cut = orientation.indexOf('_');
            Direction front = Direction.byId(orientation.substring(0, cut)), top = Direction.byId(orientation.substring(cut + 1));
            out = s.with(out, "orientation", rotation.rotate(front).id + "_" + rotation.rotate(top).id);
        }
        String shape = s.value(out, "shape");
        if (shape != null && s.registry().blockName(out).endsWith("rail")) out = s.with(out, "shape", railShape(shape, rotation));
        return out;
    }

    /** Game: {@code RailBlock.rotate}/{@code PoweredRailBlock.rotate}: the shape's directions turned. */
    static String railShape(String shape, Rotation rotation) {
        String[] parts = shape.split("_");
        if (parts[0].equals("ascending")) return "ascending_" + rotation.rotate(Direction.byId(parts[1])).id;
        Direction a = rotation.rotate(Direction.byId(parts[0])), b = rotation.rotate(Direction.byId(parts[1]));
        if (a.axis().equals(b.axis())) return a.axis().equals("z") ? "north_south" : "east_west";
        Direction ns = a.axis().equals("z") ? a : b, ew = a.axis().equals("z") ? b : a;
        return ns.id + "_" + ew.id;
    }
}
