package dev.strata.regionio.region;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.zip.Adler32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.Inflater;
import dev.strata.regionio.DecompressedSizeException;
import dev.strata.regionio.nbt.BoundedBuffer;
import dev.strata.regionio.nbt.NbtLimits;
import net.jpountz.lz4.LZ4BlockInputStream;
import net.jpountz.lz4.LZ4BlockOutputStream;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.xxhash.XXHashFactory;

/**
 * Compresses and decompresses whole payloads. Decompression is strict (a truncated stream or bad checksum is an
 * error) with one documented tolerance, see {@link #inflateZlib}, and bounded: no payload inflates past a limit
 * ({@link NbtLimits#chunkNbtBytes()} unless told otherwise), so a small payload that would inflate to gigabytes
 * fails with {@link DecompressedSizeException} after using at most the limit in memory.
 */
final class Codec {
    /** lz4-java's default block size and XXHash32 seed for {@code LZ4BlockOutputStream}, which the game's LZ4 chunks use. */
    private static final int LZ4_BLOCK = 1 << 16, LZ4_SEED = 0x9747b28c;

    private Codec() {}

    /** Each thread's zlib deflater at the default level, reset for every payload ({@link #compress}). */
    private static final ThreadLocal<Deflater> DEFLATER = ThreadLocal.withInitial(() -> new Deflater(Deflater.DEFAULT_COMPRESSION));
    /** Each thread's output buffer for {@link #compress} (grown as needed, never shrunk: the largest chunk it compressed). */
    private static final ThreadLocal<byte[][]> DEFLATED = ThreadLocal.withInitial(() -> new byte[][] {new byte[1 << 16]});
    private static final byte[] NOTHING = new byte[0];

    /** Result of a decompression: the bytes and a note when a tolerated defect was found (else null). */
    record Decoded(byte[] bytes, String tolerated) {}

    static byte[] compress(Compression c, byte[] raw) throws IOException {
        switch (c) {
            case NONE:
                return raw;
            case ZLIB: {
                // the calling thread's deflater, reset: zlib's state (some 256 KiB of native memory, set up and cleared)
                // and the output buffers were made again for every chunk; a reset stream writes the same bytes
                Deflater d = DEFLATER.get();
                d.reset();
                d.setInput(raw);
                d.finish();
                byte[][] held = DEFLATED.get();
                byte[] buf = held[0];
                int n = 0;
                while (!d.finished()) {
                    if (n == buf.length) held[0] = buf = java.util.Arrays.copyOf(buf, buf.length * 2);
                    n += d.deflate(buf, n, buf.length - n);
                }
                d.setInput(NOTHING); // the input is not kept alive by the thread's deflater
                return java.util.Arrays.copyOf(buf, n);
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
                // lz4-java's defaults (64 KiB blocks, XXHash32 seed 0x9747b28c), through its pure Java "safe" classes: its
                // default factories load a native library or call sun.misc.Unsafe, and JDK 24 and later print warnings
                // for either on the user's console
                try (LZ4BlockOutputStream lz = new LZ4BlockOutputStream(out, LZ4_BLOCK, LZ4Factory.safeInstance().fastCompressor(),
                        XXHashFactory.safeInstance().newStreamingHash32(LZ4_SEED).asChecksum(), false)) {
                    lz.write(raw);
                }
                return out.toByteArray();
            }
            default:
                throw new IOException("cannot write compression " + c);
        }
    }

    /** As {@link #decompress(Compression, byte[], int, int, long)} with the chunk NBT limit ({@link NbtLimits#chunkNbtBytes()}). */
    static Decoded decompress(Compression c, byte[] data, int off, int len) throws IOException {
        return decompress(c, data, off, len, NbtLimits.chunkNbtBytes());
    }

    /**
     * Decompresses a payload, producing at most {@code limit} bytes.
     *
     * @throws DecompressedSizeException when the payload inflates (or, for NONE, is) larger than {@code limit}
     * @throws IOException               when the data is not a complete, valid stream of compression {@code c}
     */
    static Decoded decompress(Compression c, byte[] data, int off, int len, long limit) throws IOException {
        switch (c) {
            case NONE:
                if (len > limit) throw new DecompressedSizeException(limit, WHAT);
                return new Decoded(java.util.Arrays.copyOfRange(data, off, off + len), null);
            case ZLIB:
                return inflateZlib(data, off, len, limit);
            case GZIP:
                return new Decoded(readAll(new GZIPInputStream(new ByteArrayInputStream(data, off, len)), len, limit), null);
            case LZ4:
                return inflateLz4(data, off, len, limit);
            default:
                throw new IOException("cannot decompress " + c);
        }
    }

    /** What the limit of {@link #decompress} protects, for its message. */
    private static final String WHAT = "chunk NBT";

    /**
     * Reads lz4-java block framing ({@code LZ4Block} magic, token, little-endian lengths, xxhash checksum per
     * block). Tolerated, as the game tolerates it (it stops reading at the end of the NBT): a stream that ends at
     * a block boundary without the empty end block; other servers write those. A stream cut inside a block is an
     * error.
     */
    static Decoded inflateLz4(byte[] data, int off, int len, long limit) throws IOException {
        LZ4BlockInputStream in = LZ4BlockInputStream.newBuilder().withStopOnEmptyBlock(false).withDecompressor(LZ4Factory.safeInstance().safeDecompressor())
                .withChecksum(XXHashFactory.safeInstance().newStreamingHash32(LZ4_SEED).asChecksum()).build(new ByteArrayInputStream(data, off, len));
        byte[] out = readAll(in, len, limit);
        boolean endMark = len >= 21 && new String(data, off + len - 21, 8, java.nio.charset.StandardCharsets.ISO_8859_1).equals("LZ4Block");
        for (int i = off + len - 12; endMark && i < off + len; i++) endMark = data[i] == 0;
        return new Decoded(out, endMark ? null : "LZ4 stream lacks its end block (written by another program than the game); the blocks present are complete");
    }

    private static byte[] readAll(InputStream in, int compressedLength, long limit) throws IOException {
        try (in) {
            return BoundedBuffer.readAll(in, limit, firstBlock(compressedLength), WHAT);
        }
    }

    /** First output block for a payload of {@code len} compressed bytes: NBT usually inflates 4 to 8 times. */
    private static int firstBlock(int len) {
        return (int) Math.min(Math.max(1024L, len * 4L), 1 << 20);
    }

    /**
     * Inflates a zlib stream. Strict about the deflate data (a stream that does not reach its final block is an
     * error) and about the Adler-32 trailer when it is present. Tolerated: a trailer cut short (some region
     * writers stored a length one byte short of the stream, dropping the last checksum byte; the game never
     * checks the trailer and reads those chunks), provided the bytes that remain agree with the checksum
     * computed from the output. The tolerance is reported in {@link Decoded#tolerated()}.
     */
    static Decoded inflateZlib(byte[] data, int off, int len, long limit) throws IOException {
        if (len < 2) throw new IOException("zlib stream of " + len + " bytes has no header");
        int cmf = data[off] & 0xFF;
        int flg = data[off + 1] & 0xFF;
        if ((cmf & 0x0F) != 8 || ((cmf << 8) | flg) % 31 != 0) throw new IOException("not a zlib stream (header " + Integer.toHexString(cmf) + " " + Integer.toHexString(flg) + ")");
        if ((flg & 0x20) != 0) throw new IOException("zlib stream asks for a preset dictionary");
        Inflater inf = new Inflater(true);
        try {
            inf.setInput(data, off + 2, len - 2);
            BoundedBuffer out = new BoundedBuffer(limit, firstBlock(len), WHAT);
            while (!inf.finished()) {
                byte[] block = out.block();
                int got = inf.inflate(block, out.position(), out.free());
                out.advance(got);
                if (got == 0 && (inf.needsInput() || inf.needsDictionary())) {
                    throw new IOException("zlib stream is truncated: its compressed data ends before its last block (" + len + " bytes, " + out.size() + " inflated)");
                }
            }
            int remaining = inf.getRemaining();
            Adler32 adler = new Adler32();
            List<byte[]> blocks = out.blocks();
            for (int b = 0; b < blocks.size(); b++) adler.update(blocks.get(b), 0, b == blocks.size() - 1 ? out.position() : blocks.get(b).length);
            long sum = adler.getValue();
            int trailerStart = off + len - remaining;
            int have = Math.min(remaining, 4);
            for (int i = 0; i < have; i++) {
                int expected = (int) (sum >>> (24 - 8 * i)) & 0xFF;
                if ((data[trailerStart + i] & 0xFF) != expected) throw new IOException("zlib Adler-32 checksum mismatch");
            }
            byte[] result = out.toByteArray();
            return new Decoded(result, have < 4 ? "zlib stream lacks " + (4 - have) + " byte(s) of its Adler-32 trailer (length field too short); the bytes present match" : null);
        } catch (DataFormatException e) {
            throw new IOException("corrupt zlib data: " + e.getMessage(), e);
        } finally {
            inf.end();
        }
    }
}
