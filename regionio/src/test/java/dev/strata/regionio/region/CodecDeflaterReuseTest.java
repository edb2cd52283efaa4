package dev.strata.regionio.region;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.ByteArrayOutputStream;
import java.util.Random;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;

/**
 * {@link Codec#compress} reuses one zlib deflater per thread: every payload, whatever came before it on the thread
 * (larger, smaller, empty, incompressible), is compressed to exactly the bytes a new deflater at the default level
 * writes, and inflates back to itself.
 */
class CodecDeflaterReuseTest {
    private static byte[] fresh(byte[] raw) {
        Deflater d = new Deflater(Deflater.DEFAULT_COMPRESSION);
        try {
            d.setInput(raw);
            d.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[4096];
            while (!d.finished()) out.write(buf, 0, d.deflate(buf));
            return out.toByteArray();
        } finally {
            d.end();
        }
    }

    @Test
    void aReusedDeflaterWritesWhatANewOneWrites() throws Exception {
        Random r = new Random(13579);
        int[] sizes = {300_000, 10, 0, 70_000, 1 << 20, 5, 200_000};
        for (int i = 0; i < sizes.length; i++) {
            byte[] raw = new byte[sizes[i]];
            if (i % 2 == 0) {
                r.nextBytes(raw); // incompressible: the output outgrows the thread's first buffer
            } else {
                for (int k = 0; k < raw.length; k++) raw[k] = (byte) (k % 97 < 50 ? 1 : k % 7);
            }
            byte[] got = Codec.compress(Compression.ZLIB, raw);
            assertArrayEquals(fresh(raw), got, "payload " + i + " of " + raw.length + " bytes");
            assertArrayEquals(raw, Codec.decompress(Compression.ZLIB, got, 0, got.length, 1L << 24).bytes(), "payload " + i + " inflated");
        }
    }
}
