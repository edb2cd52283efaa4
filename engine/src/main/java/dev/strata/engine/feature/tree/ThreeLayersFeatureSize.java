package dev.strata.engine.feature.tree;

/**
 * Game: {@code ThreeLayersFeatureSize}: {@code lower_size} below {@code limit}, {@code upper_size} from
 * {@code treeHeight - upper_limit} up, {@code middle_size} between.
 */
public record ThreeLayersFeatureSize(int limit, int upperLimit, int lowerSize, int middleSize, int upperSize, int minClippedHeight)
        implements FeatureSize {
    @Override
    public int sizeAtHeight(int treeHeight, int yo) {
        if (yo < limit) return lowerSize;
        if (yo >= treeHeight - upperLimit) return upperSize;
        return middleSize;
    }
}
