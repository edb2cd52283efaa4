package dev.strata.engine.feature;

import dev.strata.engine.random.RandomSource;

/**
 * Game: {@code VinesFeature} (no configuration): into an air block, a vine on the first side, in the game's
 * {@code Direction.values()} order up, north, south, west, east (down is skipped), whose neighbour offers a full
 * face ({@code VineBlock.isAcceptableNeighbour}, see {@link FaceSupport}). Draws no random. The vine is set with
 * flags 2, so nothing else about it changes (the game runs no shape updates in world generation).
 */
record VinesFeature(int vine) implements ConfiguredFeature {
    private static final int[] DX = {0, 0, 0, 0, -1, 1}, DY = {-1, 1, 0, 0, 0, 0}, DZ = {0, 0, -1, 1, 0, 0};
    private static final String[] FACE = {"down", "up", "north", "south", "west", "east"};

    static ConfiguredFeature parse(dev.strata.engine.data.JsonCursor c, FeatureParser p) {
        return new VinesFeature(p.states().defaultState("minecraft:vine"));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        if (!level.isEmptyBlock(x, y, z)) return false;
        for (int d = FaceSupport.UP; d <= FaceSupport.EAST; d++) {
            int neighbour = level.getBlockState(x + DX[d], y + DY[d], z + DZ[d]);
            if (!FaceSupport.canAttachTo(level.states(), d, neighbour)) continue;
            level.setBlock(x, y, z, level.states().with(vine, FACE[d], "true"), WorldGenLevel.UPDATE_CLIENTS);
            return true;
        }
        return false;
    }
}
