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

/**
 * Game: {@code ForkingTrunkPlacer} (acacia): a trunk leaning {@code 3 - nextInt(3)} steps one way from
 * {@code treeHeight - nextInt(4) - 1} up, and a branch in a second random direction unless it is the same one.
 */
public final class ForkingTrunkPlacer extends TrunkPlacer {
    public ForkingTrunkPlacer(int baseHeight, int heightRandA, int heightRandB) {
        super(baseHeight, heightRandA, heightRandB);
    }

    @Override
    public List<FoliageAttachment> placeTrunk(WorldGenLevel level, TreeSink sink, RandomSource random, int treeHeight, Pos origin, TreeConfiguration config) {
        placeBelowTrunkBlock(level, sink, random, origin.below(), config);
        List<FoliageAttachment> attachments = new ArrayList<>();
        Direction lean = Direction.randomHorizontal(random);
        int leanHeight = treeHeight - random.nextInt(4) - 1;
        int leanSteps = 3 - random.nextInt(3);
        int tx = origin.x(), tz = origin.z();
        int ey = Integer.MIN_VALUE;
        for (int yo = 0; yo < treeHeight; yo++) {
            int yy = origin.y() + yo;
            if (yo >= leanHeight && leanSteps > 0) {
                tx += lean.stepX;
                tz += lean.stepZ;
                leanSteps--;
            }
            if (placeLog(level, sink, random, new Pos(tx, yy, tz), config)) ey = yy + 1;
        }
        if (ey != Integer.MIN_VALUE) attachments.add(new FoliageAttachment(new Pos(tx, ey, tz), 1, false));
        tx = origin.x();
        tz = origin.z();
        Direction branch = Direction.randomHorizontal(random);
        if (branch != lean) {
            int branchPos = leanHeight - random.nextInt(2) - 1;
            int branchSteps = 1 + random.nextInt(3);
            ey = Integer.MIN_VALUE;
            for (int yo = branchPos; yo < treeHeight && branchSteps > 0; yo++, branchSteps--) {
                if (yo < 1) continue;
                int yy = origin.y() + yo;
                tx += branch.stepX;
                tz += branch.stepZ;
                if (placeLog(level, sink, random, new Pos(tx, yy, tz), config)) ey = yy + 1;
            }
            if (ey != Integer.MIN_VALUE) attachments.add(new FoliageAttachment(new Pos(tx, ey, tz), 0, false));
        }
        return attachments;
    }
}
