package dev.strata.engine.sched;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.charset.StandardCharsets;
import dev.strata.regionio.region.RegionFile;

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
 *
 * <p>The chunk's records in the dimension's {@code entities/} and {@code poi/} files, when there are any, are saved the
 * same way under {@code <folder>/entities/} and {@code <folder>/poi/} ({@link #saveRecord}): the run replaces the
 * entities record with the regenerated chunk's (or removes it) and removes the poi record ({@link ChunkRecords}).
 * The first save into a folder also writes {@value #README} there, saying what the files hold and how to put one back.
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
        readme(folder);
        copy(region, cx, cz, folder);
    }

    /** The copy itself, into {@code folder} (created if needed). */
    private static void copy(Path region, int cx, int cz, Path folder) throws IOException {
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

    /**
     * Saves chunk (cx, cz)'s record in the {@code records} folder ({@link ChunkRecords#ENTITIES} or
     * {@link ChunkRecords#POI}) beside {@code regionFolder}, if that folder's file holds one, as
     * {@code <folder>/<records>/r.X.Z.mca.c.<cx>.<cz>.bin}.
     *
     * @return whether there was a record to save
     * @throws IOException when the records file or the record's bytes cannot be read, or the copy cannot be written
     */
    static boolean saveRecord(Path regionFolder, String records, int cx, int cz, Path folder) throws IOException {
        Path file = ChunkRecords.file(regionFolder, records, cx >> 5, cz >> 5);
        if (!Files.isRegularFile(file) || Files.size(file) == 0) return false;
        try (RegionFile f = RegionFile.openReadOnly(file)) {
            if (f.location(cx, cz) == 0) return false;
        }
        Files.createDirectories(folder);
        readme(folder);
        copy(file, cx, cz, folder.resolve(records));
        return true;
    }

    /** The file that explains a salvage folder. */
    static final String README = "README.txt";

    private static void readme(Path folder) throws IOException {
        Path file = folder.resolve(README);
        if (Files.exists(file)) return;
        String text = """
                Saved by strata generate --repair (or --force) before it regenerated chunks it could not read.

                r.X.Z.mca.c.CX.CZ.bin: the stored bytes of chunk (CX, CZ) of the region file r.X.Z.mca, exactly as
                they were in the file: the sectors of the chunk's header entry, that is a 4-byte big-endian length,
                one compression byte (1 gzip, 2 zlib, 3 none, 4 lz4; plus 128 when the payload was in a separate
                file, copied here as r.X.Z.mca.c.CX.CZ.mcc), the compressed chunk NBT, then padding to 4096 bytes.
                The chunk could not be read, so some of these bytes are damaged; a tool that reads damaged data may
                still recover part of it (skip the first 5 bytes and decompress what follows).
                entities/: the same for the chunk's record in the dimension's entities/ file, which the run replaced
                with the regenerated chunk's entities (or removed).
                poi/: the same for the chunk's record in the dimension's poi/ file (its points of interest: beds,
                workstations, portals...), which the run removed; the game rebuilds it from the new chunk's blocks.

                To put one back (the server stopped, a copy of the region file kept): append the .bin file's bytes to
                the region file at a multiple of 4096 bytes (pad the file with zero bytes first), and set the chunk's
                4-byte header entry, at byte 4 * ((CX & 31) + 32 * (CZ & 31)) of the file, to
                (start of the appended bytes / 4096) * 256 + (length of the .bin file / 4096), big-endian.
                """;
        write(file, text.getBytes(StandardCharsets.UTF_8));
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
