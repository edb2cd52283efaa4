package dev.strata.engine.random;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * Seed mixing helpers (game: {@code net.minecraft.world.level.levelgen.RandomSupport}) and the positional seed
 * hash (game: {@code net.minecraft.util.Mth.getSeed}).
 */
public final class RandomSupport {

    /** 2^64 / golden ratio, {@code 0x9E3779B97F4A7C15}. */
    public static final long GOLDEN_RATIO_64 = 0x9E3779B97F4A7C15L;
    /** 2^64 / silver ratio, {@code 0x6A09E667F3BCC909}. */
    public static final long SILVER_RATIO_64 = 0x6A09E667F3BCC909L;

    private RandomSupport() {
    }

    /** Stafford's "mix13" 64-bit finaliser. */
    public static long mixStafford13(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Low half of the 128-bit seed the game derives from a 64-bit world seed. */
    public static long upgradeSeedLo(long seed) {
        return mixStafford13(seed ^ SILVER_RATIO_64);
    }

    /** High half of the 128-bit seed the game derives from a 64-bit world seed. */
    public static long upgradeSeedHi(long seed) {
        return mixStafford13((seed ^ SILVER_RATIO_64) + GOLDEN_RATIO_64);
    }

    /** {@code {lo, hi}} of {@code RandomSupport.upgradeSeedTo128bit(seed)}. */
    public static long[] upgradeSeedTo128bit(long seed) {
        return new long[] {upgradeSeedLo(seed), upgradeSeedHi(seed)};
    }

    /**
     * {@code {lo, hi}}: the MD5 digest of {@code id} (UTF-8) read as two big-endian longs
     * (game: {@code RandomSupport.seedFromHashOf}).
     */
    public static long[] seedFromHashOf(String id) {
        byte[] md5;
        try {
            md5 = MessageDigest.getInstance("MD5").digest(id.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("MD5 is required by every Java platform", e);
        }
        return new long[] {bigEndianLong(md5, 0), bigEndianLong(md5, 8)};
    }

    private static long bigEndianLong(byte[] b, int off) {
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = (v << 8) | (b[off + i] & 0xFFL);
        }
        return v;
    }

    /**
     * The game's positional hash {@code Mth.getSeed(x, y, z)}: {@code (long)(x * 3129871) ^ z * 116129781L ^ y},
     * then {@code l * l * 42317861 + l * 11}, then {@code >> 16}. Note that {@code x * 3129871} overflows as an int.
     */
    public static long getSeed(int x, int y, int z) {
        long l = (long) (x * 3129871) ^ (long) z * 116129781L ^ (long) y;
        l = l * l * 42317861L + l * 11L;
        return l >> 16;
    }
}
