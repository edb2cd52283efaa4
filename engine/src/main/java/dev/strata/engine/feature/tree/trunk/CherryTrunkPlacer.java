package dev.strata.engine.feature.tree.trunk;

import dev.strata.engine.valueproviders.IntProvider;
import java.util.function.IntUnaryOperator;
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
 * Game: {@code CherryTrunkPlacer}: a trunk with one to three branches ({@code branch_count}: 3 keeps the middle
 * going up); each side branch starts {@code branch_start_offset_from_top} below the top (the second one drawn from
 * the same uniform range less one, shifted past the first), goes out one or two logs and then wanders to its end,
 * choosing up/down with chance {@code |dy| / manhattan distance}.
 *
 * @see #CherryTrunkPlacer the second branch's range is {@code uniform(min, max - 1)} of {@code branch_start_offset_from_top}
 */
public final class CherryTrunkPlacer extends TrunkPlacer {
    private final IntProvider branchCount, branchHorizontalLength, branchEndOffsetFromTop;
    private final int startMin, startMax;

    /** @param startMin {@code branch_start_offset_from_top}'s (uniform) minimum; @param startMax its maximum */
    public CherryTrunkPlacer(int baseHeight, int heightRandA, int heightRandB, IntProvider branchCount, IntProvider branchHorizontalLength,
                             int startMin, int startMax, IntProvider branchEndOffsetFromTop) {
        super(baseHeight, heightRandA, heightRandB);
        this.branchCount = branchCount;
        this.branchHorizontalLength = branchHorizontalLength;
        this.startMin = startMin;
        this.startMax = startMax;
        this.branchEndOffsetFromTop = branchEndOffsetFromTop;
    }

    @Override
    public List<FoliageAttachment> placeTrunk(WorldGenLevel level, TreeSink sink, RandomSource random, int treeHeight, Pos origin, TreeConfiguration config) {
        placeBelowTrunkBlock(level, sink, random, origin.below(), config);
        int first = Math.max(0, treeHeight - 1 + (random.nextInt(startMax - startMin + 1) + startMin));
        int second = Math.max(0, treeHeight - 1 + (random.nextInt(startMax - 1 - startMin + 1) + startMin));
        if (second >= first) second++;
        int count = branchCount.sample(random);
        boolean hasMiddle = count == 3;
        boolean bothSides = count >= 2;
        int trunkHeight = hasMiddle ? treeHeight : bothSides ? Math.max(first, second) + 1 : first + 1;
        for (int y = 0; y < trunkHeight; y++) placeLog(level, sink, random, origin.above(y), config);
        List<FoliageAttachment> attachments = new ArrayList<>();
        if (hasMiddle) attachments.add(new FoliageAttachment(origin.above(trunkHeight), 0, false));
        Direction dir = Direction.randomHorizontal(random);
        String axis = dir.axis();
        IntUnaryOperator sideways = s -> config.blocks().trySet(s, "axis", axis);
        attachments.add(branch(level, sink, random, treeHeight, origin, config, sideways, dir, first, first < trunkHeight - 1));
        if (bothSides) attachments.add(branch(level, sink, random, treeHeight, origin, config, sideways, dir.opposite(), second, second < trunkHeight - 1));
        return attachments;
    }

    private FoliageAttachment branch(WorldGenLevel level, TreeSink sink, RandomSource random, int treeHeight, Pos origin, TreeConfiguration config,
                                     IntUnaryOperator sideways, Direction dir, int offsetFromOrigin, boolean middleContinuesUpwards) {
        Pos logPos = origin.above(offsetFromOrigin);
        int endOffset = treeHeight - 1 + branchEndOffsetFromTop.sample(random);
        boolean extend = middleContinuesUpwards || endOffset < offsetFromOrigin;
        int distanceToTrunk = branchHorizontalLength.sample(random) + (extend ? 1 : 0);
        Pos end = origin.relative(dir, distanceToTrunk).above(endOffset);
        int stepsHorizontally = extend ? 2 : 1;
        for (int i = 0; i < stepsHorizontally; i++) {
            logPos = logPos.relative(dir);
            placeLog(level, sink, random, logPos, config, sideways);
        }
        Direction vertical = end.y() > logPos.y() ? Direction.UP : Direction.DOWN;
        int distance;
        while ((distance = logPos.distManhattan(end)) != 0) {
            float chance = (float) Math.abs(end.y() - logPos.y()) / (float) distance;
            boolean growVertically = random.nextFloat() < chance;
            logPos = logPos.relative(growVertically ? vertical : dir);
            placeLog(level, sink, random, logPos, config, growVertically ? IntUnaryOperator.identity() : sideways);
        }
        return new FoliageAttachment(end.above(), 0, false);
    }
}
