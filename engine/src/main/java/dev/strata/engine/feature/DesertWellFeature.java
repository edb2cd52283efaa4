package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.RandomSource;

/**
 * Game: {@code DesertWellFeature} ({@code desert_well}, no configuration; 26.1 and 26.2 alike): placed in code, no
 * template. From one above the origin down through air to sand (fails on anything else, or at min y + 2); fails
 * when some column of the 5 x 5 has air both one and two below. Then: a 5 x 5 x 3 sandstone base, water in the
 * middle and its four sides, sand under those, a sandstone rim with slabs at the four side centres, four sandstone
 * pillars and a slab roof with sandstone in the middle (all flags 2, in the game's order). Last, two suspicious sand
 * blocks (flags 3) under two water positions picked by {@code nextInt(5)} from (centre, east, south, west, north):
 * one block below the first pick, two below the second; each gets the brushable block entity with loot table
 * {@code minecraft:archaeology/desert_well} and seed {@code BlockPos.asLong} of its position.
 *
 * <p>The block entity is written into the proto chunk's placeholder as {@code id} {@code minecraft:brushable_block}
 * and the game's saved keys {@code LootTable} (String) and {@code LootTableSeed} (Long; omitted when 0, as
 * {@code BrushableBlockEntity.trySaveLootTable} omits it).
 */
record DesertWellFeature(int sandBlock, int sand, int sandSlab, int sandstone, int water, int suspiciousSand) implements ConfiguredFeature {
    static final String LOOT_TABLE = "minecraft:archaeology/desert_well";

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        BlockStates s = p.states();
        return new DesertWellFeature(s.blockIndex("minecraft:sand"), s.defaultState("minecraft:sand"), s.defaultState("minecraft:sandstone_slab"),
                s.defaultState("minecraft:sandstone"), s.defaultState("minecraft:water"), s.defaultState("minecraft:suspicious_sand"));
    }

    /** Direction.Plane.HORIZONTAL: north, east, south, west. */
    private static final int[][] HORIZONTAL = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        y++;
        while (level.isEmptyBlock(x, y, z) && y > level.getMinY() + 2) y--;
        if (level.states().block(level.getBlockState(x, y, z)) != sandBlock) return false;
        for (int ox = -2; ox <= 2; ox++) {
            for (int oz = -2; oz <= 2; oz++) {
                if (level.isEmptyBlock(x + ox, y - 1, z + oz) && level.isEmptyBlock(x + ox, y - 2, z + oz)) return false;
            }
        }
        for (int oy = -2; oy <= 0; oy++) {
            for (int ox = -2; ox <= 2; ox++) {
                for (int oz = -2; oz <= 2; oz++) level.setBlock(x + ox, y + oy, z + oz, sandstone, 2);
            }
        }
        level.setBlock(x, y, z, water, 2);
        for (int[] d : HORIZONTAL) level.setBlock(x + d[0], y, z + d[1], water, 2);
        level.setBlock(x, y - 1, z, sand, 2);
        for (int[] d : HORIZONTAL) level.setBlock(x + d[0], y - 1, z + d[1], sand, 2);
        for (int ox = -2; ox <= 2; ox++) {
            for (int oz = -2; oz <= 2; oz++) {
                if (ox == -2 || ox == 2 || oz == -2 || oz == 2) level.setBlock(x + ox, y + 1, z + oz, sandstone, 2);
            }
        }
        level.setBlock(x + 2, y + 1, z, sandSlab, 2);
        level.setBlock(x - 2, y + 1, z, sandSlab, 2);
        level.setBlock(x, y + 1, z + 2, sandSlab, 2);
        level.setBlock(x, y + 1, z - 2, sandSlab, 2);
        for (int ox = -1; ox <= 1; ox++) {
            for (int oz = -1; oz <= 1; oz++) level.setBlock(x + ox, y + 4, z + oz, ox == 0 && oz == 0 ? sandstone : sandSlab, 2);
        }
        for (int oy = 1; oy <= 3; oy++) {
            level.setBlock(x - 1, y + oy, z - 1, sandstone, 2);
            level.setBlock(x - 1, y + oy, z + 1, sandstone, 2);
            level.setBlock(x + 1, y + oy, z - 1, sandstone, 2);
            level.setBlock(x + 1, y + oy, z + 1, sandstone, 2);
        }
        // List.of(centre, east, south, west, north); Util.getRandom: get(nextInt(size))
        int[][] waterPositions = {{0, 0}, {1, 0}, {0, 1}, {-1, 0}, {0, -1}};
        int[] first = waterPositions[random.nextInt(5)];
        placeSusSand(level, x + first[0], y - 1, z + first[1]);
        int[] second = waterPositions[random.nextInt(5)];
        placeSusSand(level, x + second[0], y - 2, z + second[1]);
        return true;
    }

    private void placeSusSand(WorldGenLevel level, int x, int y, int z) {
        level.setBlock(x, y, z, suspiciousSand, 3);
        ProtoChunk.BlockEntityData be = level.getBlockEntity(x, y, z); // the placeholder setBlock made, if written
        if (be == null) return;
        be.id = "minecraft:brushable_block";
        be.fields.put("LootTable", LOOT_TABLE);
        long seed = BlockPos.asLong(x, y, z);
        if (seed != 0L) be.fields.put("LootTableSeed", seed);
        else be.fields.remove("LootTableSeed");
    }
}
