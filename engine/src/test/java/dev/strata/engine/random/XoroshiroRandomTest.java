package dev.strata.engine.random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import org.junit.jupiter.api.Test;

class XoroshiroRandomTest {

    /** Vigna's reference xoroshiro128++ (a=49, b=21, c=28, r=17), written independently over a state array. */
    private static long[] referenceOutputs(long s0, long s1, int n) {
        long[] s = {s0, s1};
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            long a = s[0];
            long b = s[1];
            out[i] = ((a + b) << 17 | (a + b) >>> 47) + a;
            b ^= a;
            s[0] = (a << 49 | a >>> 15) ^ b ^ (b << 21);
            s[1] = b << 28 | b >>> 36;
        }
        return out;
    }

    @Test
    void xoroshiroOutputsForSeed1And2() {
        // Hand value: rotl(1 + 2, 17) + 1 = 393217; the rest computed with an independent Python script.
        long[] golden = {393217L, 669327710093319L, 1732421326133921491L, -7051953992050424633L,
            -8891291296936358940L, 3586421180005889563L};
        XoroshiroRandom r = new XoroshiroRandom(1L, 2L);
        long[] got = new long[golden.length];
        for (int i = 0; i < got.length; i++) {
            got[i] = r.nextLong();
        }
        assertArrayEquals(golden, got);
        assertArrayEquals(referenceOutputs(1L, 2L, 6), golden);

        long[] ref = referenceOutputs(0x0123456789ABCDEFL, 0xFEDCBA9876543210L, 1000);
        XoroshiroRandom r2 = new XoroshiroRandom(0x0123456789ABCDEFL, 0xFEDCBA9876543210L);
        for (long expected : ref) {
            assertEquals(expected, r2.nextLong());
        }
    }

    @Test
    void seedUpgradeGolden() {
        // upgradeSeedTo128bit(0): mixStafford13 of 0x6A09E667F3BCC909 and of that + 0x9E3779B97F4A7C15 (Python).
        assertEquals(3847398142028685078L, RandomSupport.upgradeSeedLo(0L));
        assertEquals(7192185014346937746L, RandomSupport.upgradeSeedHi(0L));
        XoroshiroRandom a = new XoroshiroRandom(0L);
        XoroshiroRandom b = new XoroshiroRandom(3847398142028685078L, 7192185014346937746L);
        for (int i = 0; i < 16; i++) {
            assertEquals(b.nextLong(), a.nextLong());
        }
    }

    @Test
    void allZeroStateIsReplaced() {
        XoroshiroRandom zero = new XoroshiroRandom(0L, 0L);
        XoroshiroRandom subst = new XoroshiroRandom(0x9E3779B97F4A7C15L, 0x6A09E667F3BCC909L);
        assertEquals(subst.nextLong(), zero.nextLong());
    }

    @Test
    void md5HalvesOfOffset() throws Exception {
        byte[] md5 = MessageDigest.getInstance("MD5").digest("minecraft:offset".getBytes(StandardCharsets.UTF_8));
        ByteBuffer buf = ByteBuffer.wrap(md5);
        long lo = buf.getLong();
        long hi = buf.getLong();
        long[] got = RandomSupport.seedFromHashOf("minecraft:offset");
        assertEquals(lo, got[0]);
        assertEquals(hi, got[1]);
        // Python hashlib.md5(b"minecraft:offset"), big-endian halves.
        assertEquals(577895406318539652L, got[0]);
        assertEquals(4557074653038767061L, got[1]);

        XoroshiroRandom.Positional f = new XoroshiroRandom.Positional(11L, 22L);
        XoroshiroRandom fromHash = f.fromHashOf("minecraft:offset");
        XoroshiroRandom manual = new XoroshiroRandom(lo ^ 11L, hi ^ 22L);
        assertEquals(manual.nextLong(), fromHash.nextLong());
    }

    @Test
    void positionalAtAndFromSeed() {
        XoroshiroRandom.Positional f = new XoroshiroRandom.Positional(0x1234L, 0x5678L);
        int x = 123456;
        int y = -64;
        int z = -987654;
        long l = (long) (x * 3129871) ^ (long) z * 116129781L ^ (long) y;
        l = l * l * 42317861L + l * 11L;
        long seed = l >> 16;
        assertEquals(seed, RandomSupport.getSeed(x, y, z));
        assertEquals(new XoroshiroRandom(seed ^ 0x1234L, 0x5678L).nextLong(), f.at(x, y, z).nextLong());
        assertEquals(new XoroshiroRandom(99L ^ 0x1234L, 99L ^ 0x5678L).nextLong(), f.fromSeed(99L).nextLong());
        assertEquals(0L, RandomSupport.getSeed(0, 0, 0));
    }

    @Test
    void floatDoubleBooleanFromTopBits() {
        XoroshiroRandom a = new XoroshiroRandom(42L);
        XoroshiroRandom b = new XoroshiroRandom(42L);
        for (int i = 0; i < 1000; i++) {
            long v = b.nextLong();
            assertEquals((v >>> 11) * 0x1.0p-53, a.nextDouble());
            v = b.nextLong();
            assertEquals((v >>> 40) * 0x1.0p-24f, a.nextFloat());
            v = b.nextLong();
            assertEquals((v & 1L) != 0L, a.nextBoolean());
            v = b.nextLong();
            assertEquals((int) v, a.nextInt());
        }
    }

    @Test
    void nextIntBoundIsMultiplyHighWithRejection() {
        XoroshiroRandom a = new XoroshiroRandom(7L);
        XoroshiroRandom b = new XoroshiroRandom(7L);
        int[] bounds = {1, 2, 3, 7, 16, 100, 256, 1000, 65536, 1 << 30, Integer.MAX_VALUE, 0x7FFF_FFF0, 1_500_000_001};
        for (int round = 0; round < 2000; round++) {
            for (int bound : bounds) {
                int got = a.nextInt(bound);
                assertTrue(got >= 0 && got < bound, "out of range " + got + " for " + bound);
                // Independent formulation: the (unsigned) product's high word; reject while low word < 2^32 mod bound.
                long threshold = (1L << 32) % bound;
                long prod;
                do {
                    prod = (b.nextLong() & 0xFFFFFFFFL) * bound;
                } while ((prod & 0xFFFFFFFFL) < threshold);
                assertEquals((int) (prod >>> 32), got);
            }
        }
        assertThrows(IllegalArgumentException.class, () -> a.nextInt(0));
        assertThrows(IllegalArgumentException.class, () -> a.nextInt(-5));
        for (int i = 0; i < 1000; i++) {
            int v = a.nextIntBetweenInclusive(-3, 3);
            assertTrue(v >= -3 && v <= 3);
        }
    }

    @Test
    void forkIsDeterministicAndAdvancesParent() {
        XoroshiroRandom a = new XoroshiroRandom(5L);
        XoroshiroRandom b = new XoroshiroRandom(5L);
        RandomSource fa = a.fork();
        RandomSource fb = b.fork();
        for (int i = 0; i < 10; i++) {
            assertEquals(fa.nextLong(), fb.nextLong());
        }
        assertEquals(a.nextLong(), b.nextLong());

        XoroshiroRandom c = new XoroshiroRandom(5L);
        long l0 = c.nextLong();
        long l1 = c.nextLong();
        XoroshiroRandom d = new XoroshiroRandom(5L);
        RandomSource forked = d.fork();
        assertEquals(new XoroshiroRandom(l0, l1).nextLong(), forked.nextLong());
        assertEquals(c.nextLong(), d.nextLong());

        XoroshiroRandom e = new XoroshiroRandom(5L);
        XoroshiroRandom.Positional p = (XoroshiroRandom.Positional) e.forkPositional();
        assertEquals(l0, p.seedLo());
        assertEquals(l1, p.seedHi());
        assertNotEquals(p.fromHashOf("a").nextLong(), p.fromHashOf("b").nextLong());
    }

    @Test
    void consumeCountAndSetSeed() {
        XoroshiroRandom a = new XoroshiroRandom(9L);
        XoroshiroRandom b = new XoroshiroRandom(9L);
        a.consumeCount(17);
        for (int i = 0; i < 17; i++) {
            b.nextInt();
        }
        assertEquals(b.nextLong(), a.nextLong());
        a.nextGaussian();
        a.setSeed(9L);
        XoroshiroRandom c = new XoroshiroRandom(9L);
        assertEquals(c.nextGaussian(), a.nextGaussian());
        assertEquals(c.nextGaussian(), a.nextGaussian());
        assertEquals(c.nextLong(), a.nextLong());
    }
}
