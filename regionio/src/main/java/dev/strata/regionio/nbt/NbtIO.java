package dev.strata.regionio.nbt;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * Binary NBT in and out of byte arrays and files. adventure-nbt parses; writing is {@link NbtWriter}'s, which
 * emits compound keys in sorted order so output bytes do not depend on {@code HashMap} iteration order (which
 * differs between JDK 17 and 19+ for the same content).
 *
 * <p>Never uses the default {@code BinaryTagIO.reader()}: it refuses input past about 128 KiB of tracked size,
 * and real chunks are larger (pinned by a test). Byte arrays are read with {@code BinaryTagIO.reader(limit)},
 * the limit being {@value #LIMIT_FACTOR} times the input size plus 1 MiB: no genuine NBT comes near it, while a
 * damaged array length (say 2^31 - 1 ints) fails before anything is allocated instead of exhausting the heap,
 * which {@link BinaryTagIO#unlimitedReader()} would do. Streams of unknown length use the unlimited reader.
 * Any failure of the parser,
 * including the runtime exceptions it throws on malformed input (negative lengths, unknown tag ids), becomes an
 * {@link IOException} whose message says what went wrong; the root tag must be a compound (its name is ignored
 * and written back empty, as the game does).
 */
public final class NbtIO {
    private NbtIO() {}

    /** Parses uncompressed NBT (a named root compound). */
    public static CompoundBinaryTag read(byte[] bytes) throws IOException {
        return parse(new ByteArrayInputStream(bytes), BinaryTagIO.reader(LIMIT_FACTOR * bytes.length + (1L << 20)));
    }

    /** Tracked-size limit per input byte for {@link #read(byte[])}. */
    public static final long LIMIT_FACTOR = 32;

    /** Parses uncompressed NBT from a stream. */
    public static CompoundBinaryTag read(InputStream in) throws IOException {
        return parse(in, BinaryTagIO.unlimitedReader());
    }

    private static CompoundBinaryTag parse(InputStream in, BinaryTagIO.Reader reader) throws IOException {
        try {
            return reader.read((java.io.DataInput) new DataInputStream(in));
        } catch (java.io.EOFException e) {
            throw new IOException("NBT is truncated (unexpected end of data)", e);
        } catch (IOException e) {
            throw new IOException("malformed NBT: " + e.getMessage(), e);
        } catch (RuntimeException | OutOfMemoryError e) {
            // malformed input makes adventure-nbt fail with IllegalArgumentException, NegativeArraySizeException...
            throw new IOException("malformed NBT: " + e, e);
        }
    }

    /** Serializes a root compound with an empty name, uncompressed, compound keys sorted ({@link NbtWriter}). */
    public static byte[] write(CompoundBinaryTag tag) throws IOException {
        NbtWriter w = new NbtWriter(16384);
        w.writeRoot(tag);
        return w.toByteArray();
    }

    /** As {@link #write(CompoundBinaryTag)}, to a stream (flushed, not closed). */
    public static void write(CompoundBinaryTag tag, OutputStream out) throws IOException {
        NbtWriter w = new NbtWriter(16384);
        w.writeRoot(tag);
        w.writeTo(out);
        out.flush();
    }

    /** Reads a gzip-compressed NBT file such as {@code level.dat}. */
    public static CompoundBinaryTag readGzipFile(Path file) throws IOException {
        byte[] raw = Files.readAllBytes(file);
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(raw))) {
            return read(in.readAllBytes());
        } catch (IOException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Writes a gzip-compressed NBT file atomically: to {@code <name>.tmp} beside it, forced to disk, then moved over
     * the target, so a crash leaves either the old or the new file.
     */
    public static void writeGzipFileAtomically(CompoundBinaryTag tag, Path file) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(bytes)) {
            write(tag, gz);
        }
        writeAtomically(file, bytes.toByteArray());
    }

    /** Writes bytes to {@code file} through a forced temporary file and an atomic move. */
    public static void writeAtomically(Path file, byte[] content) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            java.nio.ByteBuffer buf = java.nio.ByteBuffer.wrap(content);
            while (buf.hasRemaining()) ch.write(buf);
            ch.force(true);
        }
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        forceDirectory(file.toAbsolutePath().getParent());
    }

    /** Best effort: makes a rename in {@code dir} durable (works on Linux; ignored where directories cannot be opened). */
    public static void forceDirectory(Path dir) {
        if (dir == null) return;
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | UnsupportedOperationException ignored) {
            // not supported on this platform; the rename itself is still atomic
        }
    }
}
