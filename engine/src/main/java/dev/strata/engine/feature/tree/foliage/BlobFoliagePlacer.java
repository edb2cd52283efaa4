package dev.strata.engine.feature.tree.foliage;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;

/**
 * Game: {@code BlobFoliagePlacer} (oak, birch...): rows from {@code offset} down to {@code offset - height}, radius
 * {@code max(leafRadius + radiusOffset - 1 - yo / 2, 0)} (Java division: -1 / 2 is 0); each corner draws
 * {@code nextInt(2)} and is skipped on 0, and always on the top row.
 */
public class BlobFoliagePlacer extends FoliagePlacer {
    protected final int height;

    public BlobFoliagePlacer(IntProvider radius, IntProvider offset, int height) {
        super(radius, offset);
        this.height = height;
    }

    @Override
    protected void createFoliage(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, int treeHeight,
                                 FoliageAttachment attachment, int foliageHeight, int leafRadius, int offset) {
        for (int yo = offset; yo >= offset - foliageHeight; yo--) {
            int currentRadius = Math.max(leafRadius + attachment.radiusOffset() - 1 - yo / 2, 0);
            placeLeavesRow(level, sink, random, config, attachment.pos(), currentRadius, yo, attachment.doubleTrunk());
        }
    }

    @Override
    public int foliageHeight(RandomSource random, int treeHeight, TreeConfiguration config) {
        return height;
    }

    /** Corners: {@code nextInt(2) == 0 || y == 0} (the draw comes first, so every corner draws). */
    @Override
    protected boolean shouldSkipLocation(RandomSource random, int dx, int y, int dz, int currentRadius, boolean doubleTrunk) {
        return dx == currentRadius && dz == currentRadius && (random.nextInt(2) == 0 || y == 0);
    }
}
