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
 * Game: {@code DarkOakTrunkPlacer}: a 2 x 2 trunk leaning {@code 2 - nextInt(3)} steps from
 * {@code treeHeight - nextInt(4)} up (logs only where the corner is air or leaves), then side branches around the
 * top: for each of the 12 outer columns of the 4 x 4 ring, {@code nextInt(3) == 0} makes a branch of
 * {@code nextInt(3) + 2} logs down from the top.
 */
public final class DarkOakTrunkPlacer extends TrunkPlacer {
    public DarkOakTrunkPlacer(int baseHeight, int heightRandA, int heightRandB) {
        super(baseHeight, heightRandA, heightRandB);
    }

    @Override
    public List<FoliageAttachment> placeTrunk(WorldGenLevel level, TreeSink sink, RandomSource random, int treeHeight, Pos origin, TreeConfiguration config) {
        List<FoliageAttachment> attachments = new ArrayList<>();
        Pos below = origin.below();
        placeBelowTrunkBlock(level, sink, random, below, config);
        placeBelowTrunkBlock(level, sink, random, below.offset(1, 0, 0), config);
        placeBelowTrunkBlock(level, sink, random, below.offset(0, 0, 1), config);
        placeBelowTrunkBlock(level, sink, random, below.offset(1, 0, 1), config);
        Direction lean = Direction.randomHorizontal(random);
        int leanHeight = treeHeight - random.nextInt(4);
        int leanSteps = 2 - random.nextInt(3);
        int x = origin.x(), y = origin.y(), z = origin.z();
        int tx = x, tz = z;
        int ey = y + treeHeight - 1;
        for (int dy = 0; dy < treeHeight; dy++) {
            if (dy >= leanHeight && leanSteps > 0) {
                tx += lean.stepX;
                tz += lean.stepZ;
                leanSteps--;
            }
            Pos p = new Pos(tx, y + dy, tz);
            if (!config.blocks().isAirOrLeaves(level.getBlockState(p.x(), p.y(), p.z()))) continue;
            placeLog(level, sink, random, p, config);
            placeLog(level, sink, random, p.offset(1, 0, 0), config);
            placeLog(level, sink, random, p.offset(0, 0, 1), config);
            placeLog(level, sink, random, p.offset(1, 0, 1), config);
        }
        attachments.add(new FoliageAttachment(new Pos(tx, ey, tz), 0, true));
        for (int ox = -1; ox <= 2; ox++) {
            for (int oz = -1; oz <= 2; oz++) {
                if (ox >= 0 && ox <= 1 && oz >= 0 && oz <= 1 || random.nextInt(3) > 0) continue;
                int length = random.nextInt(3) + 2;
                for (int branchY = 0; branchY < length; branchY++) {
                    placeLog(level, sink, random, new Pos(x + ox, ey - branchY - 1, z + oz), config);
                }
                attachments.add(new FoliageAttachment(new Pos(x + ox, ey, z + oz), 0, false));
            }
        }
        return attachments;
    }
}
