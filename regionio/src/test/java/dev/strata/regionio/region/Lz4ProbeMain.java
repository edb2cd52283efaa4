package dev.strata.regionio.region;

import java.util.Arrays;

/**
 * Run in a child JVM by {@link Lz4WithoutUnsafeTest}: compresses and reads back a chunk-sized array with the LZ4
 * compression of region files, exit status 0 when the bytes come back equal.
 */
public final class Lz4ProbeMain {
    private Lz4ProbeMain() {}

    public static void main(String[] args) throws Exception {
        byte[] raw = new byte[200_000];
        for (int i = 0; i < raw.length; i++) raw[i] = (byte) (i % 251 < 120 ? 0 : i * 31);
        byte[] packed = Codec.compress(Compression.LZ4, raw);
        byte[] back = Codec.decompress(Compression.LZ4, packed, 0, packed.length).bytes();
        System.exit(Arrays.equals(raw, back) ? 0 : 3);
    }
}
