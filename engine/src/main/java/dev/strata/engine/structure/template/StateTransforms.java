package dev.strata.engine.structure.template;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.regionio.block.BlockStateRegistry;
import java.util.Set;

/**
 * How a template's block state turns with its placement (game: {@code BlockState.mirror(mirror).rotate(rotation)},
 * each block class's own {@code mirror}/{@code rotate}), for the properties whose rule is written out here:
 * <ul>
 *   <li>{@code facing} (a direction; up and down stay): rotated and mirrored as a direction
 *       ({@code HorizontalDirectionalBlock}, {@code DirectionalBlock});</li>
 *   <li>{@code axis}: x and z swap on a quarter turn, mirrors keep it ({@code RotatedPillarBlock});</li>
 *   <li>{@code rotation} (0..15): {@code Rotation.rotate(r, 16)}, {@code Mirror.mirror(r, 16)} (signs, banners,
 *       skulls);</li>
 *   <li>{@code north}/{@code east}/{@code south}/{@code west} (fences, panes, walls, vines, multiface blocks,
 *       mushroom blocks): the value of each side moves to the turned or mirrored side
 *       ({@code CrossCollisionBlock.rotate}/{@code mirror} and their peers).</li>
 * </ul>
 * Properties in {@link #NEUTRAL} do not depend on orientation. Any other property (stairs and rail {@code shape},
 * door {@code hinge}, chest {@code type}, {@code orientation}, ...) is refused by {@link #check} before placement,
 * naming the template and the state, because its rule is not implemented.
 */
public final class StateTransforms {
    /** Properties no block's {@code rotate}/{@code mirror} changes. */
    static final Set<String> NEUTRAL = Set.of("waterlogged", "level", "thickness", "vertical_direction", "potent_sulfur_state",
            "snowy", "age", "distance", "persistent", "lit", "powered", "half", "bites", "moisture", "stage", "layers", "pickles",
            "eggs", "hatch", "charges", "power", "note", "open", "occupied", "berries", "bloom", "can_summon", "shrieking",
            "sculk_sensor_phase", "tilt", "honey_level", "unstable", "triggered", "enabled", "inverted", "extended", "short",
            "locked", "delay", "drag", "signal_fire", "hanging", "conditional", "attached", "disarmed", "in_wall", "up", "down",
            "tip", "bottom", "candles", "flower_amount", "segment_amount", "dusted", "cracked", "natural", "creaking_heart_state",
            "ominous", "trial_spawner_state", "vault_state");
    private static final String[] SIDES = {"north", "east", "south", "west"};
    private static final Direction[] SIDE_DIRECTIONS = {Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST};

    private StateTransforms() {}

    /**
     * Refuses a state whose orientation rule is not written out here.
     *
     * @param where the template (file) the state comes from, for the message
     * @throws IllegalArgumentException naming {@code where} and the state
     */
    public static void check(BlockStates states, int state, String where) {
        BlockStateRegistry r = states.registry();
        for (int i = 0; i < r.propertyCount(state); i++) {
            String p = r.propertyName(state, i);
            if (NEUTRAL.contains(p) || p.equals("facing") || p.equals("axis") || p.equals("rotation") || isSide(p)) continue;
            throw new IllegalArgumentException(where + ": block state " + r.toString(state) + " has property " + p
                    + ", whose rotation and mirror rule Strata does not implement");
        }
    }

    private static boolean isSide(String p) {
        for (String s : SIDES) if (s.equals(p)) return true;
        return false;
    }

    /** Game: {@code state.mirror(mirror).rotate(rotation)} for a state {@link #check} accepted. */
    public static int transform(BlockStates states, int state, Mirror mirror, Rotation rotation) {
        if (mirror == Mirror.NONE && rotation == Rotation.NONE) return state;
        BlockStateRegistry r = states.registry();
        if (r.propertyCount(state) == 0) return state;
        String facing = r.value(state, "facing");
        if (facing != null) {
            Direction d = byId(facing);
            state = r.with(state, "facing", rotation.rotate(mirror.mirror(d)).id);
        }
        String axis = r.value(state, "axis");
        if (axis != null && rotation.quarter() && !axis.equals("y")) state = r.with(state, "axis", axis.equals("x") ? "z" : "x");
        String rot = r.value(state, "rotation");
        if (rot != null) state = r.with(state, "rotation", Integer.toString(rotation.rotate(mirror.mirror(Integer.parseInt(rot), 16), 16)));
        if (r.value(state, "north") != null) {
            String[] old = new String[4];
            for (int i = 0; i < 4; i++) old[i] = r.value(state, SIDES[i]);
            for (int i = 0; i < 4; i++) {
                if (old[i] == null) continue;
                Direction to = rotation.rotate(mirror.mirror(SIDE_DIRECTIONS[i]));
                state = r.with(state, to.id, old[i]);
            }
        }
        return state;
    }

    /** {@code Direction.values()} once (each call of it copies the array). */
    private static final Direction[] DIRECTIONS = Direction.values();

    private static Direction byId(String id) {
        for (Direction d : DIRECTIONS) if (d.id.equals(id)) return d;
        throw new IllegalArgumentException("not a direction: " + id);
    }
}
