package dev.strata.engine.feature.tree.foliage;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;

/** Game: {@code FancyFoliagePlacer}: rows of radius {@code leafRadius} (+1 between top and bottom), round: {@code (dx+.5)^2 + (dz+.5)^2 > r^2} skipped (float). */
public final class FancyFoliagePlacer extends BlobFoliagePlacer {
    public FancyFoliagePlacer(IntProvider radius, IntProvider offset, int height) {
        super(radius, offset, height);
    }

    @Override
    protected void createFoliage(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, int treeHeight,
                                 FoliageAttachment attachment, int foliageHeight, int leafRadius, int offset) {
        for (int yo = offset; yo >= offset - foliageHeight; yo--) {
            int currentRadius = leafRadius + (yo == offset || yo == offset - foliageHeight ? 0 : 1);
            placeLeavesRow(level, sink, random, config, attachment.pos(), currentRadius, yo, attachment.doubleTrunk());
        }
    }

    @Override
    protected boolean shouldSkipLocation(RandomSource random, int dx, int y, int dz, int currentRadius, boolean doubleTrunk) {
        float fx = (float) dx + 0.5f, fz = (float) dz + 0.5f;
        return fx * fx + fz * fz > (float) (currentRadius * currentRadius);
    }
}
