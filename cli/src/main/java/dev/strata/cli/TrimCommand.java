package dev.strata.cli;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.regionio.WorldInUseException;
import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RawChunk;
import dev.strata.regionio.RegionFormatException;
import dev.strata.regionio.region.RegionFile;
import dev.strata.regionio.region.RegionFileName;
import dev.strata.regionio.world.Dimension;
import dev.strata.regionio.world.SessionLock;
import dev.strata.regionio.world.WorldLayout;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code strata trim}: deletes a dimension's chunks outside an area (or inside it, {@code --inside}), from its
 * chunk, entity and point-of-interest region files alike, so the game generates them anew when players reach them.
 *
 * <p>Safety, region by region:
 * <ul>
 *   <li>Every chunk to delete is read (decompressed) first. A chunk that cannot be read is never deleted: it is
 *       reported with its file and coordinates and stays as it is (exit {@link ExitCodes#BAD_INPUT}), and so do its
 *       entities and points of interest (the chunk files are trimmed first).
 *   <li>A region that keeps some chunks is rewritten with {@link ConvertCommand#rewrite}: the kept chunks, each in
 *       its own compression, go to a new file beside it, every one is read back and compared, the file is forced to
 *       disk and renamed over the old one in one atomic step. A crash leaves the old region or the new one, never a
 *       half-trimmed one. The kept chunks' NBT is the same byte for byte.
 *   <li>A region whose every chunk goes is deleted (one atomic step), then its chunks' {@code .mcc} files.
 *   <li>A region holding an unreadable chunk cannot be rewritten without losing that chunk's stored bytes, so its
 *       readable chunks to delete are removed in place, each by emptying its header entry (a single crash-safe
 *       write); the file keeps its size.
 * </ul>
 * {@code --dry-run} reads and counts the same way and writes nothing. A trim that would delete more than 90% of the
 * dimension's chunks needs {@code --yes} (checked from the region headers before anything is changed). The game's lock ({@code session.lock}) is held
 * for the whole run; a world in use is refused (exit {@link ExitCodes#CONFLICT}).
 */
@Command(name = "trim", mixinStandardHelpOptions = true, sortOptions = false, usageHelpAutoWidth = true,
        header = "Delete the chunks outside (or inside) an area, so the game generates them anew.",
        descriptionHeading = "%n",
        description = {
            "Deletes the chunks of one dimension whose center lies outside the area (--inside: inside it), from the "
                + "dimension's chunk, entity and point-of-interest region files. The area options are those of generate: "
                + "--center with --radius, --corners or --worldborder, and --shape (blocks; suffixes c, r, k; decimals).",
            "",
            "Nothing is lost by accident: every chunk to delete is read first, and one that cannot be read is kept and "
                + "reported (exit 3). A region that keeps chunks is rewritten into a new file, verified chunk by chunk and "
                + "renamed over the old one in one step, so a crash leaves the old region or the new one; the kept chunks "
                + "stay byte for byte. A region holding an unreadable chunk is trimmed in place instead (each deletion a "
                + "single safe write). The world must not be open in the game or a server (session.lock).",
            "",
            "A trim that would delete more than 90%% of the dimension's chunks is refused (exit 2) unless --yes is given: "
                + "such an area is more often a mistake; --dry-run lists, per region file, the chunks that would go."},
        footerHeading = "%n",
        footer = {"Examples:",
            "  strata trim --world ~/srv/world --worldborder --dry-run",
            "  strata trim --world ~/srv/world --radius 5k --shape circle",
            "  strata trim --world ~/srv/world --dimension the_nether \\",
            "      --corners -500,-500,500,500",
            "  strata trim --world ~/srv/world --center 2k,0 --radius 300 --inside",
            "",
            "Exit codes: 0 done, 2 usage, 3 some chunk or region could not be read (kept as it was), 4 a missing file or folder "
                + "or another file system error, 5 the world is in use, 70 internal error."})
final class TrimCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--world", required = true, paramLabel = "<dir>", description = "World folder.")
    Path world;

    @Option(names = "--dimension", paramLabel = "<dim>", defaultValue = "overworld", completionCandidates = Choices.OneDimension.class,
            description = "overworld, the_nether, the_end or a namespaced dimension. Default: ${DEFAULT-VALUE}.")
    String dimension;

    @Mixin
    PlanOptions area;

    @Option(names = "--inside", description = "Delete the chunks inside the area instead of those outside it.")
    boolean inside;

    @Option(names = "--dry-run", description = "Count, per region file, the chunks that would be deleted and kept; write nothing.")
    boolean dryRun;

    @Option(names = "--yes", description = "Confirm a trim that deletes more than 90%% of the dimension's chunks (refused "
            + "without it: such an area is more often a mistake, e.g. a center or radius in the wrong unit).")
    boolean yes;

    /** The share of a dimension's chunks above which a trim needs {@code --yes}: 90%. */
    static final double CONFIRM_SHARE = 0.9;

    /**
     * Chunks deleted and kept, counted apart for the terrain files ({@code [1]}, region/: the chunks, the number the
     * per-file lines and the --yes check count) and for the entities and poi files ({@code [0]}: the records of those
     * chunks); the walkthrough found one sum of both printed beside the terrain's own count.
     */
    private final long[] deleted = new long[2], kept = new long[2];
    private long unreadable, regionsRemoved, regionsRewritten, regionsInPlace, regionsFailed;
    private final List<String> problems = new ArrayList<>();
    /**
     * Chunks (packed) whose terrain could not be read, or whose region file could not be opened (a region key in
     * {@link #unreadableRegions}): their entities and points of interest stay too, as the chunk itself does.
     */
    private final java.util.Set<Long> unreadableChunks = new java.util.HashSet<>(), unreadableRegions = new java.util.HashSet<>();

    @Override
    public Integer call() throws Exception {
        area.validate(null);
        ResourceId dim;
        try {
            dim = GeneratorOptions.parseDimension(dimension);
        } catch (IllegalArgumentException e) {
            throw new StrataCliException(ExitCodes.USAGE, "--dimension: " + e.getMessage());
        }
        if (!area.anyArea()) {
            throw new StrataCliException(ExitCodes.USAGE, "trim needs an area: --radius (with --center, --shape), --corners or "
                    + "--worldborder; the chunks outside it are deleted (--inside: those inside)");
        }
        WorldFolder.require(world, true);
        // the game's world lock for the whole run; a dry run writes nothing, but refuses a world in use all the same
        if (dryRun && SessionLock.isHeld(world)) throw new WorldInUseException(world.resolve(SessionLock.FILE));
        try (SessionLock lock = dryRun ? null : SessionLock.acquire(world)) {
            return InterruptNotice.during(spec.commandLine().getErr(), dryRun ? "a dry run changes nothing; nothing was changed."
                    : "every region trimmed so far is complete (rewritten whole, or its chunks deleted one by one); a region "
                    + "being replaced is finished or undone when trim or convert runs again; run the same command again to finish.",
                    () -> run(dim));
        }
    }

    private int run(ResourceId dim) throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        RegionPlan plan = area.selection(world, dim);
        Dimension d = Dimension.parse(dim.toString());
        boolean any = false;
        // every file name first, before anything is changed: a name without region coordinates that fit
        // (r.99999999999.0.mca) is reported and left alone, and the run does not depend on reaching it
        java.util.Map<WorldLayout.Kind, List<Path>> named = new java.util.EnumMap<>(WorldLayout.Kind.class);
        for (WorldLayout.Kind kind : WorldLayout.Kind.values()) {
            List<Path> files = WorldLayout.regionFiles(WorldLayout.folderForReading(world, d, kind));
            any |= !files.isEmpty();
            List<Path> good = new ArrayList<>();
            for (Path f : files) {
                try {
                    RegionFileName.of(f);
                    good.add(f);
                } catch (RegionFormatException e) {
                    regionsFailed++;
                    problems.add(e.getMessage() + "; left as it is");
                }
            }
            named.put(kind, good);
        }
        if (!dryRun && !yes) confirmShare(named.get(WorldLayout.Kind.REGION), plan, dim);
        for (WorldLayout.Kind kind : WorldLayout.Kind.values()) {
            Path folder = WorldLayout.folderForReading(world, d, kind);
            List<Path> files = named.get(kind);
            if (files.isEmpty()) continue;
            if (!dryRun) for (String line : ConvertCommand.recoverInterrupted(folder)) err.println(line);
            for (Path f : files) trim(f, plan, kind == WorldLayout.Kind.REGION, out);
            if (!dryRun) {
                try {
                    Files.deleteIfExists(ConvertCommand.tmpRoot(files.get(0)));
                } catch (IOException e) {
                    // not empty (a verified copy kept after a failed replace): the next run finishes it
                }
            }
        }
        if (!any) throw new StrataCliException(ExitCodes.BAD_INPUT, world + ": no region files for " + dim);
        for (String p : problems) err.println("strata: " + p);
        err.flush();
        String records = deleted[0] + kept[0] == 0 ? "" : String.format(java.util.Locale.ROOT, "; and %d of their entities and poi "
                + "records, kept %d", deleted[0], kept[0]);
        out.printf("%s %d chunks %s the area of %s, kept %d%s: %d region files %s, %d %s, %d trimmed in place%s%n",
                dryRun ? "would delete" : "deleted", deleted[1], inside ? "inside" : "outside", dim, kept[1], records, regionsRemoved,
                dryRun ? "would go" : "removed", regionsRewritten, dryRun ? "would be rewritten" : "rewritten", regionsInPlace,
                unreadable + regionsFailed > 0 ? "; " + unreadable + " unreadable chunks and " + regionsFailed
                    + " region files kept as they were" : "");
        out.flush();
        return unreadable + regionsFailed > 0 ? ExitCodes.BAD_INPUT : ExitCodes.OK;
    }

    /**
     * Refuses, before anything is changed, a trim that would delete more than {@link #CONFIRM_SHARE} of the chunks the
     * dimension's region files list, unless {@code --yes}: counted from the region headers (a file that cannot be
     * opened is left to the run, which reports it).
     */
    private void confirmShare(List<Path> regions, RegionPlan plan, ResourceId dim) throws IOException {
        long present = 0, going = 0;
        for (Path f : regions) {
            if (Files.size(f) == 0) continue;
            try (RegionFile r = RegionFile.openReadOnly(f)) {
                for (int[] c : r.chunks()) {
                    present++;
                    if (plan.contains(c[0], c[1]) == inside) going++;
                }
            } catch (IOException e) {
                // reported by the run itself, which keeps the file as it is
            }
        }
        if (present > 0 && going > CONFIRM_SHARE * present) {
            throw new StrataCliException(ExitCodes.USAGE, String.format(java.util.Locale.ROOT,
                    "this trim would delete %d of the %d chunks of %s (%.1f%%), more than %d%%: check the area (--dry-run lists, "
                            + "per region file, the chunks that would go), then add --yes", going, present, dim,
                    100.0 * going / present, Math.round(CONFIRM_SHARE * 100)));
        }
    }

    private boolean goes(RegionPlan plan, int cx, int cz) {
        return plan.contains(cx, cz) == inside && !unreadableChunks.contains(ChunkPos.pack(cx, cz))
                && !unreadableRegions.contains(ChunkPos.pack(cx >> 5, cz >> 5));
    }

    /** @param terrain whether {@code file} holds chunks (not entities or points of interest) */
    private void trim(Path file, RegionPlan plan, boolean terrain, PrintWriter out) throws IOException {
        if (Files.size(file) == 0) return;
        List<int[]> keep = new ArrayList<>(), drop = new ArrayList<>();
        List<byte[]> payloads = new ArrayList<>();
        List<Compression> compressions = new ArrayList<>();
        int bad = 0, present;
        try (RegionFile r = RegionFile.openReadOnly(file)) {
            List<int[]> chunks = r.chunks();
            present = chunks.size();
            boolean anyGoes = false;
            for (int[] c : chunks) anyGoes |= goes(plan, c[0], c[1]);
            if (!anyGoes) {
                kept[terrain ? 1 : 0] += present;
                if (dryRun) out.printf("%s: 0 of %d chunks would be deleted, %d kept%n", world.relativize(file), present, present);
                return;
            }
            for (int[] c : chunks) {
                boolean go = goes(plan, c[0], c[1]);
                try {
                    Optional<RawChunk> raw = r.readRaw(c[0], c[1]);
                    if (raw.isEmpty()) continue;
                    (go ? drop : keep).add(c);
                    if (!go) {
                        payloads.add(raw.get().nbt());
                        compressions.add(raw.get().compression());
                    }
                } catch (IOException e) {
                    if (terrain) unreadableChunks.add(ChunkPos.pack(c[0], c[1]));
                    bad++;
                    problems.add(file + " chunk " + c[0] + "," + c[1] + ": cannot be read, kept as it is"
                            + (go ? " (it lies where chunks are deleted)" : "") + ": " + ConvertCommand.describe(e));
                }
            }
        } catch (IOException e) {
            if (terrain) {
                RegionFileName rc = RegionFileName.parse(file.getFileName().toString()).orElseThrow(); // checked in run
                unreadableRegions.add(ChunkPos.pack(rc.regionX(), rc.regionZ()));
            }
            regionsFailed++;
            problems.add(file + ": cannot be read as a region file, left as it is: " + ConvertCommand.describe(e));
            return;
        }
        unreadable += bad;
        if (dryRun) {
            out.printf("%s: %d of %d chunks would be deleted, %d kept%s%n", world.relativize(file), drop.size(), present,
                    keep.size() + bad, bad > 0 ? " (" + bad + " unreadable)" : "");
            countRegion(terrain, drop.size(), keep.size() + bad, bad);
            return;
        }
        if (drop.isEmpty()) {
            kept[terrain ? 1 : 0] += keep.size() + bad;
            return;
        }
        if (bad > 0) {
            // the unreadable chunks' stored bytes cannot be copied into a new file: delete in place, one entry at a time
            try (RegionFile rf = RegionFile.open(file)) {
                for (int[] c : drop) rf.delete(c[0], c[1]);
                rf.flush();
            }
        } else if (keep.isEmpty()) {
            Files.delete(file);
            NbtIO.forceDirectory(file.getParent());
            for (int[] c : drop) Files.deleteIfExists(file.resolveSibling("c." + c[0] + "." + c[1] + ".mcc"));
        } else {
            ConvertCommand.RewriteProblem problem = ConvertCommand.rewrite(file, file, keep, payloads, compressions);
            if (problem != null) {
                regionsFailed++;
                kept[terrain ? 1 : 0] += present;
                problems.add(problem.message());
                return;
            }
            // the new region no longer names the deleted chunks: their external payloads go
            for (int[] c : drop) Files.deleteIfExists(file.resolveSibling("c." + c[0] + "." + c[1] + ".mcc"));
        }
        countRegion(terrain, drop.size(), keep.size() + bad, bad);
    }

    private void countRegion(boolean terrain, int dropped, int stays, int bad) {
        deleted[terrain ? 1 : 0] += dropped;
        kept[terrain ? 1 : 0] += stays;
        if (dropped == 0) return;
        if (bad > 0) regionsInPlace++;
        else if (stays == 0) regionsRemoved++;
        else regionsRewritten++;
    }
}
