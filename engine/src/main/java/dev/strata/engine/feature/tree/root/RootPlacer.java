package dev.strata.engine.feature.tree.root;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.Providers;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;

/**
 * Places a tree's roots and lifts its trunk (game: {@code RootPlacer}): {@code trunk_offset_y}, {@code root_provider}
 * and the optional {@code above_root_placement} (a block above a root with its chance, only into air).
 */
public abstract class RootPlacer {
    protected final IntProvider trunkOffsetY;
    protected final BlockStateProvider rootProvider;
    /** Null when absent. */
    protected final BlockStateProvider aboveRootProvider;
    protected final float aboveRootPlacementChance;

    protected RootPlacer(IntProvider trunkOffsetY, BlockStateProvider rootProvider, BlockStateProvider aboveRootProvider, float aboveRootPlacementChance) {
        this.trunkOffsetY = trunkOffsetY;
        this.rootProvider = rootProvider;
        this.aboveRootProvider = aboveRootProvider;
        this.aboveRootPlacementChance = aboveRootPlacementChance;
    }

    /** @return false when the roots do not fit (the tree is not placed) */
    public abstract boolean placeRoots(WorldGenLevel level, TreeSink sink, RandomSource random, Pos origin, Pos trunkOrigin, TreeConfiguration config);

    /** Game: {@code getTrunkOrigin}: the origin raised by {@code trunk_offset_y}. */
    public Pos getTrunkOrigin(Pos origin, RandomSource random) {
        return origin.above(trunkOffsetY.sample(random));
    }

    protected boolean canPlaceRoot(WorldGenLevel level, Pos pos, TreeConfiguration config) {
        return config.blocks().validTreePos(level.getBlockState(pos.x(), pos.y(), pos.z()));
    }

    protected void placeRoot(WorldGenLevel level, TreeSink sink, RandomSource random, Pos pos, TreeConfiguration config) {
        if (!canPlaceRoot(level, pos, config)) return;
        sink.setRoot(pos, waterlogged(level, pos, Providers.state(rootProvider, level, random, pos), config));
        if (aboveRootProvider != null) {
            Pos above = pos.above();
            if (random.nextFloat() < aboveRootPlacementChance && config.blocks().states.isAir(level.getBlockState(above.x(), above.y(), above.z()))) {
                sink.setRoot(above, waterlogged(level, above, Providers.state(aboveRootProvider, level, random, above), config));
            }
        }
    }

    /** Game: {@code getPotentiallyWaterloggedState}: waterlogged when the position holds any water (source or not). */
    protected static int waterlogged(WorldGenLevel level, Pos pos, int state, TreeConfiguration config) {
        if (config.blocks().states.value(state, "waterlogged") == null) return state;
        return config.blocks().withWaterlogged(state, config.blocks().states.isWaterFluid(level.getBlockState(pos.x(), pos.y(), pos.z())));
    }
}
