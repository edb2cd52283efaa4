package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;

/**
 * Feature type {@code twisting_vines} (game: {@code TwistingVinesFeature} with {@code TwistingVinesConfig}): at an
 * air origin on netherrack, warped nylium or a warped wart block, {@code spread_width²} tries at offsets
 * {@code Mth.nextInt(-w, w)}, {@code Mth.nextInt(-h, h)}, {@code Mth.nextInt(-w, w)}; each falls through air to
 * the first air above ground (giving up below the build height) and, where that spot is valid too, grows a vine of
 * length {@code Mth.nextInt(1, max_height)} (doubled on {@code nextInt(6) == 0}, 1 on {@code nextInt(5) == 0}):
 * {@code twisting_vines_plant} upwards through air, ended by a {@code twisting_vines} head of age 17..25. Flags 2.
 * True whenever the origin was valid.
 *
 * @param spreadWidth {@code spread_width}; @param spreadHeight {@code spread_height}; @param maxHeight {@code max_height} (all positive)
 * @param netherrack, warpedNylium, warpedWart block indices of the soils
 * @param plant twisting_vines_plant's default state; @param heads twisting_vines states by age
 */
record TwistingVinesFeature(int spreadWidth, int spreadHeight, int maxHeight, int netherrack, int warpedNylium, int warpedWart,
                            int plant, int[] heads) implements ConfiguredFeature {
    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        BlockStates s = p.states();
        return new TwistingVinesFeature(c.get("spread_width").asInt(1, Integer.MAX_VALUE),
                c.get("spread_height").asInt(1, Integer.MAX_VALUE), c.get("max_height").asInt(1, Integer.MAX_VALUE),
                s.blockIndex("minecraft:netherrack"), s.blockIndex("minecraft:warped_nylium"), s.blockIndex("minecraft:warped_wart_block"),
                s.defaultState("minecraft:twisting_vines_plant"), WeepingVinesFeature.ages(s, "minecraft:twisting_vines"));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        if (isInvalidPlacementLocation(level, x, y, z)) return false;
        int w = spreadWidth, h = spreadHeight;
        for (int i = 0; i < w * w; i++) {
            int px = x + nextInt(random, -w, w);
            int py = y + nextInt(random, -h, h);
            int pz = z + nextInt(random, -w, w);
            // findFirstAirBlockAboveGround: down until a non-air block; false once below the build height
            boolean found = true;
            do {
                py--;
                if (level.isOutsideBuildHeight(py)) {
                    found = false;
                    break;
                }
            } while (level.states().isAir(level.getBlockState(px, py, pz)));
            if (!found) continue;
            py++;
            if (isInvalidPlacementLocation(level, px, py, pz)) continue;
            int vineHeight = nextInt(random, 1, maxHeight);
            if (random.nextInt(6) == 0) vineHeight *= 2;
            if (random.nextInt(5) == 0) vineHeight = 1;
            placeColumn(level, random, px, py, pz, vineHeight, 17, 25);
        }
        return true;
    }

    /** Game: {@code TwistingVinesFeature.placeWeepingVinesColumn} (sic): upwards from height 1, the head where the column or the air ends. */
    private void placeColumn(WorldGenLevel level, RandomSource random, int x, int y, int z, int totalHeight, int minAge, int maxAge) {
        for (int height = 1; height <= totalHeight; height++) {
            if (level.isEmptyBlock(x, y, z)) {
                if (height == totalHeight || !level.isEmptyBlock(x, y + 1, z)) {
                    level.setBlock(x, y, z, heads[nextInt(random, minAge, maxAge)], WorldGenLevel.UPDATE_CLIENTS);
                    break;
                }
                level.setBlock(x, y, z, plant, WorldGenLevel.UPDATE_CLIENTS);
            }
            y++;
        }
    }

    private boolean isInvalidPlacementLocation(WorldGenLevel level, int x, int y, int z) {
        if (!level.isEmptyBlock(x, y, z)) return true;
        int b = level.states().block(level.getBlockState(x, y - 1, z));
        return b != netherrack && b != warpedNylium && b != warpedWart;
    }

    /** Game: {@code Mth.nextInt(random, min, max)}: {@code min} without a draw when {@code min >= max}. */
    static int nextInt(RandomSource random, int min, int max) {
        return min >= max ? min : random.nextInt(max - min + 1) + min;
    }
}
