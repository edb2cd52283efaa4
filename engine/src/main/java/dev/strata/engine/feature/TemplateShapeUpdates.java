package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.regionio.block.BlockStateRegistry;

/**
 * {@code BlockState.updateShape(level, ticks, pos, direction, neighbourPos, neighbourState, random)} as a structure
 * template's placement calls it (its edge and each placed block against its six neighbours, see
 * {@code structure.template.TemplatePlacer}), written out per block class for the blocks a template and the
 * underground around it hold (game: the 26.1 decompile; the 26.2 {@code SpeleothemBlock} and
 * {@code PotentSulfurBlock}):
 * <ul>
 *   <li>air: unchanged;</li>
 *   <li>water and lava blocks ({@code LiquidBlock}): a fluid tick (water 5, lava 30: the overworld's) when the block
 *       or the neighbour holds a source; a water source over a block of {@code enables_bubble_column_push_up} or
 *       {@code _drag_down} also gets a block tick after 20;</li>
 *   <li>pointed dripstone and sulfur spikes ({@code #speleothems}; {@code SpeleothemBlock}): a water tick when
 *       waterlogged; towards up or down a tick when the support behind the tip is gone (1 for a stalagmite, 2 for a
 *       stalactite, none when a stalactite already has one), else {@code thickness} recomputed from the blocks in
 *       front and behind;</li>
 *   <li>potent sulfur: {@code potent_sulfur_state} from the water source above and the block below (dry, wet,
 *       dormant over {@code causes_periodic_geyser_eruptions}, continuous over
 *       {@code causes_continuous_geyser_eruptions}, erupting kept);</li>
 *   <li>glow lichen, sculk veins, resin clumps ({@code MultifaceBlock}): a water tick when waterlogged; air without
 *       faces; the face towards the neighbour dropped when it cannot attach there (air when none is left);</li>
 *   <li>blocks with {@code snowy} (grass, podzol, mycelium): towards up, snowy when the neighbour is in {@code #snow};</li>
 *   <li>amethyst clusters and buds ({@code AmethystClusterBlock}): a water tick when waterlogged; air when the
 *       block behind them (towards the neighbour opposite their facing) offers no full face;</li>
 *   <li>short grass, fern, dead bush, mushrooms and {@code #small_flowers} ({@code VegetationBlock}): air when
 *       {@link BlockSurvival#canSurvive} says they cannot stand there;</li>
 *   <li>sand, red sand, gravel, suspicious sand and gravel ({@code FallingBlock}, {@code BrushableBlock}): a block
 *       tick after 2;</li>
 *   <li>soul fire ({@code SoulFireBlock}): its default state on a {@code #soul_fire_base_blocks} block, else air;</li>
 *   <li>dried ghasts ({@code DriedGhastBlock}, which a nether fossil may place beside itself): a water tick when
 *       waterlogged, else unchanged;</li>
 *   <li>full-cube blocks whose only property is {@code axis} or none (stone, deepslate, ores, tuff, sulfur, magma...),
 *       the redstone ores and soul sand: unchanged (their classes do not override {@code updateShape}).</li>
 * </ul>
 * Then the ground cover of {@link SurfaceShapeUpdates}, the terrain's and features' blocks of {@link NaturalShapeUpdates}
 * and the blocks {@code structure.template.PieceShapeUpdates} writes out for the pieces' templates (a block's rule is
 * its class's, whichever placement asks). Any other block is refused with {@link IllegalStateException} naming the
 * template and the state: its rule is not written out, and guessing would write a block the game would not.
 *
 * <p>Approximations: a face's sturdiness ({@code isFaceSturdy}) is read as "full" in its support or collision shape
 * ({@link FaceSupport}); the potent sulfur block entity's countdown reset (when a dry or wet block becomes dormant)
 * is not made, Strata keeps block entities as placeholders.
 */
public final class TemplateShapeUpdates {
    private static final int WATER_DELAY = 5, LAVA_DELAY = 30, BUBBLE_DELAY = 20;

    private TemplateShapeUpdates() {}

    /**
     * @param dir the direction from the block to the neighbour
     * @param where the template, for the message of a refused block
     * @return the block's new state (the same id when unchanged)
     * @throws IllegalStateException for a block whose rule is not written out
     */
    public static int updateShape(WorldGenLevel level, int state, int x, int y, int z, Direction dir, int neighbour, String where) {
        BlockStates s = level.states();
        if (s.isAir(state)) return state;
        BlockStateRegistry r = s.registry();
        String name = r.blockName(state);
        switch (name) {
            case "minecraft:water":
            case "minecraft:lava": {
                boolean lava = name.equals("minecraft:lava");
                boolean source = s.isSourceFluid(state);
                if (source || s.isSourceFluid(neighbour)) {
                    String fluid = lava ? (source ? "minecraft:lava" : "minecraft:flowing_lava") : (source ? "minecraft:water" : "minecraft:flowing_water");
                    level.scheduleFluidTick(x, y, z, fluid, lava ? LAVA_DELAY : WATER_DELAY);
                }
                if (dir == Direction.DOWN && !lava && source
                        && (s.is(neighbour, s.tag("minecraft:enables_bubble_column_push_up")) || s.is(neighbour, s.tag("minecraft:enables_bubble_column_drag_down")))) {
                    level.scheduleBlockTick(x, y, z, name, BUBBLE_DELAY);
                }
                return state;
            }
            case "minecraft:potent_sulfur":
                return potentSulfur(level, state, x, y, z);
            case "minecraft:glow_lichen":
            case "minecraft:sculk_vein":
            case "minecraft:resin_clump":
                return multiface(level, state, x, y, z, dir, neighbour);
            case "minecraft:sand":
            case "minecraft:red_sand":
            case "minecraft:gravel":
            case "minecraft:suspicious_sand":
            case "minecraft:suspicious_gravel":
                level.scheduleBlockTick(x, y, z, name, 2);
                return state;
            case "minecraft:amethyst_cluster":
            case "minecraft:large_amethyst_bud":
            case "minecraft:medium_amethyst_bud":
            case "minecraft:small_amethyst_bud": {
                // game: AmethystClusterBlock.updateShape: air when the block it grows from is no longer sturdy towards it
                if ("true".equals(s.value(state, "waterlogged"))) level.scheduleFluidTick(x, y, z, "minecraft:water", WATER_DELAY);
                Direction facing = byId(s.value(state, "facing"));
                if (dir == facing.opposite() && !FaceSupport.canAttachTo(s, dir.ordinal(), neighbour)) return s.air;
                return state;
            }
            case "minecraft:short_grass":
            case "minecraft:fern":
            case "minecraft:dead_bush":
            case "minecraft:brown_mushroom":
            case "minecraft:red_mushroom":
                // game: VegetationBlock.updateShape: air when it cannot survive
                return BlockSurvival.canSurvive(level, state, x, y, z) ? state : s.air;
            case "minecraft:redstone_ore":
            case "minecraft:deepslate_redstone_ore":
            case "minecraft:soul_sand": // SoulSandBlock does not override updateShape (its shape is not the full cube)
                return state;
            case "minecraft:dried_ghast":
                // game: DriedGhastBlock.updateShape: a water tick when waterlogged, the state kept
                if ("true".equals(s.value(state, "waterlogged"))) level.scheduleFluidTick(x, y, z, "minecraft:water", WATER_DELAY);
                return state;
            case "minecraft:soul_fire":
                // game: SoulFireBlock.updateShape: its default state on a #soul_fire_base_blocks block, else air
                return s.is(level.getBlockState(x, y - 1, z), s.tag("minecraft:soul_fire_base_blocks")) ? s.defaultState(name) : s.air;
            default:
                break;
        }
        if (s.is(state, s.tag("minecraft:speleothems"))) return speleothem(level, state, x, y, z, dir);
        if (s.is(state, s.tag("minecraft:small_flowers"))) return BlockSurvival.canSurvive(level, state, x, y, z) ? state : s.air;
        if (s.value(state, "snowy") != null && r.propertyCount(state) == 1) {
            if (dir != Direction.UP) return state;
            return s.with(state, "snowy", Boolean.toString(s.is(neighbour, s.tag("minecraft:snow"))));
        }
        int props = r.propertyCount(state);
        if (s.fullCollision(state) && (props == 0 || props == 1 && r.value(state, "axis") != null)) return state;
        // ground cover beside the template (wildflowers, leaf litter, bushes, double plants...): the rules a mansion's
        // forest floor needs serve here too (a sulfur spring in a meadow met wildflowers)
        int surface = SurfaceShapeUpdates.updateShape(level, state, x, y, z, dir, neighbour);
        if (surface != SurfaceShapeUpdates.NOT_HANDLED) return surface;
        int natural = NaturalShapeUpdates.updateShape(level, state, x, y, z, dir, neighbour, where);
        if (natural != NaturalShapeUpdates.NOT_HANDLED) return natural;
        // the blocks the pieces' templates hold (chests, stairs, leaves, snow...): the same classes, whoever places them
        int piece = dev.strata.engine.structure.template.PieceShapeUpdates.writtenOut(level, state, x, y, z, dir, neighbour, where);
        if (piece != dev.strata.engine.structure.template.PieceShapeUpdates.NOT_HANDLED) return piece;
        throw new IllegalStateException(where + ": the shape update of " + r.toString(state)
                + " at " + x + " " + y + " " + z + " beside the template is not implemented");
    }

    /** Game 26.2: {@code SpeleothemBlock.updateShape}. */
    private static int speleothem(WorldGenLevel level, int state, int x, int y, int z, Direction dir) {
        BlockStates s = level.states();
        String name = s.registry().blockName(state);
        if ("true".equals(s.value(state, "waterlogged"))) level.scheduleFluidTick(x, y, z, "minecraft:water", WATER_DELAY);
        if (dir != Direction.UP && dir != Direction.DOWN) return state;
        Direction tip = "up".equals(s.value(state, "vertical_direction")) ? Direction.UP : Direction.DOWN;
        if (tip == Direction.DOWN && hasScheduledBlockTick(level, x, y, z, name)) return state;
        if (dir == tip.opposite() && !speleothemCanSurvive(level, state, x, y, z, tip)) {
            level.scheduleBlockTick(x, y, z, name, tip == Direction.DOWN ? 2 : 1);
            return state;
        }
        boolean merge = "tip_merge".equals(s.value(state, "thickness"));
        return s.with(state, "thickness", thickness(level, state, x, y, z, tip, merge));
    }

    /** Game: {@code isValidSpeleothemPlacement}: the block behind the tip is sturdy towards it, or the same block pointing the same way. */
    private static boolean speleothemCanSurvive(WorldGenLevel level, int state, int x, int y, int z, Direction tip) {
        BlockStates s = level.states();
        int behind = level.getBlockState(x, y - tip.stepY, z);
        int towardsBehind = tip == Direction.UP ? FaceSupport.DOWN : FaceSupport.UP;
        return FaceSupport.canAttachTo(s, towardsBehind, behind) || isSpeleothem(s, behind, tip) && s.block(behind) == s.block(state);
    }

    /** Game: {@code calculateSpeleothemThickness}. */
    private static String thickness(WorldGenLevel level, int state, int x, int y, int z, Direction tip, boolean merge) {
        BlockStates s = level.states();
        int front = level.getBlockState(x, y + tip.stepY, z);
        if (isSpeleothem(s, front, tip.opposite()) && s.block(front) == s.block(state)) {
            return !merge && !"tip_merge".equals(s.value(front, "thickness")) ? "tip" : "tip_merge";
        }
        if (!isSpeleothem(s, front, tip)) return "tip";
        String frontThickness = s.value(front, "thickness");
        if (!frontThickness.equals("tip") && !frontThickness.equals("tip_merge")) {
            int behind = level.getBlockState(x, y - tip.stepY, z);
            return !isSpeleothem(s, behind, tip) ? "base" : "middle";
        }
        return "frustum";
    }

    private static boolean isSpeleothem(BlockStates s, int state, Direction tip) {
        return s.is(state, s.tag("minecraft:speleothems")) && tip.id.equals(s.value(state, "vertical_direction"));
    }

    private static boolean hasScheduledBlockTick(WorldGenLevel level, int x, int y, int z, String block) {
        return level.chunkAt(x >> 4, z >> 4).hasBlockTick(BlockPos.asLong(x, y, z), block);
    }

    /** Game 26.2: {@code PotentSulfurBlock.validBlockState}. */
    private static int potentSulfur(WorldGenLevel level, int state, int x, int y, int z) {
        BlockStates s = level.states();
        int above = level.getBlockState(x, y + 1, z);
        if (!(s.isWaterFluid(above) && s.isSourceFluid(above))) return s.with(state, "potent_sulfur_state", "dry");
        int below = level.getBlockState(x, y - 1, z);
        boolean sourceIfFluid = !s.hasFluid(below) || s.isSourceFluid(below);
        if (s.is(below, s.tag("minecraft:causes_continuous_geyser_eruptions")) && sourceIfFluid) {
            return s.with(state, "potent_sulfur_state", "continuous");
        }
        if (s.is(below, s.tag("minecraft:causes_periodic_geyser_eruptions")) && sourceIfFluid) {
            return "erupting".equals(s.value(state, "potent_sulfur_state")) ? state : s.with(state, "potent_sulfur_state", "dormant");
        }
        return s.with(state, "potent_sulfur_state", "wet");
    }

    /** Game: {@code MultifaceBlock.updateShape}. */
    private static int multiface(WorldGenLevel level, int state, int x, int y, int z, Direction dir, int neighbour) {
        BlockStates s = level.states();
        if ("true".equals(s.value(state, "waterlogged"))) level.scheduleFluidTick(x, y, z, "minecraft:water", WATER_DELAY);
        if (!hasAnyFace(s, state)) return s.air;
        if (!"true".equals(s.value(state, dir.id)) || FaceSupport.canAttachTo(s, dir.ordinal(), neighbour)) return state;
        int without = s.with(state, dir.id, "false");
        return hasAnyFace(s, without) ? without : s.air;
    }

    /** {@code Direction.values()} once (each call of it copies the array). */
    private static final Direction[] DIRECTIONS = Direction.values();

    private static Direction byId(String id) {
        for (Direction d : DIRECTIONS) if (d.id.equals(id)) return d;
        throw new IllegalArgumentException("not a direction: " + id);
    }

    private static boolean hasAnyFace(BlockStates s, int state) {
        for (Direction d : DIRECTIONS) if ("true".equals(s.value(state, d.id))) return true;
        return false;
    }
}
