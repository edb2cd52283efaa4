package dev.strata.engine.feature;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.blockpredicates.BlockPredicate;
import dev.strata.engine.random.RandomSource;

/**
 * Game: {@code SpikeFeature} with {@code SpikeConfiguration} ({@code state}, {@code can_place_on},
 * {@code can_replace}; 26.2's {@code ice_spike}: packed ice on snow blocks, replacing
 * {@code #ice_spike_replaceable}). Unchanged from 26.1 (same class and configuration).
 *
 * <p>From the origin the feature sinks through air to the ground (no lower than 2 above the world's bottom), needs
 * {@code can_place_on} there, rises 0 to 3 blocks (1 in 60 wide spikes start 10 to 39 higher), and builds a cone of
 * height 7 to 10 and width {@code height / 4} or one more, mirrored downwards where the width is over 1, its rim
 * blocks kept 3 in 4. Under the middle (3 x 3 for a wide spike, the corners with short random runs) a pillar goes
 * down through air, replaceable blocks and its own state to y 51, leaving random gaps. Blocks go only where the
 * state is air or {@code can_replace} holds.
 */
record SpikeFeature(int state, BlockPredicate canPlaceOn, BlockPredicate canReplace) implements ConfiguredFeature {

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        return new SpikeFeature(p.blockState(c.get("state")), p.blockPredicate(c.get("can_place_on")),
                p.blockPredicate(c.get("can_replace")));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        int oy = y;
        while (level.isEmptyBlock(x, oy, z) && oy > level.getMinY() + 2) oy--;
        if (!canPlaceOn.test(level, x, oy, z)) return false;
        oy += random.nextInt(4);
        int height = random.nextInt(4) + 7;
        int width = height / 4 + random.nextInt(2);
        if (width > 1 && random.nextInt(60) == 0) oy += 10 + random.nextInt(30);
        for (int yOff = 0; yOff < height; yOff++) {
            float scale = (1.0f - (float) yOff / (float) height) * (float) width;
            int newWidth = (int) Math.ceil(scale); // Mth.ceil(float)
            for (int xo = -newWidth; xo <= newWidth; xo++) {
                float dx = (float) Math.abs(xo) - 0.25f;
                for (int zo = -newWidth; zo <= newWidth; zo++) {
                    float dz = (float) Math.abs(zo) - 0.25f;
                    if ((xo != 0 || zo != 0) && dx * dx + dz * dz > scale * scale) continue;
                    if ((xo == -newWidth || xo == newWidth || zo == -newWidth || zo == newWidth) && random.nextFloat() > 0.75f) continue;
                    int px = x + xo, pz = z + zo;
                    if (level.states().isAir(level.getBlockState(px, oy + yOff, pz)) || canReplace.test(level, px, oy + yOff, pz)) {
                        level.setBlock(px, oy + yOff, pz, state, WorldGenLevel.UPDATE_ALL);
                    }
                    if (yOff != 0 && newWidth > 1) {
                        int ny = oy - yOff;
                        if (level.states().isAir(level.getBlockState(px, ny, pz)) || canReplace.test(level, px, ny, pz)) {
                            level.setBlock(px, ny, pz, state, WorldGenLevel.UPDATE_ALL);
                        }
                    }
                }
            }
        }
        int pillarWidth = Math.max(0, Math.min(1, width - 1));
        for (int xo = -pillarWidth; xo <= pillarWidth; xo++) {
            for (int zo = -pillarWidth; zo <= pillarWidth; zo++) {
                int cx = x + xo, cy = oy - 1, cz = z + zo;
                int runLength = 50;
                if (Math.abs(xo) == 1 && Math.abs(zo) == 1) runLength = random.nextInt(5);
                while (cy > 50) {
                    int here = level.getBlockState(cx, cy, cz);
                    if (!level.states().isAir(here) && !canReplace.test(level, cx, cy, cz) && here != state) break;
                    level.setBlock(cx, cy, cz, state, WorldGenLevel.UPDATE_ALL);
                    cy--;
                    if (--runLength <= 0) {
                        cy -= random.nextInt(5) + 1;
                        runLength = random.nextInt(5);
                    }
                }
            }
        }
        return true;
    }
}
