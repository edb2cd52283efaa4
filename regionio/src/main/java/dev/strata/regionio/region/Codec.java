package dev.strata.regionio.region;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.Adler32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.Inflater;
import net.jpountz.lz4.LZ4BlockInputStream;
import net.jpountz.lz4.LZ4BlockOutputStream;

/**
 * Compresses and decompresses whole payloads. Decompression is strict (a truncated stream or bad checksum is an
 * error) with one documented tolerance, see {@link #inflateZlib}.
 */
final class Codec {
    private Codec() {}

    /** Result of a decompression: the bytes and a note when a tolerated defect was found (else null). */
    record Decoded(byte[] bytes, String tolerated) {}

    static byte[] compress(Compression c, byte[] raw) throws IOException {
        switch (c) {
            case NONE:
                return raw;
            case ZLIB: {
                Deflater d = new Deflater(Deflater.DEFAULT_COMPRESSION);
                try {
                    d.setInput(raw);
                    d.finish();
                    ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, raw.length / 4));
                    byte[] buf = new byte[16384];
                    while (!d.finished()) {
                        int n = d.deflate(buf);
                        out.write(buf, 0, n);
                    }
                    return out.toByteArray();
                } finally {
                    d.end();
                }
            }
            case GZIP: {
                ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, raw.length / 4));
                try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
                    gz.write(raw);
                }
                return out.toByteArray();
            }
            case LZ4: {
                ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, raw.length / 2));
                try (LZ4BlockOutputStream lz = new LZ4BlockOutputStream(out)) {
                    lz.write(raw);
                }
                return out.toByteArray();
            }
            default:
                throw new IOException("cannot write compression " + c);
        }
    }

    static Decoded decompress(Compression c, byte[] data, int off, int len) throws IOException {
        switch (c) {
            case NONE:
                return new Decoded(java.util.Arrays.copyOfRange(data, off, off + len), null);
            case ZLIB:
                return inflateZlib(data, off, len);
            case GZIP:
                return new Decoded(readAll(new GZIPInputStream(new ByteArrayInputStream(data, off, len))), null);
            case LZ4:
                return inflateLz4(data, off, len);
            default:
                throw new IOException("cannot decompress " + c);
        }
    }

    /**
     * Reads lz4-java block framing ({@code LZ4Block} magic, token, little-endian lengths, xxhash checksum per
     * block). Tolerated, as the game tolerates it (it stops reading at the end of the NBT): a stream that ends at
     * a block boundary without the empty end block; other servers write those. A stream cut inside a block is an
     * error.
     */
    static Decoded inflateLz4(byte[] data, int off, int len) throws IOException {
        LZ4BlockInputStream in = LZ4BlockInputStream.newBuilder().withStopOnEmptyBlock(false).build(new ByteArrayInputStream(data, off, len));
        byte[] out = readAll(in);
        boolean endMark = len >= 21 && new String(data, off + len - 21, 8, java.nio.charset.StandardCharsets.ISO_8859_1).equals("LZ4Block");
        for (int i = off + len - 12; endMark && i < off + len; i++) endMark = data[i] == 0;
        return new Decoded(out, endMark ? null : "LZ4 stream lacks its end block (written by another program than the game); the blocks present are complete");
    }

    private static byte[] readAll(InputStream in) throws IOException {
        try (in) {
            return in.readAllBytes();
        }
    }

    /**
     * Inflates a zlib stream. Strict about the deflate data (a stream that does not reach its final block is an
     * error) and about the Adler-32 trailer when it is present. Tolerated: a trailer cut short (some region
     * writers stored a length one byte short of the stream, dropping the last checksum byte; the game never
     * checks the trailer and reads those chunks), provided the bytes that remain agree with the checksum
     * computed from the output. The tolerance is reported in {@link Decoded#tolerated()}.
     */
    static Decoded inflateZlib(byte[] data, int off, int len) throws IOException {
        if (len < 2) throw new IOException("zlib stream of " + len + " bytes has no header");
        int cmf = data[off] & 0xFF;
        int flg = data[off + 1] & 0xFF;
        if ((cmf & 0x0F) != 8 || ((cmf << 8) | flg) % 31 != 0) throw new IOException("not a zlib stream (header " + Integer.toHexString(cmf) + " " + Integer.toHexString(flg) + ")");
        if ((flg & 0x20) != 0) throw new IOException("zlib stream asks for a preset dictionary");
        Inflater inf = new Inflater(true);
        try {
            inf.setInput(data, off + 2, len - 2);
            byte[] out = new byte[Math.max(1024, len * 4)];
            int n = 0;
            while (!inf.finished()) {
                if (n == out.length) out = java.util.Arrays.copyOf(out, out.length * 2);
                int got = inf.inflate(out, n, out.length - n);
                n += got;
                if (got == 0 && (inf.needsInput() || inf.needsDictionary())) {
                    throw new IOException("zlib stream is truncated: its compressed data ends before its last block (" + len + " bytes, " + n + " inflated)");
                }
            }
            int remaining = inf.getRemaining();
            Adler32 adler = new Adler32();
            adler.update(out, 0, n);
            long sum = adler.getValue();
            int trailerStart = off + len - remaining;
            int have = Math.min(remaining, 4);
            for (int i = 0; i < have; i++) {
                int expected = (int) (sum >>> (24 - 8 * i)) & 0xFF;
                if ((data[trailerStart + i] & 0xFF) != expected) throw new IOException("zlib Adler-32 checksum mismatch");
            }
            byte[] result = java.util.Arrays.copyOf(out, n);
            return new Decoded(result, have < 4 ? "zlib stream lacks " + (4 - have) + " byte(s) of its Adler-32 trailer (length field too short); the bytes present match" : null);
        } catch (DataFormatException e) {
            throw new IOException("corrupt zlib data: " + e.getMessage(), e);
        } finally {
            inf.end();
        }
    }
}
