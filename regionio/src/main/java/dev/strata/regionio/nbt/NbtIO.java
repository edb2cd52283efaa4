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
import dev.strata.regionio.DecompressedSizeException;
import dev.strata.regionio.NbtFileException;
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
 * which {@link BinaryTagIO#unlimitedReader()} would do. Streams are read into memory first, up to a limit
 * ({@link NbtLimits}), and every parse is preceded by the game's reckoning of its size ({@link NbtAccounting}).
 * Any failure of the parser,
 * including the runtime exceptions it throws on malformed input (negative lengths, unknown tag ids), becomes an
 * {@link IOException} whose message says what went wrong; the root tag must be a compound (its name is ignored
 * and written back empty, as the game does).
 */
public final class NbtIO {
    private NbtIO() {}

    /**
     * Parses uncompressed NBT (a named root compound).
     *
     * @throws DecompressedSizeException when the parsed NBT would take more than {@link NbtLimits#parsedNbtBytes()}
     *                                   bytes as the game counts them (checked before anything is built)
     * @throws IOException               when the NBT is truncated or malformed
     */
    public static CompoundBinaryTag read(byte[] bytes) throws IOException {
        NbtAccounting.check(bytes, NbtLimits.parsedNbtBytes());
        return parse(new ByteArrayInputStream(bytes), BinaryTagIO.reader(LIMIT_FACTOR * bytes.length + (1L << 20)));
    }

    /** Tracked-size limit per input byte for {@link #read(byte[])}. */
    public static final long LIMIT_FACTOR = 32;

    /**
     * Parses uncompressed NBT from a stream, reading at most {@link NbtLimits#fileNbtBytes()} bytes of it (then as
     * {@link #read(byte[])}).
     *
     * @throws DecompressedSizeException when the stream holds more, or the NBT would take more once parsed
     */
    public static CompoundBinaryTag read(InputStream in) throws IOException {
        return read(BoundedBuffer.readAll(in, NbtLimits.fileNbtBytes(), 65536, "NBT read from a stream"));
    }

    private static CompoundBinaryTag parse(InputStream in, BinaryTagIO.Reader reader) throws IOException {
        try {
            return reader.read((java.io.DataInput) new DataInputStream(in));
        } catch (java.io.EOFException e) {
            throw new IOException("NBT is truncated (unexpected end of data)", e);
        } catch (IOException e) {
            throw new IOException("malformed NBT: " + describe(e), e);
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
            // malformed input makes adventure-nbt fail with IllegalArgumentException, NegativeArraySizeException...
            throw new IOException("malformed NBT: " + describe(e), e);
        }
    }

    /**
     * A parser failure in words: adventure-nbt reports an unknown tag id as an IllegalArgumentException whose
     * message is the id alone, and some failures carry no message at all.
     */
    private static String describe(Throwable e) {
        String m = e.getMessage();
        if (m == null || m.isBlank()) return e.getClass().getSimpleName();
        if (e instanceof IllegalArgumentException && m.trim().matches("-?\\d+")) return "unknown tag type " + m.trim();
        if (e instanceof IOException) return m;
        return m + " (" + e.getClass().getSimpleName() + ")";
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

    /**
     * Reads a gzip-compressed NBT file such as {@code level.dat}, inflating at most {@link NbtLimits#fileNbtBytes()}
     * bytes (the game's quota for these files). Memory stays within that limit whatever the file holds.
     *
     * @throws NbtFileException when the content is unusable: empty, not gzip, damaged or cut-short gzip data, more
     *                          than the limit once inflated, or truncated or malformed NBT (the message names the file)
     * @throws IOException      for file system failures, e.g. {@link java.nio.file.NoSuchFileException}
     */
    public static CompoundBinaryTag readGzipFile(Path file) throws IOException {
        return readGzipFile(file, NbtLimits.fileNbtBytes());
    }

    /** As {@link #readGzipFile(Path)}, with an explicit limit in bytes for the inflated NBT. */
    public static CompoundBinaryTag readGzipFile(Path file, long limit) throws IOException {
        if (Files.isDirectory(file)) throw new NbtFileException(file, "is a folder, not a gzip-compressed NBT file", null);
        byte[] raw;
        try (InputStream in = new java.io.BufferedInputStream(Files.newInputStream(file), 65536)) {
            if (Files.size(file) == 0) throw new NbtFileException(file, "is empty (0 bytes), not gzip-compressed NBT", null);
            try (InputStream gz = new GZIPInputStream(in, 65536)) {
                raw = BoundedBuffer.readAll(gz, limit, 65536, "this file's NBT (the game's quota for level.dat and saved data)");
            }
        } catch (DecompressedSizeException e) {
            throw new NbtFileException(file, e.getMessage(), e);
        } catch (java.util.zip.ZipException e) {
            String m = String.valueOf(e.getMessage());
            throw new NbtFileException(file, m.contains("GZIP format") ? "not gzip-compressed NBT (no gzip header)" : "damaged gzip data (" + m + ")", e);
        } catch (java.io.EOFException e) {
            throw new NbtFileException(file, "gzip data is cut short (the file ends inside the compressed stream)", e);
        }
        try {
            return read(raw);
        } catch (IOException e) {
            throw new NbtFileException(file, e.getMessage(), e);
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

    /** What {@link #writeAtomically(Path, ContentWriter)} streams into the file. */
    @FunctionalInterface
    public interface ContentWriter {
        /** Writes the whole content to {@code out} (buffered; closing it only flushes). */
        void write(java.io.OutputStream out) throws IOException;
    }

    /**
     * As {@link #writeAtomically(Path, byte[])}, the content streamed into the temporary file as {@code writer} makes
     * it, so a large file (a decoration journal: a snapshot of every chunk in memory) is never held whole in memory.
     * When {@code writer} throws, {@code file} is left as it was.
     */
    public static void writeAtomically(Path file, ContentWriter writer) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            java.io.OutputStream buffered = new java.io.BufferedOutputStream(java.nio.channels.Channels.newOutputStream(ch), 1 << 16);
            writer.write(new java.io.FilterOutputStream(buffered) {
                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    out.write(b, off, len);
                }

                @Override
                public void close() throws IOException {
                    flush();
                }
            });
            buffered.flush();
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
