package dev.strata.regionio.region;

import java.nio.file.Path;

/**
 * One problem found by {@link RegionFile#scan()}.
 *
 * @param file      the region file
 * @param chunkX    absolute chunk x, meaningful unless {@code wholeFile}
 * @param chunkZ    absolute chunk z, meaningful unless {@code wholeFile}
 * @param wholeFile whether the problem concerns the file rather than one chunk
 * @param severity  {@link Severity#ERROR}: the chunk cannot be read; {@link Severity#WARNING}: readable, but odd
 * @param message   the problem in words
 */
public record RegionProblem(Path file, int chunkX, int chunkZ, boolean wholeFile, Severity severity, String message) {

    /** How bad a problem is. */
    public enum Severity {
        /** Readable, but not as the game writes it (tolerated defect, misplaced chunk, unaligned file size). */
        WARNING,
        /** The chunk (or file) cannot be read. */
        ERROR
    }

    @Override
    public String toString() {
        return severity + " " + (wholeFile ? file.toString() : file + " chunk (" + chunkX + ", " + chunkZ + ")") + ": " + message;
    }
}
