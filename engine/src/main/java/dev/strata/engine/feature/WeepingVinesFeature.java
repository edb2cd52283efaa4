package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;

/**
 * Feature type {@code weeping_vines} (game: {@code WeepingVinesFeature}, no configuration): at an air origin under
 * netherrack or a nether wart block, a nether wart block at the origin, then 200 tries to grow the roof with nether
 * wart blocks (offsets {@code nextInt(6) - nextInt(6)}, {@code nextInt(2) - nextInt(5)}, {@code nextInt(6) -
 * nextInt(6)}; placed in air touching exactly one netherrack or wart block), then 100 tries to hang a vine
 * (offsets {@code nextInt(8) - nextInt(8)}, {@code nextInt(2) - nextInt(7)}, {@code nextInt(8) - nextInt(8)}; in air
 * under netherrack or wart; length {@code 1 + nextInt(8)}, doubled on {@code nextInt(6) == 0}, 1 on
 * {@code nextInt(5) == 0}), each a column of {@code weeping_vines_plant} downwards ended by a {@code weeping_vines}
 * head of age 17..25. All with flags 2.
 *
 * @param netherrack block index of netherrack; @param wartBlock of nether_wart_block
 * @param wartState nether_wart_block's default state; @param plant weeping_vines_plant's default state
 * @param heads weeping_vines states by age (0..25)
 */
record WeepingVinesFeature(int netherrack, int wartBlock, int wartState, int plant, int[] heads) implements ConfiguredFeature {
    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        BlockStates s = p.states();
        return new WeepingVinesFeature(s.blockIndex("minecraft:netherrack"), s.blockIndex("minecraft:nether_wart_block"),
                s.defaultState("minecraft:nether_wart_block"), s.defaultState("minecraft:weeping_vines_plant"),
                ages(s, "minecraft:weeping_vines"));
    }

    /** The states of a growing plant head ({@code GrowingPlantHeadBlock.AGE}, 0..25) by age. */
    static int[] ages(BlockStates s, String block) {
        int[] out = new int[26];
        int d = s.defaultState(block);
        for (int age = 0; age < 26; age++) out[age] = s.with(d, "age", Integer.toString(age));
        return out;
    }

    private boolean isRoof(WorldGenLevel level, int x, int y, int z) {
        int b = level.states().block(level.getBlockState(x, y, z));
        return b == netherrack || b == wartBlock;
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        if (!level.isEmptyBlock(x, y, z)) return false;
        if (!isRoof(level, x, y + 1, z)) return false;
        placeRoofNetherWart(level, random, x, y, z);
        placeRoofWeepingVines(level, random, x, y, z);
        return true;
    }

    private void placeRoofNetherWart(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        level.setBlock(x, y, z, wartState, WorldGenLevel.UPDATE_CLIENTS);
        for (int i = 0; i < 200; i++) {
            int px = x + random.nextInt(6) - random.nextInt(6);
            int py = y + random.nextInt(2) - random.nextInt(5);
            int pz = z + random.nextInt(6) - random.nextInt(6);
            if (!level.isEmptyBlock(px, py, pz)) continue;
            int neighbours = 0;
            // Direction.values(): down, up, north, south, west, east; stops past one
            for (int d = 0; d < 6; d++) {
                if (isRoof(level, px + DX[d], py + DY[d], pz + DZ[d])) neighbours++;
                if (neighbours > 1) break;
            }
            if (neighbours != 1) continue;
            level.setBlock(px, py, pz, wartState, WorldGenLevel.UPDATE_CLIENTS);
        }
    }

    private void placeRoofWeepingVines(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        for (int i = 0; i < 100; i++) {
            int px = x + random.nextInt(8) - random.nextInt(8);
            int py = y + random.nextInt(2) - random.nextInt(7);
            int pz = z + random.nextInt(8) - random.nextInt(8);
            if (!level.isEmptyBlock(px, py, pz) || !isRoof(level, px, py + 1, pz)) continue;
            int vineHeight = 1 + random.nextInt(8); // Mth.nextInt(random, 1, 8)
            if (random.nextInt(6) == 0) vineHeight *= 2;
            if (random.nextInt(5) == 0) vineHeight = 1;
            placeWeepingVinesColumn(level, random, px, py, pz, vineHeight, 17, 25);
        }
    }

    /** Game: {@code WeepingVinesFeature.placeWeepingVinesColumn}: downwards over air, the head where the column ends or air ends. */
    private void placeWeepingVinesColumn(WorldGenLevel level, RandomSource random, int x, int y, int z, int totalHeight, int minAge, int maxAge) {
        for (int height = 0; height <= totalHeight; height++) {
            if (level.isEmptyBlock(x, y, z)) {
                if (height == totalHeight || !level.isEmptyBlock(x, y - 1, z)) {
                    level.setBlock(x, y, z, heads[minAge + random.nextInt(maxAge - minAge + 1)], WorldGenLevel.UPDATE_CLIENTS);
                    break;
                }
                level.setBlock(x, y, z, plant, WorldGenLevel.UPDATE_CLIENTS);
            }
            y--;
        }
    }

    /** Offsets of the game's {@code Direction.values()} order: down, up, north, south, west, east. */
    static final int[] DX = {0, 0, 0, 0, -1, 1}, DY = {-1, 1, 0, 0, 0, 0}, DZ = {0, 0, -1, 1, 0, 0};
}
