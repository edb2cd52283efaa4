package dev.strata.regionio.region;

import java.nio.file.Path;
import java.util.List;

/**
 * What {@link RegionFile#scan()} found: how many chunks the header lists, and every problem in chunk order
 * (z-major, then x, as the header stores them), whole-file problems first.
 *
 * @param file          the region file
 * @param presentChunks chunks whose header entry is not empty
 * @param readableChunks present chunks that decompress and parse as NBT
 * @param problems      every problem, never null
 */
public record RegionScan(Path file, int presentChunks, int readableChunks, List<RegionProblem> problems) {

    /** Number of problems of severity ERROR. */
    public long errorCount() {
        return problems.stream().filter(p -> p.severity() == RegionProblem.Severity.ERROR).count();
    }
}
