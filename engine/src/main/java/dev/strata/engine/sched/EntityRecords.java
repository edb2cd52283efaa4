package dev.strata.engine.sched;

import dev.strata.regionio.region.RegionFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The records of a dimension's {@code entities/} region files for chunks a run writes over existing ones. The game
 * loads a chunk's entities from that file once the chunk is full, beside those its own generation made: a record left
 * from the chunk a run replaced would put the old chunk's entities into the new one. So a chunk written at full gets its
 * new record (or none), and one written below full over an existing chunk none (a proto chunk keeps its entities in
 * its own NBT).
 */
final class EntityRecords {
    private EntityRecords() {}

    /** The entities file of region (rx, rz) beside {@code regionFolder}. */
    static Path file(Path regionFolder, int rx, int rz) {
        return regionFolder.resolveSibling("entities").resolve("r." + rx + "." + rz + ".mca");
    }

    /**
     * Deletes the records of the chunks {@code xs[j], zs[j]} with {@code which[j]} (all in region (rx, rz)), forced to
     * disk before this returns (a crash after it cannot bring them back beside the new chunks).
     *
     * @return how many records there were
     * @throws IOException when the entities file cannot be read or written, naming it
     */
    static int delete(Path regionFolder, int rx, int rz, int[] xs, int[] zs, boolean[] which) throws IOException {
        Path path = file(regionFolder, rx, rz);
        boolean any = false;
        for (boolean w : which) any |= w;
        if (!any || !Files.isRegularFile(path) || Files.size(path) == 0) return 0;
        int n = 0;
        try (RegionFile f = RegionFile.open(path)) {
            for (int j = 0; j < xs.length; j++) {
                if (which[j] && f.location(xs[j], zs[j]) != 0) {
                    f.delete(xs[j], zs[j]);
                    n++;
                }
            }
        } // close forces the header
        return n;
    }
}
