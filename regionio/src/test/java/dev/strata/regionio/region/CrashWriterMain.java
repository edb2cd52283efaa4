package dev.strata.regionio.region;

import java.nio.file.Path;
import java.util.Random;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;

/**
 * Child process of {@link CrashSafetyTest}: rewrites random chunks of one region forever, each time with the
 * next version of the chunk's self-describing content, until it is killed.
 */
public final class CrashWriterMain {
    static final int CHUNKS = 24;

    private CrashWriterMain() {}

    /**
     * The only valid content of chunk (x, 0) at a version; sizes vary so sectors move, versions 7 and 8 of every 9
     * go to .mcc (so an external chunk is rewritten as external, in another compression: see {@link #compression}).
     */
    static CompoundBinaryTag content(int x, int version) {
        int longs = version % 9 >= 7 ? 150_000 : 200 + (version * 7919 + x * 31) % 6000;
        long[] noise = new long[longs];
        Random r = new Random(x * 1_000_003L + version);
        for (int i = 0; i < longs; i++) noise[i] = r.nextLong();
        return CompoundBinaryTag.builder().putInt("xPos", x).putInt("zPos", 0).putInt("version", version)
                .put("noise", LongArrayBinaryTag.longArrayBinaryTag(noise)).build();
    }

    /** Consecutive versions always differ in compression (versions 9k+7 and 9k+8 too). */
    static Compression compression(int version) {
        return switch ((version + version / 9) % 3) {
            case 0 -> Compression.ZLIB;
            case 1 -> Compression.NONE;
            default -> Compression.LZ4;
        };
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        Random rnd = new Random(Long.parseLong(args[1]));
        try (RegionFile region = RegionFile.open(file)) {
            int[] version = new int[CHUNKS];
            for (int x = 0; x < CHUNKS; x++) {
                version[x] = region.read(x, 0).map(t -> t.getInt("version")).orElse(0);
            }
            System.out.println("ready");
            System.out.flush();
            while (true) {
                int x = rnd.nextInt(CHUNKS);
                int v = ++version[x];
                region.write(x, 0, content(x, v), compression(v));
            }
        }
    }
}
