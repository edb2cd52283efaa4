package dev.strata.engine.structure.template;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.TemplateShapeUpdates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.VoxelShape;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Game: {@code StructureTemplate.placeInWorld} (26.2) into a {@link WorldGenLevel}:
 * <ol>
 *   <li>the palette: {@code nextInt(palette count)} of the given random (drawn even for one palette);</li>
 *   <li>each block's position mirrored, turned about the pivot and moved to the placement position, dropped
 *       outside the settings' box ({@code processBlockInfos}: with no processor that looks at the whole piece, 26.2
 *       drops them before processing);</li>
 *   <li>in palette order: the fluid where the block goes is noted, the block's state mirrored and turned
 *       ({@link StateTransforms}) and set with the given flags; a refused write skips the block. With waterlogging
 *       applied, a placed block holding a fluid source locks its position; a block that can hold water
 *       ({@code LiquidBlockContainer}: blocks with {@code waterlogged}, kelp, seagrass) takes the water source it
 *       replaced ({@code SimpleWaterloggedBlock.placeLiquid}: {@code waterlogged=true}, flags 3, a water tick after
 *       5) and, where it replaced no source, waits to be filled;</li>
 *   <li>the waiting blocks are filled from a source above or north, east, south, west of them that the template did
 *       not place (its own fluids are locked), repeated while any was filled;</li>
 *   <li>unless the shape is known: the shape updates at the edge of the placed blocks ({@code updateShapeAtEdge}, flags
 *       {@code flags & ~1}), then each placed block updated from its six neighbours
 *       ({@code Block.updateFromNeighbourShapes}: west, east, north, south, down, up; written with
 *       {@code flags & ~1 | 16}). {@code updateNeighborsAt} does nothing in a {@code WorldGenRegion}.</li>
 * </ol>
 * Each block's {@code updateShape} is {@link TemplateShapeUpdates}'.
 *
 * Then, unless the settings ignore entities, the template's entities ({@link TemplateEntities}; finalizeEntities is
 * off, the game's default, which no caller of this placement changes).
 *
 * <p>Not implemented (refused with {@link IllegalStateException} before anything is drawn or placed, so a caller
 * refuses such templates when it parses): blocks with block entity data (the game places a barrier first, loads the
 * data into the block entity and, for a randomizable container, draws its {@code LootTableSeed} with
 * {@code nextLong()}).
 */
final class TemplatePlacer {
    private static final Direction[] FILL_FROM = {Direction.UP, Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST};
    /** Game: {@code BlockBehaviour.UPDATE_SHAPE_ORDER}. */
    private static final Direction[] UPDATE_SHAPE_ORDER = {Direction.WEST, Direction.EAST, Direction.NORTH, Direction.SOUTH,
            Direction.DOWN, Direction.UP};
    private static final int WATER_DELAY = 5;

    private TemplatePlacer() {}

    static boolean place(StructureTemplate t, WorldGenLevel level, int px, int py, int pz, StructurePlaceSettings settings,
                         RandomSource random, int flags) {
        if (t.hasBlockEntityData()) throw new IllegalStateException(t.file() + ": placing block entity data is not implemented");
        if (t.palettes().isEmpty()) return false;
        List<StructureTemplate.BlockInfo> blocks = t.palettes().get(random.nextInt(t.palettes().size()));
        if (blocks.isEmpty() && (settings.ignoreEntities() || t.entities().isEmpty()) || t.sizeX() < 1 || t.sizeY() < 1 || t.sizeZ() < 1) {
            return false;
        }
        BlockStates s = level.states();
        // processBlockInfos: no processors here
        List<int[]> processed = new ArrayList<>(blocks.size());
        for (StructureTemplate.BlockInfo b : blocks) {
            int[] p = StructureTemplate.transform(b.x(), b.y(), b.z(), settings.mirror(), settings.rotation(), settings.pivotX(), settings.pivotZ());
            int x = p[0] + px, y = p[1] + py, z = p[2] + pz;
            if (!settings.inBox(x, y, z)) continue;
            processed.add(new int[] {x, y, z, b.state()});
        }
        boolean water = settings.applyWaterlogging();
        List<int[]> toFill = new ArrayList<>(), placed = new ArrayList<>(processed.size());
        Set<Long> locked = new HashSet<>();
        BoundingBox bounds = null; // of the blocks set
        for (int[] info : processed) {
            int x = info[0], y = info[1], z = info[2];
            int previousFluid = water ? level.getBlockState(x, y, z) : -1; // the state holding the fluid that was there
            int state = StateTransforms.transform(s, info[3], settings.mirror(), settings.rotation());
            if (!level.setBlock(x, y, z, state, flags)) continue;
            bounds = bounds == null ? new BoundingBox(x, y, z, x, y, z) : bounds.encapsulate(x, y, z);
            placed.add(new int[] {x, y, z});
            if (!water) continue;
            if (s.isSourceFluid(state)) {
                locked.add(BlockPos.asLong(x, y, z));
            } else if (isLiquidBlockContainer(s, state)) {
                placeLiquid(level, x, y, z, state, previousFluid);
                if (!s.isSourceFluid(previousFluid)) toFill.add(new int[] {x, y, z});
            }
        }
        boolean filled = true;
        while (filled && !toFill.isEmpty()) {
            filled = false;
            for (Iterator<int[]> it = toFill.iterator(); it.hasNext(); ) {
                int[] p = it.next();
                int toPlace = level.getBlockState(p[0], p[1], p[2]);
                for (int i = 0; i < FILL_FROM.length && !s.isSourceFluid(toPlace); i++) {
                    Direction d = FILL_FROM[i];
                    int nx = p[0] + d.stepX, ny = p[1] + d.stepY, nz = p[2] + d.stepZ;
                    int neighbour = level.getBlockState(nx, ny, nz);
                    if (s.isSourceFluid(neighbour) && !locked.contains(BlockPos.asLong(nx, ny, nz))) toPlace = neighbour;
                }
                if (!s.isSourceFluid(toPlace)) continue;
                int state = level.getBlockState(p[0], p[1], p[2]);
                if (!isLiquidBlockContainer(s, state)) continue;
                placeLiquid(level, p[0], p[1], p[2], state, toPlace);
                filled = true;
                it.remove();
            }
        }
        if (bounds != null && !settings.knownShape()) {
            int minX = bounds.minX(), minY = bounds.minY(), minZ = bounds.minZ();
            VoxelShape shape = new VoxelShape(bounds.getXSpan(), bounds.getYSpan(), bounds.getZSpan());
            for (int[] p : placed) shape.fill(p[0] - minX, p[1] - minY, p[2] - minZ);
            updateShapeAtEdge(level, flags, shape, minX, minY, minZ, t);
            for (int[] p : placed) {
                int state = level.getBlockState(p[0], p[1], p[2]);
                int newState = state;
                for (Direction d : UPDATE_SHAPE_ORDER) {
                    int neighbour = level.getBlockState(p[0] + d.stepX, p[1] + d.stepY, p[2] + d.stepZ);
                    newState = TemplateShapeUpdates.updateShape(level, newState, p[0], p[1], p[2], d, neighbour, t.file());
                }
                if (newState != state) level.setBlock(p[0], p[1], p[2], newState, flags & ~1 | 16);
            }
        }
        if (!settings.ignoreEntities()) {
            int[] b = settings.box();
            TemplateEntities.place(t, level, px, py, pz, settings.mirror(), settings.rotation(), settings.pivotX(), settings.pivotZ(),
                    b == null ? null : new BoundingBox(b[0], b[1], b[2], b[3], b[4], b[5]), false);
        }
        return true;
    }

    /** Game: {@code StructureTemplate.updateShapeAtEdge(level, flags, shape, x0, y0, z0)}. */
    private static void updateShapeAtEdge(WorldGenLevel level, int flags, VoxelShape shape, int x0, int y0, int z0, StructureTemplate t) {
        shape.forAllFaces((d, x, y, z) -> {
            int px = x0 + x, py = y0 + y, pz = z0 + z;
            int nx = px + d.stepX, ny = py + d.stepY, nz = pz + d.stepZ;
            int state = level.getBlockState(px, py, pz);
            int neighbour = level.getBlockState(nx, ny, nz);
            int newState = TemplateShapeUpdates.updateShape(level, state, px, py, pz, d, neighbour, t.file());
            if (newState != state) level.setBlock(px, py, pz, newState, flags & ~1);
            int newNeighbour = TemplateShapeUpdates.updateShape(level, neighbour, nx, ny, nz, d.opposite(), newState, t.file());
            if (newNeighbour != neighbour) level.setBlock(nx, ny, nz, newNeighbour, flags & ~1);
        });
    }

    /** Game: {@code instanceof LiquidBlockContainer}: the blocks with {@code waterlogged}, kelp and seagrass. */
    static boolean isLiquidBlockContainer(BlockStates s, int state) {
        if (s.value(state, "waterlogged") != null) return true;
        String name = s.registry().blockName(state);
        return name.equals("minecraft:kelp") || name.equals("minecraft:kelp_plant") || name.equals("minecraft:seagrass")
                || name.equals("minecraft:tall_seagrass");
    }

    /**
     * Game: {@code LiquidBlockContainer.placeLiquid(level, pos, state, fluid)}: a dry waterloggable block takes a water
     * source ({@code SimpleWaterloggedBlock}); kelp and seagrass take nothing.
     *
     * @param fluidHolder the state whose fluid is offered
     */
    private static void placeLiquid(WorldGenLevel level, int x, int y, int z, int state, int fluidHolder) {
        BlockStates s = level.states();
        if (!"false".equals(s.value(state, "waterlogged"))) return;
        if (!(s.isWaterFluid(fluidHolder) && s.isSourceFluid(fluidHolder))) return; // fluidState.getType() == Fluids.WATER
        level.setBlock(x, y, z, s.with(state, "waterlogged", "true"), WorldGenLevel.UPDATE_ALL);
        level.scheduleFluidTick(x, y, z, "minecraft:water", WATER_DELAY);
    }
}
