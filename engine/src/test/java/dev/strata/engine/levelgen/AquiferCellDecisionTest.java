package dev.strata.engine.levelgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@link NoiseBasedAquifer#decideCell}: wherever it accepts a cell, every block of the cell gets from
 * {@link NoiseBasedAquifer#decidedSubstance} the state and the update flag the game's per-block rule
 * ({@code computeSubstance}) gives for any density at or below 0. The aquifer inputs are {@link AquiferTest}'s
 * synthetic waves, whose aquifers differ in level and fluid from one to the next, over cells of the overworld's
 * 4 x 8 x 4 blocks and the End's 8 x 4 x 8. Also checks that cells are accepted often, refused often where
 * aquifers of different status come close, and that the case left to the per-block rule (water just above the lava
 * level) occurs (the test would pass vacuously otherwise).
 */
class AquiferCellDecisionTest {
    private static final double[] DENSITIES = {0.0, -1e-9, -0.02, -0.3, -3.0};

    @Test
    void acceptedCellsAnswerAsEveryBlock() {
        long accepted = 0, refused = 0, fluidBlocks = 0, updatesAboveLava = 0;
        int[][] chunks = new int[24][];
        for (int i = 0; i < chunks.length; i++) chunks[i] = new int[] {i * 7 % 23 - 11, i * 13 % 29 - 14};
        for (int[] shape : new int[][] {{4, 8}, {8, 4}}) {
            int w = shape[0], h = shape[1];
            for (int[] chunk : chunks) {
                NoiseBasedAquifer decided = AquiferTest.aquifer(chunk[0], chunk[1]);
                NoiseBasedAquifer each = AquiferTest.aquifer(chunk[0], chunk[1]);
                int minX = chunk[0] << 4, minZ = chunk[1] << 4;
                for (int y0 = -64; y0 < 120; y0 += h) {
                    for (int x0 = minX; x0 < minX + 16; x0 += w) {
                        for (int z0 = minZ; z0 < minZ + 16; z0 += w) {
                            if (!decided.decideCell(x0, y0, z0, x0 + w - 1, y0 + h - 1, z0 + w - 1)) {
                                refused++;
                                continue;
                            }
                            accepted++;
                            for (int y = y0; y < y0 + h; y++) {
                                for (int x = x0; x < x0 + w; x++) {
                                    for (int z = z0; z < z0 + w; z++) {
                                        int state = decided.decidedSubstance(x, y, z);
                                        boolean update = decided.shouldScheduleFluidUpdate();
                                        if (state != AquiferTest.AIR) fluidBlocks++;
                                        for (double d : DENSITIES) {
                                            String where = "block " + x + " " + y + " " + z + ", density " + d;
                                            assertEquals(each.computeSubstance(x, y, z, d), state, where);
                                            assertEquals(each.shouldScheduleFluidUpdate(), update, where + ": update");
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        // the lava level's layer of cells over more chunks
        for (int i = 0; i < 200; i++) {
            int cx = i * 7 % 23 - 11 + i, cz = i * 13 % 29 - 14;
            NoiseBasedAquifer decided = AquiferTest.aquifer(cx, cz);
            NoiseBasedAquifer each = AquiferTest.aquifer(cx, cz);
            for (int x0 = cx << 4; x0 < (cx << 4) + 16; x0 += 4) {
                for (int z0 = cz << 4; z0 < (cz << 4) + 16; z0 += 4) {
                    if (!decided.decideCell(x0, -56, z0, x0 + 3, -49, z0 + 3)) continue;
                    for (int x = x0; x < x0 + 4; x++) {
                        for (int z = z0; z < z0 + 4; z++) {
                            int state = decided.decidedSubstance(x, -54, z);
                            boolean update = decided.shouldScheduleFluidUpdate();
                            String where = "block " + x + " -54 " + z;
                            assertEquals(each.computeSubstance(x, -54, z, -0.25), state, where);
                            assertEquals(each.shouldScheduleFluidUpdate(), update, where + ": update");
                            if (state == AquiferTest.WATER && update) updatesAboveLava++;
                        }
                    }
                }
            }
        }
        assertTrue(accepted > 500 && refused > 200, "accepted " + accepted + ", refused " + refused);
        assertTrue(fluidBlocks > 10_000, "fluid blocks in accepted cells: " + fluidBlocks);
        // water just above the lava level between two aquifers schedules an update: the one answer left per block
        assertTrue(updatesAboveLava > 0, "updates of water above lava in accepted cells: " + updatesAboveLava);
    }
}
