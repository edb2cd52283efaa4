package dev.strata.engine.feature.tree.foliage;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;

/** Game: {@code MegaJungleFoliagePlacer} ({@code jungle_foliage_placer}): round rows widening downwards; branch tufts 2-3 rows ({@code 1 + nextInt(2)}). */
public final class MegaJungleFoliagePlacer extends FoliagePlacer {
    private final int height;

    public MegaJungleFoliagePlacer(IntProvider radius, IntProvider offset, int height) {
        super(radius, offset);
        this.height = height;
    }

    @Override
    protected void createFoliage(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, int treeHeight,
                                 FoliageAttachment attachment, int foliageHeight, int leafRadius, int offset) {
        int leafHeight = attachment.doubleTrunk() ? foliageHeight : 1 + random.nextInt(2);
        for (int yo = offset; yo >= offset - leafHeight; yo--) {
            int currentRadius = leafRadius + attachment.radiusOffset() + 1 - yo;
            placeLeavesRow(level, sink, random, config, attachment.pos(), currentRadius, yo, attachment.doubleTrunk());
        }
    }

    @Override
    public int foliageHeight(RandomSource random, int treeHeight, TreeConfiguration config) {
        return height;
    }

    @Override
    protected boolean shouldSkipLocation(RandomSource random, int dx, int y, int dz, int currentRadius, boolean doubleTrunk) {
        if (dx + dz >= 7) return true;
        return dx * dx + dz * dz > currentRadius * currentRadius;
    }
}
