package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.random.RandomSource;

/**
 * Game: {@code BambooFeature} with {@code ProbabilityFeatureConfiguration} ({@code probability} of podzol): into an
 * air block where bamboo survives ({@link BlockSurvival}: on {@code #supports_bamboo}), a stalk of 5 to 16 blocks
 * (age 1, no leaves, stage 0) up through air, topped (if at least 3 tall) by large leaves at stage 1, large leaves
 * and small leaves from the top down. With {@code nextFloat() < probability}, first the top blocks
 * ({@code WORLD_SURFACE} height minus one) of a disc of radius 1 to 4 around the origin become podzol where they are
 * {@code #beneath_bamboo_podzol_replaceable}. The height is drawn before the podzol test, as the game does.
 */
record BambooFeature(float probability, int trunk, int finalLarge, int topLarge, int topSmall, int bamboo, int podzol,
        BlockStates.BlockTag podzolReplaceable) implements ConfiguredFeature {

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        BlockStates s = p.states();
        int bamboo = s.defaultState("minecraft:bamboo");
        int trunk = s.with(s.with(s.with(bamboo, "age", "1"), "leaves", "none"), "stage", "0");
        int topLarge = s.with(trunk, "leaves", "large");
        return new BambooFeature(SeaVegetationFeatures.probability(c), trunk, s.with(topLarge, "stage", "1"), topLarge,
                s.with(trunk, "leaves", "small"), bamboo, s.defaultState("minecraft:podzol"),
                s.tag("minecraft:beneath_bamboo_podzol_replaceable"));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        if (!level.isEmptyBlock(x, y, z)) return false;
        BlockStates s = level.states();
        if (BlockSurvival.canSurvive(level, bamboo, x, y, z)) {
            int height = random.nextInt(12) + 5;
            if (random.nextFloat() < probability) {
                int r = random.nextInt(4) + 1;
                for (int xx = x - r; xx <= x + r; xx++) {
                    for (int zz = z - r; zz <= z + r; zz++) {
                        int xd = xx - x, zd = zz - z;
                        if (xd * xd + zd * zd > r * r) continue;
                        int py = level.getHeight(Heightmap.Types.WORLD_SURFACE, xx, zz) - 1;
                        if (!s.is(level.getBlockState(xx, py, zz), podzolReplaceable)) continue;
                        level.setBlock(xx, py, zz, podzol, WorldGenLevel.UPDATE_CLIENTS);
                    }
                }
            }
            int by = y;
            for (int i = 0; i < height && level.isEmptyBlock(x, by, z); i++) {
                level.setBlock(x, by, z, trunk, WorldGenLevel.UPDATE_CLIENTS);
                by++;
            }
            if (by - y >= 3) {
                level.setBlock(x, by, z, finalLarge, WorldGenLevel.UPDATE_CLIENTS);
                level.setBlock(x, by - 1, z, topLarge, WorldGenLevel.UPDATE_CLIENTS);
                level.setBlock(x, by - 2, z, topSmall, WorldGenLevel.UPDATE_CLIENTS);
            }
        }
        return true; // the game counts the air block as placed even when bamboo cannot stand there
    }
}
