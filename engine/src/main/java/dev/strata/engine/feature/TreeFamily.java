package dev.strata.engine.feature;

import dev.strata.engine.feature.placement.PlacedFeature;
import dev.strata.engine.feature.tree.FallenTreeFeature;
import dev.strata.engine.feature.tree.HugeFungusFeature;
import dev.strata.engine.feature.tree.HugeMushroomFeature;
import dev.strata.engine.feature.tree.TreeFeature;

/**
 * Which configured features count as trees for the benchmark's split of the features step (issue #16's budget for
 * trees against issue #19's for the other features): the types {@code tree}, {@code fallen_tree},
 * {@code huge_brown_mushroom}, {@code huge_red_mushroom} and {@code huge_fungus}, and the selectors
 * ({@code random_selector} with its default, {@code simple_random_selector}, {@code random_boolean_selector},
 * {@code weighted_random_selector}) whose every entry is one of those (the biomes' {@code trees_*} features). A
 * selector mixing trees with anything else, and every other type, counts as not a tree. Changes nothing placed.
 */
final class TreeFamily {
    private TreeFamily() {}

    /** Whether {@code f}'s configured feature is a tree by the rule above. */
    static boolean isTree(PlacedFeature f) {
        return isTree(f.feature());
    }

    static boolean isTree(ConfiguredFeature f) {
        if (f instanceof TreeFeature || f instanceof FallenTreeFeature || f instanceof HugeMushroomFeature || f instanceof HugeFungusFeature) return true;
        if (f instanceof SelectorFeatures.RandomSelector s) return allTrees(s.features()) && isTree(s.fallback());
        if (f instanceof SelectorFeatures.SimpleRandomSelector s) return allTrees(s.features());
        if (f instanceof SelectorFeatures.RandomBooleanSelector s) return isTree(s.ifTrue()) && isTree(s.ifFalse());
        if (f instanceof SelectorFeatures.WeightedRandomSelector s) return allTrees(s.features());
        return false;
    }

    private static boolean allTrees(PlacedFeature[] features) {
        for (PlacedFeature p : features) if (!isTree(p)) return false;
        return true;
    }
}
