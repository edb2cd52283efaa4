package dev.strata.engine.checkpoint;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What a {@link Checkpoint} folder records, read without taking its lock or changing anything: for showing a stopped
 * run (or a live one, as of its last saved block) to the user. Damaged region marks are skipped and listed, as
 * {@link Checkpoint#openAt} does.
 *
 * @param directory the checkpoint folder
 * @param info the run's parameters ({@code plan.json})
 * @param notes the caller's notes ({@link Checkpoint#saveNotes}), or null when none were saved
 * @param masks the done mask (16 longs, by local index) of each region with a mark, keyed by
 *     {@link dev.strata.engine.plan.ChunkPos#pack(int, int) ChunkPos.pack(rx, rz)}
 * @param doneCount chunks marked done in all
 * @param started when the run began (the time {@code plan.json} was written; kept across resumes)
 * @param lastSaved when progress was last saved (the newest mark, or {@code started} without one)
 * @param problems region mark files ignored, one line each
 */
public record CheckpointSnapshot(Path directory, PlanInfo info, String notes, Map<Long, long[]> masks, long doneCount,
                                 Instant started, Instant lastSaved, List<String> problems) {
    public CheckpointSnapshot {
        masks = Map.copyOf(masks);
        problems = List.copyOf(problems);
    }

    /**
     * Reads the checkpoint folder {@code dir} (see {@link Checkpoint#named}).
     *
     * @throws NoSuchFileException when it holds no checkpoint
     * @throws IOException when {@code plan.json} or a mark cannot be read
     */
    public static CheckpointSnapshot read(Path dir) throws IOException {
        Path plan = dir.resolve(Checkpoint.PLAN_FILE);
        if (!Files.isRegularFile(plan)) throw new NoSuchFileException(plan.toString(), null, "no checkpoint");
        PlanInfo info = Checkpoint.fromJson(plan, Files.readString(plan, StandardCharsets.UTF_8));
        Instant started = Files.getLastModifiedTime(plan).toInstant();
        Path notesFile = dir.resolve(Checkpoint.NOTES_FILE);
        String notes = Files.isRegularFile(notesFile) ? Files.readString(notesFile, StandardCharsets.UTF_8) : null;
        Map<Long, long[]> masks = new HashMap<>();
        List<String> problems = new ArrayList<>();
        long done = 0;
        Instant last = started;
        Path regions = dir.resolve(Checkpoint.REGIONS);
        if (Files.isDirectory(regions)) {
            try (Stream<Path> s = Files.list(regions)) {
                for (Path p : (Iterable<Path>) s::iterator) {
                    long[] mask;
                    try {
                        mask = Checkpoint.readMark(p, problems);
                    } catch (NoSuchFileException gone) {
                        continue; // replaced by a live run meanwhile
                    }
                    if (mask == null) continue;
                    String[] parts = p.getFileName().toString().split("\\.");
                    masks.put(dev.strata.engine.plan.ChunkPos.pack(Integer.parseInt(parts[1]), Integer.parseInt(parts[2])), mask);
                    for (long v : mask) done += Long.bitCount(v);
                    Instant t = Files.getLastModifiedTime(p).toInstant();
                    if (t.isAfter(last)) last = t;
                }
            }
        }
        return new CheckpointSnapshot(dir, info, notes, masks, done, started, last, problems);
    }

    /** The done mask of region (rx, rz): 16 longs, all zero when it has no mark; a copy. */
    public long[] mask(int regionX, int regionZ) {
        long[] m = masks.get(dev.strata.engine.plan.ChunkPos.pack(regionX, regionZ));
        return m == null ? new long[16] : m.clone();
    }
}
