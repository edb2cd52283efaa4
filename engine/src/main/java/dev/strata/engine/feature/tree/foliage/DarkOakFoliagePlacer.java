package dev.strata.engine.feature.tree.foliage;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;

/** Game: {@code DarkOakFoliagePlacer}: on a 2 x 2 trunk rows at -1, 0, 1 and on {@code nextBoolean()} 2; on a branch rows at -1 and 0; foliage height 4. */
public final class DarkOakFoliagePlacer extends FoliagePlacer {
    public DarkOakFoliagePlacer(IntProvider radius, IntProvider offset) {
        super(radius, offset);
    }

    @Override
    protected void createFoliage(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, int treeHeight,
                                 FoliageAttachment attachment, int foliageHeight, int leafRadius, int offset) {
        Pos pos = attachment.pos().above(offset);
        boolean dbl = attachment.doubleTrunk();
        if (dbl) {
            placeLeavesRow(level, sink, random, config, pos, leafRadius + 2, -1, true);
            placeLeavesRow(level, sink, random, config, pos, leafRadius + 3, 0, true);
            placeLeavesRow(level, sink, random, config, pos, leafRadius + 2, 1, true);
            if (random.nextBoolean()) placeLeavesRow(level, sink, random, config, pos, leafRadius, 2, true);
        } else {
            placeLeavesRow(level, sink, random, config, pos, leafRadius + 2, -1, false);
            placeLeavesRow(level, sink, random, config, pos, leafRadius + 1, 0, false);
        }
    }

    @Override
    public int foliageHeight(RandomSource random, int treeHeight, TreeConfiguration config) {
        return 4;
    }

    @Override
    protected boolean shouldSkipLocationSigned(RandomSource random, int dx, int y, int dz, int currentRadius, boolean doubleTrunk) {
        if (y == 0 && doubleTrunk && (dx == -currentRadius || dx >= currentRadius) && (dz == -currentRadius || dz >= currentRadius)) return true;
        return super.shouldSkipLocationSigned(random, dx, y, dz, currentRadius, doubleTrunk);
    }

    @Override
    protected boolean shouldSkipLocation(RandomSource random, int dx, int y, int dz, int currentRadius, boolean doubleTrunk) {
        if (y == -1 && !doubleTrunk) return dx == currentRadius && dz == currentRadius;
        if (y == 1) return dx + dz > currentRadius * 2 - 2;
        return false;
    }
}
