package dev.strata.engine.feature.tree.foliage;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;

/** Game: {@code AcaciaFoliagePlacer}: three rows (a wide one below, a small one, the top plus-shaped row); foliage height 0. */
public final class AcaciaFoliagePlacer extends FoliagePlacer {
    public AcaciaFoliagePlacer(IntProvider radius, IntProvider offset) {
        super(radius, offset);
    }

    @Override
    protected void createFoliage(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, int treeHeight,
                                 FoliageAttachment attachment, int foliageHeight, int leafRadius, int offset) {
        boolean dbl = attachment.doubleTrunk();
        Pos pos = attachment.pos().above(offset);
        placeLeavesRow(level, sink, random, config, pos, leafRadius + attachment.radiusOffset(), -1 - foliageHeight, dbl);
        placeLeavesRow(level, sink, random, config, pos, leafRadius - 1, -foliageHeight, dbl);
        placeLeavesRow(level, sink, random, config, pos, leafRadius + attachment.radiusOffset() - 1, 0, dbl);
    }

    @Override
    public int foliageHeight(RandomSource random, int treeHeight, TreeConfiguration config) {
        return 0;
    }

    @Override
    protected boolean shouldSkipLocation(RandomSource random, int dx, int y, int dz, int currentRadius, boolean doubleTrunk) {
        if (y == 0) return (dx > 1 || dz > 1) && dx != 0 && dz != 0;
        return dx == currentRadius && dz == currentRadius && currentRadius > 0;
    }
}
