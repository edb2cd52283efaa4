package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.random.RandomSource;

/**
 * Feature type {@code nether_forest_vegetation} (game: {@code NetherForestVegetationFeature} with
 * {@code NetherForestVegetationConfig}): on nylium ({@code #minecraft:nylium} below the origin) and with the origin
 * within {@code [minY + 1, maxY - 1]}, {@code spread_width²} tries at the origin offset by
 * {@code nextInt(w) - nextInt(w)}, {@code nextInt(h) - nextInt(h)}, {@code nextInt(w) - nextInt(w)} (x, y, z);
 * each try draws its state from the provider first, then places it (flags 2) where the block is air, above the
 * lowest y and where the state survives ({@link BlockSurvival}). True if anything was placed.
 *
 * @param stateProvider {@code state_provider}
 * @param spreadWidth {@code spread_width} (positive)
 * @param spreadHeight {@code spread_height} (positive)
 * @param nylium the block tag {@code #minecraft:nylium}
 */
record NetherForestVegetationFeature(BlockStateProvider stateProvider, int spreadWidth, int spreadHeight, BlockStates.BlockTag nylium) implements ConfiguredFeature {
    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        return new NetherForestVegetationFeature(p.stateProvider(c.get("state_provider")),
                c.get("spread_width").asInt(1, Integer.MAX_VALUE), c.get("spread_height").asInt(1, Integer.MAX_VALUE),
                p.states().tag("minecraft:nylium"));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        BlockStates states = level.states();
        if (!states.is(level.getBlockState(x, y - 1, z), nylium)) return false;
        // game: y < minY + 1 || y + 1 > maxY, maxY being the highest block y
        if (y < level.getMinY() + 1 || y + 1 > level.getMaxYExclusive() - 1) return false;
        int placed = 0;
        int w = spreadWidth, h = spreadHeight;
        for (int i = 0; i < w * w; i++) {
            int px = x + random.nextInt(w) - random.nextInt(w);
            int py = y + random.nextInt(h) - random.nextInt(h);
            int pz = z + random.nextInt(w) - random.nextInt(w);
            int state = stateProvider.getState(level, random, px, py, pz);
            if (!level.isEmptyBlock(px, py, pz) || py <= level.getMinY() || !BlockSurvival.canSurvive(level, state, px, py, pz)) continue;
            level.setBlock(px, py, pz, state, WorldGenLevel.UPDATE_CLIENTS);
            placed++;
        }
        return placed > 0;
    }
}
