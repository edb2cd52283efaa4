package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;
import java.util.BitSet;

/**
 * Feature type {@code basalt_columns} (game: {@code BasaltColumnsFeature} with {@code ColumnFeatureConfiguration}).
 * "Air or lava ocean" is air, or lava at or below the sea level ({@code lavaSeaLevel}, the generator's sea level).
 * The origin must be such a block over a block that is neither air nor one of {@link #CANNOT_PLACE_ON}. Then
 * {@code height} is drawn, {@code nextFloat() < 0.9} chooses clustered (reach {@code min(height, 5)}, 50 spots) or
 * not (reach {@code min(height, 8)}, 15 spots); each spot is drawn in the square ({@code BlockPos.randomBetweenClosed}:
 * x, y (one value, still a draw), z) and, when {@code height - manhattan distance >= 0}, gets a cluster of columns of
 * radius {@code reach} (drawn per spot): each column starts at the surface below (over air or lava ocean) or the air
 * above (in ground), searched at most its distance from the spot's centre, and rises through air or lava ocean, over
 * basalt, for {@code height - distance / 2 + 1} blocks of basalt (flags 3), stopping at anything else.
 *
 * @param height {@code height} (1..10); @param reach {@code reach} (0..3)
 * @param cannotPlaceOn block indices of {@link #CANNOT_PLACE_ON}
 * @param basaltBlock basalt's block index; @param basalt its default state; @param lava lava's block index
 */
record BasaltColumnsFeature(IntProvider height, IntProvider reach, BitSet cannotPlaceOn, int basaltBlock, int basalt, int lava)
        implements ConfiguredFeature {
    /** Game: {@code BasaltColumnsFeature.CANNOT_PLACE_ON}. */
    static final String[] CANNOT_PLACE_ON = {"minecraft:lava", "minecraft:bedrock", "minecraft:magma_block",
            "minecraft:soul_sand", "minecraft:nether_bricks", "minecraft:nether_brick_fence",
            "minecraft:nether_brick_stairs", "minecraft:nether_wart", "minecraft:chest", "minecraft:spawner"};

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        BlockStates s = p.states();
        // game: IntProvider.codec(0, 3) for reach, codec(1, 10) for height
        IntProvider reach = bounded(c.get("reach"), p, 0, 3);
        IntProvider height = bounded(c.get("height"), p, 1, 10);
        return new BasaltColumnsFeature(height, reach, blockSet(s, CANNOT_PLACE_ON), s.blockIndex("minecraft:basalt"),
                s.defaultState("minecraft:basalt"), s.blockIndex("minecraft:lava"));
    }

    /** An int provider whose values must lie in [min, max] (game: {@code IntProvider.codec(min, max)}). */
    static IntProvider bounded(JsonCursor c, FeatureParser p, int min, int max) {
        IntProvider v = p.intProvider(c);
        if (v.minValue() < min) throw c.error("value " + v.minValue() + " is below " + min);
        if (v.maxValue() > max) throw c.error("value " + v.maxValue() + " is above " + max);
        return v;
    }

    static BitSet blockSet(BlockStates s, String[] names) {
        BitSet bits = new BitSet();
        for (String n : names) bits.set(s.blockIndex(n));
        return bits;
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        int sea = level.getSeaLevel();
        if (!canPlaceAt(level, sea, x, y, z)) return false;
        int columnHeight = height.sample(random);
        boolean clustered = random.nextFloat() < 0.9f;
        int r = Math.min(columnHeight, clustered ? 5 : 8);
        int count = clustered ? 50 : 15;
        boolean placed = false;
        int width = 2 * r + 1;
        for (int i = 0; i < count; i++) {
            // BlockPos.randomBetweenClosed(random, count, x - r, y, z - r, x + r, y, z + r)
            int px = x - r + random.nextInt(width);
            int py = y + random.nextInt(1);
            int pz = z - r + random.nextInt(width);
            int blocksToPlaceY = columnHeight - (Math.abs(px - x) + Math.abs(py - y) + Math.abs(pz - z));
            if (blocksToPlaceY < 0) continue;
            placed |= placeColumn(level, sea, px, py, pz, blocksToPlaceY, reach.sample(random));
        }
        return placed;
    }

    private boolean placeColumn(WorldGenLevel level, int sea, int ox, int oy, int oz, int columnHeight, int r) {
        boolean placedAny = false;
        // BlockPos.betweenClosed: x fastest, then z (one y)
        for (int cz = oz - r; cz <= oz + r; cz++) {
            for (int cx = ox - r; cx <= ox + r; cx++) {
                int stepLimit = Math.abs(cx - ox) + Math.abs(cz - oz);
                int cy = isAirOrLavaOcean(level, sea, cx, oy, cz) ? findSurface(level, sea, cx, oy, cz, stepLimit)
                        : findAir(level, cx, oy, cz, stepLimit);
                if (cy == NONE) continue;
                for (int blocksY = columnHeight - stepLimit / 2; blocksY >= 0; blocksY--) {
                    if (isAirOrLavaOcean(level, sea, cx, cy, cz)) {
                        level.setBlock(cx, cy, cz, basalt, WorldGenLevel.UPDATE_ALL);
                        cy++;
                        placedAny = true;
                        continue;
                    }
                    if (level.states().block(level.getBlockState(cx, cy, cz)) != basaltBlock) break;
                    cy++;
                }
            }
        }
        return placedAny;
    }

    private static final int NONE = Integer.MIN_VALUE;

    /** Game: {@code findSurface}: down from y while above {@code minY + 1}, at most {@code limit} steps, to a spot {@link #canPlaceAt}. */
    private int findSurface(WorldGenLevel level, int sea, int x, int y, int z, int limit) {
        while (y > level.getMinY() + 1 && limit > 0) {
            limit--;
            if (canPlaceAt(level, sea, x, y, z)) return y;
            y--;
        }
        return NONE;
    }

    /** Game: {@code findAir}: up from y to the highest block, at most {@code limit} steps, to air; none past a block it cannot place on. */
    private int findAir(WorldGenLevel level, int x, int y, int z, int limit) {
        while (y <= level.getMaxYExclusive() - 1 && limit > 0) {
            limit--;
            int state = level.getBlockState(x, y, z);
            if (cannotPlaceOn.get(level.states().block(state))) return NONE;
            if (level.states().isAir(state)) return y;
            y++;
        }
        return NONE;
    }

    private boolean canPlaceAt(WorldGenLevel level, int sea, int x, int y, int z) {
        if (!isAirOrLavaOcean(level, sea, x, y, z)) return false;
        int below = level.getBlockState(x, y - 1, z);
        return !level.states().isAir(below) && !cannotPlaceOn.get(level.states().block(below));
    }

    private boolean isAirOrLavaOcean(WorldGenLevel level, int sea, int x, int y, int z) {
        int state = level.getBlockState(x, y, z);
        return level.states().isAir(state) || level.states().block(state) == lava && y <= sea;
    }
}
