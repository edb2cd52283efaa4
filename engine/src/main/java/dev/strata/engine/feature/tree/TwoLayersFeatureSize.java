package dev.strata.engine.feature.tree;

/** Game: {@code TwoLayersFeatureSize}: {@code lower_size} below {@code limit}, {@code upper_size} from it up. */
public record TwoLayersFeatureSize(int limit, int lowerSize, int upperSize, int minClippedHeight) implements FeatureSize {
    @Override
    public int sizeAtHeight(int treeHeight, int yo) {
        return yo < limit ? lowerSize : upperSize;
    }
}
