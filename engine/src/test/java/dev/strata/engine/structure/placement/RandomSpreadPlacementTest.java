package dev.strata.engine.structure.placement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.random.LegacyRandom;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Random spread against the game's formula written out with {@code java.util.Random}. */
class RandomSpreadPlacementTest {
    private static final long SEED = 13579L;

    private static RandomSpreadPlacement placement(int spacing, int separation, RandomSpreadType type, int salt) {
        return new RandomSpreadPlacement(new PlacementSettings(0, 0, 0, FrequencyReductionMethod.DEFAULT, 1.0f, salt, null), spacing,
                separation, type);
    }

    @Test
    void spreadTypes() {
        for (long s = -5; s < 50; s++) {
            Random r = new Random(s);
            assertEquals(r.nextInt(26), RandomSpreadType.LINEAR.evaluate(new LegacyRandom(s), 26));
            r = new Random(s);
            int a = r.nextInt(9), b = r.nextInt(9);
            assertEquals((a + b) / 2, RandomSpreadType.TRIANGULAR.evaluate(new LegacyRandom(s), 9));
        }
        // triangular rounds toward 0: 0 and 1 give 0, never the mean
        LegacyRandom r = new LegacyRandom(3);
        for (int i = 0; i < 1000; i++) {
            int v = RandomSpreadType.TRIANGULAR.evaluate(r, 9);
            assertTrue(v >= 0 && v < 9);
        }
    }

    @Test
    void villagesOfTheFixture() {
        // villages: spacing 34, separation 8, salt 10387312, linear. Chunk (-98, -10): square (-3, -1).
        RandomSpreadPlacement villages = placement(34, 8, RandomSpreadType.LINEAR, 10387312);
        Random r = new Random(-3L * 341873128712L + -1L * 132897987541L + SEED + 10387312L);
        int x = -3 * 34 + r.nextInt(26), z = -1 * 34 + r.nextInt(26);
        assertEquals(-98, x);
        assertEquals(-10, z);
        assertEquals(ChunkPos.pack(-98, -10), villages.potentialStructureChunk(SEED, -98, -10));
        assertEquals(ChunkPos.pack(-98, -10), villages.potentialStructureChunk(SEED, -102, -34)); // any chunk of the square
        assertTrue(villages.isPlacementChunk(SEED, -98, -10));
        assertFalse(villages.isPlacementChunk(SEED, -97, -10));
    }

    @Test
    void endCitiesTriangular() {
        // end cities: spacing 20, separation 11, salt 10387313, triangular; the fixture's city at (-77, -35): square (-4, -2)
        RandomSpreadPlacement endCities = placement(20, 11, RandomSpreadType.TRIANGULAR, 10387313);
        Random r = new Random(-4L * 341873128712L + -2L * 132897987541L + SEED + 10387313L);
        int dx = (r.nextInt(9) + r.nextInt(9)) / 2, dz = (r.nextInt(9) + r.nextInt(9)) / 2;
        assertEquals(ChunkPos.pack(-80 + dx, -40 + dz), endCities.potentialStructureChunk(SEED, -77, -35));
        assertEquals(ChunkPos.pack(-77, -35), endCities.potentialStructureChunk(SEED, -77, -35));
    }

    @Test
    void everySquareHasOneChunkAtAnOffsetBelowSpacingMinusSeparation() {
        RandomSpreadPlacement p = placement(7, 3, RandomSpreadType.LINEAR, 42);
        for (int gx = -6; gx < 6; gx++) {
            for (int gz = -6; gz < 6; gz++) {
                int n = 0;
                for (int x = gx * 7; x < gx * 7 + 7; x++) {
                    for (int z = gz * 7; z < gz * 7 + 7; z++) {
                        if (p.isPlacementChunk(SEED, x, z)) {
                            n++;
                            assertTrue(x - gx * 7 < 4 && z - gz * 7 < 4, x + "," + z);
                        }
                    }
                }
                assertEquals(1, n, "square " + gx + "," + gz);
            }
        }
    }
}
