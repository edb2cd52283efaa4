package dev.strata.engine.biome;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The biome "zoom" from quarts to blocks (game: {@code BiomeManager.getBiome(BlockPos)}): a block reads the biome of
 * one of the 8 quarts around it, chosen by jittered distance, so biome borders are not on the 4-block grid.
 *
 * <p>For block {@code (x, y, z)}: {@code p = (b - 2) >> 2} per axis is the lower corner quart and
 * {@code f = ((b - 2) & 3) / 4.0} the fraction; for each corner {@code i} in 0..7 (bit 4 = x+1, bit 2 = y+1,
 * bit 1 = z+1) the distance is {@code (dz + jz)² + (dy + jy)² + (dx + jx)²} with {@code d = f} or {@code f - 1} and
 * jitters {@code j = ((floorMod(r >> 24, 1024) / 1024.0) - 0.5) * 0.9} drawn from an LCG
 * ({@code r = r * (r * 6364136223846793005 + 1442695040888963407) + c}) fed the seed, the corner's quart x, y, z
 * twice, then the seed again between the three jitters. The first corner with the smallest distance wins
 * (strictly smaller replaces).
 *
 * <p>The seed is the world seed passed through {@link #obfuscateSeed}. Immutable; no allocation.
 */
public final class BiomeZoom {
    private final long seed;

    /** @param obfuscatedSeed {@link #obfuscateSeed obfuscateSeed(worldSeed)} (game: {@code biomeZoomSeed}) */
    public BiomeZoom(long obfuscatedSeed) {
        this.seed = obfuscatedSeed;
    }

    /** A zoom for a world seed (obfuscates it). */
    public static BiomeZoom forWorldSeed(long worldSeed) {
        return new BiomeZoom(obfuscateSeed(worldSeed));
    }

    /**
     * The game's {@code BiomeManager.obfuscateSeed} ({@code Hashing.sha256().hashLong(seed).asLong()}): SHA-256 of
     * the seed's 8 bytes in little-endian order, the first 8 bytes of the digest read as a little-endian long.
     */
    public static long obfuscateSeed(long seed) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            byte[] in = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(seed).array();
            byte[] digest = sha.digest(in);
            return ByteBuffer.wrap(digest, 0, 8).order(ByteOrder.LITTLE_ENDIAN).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 unavailable", e);
        }
    }

    /** The corner (0..7; bit 4 = +x, 2 = +y, 1 = +z) block {@code (x, y, z)} reads, relative to {@link #baseQuart}. */
    public int corner(int x, int y, int z) {
        int ax = x - 2, ay = y - 2, az = z - 2;
        int px = ax >> 2, py = ay >> 2, pz = az >> 2;
        double fx = (double) (ax & 3) / 4.0;
        double fy = (double) (ay & 3) / 4.0;
        double fz = (double) (az & 3) / 4.0;
        int best = 0;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (int i = 0; i < 8; i++) {
            boolean x0 = (i & 4) == 0, y0 = (i & 2) == 0, z0 = (i & 1) == 0;
            double d = fiddledDistance(seed, x0 ? px : px + 1, y0 ? py : py + 1, z0 ? pz : pz + 1,
                    x0 ? fx : fx - 1.0, y0 ? fy : fy - 1.0, z0 ? fz : fz - 1.0);
            if (bestDistance > d) {
                best = i;
                bestDistance = d;
            }
        }
        return best;
    }

    /** The lower corner quart of a block coordinate on any axis: {@code (block - 2) >> 2}. */
    public static int baseQuart(int block) {
        return (block - 2) >> 2;
    }

    /** Quart x picked for block x given its {@link #corner}. */
    public static int quartX(int blockX, int corner) {
        return baseQuart(blockX) + ((corner >> 2) & 1);
    }

    /** Quart y picked for block y given its {@link #corner}. */
    public static int quartY(int blockY, int corner) {
        return baseQuart(blockY) + ((corner >> 1) & 1);
    }

    /** Quart z picked for block z given its {@link #corner}. */
    public static int quartZ(int blockZ, int corner) {
        return baseQuart(blockZ) + (corner & 1);
    }

    /** The biome at block {@code (x, y, z)}: the {@code lookup}'s biome at the picked quart. */
    public int biome(int x, int y, int z, BiomeSource.Resolver lookup) {
        int c = corner(x, y, z);
        return lookup.biome(quartX(x, c), quartY(y, c), quartZ(z, c));
    }

    private static double fiddledDistance(long seed, int qx, int qy, int qz, double dx, double dy, double dz) {
        long r = lcg(seed, qx);
        r = lcg(r, qy);
        r = lcg(r, qz);
        r = lcg(r, qx);
        r = lcg(r, qy);
        r = lcg(r, qz);
        double jx = fiddle(r);
        r = lcg(r, seed);
        double jy = fiddle(r);
        r = lcg(r, seed);
        double jz = fiddle(r);
        double a = dz + jz, b = dy + jy, c = dx + jx;
        return a * a + b * b + c * c;
    }

    /** The obfuscated seed. */
    long seed() {
        return seed;
    }

    /**
     * The three jitters of quart {@code (qx, qy, qz)} that {@link #corner} adds to the x, y and z offsets (the same
     * draws as in its distance), into {@code out[off..off + 2]}.
     */
    static void jitters(long seed, int qx, int qy, int qz, double[] out, int off) {
        long r = lcg(seed, qx);
        r = lcg(r, qy);
        r = lcg(r, qz);
        r = lcg(r, qx);
        r = lcg(r, qy);
        r = lcg(r, qz);
        out[off] = fiddle(r);
        r = lcg(r, seed);
        out[off + 1] = fiddle(r);
        r = lcg(r, seed);
        out[off + 2] = fiddle(r);
    }

    /** The game's {@code LinearCongruentialGenerator.next}. */
    static long lcg(long r, long c) {
        r *= r * 6364136223846793005L + 1442695040888963407L;
        return r + c;
    }

    private static double fiddle(long r) {
        double uniform = (double) Math.floorMod(r >> 24, 1024) / 1024.0;
        return (uniform - 0.5) * 0.9;
    }
}
