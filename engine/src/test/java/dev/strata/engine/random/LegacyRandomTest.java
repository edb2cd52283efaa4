package dev.strata.engine.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class LegacyRandomTest {

    private static final long[] SEEDS = {0L, 1L, -1L, 42L, 12345L, Long.MIN_VALUE, Long.MAX_VALUE,
        0x5DEECE66DL, -7046029254386353131L, 8675309L};
    private static final int[] BOUNDS = {1, 2, 4, 8, 16, 64, 256, 1 << 20, 1 << 30, 3, 5, 7, 10, 13, 100, 1000,
        12345, 1 << 30 | 1, Integer.MAX_VALUE, 1_500_000_000};

    @Test
    void matchesJavaUtilRandom() {
        for (long seed : SEEDS) {
            Random ref = new Random(seed);
            LegacyRandom r = new LegacyRandom(seed);
            for (int i = 0; i < 3000; i++) {
                switch (i % 7) {
                    case 0:
                        assertEquals(ref.nextInt(), r.nextInt());
                        break;
                    case 1:
                        int bound = BOUNDS[(i / 7) % BOUNDS.length];
                        int v = r.nextInt(bound);
                        assertEquals(ref.nextInt(bound), v);
                        assertTrue(v >= 0 && v < bound);
                        break;
                    case 2:
                        assertEquals(ref.nextLong(), r.nextLong());
                        break;
                    case 3:
                        assertEquals(ref.nextDouble(), r.nextDouble());
                        break;
                    case 4:
                        assertEquals(ref.nextFloat(), r.nextFloat());
                        break;
                    case 5:
                        assertEquals(ref.nextBoolean(), r.nextBoolean());
                        break;
                    default:
                        // java.util.Random uses StrictMath, the game Math: same draws, values equal to an ulp or so.
                        assertEquals(ref.nextGaussian(), r.nextGaussian(), 1e-12);
                        break;
                }
            }
        }
    }

    @Test
    void consumeCountSkipsInts() {
        Random ref = new Random(77L);
        LegacyRandom r = new LegacyRandom(77L);
        r.consumeCount(17292);
        for (int i = 0; i < 17292; i++) {
            ref.nextInt();
        }
        assertEquals(ref.nextLong(), r.nextLong());
    }

    @Test
    void boundsAndForks() {
        LegacyRandom r = new LegacyRandom(1L);
        assertThrows(IllegalArgumentException.class, () -> r.nextInt(0));
        assertEquals(new Random(3L).nextInt(8) + 4, new LegacyRandom(3L).nextIntBetweenInclusive(4, 11));

        LegacyRandom a = new LegacyRandom(99L);
        long first = new Random(99L).nextLong();
        RandomSource forked = a.fork();
        assertEquals(new Random(first).nextLong(), forked.nextLong());

        LegacyRandom b = new LegacyRandom(99L);
        PositionalRandomFactory p = b.forkPositional();
        assertEquals(new Random("minecraft:terrain".hashCode() ^ first).nextInt(), p.fromHashOf("minecraft:terrain").nextInt());
        assertEquals(new Random(RandomSupport.getSeed(1, 2, 3) ^ first).nextInt(), p.at(1, 2, 3).nextInt());
        assertEquals(new Random(5L).nextInt(), p.fromSeed(5L).nextInt());
    }

    @Test
    void worldgenRandomSeeding() {
        long levelSeed = 123456789L;
        WorldgenRandom w = new WorldgenRandom(new LegacyRandom(0L));
        long deco = w.setDecorationSeed(levelSeed, 32, -48);
        Random ref = new Random(levelSeed);
        long a = ref.nextLong() | 1L;
        long b = ref.nextLong() | 1L;
        long expected = 32L * a + -48L * b ^ levelSeed;
        assertEquals(expected, deco);
        assertEquals(new Random(expected).nextInt(100), w.nextInt(100));
        w.setFeatureSeed(deco, 3, 9);
        assertEquals(new Random(deco + 3 + 90000).nextDouble(), w.nextDouble());
        w.setLargeFeatureSeed(levelSeed, 5, -7);
        ref = new Random(levelSeed);
        long c = ref.nextLong();
        long d = ref.nextLong();
        assertEquals(new Random(5L * c ^ -7L * d ^ levelSeed).nextLong(), w.nextLong());

        // Non-legacy delegate: bits are the top bits of nextLong(), recipes are java.util.Random's.
        WorldgenRandom x = new WorldgenRandom(new XoroshiroRandom(3L));
        XoroshiroRandom y = new XoroshiroRandom(3L);
        assertEquals((int) (y.nextLong() >>> 32), x.nextInt());
        int hi = (int) (y.nextLong() >>> 32);
        int lo = (int) (y.nextLong() >>> 32);
        assertEquals(((long) hi << 32) + lo, x.nextLong());
    }
}
