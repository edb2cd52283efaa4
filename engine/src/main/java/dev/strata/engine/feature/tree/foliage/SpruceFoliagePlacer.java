package dev.strata.engine.feature.tree.foliage;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;

/**
 * Game: {@code SpruceFoliagePlacer}: rows from {@code offset} down to {@code -foliageHeight} whose radius starts at
 * {@code nextInt(2)} and cycles up to a growing maximum; foliage height {@code max(4, treeHeight - trunk_height)}.
 */
public final class SpruceFoliagePlacer extends FoliagePlacer {
    private final IntProvider trunkHeight;

    public SpruceFoliagePlacer(IntProvider radius, IntProvider offset, IntProvider trunkHeight) {
        super(radius, offset);
        this.trunkHeight = trunkHeight;
    }

    @Override
    protected void createFoliage(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, int treeHeight,
                                 FoliageAttachment attachment, int foliageHeight, int leafRadius, int offset) {
        Pos pos = attachment.pos();
        int currentRadius = random.nextInt(2);
        int maxRadius = 1, minRadius = 0;
        for (int yo = offset; yo >= -foliageHeight; yo--) {
            placeLeavesRow(level, sink, random, config, pos, currentRadius, yo, attachment.doubleTrunk());
            if (currentRadius >= maxRadius) {
                currentRadius = minRadius;
                minRadius = 1;
                maxRadius = Math.min(maxRadius + 1, leafRadius + attachment.radiusOffset());
            } else {
                currentRadius++;
            }
        }
    }

    @Override
    public int foliageHeight(RandomSource random, int treeHeight, TreeConfiguration config) {
        return Math.max(4, treeHeight - trunkHeight.sample(random));
    }

    @Override
    protected boolean shouldSkipLocation(RandomSource random, int dx, int y, int dz, int currentRadius, boolean doubleTrunk) {
        return dx == currentRadius && dz == currentRadius && currentRadius > 0;
    }
}
