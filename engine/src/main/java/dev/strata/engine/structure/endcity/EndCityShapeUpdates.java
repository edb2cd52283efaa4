package dev.strata.engine.structure.endcity;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.TemplateShapeUpdates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.regionio.block.BlockStateRegistry;

/**
 * {@code BlockState.updateShape} for the blocks an end city places and finds beside it (game: the 26.1 block
 * classes), the others handed to {@link TemplateShapeUpdates} (which refuses a block it does not know):
 * <ul>
 *   <li>stairs ({@code StairBlock}): a water tick when waterlogged; towards a horizontal neighbour, {@code shape}
 *       recomputed from the stairs behind and in front ({@code getStairsShape});</li>
 *   <li>slabs and the ender chest ({@code SlabBlock}, {@code EnderChestBlock}): a water tick when waterlogged;</li>
 *   <li>chests ({@code ChestBlock}): a water tick when waterlogged; a single chest beside a half of the same block
 *       facing the same way and pointing at it becomes the other half; a half whose partner side has no chest becomes
 *       single;</li>
 *   <li>ladders ({@code LadderBlock}): air when the block behind, updated, no longer offers a sturdy face; a water tick
 *       when waterlogged;</li>
 *   <li>wall banners ({@code WallBannerBlock}): air when the block behind, updated, is not solid;</li>
 *   <li>chorus plants ({@code ChorusPlantBlock}): a block tick after 1 when it cannot survive, else the side towards
 *       the neighbour connected when the neighbour is a chorus plant or flower (or, below, in
 *       {@code #supports_chorus_plant}); chorus flowers ({@code ChorusFlowerBlock}): a block tick after 1 when it
 *       cannot survive, from every side but above;</li>
 *   <li>end rods, brewing stands, heads, glass, the structure block, the barrier and the end gateway (the End's
 *       highlands have gateways): unchanged (no {@code updateShape} of their own).</li>
 * </ul>
 */
final class EndCityShapeUpdates {
    private static final int WATER_DELAY = 5;

    private EndCityShapeUpdates() {}

    /**
     * @param dir the direction from the block to the neighbour
     * @param where the template, for the message of a refused block
     * @return the block's new state (the same id when unchanged)
     * @throws IllegalStateException for a block whose rule is not written out
     */
    static int updateShape(WorldGenLevel level, int state, int x, int y, int z, Direction dir, int neighbour, String where) {
        BlockStates s = level.states();
        if (s.isAir(state)) return state;
        BlockStateRegistry r = s.registry();
        String name = r.blockName(state);
        if (name.endsWith("_stairs")) {
            waterTick(level, state, x, y, z);
            if (dir.stepY != 0) return state;
            return s.with(state, "shape", stairsShape(level, state, x, y, z));
        }
        if (name.endsWith("_slab") || name.equals("minecraft:ender_chest")) {
            waterTick(level, state, x, y, z);
            return state;
        }
        if (name.equals("minecraft:chest") || name.equals("minecraft:trapped_chest")) return dev.strata.engine.structure.template.PieceShapeUpdates.chestShape(level, state, x, y, z, dir, neighbour);
        if (name.equals("minecraft:ladder")) {
            Direction facing = direction(s.value(state, "facing"));
            if (dir.opposite() == facing) {
                int behind = level.getBlockState(x - facing.stepX, y, z - facing.stepZ);
                if (!BlockSupport.vanilla().isFaceSturdy(behind, dev.strata.engine.feature.Direction.valueOf(facing.name()))) return s.air;
            }
            waterTick(level, state, x, y, z);
            return state;
        }
        if (name.endsWith("_wall_banner")) {
            Direction facing = direction(s.value(state, "facing"));
            if (dir == facing.opposite() && !s.isSolid(level.getBlockState(x - facing.stepX, y, z - facing.stepZ))) return s.air;
            return state;
        }
        if (name.equals("minecraft:chorus_plant")) return chorusPlant(level, state, x, y, z, dir, neighbour);
        if (name.equals("minecraft:chorus_flower")) {
            if (dir != Direction.UP && !chorusFlowerCanSurvive(level, x, y, z)) level.scheduleBlockTick(x, y, z, name, 1);
            return state;
        }
        if (name.equals("minecraft:end_rod") || name.equals("minecraft:brewing_stand") || name.endsWith("_head") || name.endsWith("_skull")
                || name.endsWith("stained_glass") || name.equals("minecraft:structure_block") || name.equals("minecraft:barrier")
                || name.equals("minecraft:end_gateway")) {
            return state;
        }
        return TemplateShapeUpdates.updateShape(level, state, x, y, z, dir, neighbour, where);
    }

    private static void waterTick(WorldGenLevel level, int state, int x, int y, int z) {
        if ("true".equals(level.states().value(state, "waterlogged"))) level.scheduleFluidTick(x, y, z, "minecraft:water", WATER_DELAY);
    }

    /** Game: {@code StairBlock.getStairsShape}. */
    static String stairsShape(WorldGenLevel level, int state, int x, int y, int z) {
        BlockStates s = level.states();
        Direction facing = direction(s.value(state, "facing"));
        String half = s.value(state, "half");
        int behind = level.getBlockState(x + facing.stepX, y, z + facing.stepZ);
        if (isStairs(s, behind) && half.equals(s.value(behind, "half"))) {
            Direction behindFacing = direction(s.value(behind, "facing"));
            if (axis(behindFacing) != axis(facing) && canTakeShape(level, state, x, y, z, behindFacing.opposite())) {
                return behindFacing == facing.clockWise().opposite() ? "outer_left" : "outer_right";
            }
        }
        int front = level.getBlockState(x - facing.stepX, y, z - facing.stepZ);
        if (isStairs(s, front) && half.equals(s.value(front, "half"))) {
            Direction frontFacing = direction(s.value(front, "facing"));
            if (axis(frontFacing) != axis(facing) && canTakeShape(level, state, x, y, z, frontFacing)) {
                return frontFacing == facing.clockWise().opposite() ? "inner_left" : "inner_right";
            }
        }
        return "straight";
    }

    private static boolean canTakeShape(WorldGenLevel level, int state, int x, int y, int z, Direction d) {
        BlockStates s = level.states();
        int n = level.getBlockState(x + d.stepX, y, z + d.stepZ);
        return !isStairs(s, n) || !s.value(n, "facing").equals(s.value(state, "facing")) || !s.value(n, "half").equals(s.value(state, "half"));
    }

    private static boolean isStairs(BlockStates s, int state) {
        return s.registry().blockName(state).endsWith("_stairs");
    }

    private static int axis(Direction d) {
        return d.stepX != 0 ? 0 : d.stepY != 0 ? 1 : 2;
    }

    /** {@code Direction.values()} once (each call of it copies the array). */
    private static final Direction[] DIRECTIONS = Direction.values();

    private static Direction direction(String id) {
        for (Direction d : DIRECTIONS) if (d.id.equals(id)) return d;
        throw new IllegalArgumentException("not a direction: " + id);
    }

    /** Game: {@code ChorusPlantBlock.updateShape}. */
    private static int chorusPlant(WorldGenLevel level, int state, int x, int y, int z, Direction dir, int neighbour) {
        BlockStates s = level.states();
        if (!chorusPlantCanSurvive(level, x, y, z)) {
            level.scheduleBlockTick(x, y, z, "minecraft:chorus_plant", 1);
            return state;
        }
        String n = s.registry().blockName(neighbour);
        boolean connect = n.equals("minecraft:chorus_plant") || n.equals("minecraft:chorus_flower")
                || dir == Direction.DOWN && s.is(neighbour, s.tag("minecraft:supports_chorus_plant"));
        return s.with(state, dir.id, Boolean.toString(connect));
    }

    /** Game: {@code ChorusPlantBlock.canSurvive}. */
    private static boolean chorusPlantCanSurvive(WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        int below = level.getBlockState(x, y - 1, z);
        boolean aboveOrBelow = !s.isAir(level.getBlockState(x, y + 1, z)) && !s.isAir(below);
        for (Direction d : Direction.HORIZONTAL) {
            int n = level.getBlockState(x + d.stepX, y, z + d.stepZ);
            if (!isBlock(s, n, "minecraft:chorus_plant")) continue;
            if (aboveOrBelow) return false;
            int nBelow = level.getBlockState(x + d.stepX, y - 1, z + d.stepZ);
            if (isBlock(s, nBelow, "minecraft:chorus_plant") || s.is(nBelow, s.tag("minecraft:supports_chorus_plant"))) return true;
        }
        return isBlock(s, below, "minecraft:chorus_plant") || s.is(below, s.tag("minecraft:supports_chorus_plant"));
    }

    /** Game: {@code ChorusFlowerBlock.canSurvive}. */
    private static boolean chorusFlowerCanSurvive(WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        int below = level.getBlockState(x, y - 1, z);
        if (isBlock(s, below, "minecraft:chorus_plant") || s.is(below, s.tag("minecraft:supports_chorus_flower"))) return true;
        if (!s.isAir(below)) return false;
        boolean one = false;
        for (Direction d : Direction.HORIZONTAL) {
            int n = level.getBlockState(x + d.stepX, y, z + d.stepZ);
            if (isBlock(s, n, "minecraft:chorus_plant")) {
                if (one) return false;
                one = true;
            } else if (!s.isAir(n)) {
                return false;
            }
        }
        return one;
    }

    private static boolean isBlock(BlockStates s, int state, String name) {
        return s.block(state) == s.blockIndex(name);
    }
}
