package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.blockpredicates.BlockPredicate;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.random.RandomSource;

/**
 * Game: {@code LakeFeature} of 26.2 ({@code lake}: {@code fluid} and {@code barrier} state providers, and the
 * predicates {@code can_place_feature}, {@code can_replace_with_air_or_fluid}, {@code can_replace_with_barrier}).
 * A 16 x 8 x 16 grid from the origin offset by (-8, -4, -8) is the union of 4..7 random ellipsoids (draws: nextInt(4),
 * then six nextDouble per ellipsoid). The lake is refused when a grid cell's outside neighbour (a cell not in the
 * grid next to one that is) is a liquid in the upper half (y >= 4), or not solid and not the fluid in the lower half,
 * or fails {@code can_place_feature}. Then cells where {@code can_replace_with_air_or_fluid} holds become the fluid
 * (lower half) or cave air (upper half: a block tick for cave air with delay 0, and the two blocks above marked for
 * post-processing); then, unless the barrier is air, solid outside neighbours where {@code can_replace_with_barrier}
 * holds become the barrier (in the upper half only on {@code nextInt(2) != 0}), marked above; then, for a water lake,
 * its surface layer (y 4) freezes to ice where the biome freezes it and {@code can_replace_with_air_or_fluid} holds.
 *
 * <p>26.1 differs: it had no predicates; the validity check had no {@code can_place_feature}, the replace tests were
 * {@code !#features_cannot_replace} and the barrier test {@code !#lava_pool_stone_cannot_replace}, fixed in code (the
 * 26.2 vanilla lakes name exactly these tags). Draw order and shape are the same.
 */
record LakeFeature(BlockStateProvider fluid, BlockStateProvider barrier, BlockPredicate canPlaceFeature, BlockPredicate canReplaceWithAirOrFluid,
        BlockPredicate canReplaceWithBarrier, BiomeClimate climate, int caveAir, int ice, int waterBlock, int lavaBlock, int bubbleColumnBlock)
        implements ConfiguredFeature {

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        BlockStates s = p.states();
        return new LakeFeature(p.stateProvider(c.get("fluid")), p.stateProvider(c.get("barrier")), p.blockPredicate(c.get("can_place_feature")),
                p.blockPredicate(c.get("can_replace_with_air_or_fluid")), p.blockPredicate(c.get("can_replace_with_barrier")), BiomeClimate.of(p),
                s.caveAir, s.defaultState("minecraft:ice"), s.blockIndex("minecraft:water"), s.blockIndex("minecraft:lava"),
                s.blockIndex("minecraft:bubble_column"));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        if (y <= level.getMinY() + 4) return false;
        int ox = x - 8, oy = y - 4, oz = z - 8;
        boolean[] grid = new boolean[2048];
        int spots = random.nextInt(4) + 4;
        for (int i = 0; i < spots; i++) {
            double xr = random.nextDouble() * 6.0 + 3.0;
            double yr = random.nextDouble() * 4.0 + 2.0;
            double zr = random.nextDouble() * 6.0 + 3.0;
            double xp = random.nextDouble() * (16.0 - xr - 2.0) + 1.0 + xr / 2.0;
            double yp = random.nextDouble() * (8.0 - yr - 4.0) + 2.0 + yr / 2.0;
            double zp = random.nextDouble() * (16.0 - zr - 2.0) + 1.0 + zr / 2.0;
            for (int xx = 1; xx < 15; xx++) {
                for (int zz = 1; zz < 15; zz++) {
                    for (int yy = 1; yy < 7; yy++) {
                        double xd = (xx - xp) / (xr / 2.0);
                        double yd = (yy - yp) / (yr / 2.0);
                        double zd = (zz - zp) / (zr / 2.0);
                        double d = xd * xd + yd * yd + zd * zd;
                        if (d < 1.0) grid[(xx * 16 + zz) * 8 + yy] = true;
                    }
                }
            }
        }
        BlockStates s = level.states();
        int fluidState = fluid.getState(level, random, ox, oy, oz);
        for (int xx = 0; xx < 16; xx++) {
            for (int zz = 0; zz < 16; zz++) {
                for (int yy = 0; yy < 8; yy++) {
                    if (!isEdge(grid, xx, yy, zz)) continue;
                    int state = level.getBlockState(ox + xx, oy + yy, oz + zz);
                    if (yy >= 4 && isLiquid(s, state)) return false;
                    if (yy < 4 && !s.isSolid(state) && state != fluidState) return false;
                    if (!canPlaceFeature.test(level, ox + xx, oy + yy, oz + zz)) return false;
                }
            }
        }
        for (int xx = 0; xx < 16; xx++) {
            for (int zz = 0; zz < 16; zz++) {
                for (int yy = 0; yy < 8; yy++) {
                    if (!grid[(xx * 16 + zz) * 8 + yy]) continue;
                    int px = ox + xx, py = oy + yy, pz = oz + zz;
                    if (!canReplaceWithAirOrFluid.test(level, px, py, pz)) continue;
                    boolean placeAir = yy >= 4;
                    level.setBlock(px, py, pz, placeAir ? caveAir : fluidState, 2);
                    if (placeAir) {
                        level.scheduleBlockTick(px, py, pz, "minecraft:cave_air", 0);
                        DiskFeature.markAboveForPostProcessing(level, px, py, pz);
                    }
                }
            }
        }
        int barrierState = barrier.getState(level, random, ox, oy, oz);
        if (!s.isAir(barrierState)) {
            for (int xx = 0; xx < 16; xx++) {
                for (int zz = 0; zz < 16; zz++) {
                    for (int yy = 0; yy < 8; yy++) {
                        if (!isEdge(grid, xx, yy, zz) || (yy >= 4 && random.nextInt(2) == 0)) continue;
                        int px = ox + xx, py = oy + yy, pz = oz + zz;
                        if (!s.isSolid(level.getBlockState(px, py, pz)) || !canReplaceWithBarrier.test(level, px, py, pz)) continue;
                        level.setBlock(px, py, pz, barrierState, 2);
                        DiskFeature.markAboveForPostProcessing(level, px, py, pz);
                    }
                }
            }
        }
        if (s.isWaterFluid(fluidState)) {
            for (int xx = 0; xx < 16; xx++) {
                for (int zz = 0; zz < 16; zz++) {
                    int px = ox + xx, py = oy + 4, pz = oz + zz;
                    if (climate.shouldFreeze(level, level.getBiome(px, py, pz), px, py, pz, waterBlock)
                            && canReplaceWithAirOrFluid.test(level, px, py, pz)) {
                        level.setBlock(px, py, pz, ice, 2);
                    }
                }
            }
        }
        return true;
    }

    /** A cell outside the lake next to one inside it (the game's {@code check}). */
    static boolean isEdge(boolean[] grid, int xx, int yy, int zz) {
        return !grid[(xx * 16 + zz) * 8 + yy]
                && (xx < 15 && grid[((xx + 1) * 16 + zz) * 8 + yy] || xx > 0 && grid[((xx - 1) * 16 + zz) * 8 + yy]
                || zz < 15 && grid[(xx * 16 + zz + 1) * 8 + yy] || zz > 0 && grid[(xx * 16 + (zz - 1)) * 8 + yy]
                || yy < 7 && grid[(xx * 16 + zz) * 8 + yy + 1] || yy > 0 && grid[(xx * 16 + zz) * 8 + (yy - 1)]);
    }

    /** Game: {@code BlockState.liquid()}: the blocks built with {@code .liquid()}: water, lava, bubble column. */
    private boolean isLiquid(BlockStates s, int state) {
        int b = s.block(state);
        return b == waterBlock || b == lavaBlock || b == bubbleColumnBlock;
    }
}
