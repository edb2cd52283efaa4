package dev.strata.engine.levelgen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.testing.SharedData;
import org.junit.jupiter.api.Test;

/**
 * The noise step's two shortcuts near structures change nothing: (1) over each cell, the sum of the terms
 * {@link Beardifier#cellTerms} keeps, as {@link Beardifier#cellSums} gives it for the whole cell from tables, equals
 * the game's sum over every box and junction bit for bit, and lies within
 * the bounds it gives; (2) cells decided solid or open from the density's bounds plus those bounds give the blocks
 * of evaluating every block. Chunks of seed 13579 inside trial chambers
 * (encapsulate), an ancient city (beard_box), a plains village (beard_thin and junctions), a trail ruin and a
 * stronghold (bury), found with {@code strata structures}. Also checks that beardified cells were decided (else the
 * test would pass vacuously).
 */
class BeardifierShortcutsTest {
    private static final int[][] CHUNKS = {{71, 1}, {69, 3}, {72, 2}, {48, 5}, {50, 8}, {58, -28}, {57, -30}, {24, -15}, {92, -27}};

    @Test
    void shortcutsNearStructuresEqualTheFullSums() {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 13579L);
        DimensionGenerator.Worker w = g.newWorker();
        RandomState state = new RandomState(SharedData.vanilla(), 13579L, g.settings().legacyRandomSource());
        NoiseChunk decided = new NoiseChunk(g.settings(), state);
        NoiseChunk every = new NoiseChunk(g.settings(), state);
        every.cellDecisions = false;
        long beardBlocks = 0, nonZero = 0, decidedBefore = 0;
        for (int[] c : CHUNKS) {
            Beardifier beard = w.beardifier(c[0], c[1]);
            assertFalse(beard.isEmpty(), "a structure adapts the terrain of chunk " + c[0] + ", " + c[1]);
            int minX = c[0] << 4, minZ = c[1] << 4;
            int[] terms = new int[beard.termCapacity()], candidates = new int[beard.termCapacity()];
            double[] bounds = new double[2];
            double[] sums = new double[4 * 4 * 8];
            // cells of 4 x 8 x 4 blocks, as the overworld's noise step makes them
            for (int cy = -64; cy < 320; cy += 8) {
                for (int cz = minZ; cz < minZ + 16; cz += 4) {
                    for (int cx = minX; cx < minX + 16; cx += 4) {
                        int m = beard.columnCandidates(cx, cz, cx + 3, cz + 3, candidates);
                        int n = beard.cellTerms(cx, cy, cz, cx + 3, cy + 7, cz + 3, candidates, m, terms, bounds);
                        java.util.Arrays.fill(sums, Double.NaN);
                        beard.cellSums(cx, cy, cz, 4, 8, terms, n, sums);
                        for (int y = cy; y < cy + 8; y++) {
                            for (int z = cz; z < cz + 4; z++) {
                                for (int x = cx; x < cx + 4; x++) {
                                    double all = beard.compute(x, y, z);
                                    String where = "chunk " + c[0] + ", " + c[1] + " block " + x + " " + y + " " + z;
                                    double cell = sums[((y - cy) * 4 + (x - cx)) * 4 + (z - cz)];
                                    if (Double.doubleToRawLongBits(cell) != Double.doubleToRawLongBits(all)) assertEquals(all, cell, where + " (cell sums)");
                                    assertTrue(bounds[0] <= all && all <= bounds[1], where + ": " + all + " outside " + bounds[0] + ".." + bounds[1]);
                                    beardBlocks++;
                                    if (all != 0.0) nonZero++;
                                }
                            }
                        }
                    }
                }
            }
            ProtoChunk a = g.newChunk(), b = g.newChunk();
            a.reset(c[0], c[1]);
            b.reset(c[0], c[1]);
            decided.fill(a, c[0], c[1], beard);
            every.fill(b, c[0], c[1], beard);
            String where = "chunk " + c[0] + ", " + c[1];
            assertArrayEquals(b.blocks(), a.blocks(), where + ": blocks");
            for (int s = 0; s < 24; s++) assertArrayEquals(b.postProcessing(s), a.postProcessing(s), where + ": marks, section " + s);
            decidedBefore += decided.beardCellsDecided;
        }
        assertTrue(nonZero * 20 > beardBlocks, "the structures reach " + nonZero + " of " + beardBlocks + " blocks");
        assertTrue(decidedBefore > 1000, "cells near structures decided from bounds: " + decidedBefore);
    }
}
