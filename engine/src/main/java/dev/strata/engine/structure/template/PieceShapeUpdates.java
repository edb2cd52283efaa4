package dev.strata.engine.structure.template;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.BlockSurvival;
import dev.strata.engine.feature.TemplateShapeUpdates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;

/**
 * {@code BlockState.updateShape} for the blocks of the structure templates placed by pieces (shipwrecks, ocean
 * ruins) and of the sea floor around them, beyond those {@link TemplateShapeUpdates} writes out (it answers the
 * rest, and refuses what neither knows). Game: the 26.1 block classes:
 * <ul>
 *   <li>stairs ({@code StairBlock}): a water tick when waterlogged; towards a horizontal neighbour the {@code shape}
 *       recomputed from the stairs in front and behind ({@code getStairsShape}, {@code canTakeShape});</li>
 *   <li>fences ({@code FenceBlock}): a water tick when waterlogged; towards a horizontal neighbour that side
 *       connects to a sturdy face (not leaves, barrier, pumpkins, melon, shulker boxes), a fence of the same kind
 *       (wooden or not) or a fence gate turned across it;</li>
 *   <li>slabs, trapdoors, iron chains: a water tick when waterlogged, else unchanged;</li>
 *   <li>doors ({@code DoorBlock}): towards its other half, that half's state with its own {@code half}, or air when
 *       it is gone; a lower half without a sturdy floor becomes air;</li>
 *   <li>glazed terracotta, magma, jigsaw blocks (ruined portals), crying obsidian: unchanged (no rule of their own);</li>
 *   <li>seagrass: air when it cannot survive ({@link BlockSurvival}), else a water tick; tall seagrass
 *       ({@code DoublePlantBlock}): air when its other half is gone or it cannot survive; sea pickles: air when they
 *       cannot survive, else a water tick when waterlogged;</li>
 *   <li>the woodland mansion's furnishings (walls, fence gates, redstone wire, double chests, vines, levers, banners,
 *       rails, farmland, crops and stems): {@link InteriorShapeUpdates}, asked first; the forest floor around them
 *       (vegetation, double plants, huge mushrooms, pale hanging moss): {@link dev.strata.engine.feature.SurfaceShapeUpdates}, asked next;</li>
 *   <li>kelp ({@code GrowingPlantHeadBlock}) and kelp plant ({@code GrowingPlantBodyBlock}): towards the block it
 *       stands on a tick when it cannot survive; a head with kelp above becomes a plant; a plant whose kelp above is
 *       gone becomes a head of age 0 (the game draws the age from the region's own random, which Strata does not
 *       have: a known difference); a water tick;</li>
 *   <li>the igloo's blocks: iron bars and panes ({@code IronBarsBlock}: a side attaches to a sturdy face, bars or
 *       walls); ladders, wall torches, wall signs: air when the block they hang on is gone (not sturdy; for signs
 *       not solid); torches: air without support below; carpets: air over air; beds: air when the other half is
 *       gone, else its {@code occupied}; snow layers: air when they cannot survive; furnace, cobweb, brewing stand,
 *       cauldrons, potted plants, crafting table: unchanged;</li>
 *   <li>leaves: a tick after 1 unless the neighbour confirms the distance ({@code getDistanceAt}), a water tick when
 *       waterlogged;</li>
 *   <li>corals, coral fans (live and dead) and wall fans: a water tick when waterlogged; air when the block they
 *       stand on (wall fans: hang on) offers no sturdy face towards them. The die tick of a live coral out of water
 *       is not scheduled.</li>
 * </ul>
 */
public final class PieceShapeUpdates {
    /**
     * Game: {@code ChestBlock.updateShape} (a single chest joins a neighbouring half facing the same way, a half whose
     * partner went becomes single; a water tick when waterlogged), for families with shape rules of their own.
     */
    public static int chestShape(WorldGenLevel level, int state, int x, int y, int z, Direction dir, int neighbour) {
        return InteriorShapeUpdates.chest(level, state, x, y, z, dir, neighbour);
    }

    private static final int WATER_DELAY = 5;

    private PieceShapeUpdates() {}

    /**
     * @param dir from the block to the neighbour
     * @return the new state (the same id when unchanged)
     * @throws IllegalStateException for a block neither this class nor {@link TemplateShapeUpdates} writes out
     */
    public static int updateShape(WorldGenLevel level, int state, int x, int y, int z, Direction dir, int neighbour, String where) {
        if (level.states().isAir(state)) return state;
        int known = writtenOut(level, state, x, y, z, dir, neighbour, where);
        return known != NOT_HANDLED ? known : TemplateShapeUpdates.updateShape(level, state, x, y, z, dir, neighbour, where);
    }

    /** Returned by {@link #writtenOut} for a block neither this class nor the classes it asks first write out. */
    public static final int NOT_HANDLED = -1;

    /**
     * The rules of this class and of those it asks first ({@link InteriorShapeUpdates},
     * {@link dev.strata.engine.feature.SurfaceShapeUpdates}), without falling back to {@link TemplateShapeUpdates}
     * (which asks this for the blocks it does not know).
     *
     * @return the new state, or {@link #NOT_HANDLED}
     */
    public static int writtenOut(WorldGenLevel level, int state, int x, int y, int z, Direction dir, int neighbour, String where) {
        BlockStates s = level.states();
        if (s.isAir(state)) return state;
        int interior = InteriorShapeUpdates.updateShape(level, state, x, y, z, dir, neighbour, where);
        if (interior != InteriorShapeUpdates.NOT_HANDLED) return interior;
        int surface = dev.strata.engine.feature.SurfaceShapeUpdates.updateShape(level, state, x, y, z, dir, neighbour);
        if (surface != dev.strata.engine.feature.SurfaceShapeUpdates.NOT_HANDLED) return surface;
        String name = s.registry().blockName(state);
        boolean horizontal = dir.stepY == 0;
        if (name.endsWith("_stairs")) {
            waterTick(level, state, x, y, z);
            return horizontal ? s.with(state, "shape", stairsShape(level, state, x, y, z)) : state;
        }
        if (s.tag("minecraft:fences").blocks().get(s.block(state))) {
            waterTick(level, state, x, y, z);
            if (!horizontal) return state;
            boolean connects = fenceConnects(s, state, neighbour, dir);
            return s.with(state, dir.id, Boolean.toString(connects));
        }
        if (name.equals("minecraft:iron_chain")) { // game: ChainBlock (ruined portals' blackstone iron bars): a water tick only
            waterTick(level, state, x, y, z);
            return state;
        }
        if (name.endsWith("_slab") || name.endsWith("_trapdoor")) {
            waterTick(level, state, x, y, z);
            return state;
        }
        if (name.endsWith("_door")) {
            String half = s.value(state, "half");
            boolean lower = half.equals("lower");
            if (dir.stepY != 0 && lower == (dir == Direction.UP)) {
                if (s.registry().blockName(neighbour).endsWith("_door") && !half.equals(s.value(neighbour, "half"))) return s.with(neighbour, "half", half);
                return s.air;
            }
            if (lower && dir == Direction.DOWN && !sturdy(level.getBlockState(x, y - 1, z), Direction.UP)) return s.air;
            return state;
        }
        if (name.endsWith("_glazed_terracotta") || name.equals("minecraft:magma_block") || name.equals("minecraft:furnace")
                || name.equals("minecraft:jigsaw") || name.equals("minecraft:crying_obsidian")
                || name.equals("minecraft:cobweb") || name.equals("minecraft:brewing_stand") || name.equals("minecraft:water_cauldron")
                || name.equals("minecraft:cauldron") || name.startsWith("minecraft:potted_") || name.equals("minecraft:crafting_table")) {
            return state;
        }
        if (name.equals("minecraft:iron_bars") || name.endsWith("glass_pane") || name.endsWith("copper_bars")) {
            waterTick(level, state, x, y, z);
            if (!horizontal) return state;
            int nb = s.block(neighbour);
            String n = s.registry().blockName(neighbour);
            boolean bars = n.equals("minecraft:iron_bars") || n.endsWith("glass_pane") || n.endsWith("copper_bars");
            boolean attaches = !exception(s, neighbour) && sturdy(neighbour, dir.opposite()) || bars || s.tag("minecraft:walls").blocks().get(nb);
            return s.with(state, dir.id, Boolean.toString(attaches));
        }
        if (name.equals("minecraft:ladder") || name.endsWith("wall_torch") || name.endsWith("_wall_sign") && !name.endsWith("hanging_wall_sign")) {
            if (!name.endsWith("wall_torch")) waterTick(level, state, x, y, z);
            Direction facing = byId(s.value(state, "facing"));
            if (dir.opposite() != facing) return state;
            Direction back = facing.opposite();
            int support = level.getBlockState(x + back.stepX, y + back.stepY, z + back.stepZ);
            boolean survives = name.endsWith("_wall_sign") ? s.isSolid(support) : sturdy(support, facing);
            return survives ? state : s.air;
        }
        if (name.equals("minecraft:torch") || name.equals("minecraft:redstone_torch") || name.equals("minecraft:soul_torch")) {
            return dir == Direction.DOWN && !BlockSurvival.canSurvive(level, state, x, y, z) ? s.air : state;
        }
        if (name.endsWith("_carpet") && !name.equals("minecraft:moss_carpet") && !name.equals("minecraft:pale_moss_carpet")) {
            return level.isEmptyBlock(x, y - 1, z) ? s.air : state; // CarpetBlock: canSurvive = the block below is not air
        }
        if (name.endsWith("_bed")) {
            Direction facing = byId(s.value(state, "facing"));
            String part = s.value(state, "part");
            Direction toOther = part.equals("foot") ? facing : facing.opposite();
            if (dir != toOther) return state;
            return s.block(neighbour) == s.block(state) && !part.equals(s.value(neighbour, "part")) ? s.with(state, "occupied", s.value(neighbour, "occupied")) : s.air;
        }
        if (name.equals("minecraft:snow")) return BlockSurvival.canSurvive(level, state, x, y, z) ? state : s.air;
        if (s.tag("minecraft:leaves").blocks().get(s.block(state)) && s.value(state, "distance") != null) {
            // LeavesBlock: a water tick when waterlogged; a tick after 1 unless the neighbour confirms the distance
            waterTick(level, state, x, y, z);
            int dist = leafDistance(s, neighbour) + 1;
            if (dist != 1 || Integer.parseInt(s.value(state, "distance")) != dist) level.scheduleBlockTick(x, y, z, name, 1);
            return state;
        }
        switch (name) {
            case "minecraft:seagrass": {
                if (!BlockSurvival.canSurvive(level, state, x, y, z)) return s.air;
                level.scheduleFluidTick(x, y, z, "minecraft:water", WATER_DELAY);
                return state;
            }
            case "minecraft:tall_seagrass": {
                String half = s.value(state, "half");
                if (dir.stepY != 0 && half.equals("lower") == (dir == Direction.UP)
                        && !(s.block(neighbour) == s.block(state) && !half.equals(s.value(neighbour, "half")))) {
                    return s.air;
                }
                if (half.equals("lower") && dir == Direction.DOWN && !BlockSurvival.canSurvive(level, state, x, y, z)) return s.air;
                return BlockSurvival.canSurvive(level, state, x, y, z) ? state : s.air;
            }
            case "minecraft:sea_pickle": {
                if (!BlockSurvival.canSurvive(level, state, x, y, z)) return s.air;
                waterTick(level, state, x, y, z);
                return state;
            }
            case "minecraft:kelp": {
                int kelp = s.blockIndex("minecraft:kelp"), plant = s.blockIndex("minecraft:kelp_plant");
                if (dir == Direction.DOWN) {
                    if (!BlockSurvival.canSurvive(level, state, x, y, z)) {
                        level.scheduleBlockTick(x, y, z, "minecraft:kelp", 1);
                    } else {
                        int above = s.block(level.getBlockState(x, y + 1, z));
                        if (above == kelp || above == plant) return s.defaultState("minecraft:kelp_plant");
                    }
                }
                if (dir == Direction.UP && (s.block(neighbour) == kelp || s.block(neighbour) == plant)) return s.defaultState("minecraft:kelp_plant");
                level.scheduleFluidTick(x, y, z, "minecraft:water", WATER_DELAY);
                return state;
            }
            case "minecraft:kelp_plant": {
                int kelp = s.blockIndex("minecraft:kelp"), plant = s.blockIndex("minecraft:kelp_plant");
                if (dir == Direction.DOWN && !BlockSurvival.canSurvive(level, state, x, y, z)) level.scheduleBlockTick(x, y, z, "minecraft:kelp_plant", 1);
                if (dir == Direction.UP && s.block(neighbour) != kelp && s.block(neighbour) != plant) return s.defaultState("minecraft:kelp");
                level.scheduleFluidTick(x, y, z, "minecraft:water", WATER_DELAY);
                return state;
            }
            default:
                break;
        }
        if (name.contains("coral") && !name.endsWith("_block")) {
            waterTick(level, state, x, y, z);
            if (name.endsWith("_wall_fan")) {
                Direction facing = byId(s.value(state, "facing"));
                if (dir.opposite() == facing) {
                    Direction back = facing.opposite();
                    if (!sturdy(level.getBlockState(x + back.stepX, y + back.stepY, z + back.stepZ), facing)) return s.air;
                }
                return state;
            }
            if (dir == Direction.DOWN && !sturdy(level.getBlockState(x, y - 1, z), Direction.UP)) return s.air;
            return state;
        }
        return NOT_HANDLED;
    }

    /** Game: {@code Block.isExceptionForConnection}. */
    private static boolean exception(BlockStates s, int state) {
        String n = s.registry().blockName(state);
        return s.tag("minecraft:leaves").blocks().get(s.block(state)) || n.equals("minecraft:barrier") || n.equals("minecraft:carved_pumpkin")
                || n.equals("minecraft:jack_o_lantern") || n.equals("minecraft:melon") || n.equals("minecraft:pumpkin")
                || s.tag("minecraft:shulker_boxes").blocks().get(s.block(state));
    }

    /** Game: {@code LeavesBlock.getDistanceAt}: 0 for logs, a leaf's distance, else 7. */
    private static int leafDistance(BlockStates s, int state) {
        if (s.tag("minecraft:logs").blocks().get(s.block(state))) return 0;
        String d = s.tag("minecraft:leaves").blocks().get(s.block(state)) ? s.value(state, "distance") : null;
        return d != null ? Integer.parseInt(d) : 7;
    }

    private static void waterTick(WorldGenLevel level, int state, int x, int y, int z) {
        if ("true".equals(level.states().value(state, "waterlogged"))) level.scheduleFluidTick(x, y, z, "minecraft:water", WATER_DELAY);
    }

    private static boolean sturdy(int state, Direction face) {
        return BlockSupport.vanilla().isFaceSturdy(state, dev.strata.engine.feature.Direction.byName(face.id));
    }

    /** Game: {@code StairBlock.getStairsShape}. */
    static String stairsShape(WorldGenLevel level, int state, int x, int y, int z) {
        BlockStates s = level.states();
        Direction facing = byId(s.value(state, "facing"));
        String half = s.value(state, "half");
        int behind = level.getBlockState(x + facing.stepX, y, z + facing.stepZ);
        if (isStairs(s, behind) && half.equals(s.value(behind, "half"))) {
            Direction behindFacing = byId(s.value(behind, "facing"));
            if (axis(behindFacing) != axis(facing) && canTakeShape(level, state, x, y, z, behindFacing.opposite())) {
                return behindFacing == counterClockWise(facing) ? "outer_left" : "outer_right";
            }
        }
        Direction back = facing.opposite();
        int front = level.getBlockState(x + back.stepX, y, z + back.stepZ);
        if (isStairs(s, front) && half.equals(s.value(front, "half"))) {
            Direction frontFacing = byId(s.value(front, "facing"));
            if (axis(frontFacing) != axis(facing) && canTakeShape(level, state, x, y, z, frontFacing)) {
                return frontFacing == counterClockWise(facing) ? "inner_left" : "inner_right";
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
        return s.registry().blockName(state).endsWith("_stairs") && s.value(state, "shape") != null;
    }

    /** Game: {@code FenceBlock.connectsTo(neighbour, isFaceSturdy(neighbour, dir.opposite), dir.opposite)}. */
    private static boolean fenceConnects(BlockStates s, int fence, int neighbour, Direction dir) {
        int nb = s.block(neighbour);
        boolean wooden = s.tag("minecraft:wooden_fences").blocks().get(s.block(fence));
        boolean sameFence = s.tag("minecraft:fences").blocks().get(nb) && s.tag("minecraft:wooden_fences").blocks().get(nb) == wooden;
        boolean gate = false;
        if (s.tag("minecraft:fence_gates").blocks().get(nb)) {
            Direction gateFacing = byId(s.value(neighbour, "facing"));
            gate = axis(gateFacing) == axis(clockWise(dir.opposite())); // FenceGateBlock.connectsToDirection
        }
        return !exception(s, neighbour) && sturdy(neighbour, dir.opposite()) || sameFence || gate;
    }

    private static int axis(Direction d) {
        return d.stepX != 0 ? 0 : d.stepY != 0 ? 1 : 2;
    }

    private static Direction clockWise(Direction d) {
        return switch (d) {
            case NORTH -> Direction.EAST;
            case EAST -> Direction.SOUTH;
            case SOUTH -> Direction.WEST;
            case WEST -> Direction.NORTH;
            default -> d;
        };
    }

    private static Direction counterClockWise(Direction d) {
        return clockWise(clockWise(clockWise(d)));
    }

    /** {@code Direction.values()} once (each call of it copies the array). */
    private static final Direction[] DIRECTIONS = Direction.values();

    private static Direction byId(String id) {
        for (Direction d : DIRECTIONS) if (d.id.equals(id)) return d;
        throw new IllegalArgumentException("not a direction: " + id);
    }
}
