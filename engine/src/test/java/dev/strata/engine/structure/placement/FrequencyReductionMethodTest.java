package dev.strata.engine.structure.placement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The four frequency reductions against the game's formulas written out with {@code java.util.Random} (the same
 * 48-bit generator as the game's legacy random: same {@code setSeed}, {@code nextInt}, {@code nextFloat},
 * {@code nextDouble}, {@code nextLong}).
 */
class FrequencyReductionMethodTest {
    private static final long SEED = 13579L;

    /** {@code setLargeFeatureWithSalt(seed, a, b, salt)}: {@code a·341873128712 + b·132897987541 + seed + salt}. */
    private static Random withSalt(long seed, int a, int b, int salt) {
        return new Random((long) a * 341873128712L + (long) b * 132897987541L + seed + (long) salt);
    }

    /** {@code setLargeFeatureSeed(seed, x, z)}: two longs from {@code seed}, then {@code x·l1 ^ z·l2 ^ seed}. */
    private static Random largeFeature(long seed, int x, int z) {
        Random r = new Random(seed);
        long a = r.nextLong(), b = r.nextLong();
        return new Random((long) x * a ^ (long) z * b ^ seed);
    }

    @Test
    void defaultPassesTheSaltAsRegionXAsTheGameDoes() {
        int salt = 165745296;
        int agree = 0, kept = 0;
        for (int x = -40; x < 40; x++) {
            for (int z = -40; z < 40; z++) {
                boolean want = withSalt(SEED, salt, x, z).nextFloat() < 0.3f; // (seed, salt, x, z): the game's order
                boolean got = FrequencyReductionMethod.DEFAULT.shouldGenerate(SEED, salt, x, z, 0.3f);
                assertEquals(want, got, "chunk " + x + "," + z);
                if (want == (withSalt(SEED, x, z, salt).nextFloat() < 0.3f)) agree++; // the "natural" order differs
                if (got) kept++;
            }
        }
        assertTrue(agree < 6400 * 0.8, "the argument order must matter: " + agree);
        assertTrue(kept > 6400 * 0.25 && kept < 6400 * 0.35, "about 30 % kept: " + kept);
    }

    @Test
    void legacyType1UsesTheRegionOf16ChunksAndADiscardedInt() {
        for (int x = -70; x < 70; x += 3) {
            for (int z = -70; z < 70; z += 5) {
                int cx = x >> 4, cz = z >> 4;
                Random r = new Random((long) (cx ^ cz << 4) ^ SEED);
                r.nextInt();
                boolean want = r.nextInt(5) == 0; // (int) (1 / 0.2f) = 5
                assertEquals(want, FrequencyReductionMethod.LEGACY_TYPE_1.shouldGenerate(SEED, 165745296, x, z, 0.2f), x + "," + z);
                // the whole 16 x 16 chunk region shares the answer; the salt plays no part
                assertEquals(want, FrequencyReductionMethod.LEGACY_TYPE_1.shouldGenerate(SEED, 7, (cx << 4) + 15, cz << 4, 0.2f));
            }
        }
        // (int) (1 / 0.3f) = 3: one in three
        Random r = new Random((long) (1 ^ 2 << 4) ^ SEED);
        r.nextInt();
        assertEquals(r.nextInt(3) == 0, FrequencyReductionMethod.LEGACY_TYPE_1.shouldGenerate(SEED, 0, 16, 32, 0.3f));
    }

    @Test
    void legacyType2UsesTheFixedSalt() {
        for (int x = -50; x < 50; x++) {
            for (int z = -50; z < 50; z += 7) {
                boolean want = withSalt(SEED, x, z, 10387320).nextFloat() < 0.01f;
                assertEquals(want, FrequencyReductionMethod.LEGACY_TYPE_2.shouldGenerate(SEED, 0, x, z, 0.01f), x + "," + z);
                assertEquals(want, FrequencyReductionMethod.LEGACY_TYPE_2.shouldGenerate(SEED, 12345, x, z, 0.01f)); // salt unused
            }
        }
        // the game's buried treasure at chunk (-92, -28) of the fixture passes
        assertTrue(withSalt(SEED, -92, -28, 10387320).nextFloat() < 0.01f);
        assertTrue(FrequencyReductionMethod.LEGACY_TYPE_2.shouldGenerate(SEED, 0, -92, -28, 0.01f));
    }

    @Test
    void legacyType3ComparesADoubleWithTheFloatFrequency() {
        for (int x = -50; x < 50; x++) {
            for (int z = -50; z < 50; z += 3) {
                boolean want = largeFeature(SEED, x, z).nextDouble() < (double) 0.004f;
                assertEquals(want, FrequencyReductionMethod.LEGACY_TYPE_3.shouldGenerate(SEED, 0, x, z, 0.004f), x + "," + z);
            }
        }
        // where a float draw and the double draw fall on either side of the frequency: the double decides
        int split = 0;
        for (int x = 0; x < 200; x++) {
            double d = largeFeature(SEED, x, 7).nextDouble();
            float f = largeFeature(SEED, x, 7).nextFloat();
            float p = Math.nextUp(f);
            if (f < p && !(d < p)) {
                assertFalse(FrequencyReductionMethod.LEGACY_TYPE_3.shouldGenerate(SEED, 0, x, 7, p), "chunk " + x + ",7 at " + p);
                split++;
            }
        }
        assertTrue(split > 20, "chunks that tell a double from a float draw: " + split);
        // the fixture's mineshafts pass
        for (int[] c : new int[][] {{-99, 5}, {-93, 16}, {-91, -79}}) {
            assertTrue(largeFeature(SEED, c[0], c[1]).nextDouble() < (double) 0.004f);
            assertTrue(FrequencyReductionMethod.LEGACY_TYPE_3.shouldGenerate(SEED, 0, c[0], c[1], 0.004f));
        }
        assertFalse(FrequencyReductionMethod.LEGACY_TYPE_3.shouldGenerate(SEED, 0, -99, 6, 0.004f));
    }

    @Test
    void frequencyOneDrawsNothingAndKeepsEverything() {
        PlacementSettings one = new PlacementSettings(0, 0, 0, FrequencyReductionMethod.LEGACY_TYPE_1, 1.0f, 0, null);
        PlacementSettings zero = new PlacementSettings(0, 0, 0, FrequencyReductionMethod.DEFAULT, 0.0f, 0, null);
        for (int x = -20; x < 20; x++) {
            assertTrue(one.applyAdditionalChunkRestrictions(x, -x, SEED));
            assertFalse(zero.applyAdditionalChunkRestrictions(x, -x, SEED));
        }
    }

    @Test
    void namesAreTheGames() {
        assertEquals(FrequencyReductionMethod.LEGACY_TYPE_3, FrequencyReductionMethod.byName("legacy_type_3"));
        assertEquals(null, FrequencyReductionMethod.byName("LEGACY_TYPE_3"));
        assertEquals(RandomSpreadType.TRIANGULAR, RandomSpreadType.byName("triangular"));
    }
}
