package dev.strata.engine.sched;

import dev.strata.regionio.region.RegionFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;

/**
 * The rule a features (or light) run applies to chunks already in the world before it writes anything: it writes
 * into the neighbours of every chunk it decorates, and cannot yet continue chunks already on disk (its own earlier
 * run's included), so every chunk of the area and of the ring around it must be absent, or handled by this run
 * (done, or held by its journal); {@code --force} lets the area's own chunks be regenerated, never the ring's.
 * Shared by the run ({@link DecorationJob}) and {@code generate --dry-run}, so the two always agree.
 */
public final class ExistingChunks {
    private ExistingChunks() {}

    /**
     * The first chunk that breaks the rule, as a message naming it and what to do, or null when none does.
     *
     * @param inPlan whether a chunk is in the area
     * @param handled chunks this run has written or holds (they are not in the way)
     * @param regionFolder the dimension's region folder
     * @param replaceExisting {@code --force}: the area's own chunks may be replaced
     * @throws IOException when a region file cannot be read (a read failure is never "absent")
     */
    public static String firstConflict(List<RegionWork> regions, BiPredicate<Integer, Integer> inPlan, GenerateJob.DoneFilter handled,
            Path regionFolder, boolean replaceExisting) throws IOException {
        Map<Long, RegionFile> open = new HashMap<>();
        try {
            for (RegionWork r : regions) {
                for (int k = 0; k < r.size(); k++) {
                    int x = r.chunkXs()[k], z = r.chunkZs()[k];
                    for (int dz = -1; dz <= 1; dz++) {
                        for (int dx = -1; dx <= 1; dx++) {
                            int cx = x + dx, cz = z + dz;
                            boolean planned = inPlan.test(cx, cz);
                            if ((dx != 0 || dz != 0) && planned) continue; // checked as a planned chunk itself
                            if (handled.isDone(cx, cz)) continue;
                            if (!present(open, regionFolder, cx, cz)) continue;
                            if (planned && replaceExisting) continue;
                            return "chunk " + cx + " " + cz + (planned ? " of the area" : " next to the area")
                                    + " is already in " + regionFolder + " (an earlier run, Strata's or the game's, wrote it). "
                                    + "Generating to features writes into the neighbours of every chunk, and Strata cannot yet continue "
                                    + "chunks already in the world, its own earlier features run's included: a features or light run needs "
                                    + "its area and the ring around it empty, so a second run must not touch the first one's area or ring"
                                    + (planned ? " (--force regenerates the area's chunks, but not a ring chunk already there)"
                                    : "; --force does not help: chunks outside the area are never replaced (to generate this area again, "
                                    + "remove its chunks and the ring of chunks around it first, e.g. from a backup)")
                                    + ". Nothing was written.";
                        }
                    }
                }
            }
            return null;
        } finally {
            for (RegionFile f : open.values()) f.close();
        }
    }

    private static boolean present(Map<Long, RegionFile> open, Path folder, int cx, int cz) throws IOException {
        long rk = ((long) (cx >> 5) << 32) | ((cz >> 5) & 0xFFFFFFFFL);
        RegionFile f = open.get(rk);
        if (f == null) {
            Path p = folder.resolve("r." + (cx >> 5) + "." + (cz >> 5) + ".mca");
            if (!Files.exists(p)) return false;
            f = RegionFile.openReadOnly(p);
            open.put(rk, f);
        }
        return f.location(cx, cz) != 0;
    }
}
