package dev.strata.engine.feature.tree;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.blockpredicates.BlockPredicate;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.random.RandomSource;

/**
 * The {@code minecraft:huge_brown_mushroom} and {@code minecraft:huge_red_mushroom} features (game:
 * {@code AbstractHugeMushroomFeature} with {@code HugeBrownMushroomFeature} / {@code HugeRedMushroomFeature}): height
 * {@code nextInt(3) + 4}, doubled on {@code nextInt(12) == 0}; the space must be air or leaves and the block below
 * pass {@code can_place_on}; the cap (providers drawn at the origin, faces set by position), then the stem; blocks
 * only into air or {@code #replaceable_by_mushrooms}, set with flags 3.
 */
public record HugeMushroomFeature(boolean red, BlockStateProvider capProvider, BlockStateProvider stemProvider, int foliageRadius,
                                  BlockPredicate canPlaceOn, TreeBlocks blocks) implements ConfiguredFeature {
    static ConfiguredFeature parse(JsonCursor c, FeatureParser p, boolean red) {
        int radius = c.has("foliage_radius") ? c.get("foliage_radius").asInt() : 2;
        return new HugeMushroomFeature(red, p.stateProvider(c.get("cap_provider")), p.stateProvider(c.get("stem_provider")), radius,
                p.blockPredicate(c.get("can_place_on")), TreeFeatures.blocks(p));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        int height = random.nextInt(3) + 4;
        if (random.nextInt(12) == 0) height *= 2;
        if (!isValidPosition(level, x, y, z, height)) return false;
        if (red) redCap(level, random, x, y, z, height);
        else brownCap(level, random, x, y, z, height);
        for (int dy = 0; dy < height; dy++) {
            placeMushroomBlock(level, x, y + dy, z, stemProvider.getState(level, random, x, y, z));
        }
        return true;
    }

    private boolean isValidPosition(WorldGenLevel level, int x, int y, int z, int height) {
        if (y < level.getMinY() + 1 || y + height + 1 > level.getMaxYExclusive() - 1) return false;
        if (!canPlaceOn.test(level, x, y - 1, z)) return false;
        for (int dy = 0; dy <= height; dy++) {
            int r = radiusForHeight(height, dy);
            for (int dx = -r; dx <= r; dx++) {
                for (int dz = -r; dz <= r; dz++) {
                    if (!blocks.isAirOrLeaves(level.getBlockState(x + dx, y + dy, z + dz))) return false;
                }
            }
        }
        return true;
    }

    /** Game: {@code getTreeRadiusForHeight(-1, -1, radius, yo)}: brown 0 up to 3 then the radius; red (with treeHeight -1) always 0. */
    private int radiusForHeight(int height, int yo) {
        if (!red) return yo <= 3 ? 0 : foliageRadius;
        int treeHeight = -1;
        if (yo < treeHeight && yo >= treeHeight - 3) return foliageRadius;
        return yo == treeHeight ? foliageRadius : 0;
    }

    private void brownCap(WorldGenLevel level, RandomSource random, int x, int y, int z, int height) {
        int r = foliageRadius;
        for (int dx = -r; dx <= r; dx++) {
            for (int dz = -r; dz <= r; dz++) {
                boolean minX = dx == -r, maxX = dx == r, minZ = dz == -r, maxZ = dz == r;
                boolean xEdge = minX || maxX, zEdge = minZ || maxZ;
                if (xEdge && zEdge) continue;
                boolean west = minX || zEdge && dx == 1 - r;
                boolean east = maxX || zEdge && dx == r - 1;
                boolean north = minZ || xEdge && dz == 1 - r;
                boolean south = maxZ || xEdge && dz == r - 1;
                int s = capProvider.getState(level, random, x, y, z);
                if (hasFaces(s, false)) s = faces(s, west, east, north, south);
                placeMushroomBlock(level, x + dx, y + height, z + dz, s);
            }
        }
    }

    private void redCap(WorldGenLevel level, RandomSource random, int x, int y, int z, int height) {
        for (int dy = height - 3; dy <= height; dy++) {
            int r = dy < height ? foliageRadius : foliageRadius - 1;
            int center = foliageRadius - 2;
            for (int dx = -r; dx <= r; dx++) {
                for (int dz = -r; dz <= r; dz++) {
                    boolean xEdge = dx == -r || dx == r, zEdge = dz == -r || dz == r;
                    if (dy < height && xEdge == zEdge) continue;
                    int s = capProvider.getState(level, random, x, y, z);
                    if (hasFaces(s, true)) {
                        s = blocks.states.with(s, "up", Boolean.toString(dy >= height - 1));
                        s = faces(s, dx < -center, dx > center, dz < -center, dz > center);
                    }
                    placeMushroomBlock(level, x + dx, y + dy, z + dz, s);
                }
            }
        }
    }

    private boolean hasFaces(int s, boolean up) {
        var st = blocks.states;
        return st.value(s, "west") != null && st.value(s, "east") != null && st.value(s, "north") != null && st.value(s, "south") != null
                && (!up || st.value(s, "up") != null);
    }

    private int faces(int s, boolean west, boolean east, boolean north, boolean south) {
        var st = blocks.states;
        s = st.with(s, "west", Boolean.toString(west));
        s = st.with(s, "east", Boolean.toString(east));
        s = st.with(s, "north", Boolean.toString(north));
        return st.with(s, "south", Boolean.toString(south));
    }

    private void placeMushroomBlock(WorldGenLevel level, int x, int y, int z, int state) {
        int current = level.getBlockState(x, y, z);
        if (blocks.states.isAir(current) || blocks.states.is(current, blocks.states.tag("minecraft:replaceable_by_mushrooms"))) {
            level.setBlock(x, y, z, state, WorldGenLevel.UPDATE_ALL);
        }
    }
}
