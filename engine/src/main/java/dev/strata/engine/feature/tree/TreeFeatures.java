package dev.strata.engine.feature.tree;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.FeatureType;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.feature.tree.decorator.TreeDecorator;
import dev.strata.engine.feature.tree.decorator.TreeDecorators;
import dev.strata.engine.feature.tree.foliage.FoliagePlacers;
import dev.strata.engine.feature.tree.root.RootPlacers;
import dev.strata.engine.feature.tree.trunk.TrunkPlacers;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The tree family's feature types: {@code minecraft:tree}, {@code fallen_tree}, {@code huge_brown_mushroom},
 * {@code huge_red_mushroom}, {@code huge_fungus}; and the parsing of a tree's {@code config} (game:
 * {@code TreeConfiguration.CODEC} and the codecs of the placers, feature sizes and decorators, with their ranges).
 */
public final class TreeFeatures {
    private TreeFeatures() {}

    /** Per block states (soft values: each holds its key). */
    private static final dev.strata.engine.data.SoftCache<dev.strata.engine.block.BlockStates, TreeBlocks> BLOCKS = new dev.strata.engine.data.SoftCache<>();

    /** Registers the family's feature types. */
    public static void register(Map<String, FeatureType> types) {
        types.put("minecraft:tree", (c, p) -> new TreeFeature(treeConfiguration(c, p)));
        types.put("minecraft:fallen_tree", FallenTreeFeature::parse);
        types.put("minecraft:huge_brown_mushroom", (c, p) -> HugeMushroomFeature.parse(c, p, false));
        types.put("minecraft:huge_red_mushroom", (c, p) -> HugeMushroomFeature.parse(c, p, true));
        types.put("minecraft:huge_fungus", HugeFungusFeature::parse);
    }

    /** The block facts of the parser's pack, made once per {@link dev.strata.engine.block.BlockStates}. */
    public static TreeBlocks blocks(FeatureParser p) {
        return BLOCKS.get(p.states(), TreeBlocks::new);
    }

    /** A tree's {@code config}. */
    public static TreeConfiguration treeConfiguration(JsonCursor c, FeatureParser p) {
        TreeBlocks blocks = blocks(p);
        BlockStateProvider trunkProvider = p.stateProvider(c.get("trunk_provider"));
        var trunkPlacer = TrunkPlacers.parse(c.get("trunk_placer"), p);
        BlockStateProvider foliageProvider = p.stateProvider(c.get("foliage_provider"));
        var foliagePlacer = FoliagePlacers.parse(c.get("foliage_placer"), p);
        var rootPlacer = c.has("root_placer") ? RootPlacers.parse(c.get("root_placer"), p) : null;
        FeatureSize size = featureSize(c.get("minimum_size"));
        List<TreeDecorator> decorators = new ArrayList<>();
        for (JsonCursor d : c.get("decorators").elements()) decorators.add(TreeDecorators.parse(d, p));
        boolean ignoreVines = c.optionalBoolean("ignore_vines", false);
        BlockStateProvider belowTrunk = c.has("below_trunk_provider") ? p.stateProvider(c.get("below_trunk_provider")) : defaultBelowTrunk(blocks);
        return new TreeConfiguration(trunkProvider, trunkPlacer, foliageProvider, foliagePlacer, rootPlacer, size, List.copyOf(decorators),
                ignoreVines, belowTrunk, blocks);
    }

    /**
     * Game: {@code TreeConfiguration.PLACE_BELOW_OVERWORLD_TRUNKS}, the default of {@code below_trunk_provider}: dirt
     * where the block is not in {@code #cannot_replace_below_tree_trunk}, else none ({@link BlockStateProvider#NONE}).
     */
    static BlockStateProvider defaultBelowTrunk(TreeBlocks blocks) {
        var tag = blocks.states.tag("minecraft:cannot_replace_below_tree_trunk");
        int dirt = blocks.states.defaultState("minecraft:dirt");
        return new BlockStateProvider() {
            @Override
            public int getState(dev.strata.engine.feature.WorldGenLevel level, dev.strata.engine.random.RandomSource random, int x, int y, int z) {
                int here = level.getBlockState(x, y, z);
                return blocks.states.is(here, tag) ? here : dirt;
            }

            @Override
            public int getOptionalState(dev.strata.engine.feature.WorldGenLevel level, dev.strata.engine.random.RandomSource random, int x, int y, int z) {
                return blocks.states.is(level.getBlockState(x, y, z), tag) ? NONE : dirt;
            }
        };
    }

    /** {@code minimum_size}: {@code two_layers_feature_size} or {@code three_layers_feature_size} with the game's defaults and ranges. */
    static FeatureSize featureSize(JsonCursor c) {
        String type = c.get("type").asId().toString();
        int minClipped = c.has("min_clipped_height") ? c.get("min_clipped_height").asInt(0, 80) : -1;
        switch (type) {
            case "minecraft:two_layers_feature_size":
                return new TwoLayersFeatureSize(optInt(c, "limit", 1, 0, 81), optInt(c, "lower_size", 0, 0, 16), optInt(c, "upper_size", 1, 0, 16), minClipped);
            case "minecraft:three_layers_feature_size":
                return new ThreeLayersFeatureSize(optInt(c, "limit", 1, 0, 80), optInt(c, "upper_limit", 1, 0, 80), optInt(c, "lower_size", 0, 0, 16),
                        optInt(c, "middle_size", 1, 0, 16), optInt(c, "upper_size", 1, 0, 16), minClipped);
            default:
                throw c.get("type").error("unknown feature size type " + type);
        }
    }

    /** An optional int field with a default and a range (game: {@code fieldOf(...).orElse(default)} of an int range). */
    public static int optInt(JsonCursor c, String key, int fallback, int min, int max) {
        return c.has(key) ? c.get(key).asInt(min, max) : fallback;
    }

    /** A float in [0, 1] (game: {@code Codec.floatRange(0, 1)}). */
    public static float probability(JsonCursor c) {
        return (float) c.asDouble(0.0, 1.0);
    }

    /** An int provider whose values must lie in [min, max] (game: {@code IntProvider.codec(min, max)}). */
    public static dev.strata.engine.valueproviders.IntProvider ranged(JsonCursor c, FeatureParser p, int min, int max) {
        var v = p.intProvider(c);
        if (v.minValue() < min || v.maxValue() > max) {
            throw c.error("value range [" + v.minValue() + ", " + v.maxValue() + "] outside [" + min + ", " + max + "]");
        }
        return v;
    }
}
