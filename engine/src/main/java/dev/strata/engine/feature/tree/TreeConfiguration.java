package dev.strata.engine.feature.tree;

import dev.strata.engine.feature.tree.decorator.TreeDecorator;
import dev.strata.engine.feature.tree.foliage.FoliagePlacer;
import dev.strata.engine.feature.tree.root.RootPlacer;
import dev.strata.engine.feature.tree.trunk.TrunkPlacer;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import java.util.List;

/**
 * The {@code config} of a {@code minecraft:tree} feature (game: {@code TreeConfiguration}; the 26.2 data has the same
 * fields as 26.1: {@code trunk_provider}, {@code trunk_placer}, {@code foliage_provider}, {@code foliage_placer},
 * optional {@code root_placer}, {@code minimum_size}, {@code decorators}, {@code ignore_vines} (default false),
 * {@code below_trunk_provider} (default: dirt where not {@code #cannot_replace_below_tree_trunk})).
 *
 * @param rootPlacer null when absent
 * @param blocks the block facts of the pack the feature was parsed with
 */
public record TreeConfiguration(BlockStateProvider trunkProvider, TrunkPlacer trunkPlacer, BlockStateProvider foliageProvider,
                                FoliagePlacer foliagePlacer, RootPlacer rootPlacer, FeatureSize minimumSize,
                                List<TreeDecorator> decorators, boolean ignoreVines, BlockStateProvider belowTrunkProvider,
                                TreeBlocks blocks) {
}
