package dev.strata.engine.surface;

import dev.strata.engine.noise.NormalNoise;

/**
 * The conditions of the surface rule language bound to an evaluator (game: the {@code Condition} objects of
 * {@code SurfaceRules}), each reading the evaluator's context ({@link SurfaceRuleEvaluator}): memoised per block
 * ({@link LazyY}) or per column ({@link LazyXZ}) where the game memoises, and reporting how far down the column its
 * value holds ({@link SurfaceRuleEvaluator#reuseFloor}). One set per evaluator; not thread-safe.
 */
final class SurfaceConditions {
    private SurfaceConditions() {}

    abstract static class Cond {
        abstract boolean test();
    }

    /**
     * Memoised per {@code updateY} (game: {@code LazyYCondition}), with the floor down to which the value holds (see
     * {@link SurfaceRuleEvaluator#reuseFloor}), which {@link #compute} sets in {@link #floor}.
     */
    abstract static class LazyY extends Cond {
        final SurfaceRuleEvaluator e;
        private long stamp = Long.MIN_VALUE;
        private boolean result;
        int floor;
        boolean inRun; // the floor holds only within the current run of solid blocks

        LazyY(SurfaceRuleEvaluator e) {
            this.e = e;
        }

        @Override
        final boolean test() {
            if (stamp != e.yStamp) {
                stamp = e.yStamp;
                inRun = false;
                result = compute();
            }
            e.bound(floor);
            if (inRun) e.runBound = true;
            return result;
        }

        abstract boolean compute();
    }

    /** Memoised per column (game: {@code LazyXZCondition}). */
    abstract static class LazyXZ extends Cond {
        final SurfaceRuleEvaluator e;
        private long stamp = Long.MIN_VALUE;
        private boolean result;

        LazyXZ(SurfaceRuleEvaluator e) {
            this.e = e;
        }

        @Override
        final boolean test() {
            if (stamp != e.xzStamp) {
                stamp = e.xzStamp;
                result = compute();
            }
            return result;
        }

        abstract boolean compute();
    }

    /**
     * {@code biome}. Its value holds over the run of one biome below the block; where the block's zoom cell mixes
     * biomes, over the run of cells whose corners are all in (or all out of) the set instead, looked at lazily: a few
     * cells first, twice as far each time the run is left in the same column.
     */
    static final class BiomeCond extends LazyY {
        private final boolean[] member;
        private final long maskLo, maskHi;
        private final boolean masked; // every member id fits the 128-bit mask
        private long scanXz = Long.MIN_VALUE;
        private int scanLimit;

        BiomeCond(SurfaceRuleEvaluator e, boolean[] member) {
            super(e);
            this.member = member;
            long lo = 0, hi = 0;
            boolean fits = true;
            for (int b = 0; b < member.length; b++) {
                if (!member[b]) continue;
                if (b < 64) lo |= 1L << b;
                else if (b < 128) hi |= 1L << (b - 64);
                else fits = false;
            }
            this.maskLo = lo;
            this.maskHi = hi;
            this.masked = fits;
        }

        @Override
        boolean compute() {
            int b = e.biome();
            boolean value = b >= 0 && b < member.length && member[b];
            int f = e.biomeFloor();
            if (f == e.blockY && masked) {
                scanLimit = scanXz == e.xzStamp ? Math.min(scanLimit * 2, 4096) : 16;
                scanXz = e.xzStamp;
                f = e.biomes.sameMembershipDownTo(e.blockX, e.blockY, e.blockZ, maskLo, maskHi, value, scanLimit);
            }
            floor = f;
            return value;
        }
    }

    /** {@code noise_threshold}'s test: {@code min <= noise(x, y, z) <= max}. */
    record NoiseRange(NormalNoise noise, double min, double max) {
        boolean test(double x, double y, double z) {
            double v = noise.getValue(x, y, z);
            return v >= min && v <= max;
        }
    }

    /** {@code noise_threshold}: the noise at {@code (x, 0, z)}, once per column. */
    static final class NoiseCond extends LazyXZ {
        private final NoiseRange range;

        NoiseCond(SurfaceRuleEvaluator e, NoiseRange range) {
            super(e);
            this.range = range;
        }

        @Override
        boolean compute() {
            return range.test(e.blockX, 0.0, e.blockZ);
        }
    }

    /**
     * {@code noise_threshold} with {@code is_3d}: the noise at the block itself, so memoised per {@code updateY} and
     * reusable at no other block. The sample point (block x, y, z as doubles, like the per-column form's
     * {@code (x, 0, z)}) is our reading of the 26.2 data; no vanilla fixture covers a sulfur-caves block yet.
     */
    static final class Noise3dCond extends LazyY {
        private final NoiseRange range;

        Noise3dCond(SurfaceRuleEvaluator e, NoiseRange range) {
            super(e);
            this.range = range;
        }

        @Override
        boolean compute() {
            floor = e.blockY;
            return range.test(e.blockX, e.blockY, e.blockZ);
        }
    }

    static final class GradientCond extends LazyY {
        private final int trueAtAndBelow, falseAtAndAbove;
        private final PositionalFloat random;

        GradientCond(SurfaceRuleEvaluator e, int trueAtAndBelow, int falseAtAndAbove, PositionalFloat random) {
            super(e);
            this.trueAtAndBelow = trueAtAndBelow;
            this.falseAtAndAbove = falseAtAndAbove;
            this.random = random;
        }

        @Override
        boolean compute() {
            int y = e.blockY;
            if (y <= trueAtAndBelow) {
                floor = Integer.MIN_VALUE;
                return true;
            }
            if (y >= falseAtAndAbove) {
                floor = falseAtAndAbove;
                return false;
            }
            // Inside the band the draw is per block, but a pure function of the position: the value holds down to
            // the next block that draws otherwise (or, if true, down into the always-true part).
            boolean value = draw(y);
            int below = y - 1;
            while (below > trueAtAndBelow && draw(below) == value) below--;
            floor = below > trueAtAndBelow ? below + 1 : value ? Integer.MIN_VALUE : trueAtAndBelow + 1;
            return value;
        }

        /** The gradient at block y of the column inside the band: {@code nextFloat() < map(y, t, f, 1, 0)}. */
        private boolean draw(int y) {
            // Mth.map(y, t, f, 1, 0) = lerp(inverseLerp(y, t, f), 1, 0)
            double probability = 1.0 + ((double) y - trueAtAndBelow) / ((double) falseAtAndAbove - trueAtAndBelow) * (0.0 - 1.0);
            return (double) random.nextFloatAt(e.blockX, y, e.blockZ) < probability;
        }
    }

    static final class YCond extends LazyY {
        private final int anchorY, multiplier;
        private final boolean addStoneDepth;

        YCond(SurfaceRuleEvaluator e, int anchorY, int multiplier, boolean addStoneDepth) {
            super(e);
            this.anchorY = anchorY;
            this.multiplier = multiplier;
            this.addStoneDepth = addStoneDepth;
        }

        @Override
        boolean compute() {
            int threshold = anchorY + e.surfaceDepth * multiplier;
            if (addStoneDepth) { // y + stone depth is the same along a run
                floor = Integer.MIN_VALUE;
                inRun = true;
                return e.blockY + e.stoneDepthAbove >= threshold;
            }
            boolean above = e.blockY >= threshold;
            floor = above ? threshold : Integer.MIN_VALUE;
            return above;
        }
    }

    static final class WaterCond extends LazyY {
        private final int offset, multiplier;
        private final boolean addStoneDepth;

        WaterCond(SurfaceRuleEvaluator e, int offset, int multiplier, boolean addStoneDepth) {
            super(e);
            this.offset = offset;
            this.multiplier = multiplier;
            this.addStoneDepth = addStoneDepth;
        }

        @Override
        boolean compute() {
            // Along a run the water height stays and y + stone depth too; without stone depth, y >= a threshold.
            inRun = true;
            if (e.waterHeight == Integer.MIN_VALUE) {
                floor = Integer.MIN_VALUE;
                return true;
            }
            if (addStoneDepth) {
                floor = Integer.MIN_VALUE;
                return e.blockY + e.stoneDepthAbove >= e.waterHeight + offset + e.surfaceDepth * multiplier;
            }
            int threshold = e.waterHeight + offset + e.surfaceDepth * multiplier;
            boolean above = e.blockY >= threshold;
            floor = above ? threshold : Integer.MIN_VALUE;
            return above;
        }
    }

    static final class TemperatureCond extends LazyY {
        TemperatureCond(SurfaceRuleEvaluator e) {
            super(e);
        }

        @Override
        boolean compute() {
            floor = e.blockY;
            return e.temperatures.coldEnoughToSnow(e.biome(), e.blockX, e.blockY, e.blockZ, e.seaLevel);
        }
    }

    /** Heights are compared as {@code getHeight} = first free y - 1 on both sides, so first-free values do as well. */
    static final class SteepCond extends LazyXZ {
        SteepCond(SurfaceRuleEvaluator e) {
            super(e);
        }

        @Override
        boolean compute() {
            int lx = e.blockX & 15;
            int lz = e.blockZ & 15;
            int north = e.worldSurface[(Math.max(lz - 1, 0) << 4) | lx];
            int south = e.worldSurface[(Math.min(lz + 1, 15) << 4) | lx];
            if (south >= north + 4) return true;
            int west = e.worldSurface[(lz << 4) | Math.max(lx - 1, 0)];
            int east = e.worldSurface[(lz << 4) | Math.min(lx + 1, 15)];
            return west >= east + 4;
        }
    }

    static final class HoleCond extends LazyXZ {
        HoleCond(SurfaceRuleEvaluator e) {
            super(e);
        }

        @Override
        boolean compute() {
            return e.surfaceDepth <= 0;
        }
    }

    /** Not memoised itself (game: {@code AbovePreliminarySurfaceCondition}); the level is memoised per column. */
    static final class AboveSurfaceCond extends Cond {
        final SurfaceRuleEvaluator e;

        AboveSurfaceCond(SurfaceRuleEvaluator e) {
            this.e = e;
        }

        @Override
        boolean test() {
            int level = e.minSurfaceLevel();
            boolean above = e.blockY >= level;
            e.bound(above ? level : Integer.MIN_VALUE);
            return above;
        }
    }

    static final class NotCond extends Cond {
        private final Cond target;

        NotCond(Cond target) {
            this.target = target;
        }

        @Override
        boolean test() {
            return !target.test();
        }
    }

    static final class StoneDepthCond extends LazyY {
        private final int offset, secondaryDepthRange;
        private final boolean addSurfaceDepth, ceiling;

        StoneDepthCond(SurfaceRuleEvaluator e, int offset, boolean addSurfaceDepth, int secondaryDepthRange, boolean ceiling) {
            super(e);
            this.offset = offset;
            this.addSurfaceDepth = addSurfaceDepth;
            this.secondaryDepthRange = secondaryDepthRange;
            this.ceiling = ceiling;
        }

        @Override
        boolean compute() {
            int stoneDepth = ceiling ? e.stoneDepthBelow : e.stoneDepthAbove;
            int depth = addSurfaceDepth ? e.surfaceDepth : 0;
            int secondary = secondaryDepthRange == 0 ? 0
                    : (int) (0.0 + (e.surfaceSecondary() - -1.0) / (1.0 - -1.0) * ((double) secondaryDepthRange - 0.0));
            int bound = 1 + offset + depth + secondary;
            boolean within = stoneDepth <= bound;
            if (ceiling) {
                floor = e.blockY;
            } else { // the depth from above rises by one per block along a run
                inRun = true;
                floor = within ? e.blockY - (bound - stoneDepth) : Integer.MIN_VALUE;
            }
            return within;
        }
    }
}
