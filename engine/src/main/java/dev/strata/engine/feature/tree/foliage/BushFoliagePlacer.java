package dev.strata.engine.feature.tree.foliage;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;

/** Game: {@code BushFoliagePlacer}: blob rows of radius {@code leafRadius + radiusOffset - 1 - yo}; corners skipped on {@code nextInt(2) == 0}. */
public final class BushFoliagePlacer extends BlobFoliagePlacer {
    public BushFoliagePlacer(IntProvider radius, IntProvider offset, int height) {
        super(radius, offset, height);
    }

    @Override
    protected void createFoliage(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, int treeHeight,
                                 FoliageAttachment attachment, int foliageHeight, int leafRadius, int offset) {
        for (int yo = offset; yo >= offset - foliageHeight; yo--) {
            int currentRadius = leafRadius + attachment.radiusOffset() - 1 - yo;
            placeLeavesRow(level, sink, random, config, attachment.pos(), currentRadius, yo, attachment.doubleTrunk());
        }
    }

    @Override
    protected boolean shouldSkipLocation(RandomSource random, int dx, int y, int dz, int currentRadius, boolean doubleTrunk) {
        return dx == currentRadius && dz == currentRadius && random.nextInt(2) == 0;
    }
}
