package dev.strata.engine.structure.template;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.levelgen.BlockPos;

/**
 * How placing a template waterlogs its blocks (game: {@code StructureTemplate.placeInWorld} with
 * {@code shouldApplyWaterlogging}, and {@code LiquidBlockContainer} / {@code SimpleWaterloggedBlock}), shared by every
 * placer of template blocks: feature templates, template pieces, jigsaw elements and end city pieces.
 * Coordinates are world block coordinates.
 */
public final class TemplateWater {
    /** The neighbours a waiting block may take its water from, in the game's order. */
    private static final Direction[] FILL_FROM = {Direction.UP, Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST};
    /** Game: {@code Fluids.WATER.getTickDelay(level)}: 5 game ticks. */
    private static final int WATER_DELAY = 5;

    private TemplateWater() {}

    /** Game: {@code instanceof LiquidBlockContainer}: the blocks with {@code waterlogged}, kelp and seagrass. */
    public static boolean isLiquidBlockContainer(BlockStates s, int state) {
        if (s.value(state, "waterlogged") != null) return true;
        String name = s.registry().blockName(state);
        return name.equals("minecraft:kelp") || name.equals("minecraft:kelp_plant") || name.equals("minecraft:seagrass")
                || name.equals("minecraft:tall_seagrass");
    }

    /**
     * Game: {@code LiquidBlockContainer.placeLiquid(level, pos, state, fluid)}: a dry waterloggable block takes a water
     * source ({@code SimpleWaterloggedBlock}: flags 3 and a water tick after {@value #WATER_DELAY}); kelp and
     * seagrass take nothing.
     *
     * @param fluidHolder the state whose fluid is offered
     */
    public static void placeLiquid(WorldGenLevel level, int x, int y, int z, int state, int fluidHolder) {
        BlockStates s = level.states();
        if (!"false".equals(s.value(state, "waterlogged"))) return;
        if (!(s.isWaterFluid(fluidHolder) && s.isSourceFluid(fluidHolder))) return; // fluidState.getType() == Fluids.WATER
        level.setBlock(x, y, z, s.with(state, "waterlogged", "true"), WorldGenLevel.UPDATE_ALL);
        level.scheduleFluidTick(x, y, z, "minecraft:water", WATER_DELAY);
    }

    /**
     * What placing a template block means for water, when the settings apply waterlogging (game: {@code placeInWorld}
     * after a successful {@code setBlock}): a fluid source the template places is locked (it gives no water to its
     * neighbours' waiting blocks); a waterloggable block takes the water that was there and, if that was no source,
     * waits for {@link #fill}.
     *
     * @param previousFluid the state at the position before the block was set (holding the fluid that was there)
     */
    public static void placed(WorldGenLevel level, int x, int y, int z, int state, int previousFluid, PlacementScratch.Positions toFill,
            PlacementScratch.LongSet locked) {
        BlockStates s = level.states();
        if (s.isSourceFluid(state)) {
            locked.add(BlockPos.asLong(x, y, z));
        } else if (isLiquidBlockContainer(s, state)) {
            placeLiquid(level, x, y, z, state, previousFluid);
            if (!s.isSourceFluid(previousFluid)) toFill.add(x, y, z);
        }
    }

    /**
     * The waiting waterloggable blocks filled from a source above or north, east, south, west of them that is not
     * locked, repeated while any was filled; a filled block leaves the list, the others keep their order (game:
     * the {@code placeInWorld} loop over its list with {@code iterator.remove()}).
     *
     * @param toFill the blocks waiting for water, in the order they were placed; left holding those never filled
     * @param locked the fluid sources the template itself placed ({@link BlockPos#asLong}), which give no water
     */
    public static void fill(WorldGenLevel level, PlacementScratch.Positions toFill, PlacementScratch.LongSet locked) {
        BlockStates s = level.states();
        boolean filled = true;
        while (filled && toFill.size() > 0) {
            filled = false;
            int kept = 0;
            for (int i = 0, n = toFill.size(); i < n; i++) {
                int x = toFill.x(i), y = toFill.y(i), z = toFill.z(i);
                int toPlace = level.getBlockState(x, y, z);
                for (int k = 0; k < FILL_FROM.length && !s.isSourceFluid(toPlace); k++) {
                    Direction d = FILL_FROM[k];
                    int nx = x + d.stepX, ny = y + d.stepY, nz = z + d.stepZ;
                    int neighbour = level.getBlockState(nx, ny, nz);
                    if (s.isSourceFluid(neighbour) && !locked.contains(BlockPos.asLong(nx, ny, nz))) toPlace = neighbour;
                }
                int state = s.isSourceFluid(toPlace) ? level.getBlockState(x, y, z) : -1;
                if (state < 0 || !isLiquidBlockContainer(s, state)) {
                    toFill.move(i, kept++); // stays in the list, in order
                    continue;
                }
                placeLiquid(level, x, y, z, state, toPlace);
                filled = true;
            }
            toFill.truncate(kept);
        }
    }
}
