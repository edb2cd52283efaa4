package dev.strata.engine.feature.tree.trunk;

import dev.strata.engine.valueproviders.IntProvider;
import java.util.BitSet;
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
 * Game: {@code UpwardsBranchingTrunkPlacer} (mangrove): a column; after each placed log but the last, with
 * {@code place_branch_per_log_probability} a branch in a random direction that climbs diagonally; logs may also
 * replace {@code can_grow_through}.
 */
public final class UpwardsBranchingTrunkPlacer extends TrunkPlacer {
    private final IntProvider extraBranchSteps;
    private final float placeBranchPerLogProbability;
    private final IntProvider extraBranchLength;
    private final BitSet canGrowThrough;

    public UpwardsBranchingTrunkPlacer(int baseHeight, int heightRandA, int heightRandB, IntProvider extraBranchSteps,
                                       float placeBranchPerLogProbability, IntProvider extraBranchLength, BitSet canGrowThrough) {
        super(baseHeight, heightRandA, heightRandB);
        this.extraBranchSteps = extraBranchSteps;
        this.placeBranchPerLogProbability = placeBranchPerLogProbability;
        this.extraBranchLength = extraBranchLength;
        this.canGrowThrough = canGrowThrough;
    }

    @Override
    public List<FoliageAttachment> placeTrunk(WorldGenLevel level, TreeSink sink, RandomSource random, int treeHeight, Pos origin, TreeConfiguration config) {
        List<FoliageAttachment> attachments = new ArrayList<>();
        for (int heightPos = 0; heightPos < treeHeight; heightPos++) {
            int currentHeight = origin.y() + heightPos;
            Pos logPos = new Pos(origin.x(), currentHeight, origin.z());
            if (placeLog(level, sink, random, logPos, config) && heightPos < treeHeight - 1 && random.nextFloat() < placeBranchPerLogProbability) {
                Direction dir = Direction.randomHorizontal(random);
                int branchLen = extraBranchLength.sample(random);
                int branchPos = Math.max(0, branchLen - extraBranchLength.sample(random) - 1);
                int branchSteps = extraBranchSteps.sample(random);
                placeBranch(level, sink, random, treeHeight, config, attachments, logPos, currentHeight, dir, branchPos, branchSteps);
            }
            if (heightPos == treeHeight - 1) attachments.add(new FoliageAttachment(new Pos(origin.x(), currentHeight + 1, origin.z()), 0, false));
        }
        return attachments;
    }

    private void placeBranch(WorldGenLevel level, TreeSink sink, RandomSource random, int treeHeight, TreeConfiguration config,
                             List<FoliageAttachment> attachments, Pos logPos, int currentHeight, Direction dir, int branchPos, int branchSteps) {
        int heightAlongBranch = currentHeight + branchPos;
        int logX = logPos.x(), logZ = logPos.z();
        for (int i = branchPos; i < treeHeight && branchSteps > 0; i++, branchSteps--) {
            if (i < 1) continue;
            int placementHeight = currentHeight + i;
            logX += dir.stepX;
            logZ += dir.stepZ;
            heightAlongBranch = placementHeight;
            Pos p = new Pos(logX, placementHeight, logZ);
            if (placeLog(level, sink, random, p, config)) heightAlongBranch++;
            attachments.add(new FoliageAttachment(p, 0, false));
        }
        if (heightAlongBranch - currentHeight > 1) {
            Pos foliagePos = new Pos(logX, heightAlongBranch, logZ);
            attachments.add(new FoliageAttachment(foliagePos, 0, false));
            attachments.add(new FoliageAttachment(foliagePos.below(2), 0, false));
        }
    }

    @Override
    protected boolean validTreePos(WorldGenLevel level, Pos pos, TreeConfiguration config) {
        int s = level.getBlockState(pos.x(), pos.y(), pos.z());
        return config.blocks().validTreePos(s) || canGrowThrough.get(config.blocks().states.block(s));
    }
}
