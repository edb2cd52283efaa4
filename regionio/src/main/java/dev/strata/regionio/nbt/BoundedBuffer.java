package dev.strata.regionio.nbt;

import dev.strata.regionio.DecompressedSizeException;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Collects decompressed bytes up to a limit: {@link #advance} throws {@link DecompressedSizeException} as soon as
 * more than {@code limit} bytes were produced, and the space it hands out never reaches far past the limit, so
 * inflating anything costs at most about {@code limit} bytes (twice the size for {@link #toByteArray} of data
 * under it). Blocks grow from the first size given up to 8 MiB and are never copied while filling.
 *
 * <p>Use: write up to {@link #free()} bytes into {@link #block()} from {@link #position()}, then {@link #advance}.
 */
public final class BoundedBuffer {
    private static final int MAX_BLOCK = 8 << 20;
    private final long limit;
    private final String what;
    private final List<byte[]> full = new ArrayList<>();
    private byte[] block;
    private int pos;
    private long total;

    /**
     * @param limit        most bytes accepted
     * @param firstBlock   size of the first block (an estimate of the output; it is clamped to the limit + 1)
     * @param what         what is inflated, for the message, e.g. "chunk NBT"
     */
    public BoundedBuffer(long limit, int firstBlock, String what) {
        this.limit = limit;
        this.what = what;
        this.block = new byte[(int) Math.min(Math.max(firstBlock, 1024), limit + 1)];
    }

    /** The block to write into; has at least one free byte. */
    public byte[] block() {
        if (pos == block.length) {
            full.add(block);
            long room = limit + 1 - total;
            block = new byte[(int) Math.max(1, Math.min(Math.min((long) block.length * 2, MAX_BLOCK), room))];
            pos = 0;
        }
        return block;
    }

    /** Where in {@link #block()} the next byte goes. */
    public int position() {
        return pos;
    }

    /** Free bytes in {@link #block()} after {@link #position()} (call {@link #block()} first). */
    public int free() {
        return block.length - pos;
    }

    /** Records {@code n} bytes written into the block; throws once more than the limit were produced. */
    public void advance(int n) throws DecompressedSizeException {
        pos += n;
        total += n;
        if (total > limit) throw new DecompressedSizeException(limit, what);
    }

    /** Bytes collected so far. */
    public long size() {
        return total;
    }

    /** The blocks in order, the last one holding {@link #position()} bytes (for checksums without a copy). */
    public List<byte[]> blocks() {
        List<byte[]> all = new ArrayList<>(full);
        all.add(block);
        return all;
    }

    /** All bytes collected, in one array of exactly {@link #size()} bytes. */
    public byte[] toByteArray() {
        byte[] out = new byte[(int) total];
        int at = 0;
        for (byte[] b : full) {
            System.arraycopy(b, 0, out, at, b.length);
            at += b.length;
        }
        System.arraycopy(block, 0, out, at, pos);
        return out;
    }

    /**
     * Reads a stream to its end, at most {@code limit} bytes.
     *
     * @throws DecompressedSizeException when the stream holds more than {@code limit} bytes
     */
    public static byte[] readAll(InputStream in, long limit, int firstBlock, String what) throws IOException {
        BoundedBuffer out = new BoundedBuffer(limit, firstBlock, what);
        while (true) {
            byte[] b = out.block();
            int n = in.read(b, out.position(), out.free());
            if (n < 0) return out.toByteArray();
            out.advance(n);
        }
    }
}
