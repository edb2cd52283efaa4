package dev.strata.engine.sched;

import dev.strata.engine.structure.StructureStarts;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Path;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiPredicate;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

import static dev.strata.engine.plan.ChunkPos.pack;
import static dev.strata.engine.sched.ChunkSets.regionKey;
import static dev.strata.engine.sched.ChunkSets.test;

/**
 * The structure starts stored in the chunks already on disk around a features (or light, or full) run that the run
 * does not replace, which the game would place from rather than from starts made afresh.
 *
 * <p><b>The game's rule.</b> Decorating a chunk, the game places the starts its {@code References} name, each taken
 * from its start chunk (up to {@value StructureStarts#REFERENCE_RANGE} chunks away) as that chunk holds it: loaded from
 * disk when it is there, with what placing has changed in it (a mineshaft corridor whose spawner is placed, a swamp
 * hut's floor height, a temple's chests), and with none of the starts a fresh chunk would make if the stored chunk
 * holds none; a start of a structure the registry does not hold is dropped (game: {@code unpackStructureStart}
 * logs "Unknown structure start"). A chunk before {@code structure_starts} holds only the starts of sets the game
 * will not make again ({@link #record}), and an unreadable chunk is generated afresh by the game, so fresh starts
 * are what the game uses for the rest.
 *
 * <p><b>What is kept.</b> For each 26.2 chunk the run reads in or next to its area, and for each chunk up to eight
 * chunks further out (nine from the area: the ring chunks the run makes next to it take their references from eight
 * chunks around them), that is at {@code structure_starts} or later: the chunk is <em>known</em> and its
 * {@code structures.starts} compound is kept when not empty, if some chunk the run may make lies within reach of it.
 * Chunks of another data version: their starts (as the older layouts store them too, {@code INVALID} entries left out)
 * are kept to be <em>unplaceable</em>: Strata does not upgrade them as the game would.
 *
 * <p><b>Unplaceable starts</b> ({@link #bind}): a start of another version, one Strata cannot read back (a
 * structure it does not build, a piece it does not know), or one held by a 26.2 chunk before {@code structure_starts}.
 * Their reach is the chunks their box meets within eight chunks of the start chunk (all of that square when no box can
 * be read), the box the game's references test: the union of their pieces' {@code BB} boxes, grown by 12 blocks when
 * the structure adapts terrain ({@link #reachOf}, {@link #inflateOf}). No area chunk in the reach is decorated (a missing
 * piece would be wrong), and no chunk there is generated: a chunk Strata makes would not name the start in its
 * {@code References}, so the game would not place the piece either; the area chunks next to such a chunk are not
 * decorated ({@link #leftToGame}). The game decorates all of them later, from the stored start.
 *
 * <p>Taken once by {@link ExistingChunks#scan} before anything is written and saved with it, so a resumed run places
 * from the same starts. Positions are chunk coordinates; maps are keyed by {@code x << 32 | z & 0xFFFFFFFF}.
 */
public final class StoredStarts implements StructureStarts.StartSource {
    private static final int RANGE = StructureStarts.REFERENCE_RANGE;
    /** The known chunks, per region (key {@code regionX << 32 | regionZ & 0xFFFFFFFF}), bit {@code (z & 31) << 5 | (x & 31)}. */
    private final Map<Long, long[]> known = new HashMap<>();
    /** The known chunks' non-empty {@code starts} compounds. */
    private final Map<Long, CompoundBinaryTag> tags = new HashMap<>();
    /** The non-empty starts of chunks of another version (same layout as a {@code starts} compound, by structure id). */
    private final Map<Long, CompoundBinaryTag> foreign = new HashMap<>();
    /** The non-empty starts of 26.2 chunks not yet at {@code structure_starts} ({@link #record}). */
    private final Map<Long, CompoundBinaryTag> partial = new HashMap<>();
    /** Chunks of the outer ring ({@link #scanRing}) that could not be read (not saved: for messages). */
    private long unreadable;
    /** The reach of the unplaceable starts ({@link #bind}), same layout as {@link #known}. */
    private final Map<Long, long[]> reach = new HashMap<>();
    private final List<String> problems = new ArrayList<>();
    private long unplaceable;

    StoredStarts() {}

    /**
     * Records what a 26.2 chunk read by the scan stores ({@code data}, status rank {@code rank}, -1 for a status the
     * game does not know, which it reads as {@code minecraft:empty}). From {@code structure_starts} on, the chunk's
     * starts are the stored ones. Before, the game makes them when it generates the chunk, except those of the sets
     * that already hold a stored start (game: {@code createStructures} skips a set with a valid start; the game saves
     * an empty chunk only when it holds one): those stored starts are kept as unplaceable ({@link #bind}), the others
     * made afresh as Strata makes them.
     */
    private void record(int x, int z, ChunkData data, int rank) throws IOException {
        CompoundBinaryTag starts = data.structures().getCompound("starts");
        if (rank < 1) {
            if (starts.size() > 0) partial.put(pack(x, z), starts);
            return;
        }
        GenerateJob.setBit(known.computeIfAbsent(regionKey(x, z), q -> new long[16]), x, z);
        if (starts.size() > 0) tags.put(pack(x, z), starts);
    }

    /** Records the starts a chunk of another version stores, in any of the layouts since 1.13. */
    void recordForeign(int x, int z, CompoundBinaryTag chunk) {
        CompoundBinaryTag starts = chunk.getCompound("structures").getCompound("starts");
        if (starts.size() == 0) starts = chunk.getCompound("Level").getCompound("Structures").getCompound("Starts");
        CompoundBinaryTag.Builder kept = CompoundBinaryTag.builder();
        int n = 0;
        for (Map.Entry<String, ? extends BinaryTag> e : starts) {
            if (!(e.getValue() instanceof CompoundBinaryTag s) || "INVALID".equals(s.getString("id"))) continue;
            kept.put(e.getKey(), s);
            n++;
        }
        if (n > 0) foreign.put(pack(x, z), kept.build());
    }

    /**
     * Records the stored starts of the chunks two to nine chunks outside the area: the chunks in and next to the
     * area were recorded as they were sorted, and the ring chunks the run makes next to the area take their references
     * from start chunks up to eight chunks from them. Each chunk within nine of an edge chunk of the area (one with a
     * side neighbour outside it) is looked at once: every chunk within nine of the area is within nine of an edge
     * chunk. A damaged chunk or region header is counted ({@link #unreadable}) and taken as absent here only: the
     * game cannot load it either and generates it afresh, with fresh starts. Any other read failure stops the scan.
     */
    void scanRing(Iterable<RegionWork> regions, BiPredicate<Integer, Integer> inPlan, GenerateJob.DoneFilter handled,
            Path regionFolder, Map<Long, RegionFile> open) throws IOException {
        int range = RANGE + 1; // the ring chunks the run makes take their references from starts eight chunks further out
        java.util.Set<Long> seen = new java.util.HashSet<>();
        java.util.Set<Long> badFiles = new java.util.HashSet<>();
        for (RegionWork r : regions) {
            for (int k = 0; k < r.size(); k++) {
                int x = r.chunkXs()[k], z = r.chunkZs()[k];
                if (inPlan.test(x + 1, z) && inPlan.test(x - 1, z) && inPlan.test(x, z + 1) && inPlan.test(x, z - 1)) continue;
                for (int cx = x - range; cx <= x + range; cx++) {
                    for (int cz = z - range; cz <= z + range; cz++) {
                        if (Math.abs(cx - x) <= 1 && Math.abs(cz - z) <= 1) continue; // sorted by the scan itself
                        if (inPlan.test(cx, cz) || !seen.add(pack(cx, cz)) || nextToArea(cx, cz, inPlan)) continue;
                        if (handled.isDone(cx, cz)) continue; // this run's own: its starts were made afresh
                        long file = regionKey(cx, cz);
                        if (badFiles.contains(file)) continue;
                        RegionFile f;
                        try {
                            f = ChunkSets.present(open, regionFolder, cx, cz);
                        } catch (dev.strata.regionio.RegionFormatException e) {
                            badFiles.add(file); // a header the game cannot read either: its chunks are generated afresh
                            unreadable++;
                            continue;
                        }
                        if (f == null) continue;
                        CompoundBinaryTag tag;
                        try {
                            tag = f.read(cx, cz).orElseThrow();
                        } catch (dev.strata.regionio.ChunkReadException | dev.strata.regionio.NbtFormatException
                                | dev.strata.regionio.RegionFormatException | RuntimeException e) {
                            unreadable++; // damaged: the game generates it afresh, with fresh starts
                            continue;
                        } catch (IOException e) { // the disk or the system, not the data: never taken as "absent"
                            throw new IOException(regionFolder.resolve("r." + (cx >> 5) + "." + (cz >> 5) + ".mca") + ": chunk " + cx + " "
                                    + cz + " cannot be read (" + e.getMessage() + "); nothing was written", e);
                        }
                        recordTag(cx, cz, tag);
                    }
                }
            }
        }
    }

    /** Records the starts of a chunk read whole: of 26.2 ({@link #recordChunk}) or of another version's layout. */
    void recordTag(int x, int z, CompoundBinaryTag tag) {
        ChunkData data = null;
        try {
            data = ChunkCodec.decode(tag);
        } catch (IOException | RuntimeException e) {
            // not a chunk of 26.2's layout: an older version's, whose starts the game would upgrade
        }
        if (data == null || ExistingChunks.versionOf(data) != ChunkCodec.DATA_VERSION) recordForeign(x, z, tag);
        else recordChunk(x, z, data);
    }

    /**
     * Records a 26.2 chunk's stored starts ({@link #record}); a chunk whose status or {@code structures} cannot be
     * read is not recorded (the game cannot load it either, and generates it afresh).
     */
    void recordChunk(int cx, int cz, ChunkData data) {
        try {
            record(cx, cz, data, ExistingChunks.rank(data.status()));
        } catch (IOException e) {
            // not recorded: fresh starts
        }
    }

    private static boolean nextToArea(int x, int z, BiPredicate<Integer, Integer> inPlan) {
        for (int dx = -1; dx <= 1; dx++) for (int dz = -1; dz <= 1; dz++) if (inPlan.test(x + dx, z + dz)) return true;
        return false;
    }

    /**
     * Drops the starts no chunk the run may make can reach: kept only when some chunk within eight chunks of the start
     * chunk is within one chunk of the area ({@code inArea}) and not left alone ({@code leftAlone}). A dropped chunk is no
     * longer known (never asked for; were it asked, it would be made afresh). Bounds what a run inside a played world holds.
     */
    void keepRelevant(BiPredicate<Integer, Integer> inArea, BiPredicate<Integer, Integer> leftAlone) {
        for (Map<Long, CompoundBinaryTag> m : List.of(tags, foreign, partial)) {
            m.keySet().removeIf(k -> {
                int sx = (int) (k >> 32), sz = (int) (long) k;
                boolean relevant = reaches(sx, sz, inArea, leftAlone);
                if (!relevant && m == tags) ChunkSets.clearBit(known.get(regionKey(sx, sz)), sx, sz); // set with the tag
                return !relevant;
            });
        }
    }

    private static boolean reaches(int sx, int sz, BiPredicate<Integer, Integer> inArea, BiPredicate<Integer, Integer> leftAlone) {
        for (int x = sx - RANGE; x <= sx + RANGE; x++) {
            for (int z = sz - RANGE; z <= sz + RANGE; z++) {
                if (leftAlone.test(x, z)) continue;
                for (int dx = -1; dx <= 1; dx++) for (int dz = -1; dz <= 1; dz++) if (inArea.test(x + dx, z + dz)) return true;
            }
        }
        return false;
    }

    @Override
    public CompoundBinaryTag startsOf(int chunkX, int chunkZ) {
        if (!test(known, chunkX, chunkZ)) return null;
        CompoundBinaryTag t = tags.get(pack(chunkX, chunkZ));
        return t != null ? t : CompoundBinaryTag.empty();
    }

    /**
     * Reads every kept start once with {@code starts} ({@link StructureStarts#readStored}), finds the unplaceable ones
     * and their reach, and hands the rest to {@code starts} ({@link StructureStarts#useStoredStarts}). Call it before
     * the run decorates anything; {@link StructureStarts#endDecoration} ends the use.
     */
    public void bind(StructureStarts starts) {
        reach.clear();
        problems.clear();
        unplaceable = 0;
        for (Map.Entry<Long, CompoundBinaryTag> e : new TreeMap<>(tags).entrySet()) {
            int sx = (int) (e.getKey() >> 32), sz = (int) (long) e.getKey();
            CompoundBinaryTag all = e.getValue();
            starts.readStored(sx, sz, all, where(sx, sz), (id, why) -> note(sx, sz, all.getCompound(id), inflateOf(starts, id), why));
        }
        for (Map.Entry<Long, CompoundBinaryTag> e : new TreeMap<>(foreign).entrySet()) {
            int sx = (int) (e.getKey() >> 32), sz = (int) (long) e.getKey();
            for (Map.Entry<String, ? extends BinaryTag> s : e.getValue()) {
                note(sx, sz, (CompoundBinaryTag) s.getValue(), inflateOf(starts, s.getKey()), where(sx, sz) + s.getKey()
                        + ": a start of another data version, which "
                        + "Strata does not upgrade");
            }
        }
        for (Map.Entry<Long, CompoundBinaryTag> e : new TreeMap<>(partial).entrySet()) {
            int sx = (int) (e.getKey() >> 32), sz = (int) (long) e.getKey();
            for (Map.Entry<String, ? extends BinaryTag> s : e.getValue()) {
                if (!(s.getValue() instanceof CompoundBinaryTag start)) continue;
                note(sx, sz, start, inflateOf(starts, s.getKey()), where(sx, sz) + s.getKey()
                        + ": held by a chunk before minecraft:structure_starts, which the game "
                        + "completes with the starts of the other structure sets; Strata does not");
            }
        }
        starts.useStoredStarts(known.isEmpty() ? null : this); // nothing on disk: every start made afresh, as before
    }

    private static String where(int sx, int sz) {
        return "chunk " + sx + " " + sz + " (r." + (sx >> 5) + "." + (sz >> 5) + ".mca): structures.starts.";
    }

    /**
     * Blocks the box of a start of structure {@code id} grows by (game: {@code Structure.adjustBoundingBox}, from the
     * structure the registry holds under the start's id): the structure's own when Strata builds it, else the most any
     * structure's grows (leaving a chunk more to the game is safe, one less is not).
     */
    static int inflateOf(StructureStarts starts, String id) {
        try {
            dev.strata.engine.data.ResourceId structure = dev.strata.engine.data.ResourceId.parse(id);
            if (starts.supported(structure)) return starts.terrainAdaptation(structure.toString()).inflate();
        } catch (IllegalArgumentException notAnId) {
            // not an id: as an unknown structure
        }
        return dev.strata.engine.structure.TerrainAdjustment.BEARD_BOX.inflate();
    }

    /** An unplaceable start of chunk {@code (sx, sz)}: its reach is marked, the reason kept for the first few. */
    private void note(int sx, int sz, CompoundBinaryTag start, int inflate, String why) {
        unplaceable++;
        if (problems.size() < 8) problems.add(why);
        int[] box = reachOf(start, sx, sz, inflate);
        for (int x = box[0]; x <= box[2]; x++) {
            for (int z = box[1]; z <= box[3]; z++) GenerateJob.setBit(reach.computeIfAbsent(regionKey(x, z), q -> new long[16]), x, z);
        }
    }

    /**
     * The chunks a start reaches, {@code {minX, minZ, maxX, maxZ}}: those whose columns its box meets, within eight
     * chunks of the start chunk (game: {@code createReferences}, which tests {@code StructureStart.getBoundingBox}); all
     * of that square when no box can be read. The box is the union of its pieces' boxes ({@code Children[].BB}: min x,
     * y, z, max x, y, z in blocks) grown by {@code inflate} blocks on every side (12 for a structure that adapts
     * terrain: {@link #inflateOf}).
     */
    static int[] reachOf(CompoundBinaryTag start, int sx, int sz, int inflate) {
        int minX = Integer.MAX_VALUE, minZ = Integer.MAX_VALUE, maxX = Integer.MIN_VALUE, maxZ = Integer.MIN_VALUE;
        boolean any = false, bad = false;
        BinaryTag children = start.get("Children");
        if (children instanceof ListBinaryTag list) {
            for (BinaryTag c : list) {
                BinaryTag bb = c instanceof CompoundBinaryTag piece ? piece.get("BB") : null;
                if (!(bb instanceof IntArrayBinaryTag a) || a.size() != 6) {
                    bad = true;
                    continue;
                }
                int[] v = a.value();
                minX = Math.min(minX, (int) ((v[0] - (long) inflate) >> 4)); // long: a stored value is any int
                minZ = Math.min(minZ, (int) ((v[2] - (long) inflate) >> 4));
                maxX = Math.max(maxX, (int) ((v[3] + (long) inflate) >> 4));
                maxZ = Math.max(maxZ, (int) ((v[5] + (long) inflate) >> 4));
                any = true;
            }
        }
        if (!any || bad || children == null || children.type() != BinaryTagTypes.LIST) {
            return new int[] {sx - RANGE, sz - RANGE, sx + RANGE, sz + RANGE};
        }
        return new int[] {Math.max(minX, sx - RANGE), Math.max(minZ, sz - RANGE), Math.min(maxX, sx + RANGE), Math.min(maxZ, sz + RANGE)};
    }

    /**
     * Whether area chunk {@code (x, z)} is left to the game because of an unplaceable start ({@link #bind}): it is in
     * the start's reach, or next to a chunk in it that is not on disk ({@code onDisk}: a chunk there would be made
     * by the run, without the start in its references).
     */
    public boolean leftToGame(int x, int z, BiPredicate<Integer, Integer> onDisk) {
        if (reach.isEmpty()) return false;
        if (test(reach, x, z)) return true;
        for (int dx = -1; dx <= 1; dx++) {
            for (int dz = -1; dz <= 1; dz++) if (test(reach, x + dx, z + dz) && !onDisk.test(x + dx, z + dz)) return true;
        }
        return false;
    }

    /** How many stored starts {@link #bind} found unplaceable. */
    public long unplaceable() {
        return unplaceable;
    }

    /** Why the first few unplaceable starts are (file, chunk and NBT path first). */
    public List<String> problems() {
        return List.copyOf(problems);
    }

    /** How many chunks' starts are kept (known chunks with starts, chunks of another version or not yet at structure_starts with starts). */
    public int keptCount() {
        return tags.size() + foreign.size() + partial.size();
    }

    /**
     * How many chunks two to nine chunks outside the area could not be read by this scan (a damaged chunk or region
     * header): their starts are made afresh, as the game makes them when it generates such a chunk again. Not saved:
     * zero after {@link ExistingChunks#load}.
     */
    public long unreadable() {
        return unreadable;
    }

    void write(DataOutputStream out) throws IOException {
        ChunkSets.writeBits(known, out);
        for (Map<Long, CompoundBinaryTag> m : List.of(tags, foreign, partial)) ChunkSets.writeTags(m, out);
    }

    /** Reads what {@link #write} wrote; {@code format} 6 (the first) had no {@link #partial}. */
    static StoredStarts read(DataInputStream in, int format) throws IOException {
        StoredStarts s = new StoredStarts();
        s.known.putAll(ChunkSets.readBits(in));
        for (Map<Long, CompoundBinaryTag> m : format <= 6 ? List.of(s.tags, s.foreign) : List.of(s.tags, s.foreign, s.partial)) {
            ChunkSets.readTags(in, m);
        }
        return s;
    }
}
