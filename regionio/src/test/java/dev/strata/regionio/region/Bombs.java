package dev.strata.regionio.region;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.GZIPOutputStream;
import net.jpountz.lz4.LZ4BlockOutputStream;

/**
 * Small compressed inputs that inflate to a given size ("decompression bombs"), made by streaming zeros through a
 * compressor: nothing of the inflated size is ever held in memory.
 */
public final class Bombs {
    private Bombs() {}

    /** {@code inflated} zero bytes, compressed as {@code c} (ZLIB, GZIP or LZ4). */
    public static byte[] zeros(Compression c, long inflated) throws IOException {
        return zeros(c, new byte[0], inflated, new byte[0]);
    }

    /**
     * NBT of a root compound holding a list {@code l} of {@code n} empty compounds, compressed as {@code c}: about
     * {@code n} bytes of NBT (one zero byte per element), over a hundred times that once parsed.
     */
    public static byte[] emptyCompounds(Compression c, int n) throws IOException {
        byte[] head = {10, 0, 0, 9, 0, 1, 'l', 10, (byte) (n >>> 24), (byte) (n >>> 16), (byte) (n >>> 8), (byte) n};
        return zeros(c, head, n, new byte[] {0});
    }

    /** {@code head}, {@code inflated} zero bytes and {@code tail}, compressed as {@code c}. */
    public static byte[] zeros(Compression c, byte[] head, long inflated, byte[] tail) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (OutputStream out = switch (c) {
            case ZLIB -> new DeflaterOutputStream(bytes, new Deflater(Deflater.DEFAULT_COMPRESSION), 65536);
            case GZIP -> new GZIPOutputStream(bytes, 65536);
            case LZ4 -> new LZ4BlockOutputStream(bytes, 1 << 20);
            default -> throw new IllegalArgumentException(c.name());
        }) {
            out.write(head);
            byte[] zero = new byte[1 << 20];
            for (long left = inflated; left > 0; left -= zero.length) out.write(zero, 0, (int) Math.min(zero.length, left));
            out.write(tail);
        }
        return bytes.toByteArray();
    }

    /** A gzip file of {@code inflated} zero bytes, as a {@code level.dat} bomb. */
    public static void gzipFile(Path file, long inflated) throws IOException {
        Files.write(file, zeros(Compression.GZIP, inflated));
    }

    /** A region file whose chunk (0, 0) is a {@code c} payload inflating to {@code inflated} bytes, stored inline. */
    public static void region(Path file, Compression c, long inflated) throws IOException {
        try (RegionFile r = RegionFile.open(file)) {
            r.writeBatch(new int[] {0}, new int[] {0}, new byte[][] {zeros(c, inflated)}, c, 1);
        }
    }

    /**
     * A region file whose chunk (0, 0) is external: a zlib stub in the region and {@code c.0.0.mcc} holding
     * {@code mcc} (written as given).
     */
    public static void externalRegion(Path file, byte[] mcc) throws IOException {
        try (RegionFile r = RegionFile.open(file)) {
            r.writeBatch(new int[] {0}, new int[] {0}, new byte[][] {Compression.ZLIB.compress(new byte[] {10, 0, 0, 0})}, Compression.ZLIB, 1);
        }
        // turn the inline payload into a stub: length 1, type zlib | 128 (the external bit)
        try (var ch = java.nio.channels.FileChannel.open(file, java.nio.file.StandardOpenOption.WRITE)) {
            java.nio.ByteBuffer stub = java.nio.ByteBuffer.allocate(5).putInt(1).put((byte) (Compression.ZLIB.id() | 0x80));
            stub.flip();
            ch.write(stub, 2L * RegionFile.SECTOR_BYTES);
        }
        Files.write(file.resolveSibling("c.0.0.mcc"), mcc);
    }
}
