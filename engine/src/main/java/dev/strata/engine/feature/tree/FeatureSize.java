package dev.strata.engine.feature.tree;

/**
 * The free space a tree needs by height (game: {@code FeatureSize}): {@link #sizeAtHeight} is the radius that
 * {@code TreeFeature.getMaxFreeTreeHeight} checks at a height above the trunk origin; {@link #minClippedHeight}
 * (-1 when absent) is the lowest height a tree may be clipped to by something in the way.
 */
public sealed interface FeatureSize permits TwoLayersFeatureSize, ThreeLayersFeatureSize {
    int sizeAtHeight(int treeHeight, int yo);

    /** {@code min_clipped_height}, or -1 when absent. */
    int minClippedHeight();
}
