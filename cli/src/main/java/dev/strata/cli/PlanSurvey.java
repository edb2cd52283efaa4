package dev.strata.cli;

import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.plan.RegionTask;
import dev.strata.engine.sched.GenerateJob;
import dev.strata.regionio.ChunkReadException;
import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.RegionFormatException;
import dev.strata.regionio.UnsupportedWorldException;
import dev.strata.regionio.region.RegionFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What the region headers say about a plan's chunks before anything is generated: how many already exist, and which
 * can certainly not be read (a header entry pointing into the header or past the end of the file, or a file too
 * short to hold a header). Reads the 8 KiB header of each existing region file of the plan, and for a dry run every
 * present chunk too: a run finds deeper damage (a payload that does not decompress, malformed NBT) when it reads the
 * chunk, and regenerates it under {@code --repair} or stops the region without it, so a dry run that only read the
 * headers would count a chunk fewer to write than the run writes (walkthrough finding). A run surveys the headers
 * only, since it reads every chunk anyway.
 */
final class PlanSurvey {
    /** How many unreadable chunks a message lists before "and N more". */
    static final int LISTED = 10;

    /** A planned chunk (or a whole region file, {@code wholeFile}) that cannot be read. */
    record Unreadable(Path file, int chunkX, int chunkZ, boolean wholeFile, String problem) {
        @Override
        public String toString() {
            return wholeFile ? file + ": " + problem : file + " chunk (" + chunkX + ", " + chunkZ + "): " + problem;
        }
    }

    /** Planned chunks whose header entry is not empty (unreadable ones included). */
    long present;
    final List<Unreadable> unreadable = new ArrayList<>();

    /**
     * Surveys the plan's regions in {@code regionFolder} (absent files hold no chunks).
     *
     * @param readChunks whether to read each present chunk whose header entry is sound, as the run will (a dry run):
     *                   one that cannot be read, for the reasons the run counts as unreadable, is listed
     * @throws IOException any other failure to read (never taken for an unreadable chunk)
     */
    static PlanSurvey of(Path regionFolder, RegionPlan plan, boolean readChunks) throws IOException {
        PlanSurvey s = new PlanSurvey();
        for (int i = 0; i < plan.regionCount(); i++) {
            RegionTask t = plan.region(i);
            Path p = regionFolder.resolve("r." + t.regionX() + "." + t.regionZ() + ".mca");
            if (!Files.isRegularFile(p) || Files.size(p) == 0) continue;
            long sectors = (Files.size(p) + RegionFile.SECTOR_BYTES - 1) / RegionFile.SECTOR_BYTES;
            RegionFile f;
            try {
                f = RegionFile.openReadOnly(p);
            } catch (IOException e) {
                s.unreadable.add(new Unreadable(p, 0, 0, true, ConvertCommand.describe(e)));
                continue;
            }
            try (f) {
                for (long c : t.chunks()) {
                    int cx = ChunkPos.x(c), cz = ChunkPos.z(c);
                    int loc = f.location(cx, cz);
                    if (loc == 0) continue;
                    s.present++;
                    String problem = headerProblem(loc, sectors);
                    if (problem == null && readChunks) problem = payloadProblem(f, cx, cz);
                    if (problem != null) s.unreadable.add(new Unreadable(p, cx, cz, false, problem));
                }
            }
        }
        return s;
    }

    /**
     * Why the run could not read chunk (cx, cz) of {@code f}, or null when it reads: the exceptions the run counts as
     * an unreadable chunk (GenerateJob's read problems), in words without the file and chunk.
     */
    private static String payloadProblem(RegionFile f, int cx, int cz) throws IOException {
        try {
            f.read(cx, cz);
            return null;
        } catch (ChunkReadException e) {
            return e.what();
        } catch (RegionFormatException | NbtFormatException | UnsupportedWorldException e) {
            return ConvertCommand.describe(e);
        }
    }

    /** What is wrong with a header entry, in {@link RegionFile}'s words, or null when it may be read. */
    static String headerProblem(int loc, long fileSectors) {
        int offset = loc >>> 8, count = loc & 0xFF;
        if (offset < 2) return "sector offset " + offset + " points into the header";
        if (count == 0) return "sector count is 0 at offset " + offset;
        if (offset >= fileSectors) {
            return "sectors " + offset + ".." + (offset + count - 1) + " lie past the end of the file (" + fileSectors + " sectors)";
        }
        return null;
    }

    /** What a run says after regions were left untouched because a chunk in them could not be read. */
    static final String FAILED_REGIONS_ADVICE = "Those regions were left untouched: Strata never replaces chunks it cannot read "
            + "on its own. --repair regenerates only the unreadable chunks, after saving their stored bytes in "
            + "<world>/strata-salvage/, and keeps every readable one. (--force regenerates every chunk of the area, replacing "
            + "whatever was there: copy the region files named above elsewhere first if you may want to recover their data.)";

    /** Adds another dimension's survey to this one. */
    void add(PlanSurvey other) {
        present += other.present;
        unreadable.addAll(other.unreadable);
    }

    /**
     * The dry run's lines about chunks already on disk. They count as the run decides: without --force every chunk
     * present is kept, whatever its status or version, except the 26.2 proto chunks below the target that a run past
     * carvers continues ({@code continued}, written again at the target step; the run reports them by kind).
     */
    void printDryRun(PrintWriter out, GenerateJob.Existing mode, long continued, ChunkStep target) {
        out.printf("already in the world: %d of the planned chunks (from the region headers; %s)%n", present,
                mode == GenerateJob.Existing.REPLACE ? "--force regenerates them"
                        : continued == 0 ? "kept as they are"
                        : continued == present ? (present == 1 ? "a proto chunk below " : "proto chunks below ") + target.status()
                                + ", continued from the step " + (present == 1 ? "it is" : "they are") + " at and written again"
                        : continued + " of them proto chunks below " + target.status() + ", continued from the step they are at and "
                                + "written again; the rest kept as they are");
        if (!unreadable.isEmpty()) {
            out.printf("unreadable: %s; %s:%s%n", Words.count(unreadable.size(), "planned chunk"), anyWholeFile()
                    ? "a run would stop before writing anything (exit 3): a region file that cannot be opened is never replaced"
                    : switch (mode) {
                        case REPLACE -> "--force would replace them";
                        case REPAIR -> "--repair would save their bytes and regenerate them";
                        case KEEP -> "a run would stop before writing anything (exit 3)";
                    }, list());
        }
    }

    /**
     * Before anything is written: refuses to run over unreadable chunks without {@code --force} (and over a region
     * file that cannot be opened at all, which --force cannot write into), naming each and saying what to do.
     *
     * @throws StrataCliException exit 3, when the run must not start
     */
    void checkBeforeRun(GenerateJob.Existing mode, PrintWriter err, boolean quiet) {
        if (unreadable.isEmpty()) return;
        String files = String.join(", ", files().stream().map(p -> p.getFileName().toString()).toList());
        if (anyWholeFile()) {
            throw new StrataCliException(ExitCodes.BAD_INPUT, Words.count(files().size(), "region file") + " of the area cannot be read, so nothing was generated:"
                    + list() + "\nA region file that cannot be opened is never replaced: move it out of the region folder (keep it "
                    + "if you may want to recover its data) and run again; the area's chunks in it are then generated anew.");
        }
        if (mode == GenerateJob.Existing.KEEP) {
            throw new StrataCliException(ExitCodes.BAD_INPUT, Words.count(unreadable.size(), "planned chunk") + " cannot be read, so nothing was "
                    + "generated:" + list() + "\nStrata never replaces chunks it cannot read on its own. To regenerate only "
                    + "them, run again with --repair: their stored bytes are saved in <world>/strata-salvage/ first, every "
                    + "readable chunk is kept. (--force regenerates every chunk of the area, replacing whatever is there: "
                    + "copy " + files + " elsewhere first if you may want to recover their data.) Or choose an area without them.");
        }
        if (!quiet) {
            err.println("note: " + (mode == GenerateJob.Existing.REPAIR ? "--repair" : "--force") + ": " + Words.count(unreadable.size(), "unreadable chunk")
                    + " will be regenerated, replacing what was there:" + list());
        }
    }

    /** Whether some region file cannot be opened at all (--force cannot write into it). */
    boolean anyWholeFile() {
        return unreadable.stream().anyMatch(Unreadable::wholeFile);
    }

    /** The unreadable chunks, one per line, at most {@value #LISTED}. */
    String list() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(LISTED, unreadable.size()); i++) sb.append("\n  ").append(unreadable.get(i));
        if (unreadable.size() > LISTED) sb.append("\n  and ").append(unreadable.size() - LISTED).append(" more");
        return sb.toString();
    }

    /** The files holding unreadable chunks. */
    Set<Path> files() {
        Set<Path> files = new LinkedHashSet<>();
        for (Unreadable u : unreadable) files.add(u.file());
        return files;
    }
}
