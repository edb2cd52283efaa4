package dev.strata.engine.feature.tree.foliage;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;

/** Game: {@code PineFoliagePlacer}: rows growing by one per row to {@code leafRadius}, the lowest but one shrinking; radius {@code radius + nextInt(max(trunkHeight + 1, 1))}. */
public final class PineFoliagePlacer extends FoliagePlacer {
    private final IntProvider height;

    public PineFoliagePlacer(IntProvider radius, IntProvider offset, IntProvider height) {
        super(radius, offset);
        this.height = height;
    }

    @Override
    protected void createFoliage(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, int treeHeight,
                                 FoliageAttachment attachment, int foliageHeight, int leafRadius, int offset) {
        int currentRadius = 0;
        for (int yo = offset; yo >= offset - foliageHeight; yo--) {
            placeLeavesRow(level, sink, random, config, attachment.pos(), currentRadius, yo, attachment.doubleTrunk());
            if (currentRadius >= 1 && yo == offset - foliageHeight + 1) {
                currentRadius--;
            } else if (currentRadius < leafRadius + attachment.radiusOffset()) {
                currentRadius++;
            }
        }
    }

    @Override
    public int foliageRadius(RandomSource random, int trunkHeight) {
        return super.foliageRadius(random, trunkHeight) + random.nextInt(Math.max(trunkHeight + 1, 1));
    }

    @Override
    public int foliageHeight(RandomSource random, int treeHeight, TreeConfiguration config) {
        return height.sample(random);
    }

    @Override
    protected boolean shouldSkipLocation(RandomSource random, int dx, int y, int dz, int currentRadius, boolean doubleTrunk) {
        return dx == currentRadius && dz == currentRadius && currentRadius > 0;
    }
}
