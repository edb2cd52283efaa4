package dev.strata.engine.structure.placement;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.biome.BiomeSource;
import dev.strata.engine.biome.BiomeSources;
import dev.strata.engine.biome.ClimateSampler;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.NoiseGeneratorSettings;
import dev.strata.engine.levelgen.RandomState;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The structure sets of one dimension bound to a world seed (game: {@code ChunkGeneratorStructureState} of a normal
 * world): which chunks may start which structures.
 *
 * <p>{@link #possibleSets()} are the pack's structure sets, in the registry's order, that hold a structure whose
 * {@code biomes} meet the biome source's possible biomes ({@code createForNormal}: {@code hasBiomesForStructureSet}).
 * {@link #isStructureChunk} is the game's {@code StructurePlacement.isStructureChunk}; {@link #candidates} lists, for a
 * chunk, the possible sets that select it in that order, as {@code ChunkGenerator.createStructures} walks them.
 *
 * <p>Concentric-ring positions exist for the possible ring sets only (a ring set that is not possible in the dimension
 * selects no chunk), with the world seed as the rings seed (a normal world's; flat worlds use 0 but Strata generates
 * none). Where the game searches all of them at once ({@code ensureStructuresGenerated}), each is searched here when a
 * chunk within its reach is first asked about ({@link RingPositions}); the answers are the same. Thread-safe.
 */
public final class StructurePlacements {
    private final long seed;
    private final Map<ResourceId, StructureSetDef> all;
    private final Map<ResourceId, StructureDef> structures;
    private final List<StructureSetDef> possible;
    /** The possible ring sets' positions, searched on demand. */
    private final Map<ResourceId, RingPositions> rings = new HashMap<>();
    private final int ringThreads;

    private StructurePlacements(long seed, BiomeRegistry registry, BiomeSource source, Supplier<ClimateSampler> samplers,
            Map<ResourceId, StructureSetDef> all, Map<ResourceId, StructureDef> structures, List<StructureSetDef> possible, int ringThreads) {
        this.seed = seed;
        this.all = all;
        this.structures = structures;
        this.possible = List.copyOf(possible);
        this.ringThreads = ringThreads;
        // Game: generatePositions keeps ring positions for the possible sets with a structure of a possible biome
        // (the same test as hasBiomesForStructureSet); the positions themselves are searched when first asked.
        for (StructureSetDef set : possible) {
            if (!(set.placement() instanceof ConcentricRingsPlacement c)) continue;
            BitSet preferred = new BitSet();
            for (ResourceId b : c.preferredBiomes()) preferred.set(registry.id(b));
            rings.put(set.id(), new RingPositions(c, seed, source, samplers, preferred::get));
        }
    }

    /**
     * Reads every structure set of the pack and the structures they name, and binds them to a dimension.
     *
     * @param source the dimension's biome source (its possible biomes filter the sets; ring placements search it)
     * @param samplers new climate samplers for the ring searches (one per search lane; samplers are stateful)
     * @throws DataPackException naming file and JSON path: a malformed set, an unknown structure, biome or tag, an
     *     exclusion zone naming an unknown set or forming a cycle (the game would recurse without end)
     */
    public static StructurePlacements bind(long seed, DataPack pack, BiomeRegistry registry, BiomeSource source,
            Supplier<ClimateSampler> samplers) {
        Map<ResourceId, StructureSetDef> all = new LinkedHashMap<>();
        Map<ResourceId, StructureDef> structures = new HashMap<>();
        for (ResourceId id : StructureSetParser.setIds(pack)) {
            StructureSetDef set = StructureSetParser.readSet(pack, id, registry);
            String file = id.file(StructureSetParser.SET_REGISTRY);
            JsonCursor root = JsonCursor.root(file, pack.readJson(file));
            List<JsonCursor> entries = root.get("structures").elements();
            for (int i = 0; i < entries.size(); i++) {
                ResourceId s = set.structures().get(i).structure();
                if (!structures.containsKey(s)) {
                    structures.put(s, StructureSetParser.readStructure(pack, s, registry, entries.get(i).get("structure")));
                }
            }
            all.put(id, set);
        }
        for (StructureSetDef set : all.values()) checkExclusion(pack, set, all);
        BitSet possibleBiomes = new BitSet();
        for (int b : source.possibleBiomes()) possibleBiomes.set(b);
        List<StructureSetDef> possible = new ArrayList<>();
        for (StructureSetDef set : all.values()) {
            boolean any = false;
            for (StructureSetDef.Entry e : set.structures()) {
                for (ResourceId b : structures.get(e.structure()).biomes()) {
                    if (possibleBiomes.get(registry.id(b))) any = true;
                }
            }
            if (any) possible.add(set);
        }
        int threads = Math.max(1, Math.min(RingPositions.LANES, Runtime.getRuntime().availableProcessors()));
        return new StructurePlacements(seed, registry, source, samplers, all, structures, possible, threads);
    }

    /**
     * Binds dimension {@code dimension} of {@code pack} (its {@code dimension/} entry or the normal world preset's):
     * its biome source, and climate samplers compiled from its noise settings for {@code seed}.
     */
    public static StructurePlacements forDimension(DataPack pack, ResourceId dimension, long seed) {
        BiomeRegistry registry = BiomeRegistry.load(pack);
        BiomeSources.Dimension dim = BiomeSources.dimension(pack, dimension, registry);
        NoiseGeneratorSettings settings = NoiseGeneratorSettings.load(pack, dim.noiseSettings());
        RandomState state = new RandomState(pack, seed, settings.legacyRandomSource());
        return bind(seed, pack, registry, dim.biomeSource(), () -> ClimateSampler.compile(settings.router(), state));
    }

    /** An exclusion zone must name a known set, and following zones from set to set must not come back. */
    private static void checkExclusion(DataPack pack, StructureSetDef set, Map<ResourceId, StructureSetDef> all) {
        Set<ResourceId> seen = new LinkedHashSet<>();
        StructureSetDef at = set;
        while (at.placement().settings().exclusionZone() != null) {
            seen.add(at.id());
            ResourceId other = at.placement().settings().exclusionZone().otherSet();
            String file = at.id().file(StructureSetParser.SET_REGISTRY);
            JsonCursor c = JsonCursor.root(file, pack.readJson(file)).get("placement").get("exclusion_zone").get("other_set");
            if (!all.containsKey(other)) {
                throw c.error("unknown structure set \"" + other + "\" (no " + other.file(StructureSetParser.SET_REGISTRY) + ")");
            }
            if (seen.contains(other)) {
                throw c.error("exclusion zones of structure sets refer to each other in a cycle (" + seen + " -> " + other
                        + "); the game would never finish testing a chunk");
            }
            at = all.get(other);
        }
    }

    public long seed() {
        return seed;
    }

    /** The sets that can appear in this dimension, in the game's order. */
    public List<StructureSetDef> possibleSets() {
        return possible;
    }

    /** Every structure set of the pack, possible here or not, by id. */
    public StructureSetDef set(ResourceId id) {
        StructureSetDef s = all.get(id);
        if (s == null) throw new IllegalArgumentException("no structure set " + id);
        return s;
    }

    /** The placement-relevant part of a structure named by some set. */
    public StructureDef structure(ResourceId id) {
        StructureDef s = structures.get(id);
        if (s == null) throw new IllegalArgumentException("no structure " + id + " in any structure set");
        return s;
    }

    /**
     * Game: {@code StructurePlacement.isStructureChunk}: the placement's own rule, then its frequency reduction, then
     * its exclusion zone (the other set's full test on every chunk within {@code chunk_count}, x outer, z inner).
     */
    public boolean isStructureChunk(StructureSetDef set, int chunkX, int chunkZ) {
        StructurePlacement p = set.placement();
        PlacementSettings s = p.settings();
        return isPlacementChunk(set, chunkX, chunkZ)
                && s.applyAdditionalChunkRestrictions(chunkX, chunkZ, seed)
                && (s.exclusionZone() == null || !hasStructureChunkInRange(all.get(s.exclusionZone().otherSet()), chunkX, chunkZ,
                        s.exclusionZone().chunkCount()));
    }

    /** Game: {@code ChunkGeneratorStructureState.hasStructureChunkInRange}. */
    boolean hasStructureChunkInRange(StructureSetDef other, int chunkX, int chunkZ, int range) {
        for (int x = chunkX - range; x <= chunkX + range; x++) {
            for (int z = chunkZ - range; z <= chunkZ + range; z++) {
                if (isStructureChunk(other, x, z)) return true;
            }
        }
        return false;
    }

    /** The placement type's own rule (game: {@code isPlacementChunk}). */
    public boolean isPlacementChunk(StructureSetDef set, int chunkX, int chunkZ) {
        if (set.placement() instanceof RandomSpreadPlacement r) return r.isPlacementChunk(seed, chunkX, chunkZ);
        RingPositions r = rings.get(set.id()); // concentric rings: only a possible ring set has positions
        return r != null && r.contains(chunkX, chunkZ);
    }

    /**
     * The ring chunks of a possible concentric-rings set (packed, {@link ChunkPos#pack}, in the game's order), or null
     * for any other set (game: {@code getRingPositionsFor}). Searches every position not searched yet (128 biome
     * searches of 57 x 57 quarts for the strongholds), on up to {@value RingPositions#LANES} threads.
     */
    public long[] ringPositions(ResourceId set) {
        RingPositions r = rings.get(set);
        return r == null ? null : r.all(ringThreads);
    }

    /**
     * The possible sets that select chunk {@code (chunkX, chunkZ)}, in the game's order, each with the structures the
     * game tries there: for a set of several, the weighted draws of {@code createStructures} — a legacy random with
     * {@code setLargeFeatureSeed(seed, chunkX, chunkZ)}, {@code nextInt(total weight)} walked down the remaining
     * entries, the drawn entry removed before the next draw.
     */
    public List<StructureCandidate> candidates(int chunkX, int chunkZ) {
        List<StructureCandidate> out = new ArrayList<>();
        for (StructureSetDef set : possible) {
            if (isStructureChunk(set, chunkX, chunkZ)) out.add(new StructureCandidate(set.id(), attempts(set, chunkX, chunkZ)));
        }
        return out;
    }

    /** The order in which the game tries the set's structures in a chunk it selects. */
    public List<ResourceId> attempts(StructureSetDef set, int chunkX, int chunkZ) {
        List<StructureSetDef.Entry> options = new ArrayList<>(set.structures());
        if (options.size() == 1) return List.of(options.get(0).structure());
        WorldgenRandom random = new WorldgenRandom(new LegacyRandom(0L));
        random.setLargeFeatureSeed(seed, chunkX, chunkZ);
        int total = 0;
        for (StructureSetDef.Entry e : options) total += e.weight();
        List<ResourceId> order = new ArrayList<>(options.size());
        while (!options.isEmpty()) {
            int choice = random.nextInt(total);
            int index = 0;
            for (StructureSetDef.Entry e : options) {
                choice -= e.weight();
                if (choice < 0) break;
                index++;
            }
            StructureSetDef.Entry selected = options.remove(index);
            order.add(selected.structure());
            total -= selected.weight();
        }
        return order;
    }
}
