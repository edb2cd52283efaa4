package dev.strata.engine.feature;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.blockpredicates.BlockPredicate;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;
import java.util.List;

/**
 * Feature type {@code block_column} (game: {@code BlockColumnFeature} with {@code BlockColumnConfiguration}): each
 * layer's {@code height} is drawn (layers in order); nothing for a total of 0. The column grows from the origin in
 * {@code direction}; where {@code allowed_placement} fails at the block after the i-th (the test runs one block
 * ahead: at origin + (i + 1)·direction), the column is cut to i blocks, taken from the top layer down, or from the
 * first layer up when {@code prioritize_tip}. Then every block from the origin is set to its layer's provider state
 * (drawn per block), flags 2. The origin itself is never tested. True whenever the total was positive.
 *
 * @param heights each layer's {@code height} (non-negative); @param providers each layer's {@code provider}
 * @param dx, dy, dz the unit step of {@code direction}
 * @param allowedPlacement {@code allowed_placement}; @param prioritizeTip {@code prioritize_tip}
 */
record BlockColumnFeature(IntProvider[] heights, BlockStateProvider[] providers, int dx, int dy, int dz,
                          BlockPredicate allowedPlacement, boolean prioritizeTip) implements ConfiguredFeature {
    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        List<JsonCursor> layers = c.get("layers").elements();
        IntProvider[] heights = new IntProvider[layers.size()];
        BlockStateProvider[] providers = new BlockStateProvider[layers.size()];
        for (int i = 0; i < layers.size(); i++) {
            JsonCursor h = layers.get(i).get("height");
            heights[i] = p.intProvider(h);
            // game: IntProvider.NON_NEGATIVE_CODEC
            if (heights[i].minValue() < 0) throw h.error("value " + heights[i].minValue() + " is below 0");
            providers[i] = p.stateProvider(layers.get(i).get("provider"));
        }
        JsonCursor d = c.get("direction");
        int[] step = direction(d);
        return new BlockColumnFeature(heights, providers, step[0], step[1], step[2], p.blockPredicate(c.get("allowed_placement")),
                c.get("prioritize_tip").asBoolean());
    }

    /** A {@code Direction} by its serialized name, as its unit step (x, y, z). */
    static int[] direction(JsonCursor c) {
        switch (c.asString()) {
            case "down": return new int[] {0, -1, 0};
            case "up": return new int[] {0, 1, 0};
            case "north": return new int[] {0, 0, -1};
            case "south": return new int[] {0, 0, 1};
            case "west": return new int[] {-1, 0, 0};
            case "east": return new int[] {1, 0, 0};
            default: throw c.error("unknown direction \"" + c.asString() + "\" (expected down, up, north, south, west or east)");
        }
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        int layerCount = heights.length;
        int[] layerHeights = new int[layerCount];
        int totalHeight = 0;
        for (int i = 0; i < layerCount; i++) {
            layerHeights[i] = heights[i].sample(random);
            totalHeight += layerHeights[i];
        }
        if (totalHeight == 0) return false;
        int nx = x + dx, ny = y + dy, nz = z + dz;
        for (int i = 0; i < totalHeight; i++) {
            if (!allowedPlacement.test(level, nx, ny, nz)) {
                truncate(layerHeights, totalHeight, i, prioritizeTip);
                break;
            }
            nx += dx;
            ny += dy;
            nz += dz;
        }
        int px = x, py = y, pz = z;
        for (int i = 0; i < layerCount; i++) {
            for (int n = layerHeights[i]; n > 0; n--) {
                level.setBlock(px, py, pz, providers[i].getState(level, random, px, py, pz), WorldGenLevel.UPDATE_CLIENTS);
                px += dx;
                py += dy;
                pz += dz;
            }
        }
        return true;
    }

    /** Game: {@code BlockColumnFeature.truncate}: removes {@code total - newHeight} blocks, from the last layer back, or from the first on when {@code prioritizeTip}. */
    static void truncate(int[] layerHeights, int totalHeight, int newHeight, boolean prioritizeTip) {
        int toRemove = totalHeight - newHeight;
        int step = prioritizeTip ? 1 : -1;
        int start = prioritizeTip ? 0 : layerHeights.length - 1;
        int end = prioritizeTip ? layerHeights.length : -1;
        for (int i = start; i != end && toRemove > 0; i += step) {
            int removed = Math.min(layerHeights[i], toRemove);
            layerHeights[i] -= removed;
            toRemove -= removed;
        }
    }
}
