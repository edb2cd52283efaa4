package dev.strata.engine.structure.template;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.TemplateShapeUpdates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import java.util.List;

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
        PlacementScratch w = PlacementScratch.acquire();
        try {
            placeBlocks(t, level, px, py, pz, settings, flags, s, blocks, w);
        } finally {
            w.release();
        }
        if (!settings.ignoreEntities()) {
            int[] b = settings.box();
            TemplateEntities.place(t, level, px, py, pz, settings.mirror(), settings.rotation(), settings.pivotX(), settings.pivotZ(),
                    b == null ? null : new BoundingBox(b[0], b[1], b[2], b[3], b[4], b[5]), false);
        }
        return true;
    }

    /** The blocks of {@link #place}, in the scratch's buffers (nothing allocated per block). */
    private static void placeBlocks(StructureTemplate t, WorldGenLevel level, int px, int py, int pz, StructurePlaceSettings settings, int flags,
                                    BlockStates s, List<StructureTemplate.BlockInfo> blocks, PlacementScratch w) {
        // processBlockInfos: no processors here
        PlacementScratch.BlockList processed = w.blocks;
        int[] p = w.pos;
        for (int i = 0, n = blocks.size(); i < n; i++) {
            StructureTemplate.BlockInfo b = blocks.get(i);
            StructureTemplate.transform(b.x(), b.y(), b.z(), settings.mirror(), settings.rotation(), settings.pivotX(), settings.pivotZ(), p);
            int x = p[0] + px, y = p[1] + py, z = p[2] + pz;
            if (!settings.inBox(x, y, z)) continue;
            processed.add(x, y, z, b.state(), null, i);
        }
        boolean water = settings.applyWaterlogging();
        PlacementScratch.Positions toFill = w.toFill, placed = w.placed;
        PlacementScratch.LongSet locked = w.locked;
        for (int i = 0, n = processed.size(); i < n; i++) {
            int x = processed.x(i), y = processed.y(i), z = processed.z(i);
            int previousFluid = water ? level.getBlockState(x, y, z) : -1; // the state holding the fluid that was there
            int state = w.transformState(s, processed.state(i), settings.mirror(), settings.rotation());
            if (!level.setBlock(x, y, z, state, flags)) continue;
            w.include(x, y, z);
            placed.add(x, y, z);
            if (!water) continue;
            TemplateWater.placed(level, x, y, z, state, previousFluid, toFill, locked);
        }
        TemplateWater.fill(level, toFill, locked);
        if (!settings.knownShape()) {
            String file = t.file();
            TemplateShapes.update(level, w, flags,
                    (l, state, x, y, z, d, neighbour) -> TemplateShapeUpdates.updateShape(l, state, x, y, z, d, neighbour, file));
        }
    }

}
