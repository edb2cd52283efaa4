package dev.strata.cli;

import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.sched.GenerateJob;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The totals of a {@code generate} run over its dimensions, and the summary printed when it ends: what was generated
 * (or decorated) and written, in what wall and CPU time, and the lines that explain what the run left as it was or to
 * the game (continued, kept, left to the game, the area's edge and ring, restored, repaired, entities and poi records,
 * regions not done, where a stopped run stands). Its clocks start when it is made, just before the first dimension
 * runs.
 */
final class RunSummary {
    private final long cpuStart = processCpuNanos();
    private final long wallStart = System.nanoTime();
    private long generated, skipped, written, leftToGame, continued, continuedAfresh, areaWritten, writtenAgain;
    private boolean adviseWiderPlan = true;
    /** The stopped dimension's counts, those of --status; null when no dimension stopped. */
    private String stoppedAt;
    private long keptComplete, keptBelow, keptOther, restored, repaired, repairedAtCarvers;
    private long entitiesRemoved, entitiesSaved, poiRemoved, poiSaved;
    private long unplaceableStarts, leftForStarts, unreadableForStarts;
    private String firstUnplaceable;
    private int regionsWritten;
    private final List<String> failures = new ArrayList<>();
    private boolean stopped;

    /** Adds one dimension's stored structure starts Strata could not place, the area chunks left to the game for them, and why. */
    void addUnplaceableStarts(long starts, long chunks, List<String> why, long unreadableAround) {
        unreadableForStarts += unreadableAround;
        unplaceableStarts += starts;
        leftForStarts += chunks;
        if (firstUnplaceable == null && !why.isEmpty()) firstUnplaceable = why.get(0);
    }

    /** Adds what one dimension's job did, and the regions its checkpoint saw written. */
    void add(GenerateJob.Result r, int regions) {
        generated += r.generated();
        skipped += r.skipped();
        leftToGame += r.leftToGame();
        continued += r.continued();
        continuedAfresh += r.kept().afresh();
        keptComplete += r.kept().complete();
        keptBelow += r.kept().belowTarget();
        keptOther += r.kept().otherVersion();
        restored += r.kept().restored();
        repaired += r.kept().repaired();
        written += r.written();
        regionsWritten += regions;
        failures.addAll(r.failures());
        stopped |= r.stopped();
    }

    /**
     * Adds what a dimension wrote of its area ({@code area} chunks new in the checkpoint) and, for a resumed decoration
     * run, how many chunks it wrote again from its journal that the stopped run had written already.
     */
    void addWritten(long area, long again) {
        areaWritten += area;
        writtenAgain += again;
    }

    /** Adds the entities records a dimension's job removed, and those it saved beside the salvaged chunks. */
    void addEntities(long removed, long saved) {
        entitiesRemoved += removed;
        entitiesSaved += saved;
    }

    /** Adds the poi records a dimension's job removed, and those it saved beside the salvaged chunks. */
    void addPoi(long removed, long saved) {
        poiRemoved += removed;
        poiSaved += saved;
    }

    /** Adds the unreadable chunks a decoration job regenerated to carvers only, for the game to finish. */
    void addRepairedAtCarvers(long n) {
        repairedAtCarvers += n;
    }

    /** The line saying where the stopped dimension stands, as --status counts it. */
    void stoppedAt(String line) {
        stoppedAt = line;
    }

    /** Whether a dimension stopped (Ctrl+C, SIGTERM): the run ends there, keeping its checkpoint. */
    boolean stopped() {
        return stopped;
    }

    /** The exit code of a run that was not stopped: 0, or 3 when regions hold unreadable chunks and were left untouched. */
    int exitCode() {
        return failures.isEmpty() ? ExitCodes.OK : ExitCodes.BAD_INPUT;
    }

    /**
     * Prints the failures (on {@code err}) and the summary (on {@code out}).
     *
     * @param salvage the folder unreadable chunks were saved in by this run, or null
     */
    /**
     * Whether the summary of a light or full run advises planning the area one chunk wider: only for a world's first
     * run (or a resumed one), since the advice is about the first run and repeating it on every later run is noise.
     */
    void adviseWiderPlan(boolean advise) {
        this.adviseWiderPlan = advise;
    }

    void print(PreparedRun run, Path salvage, Path world, PrintWriter out, PrintWriter err) {
        long wall = System.nanoTime() - wallStart;
        long cpu = processCpuNanos() - cpuStart;
        ChunkStep target = run.target();
        for (String f : failures) err.println("strata: " + f);
        if (!failures.isEmpty()) err.println(PlanSurvey.FAILED_REGIONS_ADVICE);
        err.flush();
        boolean decoration = run.decorates();
        // a decoration run counts the chunks it decorated; it writes a chunk once its neighbours are decorated too, and
        // the ring around the area besides: its written count is split so that the area's part is --status's
        String summary = decoration
                ? String.format(Locale.ROOT, "decorated %s (%d skipped: already decorated, or present and kept)", Words.count(generated, "chunk"), skipped)
                : String.format(Locale.ROOT, "generated %s (%d already present)", Words.count(generated, "chunk"), skipped);
        if (generated > 0 || written > 0) {
            long fresh = written - writtenAgain;
            // a rate over no generated chunk (a --repair of chunks next to finished ones only writes) says nothing
            String rate = generated == 0 ? "" : String.format(Locale.ROOT, ", %.1f chunks per CPU-second", generated / Math.max(1e-9, cpu / 1e9));
            out.printf("%s, wrote %s to %s%s in %s; CPU %s%s%n", summary, Words.count(fresh, "chunk"),
                    Words.count(regionsWritten, "region"), decoration ? String.format(Locale.ROOT, " (%d of the area, %d in the ring around it%s)",
                            areaWritten, Math.max(0, fresh - areaWritten), writtenAgain == 0 ? "" : "; " + writtenAgain + " more written "
                                    + "again, as the stopped run had written them, from its journal") : "",
                    seconds(wall), seconds(cpu), rate);
        } else if (failures.isEmpty() && !stopped) {
            out.printf("%s: nothing to do (%s)%n", summary, seconds(wall));
        } else {
            out.printf("%s in %s%n", summary, seconds(wall));
        }
        if (continued > 0) {
            out.printf("continued: %s already in the world (26.2 proto chunks below %s) taken on from the step %s at, "
                    + "keeping what %s (the game's planned structures among it)%n", Words.count(continued, "chunk"), target.status(),
                    continued == 1 ? "it was" : "they were", continued == 1 ? "it holds" : "they hold");
            if (continuedAfresh > 0) {
                out.printf("  of them, %s around the area generated afresh to carvers instead of read back: every decorated chunk "
                        + "next to %s was regenerated (--force), and decorating it again would have written its features into %s a "
                        + "second time%n", Words.count(continuedAfresh, "chunk"), continuedAfresh == 1 ? "it" : "them",
                        continuedAfresh == 1 ? "it" : "them");
            }
        }
        if (leftToGame > 0) {
            out.printf("left to the game: %s of the area next to existing chunks Strata leaves alone (finished chunks, other "
                    + "versions, and decorated chunks next to those: Strata never writes into them, and decorating these would); "
                    + "the game decorates them when a player comes near (see docs/features.md)%n", Words.count(leftToGame, "chunk"));
        }
        if (unreadableForStarts > 0) {
            out.printf("structure starts: %s up to nine chunks around the area could not be read; the game generates such chunks "
                    + "again, so their starts were made afresh (a damaged chunk is never written into)%n", Words.count(unreadableForStarts, "chunk"));
        }
        if (unplaceableStarts > 0 && leftForStarts > 0) {
            out.printf("  of them, %s reached by %s stored on disk that Strata cannot place (first: %s); the game places "
                    + "them when it decorates those chunks (see docs/structures.md)%n", Words.count(leftForStarts, "chunk"),
                    Words.count(unplaceableStarts, "structure start"), firstUnplaceable);
        }
        if (target.compareTo(ChunkStep.LIGHT) >= 0 && generated > 0 && !stopped && failures.isEmpty() && leftToGame == 0) {
            long lit = 0, edge = 0, ring = 0;
            for (RegionPlan plan : run.plans()) {
                AreaEdge e = AreaEdge.of(plan);
                lit += e.inner();
                edge += e.edge();
                ring += e.ring();
            }
            out.printf("%s: %s at %s; the %s at the area's edge %s at %s (a chunk is lit once all its neighbours are "
                    + "decorated: the game lights %s when it decorates the ring around the area), the ring of %s at %s%n",
                    target == ChunkStep.FULL ? "finished" : "light", Words.count(lit, "chunk"), target.status(), Words.count(edge, "chunk"), edge == 1 ? "is" : "are",
                    ChunkStep.INITIALIZE_LIGHT.status(), edge == 1 ? "it" : "them", Words.count(ring, "chunk"), ChunkStep.CARVERS.status());
            if (edge > 0 && adviseWiderPlan) {
                out.printf("  to have every chunk of an area at %s, plan it one chunk wider on each side (e.g. a radius one chunk "
                        + "larger) before its first run: extending a finished area later leaves a seam of about two chunks for the "
                        + "game to finish (see docs/features.md)%n", target.status());
            }
        } else if (target == ChunkStep.FEATURES && generated > 0 && !stopped && failures.isEmpty()) {
            out.printf("features: the area's chunks are decorated; the ring of chunks just outside it is written at %s, holding "
                    + "what the area's features put into it (the game decorates the ring when a player comes near)%n", ChunkStep.CARVERS.status());
        }
        long kept = keptComplete + keptBelow + keptOther;
        if (kept > 0) {
            out.printf("kept %s as %s: %d at or beyond %s, %s below it, %d of another data version%n",
                    Words.count(kept, "existing chunk"), kept == 1 ? "it was" : "they were", keptComplete, target.status(),
                    Words.count(keptBelow, "proto chunk"), keptOther);
        }
        if (keptBelow > 0) {
            out.println("  proto chunks below the target keep what they hold (the game's planned structures among it); the game "
                    + "completes them when it loads them (--force regenerates them, dropping it)");
        }
        if (keptOther > 0) out.println("  chunks of another data version are upgraded by the game when it loads them");
        if (restored > 0) {
            out.printf("%d chunk%s the checkpoint recorded as written %s missing from the region files and %s generated again%n",
                    restored, restored == 1 ? "" : "s", restored == 1 ? "was" : "were", restored == 1 ? "was" : "were");
        }
        if (repaired > 0) {
            // a resumed run's chunks may have been saved by the run it continues, in that run's folder
            out.printf("repaired %d unreadable chunk%s; %s stored bytes%s are in %s (a README.txt beside them says what they hold and how to put one back)%n", repaired,
                    repaired == 1 ? "" : "s", repaired == 1 ? "its" : "their", savedRecords(),
                    salvage != null && Files.isDirectory(salvage) ? salvage : world.resolve("strata-salvage"));
            if (repairedAtCarvers > 0) {
                out.printf("  of them, %s %s regenerated to carvers and written at %s, for the game to finish when it loads %s: "
                        + "%s next to existing chunks Strata does not write into (or in the ring around the area), so Strata "
                        + "cannot decorate %s (see docs/features.md)%n", Words.count(repairedAtCarvers, "chunk"), repairedAtCarvers == 1 ? "was" : "were",
                        ChunkStep.CARVERS.status(), repairedAtCarvers == 1 ? "it" : "them", repairedAtCarvers == 1 ? "it lies" : "they lie",
                        repairedAtCarvers == 1 ? "it" : "them");
            }
        }
        if (entitiesRemoved > 0) {
            out.printf("entities: removed the old entities record%s of %s the run wrote over below full (%s): the game would "
                    + "otherwise load the old chunk's entities into the new one, which holds its own%n", entitiesRemoved == 1 ? "" : "s",
                    Words.count(entitiesRemoved, "chunk"), run.existingMode() == GenerateJob.Existing.REPLACE ? "--force" : "--repair");
        }
        if (poiRemoved > 0) {
            out.printf("poi: removed the old points-of-interest record%s of %s the run wrote over (%s): the game keeps a stored "
                    + "record as it is when it loads a chunk, so the old chunk's beds, workstations and portals would stay "
                    + "listed and the new chunk's would not; it builds the record again from the new blocks%n", poiRemoved == 1 ? "" : "s",
                    Words.count(poiRemoved, "chunk"), run.existingMode() == GenerateJob.Existing.REPLACE ? "--force" : "--repair");
        }
        if (!failures.isEmpty()) out.printf("not done: %d region%s hold%s unreadable chunks and %s left untouched%n", failures.size(),
                failures.size() == 1 ? "" : "s", failures.size() == 1 ? "s" : "", failures.size() == 1 ? "was" : "were");
        if (stoppedAt != null) out.println(stoppedAt);
        out.flush();
    }

    /** ", and the old entities record of 1 of them," and the like for the saved records of the repaired chunks; "" when none. */
    private String savedRecords() {
        List<String> parts = new ArrayList<>();
        if (entitiesSaved > 0) parts.add(String.format(Locale.ROOT, "the old entities record%s of %d", entitiesSaved == 1 ? "" : "s", entitiesSaved));
        if (poiSaved > 0) parts.add(String.format(Locale.ROOT, "the old poi record%s of %d", poiSaved == 1 ? "" : "s", poiSaved));
        return parts.isEmpty() ? "" : ", and " + String.join(" and ", parts) + " of them,";
    }

    private static long processCpuNanos() {
        var os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean sun) return sun.getProcessCpuTime();
        return 0;
    }

    /** Nanoseconds as seconds with one decimal: {@code 12.3 s}. */
    static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.1f s", nanos / 1e9);
    }
}
