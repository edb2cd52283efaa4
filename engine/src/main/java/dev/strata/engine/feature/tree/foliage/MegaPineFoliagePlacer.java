package dev.strata.engine.feature.tree.foliage;

import dev.strata.engine.feature.tree.TreeMath;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;

/** Game: {@code MegaPineFoliagePlacer}: round rows from {@code crown_height} below to the top, radius growing with depth ({@code floor(yo / h * 3.5f)}), jagged on even y. */
public final class MegaPineFoliagePlacer extends FoliagePlacer {
    private final IntProvider crownHeight;

    public MegaPineFoliagePlacer(IntProvider radius, IntProvider offset, IntProvider crownHeight) {
        super(radius, offset);
        this.crownHeight = crownHeight;
    }

    @Override
    protected void createFoliage(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, int treeHeight,
                                 FoliageAttachment attachment, int foliageHeight, int leafRadius, int offset) {
        Pos pos = attachment.pos();
        int prevRadius = 0;
        for (int yy = pos.y() - foliageHeight + offset; yy <= pos.y() + offset; yy++) {
            int yo = pos.y() - yy;
            int smoothRadius = leafRadius + attachment.radiusOffset() + TreeMath.floor((float) yo / (float) foliageHeight * 3.5f);
            int jaggedRadius = yo > 0 && smoothRadius == prevRadius && (yy & 1) == 0 ? smoothRadius + 1 : smoothRadius;
            placeLeavesRow(level, sink, random, config, new Pos(pos.x(), yy, pos.z()), jaggedRadius, 0, attachment.doubleTrunk());
            prevRadius = smoothRadius;
        }
    }

    @Override
    public int foliageHeight(RandomSource random, int treeHeight, TreeConfiguration config) {
        return crownHeight.sample(random);
    }

    @Override
    protected boolean shouldSkipLocation(RandomSource random, int dx, int y, int dz, int currentRadius, boolean doubleTrunk) {
        if (dx + dz >= 7) return true;
        return dx * dx + dz * dz > currentRadius * currentRadius;
    }
}
