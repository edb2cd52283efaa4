package dev.strata.engine.feature;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.blockpredicates.BlockPredicate;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;

/**
 * Game: {@code DiskFeature} ({@code DiskConfiguration}: {@code state_provider}, {@code target} predicate,
 * {@code radius} int provider 0..8, {@code half_height} 0..4). One radius draw; the columns of the square (x
 * fastest, then z: {@code BlockPos.betweenClosed}) within {@code dx² + dz² <= r²}; in each column from
 * {@code y + half_height} down to {@code y - half_height}, a position where the target holds gets the provider's
 * state (flags 2); the first of a run of placed blocks marks the two blocks above it for post-processing
 * ({@code Feature.markAboveForPostProcessing}, stopping at air).
 *
 * <p>The game asks the provider for an optional state ({@link BlockStateProvider#getOptionalState}: a rule-based
 * provider without a fallback may answer none); on none the position is skipped without ending the run, as the
 * game's {@code continue} does.
 */
record DiskFeature(BlockStateProvider stateProvider, BlockPredicate target, IntProvider radius, int halfHeight) implements ConfiguredFeature {

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        IntProvider radius = p.intProvider(c.get("radius"));
        if (radius.minValue() < 0 || radius.maxValue() > 8) throw c.get("radius").error("radius must lie within [0, 8]");
        return new DiskFeature(p.stateProvider(c.get("state_provider")), p.blockPredicate(c.get("target")), radius,
                c.get("half_height").asInt(0, 4));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        boolean placedAny = false;
        int top = y + halfHeight;
        int bottom = y - halfHeight - 1;
        int r = radius.sample(random);
        for (int cz = z - r; cz <= z + r; cz++) {
            for (int cx = x - r; cx <= x + r; cx++) {
                int xd = cx - x, zd = cz - z;
                if (xd * xd + zd * zd > r * r) continue;
                placedAny |= placeColumn(level, random, top, bottom, cx, cz);
            }
        }
        return placedAny;
    }

    private boolean placeColumn(WorldGenLevel level, RandomSource random, int top, int bottom, int x, int z) {
        boolean placedAny = false;
        boolean placedAbove = false;
        for (int y = top; y > bottom; y--) {
            if (target.test(level, x, y, z)) {
                int state = stateProvider.getOptionalState(level, random, x, y, z);
                if (state == BlockStateProvider.NONE) continue;
                level.setBlock(x, y, z, state, 2);
                if (!placedAbove) markAboveForPostProcessing(level, x, y, z);
                placedAny = true;
                placedAbove = true;
                continue;
            }
            placedAbove = false;
        }
        return placedAny;
    }

    /** Game: {@code Feature.markAboveForPostProcessing}: the two blocks above, stopping at the first air. */
    static void markAboveForPostProcessing(WorldGenLevel level, int x, int y, int z) {
        for (int i = 1; i <= 2; i++) {
            if (level.states().isAir(level.getBlockState(x, y + i, z))) return;
            level.chunkAt(x >> 4, z >> 4).markPostProcessing(x & 15, y + i, z & 15);
        }
    }
}
