package dev.strata.engine.sched;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.InflaterInputStream;
import net.jpountz.lz4.LZ4BlockInputStream;
import net.jpountz.lz4.LZ4BlockOutputStream;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.xxhash.XXHashFactory;

/**
 * The compression around a decoration journal's records ({@link DecorationJob}): lz4-java's block stream (frames of up
 * to 64 KiB, each starting with the magic {@code LZ4Block} and carrying an XXHash32 of its bytes), through the pure
 * Java LZ4 and XXHash implementations as {@link SpillStore} uses (lz4-java's "safe" ones: its faster Java ones call
 * {@code sun.misc.Unsafe}, which JDK 24 and later warn about on the console). Journals written before 2026-12-02 are
 * a zlib stream (level 1); {@link #in} tells the two apart by the first bytes and reads both.
 *
 * <p>Why LZ4: until session 16 a journal held a snapshot of every chunk kept in memory and was rewritten at each
 * region's end, so its compression ran once more per generated chunk; at zlib level 1 it took about 9% of a run's CPU
 * to {@code full} (JFR, 2026-12-02), several times what LZ4 takes for the same bytes. A journal now names kept chunks
 * by their entries in the {@link SpillStore} and holds snapshots only of final chunks read from disk.
 */
final class JournalStreams {
    private static final byte[] LZ4_MAGIC = "LZ4Block".getBytes(StandardCharsets.US_ASCII);
    private static final int BLOCK = 1 << 16;
    private static final int CHECKSUM_SEED = 0x9747b28c;

    private JournalStreams() {}

    /** A stream compressing into {@code out}; closing it finishes the last frame and closes {@code out}. */
    static DataOutputStream out(OutputStream out) {
        return new DataOutputStream(new LZ4BlockOutputStream(out, BLOCK, LZ4Factory.safeInstance().fastCompressor(),
                XXHashFactory.safeInstance().newStreamingHash32(CHECKSUM_SEED).asChecksum(), false));
    }

    /**
     * The records of a journal's bytes, LZ4 or (older journals) zlib. A damaged frame or a checksum that does not match
     * is an {@link IOException} when read.
     */
    static DataInputStream in(byte[] raw) throws IOException {
        ByteArrayInputStream bytes = new ByteArrayInputStream(raw);
        if (raw.length >= LZ4_MAGIC.length && Arrays.equals(raw, 0, LZ4_MAGIC.length, LZ4_MAGIC, 0, LZ4_MAGIC.length)) {
            return new DataInputStream(LZ4BlockInputStream.newBuilder().withDecompressor(LZ4Factory.safeInstance().safeDecompressor())
                    .withChecksum(XXHashFactory.safeInstance().newStreamingHash32(CHECKSUM_SEED).asChecksum()).withStopOnEmptyBlock(false).build(bytes));
        }
        return new DataInputStream(new InflaterInputStream(bytes));
    }
}
