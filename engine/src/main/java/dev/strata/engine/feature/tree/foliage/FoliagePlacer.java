package dev.strata.engine.feature.tree.foliage;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.Providers;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;

/**
 * Places a tree's leaves around its attachments (game: {@code FoliagePlacer}): the radius and offset providers, rows
 * of leaves that skip some positions ({@link #shouldSkipLocation}), and {@link #tryPlaceLeaf}: never over persistent
 * leaves, only on valid tree positions, waterlogged when the position holds a water source.
 */
public abstract class FoliagePlacer {
    protected final IntProvider radius, offset;

    protected FoliagePlacer(IntProvider radius, IntProvider offset) {
        this.radius = radius;
        this.offset = offset;
    }

    /** Game: the public {@code createFoliage}: draws the offset, then places. */
    public final void createFoliage(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, int treeHeight,
                                    FoliageAttachment attachment, int foliageHeight, int leafRadius) {
        createFoliage(level, sink, random, config, treeHeight, attachment, foliageHeight, leafRadius, offset.sample(random));
    }

    protected abstract void createFoliage(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, int treeHeight,
                                          FoliageAttachment attachment, int foliageHeight, int leafRadius, int offset);

    public abstract int foliageHeight(RandomSource random, int treeHeight, TreeConfiguration config);

    public int foliageRadius(RandomSource random, int trunkHeight) {
        return radius.sample(random);
    }

    protected abstract boolean shouldSkipLocation(RandomSource random, int dx, int y, int dz, int currentRadius, boolean doubleTrunk);

    protected boolean shouldSkipLocationSigned(RandomSource random, int dx, int y, int dz, int currentRadius, boolean doubleTrunk) {
        int minDx, minDz;
        if (doubleTrunk) {
            minDx = Math.min(Math.abs(dx), Math.abs(dx - 1));
            minDz = Math.min(Math.abs(dz), Math.abs(dz - 1));
        } else {
            minDx = Math.abs(dx);
            minDz = Math.abs(dz);
        }
        return shouldSkipLocation(random, minDx, y, minDz, currentRadius, doubleTrunk);
    }

    protected void placeLeavesRow(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, Pos origin,
                                  int currentRadius, int y, boolean doubleTrunk) {
        int off = doubleTrunk ? 1 : 0;
        for (int dx = -currentRadius; dx <= currentRadius + off; dx++) {
            for (int dz = -currentRadius; dz <= currentRadius + off; dz++) {
                if (shouldSkipLocationSigned(random, dx, y, dz, currentRadius, doubleTrunk)) continue;
                tryPlaceLeaf(level, sink, random, config, origin.offset(dx, y, dz));
            }
        }
    }

    /** Game: {@code placeLeavesRowWithHangingLeavesBelow}: the row, then along its four edges leaves hanging one or two below. */
    protected final void placeLeavesRowWithHangingLeavesBelow(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config,
                                                              Pos origin, int currentRadius, int y, boolean doubleTrunk,
                                                              float hangingLeavesChance, float hangingLeavesExtensionChance) {
        placeLeavesRow(level, sink, random, config, origin, currentRadius, y, doubleTrunk);
        int off = doubleTrunk ? 1 : 0;
        Pos logPos = origin.below();
        for (Direction alongEdge : Direction.HORIZONTAL) {
            Direction toEdge = alongEdge.clockWise();
            int offsetToEdge = toEdge.positive() ? currentRadius + off : currentRadius;
            Pos pos = origin.offset(0, y - 1, 0).relative(toEdge, offsetToEdge).relative(alongEdge, -currentRadius);
            for (int along = -currentRadius; along < currentRadius + off; along++) {
                boolean leavesAbove = sink.isFoliage(pos.above());
                if (leavesAbove && tryPlaceExtension(level, sink, random, config, hangingLeavesChance, logPos, pos)) {
                    tryPlaceExtension(level, sink, random, config, hangingLeavesExtensionChance, logPos, pos.below());
                }
                pos = pos.relative(alongEdge);
            }
        }
    }

    private static boolean tryPlaceExtension(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, float chance,
                                             Pos logPos, Pos pos) {
        if (pos.distManhattan(logPos) >= 7) return false;
        if (random.nextFloat() > chance) return false;
        return tryPlaceLeaf(level, sink, random, config, pos);
    }

    /** Game: {@code tryPlaceLeaf}. */
    protected static boolean tryPlaceLeaf(WorldGenLevel level, TreeSink sink, RandomSource random, TreeConfiguration config, Pos pos) {
        int here = level.getBlockState(pos.x(), pos.y(), pos.z());
        if (config.blocks().persistent(here) || !config.blocks().validTreePos(here)) return false;
        int state = Providers.state(config.foliageProvider(), level, random, pos);
        if (config.blocks().hasWaterlogged(state)) {
            boolean water = config.blocks().states.isWaterFluid(here) && config.blocks().states.isSourceFluid(here);
            state = config.blocks().withWaterlogged(state, water);
        }
        sink.setFoliage(pos, state);
        return true;
    }
}
