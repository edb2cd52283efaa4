package dev.strata.engine.sched;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Saves the stored bytes of an unreadable chunk before {@code generate --repair} replaces it, so whatever can still be
 * recovered from them (by hand, or by a tool that reads damaged data) is not lost.
 *
 * <p>For chunk (cx, cz) of {@code r.X.Z.mca} it writes {@code <folder>/r.X.Z.mca.c.<cx>.<cz>.bin}: the region file's
 * bytes from the entry's first sector, as many sectors as the header's count says or, when that count is 0, as many
 * as the payload's own 4-byte length field covers — cut at the end of the file. An external payload
 * ({@code c.<cx>.<cz>.mcc} beside the region file) is copied too. Files are forced to disk before the chunk is
 * replaced. Header layout: the Anvil format (4-byte big-endian location entries, offset in sectors of 4096 bytes in
 * the top 24 bits, count in the low 8).
 */
final class Salvage {
    private static final int SECTOR = 4096;
    /** At most what one header entry can address (a count byte), when the count is 0 and the length field decides. */
    private static final long MAX_SECTORS = 256;

    private Salvage() {}

    /**
     * @throws IOException when the bytes cannot be read or the copy cannot be written (the chunk is then not replaced)
     */
    static void save(Path region, int cx, int cz, Path folder) throws IOException {
        Files.createDirectories(folder);
        String base = region.getFileName() + ".c." + cx + "." + cz;
        try (FileChannel in = FileChannel.open(region, StandardOpenOption.READ)) {
            long size = in.size();
            ByteBuffer entry = ByteBuffer.allocate(4);
            in.read(entry, 4L * ((cz & 31) * 32 + (cx & 31)));
            int loc = entry.flip().remaining() == 4 ? entry.getInt() : 0;
            long start = (long) (loc >>> 8) * SECTOR;
            long length = (long) (loc & 0xFF) * SECTOR;
            if (length == 0 && start + 4 <= size) {
                ByteBuffer len = ByteBuffer.allocate(4);
                in.read(len, start);
                length = Math.min(MAX_SECTORS * SECTOR, Math.max(0, len.flip().getInt()) + 4L);
            }
            long end = Math.min(size, start + length);
            byte[] bytes = new byte[(int) Math.max(0, Math.min(Integer.MAX_VALUE - 8, end - start))];
            ByteBuffer buf = ByteBuffer.wrap(bytes);
            while (buf.hasRemaining() && in.read(buf, start + buf.position()) > 0) {
                // read until the end of the entry
            }
            write(folder.resolve(base + ".bin"), bytes);
        }
        Path external = region.resolveSibling("c." + cx + "." + cz + ".mcc");
        if (Files.isRegularFile(external)) {
            Path copy = folder.resolve(region.getFileName() + "." + external.getFileName());
            Files.copy(external, copy, StandardCopyOption.REPLACE_EXISTING);
            try (FileChannel ch = FileChannel.open(copy, StandardOpenOption.WRITE)) {
                ch.force(true);
            }
        }
    }

    private static void write(Path file, byte[] bytes) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE)) {
            ByteBuffer b = ByteBuffer.wrap(bytes);
            while (b.hasRemaining()) ch.write(b);
            ch.force(true);
        }
    }
}
