package dev.strata.engine.sched;

import dev.strata.regionio.region.RegionFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The records a dimension keeps per chunk beside {@code region/}, in region files of the same names, for chunks a run
 * writes over existing ones ({@code --force}, {@code --repair}):
 *
 * <ul>
 *   <li>{@value #ENTITIES} (game: {@code EntityStorage}): the game loads a chunk's entities from there once the chunk
 *       is full, beside those its own generation made, so a record left from the chunk a run replaced would put the old
 *       chunk's entities into the new one. A chunk written at full gets its new record (or none), one written below
 *       full over an existing chunk none (a proto chunk keeps its entities in its own NBT).</li>
 *   <li>{@value #POI} (game: {@code PoiManager}, a {@code SectionStorage} of 16-block sections): when the game loads a
 *       chunk, each section's points of interest (beds, workstations, bells, portals, beehives...) are rebuilt from the
 *       blocks only when the section has no stored record, or a record marked not valid
 *       ({@code PoiManager.checkConsistencyWithBlocks}, {@code PoiSection.refresh}, read in the decompiled 26.x code).
 *       A valid record left from the chunk a run replaced would keep the old chunk's points listed and leave the new
 *       chunk's out of that section. So the record of every chunk written over goes, at any status: the game then
 *       builds it from the new chunk's blocks, as for a chunk it never saw.</li>
 * </ul>
 */
final class ChunkRecords {
    /** The entities folder beside {@code region/}. */
    static final String ENTITIES = "entities";
    /** The points-of-interest folder beside {@code region/}. */
    static final String POI = "poi";

    private ChunkRecords() {}

    /** The file of region (rx, rz) in {@code folder} ({@link #ENTITIES} or {@link #POI}) beside {@code regionFolder}. */
    static Path file(Path regionFolder, String folder, int rx, int rz) {
        return regionFolder.resolveSibling(folder).resolve("r." + rx + "." + rz + ".mca");
    }

    /**
     * Deletes from {@code folder}'s file of region (rx, rz) the records of the chunks {@code xs[j], zs[j]} with
     * {@code which[j]} (all in that region), forced to disk before this returns (a crash after it cannot bring them
     * back beside the new chunks).
     *
     * @return how many records there were
     * @throws IOException when the file cannot be read or written, naming it
     */
    static int delete(Path regionFolder, String folder, int rx, int rz, int[] xs, int[] zs, boolean[] which) throws IOException {
        Path path = file(regionFolder, folder, rx, rz);
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
