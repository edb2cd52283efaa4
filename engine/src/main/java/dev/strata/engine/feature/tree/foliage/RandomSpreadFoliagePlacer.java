package dev.strata.engine.feature.tree.foliage;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;

/** Game: {@code RandomSpreadFoliagePlacer} (azalea, mangrove): {@code leaf_placement_attempts} leaves at triangular random offsets. */
public final class RandomSpreadFoliagePlacer extends FoliagePlacer {
    private final IntProvider foliageHeight;
    private final int leafPlacementAttempts;

    public RandomSpreadFoliagePlacer(IntProvider radius, IntProvider offset, IntProvider foliageHeight, int leafPlacementAttempts) {
        super(radius, offset);
        this.foliageHeight = foliageHeight;
        this.leafPlacementAttempts = leafPlacementAttempts;
    }

    @Override
    protected void createFoliage(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, int treeHeight,
                                 FoliageAttachment attachment, int foliageHeight, int leafRadius, int offset) {
        Pos origin = attachment.pos();
        for (int i = 0; i < leafPlacementAttempts; i++) {
            int dx = random.nextInt(leafRadius) - random.nextInt(leafRadius);
            int dy = random.nextInt(foliageHeight) - random.nextInt(foliageHeight);
            int dz = random.nextInt(leafRadius) - random.nextInt(leafRadius);
            tryPlaceLeaf(level, sink, random, config, origin.offset(dx, dy, dz));
        }
    }

    @Override
    public int foliageHeight(RandomSource random, int treeHeight, TreeConfiguration config) {
        return foliageHeight.sample(random);
    }

    @Override
    protected boolean shouldSkipLocation(RandomSource random, int dx, int y, int dz, int currentRadius, boolean doubleTrunk) {
        return false;
    }
}
