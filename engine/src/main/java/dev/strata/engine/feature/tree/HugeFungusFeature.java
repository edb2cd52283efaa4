package dev.strata.engine.feature.tree;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.blockpredicates.BlockPredicate;
import dev.strata.engine.random.RandomSource;

/**
 * The {@code minecraft:huge_fungus} feature (game: {@code HugeFungusFeature}) as world generation uses it
 * ({@code planted} false; the planted variants are grown from saplings, not generated, and refused here): on
 * {@code valid_base_block}, height {@code nextInt(4, 13)} doubled on {@code nextInt(12) == 0}, refused when
 * {@code y + height + 1 >= genDepth} (the game compares a y to the generator's depth); huge ({@code nextFloat() <
 * 0.06}) stems are 3 x 3 with random corners. The origin is set to air (flags 260), then stem and hat; nether wart
 * hats drop weeping vines (game: {@code WeepingVinesFeature.placeWeepingVinesColumn}, ages 23..25).
 */
public record HugeFungusFeature(int validBaseState, int stemState, int hatState, int decorState, BlockPredicate replaceableBlocks, TreeBlocks blocks)
        implements ConfiguredFeature {
    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        if (c.optionalBoolean("planted", false)) {
            throw c.get("planted").error("planted huge fungi grow from fungi on bone meal; world generation does not place them");
        }
        return new HugeFungusFeature(p.blockState(c.get("valid_base_block")), p.blockState(c.get("stem_state")), p.blockState(c.get("hat_state")),
                p.blockState(c.get("decor_state")), p.blockPredicate(c.get("replaceable_blocks")), TreeFeatures.blocks(p));
    }

    private static int nextInt(RandomSource random, int min, int max) {
        return min >= max ? min : random.nextInt(max - min + 1) + min;
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        var st = blocks.states;
        if (!st.is(level.getBlockState(x, y - 1, z), st.block(validBaseState))) return false;
        int totalHeight = nextInt(random, 4, 13);
        if (random.nextInt(12) == 0) totalHeight *= 2;
        if (y + totalHeight + 1 >= level.genDepth()) return false;
        boolean huge = random.nextFloat() < 0.06f;
        level.setBlock(x, y, z, st.air, 260);
        placeStem(level, random, x, y, z, totalHeight, huge);
        placeHat(level, random, x, y, z, totalHeight, huge);
        return true;
    }

    private boolean isReplaceable(WorldGenLevel level, int x, int y, int z, boolean checkPlants) {
        if (blocks.states.canBeReplaced(level.getBlockState(x, y, z))) return true;
        return checkPlants && replaceableBlocks.test(level, x, y, z);
    }

    private void placeStem(WorldGenLevel level, RandomSource random, int x, int y, int z, int totalHeight, boolean huge) {
        int r = huge ? 1 : 0;
        for (int dx = -r; dx <= r; dx++) {
            for (int dz = -r; dz <= r; dz++) {
                boolean corner = huge && Math.abs(dx) == r && Math.abs(dz) == r;
                for (int dy = 0; dy < totalHeight; dy++) {
                    if (!isReplaceable(level, x + dx, y + dy, z + dz, true)) continue;
                    if (corner) {
                        if (!(random.nextFloat() < 0.1f)) continue;
                    }
                    level.setBlock(x + dx, y + dy, z + dz, stemState, WorldGenLevel.UPDATE_ALL);
                }
            }
        }
    }

    private void placeHat(WorldGenLevel level, RandomSource random, int x, int y, int z, int totalHeight, boolean huge) {
        boolean vines = blocks.states.is(hatState, blocks.states.blockIndex("minecraft:nether_wart_block"));
        int hatHeight = Math.min(random.nextInt(1 + totalHeight / 3) + 5, totalHeight);
        int hatStartY = totalHeight - hatHeight;
        for (int dy = hatStartY; dy <= totalHeight; dy++) {
            int radius = dy < totalHeight - random.nextInt(3) ? 2 : 1;
            if (hatHeight > 8 && dy < hatStartY + 4) radius = 3;
            if (huge) radius++;
            for (int dx = -radius; dx <= radius; dx++) {
                for (int dz = -radius; dz <= radius; dz++) {
                    boolean edgeX = dx == -radius || dx == radius, edgeZ = dz == -radius || dz == radius;
                    boolean inside = !edgeX && !edgeZ && dy != totalHeight;
                    boolean corner = edgeX && edgeZ;
                    boolean bottom = dy < hatStartY + 3;
                    int px = x + dx, py = y + dy, pz = z + dz;
                    if (!isReplaceable(level, px, py, pz, false)) continue;
                    if (bottom) {
                        if (!inside) placeHatDropBlock(level, random, px, py, pz, vines);
                    } else if (inside) {
                        placeHatBlock(level, random, px, py, pz, 0.1f, 0.2f, vines ? 0.1f : 0.0f);
                    } else if (corner) {
                        placeHatBlock(level, random, px, py, pz, 0.01f, 0.7f, vines ? 0.083f : 0.0f);
                    } else {
                        placeHatBlock(level, random, px, py, pz, 5.0E-4f, 0.98f, vines ? 0.07f : 0.0f);
                    }
                }
            }
        }
    }

    private void placeHatBlock(WorldGenLevel level, RandomSource random, int x, int y, int z, float decor, float hat, float vines) {
        if (random.nextFloat() < decor) {
            level.setBlock(x, y, z, decorState, WorldGenLevel.UPDATE_ALL);
        } else if (random.nextFloat() < hat) {
            level.setBlock(x, y, z, hatState, WorldGenLevel.UPDATE_ALL);
            if (random.nextFloat() < vines) tryPlaceWeepingVines(level, random, x, y, z);
        }
    }

    private void placeHatDropBlock(WorldGenLevel level, RandomSource random, int x, int y, int z, boolean vines) {
        if (blocks.states.is(level.getBlockState(x, y - 1, z), blocks.states.block(hatState))) {
            level.setBlock(x, y, z, hatState, WorldGenLevel.UPDATE_ALL);
        } else if ((double) random.nextFloat() < 0.15) {
            level.setBlock(x, y, z, hatState, WorldGenLevel.UPDATE_ALL);
            if (vines && random.nextInt(11) == 0) tryPlaceWeepingVines(level, random, x, y, z);
        }
    }

    private void tryPlaceWeepingVines(WorldGenLevel level, RandomSource random, int x, int hatY, int z) {
        int y = hatY - 1;
        if (!level.isEmptyBlock(x, y, z)) return;
        int goal = nextInt(random, 1, 5);
        if (random.nextInt(7) == 0) goal *= 2;
        var st = blocks.states;
        for (int height = 0; height <= goal; height++) {
            if (level.isEmptyBlock(x, y, z)) {
                if (height == goal || !level.isEmptyBlock(x, y - 1, z)) {
                    int head = st.with(st.defaultState("minecraft:weeping_vines"), "age", Integer.toString(nextInt(random, 23, 25)));
                    level.setBlock(x, y, z, head, WorldGenLevel.UPDATE_CLIENTS);
                    break;
                }
                level.setBlock(x, y, z, st.defaultState("minecraft:weeping_vines_plant"), WorldGenLevel.UPDATE_CLIENTS);
            }
            y--;
        }
    }
}
