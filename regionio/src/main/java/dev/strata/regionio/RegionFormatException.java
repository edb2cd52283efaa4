package dev.strata.regionio;

import java.nio.file.Path;

/**
 * A region file is unusable as a whole: its header is cut short (a non-empty file under 8 KiB), its name does not
 * give region coordinates, or it is otherwise not an Anvil region file. The message names the file and the cause.
 * A zero-length file is not an error: the game leaves those, and they are valid empty regions.
 */
public class RegionFormatException extends java.io.IOException {
    private static final long serialVersionUID = 1L;
    private final transient Path file;

    /**
     * @param file the region file
     * @param what the cause in words
     */
    public RegionFormatException(Path file, String what) {
        super(file + ": " + what);
        this.file = file;
    }

    /** The region file. */
    public Path file() {
        return file;
    }
}
