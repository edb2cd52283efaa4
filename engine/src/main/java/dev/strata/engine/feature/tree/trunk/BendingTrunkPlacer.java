package dev.strata.engine.feature.tree.trunk;

import dev.strata.engine.valueproviders.IntProvider;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.feature.tree.foliage.FoliageAttachment;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.List;

/**
 * Game: {@code BendingTrunkPlacer} (azalea): a column that steps aside at its top ({@code i + 1 >= logHeight +
 * nextInt(2)}), foliage at each height from {@code min_height_for_leaves}, then {@code bend_length} more logs
 * sideways, each with foliage.
 */
public final class BendingTrunkPlacer extends TrunkPlacer {
    private final int minHeightForLeaves;
    private final IntProvider bendLength;

    public BendingTrunkPlacer(int baseHeight, int heightRandA, int heightRandB, int minHeightForLeaves, IntProvider bendLength) {
        super(baseHeight, heightRandA, heightRandB);
        this.minHeightForLeaves = minHeightForLeaves;
        this.bendLength = bendLength;
    }

    @Override
    public List<FoliageAttachment> placeTrunk(WorldGenLevel level, TreeSink sink, RandomSource random, int treeHeight, Pos origin, TreeConfiguration config) {
        Direction direction = Direction.randomHorizontal(random);
        int logHeight = treeHeight - 1;
        Pos pos = origin;
        placeBelowTrunkBlock(level, sink, random, pos.below(), config);
        List<FoliageAttachment> points = new ArrayList<>();
        for (int i = 0; i <= logHeight; i++) {
            if (i + 1 >= logHeight + random.nextInt(2)) pos = pos.relative(direction);
            if (config.blocks().validTreePos(level.getBlockState(pos.x(), pos.y(), pos.z()))) placeLog(level, sink, random, pos, config);
            if (i >= minHeightForLeaves) points.add(new FoliageAttachment(pos, 0, false));
            pos = pos.above();
        }
        int dirLength = bendLength.sample(random);
        for (int i = 0; i <= dirLength; i++) {
            if (config.blocks().validTreePos(level.getBlockState(pos.x(), pos.y(), pos.z()))) placeLog(level, sink, random, pos, config);
            points.add(new FoliageAttachment(pos, 0, false));
            pos = pos.relative(direction);
        }
        return points;
    }
}
