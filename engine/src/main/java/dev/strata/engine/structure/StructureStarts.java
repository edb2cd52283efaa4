package dev.strata.engine.structure;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.structure.placement.StructureCandidate;
import dev.strata.engine.structure.placement.StructurePlacements;
import dev.strata.engine.structure.placement.StructureSetParser;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The structure starts of a dimension as the game's {@code structure_starts} and {@code structure_references} steps
 * make them, and the starts the features step places into a chunk.
 *
 * <p><b>Starts</b> (game: {@code ChunkGenerator.createStructures}): for each structure set the dimension can give, in
 * the game's order, whose placement selects the chunk, the set's structures are tried in the game's order
 * ({@link StructureCandidate#attempts}); the first valid start is the chunk's start for that structure.
 * <b>References</b> (game: {@code createReferences}): every valid start of a chunk within 8 chunks (x outer, z
 * inner) whose box meets the chunk's columns; the features step places them per structure in the order of the
 * game's reference set ({@link ReferenceOrder}).
 *
 * <p>What Strata builds: the structure types in {@link StructureTypes}. A set whose attempts reach a
 * structure of another type before a start is found is left out whole (its start is not known), so those structures
 * are absent from the chunks Strata writes; {@link #supported} says which structures are built.
 *
 * <p>Thread-safe. Starts are recomputed on demand (a bounded cache of the most recent chunks' starts keeps memory
 * independent of the area); computing one needs the caller's per-thread {@link Context}.
 */
public final class StructureStarts {
    /** Game: {@code createReferences} looks 8 chunks around. */
    public static final int REFERENCE_RANGE = 8;
    private final StructurePlacements placements;
    private final Map<ResourceId, Structure> built = new HashMap<>();
    private final long seed;
    private final int height;
    private final List<ResourceId> structureIds;
    private final List<List<ResourceId>> byStep;
    private final int seaLevel;
    private final int minY;
    /** The starts made or read so far, and when they are dropped. */
    private final StartCache cache = new StartCache();

    /** Tests: the size at which the kept starts are cleared when not held. */
    void candidateLimit(int limit) {
        cache.startsLimit(limit);
    }

    /** What computing a start needs from the calling thread (both read the dimension's generator). */
    public interface Context {
        /** The biome source's biome at a quart position (game: {@code getNoiseBiome}), a {@link BiomeRegistry} id. */
        int noiseBiome(int quartX, int quartY, int quartZ);

        /** The game's {@code getBaseHeight(x, z, WORLD_SURFACE_WG)}: first free y above the noise's highest non-air block. */
        int worldSurfaceWg(int x, int z);

        /**
         * The game's {@code getBaseHeight(x, z, OCEAN_FLOOR_WG)}: first free y above the noise's highest block that
         * blocks motion (fluids do not).
         */
        int oceanFloorWg(int x, int z);

        /**
         * The game's {@code getBaseColumn(x, z)}: the noise's block states of column {@code (x, z)} (before surface
         * rules and structures), bottom up: index {@code y - minY}. The array is the worker's and valid until its
         * next call; do not keep it.
         */
        int[] baseColumn(int x, int z);

        /**
         * The depth of the game's {@code WorldGenerationContext} (what height providers such as {@code below_top}
         * resolve against): the smaller of the dimension's height and the noise settings' height (the nether's and
         * the End's noise is 128 blocks of a 256-block dimension). The default refuses, for contexts of tests that
         * never resolve such an anchor.
         */
        default int genDepth() {
            throw new UnsupportedOperationException("this structure context does not know the generation depth");
        }
    }

    /**
     * @param seaLevel the noise settings' sea level
     * @param minY the dimension's lowest block y
     * @param height the dimension's height in blocks
     * @param states the pack's block states, made on first use (templates need them)
     * @throws dev.strata.engine.data.DataPackException naming file and JSON path for a malformed structure or set
     */
    public StructureStarts(DataPack pack, BiomeRegistry registry, StructurePlacements placements, int seaLevel, int minY, int height,
            java.util.function.Supplier<dev.strata.engine.block.BlockStates> states) {
        this.placements = placements;
        this.seed = placements.seed();
        this.seaLevel = seaLevel;
        this.minY = minY;
        this.height = height;
        this.states = states;
        StructureTypes.LoadContext load = new StructureTypes.LoadContext(pack, registry, states);
        List<ResourceId> ids = StructureSetParser.ids(pack, StructureSetParser.STRUCTURE_REGISTRY);
        this.structureIds = List.copyOf(ids);
        List<List<ResourceId>> steps = new ArrayList<>();
        for (int i = 0; i < STEP_NAMES.size(); i++) steps.add(new ArrayList<>());
        for (ResourceId id : ids) {
            String file = id.file(StructureSetParser.STRUCTURE_REGISTRY);
            JsonCursor step = JsonCursor.root(file, pack.readJson(file)).get("step");
            int at = STEP_NAMES.indexOf(step.asString());
            if (at < 0) throw step.error("unknown decoration step \"" + step.asString() + "\" (expected one of " + STEP_NAMES + ")");
            steps.get(at).add(id);
        }
        List<List<ResourceId>> frozen = new ArrayList<>();
        for (List<ResourceId> l : steps) frozen.add(List.copyOf(l));
        this.byStep = List.copyOf(frozen);
        for (ResourceId id : ids) {
            if (placements.possibleSets().stream().noneMatch(s -> s.structures().stream().anyMatch(e -> e.structure().equals(id)))) continue;
            ResourceId type = placements.structure(id).type();
            StructureTypes.Loader loader = StructureTypes.get(type);
            if (loader == null) continue;
            String file = id.file(StructureSetParser.STRUCTURE_REGISTRY);
            JsonCursor root = JsonCursor.root(file, pack.readJson(file));
            built.put(id, loader.load(StructureSettings.read(id, root, pack, registry), root, load));
        }
        List<String> adapting = new ArrayList<>();
        for (ResourceId id : ids) {
            Structure s = built.get(id);
            if (s == null || s.settings().terrainAdaptation() == TerrainAdjustment.NONE) continue;
            adapting.add(id.toString());
            adaptations.put(id.toString(), s.settings().terrainAdaptation());
        }
        this.adapting = List.copyOf(adapting);
    }

    /** The bound structure of id {@code id} (as a start's tag names it), null when none or not an id. */
    private Structure builtOrNull(String id) {
        try {
            return built.get(ResourceId.parse(id));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The pack's block states, made on first use (reading a start back needs them). */
    private final java.util.function.Supplier<dev.strata.engine.block.BlockStates> states;

    /** The built structures whose terrain adaptation is not none, in registry order. */
    private final List<String> adapting;
    private final Map<String, TerrainAdjustment> adaptations = new HashMap<>();

    /**
     * The terrain adaptation of structure {@code structure} (an id as {@link StructureStart#structure} holds it), none
     * for a structure Strata does not build.
     */
    public TerrainAdjustment terrainAdaptation(String structure) {
        return adaptations.getOrDefault(structure, TerrainAdjustment.NONE);
    }

    /**
     * The valid starts of built structures whose terrain adaptation is not none that reference chunk
     * {@code (chunkX, chunkZ)} (what the game's beardifier asks: {@code startsForStructure(chunk, s ->
     * s.terrainAdaptation() != NONE)}): per structure in registry order (the game iterates the chunk's reference map,
     * a {@code HashMap} by structure identity, whose order no rule fixes; only the rounding of the sum can show it),
     * each structure's starts in the order of its reference set. One pass over the chunks within
     * {@link #REFERENCE_RANGE}; empty at once when no built structure adapts terrain.
     */
    public List<StructureStart> terrainAdaptingReferences(int chunkX, int chunkZ, Context context) {
        if (adapting.isEmpty()) return List.of();
        int minX = chunkX << 4, minZ = chunkZ << 4;
        List<StructureStart> found = null;
        long[] keys = null;
        int n = 0;
        for (int x = chunkX - REFERENCE_RANGE; x <= chunkX + REFERENCE_RANGE; x++) {
            for (int z = chunkZ - REFERENCE_RANGE; z <= chunkZ + REFERENCE_RANGE; z++) {
                for (StructureStart s : startsAt(x, z, context)) {
                    if (s.inflate() == 0 || !adaptations.containsKey(s.structure())) continue;
                    if (!s.boundingBox().intersects(minX, minZ, minX + 15, minZ + 15)) continue;
                    if (found == null) {
                        found = new ArrayList<>();
                        keys = new long[8];
                    }
                    if (n == keys.length) keys = java.util.Arrays.copyOf(keys, n * 2);
                    keys[n++] = ReferenceOrder.key(x, z);
                    found.add(s);
                }
            }
        }
        if (found == null) return List.of();
        List<StructureStart> out = new ArrayList<>(n);
        long[] ofOne = new long[n];
        int[] index = new int[n];
        for (String id : adapting) {
            int m = 0;
            for (int i = 0; i < n; i++) {
                if (!found.get(i).structure().equals(id)) continue;
                ofOne[m] = keys[i];
                index[m++] = i;
            }
            if (m == 0) continue;
            for (int i : ReferenceOrder.iterationOrder(ofOne, m)) out.add(found.get(index[i]));
        }
        return out;
    }


    /** The structures of the structure registry, in the game's registry order (what the features step indexes). */
    public List<ResourceId> structureIds() {
        return structureIds;
    }

    /**
     * The structures of decoration step {@code step} (0..10), in registry order: the game seeds each one's placement
     * with its index in this list ({@code applyBiomeDecoration}), whether or not the dimension can give it.
     */
    public List<ResourceId> structuresOfStep(int step) {
        return step < byStep.size() ? byStep.get(step) : List.of();
    }

    /** Game: {@code GenerationStep.Decoration}, in ordinal order. */
    private static final List<String> STEP_NAMES = List.of("raw_generation", "lakes", "local_modifications", "underground_structures",
            "surface_structures", "strongholds", "underground_ores", "underground_decoration", "fluid_springs", "vegetal_decoration",
            "top_layer_modification");

    /** Whether Strata builds starts of {@code structure}. */
    public boolean supported(ResourceId structure) {
        return built.containsKey(structure);
    }

    /** The valid starts chunk {@code (chunkX, chunkZ)} holds, in the game's set order (empty for most chunks). */
    public List<StructureStart> startsAt(int chunkX, int chunkZ, Context context) {
        Long key = StartCache.key(chunkX, chunkZ);
        List<StructureStart> hit = cache.get(key);
        if (hit != null) return hit;
        StartSource source = cache.stored();
        net.kyori.adventure.nbt.CompoundBinaryTag own = source == null ? null : source.startsOf(chunkX, chunkZ);
        List<StructureCandidate> candidates = own != null ? List.of() : placements.candidates(chunkX, chunkZ);
        List<StructureStart> made = own != null ? readStored(chunkX, chunkZ, own, "chunk " + chunkX + " " + chunkZ + ": structures.starts.", null)
                : compute(chunkX, chunkZ, context, candidates, null);
        return cache.put(key, made, !candidates.isEmpty());
    }

    /**
     * From now on the starts are kept until {@link #releaseStarts} drops them, never cleared because the cache is full:
     * a decoration job calls it before it places any piece (see {@link StartCache}). Memory: the starts within
     * {@link #REFERENCE_RANGE} chunks of the chunks generated or decorated since the last release, and those the
     * release keeps.
     */
    public void holdForDecoration() {
        cache.hold();
    }

    /**
     * Ends {@link #holdForDecoration} and {@link #useStoredStarts}: every start is dropped (a later run on this
     * generator, such as the next of {@code strata bench}'s, starts from unchanged starts made afresh), and the cache
     * is bounded by size again.
     */
    public void endDecoration() {
        cache.end();
    }

    /**
     * The starts chunks on disk hold, which the game places from instead of starts made afresh: a start chunk loaded
     * from disk keeps the starts it was made with and what placing has changed in them, and is never made again.
     */
    @FunctionalInterface
    public interface StartSource {
        /**
         * The {@code structures.starts} compound chunk {@code (chunkX, chunkZ)} holds on disk (by structure id; empty when
         * it holds none), or null when its starts are made afresh (not on disk, or not at {@code structure_starts} yet).
         */
        net.kyori.adventure.nbt.CompoundBinaryTag startsOf(int chunkX, int chunkZ);
    }

    /**
     * From now on, a chunk {@code source} knows gives the starts it stores (read back with {@link #readStored}; those
     * that cannot be read are left out: the caller keeps the chunks they reach from being decorated), every other chunk
     * the starts made afresh (every chunk when {@code source} is null). Drops every start computed so far. Call it
     * before {@link #holdForDecoration} and any decoration; {@link #endDecoration} ends it.
     */
    public void useStoredStarts(StartSource source) {
        cache.useStored(source);
    }

    /**
     * Reads back the valid starts a chunk's stored {@code starts} compound holds, in the registry order of their
     * structures (a chunk holds at most one per structure; ids the registry does not hold are left out, as the game
     * leaves them out), as new
     * objects with the state stored (game: {@code StructureStart.loadStaticStart} as a chunk is loaded). A start that
     * cannot be read (a structure Strata does not build, a piece it does not know, a malformed value, or one naming
     * another chunk than {@code (chunkX, chunkZ)}) is left out
     * and handed to {@code unreadable} (its id and the reason, naming {@code where + id} and the value's path), unless
     * that is null.
     */
    public List<StructureStart> readStored(int chunkX, int chunkZ, net.kyori.adventure.nbt.CompoundBinaryTag starts, String where,
            java.util.function.BiConsumer<String, String> unreadable) {
        if (starts.size() == 0) return List.of();
        // a start of a structure the registry does not hold is dropped, as the game drops it ("Unknown structure start")
        List<String> ids = new ArrayList<>(starts.size());
        for (ResourceId id : structureIds) if (starts.get(id.toString()) != null) ids.add(id.toString());
        StructurePieceSerializationContext context = new StructurePieceSerializationContext(states.get());
        List<StructureStart> out = new ArrayList<>(ids.size());
        for (String id : ids) {
            try {
                if (!(starts.get(id) instanceof net.kyori.adventure.nbt.CompoundBinaryTag tag)) {
                    throw new StructureNbtException(where + id + ": expected compound");
                }
                StructureStart s = StructureStartReader.read(context, tag, where + id, seed, this::builtOrNull);
                if (!s.isValid()) continue;
                if (s.chunkX() != chunkX || s.chunkZ() != chunkZ) {
                    throw new StructureNbtException(where + id + ".ChunkX: the start names chunk " + s.chunkX() + " " + s.chunkZ()
                            + ", not the chunk that holds it");
                }
                out.add(s);
            } catch (RuntimeException e) { // what a stored tag holds is input: any failure to read it is reported, not thrown
                if (unreadable != null) unreadable.accept(id, e instanceof StructureNbtException ? e.getMessage() : where + id + ": " + e);
            }
        }
        return out.isEmpty() ? List.of() : List.copyOf(out);
    }

    /** Which kept starts a decoration may still place: by the chunks their box spans (inclusive chunk coordinates). */
    @FunctionalInterface
    public interface StillPlaced {
        boolean test(int minChunkX, int minChunkZ, int maxChunkX, int maxChunkZ);
    }

    /**
     * Drops the kept starts no later decoration places (for none of the chunk's starts {@code stillPlaced} holds), at a
     * point where no decoration runs: a dropped start is computed afresh if asked for again, with none of the changes
     * placing made to it, which is the same for every run since no chunk that could see them is left.
     */
    public void releaseStarts(StillPlaced stillPlaced) {
        cache.release(stillPlaced);
    }

    /**
     * The kept starts that placing has changed ({@link StructureStart#placed}) and that a later decoration may still
     * place ({@code stillPlaced}, as {@link #releaseStarts} reads it), for a checkpoint: one compound per start chunk,
     * {@code {starts: [...]}}, holding every valid start of that chunk in the game's set order, each as
     * {@link StructureStart#createTag} saves it (with the flags placing set), ordered by packed chunk position. Call
     * it where no decoration runs. {@link #restoreStarts} puts them back.
     */
    public List<net.kyori.adventure.nbt.CompoundBinaryTag> placedStartTags(StillPlaced stillPlaced) {
        return cache.placedTags(stillPlaced);
    }

    /**
     * Puts back starts a stopped run saved ({@link #placedStartTags}), replacing any computed since: a resumed run
     * places them from the state they had, as the run that was stopped would have (a spawner placed is not placed
     * again, a floor height is kept). Their pieces count as placed, so the next checkpoint keeps them again. Call it
     * after {@link #holdForDecoration} and before any decoration.
     *
     * @param where what the tags come from, for errors (e.g. the journal's file)
     * @throws StructureNbtException naming {@code where} and the value's path when a start cannot be read back
     */
    public void restoreStarts(List<net.kyori.adventure.nbt.CompoundBinaryTag> chunks, String where) {
        if (chunks.isEmpty()) return;
        StructurePieceSerializationContext context = new StructurePieceSerializationContext(states.get());
        for (int c = 0; c < chunks.size(); c++) {
            net.kyori.adventure.nbt.ListBinaryTag list = chunks.get(c).getList("starts");
            if (list.size() == 0) throw new StructureNbtException(where + ": starts[" + c + "]: no start");
            List<StructureStart> of = new ArrayList<>(list.size());
            for (int i = 0; i < list.size(); i++) {
                StructureStart s = StructureStartReader.read(context, list.getCompound(i),
                        where + ": starts[" + c + "][" + i + "]", seed, this::builtOrNull);
                if (!s.isValid()) throw new StructureNbtException(where + ": starts[" + c + "][" + i + "]: an invalid start");
                for (StructurePiece p : s.pieces()) p.markPlaced();
                of.add(s);
            }
            cache.restore(of);
        }
    }

    /**
     * The chunk's valid starts of the structure sets that can start one of {@code only} (structure ids, as
     * {@link StructureStart#structure} names them), made afresh and not cached: the other sets are not tried. Each set
     * is decided on its own (its placement, its attempts in order), so leaving the others out changes nothing in the
     * starts of these ({@code strata structures --structure}: a mansion search need not build every village).
     */
    public List<StructureStart> startsAt(int chunkX, int chunkZ, Context context, java.util.Set<String> only) {
        return compute(chunkX, chunkZ, context, only);
    }

    /** The chunk's valid starts, made afresh (their pieces not yet placed anywhere). */
    private List<StructureStart> compute(int chunkX, int chunkZ, Context context) {
        return compute(chunkX, chunkZ, context, null);
    }

    /** As {@link #compute(int, int, Context)}, trying only the sets with an attempt in {@code only} (null: all). */
    private List<StructureStart> compute(int chunkX, int chunkZ, Context context, java.util.Set<String> only) {
        return compute(chunkX, chunkZ, context, placements.candidates(chunkX, chunkZ), only);
    }

    /** As {@link #compute(int, int, Context, java.util.Set)}, over the chunk's {@code candidates}. */
    private List<StructureStart> compute(int chunkX, int chunkZ, Context context, List<StructureCandidate> candidates,
            java.util.Set<String> only) {
        List<StructureStart> out = List.of();
        for (StructureCandidate c : candidates) {
            if (only != null && c.attempts().stream().noneMatch(a -> only.contains(a.toString()))) continue;
            for (ResourceId s : c.attempts()) {
                Structure structure = built.get(s);
                if (structure == null) break; // a structure Strata does not build: the set's outcome is unknown, left out
                StructureStart start = generate(structure, chunkX, chunkZ, context);
                if (start.isValid()) {
                    if (out.isEmpty()) out = new ArrayList<>(1);
                    out.add(start);
                    break;
                }
            }
        }
        return out.isEmpty() ? List.of() : List.copyOf(out);
    }

    /**
     * The start of {@code structure} at chunk {@code (chunkX, chunkZ)} (game: {@code Structure.generate}): the
     * generation point, the biome test there, then the pieces; invalid (no pieces) when any of these fails.
     * Whether the structure set selects the chunk is not decided here.
     */
    public StructureStart generate(Structure structure, int chunkX, int chunkZ, Context context) {
        StructureSettings settings = structure.settings();
        GenerationContext g = GenerationContext.of(seed, chunkX, chunkZ, seaLevel, minY, height, context);
        java.util.Optional<GenerationStub> stub = structure.findGenerationPoint(g);
        String id = settings.id().toString();
        int inflate = settings.terrainAdaptation().inflate();
        if (stub.isEmpty()) return new StructureStart(id, chunkX, chunkZ, 0, List.of(), inflate);
        GenerationStub at = stub.get();
        if (!settings.allows(context.noiseBiome(at.x() >> 2, at.y() >> 2, at.z() >> 2))) {
            return new StructureStart(id, chunkX, chunkZ, 0, List.of(), inflate);
        }
        return new StructureStart(id, chunkX, chunkZ, 0, at.piecesBuilder().build(), inflate);
    }

    /** The bound structure {@code id}, or null when Strata does not build it or the dimension cannot give it. */
    public Structure structure(ResourceId id) {
        return built.get(id);
    }

    /**
     * The valid starts that reach chunk {@code (chunkX, chunkZ)} (their box meets its columns), by structure id
     * ({@link StructureStart#structure}), each list in the order of the game's reference set, as {@link #references}
     * gives it structure by structure; empty when none reaches it. One pass over the chunks within
     * {@link #REFERENCE_RANGE}, for callers that want every structure (the features step, a chunk's saved
     * {@code References}).
     */
    public Map<String, List<StructureStart>> reachingStarts(int chunkX, int chunkZ, Context context) {
        if (built.isEmpty()) return Map.of();
        int minX = chunkX << 4, minZ = chunkZ << 4;
        Map<String, List<StructureStart>> found = null;
        for (int x = chunkX - REFERENCE_RANGE; x <= chunkX + REFERENCE_RANGE; x++) {
            for (int z = chunkZ - REFERENCE_RANGE; z <= chunkZ + REFERENCE_RANGE; z++) {
                List<StructureStart> at = startsAt(x, z, context);
                for (int k = 0; k < at.size(); k++) {
                    StructureStart s = at.get(k);
                    if (!s.boundingBox().intersects(minX, minZ, minX + 15, minZ + 15)) continue;
                    if (found == null) found = new HashMap<>();
                    found.computeIfAbsent(s.structure(), id -> new ArrayList<>(2)).add(s);
                }
            }
        }
        if (found == null) return Map.of();
        for (Map.Entry<String, List<StructureStart>> e : found.entrySet()) {
            List<StructureStart> scan = e.getValue();
            if (scan.size() == 1) continue;
            long[] keys = new long[scan.size()];
            for (int k = 0; k < keys.length; k++) keys[k] = ReferenceOrder.key(scan.get(k).chunkX(), scan.get(k).chunkZ());
            int[] order = ReferenceOrder.iterationOrder(keys, keys.length);
            List<StructureStart> ordered = new ArrayList<>(order.length);
            for (int k : order) ordered.add(scan.get(k));
            e.setValue(ordered);
        }
        return found;
    }

    /**
     * The valid starts of {@code structure} that reach chunk {@code (chunkX, chunkZ)} (their box meets its columns),
     * in the order the game's features step places them.
     */
    public List<StructureStart> references(int chunkX, int chunkZ, ResourceId structure, Context context) {
        List<StructureStart> out = new ArrayList<>();
        collect(chunkX, chunkZ, structure, context, out, null);
        return out;
    }

    /**
     * The start chunks (packed as the game packs them, {@link ReferenceOrder#key}) of the valid starts of {@code structure} that reach chunk
     * {@code (chunkX, chunkZ)}, in the order of the game's reference set: what the chunk saves under
     * {@code structures.References}.
     */
    public long[] referenceKeys(int chunkX, int chunkZ, ResourceId structure, Context context) {
        long[][] keys = new long[1][];
        collect(chunkX, chunkZ, structure, context, null, keys);
        return keys[0];
    }

    private void collect(int chunkX, int chunkZ, ResourceId structure, Context context, List<StructureStart> starts, long[][] keysOut) {
        if (!supported(structure)) {
            if (keysOut != null) keysOut[0] = new long[0];
            return;
        }
        String id = structure.toString();
        int minX = chunkX << 4, minZ = chunkZ << 4;
        List<StructureStart> found = new ArrayList<>();
        long[] keys = new long[8];
        int n = 0;
        for (int x = chunkX - REFERENCE_RANGE; x <= chunkX + REFERENCE_RANGE; x++) {
            for (int z = chunkZ - REFERENCE_RANGE; z <= chunkZ + REFERENCE_RANGE; z++) {
                for (StructureStart s : startsAt(x, z, context)) {
                    if (!s.structure().equals(id) || !s.boundingBox().intersects(minX, minZ, minX + 15, minZ + 15)) continue;
                    if (n == keys.length) keys = java.util.Arrays.copyOf(keys, n * 2);
                    keys[n++] = ReferenceOrder.key(x, z);
                    found.add(s);
                }
            }
        }
        int[] order = ReferenceOrder.iterationOrder(keys, n);
        if (starts != null) for (int i : order) starts.add(found.get(i));
        if (keysOut != null) {
            long[] out = new long[order.length];
            for (int i = 0; i < order.length; i++) out[i] = keys[order[i]];
            keysOut[0] = out;
        }
    }

    /**
     * Whether the dimension can give structure {@code id}, built by Strata or not: some structure set holding it can be
     * placed in the dimension (game: the possible structure sets of {@code ChunkGeneratorStructureState}).
     */
    public boolean possible(ResourceId id) {
        return placements.possibleSets().stream().anyMatch(s -> s.structures().stream().anyMatch(e -> e.structure().equals(id)));
    }

    /** The structures Strata builds, in registry order. */
    public List<ResourceId> builtStructures() {
        List<ResourceId> out = new ArrayList<>();
        for (ResourceId id : structureIds) if (supported(id)) out.add(id);
        return out;
    }

    /**
     * What a chunk stores under {@code structures} (game: {@code SerializableChunkData.packStructureData}): the
     * chunk's own valid starts under {@code starts} (by structure id, {@link StructureStart#createTag}) and, per
     * structure, the start chunks that reach it under {@code References} (a long array, left out when empty).
     */
    public net.kyori.adventure.nbt.CompoundBinaryTag chunkTag(int chunkX, int chunkZ, Context context) {
        net.kyori.adventure.nbt.CompoundBinaryTag.Builder starts = net.kyori.adventure.nbt.CompoundBinaryTag.builder();
        // made afresh: placing pieces sets flags some pieces save (a chest or spawner placed), and when those were set
        // depends on which chunks were decorated before this one was written; a fresh start saves none set, so the
        // bytes do not depend on scheduling (the game, whose pieces check position and chunk, places the same blocks)
        // never asked for a chunk on disk: a continued chunk keeps the structures it stores (DecorationJob)
        List<StructureStart> own = startsAt(chunkX, chunkZ, context).isEmpty() ? List.of() : compute(chunkX, chunkZ, context);
        for (StructureStart s : own) starts.put(s.structure(), s.createTag());
        Map<String, List<StructureStart>> reaching = reachingStarts(chunkX, chunkZ, context);
        net.kyori.adventure.nbt.CompoundBinaryTag.Builder refs = net.kyori.adventure.nbt.CompoundBinaryTag.builder();
        if (!reaching.isEmpty()) {
            for (ResourceId id : builtStructures()) {
                List<StructureStart> of = reaching.get(id.toString());
                if (of == null) continue;
                long[] keys = new long[of.size()];
                for (int k = 0; k < keys.length; k++) keys[k] = ReferenceOrder.key(of.get(k).chunkX(), of.get(k).chunkZ());
                refs.put(id.toString(), net.kyori.adventure.nbt.LongArrayBinaryTag.longArrayBinaryTag(keys));
            }
        }
        return net.kyori.adventure.nbt.CompoundBinaryTag.builder().put("References", refs.build()).put("starts", starts.build()).build();
    }
}
