package dev.strata.engine.feature.tree;

import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.decorator.DecoratorContext;
import dev.strata.engine.feature.tree.decorator.TreeDecorator;
import dev.strata.engine.feature.tree.foliage.FoliageAttachment;
import dev.strata.engine.random.RandomSource;
import java.util.List;
import java.util.Set;

/**
 * The {@code minecraft:tree} feature (game: {@code TreeFeature}, unchanged from 26.1 to 26.2): draws the tree height,
 * foliage height, foliage radius and the root placer's trunk offset; refuses a tree outside the build height or
 * clipped (by {@code getMaxFreeTreeHeight}) below {@code min_clipped_height}; places roots, trunk and foliage, then
 * the decorators; finally recomputes the leaves' distances ({@link LeavesUpdate}) and updates the shapes at the
 * tree's surface ({@link EdgeUpdates}).
 */
public record TreeFeature(TreeConfiguration config) implements ConfiguredFeature {
    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        TreeSink sink = new TreeSink(level);
        boolean result = doPlace(level, random, new Pos(x, y, z), sink);
        if (!result || sink.trunks.isEmpty() && sink.foliage.isEmpty()) return false;
        if (!config.decorators().isEmpty()) {
            DecoratorContext context = new DecoratorContext(level, sink, random, config.blocks());
            for (TreeDecorator d : config.decorators()) d.place(context);
        }
        return finish(level, config.blocks(), sink);
    }

    /**
     * The end of {@code TreeFeature.place}: the bounding box of all four sets (false when all are empty), the leaves'
     * distances, and the shape updates at the box's filled surface.
     */
    static boolean finish(WorldGenLevel level, TreeBlocks blocks, TreeSink sink) {
        int[] box = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE};
        for (Set<Pos> set : List.of(sink.roots, sink.trunks, sink.foliage, sink.decorations)) {
            for (Pos p : set) {
                box[0] = Math.min(box[0], p.x());
                box[1] = Math.min(box[1], p.y());
                box[2] = Math.min(box[2], p.z());
                box[3] = Math.max(box[3], p.x());
                box[4] = Math.max(box[4], p.y());
                box[5] = Math.max(box[5], p.z());
            }
        }
        if (box[0] == Integer.MAX_VALUE) return false;
        VoxelShape shape = LeavesUpdate.updateLeaves(level, blocks, box, sink.trunks, sink.decorations, sink.roots);
        EdgeUpdates.updateShapeAtEdge(level, blocks, shape, box[0], box[1], box[2]);
        return true;
    }

    private boolean doPlace(WorldGenLevel level, RandomSource random, Pos origin, TreeSink sink) {
        int treeHeight = config.trunkPlacer().getTreeHeight(random);
        int foliageHeight = config.foliagePlacer().foliageHeight(random, treeHeight, config);
        int trunkHeight = treeHeight - foliageHeight;
        int leafRadius = config.foliagePlacer().foliageRadius(random, trunkHeight);
        Pos trunkOrigin = config.rootPlacer() != null ? config.rootPlacer().getTrunkOrigin(origin, random) : origin;
        int minY = Math.min(origin.y(), trunkOrigin.y());
        int maxY = Math.max(origin.y(), trunkOrigin.y()) + treeHeight + 1;
        if (minY < level.getMinY() + 1 || maxY > level.getMaxYExclusive()) return false;
        int minClipped = config.minimumSize().minClippedHeight();
        int clipped = getMaxFreeTreeHeight(level, treeHeight, trunkOrigin);
        if (clipped < treeHeight && (minClipped < 0 || clipped < minClipped)) return false;
        if (config.rootPlacer() != null && !config.rootPlacer().placeRoots(level, sink, random, origin, trunkOrigin, config)) return false;
        List<FoliageAttachment> attachments = config.trunkPlacer().placeTrunk(level, sink, random, clipped, trunkOrigin, config);
        for (FoliageAttachment a : attachments) {
            config.foliagePlacer().createFoliage(level, sink, random, config, clipped, a, foliageHeight, leafRadius);
        }
        return true;
    }

    /** Game: {@code getMaxFreeTreeHeight}: the height two below the first blocked layer, else the full height. */
    private int getMaxFreeTreeHeight(WorldGenLevel level, int maxTreeHeight, Pos treePos) {
        TreeBlocks blocks = config.blocks();
        for (int y = 0; y <= maxTreeHeight + 1; y++) {
            int r = config.minimumSize().sizeAtHeight(maxTreeHeight, y);
            for (int x = -r; x <= r; x++) {
                for (int z = -r; z <= r; z++) {
                    Pos p = treePos.offset(x, y, z);
                    if (!config.trunkPlacer().isFree(level, p, config)
                            || !config.ignoreVines() && blocks.isVine(level.getBlockState(p.x(), p.y(), p.z()))) {
                        return y - 2;
                    }
                }
            }
        }
        return maxTreeHeight;
    }
}
