package dev.strata.regionio.region;

import dev.strata.regionio.DecompressedSizeException;
import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.nbt.NbtLimits;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The files beside a region file that hold oversized chunks ({@code c.<x>.<z>.mcc}), and the pending files a
 * compression-changing write of such a chunk goes through ({@code c.<x>.<z>.mcc.<type>.pending}; the scheme and its
 * invariant are described on {@code RegionFile.store}).
 */
final class ExternalFiles {
    private ExternalFiles() {}

    /** The compression id a chunk's header stub names when the chunk is external, else -1. */
    @FunctionalInterface
    interface StubType {
        int of(int chunkX, int chunkZ) throws IOException;
    }

    /**
     * Where a compression-changing write keeps a chunk's new external payload until its header switch is on disk:
     * {@code c.<chunkX>.<chunkZ>.mcc.<type id>.pending} (see the comment on {@code store}).
     */
    static Path pendingPath(Path region, int chunkX, int chunkZ, Compression compression) {
        return region.resolveSibling("c." + chunkX + "." + chunkZ + ".mcc." + compression.id() + ".pending");
    }

    static void writeForced(Path file, byte[] content) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer buf = ByteBuffer.wrap(content);
            while (buf.hasRemaining()) ch.write(buf);
            ch.force(true);
        }
    }

    private static final Pattern PENDING = Pattern.compile("c\\.(-?\\d+)\\.(-?\\d+)\\.mcc\\.(\\d+)\\.pending");

    /**
     * On a writable open: finishes or undoes the compression-changing external writes a crash interrupted. A
     * pending file whose chunk's stub names its compression while the .mcc does not decode with it was committed
     * (the header switch happened): it is renamed over the .mcc. Any other pending file is left over from before
     * the commit (or superseded by a later writer such as the game) and deleted.
     */
    static void finishInterrupted(Path region, int regionX, int regionZ, StubType stubs) throws IOException {
        Path dir = region.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) return;
        boolean changed = false;
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, "c.*.mcc.*.pending")) {
            for (Path p : s) {
                Matcher m = PENDING.matcher(p.getFileName().toString());
                if (!m.matches()) continue;
                int cx, cz, type;
                try {
                    cx = Integer.parseInt(m.group(1));
                    cz = Integer.parseInt(m.group(2));
                    type = Integer.parseInt(m.group(3));
                } catch (NumberFormatException e) {
                    continue;
                }
                if (Math.floorDiv(cx, 32) != regionX || Math.floorDiv(cz, 32) != regionZ) continue;
                Compression c = Compression.byId(type);
                int stub = stubs.of(cx, cz);
                Path mcc = region.resolveSibling("c." + cx + "." + cz + ".mcc");
                boolean committed = c != null && c != Compression.CUSTOM && stub == type && decodeOrNull(c, readPayloadOrNull(mcc)) == null
                        && decodeOrNull(c, readPayloadOrNull(p)) != null;
                if (committed) {
                    Files.move(p, mcc, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } else {
                    Files.deleteIfExists(p);
                }
                changed = true;
            }
        }
        if (changed) NbtIO.forceDirectory(dir);
    }

    static byte[] readIfExists(Path file) throws IOException {
        try {
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    /**
     * Most bytes an external payload may hold: compressed data of at most {@code limit} bytes of NBT is never much
     * larger than the NBT itself (deflate and LZ4 add well under 1/64 on incompressible data, plus their headers).
     */
    static long maxStoredBytes(long limit) {
        return limit + limit / 64 + 65536;
    }

    /**
     * Reads a chunk's external payload ({@code .mcc} or pending file), or returns null when it does not exist.
     *
     * @throws DecompressedSizeException when the file is larger than any payload within the chunk NBT limit
     *                                   ({@link #maxStoredBytes}); nothing of it is read then
     */
    static byte[] readPayload(Path file) throws IOException {
        long limit = NbtLimits.chunkNbtBytes();
        long size;
        try {
            size = Files.size(file);
        } catch (NoSuchFileException e) {
            return null;
        }
        if (size > maxStoredBytes(limit)) throw new DecompressedSizeException(limit, "chunk NBT (the file alone is " + size + " bytes)");
        return readIfExists(file);
    }

    /** {@link #readPayload}, or null as well when the file is too large to be a payload. */
    static byte[] readPayloadOrNull(Path file) throws IOException {
        try {
            return readPayload(file);
        } catch (DecompressedSizeException e) {
            return null;
        }
    }

    /**
     * The decompressed payload, or null when {@code data} is null or is not a stream of compression {@code c}.
     * Uncompressed chunk NBT always starts with a compound tag (type 10), which no compressed format does.
     */
    static Codec.Decoded decodeOrNull(Compression c, byte[] data) {
        if (data == null) return null;
        if (c == Compression.NONE && (data.length == 0 || data[0] != 10)) return null;
        try {
            return Codec.decompress(c, data, 0, data.length);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
