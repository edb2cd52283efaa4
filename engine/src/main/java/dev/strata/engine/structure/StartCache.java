package dev.strata.engine.structure;

import dev.strata.engine.plan.ChunkPos;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * The starts {@link StructureStarts} has made or read, by chunk, and the rule of when they are dropped: what keeps a
 * start one object for as long as a decoration may still change it, and memory bounded otherwise.
 *
 * <p>Three maps, keyed by {@link #key}:
 * <ul>
 *   <li>chunks no structure set selects (most chunks), as empty lists, cleared whole past {@link #EMPTY_LIMIT} (an
 *       empty list carries no state, so dropping it changes nothing but time);</li>
 *   <li>selected chunks whose candidates gave no valid start, as empty lists, cleared whole past
 *       {@link #CANDIDATE_LIMIT};</li>
 *   <li>the starts of selected chunks. Only those cost anything to compute (a generation point, heights, a jigsaw
 *       assembly), and the 17 x 17 chunks every reference pass reads outlive a cache of recent chunks (radius 512: 623
 *       starts computed for 222 selected chunks with one). About one chunk in 30 is selected, so
 *       {@link #CANDIDATE_LIMIT} entries cover some 30,000 chunks around the chunks being generated.</li>
 * </ul>
 *
 * <p>Each start is one object from when it is first made until it is dropped, whichever thread asks first
 * ({@code putIfAbsent}): the features step changes some of its pieces as it places them (a mineshaft corridor's
 * spawner placed once, a swamp hut's floor height taken from the first chunk that places it, a temple's chests), so a
 * later chunk must see the same object, as the game's chunk holding the start keeps it. Unless {@link #hold held}, the
 * starts map is cleared whole when full (nothing changes a start then); held, only {@link #release} drops a start that
 * holds state, at points the decoration job chooses, so what a chunk sees does not depend on timing or on the worker
 * count (walkthrough finding, session 20: a corridor's torch differed between two runs after a clear came between two
 * of its chunks). Thread-safe.
 */
final class StartCache {
    /** Entries of the map of chunks no set selects before it is cleared. */
    static final int EMPTY_LIMIT = 4096;
    /** Entries of the other two maps before they are cleared (the starts map only when not held). */
    static final int CANDIDATE_LIMIT = 1024;

    private final ConcurrentHashMap<Long, List<StructureStart>> empty = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Long, List<StructureStart>> starts = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Long, List<StructureStart>> failed = new ConcurrentHashMap<>();
    /** Whether a decoration job holds the starts it may change until it releases them. */
    private volatile boolean held;
    /** The starts stored on disk a decoration job places from, or null. */
    private volatile StructureStarts.StartSource stored;
    /** {@link #CANDIDATE_LIMIT}, smaller in tests of the clearing rule. */
    private int startsLimit = CANDIDATE_LIMIT;

    /**
     * The key of chunk {@code (chunkX, chunkZ)}: its packed position times an odd constant, a one-to-one map of longs.
     * {@code Long.hashCode} of the packed position itself is {@code x ^ z}, equal for whole diagonals of chunks, which
     * turned the maps' bins into trees compared by reflection (5% of a run's CPU).
     */
    static Long key(int chunkX, int chunkZ) {
        return ChunkPos.pack(chunkX, chunkZ) * 0x9E3779B97F4A7C15L;
    }

    /** Tests: the size at which the starts map is cleared when not held. */
    void startsLimit(int limit) {
        startsLimit = limit;
    }

    /** The chunk's starts when known (possibly empty), null when they must be made or read. */
    List<StructureStart> get(Long key) {
        List<StructureStart> hit = empty.get(key);
        if (hit != null) return hit;
        hit = starts.get(key);
        if (hit != null) return hit;
        return failed.get(key);
    }

    /** The stored-start source in force, or null. */
    StructureStarts.StartSource stored() {
        return stored;
    }

    /**
     * Keeps {@code made}, the chunk's starts just made or read, and returns the list every caller is to use: the first
     * one kept for the chunk when another thread kept one before (one object per start).
     *
     * @param selected whether some structure set selects the chunk (false for starts read from disk)
     */
    List<StructureStart> put(Long key, List<StructureStart> made, boolean selected) {
        if (made.isEmpty()) {
            ConcurrentHashMap<Long, List<StructureStart>> into = selected ? failed : empty;
            if (into.size() >= (selected ? CANDIDATE_LIMIT : EMPTY_LIMIT)) into.clear();
            into.put(key, List.of());
            return List.of();
        }
        if (!held && starts.size() >= startsLimit) starts.clear();
        List<StructureStart> first = starts.putIfAbsent(key, made);
        return first != null ? first : made;
    }

    /** See {@link StructureStarts#holdForDecoration}. */
    void hold() {
        held = true;
    }

    /** See {@link StructureStarts#endDecoration}. */
    void end() {
        held = false;
        stored = null;
        clear();
    }

    /** See {@link StructureStarts#useStoredStarts}. */
    void useStored(StructureStarts.StartSource source) {
        if (held) throw new IllegalStateException("stored starts are taken before a decoration holds its starts");
        stored = source;
        clear();
    }

    private void clear() {
        empty.clear();
        failed.clear();
        starts.clear();
    }

    /** See {@link StructureStarts#releaseStarts}. */
    void release(StructureStarts.StillPlaced stillPlaced) {
        starts.entrySet().removeIf(e -> {
            for (StructureStart s : e.getValue()) if (stillPlaced(s, stillPlaced)) return false;
            return true;
        });
    }

    /** Whether {@code stillPlaced} holds for the chunks {@code s}'s box spans. */
    private static boolean stillPlaced(StructureStart s, StructureStarts.StillPlaced stillPlaced) {
        BoundingBox b = s.boundingBox();
        return stillPlaced.test(b.minX() >> 4, b.minZ() >> 4, b.maxX() >> 4, b.maxZ() >> 4);
    }

    /** See {@link StructureStarts#placedStartTags}. */
    List<CompoundBinaryTag> placedTags(StructureStarts.StillPlaced stillPlaced) {
        TreeMap<Long, List<StructureStart>> byChunk = new TreeMap<>();
        for (List<StructureStart> of : starts.values()) {
            boolean keep = false;
            for (StructureStart s : of) if (s.placed() && stillPlaced(s, stillPlaced)) keep = true;
            if (keep) byChunk.put(ChunkPos.pack(of.get(0).chunkX(), of.get(0).chunkZ()), of);
        }
        List<CompoundBinaryTag> out = new ArrayList<>(byChunk.size());
        for (List<StructureStart> of : byChunk.values()) {
            ListBinaryTag.Builder<CompoundBinaryTag> list = ListBinaryTag.builder(BinaryTagTypes.COMPOUND);
            for (StructureStart s : of) list.add(s.createTag());
            out.add(CompoundBinaryTag.builder().put("starts", list.build()).build());
        }
        return out;
    }

    /** Puts back the starts of one chunk a stopped run saved, replacing any made since (see {@link StructureStarts#restoreStarts}). */
    void restore(List<StructureStart> of) {
        starts.put(key(of.get(0).chunkX(), of.get(0).chunkZ()), List.copyOf(of));
    }
}
