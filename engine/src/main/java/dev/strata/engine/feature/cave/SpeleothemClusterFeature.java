package dev.strata.engine.feature.cave;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.FloatProvider;
import dev.strata.engine.valueproviders.IntProvider;

/**
 * Game 26.2: {@code SpeleothemClusterFeature} ({@code minecraft:speleothem_cluster}; 26.1's
 * {@code DripstoneClusterFeature} with the base and pointed block configurable): over a rectangle of
 * {@code (2 rx + 1) x (2 rz + 1)} columns around the origin, each column scanned for a floor and ceiling within
 * {@code floor_to_ceiling_search_range}, may get a water pool, layers of base blocks and a stalactite and
 * stalagmite whose heights follow a clamped normal biased to the centre.
 *
 * <p>Draw order per feature: height, wetness, density, x radius, z radius; per column (x outer, z inner) as
 * {@link #placeColumn} documents.
 */
record SpeleothemClusterFeature(Speleothems blocks, int floorToCeilingSearchRange, IntProvider height, IntProvider radius,
                                int maxStalagmiteStalactiteHeightDiff, int heightDeviation, IntProvider layerThickness,
                                FloatProvider density, FloatProvider wetness, float chanceAtMaxDistanceFromCenter,
                                int maxDistanceFromEdgeAffectingChance, int maxDistanceFromCenterAffectingHeightBias)
        implements ConfiguredFeature {

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        BlockStates s = level.states();
        if (!Speleothems.isEmptyOrWater(s, level.getBlockState(x, y, z))) return false;
        int clusterHeight = height.sample(random);
        float wet = wetness.sample(random);
        float dens = density.sample(random);
        int xRadius = radius.sample(random);
        int zRadius = radius.sample(random);
        for (int dx = -xRadius; dx <= xRadius; dx++) {
            for (int dz = -zRadius; dz <= zRadius; dz++) {
                int distanceFromEdge = Math.min(xRadius - Math.abs(dx), zRadius - Math.abs(dz));
                double chance = CaveMath.clampedMap((float) distanceFromEdge, 0.0f, (float) maxDistanceFromEdgeAffectingChance,
                        chanceAtMaxDistanceFromCenter, 1.0f);
                placeColumn(level, random, x + dx, y, z + dz, dx, dz, wet, chance, clusterHeight, dens);
            }
        }
        return true;
    }

    /**
     * One column. Draws: a float (pool), a double (stalactite wanted), for a stalactite the layer thickness and its
     * height ({@link #speleothemHeight}); a double (stalagmite wanted), for a stalagmite the layer thickness and
     * either {@code randomBetweenInclusive(-diff, diff)} (under a ceiling) or its own height; an int when the two
     * overlap; a boolean for merged tips.
     */
    private void placeColumn(WorldGenLevel level, RandomSource random, int x, int y, int z, int dx, int dz, float chanceOfWater,
                             double chance, int clusterHeight, float dens) {
        BlockStates s = level.states();
        Column base = Column.scan(level, x, y, z, floorToCeilingSearchRange, st -> Speleothems.isEmptyOrWater(s, st),
                st -> Speleothems.isNeitherEmptyNorWater(s, st));
        if (base == null) return;
        int ceiling = base.ceiling();
        if (!base.hasCeiling() && !base.hasFloor()) return;
        boolean wantPool = random.nextFloat() < chanceOfWater;
        Column column;
        if (wantPool && base.hasFloor() && canPlacePool(level, x, base.floor(), z)) {
            column = base.withFloor(base.floor() - 1);
            level.setBlock(x, base.floor(), z, CaveBlocks.WATER_STATE, WorldGenLevel.UPDATE_CLIENTS);
        } else {
            column = base;
        }
        int floor = column.floor();
        boolean hasFloor = column.hasFloor(), hasCeiling = base.hasCeiling();
        boolean wantStalactite = random.nextDouble() < chance;
        int stalactiteHeight;
        if (hasCeiling && wantStalactite && !isLava(level, x, ceiling, z)) {
            int thickness = layerThickness.sample(random);
            replaceWithBase(level, x, ceiling, z, thickness, 1);
            int max = hasFloor ? Math.min(clusterHeight, ceiling - floor) : clusterHeight;
            stalactiteHeight = speleothemHeight(random, dx, dz, dens, max);
        } else {
            stalactiteHeight = 0;
        }
        boolean wantStalagmite = random.nextDouble() < chance;
        int stalagmiteHeight;
        if (hasFloor && wantStalagmite && !isLava(level, x, floor, z)) {
            int thickness = layerThickness.sample(random);
            replaceWithBase(level, x, floor, z, thickness, -1);
            if (hasCeiling) {
                stalagmiteHeight = Math.max(0, stalactiteHeight + CaveMath.randomBetweenInclusive(random,
                        -maxStalagmiteStalactiteHeightDiff, maxStalagmiteStalactiteHeightDiff));
            } else {
                stalagmiteHeight = speleothemHeight(random, dx, dz, dens, clusterHeight);
            }
        } else {
            stalagmiteHeight = 0;
        }
        int actualStalactite, actualStalagmite;
        if (hasCeiling && hasFloor && ceiling - stalactiteHeight <= floor + stalagmiteHeight) {
            int lowestStalactiteBottom = Math.max(ceiling - stalactiteHeight, floor + 1);
            int highestStalagmiteTop = Math.min(floor + stalagmiteHeight, ceiling - 1);
            int bottom = CaveMath.randomBetweenInclusive(random, lowestStalactiteBottom, highestStalagmiteTop + 1);
            actualStalactite = ceiling - bottom;
            actualStalagmite = bottom - 1 - floor;
        } else {
            actualStalactite = stalactiteHeight;
            actualStalagmite = stalagmiteHeight;
        }
        boolean mergeTips = random.nextBoolean() && actualStalactite > 0 && actualStalagmite > 0
                && column.height() != Column.NONE && actualStalactite + actualStalagmite == column.height();
        if (hasCeiling) blocks.grow(level, x, ceiling - 1, z, Direction.DOWN, actualStalactite, mergeTips);
        if (hasFloor) blocks.grow(level, x, floor + 1, z, Direction.UP, actualStalagmite, mergeTips);
    }

    private static boolean isLava(WorldGenLevel level, int x, int y, int z) {
        return level.states().block(level.getBlockState(x, y, z)) == CaveBlocks.LAVA;
    }

    /** Game: {@code getSpeleothemHeight}: 0 when {@code nextFloat() > density}, else a clamped normal in [0, max). */
    private int speleothemHeight(RandomSource random, int dx, int dz, float dens, int maxHeight) {
        if (random.nextFloat() > dens) return 0;
        int distanceFromCenter = Math.abs(dx) + Math.abs(dz);
        float mean = (float) CaveMath.clampedMap(distanceFromCenter, 0.0, maxDistanceFromCenterAffectingHeightBias, maxHeight / 2.0, 0.0);
        // game: ClampedNormalFloat.sample(random, mean, deviation, 0, maxHeight)
        float v = mean + (float) random.nextGaussian() * heightDeviation;
        float clamped = v < 0.0f ? 0.0f : Math.min(v, (float) maxHeight);
        return (int) clamped;
    }

    /** Game: {@code canPlacePool}. */
    private boolean canPlacePool(WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        int state = level.getBlockState(x, y, z);
        int b = s.block(state);
        if (b == CaveBlocks.WATER || b == s.block(blocks.base()) || b == s.block(blocks.pointed())) return false;
        if (s.isWaterFluid(level.getBlockState(x, y + 1, z))) return false;
        for (Direction d : Direction.HORIZONTAL) {
            if (!canBeAdjacentToWater(level, x + d.dx, y, z + d.dz)) return false;
        }
        return canBeAdjacentToWater(level, x, y - 1, z);
    }

    private static boolean canBeAdjacentToWater(WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        int state = level.getBlockState(x, y, z);
        return s.is(state, s.tag("minecraft:base_stone_overworld")) || s.isWaterFluid(state);
    }

    /** Game: {@code replaceBlocksWithBaseBlocks}: up to {@code maxCount} base blocks from the first, stopping at one that may not be replaced. */
    private void replaceWithBase(WorldGenLevel level, int x, int y, int z, int maxCount, int dy) {
        for (int i = 0; i < maxCount; i++) {
            if (!blocks.placeBaseBlockIfPossible(level, x, y, z)) return;
            y += dy;
        }
    }

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        return new SpeleothemClusterFeature(SpeleothemFeature.speleothems(c, p),
                c.get("floor_to_ceiling_search_range").asInt(1, 512),
                ranged(c, "height", p, 1, 128), ranged(c, "radius", p, 1, 128),
                c.get("max_stalagmite_stalactite_height_diff").asInt(0, 64),
                c.get("height_deviation").asInt(1, 64),
                ranged(c, "speleothem_block_layer_thickness", p, 0, 128),
                floatRanged(c, "density", p), floatRanged(c, "wetness", p),
                (float) c.get("chance_of_speleothem_at_max_distance_from_center").asDouble(0.0, 1.0),
                c.get("max_distance_from_edge_affecting_chance_of_speleothem").asInt(1, 64),
                c.get("max_distance_from_center_affecting_height_bias").asInt(1, 64));
    }

    static IntProvider ranged(JsonCursor c, String key, FeatureParser p, int min, int max) {
        IntProvider v = p.intProvider(c.get(key));
        if (v.minValue() < min || v.maxValue() > max) {
            throw c.get(key).error("values must lie in [" + min + ", " + max + "], not [" + v.minValue() + ", " + v.maxValue() + "]");
        }
        return v;
    }

    private static FloatProvider floatRanged(JsonCursor c, String key, FeatureParser p) {
        FloatProvider v = p.floatProvider(c.get(key));
        if (v.maxValue() > 2.0f) throw c.get(key).error("values must lie in [0, 2]");
        return v;
    }
}
