package dev.strata.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.strata.engine.checkpoint.Checkpoint;
import dev.strata.engine.checkpoint.CheckpointSnapshot;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.regionio.world.SessionLock;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;

/**
 * {@code strata generate --status} and {@code --cancel}: what a stopped run of a world has done and what remains, and
 * deleting its checkpoint.
 *
 * <p>Status only reads: it takes no lock, so it can look at a run that is still going (its numbers are then those of
 * the last block saved). Cancel takes the world's {@code session.lock} first — a live {@code generate} holds it for
 * its whole run, so a running run's checkpoint is never deleted — then each checkpoint's own lock, and asks for
 * confirmation on a terminal ({@code y}), or wants {@code --yes} when there is none (scripts). Cancelling deletes only
 * the checkpoint: the chunks already written stay in the world, and a plain run of the same area skips them.
 *
 * <p>The counts come from the plan rebuilt from the options the run saved in its checkpoint notes
 * ({@link #notes}); a checkpoint without notes (or whose plan cannot be rebuilt, e.g. a CSV file since removed)
 * shows only the chunks done.
 */
final class CheckpointControl {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss 'UTC'").withZone(ZoneOffset.UTC);

    /** Asks the user a question on the terminal; returns the answer, or null when there is no terminal. */
    @FunctionalInterface
    interface Prompt {
        String ask(String question);
    }

    /** The terminal of this process ({@link System#console()}); tests replace it. */
    static volatile Prompt terminal = question -> {
        var console = System.console();
        return console == null ? null : console.readLine("%s", question);
    };

    private final Path world;
    private final List<String> dimensionFolders;
    private final PrintWriter out;
    /** Several checkpoints are shown: each resume command names its dimension. */
    private boolean several;
    /** Whether the world's session.lock is held while --status runs: the checkpoints may be a live run's. */
    private boolean live;

    /**
     * @param world the world folder
     * @param dimensionFolders checkpoint folder names ({@code <namespace>_<path>}) to look at, or null for all
     */
    CheckpointControl(Path world, List<String> dimensionFolders, PrintWriter out) {
        this.world = world;
        this.dimensionFolders = dimensionFolders;
        this.out = out;
    }

    /** The notes a run saves in its checkpoint: the options that repeat it, and its size. */
    static String notes(List<String> resumeArgs, RegionPlan plan) {
        return notes(resumeArgs, plan, -1, -1);
    }

    /**
     * The notes of a decoration run that stopped: as above, and how many of the area's chunks it decorated but had not
     * written (kept in its journal until their neighbours are decorated), valid while the checkpoint records
     * {@code marked} chunks: a later run that writes more, or is killed after rewriting the journal, makes it stale,
     * and each run saves the notes without it when it starts.
     */
    static String notes(List<String> resumeArgs, RegionPlan plan, long held, long marked) {
        JsonObject o = new JsonObject();
        JsonArray args = new JsonArray();
        for (String a : resumeArgs) args.add(a);
        o.add("args", args);
        o.addProperty("chunks", plan.chunkCount());
        o.addProperty("regions", plan.regionCount());
        if (held >= 0) {
            o.addProperty("decoratedNotWritten", held);
            o.addProperty("decoratedNotWrittenAtMarked", marked);
        }
        return o.toString() + "\n";
    }

    /** The decorated chunks a stopped run left in its journal, from its notes; -1 when unknown (a killed run). */
    private static long held(CheckpointSnapshot s) {
        if (s.notes() == null) return -1;
        try {
            JsonObject o = JsonParser.parseString(s.notes()).getAsJsonObject();
            if (!o.has("decoratedNotWritten") || o.get("decoratedNotWrittenAtMarked").getAsLong() != s.doneCount()) return -1;
            return o.get("decoratedNotWritten").getAsLong();
        } catch (RuntimeException e) {
            return -1;
        }
    }

    /** Prints every selected checkpoint; exit 0 (also when there is none). */
    int status() throws IOException {
        List<Path> dirs = RunCheckpoints.stopped(world, dimensionFolders);
        if (dirs.isEmpty()) {
            out.println(world + ": no stopped run (no checkpoint in " + world.resolve(Checkpoint.FOLDER) + ")");
            return ExitCodes.OK;
        }
        if (SessionLock.isHeld(world)) {
            // a live generate holds the lock for its whole run: its checkpoint is no stopped run
            out.println(world + ": " + Words.count(dirs.size(), "run checkpoint") + "; the world is in use (its session.lock is held: "
                    + "a strata generate still going, or the game), so " + (dirs.size() == 1 ? "that run" : "those runs")
                    + " may still be going: the figures below are from the last block saved");
        } else {
            out.println(world + ": " + Words.count(dirs.size(), "stopped run"));
        }
        several = dirs.size() > 1;
        live = SessionLock.isHeld(world);
        for (Path dir : dirs) print(CheckpointSnapshot.read(dir));
        out.flush();
        return ExitCodes.OK;
    }

    /**
     * Deletes the selected checkpoints after confirmation.
     *
     * @param yes confirmed on the command line ({@code --yes})
     * @throws StrataCliException usage error without a terminal and without {@code --yes}
     */
    int cancel(boolean yes, PrintWriter err) throws IOException {
        if (!Files.isDirectory(world)) throw new java.nio.file.NoSuchFileException(world.toString());
        try (SessionLock lock = SessionLock.acquire(world)) {
            List<Path> dirs = RunCheckpoints.stopped(world, dimensionFolders);
            if (dirs.isEmpty()) {
                out.println(world + ": no stopped run, nothing to cancel");
                out.flush();
                return ExitCodes.OK;
            }
            List<CheckpointSnapshot> snaps = new ArrayList<>();
            for (Path dir : dirs) {
                CheckpointSnapshot s = CheckpointSnapshot.read(dir);
                snaps.add(s);
                print(s);
            }
            out.flush();
            if (!yes) {
                String answer = terminal.ask("Delete " + (dirs.size() == 1 ? "this checkpoint" : "these " + dirs.size() + " checkpoints")
                        + "? The chunks already written stay in the world; past carvers, a later run of the same area leaves the "
                        + "chunks next to them to the game (a seam), which --resume would have finished. [y/N] ");
                if (answer == null) {
                    throw new StrataCliException(ExitCodes.USAGE, "--cancel deletes the checkpoint of a stopped run and asks first; "
                            + "without a terminal to ask on, add --yes");
                }
                if (!answer.trim().equalsIgnoreCase("y") && !answer.trim().equalsIgnoreCase("yes")) {
                    out.println("not cancelled: the checkpoint is kept");
                    out.flush();
                    return ExitCodes.OK;
                }
            }
            for (CheckpointSnapshot s : snaps) {
                try (Checkpoint cp = Checkpoint.openAt(s.directory())) {
                    // the features job's journal, existing-chunk list and spill folder first: a later run would restore them
                    dev.strata.engine.sched.DecorationJob.deleteState(s.directory().resolve(RunCheckpoints.FEATURES_JOURNAL));
                    cp.delete();
                } catch (IOException e) {
                    if (e.getMessage() != null && e.getMessage().contains("is locked")) {
                        throw new StrataCliException(ExitCodes.CONFLICT, e.getMessage() + "; nothing was deleted from " + s.directory());
                    }
                    throw e;
                }
                long held = held(s);
                out.println("cancelled " + s.info().dimension() + ": deleted " + s.directory() + "; the "
                        + Words.count(s.doneCount(), "chunk") + " written stay in the world (a plain run of the same area skips them and, past "
                        + "carvers, leaves the chunks next to them to the game)"
                        + (held > 0 ? "; the " + Words.count(held, "decorated chunk") + " the checkpoint held, not yet written, " + (held == 1 ? "is" : "are") + " dropped" : ""));
            }
            try {
                Files.deleteIfExists(world.resolve(Checkpoint.FOLDER));
            } catch (IOException e) {
                // other files in .strata: keep it
            }
            out.flush();
            return ExitCodes.OK;
        }
    }

    private void print(CheckpointSnapshot s) {
        var info = s.info();
        out.println(info.dimension() + ": checkpoint " + s.directory());
        out.println("  plan: " + info.planFingerprint() + "; seed " + info.seed() + "; until " + info.targetStatus() + "; compression "
                + info.compression() + "; data " + info.dataPackHash());
        List<String> args = args(s.notes());
        RegionPlan plan = null;
        String noPlan = args == null ? "the run saved no options (an older Strata)" : null;
        if (args != null) {
            try {
                plan = planOf(args, dev.strata.engine.data.ResourceId.parse(info.dimension()));
            } catch (RuntimeException | java.io.IOException e) {
                noPlan = "its plan cannot be rebuilt: " + e.getMessage();
            }
        }
        if (plan != null) {
            PlanMarks m = PlanMarks.of(plan, s::mask, s.doneCount());
            long total = plan.chunkCount();
            out.printf(Locale.ROOT, "  chunks: %d written, %d remaining of %d (%.1f%%)%n", m.written(), total - m.written(), total,
                    total == 0 ? 100.0 : 100.0 * m.written() / total);
            long held = held(s);
            if (held > 0) {
                out.printf(Locale.ROOT, "    of the remaining, %s %s decorated and %s in the checkpoint for %s neighbours: --resume "
                        + "writes %s without decorating %s again%n", Words.count(held, "chunk"), held == 1 ? "is" : "are",
                        held == 1 ? "waits" : "wait", held == 1 ? "its" : "their", held == 1 ? "it" : "them", held == 1 ? "it" : "them");
            } else if (held < 0 && Files.exists(s.directory().resolve(RunCheckpoints.FEATURES_JOURNAL))) {
                out.println("    the run's journal also holds decorated chunks not yet written (counted as remaining): --resume "
                        + "writes them without decorating them again");
            }
            if (m.ring() > 0) {
                out.printf(Locale.ROOT, "  ring: %s just outside the area written at minecraft:carvers (in the region files, "
                        + "not in the counts above)%n", Words.count(m.ring(), "chunk"));
            }
            out.printf(Locale.ROOT, "  regions: %d done, %d remaining of %d (%d of them begun)%n", m.regionsDone(),
                    plan.regionCount() - m.regionsDone(), plan.regionCount(), m.regionsBegun());
        } else {
            out.println("  chunks: " + s.doneCount() + " done (" + noPlan + ")");
        }
        out.println("  started: " + TIME.format(s.started()) + "; progress last saved: " + TIME.format(s.lastSaved()));
        for (String p : s.problems()) out.println("  note: " + p);
        if (live) {
            // both would be refused while the world's lock is held (walkthrough, session 21)
            out.println("  resume or cancel: once the run holding the world has ended (--status then gives the commands)");
            return;
        }
        if (args != null) {
            out.println("  resume: " + ResumeLine.command(world) + (several ? " --dimension " + info.dimension() : ""));
            out.println("    with the options it recorded: " + ResumeLine.joined(recordedOptions(args)));
        } else {
            out.println("  resume: the command printed when the run stopped (it ends with --resume)");
        }
        out.println("  cancel: " + ResumeLine.cancelCommand(world, info.dimension()));
    }

    /** The resume arguments saved in the notes, or null. */
    private static List<String> args(String notes) {
        return RecordedOptions.args(notes);
    }

    /** The saved arguments without {@code generate}, {@code --world <dir>} and {@code --resume}: what --resume takes. */
    private static List<String> recordedOptions(List<String> args) {
        List<String> out = new ArrayList<>();
        for (int i = 1; i < args.size(); i++) {
            if (args.get(i).equals("--world")) i++;
            else if (!args.get(i).equals("--resume")) out.add(args.get(i));
        }
        return out;
    }

    /** The plan the saved options describe, as {@code generate} builds it. */
    private static RegionPlan planOf(List<String> args, dev.strata.engine.data.ResourceId dim) throws java.io.IOException {
        GenerateCommand g = new GenerateCommand();
        CommandLine cl = new CommandLine(g);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        try {
            cl.parseArgs(args.subList(1, args.size()).toArray(new String[0])); // after "generate"
        } catch (CommandLine.ParameterException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        return g.plan(dim);
    }
}
