package dev.strata.engine.feature.tree;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.foliage.FoliageAttachment;
import dev.strata.engine.feature.tree.foliage.FoliagePlacer;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.List;

/** A foliage placer that places nothing and draws nothing: it records the trunk's attachments (foliage height 0). */
final class Probe extends FoliagePlacer {
    final List<FoliageAttachment> attachments = new ArrayList<>();

    Probe() {
        super(StraightTrunkPlacerTest.constant(0), StraightTrunkPlacerTest.constant(0));
    }

    @Override
    protected void createFoliage(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, int treeHeight,
                                 FoliageAttachment attachment, int foliageHeight, int leafRadius, int offset) {
        attachments.add(attachment);
    }

    @Override
    public int foliageHeight(RandomSource random, int treeHeight, TreeConfiguration config) {
        return 0;
    }

    @Override
    protected boolean shouldSkipLocation(RandomSource random, int dx, int y, int dz, int currentRadius, boolean doubleTrunk) {
        return false;
    }
}
