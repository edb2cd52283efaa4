package dev.strata.engine.feature.tree.root;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.Providers;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Game: {@code MangroveRootPlacer} with its {@code MangroveRootPlacement}: the column below the trunk must be free;
 * roots are simulated in each horizontal direction (north, east, south, west) down or outwards (skew chance, width
 * and length limits), the tree fails when a root runs longer than {@code max_root_length}; then placed, muddy roots
 * where the block is in {@code muddy_roots_in}.
 */
public final class MangroveRootPlacer extends RootPlacer {
    private final BitSet canGrowThrough, muddyRootsIn;
    private final BlockStateProvider muddyRootsProvider;
    private final int maxRootWidth, maxRootLength;
    private final float randomSkewChance;

    public MangroveRootPlacer(IntProvider trunkOffsetY, BlockStateProvider rootProvider, BlockStateProvider aboveRootProvider, float aboveRootPlacementChance,
                              BitSet canGrowThrough, BitSet muddyRootsIn, BlockStateProvider muddyRootsProvider, int maxRootWidth, int maxRootLength,
                              float randomSkewChance) {
        super(trunkOffsetY, rootProvider, aboveRootProvider, aboveRootPlacementChance);
        this.canGrowThrough = canGrowThrough;
        this.muddyRootsIn = muddyRootsIn;
        this.muddyRootsProvider = muddyRootsProvider;
        this.maxRootWidth = maxRootWidth;
        this.maxRootLength = maxRootLength;
        this.randomSkewChance = randomSkewChance;
    }

    @Override
    public boolean placeRoots(WorldGenLevel level, TreeSink sink, RandomSource random, Pos origin, Pos trunkOrigin, TreeConfiguration config) {
        List<Pos> rootPositions = new ArrayList<>();
        for (Pos column = origin; column.y() < trunkOrigin.y(); column = column.above()) {
            if (!canPlaceRoot(level, column, config)) return false;
        }
        rootPositions.add(trunkOrigin.below());
        for (Direction dir : Direction.HORIZONTAL) {
            Pos pos = trunkOrigin.relative(dir);
            List<Pos> inDirection = new ArrayList<>();
            if (!simulateRoots(level, random, pos, dir, trunkOrigin, inDirection, 0, config)) return false;
            rootPositions.addAll(inDirection);
            rootPositions.add(trunkOrigin.relative(dir));
        }
        for (Pos p : rootPositions) placeRoot(level, sink, random, p, config);
        return true;
    }

    private boolean simulateRoots(WorldGenLevel level, RandomSource random, Pos rootPos, Direction dir, Pos rootOrigin, List<Pos> positions, int layer,
                                  TreeConfiguration config) {
        if (layer == maxRootLength || positions.size() > maxRootLength) return false;
        for (Pos p : potentialRootPositions(rootPos, dir, random, rootOrigin)) {
            if (!canPlaceRoot(level, p, config)) continue;
            positions.add(p);
            if (!simulateRoots(level, random, p, dir, rootOrigin, positions, layer + 1, config)) return false;
        }
        return true;
    }

    private List<Pos> potentialRootPositions(Pos pos, Direction prevDir, RandomSource random, Pos rootOrigin) {
        Pos below = pos.below();
        Pos nextTo = pos.relative(prevDir);
        int width = pos.distManhattan(rootOrigin);
        if (width > maxRootWidth - 3 && width <= maxRootWidth) {
            return random.nextFloat() < randomSkewChance ? List.of(below, nextTo.below()) : List.of(below);
        }
        if (width > maxRootWidth) return List.of(below);
        if (random.nextFloat() < randomSkewChance) return List.of(below);
        return random.nextBoolean() ? List.of(nextTo) : List.of(below);
    }

    @Override
    protected boolean canPlaceRoot(WorldGenLevel level, Pos pos, TreeConfiguration config) {
        int s = level.getBlockState(pos.x(), pos.y(), pos.z());
        return config.blocks().validTreePos(s) || canGrowThrough.get(config.blocks().states.block(s));
    }

    @Override
    protected void placeRoot(WorldGenLevel level, TreeSink sink, RandomSource random, Pos pos, TreeConfiguration config) {
        int s = level.getBlockState(pos.x(), pos.y(), pos.z());
        if (muddyRootsIn.get(config.blocks().states.block(s))) {
            int muddy = Providers.state(muddyRootsProvider, level, random, pos);
            sink.setRoot(pos, waterlogged(level, pos, muddy, config));
        } else {
            super.placeRoot(level, sink, random, pos, config);
        }
    }
}
