package dev.strata.engine.feature.tree.foliage;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;

/** Game: {@code CherryFoliagePlacer}: a stack of rows with holes at wide-layer corners and leaves hanging below the lowest two rows. */
public final class CherryFoliagePlacer extends FoliagePlacer {
    private final IntProvider height;
    private final float wideBottomLayerHoleChance, cornerHoleChance, hangingLeavesChance, hangingLeavesExtensionChance;

    public CherryFoliagePlacer(IntProvider radius, IntProvider offset, IntProvider height, float wideBottomLayerHoleChance, float cornerHoleChance,
                               float hangingLeavesChance, float hangingLeavesExtensionChance) {
        super(radius, offset);
        this.height = height;
        this.wideBottomLayerHoleChance = wideBottomLayerHoleChance;
        this.cornerHoleChance = cornerHoleChance;
        this.hangingLeavesChance = hangingLeavesChance;
        this.hangingLeavesExtensionChance = hangingLeavesExtensionChance;
    }

    @Override
    protected void createFoliage(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, int treeHeight,
                                 FoliageAttachment attachment, int foliageHeight, int leafRadius, int offset) {
        boolean dbl = attachment.doubleTrunk();
        Pos pos = attachment.pos().above(offset);
        int r = leafRadius + attachment.radiusOffset() - 1;
        placeLeavesRow(level, sink, random, config, pos, r - 2, foliageHeight - 3, dbl);
        placeLeavesRow(level, sink, random, config, pos, r - 1, foliageHeight - 4, dbl);
        for (int y = foliageHeight - 5; y >= 0; y--) placeLeavesRow(level, sink, random, config, pos, r, y, dbl);
        placeLeavesRowWithHangingLeavesBelow(level, sink, random, config, pos, r, -1, dbl, hangingLeavesChance, hangingLeavesExtensionChance);
        placeLeavesRowWithHangingLeavesBelow(level, sink, random, config, pos, r - 1, -2, dbl, hangingLeavesChance, hangingLeavesExtensionChance);
    }

    @Override
    public int foliageHeight(RandomSource random, int treeHeight, TreeConfiguration config) {
        return height.sample(random);
    }

    @Override
    protected boolean shouldSkipLocation(RandomSource random, int dx, int y, int dz, int currentRadius, boolean doubleTrunk) {
        if (y == -1 && (dx == currentRadius || dz == currentRadius) && random.nextFloat() < wideBottomLayerHoleChance) return true;
        boolean corner = dx == currentRadius && dz == currentRadius;
        if (currentRadius > 2) return corner || dx + dz > currentRadius * 2 - 2 && random.nextFloat() < cornerHoleChance;
        return corner && random.nextFloat() < cornerHoleChance;
    }
}
