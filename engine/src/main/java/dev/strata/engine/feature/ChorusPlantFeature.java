package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;

/**
 * A chorus tree (game: {@code ChorusPlantFeature}, which calls {@code ChorusFlowerBlock.generatePlant(level, origin,
 * random, 8)}; the same in 26.1 and 26.2). Placed only on an empty block over a block of {@code
 * #minecraft:supports_chorus_plant}.
 *
 * <p>Growth ({@code growTreeRecursive}, depth first): a stem of {@code nextInt(4) + 1} blocks (one more at depth 0)
 * rises from the current block, stopping short where a block of the stem would have a horizontal neighbour; then,
 * below depth 4, {@code nextInt(4)} (one more at depth 0) branch attempts each draw a horizontal direction
 * ({@code nextInt(4)} over north, east, south, west) and branch from the stem's top into that side when the block
 * is within 7 of the start on both axes, it and the block under it are empty and its other three sides are empty;
 * a top without a branch gets a dead chorus flower (age 5). Every plant block is written with its connections read
 * from the level at that moment, and the block under each newly placed block is rewritten likewise.
 *
 * <p>Connections (game: {@code ChorusPlantBlock.getStateWithConnections}, the rule written out): a side connects
 * when the neighbour there is a chorus plant or a chorus flower; downwards it also connects to a block of {@code
 * #minecraft:supports_chorus_plant}. All writes use flags 2; the region does no shape updates, as the game's {@code
 * WorldGenRegion} does none.
 */
record ChorusPlantFeature(int[] plantStates, int plantBlock, int flowerBlock, int deadFlower,
                          BlockStates.BlockTag supports) implements ConfiguredFeature {
    /** Game: the {@code maxHorizontalSpread} {@code ChorusPlantFeature} passes. */
    static final int MAX_HORIZONTAL_SPREAD = 8;
    /** Connection bits of {@link #plantStates}' index. */
    static final int DOWN = 1, UP = 2, NORTH = 4, EAST = 8, SOUTH = 16, WEST = 32;
    /** Direction.Plane.HORIZONTAL in the game's order (north, east, south, west) as x and z steps. */
    private static final int[] DX = {0, 1, 0, -1}, DZ = {-1, 0, 1, 0};

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        BlockStates s = p.states();
        int plant = s.defaultState("minecraft:chorus_plant");
        int[] states = new int[64];
        String[] props = {"down", "up", "north", "east", "south", "west"};
        for (int bits = 0; bits < 64; bits++) {
            int st = plant;
            for (int i = 0; i < 6; i++) st = s.with(st, props[i], String.valueOf((bits & (1 << i)) != 0));
            states[bits] = st;
        }
        int flower = s.defaultState("minecraft:chorus_flower");
        return new ChorusPlantFeature(states, s.block(plant), s.block(flower), s.with(flower, "age", "5"),
                s.tag("minecraft:supports_chorus_plant"));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        if (!level.isEmptyBlock(x, y, z) || !level.states().is(level.getBlockState(x, y - 1, z), supports)) return false;
        level.setBlock(x, y, z, withConnections(level, x, y, z), WorldGenLevel.UPDATE_CLIENTS);
        grow(level, random, x, y, z, x, z, 0);
        return true;
    }

    private void grow(WorldGenLevel level, RandomSource random, int cx, int cy, int cz, int startX, int startZ, int depth) {
        int height = random.nextInt(4) + 1;
        if (depth == 0) height++;
        for (int i = 0; i < height; i++) {
            int ty = cy + i + 1;
            if (!allNeighborsEmpty(level, cx, ty, cz, -1)) return;
            level.setBlock(cx, ty, cz, withConnections(level, cx, ty, cz), WorldGenLevel.UPDATE_CLIENTS);
            level.setBlock(cx, ty - 1, cz, withConnections(level, cx, ty - 1, cz), WorldGenLevel.UPDATE_CLIENTS);
        }
        boolean placedStem = false;
        if (depth < 4) {
            int stems = random.nextInt(4);
            if (depth == 0) stems++;
            for (int i = 0; i < stems; i++) {
                int d = random.nextInt(4);
                int tx = cx + DX[d], ty = cy + height, tz = cz + DZ[d];
                if (Math.abs(tx - startX) >= MAX_HORIZONTAL_SPREAD || Math.abs(tz - startZ) >= MAX_HORIZONTAL_SPREAD
                        || !level.isEmptyBlock(tx, ty, tz) || !level.isEmptyBlock(tx, ty - 1, tz)
                        || !allNeighborsEmpty(level, tx, ty, tz, (d + 2) & 3)) {
                    continue;
                }
                placedStem = true;
                level.setBlock(tx, ty, tz, withConnections(level, tx, ty, tz), WorldGenLevel.UPDATE_CLIENTS);
                int bx = tx - DX[d], bz = tz - DZ[d];
                level.setBlock(bx, ty, bz, withConnections(level, bx, ty, bz), WorldGenLevel.UPDATE_CLIENTS);
                grow(level, random, tx, ty, tz, startX, startZ, depth + 1);
            }
        }
        if (!placedStem) level.setBlock(cx, cy + height, cz, deadFlower, WorldGenLevel.UPDATE_CLIENTS);
    }

    /** Game: {@code ChorusFlowerBlock.allNeighborsEmpty}: the four horizontal neighbours but {@code ignore} (an index into N, E, S, W; -1 for none) are air. */
    private static boolean allNeighborsEmpty(WorldGenLevel level, int x, int y, int z, int ignore) {
        for (int d = 0; d < 4; d++) {
            if (d != ignore && !level.isEmptyBlock(x + DX[d], y, z + DZ[d])) return false;
        }
        return true;
    }

    /** Game: {@code ChorusPlantBlock.getStateWithConnections(level, pos, chorus_plant default)}. */
    int withConnections(WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        int down = level.getBlockState(x, y - 1, z);
        int bits = 0;
        if (connects(s, down) || s.is(down, supports)) bits |= DOWN;
        if (connects(s, level.getBlockState(x, y + 1, z))) bits |= UP;
        if (connects(s, level.getBlockState(x, y, z - 1))) bits |= NORTH;
        if (connects(s, level.getBlockState(x + 1, y, z))) bits |= EAST;
        if (connects(s, level.getBlockState(x, y, z + 1))) bits |= SOUTH;
        if (connects(s, level.getBlockState(x - 1, y, z))) bits |= WEST;
        return plantStates[bits];
    }

    private boolean connects(BlockStates s, int state) {
        int b = s.block(state);
        return b == plantBlock || b == flowerBlock;
    }
}
