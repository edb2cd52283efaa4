package dev.strata.engine.levelgen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.testing.SharedData;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The noise step's cell decisions (a cell whose final-density bounds are all above 0 is solid, all at or below 0 and
 * above the aquifer's sampling range takes the global fluid, without a density per block) change no block and no
 * post-processing mark: every vanilla noise setting, several seeds, chunks near and far, compared with the same
 * noise chunk evaluating every block. Also checks that both shortcuts are taken often (the test would pass
 * vacuously otherwise).
 */
class NoiseCellDecisionTest {

    @Test
    void decidedCellsEqualEvaluatingEveryBlock() {
        DataPack pack = SharedData.vanilla();
        String[] settingsIds = {"overworld", "large_biomes", "amplified", "caves", "floating_islands", "nether", "end"};
        long solid = 0, open = 0, mixed = 0;
        for (String id : settingsIds) {
            NoiseGeneratorSettings settings = NoiseGeneratorSettings.load(pack, ResourceId.parse("minecraft:" + id));
            Random rnd = new Random(id.hashCode());
            for (long seed : new long[] {0L, rnd.nextLong()}) {
                RandomState state = new RandomState(pack, seed, settings.legacyRandomSource());
                NoiseChunk decided = new NoiseChunk(settings, state);
                NoiseChunk every = new NoiseChunk(settings, state);
                every.cellDecisions = false;
                ProtoChunk a = new ProtoChunk(settings.noise().minY(), settings.noise().height());
                ProtoChunk b = new ProtoChunk(settings.noise().minY(), settings.noise().height());
                for (int c = 0; c < 6; c++) {
                    int cx = c < 2 ? c : rnd.nextInt(40001) - 20000, cz = c < 2 ? 0 : rnd.nextInt(40001) - 20000;
                    a.reset(cx, cz);
                    b.reset(cx, cz);
                    decided.fill(a, cx, cz);
                    every.fill(b, cx, cz);
                    String where = id + " seed " + seed + " chunk " + cx + " " + cz;
                    assertArrayEquals(b.blocks(), a.blocks(), where + ": blocks");
                    for (int s = 0; s < settings.noise().height() >> 4; s++) {
                        assertArrayEquals(b.postProcessing(s), a.postProcessing(s), where + ": post-processing marks, section " + s);
                    }
                }
                mixed += decided.cellKinds[NoiseChunk.CELL_MIXED];
                solid += decided.cellKinds[NoiseChunk.CELL_SOLID];
                open += decided.cellKinds[NoiseChunk.CELL_OPEN];
            }
        }
        long all = mixed + solid + open;
        assertTrue(solid * 5 > all && open * 5 > all, "cells solid " + solid + ", open " + open + ", mixed " + mixed);
    }
}
