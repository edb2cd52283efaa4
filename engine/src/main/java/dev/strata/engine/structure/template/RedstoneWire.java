package dev.strata.engine.structure.template;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import java.util.Set;

/**
 * {@code RedStoneWireBlock.updateShape} (game 26.2), for redstone wire in placed templates (the woodland mansion's
 * trap rooms): from below, air unless the block below has a sturdy top or is a hopper ({@code canSurviveOn}); from
 * above, every connection recomputed ({@code getConnectionState}); from a side, that side's connection
 * ({@code getConnectingSide}) when it stays connected or unconnected and the wire is no cross, else all connections
 * recomputed from a cross with that side set. The power is kept.
 *
 * <p>A side is {@code up} when the wire may climb (the block above the wire is no redstone conductor), the neighbour
 * holds a wire on top (a trapdoor or a block it survives on) under a wire-connecting block, and its face towards the
 * wire is sturdy; {@code side} when it climbs onto a non-sturdy face, or the neighbour connects (wire, a repeater or
 * observer facing it, a signal source), or the neighbour is no conductor and a wire lies below it; else {@code none}.
 * A dot stays a dot; a wire connected on one axis only is extended across the other.
 *
 * <p>Redstone conductors are the blocks whose collision shape is the full cube, except the game's
 * {@code isRedstoneConductor(never)} blocks this class lists (glass, leaves, ice, observer, redstone block, ...).
 */
final class RedstoneWire {
    private static final Set<String> SIGNAL_SOURCES = Set.of("minecraft:lever", "minecraft:redstone_torch", "minecraft:redstone_wall_torch",
            "minecraft:redstone_block", "minecraft:tripwire_hook", "minecraft:daylight_detector", "minecraft:trapped_chest", "minecraft:detector_rail",
            "minecraft:target", "minecraft:lectern", "minecraft:sculk_sensor", "minecraft:calibrated_sculk_sensor", "minecraft:lightning_rod",
            "minecraft:observer", "minecraft:repeater", "minecraft:comparator");
    private static final Set<String> NOT_CONDUCTORS = Set.of("minecraft:glass", "minecraft:tinted_glass", "minecraft:ice", "minecraft:packed_ice",
            "minecraft:blue_ice", "minecraft:observer", "minecraft:redstone_block", "minecraft:slime_block", "minecraft:honey_block",
            "minecraft:soul_sand", "minecraft:mud", "minecraft:piston", "minecraft:sticky_piston", "minecraft:barrier", "minecraft:tnt",
            "minecraft:beacon", "minecraft:glowstone", "minecraft:sea_lantern", "minecraft:shroomlight");

    private RedstoneWire() {}

    static int updateShape(WorldGenLevel level, int state, int x, int y, int z, Direction dir, int neighbour) {
        BlockStates s = level.states();
        if (dir == Direction.DOWN) return canSurviveOn(s, neighbour) ? state : s.air;
        if (dir == Direction.UP) return connectionState(level, state, x, y, z);
        String side = connectingSide(level, x, y, z, dir, canConnectUp(level, x, y, z));
        boolean nowConnected = !side.equals("none"), wasConnected = !"none".equals(s.value(state, dir.id));
        if (nowConnected == wasConnected && !isCross(s, state)) return s.with(state, dir.id, side);
        int cross = s.defaultState("minecraft:redstone_wire");
        for (Direction d : Direction.HORIZONTAL) cross = s.with(cross, d.id, "side");
        cross = s.with(s.with(cross, "power", s.value(state, "power")), dir.id, side);
        return connectionState(level, cross, x, y, z);
    }

    /** Game: {@code getConnectionState}. */
    private static int connectionState(WorldGenLevel level, int state, int x, int y, int z) {
        BlockStates s = level.states();
        boolean wasDot = isDot(s, state);
        int result = s.with(s.defaultState("minecraft:redstone_wire"), "power", s.value(state, "power"));
        boolean up = canConnectUp(level, x, y, z);
        for (Direction d : Direction.HORIZONTAL) {
            if (!"none".equals(s.value(result, d.id))) continue;
            result = s.with(result, d.id, connectingSide(level, x, y, z, d, up));
        }
        if (wasDot && isDot(s, result)) return result;
        boolean n = connected(s, result, Direction.NORTH), so = connected(s, result, Direction.SOUTH);
        boolean e = connected(s, result, Direction.EAST), w = connected(s, result, Direction.WEST);
        boolean nsEmpty = !n && !so, ewEmpty = !e && !w;
        if (!w && nsEmpty) result = s.with(result, "west", "side");
        if (!e && nsEmpty) result = s.with(result, "east", "side");
        if (!n && ewEmpty) result = s.with(result, "north", "side");
        if (!so && ewEmpty) result = s.with(result, "south", "side");
        return result;
    }

    private static boolean canConnectUp(WorldGenLevel level, int x, int y, int z) {
        return !conductor(level.states(), level.getBlockState(x, y + 1, z));
    }

    /** Game: {@code getConnectingSide(level, pos, direction, canConnectUp)}. */
    private static String connectingSide(WorldGenLevel level, int x, int y, int z, Direction d, boolean canConnectUp) {
        BlockStates s = level.states();
        int nx = x + d.stepX, nz = z + d.stepZ;
        int n = level.getBlockState(nx, y, nz);
        if (canConnectUp) {
            boolean placeableAbove = s.registry().blockName(n).endsWith("_trapdoor") || canSurviveOn(s, n);
            if (placeableAbove && connectsTo(s, level.getBlockState(nx, y + 1, nz), null)) {
                return sturdy(n, d.opposite()) ? "up" : "side";
            }
        }
        boolean none = !connectsTo(s, n, d) && (conductor(s, n) || !connectsTo(s, level.getBlockState(nx, y - 1, nz), null));
        return none ? "none" : "side";
    }

    /** Game: {@code shouldConnectTo(state, direction)}. */
    private static boolean connectsTo(BlockStates s, int state, Direction d) {
        String name = s.registry().blockName(state);
        if (name.equals("minecraft:redstone_wire")) return true;
        if (name.equals("minecraft:repeater")) {
            Direction facing = InteriorShapeUpdates.byId(s.value(state, "facing"));
            return facing == d || facing.opposite() == d;
        }
        if (name.equals("minecraft:observer")) return d == InteriorShapeUpdates.byId(s.value(state, "facing"));
        return d != null && (SIGNAL_SOURCES.contains(name) || name.endsWith("_button") || name.endsWith("_pressure_plate"));
    }

    private static boolean canSurviveOn(BlockStates s, int below) {
        return sturdy(below, Direction.UP) || s.registry().blockName(below).equals("minecraft:hopper");
    }

    private static boolean conductor(BlockStates s, int state) {
        if (!s.fullCollision(state)) return false;
        String name = s.registry().blockName(state);
        return !NOT_CONDUCTORS.contains(name) && !name.endsWith("_stained_glass") && !s.tag("minecraft:leaves").blocks().get(s.block(state));
    }

    private static boolean sturdy(int state, Direction face) {
        return BlockSupport.vanilla().isFaceSturdy(state, dev.strata.engine.feature.Direction.byName(face.id));
    }

    private static boolean connected(BlockStates s, int state, Direction d) {
        return !"none".equals(s.value(state, d.id));
    }

    private static boolean isDot(BlockStates s, int state) {
        for (Direction d : Direction.HORIZONTAL) if (connected(s, state, d)) return false;
        return true;
    }

    private static boolean isCross(BlockStates s, int state) {
        for (Direction d : Direction.HORIZONTAL) if (!"side".equals(s.value(state, d.id))) return false;
        return true;
    }
}
