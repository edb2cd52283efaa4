package dev.strata.engine.checkpoint;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/** Whole-file replacement that never leaves a torn file: temp file, fsync, atomic rename, fsync of the folder. */
final class AtomicFiles {
    static final String TMP_SUFFIX = ".tmp";

    private AtomicFiles() {}

    /** Replaces {@code target} by {@code data}; the temp file is {@code target + ".tmp"} (callers serialize per target). */
    static void write(Path target, byte[] data) throws IOException {
        Path tmp = target.resolveSibling(target.getFileName() + TMP_SUFFIX);
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE)) {
            ByteBuffer buf = ByteBuffer.wrap(data);
            while (buf.hasRemaining()) ch.write(buf);
            ch.force(true);
        }
        try {
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.deleteIfExists(tmp);
            throw new IOException("the file system of " + target + " cannot rename atomically", e);
        }
        syncDirectory(target.getParent());
    }

    /** Makes a rename durable; a no-op where folders cannot be opened (Windows). */
    static void syncDirectory(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // not supported on this platform; the rename itself is still atomic
        }
    }
}
