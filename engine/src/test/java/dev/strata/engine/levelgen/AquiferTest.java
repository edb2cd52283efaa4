package dev.strata.engine.levelgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.density.DensityFunction;
import dev.strata.engine.random.PositionalRandomFactory;
import dev.strata.engine.random.XoroshiroRandom;
import java.util.function.IntBinaryOperator;
import org.junit.jupiter.api.Test;

class AquiferTest {

    static final int AIR = 0;
    static final int WATER = 86;
    static final int LAVA = 102;
    static final AquiferBlocks BLOCKS = new AquiferBlocks(AIR, WATER, LAVA);
    static final FluidPicker OVERWORLD = FluidPicker.standard(63, WATER, LAVA);

    interface Fn {
        double at(int x, int y, int z);
    }

    static DensityFunction fn(Fn f) {
        return new DensityFunction() {
            @Override
            public double compute(int x, int y, int z) {
                return f.at(x, y, z);
            }

            @Override
            public double minValue() {
                return Double.NEGATIVE_INFINITY;
            }

            @Override
            public double maxValue() {
                return Double.POSITIVE_INFINITY;
            }
        };
    }

    /** Smooth pseudo-noise in [-1, 1], deterministic. */
    static DensityFunction wave(double fx, double fy, double fz, double phase) {
        return fn((x, y, z) -> Math.sin(x * fx + y * fy + z * fz + phase));
    }

    static AquiferInputs inputs(IntBinaryOperator surface) {
        return new AquiferInputs(wave(0.05, 0.11, 0.07, 0.3), wave(0.02, 0.03, 0.017, 1.1),
                wave(0.3, 0.2, 0.25, 2.0), wave(0.5, 0.4, 0.45, 0.7), fn((x, y, z) -> 0.0), fn((x, y, z) -> 0.0),
                surface);
    }

    static final IntBinaryOperator HILLY = (x, z) -> {
        int qx = (x >> 2) << 2;
        int qz = (z >> 2) << 2;
        return (int) Math.floor(40 + 30 * Math.sin(qx * 0.013) * Math.cos(qz * 0.011));
    };

    static PositionalRandomFactory aquiferRandom(long seed) {
        return new XoroshiroRandom(seed).forkPositional().fromHashOf("minecraft:aquifer").forkPositional();
    }

    static NoiseBasedAquifer aquifer(int chunkX, int chunkZ) {
        return new NoiseBasedAquifer(inputs(HILLY), chunkX, chunkZ, -64, 384, aquiferRandom(0), OVERWORLD, BLOCKS);
    }

    @Test
    void gridCoordinatesFloorTowardNegativeInfinity() {
        assertEquals(-1, NoiseBasedAquifer.gridX(-1));
        assertEquals(-1, NoiseBasedAquifer.gridX(-16));
        assertEquals(-2, NoiseBasedAquifer.gridX(-17));
        assertEquals(0, NoiseBasedAquifer.gridY(11));
        assertEquals(-1, NoiseBasedAquifer.gridY(-1));
        assertEquals(-1, NoiseBasedAquifer.gridY(-12));
        assertEquals(-2, NoiseBasedAquifer.gridY(-13));
        assertEquals(-7, NoiseBasedAquifer.gridY(-74));
        assertEquals(-6, NoiseBasedAquifer.gridY(-72));
        assertEquals(-32 + 9, NoiseBasedAquifer.fromGridX(-2, 9));
        assertEquals(-24 + 8, NoiseBasedAquifer.fromGridY(-2, 8));
        assertEquals(16 * 5 + 3, NoiseBasedAquifer.fromGridZ(5, 3));
    }

    @Test
    void blockPosPackingRoundTrips() {
        int[][] cases = {{0, 0, 0}, {-1, -1, -1}, {30_000_000, 2047, -30_000_000}, {-33_554_432, -2048, 33_554_431}, {123, -64, -456}};
        for (int[] c : cases) {
            long p = BlockPos.asLong(c[0], c[1], c[2]);
            assertEquals(c[0], BlockPos.x(p));
            assertEquals(c[1], BlockPos.y(p));
            assertEquals(c[2], BlockPos.z(p));
            assertTrue(p != Long.MAX_VALUE);
        }
    }

    @Test
    void cacheCoversEveryReachableCellIncludingNegativeChunks() {
        for (int cx : new int[] {-2, -1, 0, 1}) {
            for (int cz : new int[] {-1, 0}) {
                NoiseBasedAquifer a = aquifer(cx, cz);
                // x: gridX(min-5) .. gridX(max-5)+1 -> 3 cells for a 16-wide chunk offset by 5
                assertEquals(3, a.gridSizeX());
                assertEquals(3, a.gridSizeZ());
                // y: gridY(-63)-1 .. gridY(321)+1 = -7 .. 27 -> 35 cells
                assertEquals(3 * 3 * 35, a.cacheSize());
                for (int x = cx * 16; x < cx * 16 + 16; x++) {
                    for (int z = cz * 16; z < cz * 16 + 16; z++) {
                        for (int y = -64; y < 320; y++) {
                            int gx = NoiseBasedAquifer.gridX(x - 5);
                            int gy = NoiseBasedAquifer.gridY(y + 1);
                            int gz = NoiseBasedAquifer.gridZ(z - 5);
                            for (int dx = 0; dx <= 1; dx++) {
                                for (int dy = -1; dy <= 1; dy++) {
                                    for (int dz = 0; dz <= 1; dz++) {
                                        int i = a.getIndex(gx + dx, gy + dy, gz + dz);
                                        assertTrue(i >= 0 && i < a.cacheSize(), "index out of range");
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void resultsDoNotDependOnCacheState() {
        int cx = -1;
        int cz = 2;
        NoiseBasedAquifer sweep = aquifer(cx, cz);
        int[] states = new int[16 * 16 * 384];
        boolean[] flags = new boolean[states.length];
        int n = 0;
        int barriers = 0;
        int fluids = 0;
        for (int x = 0; x < 16; x++) {
            for (int z = 0; z < 16; z++) {
                for (int y = 319; y >= -64; y--) {
                    double density = Math.sin((x + y) * 0.3) * 0.2 - 0.1;
                    states[n] = sweep.computeSubstance(cx * 16 + x, y, cz * 16 + z, density);
                    flags[n] = sweep.shouldScheduleFluidUpdate();
                    if (states[n] == Aquifer.NO_STATE && density <= 0) {
                        barriers++;
                    }
                    if (states[n] == WATER || states[n] == LAVA) {
                        fluids++;
                    }
                    n++;
                }
            }
        }
        assertTrue(barriers > 0, "expected some aquifer barriers");
        assertTrue(fluids > 0, "expected some fluid");
        // spot-check positions against fresh aquifers (empty caches), in a different order
        n = 0;
        for (int x = 0; x < 16; x++) {
            for (int z = 0; z < 16; z++) {
                for (int y = 319; y >= -64; y--) {
                    if ((x * 31 + z * 17 + y) % 97 == 0) {
                        NoiseBasedAquifer fresh = aquifer(cx, cz);
                        double density = Math.sin((x + y) * 0.3) * 0.2 - 0.1;
                        assertEquals(states[n], fresh.computeSubstance(cx * 16 + x, y, cz * 16 + z, density));
                        assertEquals(flags[n], fresh.shouldScheduleFluidUpdate());
                    }
                    n++;
                }
            }
        }
    }

    @Test
    void solidIsUndecidedAndLavaBelowMinus54() {
        NoiseBasedAquifer a = aquifer(0, 0);
        assertEquals(Aquifer.NO_STATE, a.computeSubstance(3, 10, 3, 0.5));
        assertFalse(a.shouldScheduleFluidUpdate());
        assertEquals(LAVA, a.computeSubstance(3, -60, 3, -1.0));
        assertFalse(a.shouldScheduleFluidUpdate());
    }

    @Test
    void skipSamplingAboveFlatSurface() {
        NoiseBasedAquifer a = new NoiseBasedAquifer(inputs((x, z) -> 63), 0, 0, -64, 384, aquiferRandom(1),
                OVERWORLD, BLOCKS);
        // adjusted 71 -> gridY(83) = 6 -> 7 -> 7 * 12 + 11 - 1
        assertEquals(94, a.skipSamplingAboveY());
        assertEquals(AIR, a.computeSubstance(0, 95, 0, -1.0));
    }

    @Test
    void deepAquiferAboveGlobalFluidIsDryOrOwnLevel() {
        // surface far above: centre never sees the global fluid, floodedness factor 0
        NoiseBasedAquifer a = new NoiseBasedAquifer(inputs((x, z) -> 200), 0, 0, -64, 384, aquiferRandom(2),
                OVERWORLD, BLOCKS);
        FluidStatus s = a.computeFluid(8, 100, 8);
        assertTrue(s.fluidLevel() == NoiseBasedAquifer.DIMENSION_WAY_BELOW_MIN_Y || s.fluidLevel() <= 208,
                "level " + s.fluidLevel());
        // centre well above the surface: the global status itself
        FluidStatus high = new NoiseBasedAquifer(inputs((x, z) -> 0), 0, 0, -64, 384, aquiferRandom(2), OVERWORLD,
                BLOCKS).computeFluid(8, 40, 8);
        assertEquals(OVERWORLD.computeFluid(8, 40, 8), high);
    }

    @Test
    void deepDarkTestUsesFloatThresholds() {
        assertEquals(-0.22499999403953552, (double) -0.225F);
        AquiferInputs deepDark = new AquiferInputs(fn((x, y, z) -> 0.0), fn((x, y, z) -> 1.0),
                fn((x, y, z) -> 0.0), fn((x, y, z) -> 0.0), fn((x, y, z) -> -0.225), fn((x, y, z) -> 0.95),
                (x, z) -> 200);
        NoiseBasedAquifer a = new NoiseBasedAquifer(deepDark, 0, 0, -64, 384, aquiferRandom(3), OVERWORLD, BLOCKS);
        // erosion -0.225 < (double)-0.225F and depth 0.95 > 0.9F: deep dark -> dry even with floodedness 1
        assertEquals(NoiseBasedAquifer.DIMENSION_WAY_BELOW_MIN_Y, a.computeFluid(8, 0, 8).fluidLevel());
    }

    @Test
    void similarityAndMth() {
        assertEquals(1.0, NoiseBasedAquifer.similarity(10, 10));
        assertEquals(-0.76, NoiseBasedAquifer.FLOWING_UPDATE_SIMILARITY, 1e-15);
        assertEquals(1.0 - (double) 44 / 25.0, NoiseBasedAquifer.FLOWING_UPDATE_SIMILARITY);
        assertEquals(-3, NoiseBasedAquifer.quantize(-0.5, 3));
        assertEquals(6, NoiseBasedAquifer.quantize(8.99, 3));
        assertEquals(-1, NoiseBasedAquifer.floor(-0.0001));
        assertEquals(1.0, NoiseBasedAquifer.clampedMap(-5, 0, 64, 1, 0));
        assertEquals(0.0, NoiseBasedAquifer.clampedMap(70, 0, 64, 1, 0));
        assertEquals(0.8, NoiseBasedAquifer.map(0.0, 1.0, 0.0, -0.3, 0.8));
    }

    @Test
    void disabledAquiferUsesGlobalPicker() {
        Aquifer a = Aquifer.createDisabled(OVERWORLD, AIR);
        assertEquals(Aquifer.NO_STATE, a.computeSubstance(0, 0, 0, 0.01));
        assertEquals(WATER, a.computeSubstance(0, 62, 0, 0.0));
        assertEquals(AIR, a.computeSubstance(0, 63, 0, -1.0));
        assertEquals(LAVA, a.computeSubstance(0, -55, 0, -1.0));
        assertEquals(WATER, a.computeSubstance(0, -54, 0, -1.0));
        assertFalse(a.shouldScheduleFluidUpdate());
        // a sea level below -54 (e.g. custom settings): lava starts at min(-54, sea level)
        FluidPicker low = FluidPicker.standard(-70, WATER, LAVA);
        assertEquals(new FluidStatus(-54, LAVA), low.computeFluid(0, -71, 0));
        assertEquals(new FluidStatus(-70, WATER), low.computeFluid(0, -70, 0));
    }
}
