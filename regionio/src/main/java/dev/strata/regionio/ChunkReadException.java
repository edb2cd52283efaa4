package dev.strata.regionio;

import java.nio.file.Path;

/**
 * A chunk is present in a region file (its header entry is not empty) but cannot be read: its sectors lie outside
 * the file, its length field is impossible, its compression is unknown or its compressed data is damaged, or its
 * NBT is truncated or malformed. Never means "absent": an absent chunk is a normal result, not an exception.
 *
 * <p>The message names the file, the chunk's absolute chunk coordinates (x, z) and the cause.
 */
public class ChunkReadException extends java.io.IOException {
    private static final long serialVersionUID = 1L;
    private final transient Path file;
    private final int chunkX;
    private final int chunkZ;
    private final String what;

    /**
     * @param file   the region file (or .mcc file) read
     * @param chunkX absolute chunk x (block x / 16)
     * @param chunkZ absolute chunk z (block z / 16)
     * @param what   the cause in words, e.g. "sectors 40..44 lie past the end of the file (38 sectors)"
     * @param cause  the underlying exception, or null
     */
    public ChunkReadException(Path file, int chunkX, int chunkZ, String what, Throwable cause) {
        super(file + ": chunk (" + chunkX + ", " + chunkZ + "): " + what, cause);
        this.file = file;
        this.chunkX = chunkX;
        this.chunkZ = chunkZ;
        this.what = what;
    }

    /** The cause in words, without the file and chunk (for a message that names them itself). */
    public String what() {
        return what;
    }

    /** The file that was read. */
    public Path file() {
        return file;
    }

    /** Absolute chunk x of the unreadable chunk. */
    public int chunkX() {
        return chunkX;
    }

    /** Absolute chunk z of the unreadable chunk. */
    public int chunkZ() {
        return chunkZ;
    }
}
