package dev.strata.engine.feature.tree.trunk;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.feature.tree.foliage.FoliageAttachment;
import dev.strata.engine.random.RandomSource;
import java.util.List;

/** Game: {@code StraightTrunkPlacer}: the block below, then a column of {@code treeHeight} logs; foliage on top. */
public final class StraightTrunkPlacer extends TrunkPlacer {
    public StraightTrunkPlacer(int baseHeight, int heightRandA, int heightRandB) {
        super(baseHeight, heightRandA, heightRandB);
    }

    @Override
    public List<FoliageAttachment> placeTrunk(WorldGenLevel level, TreeSink sink, RandomSource random, int treeHeight, Pos origin, TreeConfiguration config) {
        placeBelowTrunkBlock(level, sink, random, origin.below(), config);
        for (int y = 0; y < treeHeight; y++) placeLog(level, sink, random, origin.above(y), config);
        return List.of(new FoliageAttachment(origin.above(treeHeight), 0, false));
    }
}
