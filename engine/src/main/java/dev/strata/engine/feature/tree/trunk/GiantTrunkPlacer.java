package dev.strata.engine.feature.tree.trunk;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.feature.tree.foliage.FoliageAttachment;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.List;

/** Game: {@code GiantTrunkPlacer}: a 2 x 2 trunk (the top row only at the origin column), logs where free. */
public class GiantTrunkPlacer extends TrunkPlacer {
    public GiantTrunkPlacer(int baseHeight, int heightRandA, int heightRandB) {
        super(baseHeight, heightRandA, heightRandB);
    }

    @Override
    public List<FoliageAttachment> placeTrunk(WorldGenLevel level, TreeSink sink, RandomSource random, int treeHeight, Pos origin, TreeConfiguration config) {
        Pos below = origin.below();
        placeBelowTrunkBlock(level, sink, random, below, config);
        placeBelowTrunkBlock(level, sink, random, below.offset(1, 0, 0), config);
        placeBelowTrunkBlock(level, sink, random, below.offset(0, 0, 1), config);
        placeBelowTrunkBlock(level, sink, random, below.offset(1, 0, 1), config);
        for (int hh = 0; hh < treeHeight; hh++) {
            placeLogIfFree(level, sink, random, origin.offset(0, hh, 0), config);
            if (hh >= treeHeight - 1) continue;
            placeLogIfFree(level, sink, random, origin.offset(1, hh, 0), config);
            placeLogIfFree(level, sink, random, origin.offset(1, hh, 1), config);
            placeLogIfFree(level, sink, random, origin.offset(0, hh, 1), config);
        }
        List<FoliageAttachment> out = new ArrayList<>();
        out.add(new FoliageAttachment(origin.above(treeHeight), 0, true));
        return out;
    }
}
