package dev.strata.regionio;

import java.nio.file.Path;

/**
 * A gzip-compressed NBT file such as {@code level.dat} or {@code world_gen_settings.dat} was read from disk but its
 * content cannot be used: it is not gzip, its compressed data is damaged or cut short, it inflates past
 * {@link dev.strata.regionio.nbt.NbtLimits#FILE_NBT_BYTES}, or the NBT inside is truncated or malformed. Failures
 * of the file system itself (a missing file, denied access) are other {@link java.io.IOException}s.
 *
 * <p>The message names the file and says what is wrong.
 */
public class NbtFileException extends java.io.IOException {
    private static final long serialVersionUID = 1L;
    private final transient Path file;

    /**
     * @param file  the file read
     * @param what  the problem in words, e.g. "not gzip data (it does not start with the gzip magic bytes)"
     * @param cause the underlying exception, or null
     */
    public NbtFileException(Path file, String what, Throwable cause) {
        super(file + ": " + what, cause);
        this.file = file;
    }

    /** The file that was read. */
    public Path file() {
        return file;
    }
}
