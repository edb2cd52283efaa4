package dev.strata.engine.feature.cave;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.WorldGenLevel;
import java.util.BitSet;

/**
 * What the speleothem features share (game 26.2: {@code SpeleothemUtils}, in 26.1 {@code DripstoneUtils} with the
 * dripstone blocks fixed): the base block and the pointed block of a configuration, its replaceable blocks, the
 * column of pointed blocks from base to tip, and the height profile of large dripstone.
 *
 * @param base the base block's default state (game: {@code baseBlock().getBlock().defaultBlockState()})
 * @param pointed the pointed block's default state (its {@code thickness}, {@code vertical_direction} and
 *                {@code waterlogged} are set per block)
 * @param replaceable block indices the base may replace (game: {@code replaceable_blocks})
 */
record Speleothems(int base, int pointed, BitSet replaceable) {

    int baseBlock(BlockStates s) {
        return s.block(base);
    }

    /** Game: {@code isBase}: the base block or a replaceable block. */
    boolean isBase(BlockStates s, int state) {
        int b = s.block(state);
        return b == s.block(base) || replaceable.get(b);
    }

    /** Game: {@code isBaseOrLava}. */
    boolean isBaseOrLava(BlockStates s, int state) {
        return isBase(s, state) || s.block(state) == CaveBlocks.LAVA;
    }

    /** Game: {@code isEmptyOrWater(BlockState)}: air or the water block. */
    static boolean isEmptyOrWater(BlockStates s, int state) {
        return s.isAir(state) || isWaterBlock(s, state);
    }

    /** Game: {@code isNeitherEmptyNorWater}. */
    static boolean isNeitherEmptyNorWater(BlockStates s, int state) {
        return !isEmptyOrWater(s, state);
    }

    /** Game: {@code isEmptyOrWaterOrLava}: air, the water block or the lava block. */
    static boolean isEmptyOrWaterOrLava(BlockStates s, int state) {
        return s.isAir(state) || isWaterBlock(s, state) || s.block(state) == CaveBlocks.LAVA;
    }

    /** The water block itself ({@code state.is(Blocks.WATER)}), not a waterlogged block. */
    static boolean isWaterBlock(BlockStates s, int state) {
        return s.block(state) == CaveBlocks.WATER;
    }

    /**
     * Game: {@code placeBaseBlockIfPossible}: the base block where a replaceable block is.
     *
     * @return whether it was placed
     */
    boolean placeBaseBlockIfPossible(WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        if (!replaceable.get(s.block(level.getBlockState(x, y, z)))) return false;
        level.setBlock(x, y, z, base, WorldGenLevel.UPDATE_CLIENTS);
        return true;
    }

    /**
     * Game: {@code growSpeleothem}: when the block behind {@code start} (against the tip) is a base, writes
     * {@code height} pointed blocks from {@code start} towards the tip: base, middles, frustum, tip (or tip_merge),
     * as {@code buildBaseToTipColumn} orders them; each pointed block is waterlogged when water is there.
     */
    void grow(WorldGenLevel level, int x, int y, int z, Direction tip, int height, boolean mergedTip) {
        BlockStates s = level.states();
        if (!isBase(s, level.getBlockState(x - tip.dx, y - tip.dy, z - tip.dz))) return;
        int cy = y;
        if (height >= 3) {
            cy = put(level, x, cy, z, tip, "base");
            for (int i = 0; i < height - 3; i++) cy = put(level, x, cy, z, tip, "middle");
        }
        if (height >= 2) cy = put(level, x, cy, z, tip, "frustum");
        if (height >= 1) put(level, x, cy, z, tip, mergedTip ? "tip_merge" : "tip");
    }

    private int put(WorldGenLevel level, int x, int y, int z, Direction tip, String thickness) {
        BlockStates s = level.states();
        int state = s.with(s.with(pointed, "vertical_direction", tip.id()), "thickness", thickness);
        state = s.with(state, "waterlogged", Boolean.toString(s.isWaterFluid(level.getBlockState(x, y, z))));
        level.setBlock(x, y, z, state, WorldGenLevel.UPDATE_CLIENTS);
        return y + tip.dy;
    }

    /**
     * Game: {@code getSpeleothemHeight} (26.1 {@code getDripstoneHeight}): the height of a large dripstone at a
     * horizontal distance from its axis, in blocks (double arithmetic).
     */
    static double height(double xzDistanceFromCenter, double radius, double scale, double bluntness) {
        if (xzDistanceFromCenter < bluntness) xzDistanceFromCenter = bluntness;
        double r = xzDistanceFromCenter / radius * 0.384;
        double part1 = 0.75 * Math.pow(r, 1.3333333333333333);
        double part2 = Math.pow(r, 0.6666666666666666);
        double part3 = 0.3333333333333333 * Math.log(r);
        double h = scale * (part1 - part2 - part3);
        h = Math.max(h, 0.0);
        return h / 0.384 * radius;
    }

    /**
     * Game: {@code isCircleMostlyEmbeddedInStone}: the centre and the points of a circle (steps of {@code 6 / radius}
     * radians, table sine and cosine) are neither air, water nor lava.
     */
    static boolean isCircleMostlyEmbeddedInStone(WorldGenLevel level, int x, int y, int z, int radius) {
        BlockStates s = level.states();
        if (isEmptyOrWaterOrLava(s, level.getBlockState(x, y, z))) return false;
        float increment = 6.0f / radius;
        for (float angle = 0.0f; angle < (float) (Math.PI * 2); angle += increment) {
            int dx = (int) (CaveMath.cos(angle) * radius);
            int dz = (int) (CaveMath.sin(angle) * radius);
            if (isEmptyOrWaterOrLava(s, level.getBlockState(x + dx, y, z + dz))) return false;
        }
        return true;
    }
}
