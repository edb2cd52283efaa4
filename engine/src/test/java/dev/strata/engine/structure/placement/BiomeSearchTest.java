package dev.strata.engine.structure.placement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.strata.engine.biome.BiomeSource;
import dev.strata.engine.random.LegacyRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The game's {@code findBiomeHorizontal} on a synthetic biome map, its random draws written out by hand. */
class BiomeSearchTest {
    /** Biome 1 at the listed quarts, 0 elsewhere; records the quarts asked, in order. */
    private static final class Map implements BiomeSource.Resolver {
        final List<int[]> hits;
        final List<int[]> asked = new ArrayList<>();

        Map(List<int[]> hits) {
            this.hits = hits;
        }

        @Override
        public int biome(int qx, int qy, int qz) {
            asked.add(new int[] {qx, qy, qz});
            for (int[] h : hits) if (h[0] == qx && h[1] == qz) return 1;
            return 0;
        }
    }

    @Test
    void fullSquareReservoirDrawsOncePerLaterMatch() {
        // centre block (40, 8, -24) -> quart (10, 2, -6); radius 8 blocks -> 2 quarts: a 5 x 5 square, rows z, then x
        List<int[]> hits = List.of(new int[] {9, -8}, new int[] {12, -6}, new int[] {8, -5}, new int[] {10, -4});
        for (long seed = 0; seed < 40; seed++) {
            Map map = new Map(hits);
            LegacyRandom random = new LegacyRandom(seed);
            BiomeSearch.Found f = BiomeSearch.findBiomeHorizontal(map, 40, 8, -24, 8, 1, b -> b == 1, random, false);
            // walk order: (9,-8) first (no draw), then (12,-6) nextInt(2), (8,-5) nextInt(3), (10,-4) nextInt(4)
            Random r = new Random(seed);
            int[] pick = hits.get(0);
            for (int k = 1; k < hits.size(); k++) if (r.nextInt(k + 1) == 0) pick = hits.get(k);
            assertEquals(pick[0] << 2, f.blockX());
            assertEquals(pick[1] << 2, f.blockZ());
            assertEquals(8, f.blockY()); // the origin's y, not the quart's
            assertEquals(1, f.biome());
            assertEquals(r.nextInt(), random.nextInt(), "exactly three draws"); // the same state afterwards
            assertEquals(25, map.asked.size());
            assertEquals(2, map.asked.get(0)[1]);
            int[] first = map.asked.get(0), second = map.asked.get(1), sixth = map.asked.get(5);
            assertEquals(List.of(8, -8), List.of(first[0], first[2]));
            assertEquals(List.of(9, -8), List.of(second[0], second[2]));
            assertEquals(List.of(8, -7), List.of(sixth[0], sixth[2]));
        }
    }

    @Test
    void noMatchDrawsNothing() {
        LegacyRandom random = new LegacyRandom(5);
        assertNull(BiomeSearch.findBiomeHorizontal(new Map(List.of()), 0, 0, 0, 112, 1, b -> b == 1, random, false));
        assertEquals(new Random(5).nextInt(), random.nextInt());
    }

    @Test
    void findClosestWalksRingEdgesOutwards() {
        // nearest match on ring 1 of quart (0, 0): (1, 1) is on ring 1, (0, 2) on ring 2
        Map map = new Map(List.of(new int[] {0, 2}, new int[] {1, 1}));
        LegacyRandom random = new LegacyRandom(9);
        BiomeSearch.Found f = BiomeSearch.findBiomeHorizontal(map, 0, 0, 0, 16, 1, b -> b == 1, random, true);
        assertEquals(4, f.blockX());
        assertEquals(4, f.blockZ());
        assertEquals(1 + 8, map.asked.size()); // ring 0 (1 quart), ring 1 (8 edge quarts, (1, 1) the last)
        assertEquals(new Random(9).nextInt(), random.nextInt());
    }
}
