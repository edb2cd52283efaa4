package dev.strata.engine.feature.tree;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.SurfaceShapeUpdates;
import dev.strata.engine.feature.WorldGenLevel;

/**
 * Game: {@code StructureTemplate.updateShapeAtEdge(level, 3, shape, ...)} as {@code TreeFeature} calls it: for each
 * face of the filled shape (in {@link VoxelShape#forAllFaces} order) the filled block's {@code updateShape} towards
 * its neighbour, then the neighbour's towards it, each written back with flags 2 when it changed.
 *
 * <p>{@code updateShape} is each block class's own; written out here for the blocks a tree's surface meets:
 * leaves (a block tick, delay 1, unless the neighbour would give the leaf its own distance 1; a water tick when
 * waterlogged), water and lava blocks (a fluid tick when either side holds a source), other waterlogged blocks (a
 * water tick), grass block, podzol, mycelium ({@code snowy} from the block above), vines (faces without support
 * dropped, no faces left: air), cocoa (air when its log is gone), pale hanging moss ({@code tip}, a tick when
 * unsupported), creaking hearts (a tick); then the ground cover {@link SurfaceShapeUpdates} writes out: plants
 * ({@code VegetationBlock}: grass, ferns, flowers, mushrooms, saplings, bushes, ...) become air where they can no
 * longer stand, and a double plant whose other half the tree replaced becomes air. So a large fern whose upper half
 * a leaf took loses its lower half, and a mushroom on a log the walk of {@link LeavesUpdate} reached (a fallen log
 * under a later tree, in sky light) is gone. Every other block keeps its state. Support of a vine or moss face is
 * approximated by the supporting block's full collision cube (the game: the face of its support shape).
 */
final class EdgeUpdates {
    private static final int FLAGS = 2;
    private static final int WATER_DELAY = 5, LAVA_DELAY = 30;

    private EdgeUpdates() {}

    static void updateShapeAtEdge(WorldGenLevel level, TreeBlocks blocks, VoxelShape shape, int x0, int y0, int z0) {
        shape.forAllFaces((d, x, y, z) -> {
            int px = x0 + x, py = y0 + y, pz = z0 + z;
            int nx = px + d.stepX, ny = py + d.stepY, nz = pz + d.stepZ;
            int state = level.getBlockState(px, py, pz);
            int neighbour = level.getBlockState(nx, ny, nz);
            int newState = updateShape(level, blocks, state, px, py, pz, d, neighbour);
            if (newState != state) level.setBlock(px, py, pz, newState, FLAGS);
            int newNeighbour = updateShape(level, blocks, neighbour, nx, ny, nz, d.opposite(), newState);
            if (newNeighbour != neighbour) level.setBlock(nx, ny, nz, newNeighbour, FLAGS);
        });
    }

    /** The block's {@code updateShape(state, dir, neighbourState)} (see the class comment for the blocks covered). */
    static int updateShape(WorldGenLevel level, TreeBlocks blocks, int state, int x, int y, int z, Direction dir, int neighbour) {
        BlockStates s = blocks.states;
        if (s.isAir(state)) return state;
        String name = s.registry().blockName(state);
        if (blocks.hasLeafDistance(state)) {
            if (blocks.isWaterlogged(state)) level.scheduleFluidTick(x, y, z, "minecraft:water", WATER_DELAY);
            int d = blocks.optionalDistanceAt(neighbour);
            int fromNeighbour = (d < 0 ? 7 : d) + 1;
            if (fromNeighbour != 1 || blocks.leafDistance(state) != fromNeighbour) level.scheduleBlockTick(x, y, z, name, 1);
            return state;
        }
        if (s.is(state, blocks.water) || s.isLavaFluid(state)) {
            if (s.isSourceFluid(state) || s.isSourceFluid(neighbour)) {
                boolean lava = s.isLavaFluid(state);
                boolean source = s.isSourceFluid(state);
                String fluid = lava ? (source ? "minecraft:lava" : "minecraft:flowing_lava") : (source ? "minecraft:water" : "minecraft:flowing_water");
                level.scheduleFluidTick(x, y, z, fluid, lava ? LAVA_DELAY : WATER_DELAY);
            }
            return state;
        }
        if (blocks.isWaterlogged(state)) level.scheduleFluidTick(x, y, z, "minecraft:water", WATER_DELAY);
        if (blocks.hasSnowy(state)) {
            if (dir != Direction.UP) return state;
            return s.with(state, "snowy", Boolean.toString(s.is(neighbour, blocks.snow)));
        }
        if (s.is(state, blocks.vine)) return dir == Direction.DOWN ? state : updatedVine(level, blocks, state, x, y, z);
        if (s.is(state, blocks.cocoa)) {
            Direction facing = Direction.byId(s.value(state, "facing"));
            if (dir == facing && !s.is(level.getBlockState(x + facing.stepX, y, z + facing.stepZ), s.tag("minecraft:jungle_logs"))) return s.air;
            return state;
        }
        if (s.is(state, blocks.paleHangingMoss)) {
            int above = level.getBlockState(x, y + 1, z);
            if (!(s.fullCollision(above) || s.is(above, blocks.paleHangingMoss))) level.scheduleBlockTick(x, y, z, name, 1);
            return s.with(state, "tip", Boolean.toString(!s.is(level.getBlockState(x, y - 1, z), blocks.paleHangingMoss)));
        }
        if (s.is(state, blocks.creakingHeart)) {
            level.scheduleBlockTick(x, y, z, name, 1);
            return state;
        }
        int surface = SurfaceShapeUpdates.updateShape(level, state, x, y, z, dir, neighbour);
        return surface != SurfaceShapeUpdates.NOT_HANDLED ? surface : state;
    }

    /** Game: {@code VineBlock.getUpdatedState}, then air when no face is left. */
    private static int updatedVine(WorldGenLevel level, TreeBlocks blocks, int state, int x, int y, int z) {
        BlockStates s = blocks.states;
        int above = level.getBlockState(x, y + 1, z);
        if ("true".equals(s.value(state, "up"))) state = s.with(state, "up", Boolean.toString(s.fullCollision(above)));
        for (Direction d : Direction.HORIZONTAL) {
            if (!"true".equals(s.value(state, d.id))) continue;
            boolean support = s.fullCollision(level.getBlockState(x + d.stepX, y, z + d.stepZ))
                    || s.is(above, blocks.vine) && "true".equals(s.value(above, d.id));
            state = s.with(state, d.id, Boolean.toString(support));
        }
        for (String face : new String[] {"up", "north", "east", "south", "west"}) {
            if ("true".equals(s.value(state, face))) return state;
        }
        return s.air;
    }
}
