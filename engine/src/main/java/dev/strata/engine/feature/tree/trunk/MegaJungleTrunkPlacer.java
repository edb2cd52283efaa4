package dev.strata.engine.feature.tree.trunk;

import dev.strata.engine.feature.tree.TreeMath;
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
 * Game: {@code MegaJungleTrunkPlacer}: the giant trunk, then branches every {@code 2 + nextInt(4)} down from
 * {@code treeHeight - 2 - nextInt(4)} while above half the height, each five logs along the table-sine angle
 * {@code nextFloat() * 2 pi} (float arithmetic, {@code (int)} truncation) with foliage at its end (radius offset -2).
 */
public final class MegaJungleTrunkPlacer extends GiantTrunkPlacer {
    public MegaJungleTrunkPlacer(int baseHeight, int heightRandA, int heightRandB) {
        super(baseHeight, heightRandA, heightRandB);
    }

    @Override
    public List<FoliageAttachment> placeTrunk(WorldGenLevel level, TreeSink sink, RandomSource random, int treeHeight, Pos origin, TreeConfiguration config) {
        List<FoliageAttachment> attachments = new ArrayList<>(super.placeTrunk(level, sink, random, treeHeight, origin, config));
        for (int branchHeight = treeHeight - 2 - random.nextInt(4); branchHeight > treeHeight / 2; branchHeight -= 2 + random.nextInt(4)) {
            float angle = random.nextFloat() * ((float) Math.PI * 2);
            int bx = 0, bz = 0;
            for (int b = 0; b < 5; b++) {
                bx = (int) (1.5f + TreeMath.cos(angle) * (float) b);
                bz = (int) (1.5f + TreeMath.sin(angle) * (float) b);
                placeLog(level, sink, random, origin.offset(bx, branchHeight - 3 + b / 2, bz), config);
            }
            attachments.add(new FoliageAttachment(origin.offset(bx, branchHeight, bz), -2, false));
        }
        return attachments;
    }
}
