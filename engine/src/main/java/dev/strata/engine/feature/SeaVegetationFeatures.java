package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;
import java.util.Map;

/**
 * The plants of the sea floor: {@code seagrass}, {@code kelp} and {@code sea_pickle} (game: {@code SeagrassFeature},
 * {@code KelpFeature}, {@code SeaPickleFeature}). Each stands on the {@code OCEAN_FLOOR} heightmap in a water block
 * (the block {@code minecraft:water}, not a waterlogged one) and asks the placed block whether it survives there
 * ({@link BlockSurvival}, the game's {@code canSurvive}).
 */
final class SeaVegetationFeatures {
    private SeaVegetationFeatures() {}

    static void register(Map<String, FeatureType> types) {
        types.put("minecraft:seagrass", SeaVegetationFeatures::seagrass);
        types.put("minecraft:kelp", (c, p) -> new Kelp(p.states().blockIndex("minecraft:water"),
                p.states().defaultState("minecraft:kelp"), p.states().defaultState("minecraft:kelp_plant")));
        types.put("minecraft:sea_pickle", SeaVegetationFeatures::seaPickle);
    }

    /**
     * Game: {@code SeagrassFeature} with {@code ProbabilityFeatureConfiguration}: one spot up to 7 blocks from the
     * origin ({@code nextInt(8) - nextInt(8)} for x, then z) on the {@code OCEAN_FLOOR} heightmap; in water, tall
     * seagrass when {@code nextDouble() < probability} (both halves, only with water above the lower one) else
     * seagrass, if the lower state survives there.
     *
     * @param probability of tall seagrass, in [0, 1]
     */
    record Seagrass(float probability, int water, int seagrass, int tallLower, int tallUpper) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            BlockStates s = level.states();
            int gx = x + random.nextInt(8) - random.nextInt(8);
            int gz = z + random.nextInt(8) - random.nextInt(8);
            int gy = level.getHeight(Heightmap.Types.OCEAN_FLOOR, gx, gz);
            if (!s.is(level.getBlockState(gx, gy, gz), water)) return false;
            boolean tall = random.nextDouble() < (double) probability;
            int state = tall ? tallLower : seagrass;
            if (!BlockSurvival.canSurvive(level, state, gx, gy, gz)) return false;
            if (tall) {
                if (s.is(level.getBlockState(gx, gy + 1, gz), water)) {
                    level.setBlock(gx, gy, gz, state, WorldGenLevel.UPDATE_CLIENTS);
                    level.setBlock(gx, gy + 1, gz, tallUpper, WorldGenLevel.UPDATE_CLIENTS);
                }
            } else {
                level.setBlock(gx, gy, gz, state, WorldGenLevel.UPDATE_CLIENTS);
            }
            return true; // the game's placedAny: true once the state survives, even if the tall one had no room
        }
    }

    private static ConfiguredFeature seagrass(JsonCursor c, FeatureParser p) {
        BlockStates s = p.states();
        int tall = s.defaultState("minecraft:tall_seagrass");
        return new Seagrass(probability(c), s.blockIndex("minecraft:water"), s.defaultState("minecraft:seagrass"),
                s.with(tall, "half", "lower"), s.with(tall, "half", "upper"));
    }

    /** Game: {@code ProbabilityFeatureConfiguration}: {@code probability}, a float in [0, 1]. */
    static float probability(JsonCursor c) {
        return (float) c.get("probability").asDouble(0.0, 1.0);
    }

    /**
     * Game: {@code KelpFeature}: from the {@code OCEAN_FLOOR} heightmap at the origin's column, if that block is
     * water, a column of {@code 1 + nextInt(10)} kelp plants capped by a kelp head of age 20 to 23. Each step needs
     * water there and above and a surviving kelp plant; when a step fails above the first, the block below becomes
     * the head instead (if a head survives there and the block under it is not already a head) and the column
     * ends. A failing first step moves up and tries again, as the game's loop does.
     */
    record Kelp(int water, int kelp, int kelpPlant) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            BlockStates s = level.states();
            int placed = 0;
            int ky = level.getHeight(Heightmap.Types.OCEAN_FLOOR, x, z);
            if (!s.is(level.getBlockState(x, ky, z), water)) return false;
            int kelpBlock = s.block(kelp);
            int height = 1 + random.nextInt(10);
            for (int h = 0; h <= height; h++) {
                if (s.is(level.getBlockState(x, ky, z), water) && s.is(level.getBlockState(x, ky + 1, z), water)
                        && BlockSurvival.canSurvive(level, kelpPlant, x, ky, z)) {
                    if (h == height) {
                        level.setBlock(x, ky, z, head(s, random), WorldGenLevel.UPDATE_CLIENTS);
                        placed++;
                    } else {
                        level.setBlock(x, ky, z, kelpPlant, WorldGenLevel.UPDATE_CLIENTS);
                    }
                } else if (h > 0) {
                    int below = ky - 1;
                    if (!BlockSurvival.canSurvive(level, kelp, x, below, z) || s.is(level.getBlockState(x, below - 1, z), kelpBlock)) break;
                    level.setBlock(x, below, z, head(s, random), WorldGenLevel.UPDATE_CLIENTS);
                    placed++;
                    break;
                }
                ky++;
            }
            return placed > 0;
        }

        private int head(BlockStates s, RandomSource random) {
            return s.with(kelp, "age", Integer.toString(random.nextInt(4) + 20));
        }
    }

    /**
     * Game: {@code SeaPickleFeature} with {@code CountConfiguration}: {@code count} tries (an int provider in
     * [0, 256]), each a spot up to 7 blocks away on the {@code OCEAN_FLOOR} heightmap and 1 to 4 pickles (drawn
     * before the tests), placed in water where the pickle survives.
     */
    record SeaPickle(IntProvider count, int water, int seaPickle) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            BlockStates s = level.states();
            int placed = 0;
            int n = count.sample(random);
            for (int i = 0; i < n; i++) {
                int px = x + random.nextInt(8) - random.nextInt(8);
                int pz = z + random.nextInt(8) - random.nextInt(8);
                int py = level.getHeight(Heightmap.Types.OCEAN_FLOOR, px, pz);
                int state = s.with(seaPickle, "pickles", Integer.toString(random.nextInt(4) + 1));
                if (!s.is(level.getBlockState(px, py, pz), water) || !BlockSurvival.canSurvive(level, state, px, py, pz)) continue;
                level.setBlock(px, py, pz, state, WorldGenLevel.UPDATE_CLIENTS);
                placed++;
            }
            return placed > 0;
        }
    }

    private static ConfiguredFeature seaPickle(JsonCursor c, FeatureParser p) {
        JsonCursor count = c.get("count");
        IntProvider provider = p.intProvider(count);
        // game: CountConfiguration's IntProvider.codec(0, 256)
        if (provider.minValue() < 0 || provider.maxValue() > 256) {
            throw count.error("count must lie in [0, 256], found [" + provider.minValue() + ", " + provider.maxValue() + "]");
        }
        BlockStates s = p.states();
        return new SeaPickle(provider, s.blockIndex("minecraft:water"), s.defaultState("minecraft:sea_pickle"));
    }
}
