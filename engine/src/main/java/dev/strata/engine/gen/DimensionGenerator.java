package dev.strata.engine.gen;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.biome.BiomeSource;
import dev.strata.engine.biome.BiomeSources;
import dev.strata.engine.biome.ChunkBiomes;
import dev.strata.engine.carver.BiomeCarvers;
import dev.strata.engine.carver.CarverStep;
import dev.strata.engine.carver.CarvingContext;
import dev.strata.engine.carver.TopMaterial;
import dev.strata.engine.biome.ClimateSampler;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.density.DensityFunctionParser;
import dev.strata.engine.density.NoiseReferences;
import dev.strata.engine.levelgen.Beardifier;
import dev.strata.engine.levelgen.NoiseChunk;
import dev.strata.engine.levelgen.NoiseGeneratorSettings;
import dev.strata.engine.levelgen.NoiseRouterDef;
import dev.strata.engine.levelgen.NoiseSettings;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.levelgen.RandomState;
import dev.strata.engine.biome.BiomeZoom;
import dev.strata.engine.biome.BiomeZoomCache;
import dev.strata.engine.surface.BiomeTemperature;
import dev.strata.engine.surface.SurfaceBiomes;
import dev.strata.engine.surface.SurfaceRuleDef;
import dev.strata.engine.surface.SurfaceRuleParser;
import dev.strata.engine.surface.SurfaceSystem;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.BiomeFeatures;
import dev.strata.engine.feature.DecorationRegion;
import dev.strata.engine.feature.DecorationStep;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.FeatureSorter;
import dev.strata.engine.feature.placement.PlacedFeature;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Everything needed to generate one dimension of one world: the parsed noise settings and biome source, bound to
 * a seed. Immutable and shared by all workers; each worker thread makes its own {@link Worker} (which owns the
 * mutable caches) with {@link #newWorker()}.
 *
 * <p>Coordinates: chunks are 16×16 block columns, chunk (cx, cz) spans blocks {@code cx*16 .. cx*16+15}. The
 * chunk's vertical extent is the dimension type's ({@link #minY()}, {@link #height()}), which may exceed the noise
 * settings' (noise fills the intersection).
 */
public final class DimensionGenerator {
    private final ResourceId dimension;
    private final long seed;
    private final NoiseGeneratorSettings settings;
    private final BiomeSource biomeSource;
    private final BiomeRegistry biomes;
    private final RandomState randomState;
    private final int minY, height;
    private final BiomeTemperature temperatures;
    private final SurfaceRuleDef.Rule surfaceRule;
    private final BiomeCarvers carvers;
    private final DataPack pack;
    private volatile Features features;

    /** The bound feature data of the features step (read on first use, see {@link #features()}). */
    public record Features(BlockStates states, BiomeFeatures biomeFeatures, List<List<PlacedFeature>> order) {}

 private final boolean hasSkyLight;

    private DimensionGenerator(DataPack pack, boolean hasSkyLight, ResourceId dimension, long seed, NoiseGeneratorSettings settings, BiomeSource biomeSource,
                               BiomeRegistry biomes, RandomState randomState, int minY, int height, BiomeTemperature temperatures,
                               SurfaceRuleDef.Rule surfaceRule, BiomeCarvers carvers) {
        this.pack = pack;
        this.hasSkyLight = hasSkyLight;
        this.carvers = carvers;
        this.temperatures = temperatures;
        this.surfaceRule = surfaceRule;
        this.dimension = dimension;
        this.seed = seed;
        this.settings = settings;
        this.biomeSource = biomeSource;
        this.biomes = biomes;
        this.randomState = randomState;
        this.minY = minY;
        this.height = height;
    }

    /**
     * Loads a dimension of a data pack for a seed: its {@code dimension/} entry if the pack has one, else the
     * {@code minecraft:normal} world preset's (overworld, the_nether, the_end).
     *
     * @param dimension e.g. {@code minecraft:overworld}
     * @param settingsOverride noise settings to use instead of the dimension's (e.g. {@code minecraft:amplified}), or null
     * <p>Everything is bound to the seed here, before anything is generated or written: every noise the router names
     * is read and instantiated, the density graph and the surface rules are compiled once (as each worker will), and
     * the dimension type's extent is checked against the noise settings'. A pack that loads here generates.
     *
     * @throws dev.strata.engine.data.DataPackException naming file and JSON path when the pack cannot be used
     */
    public static DimensionGenerator load(DataPack pack, ResourceId dimension, ResourceId settingsOverride, long seed) {
        Objects.requireNonNull(pack);
        BiomeRegistry biomes = BiomeRegistry.load(pack);
        BiomeSources.Dimension dim = BiomeSources.dimension(pack, dimension, biomes);
        ResourceId settingsId = settingsOverride != null ? settingsOverride : dim.noiseSettings();
        NoiseGeneratorSettings settings = NoiseGeneratorSettings.load(pack, settingsId, new DensityFunctionParser(pack));
        NoiseSettings noise = settings.noise();
        if (dim.minY() > noise.minY() || dim.minY() + dim.height() < noise.minY() + noise.height()) {
            throw new DataPackException(dim.typeSource() + ": the dimension's extent (min_y " + dim.minY() + ", height " + dim.height()
                    + ") does not contain its noise settings' (" + settingsId.file(NoiseGeneratorSettings.REGISTRY) + ": noise: min_y "
                    + noise.minY() + ", height " + noise.height() + "); Strata needs the noise extent inside the dimension's");
        }
        RandomState state = new RandomState(pack, seed, settings.legacyRandomSource());
        NoiseRouterDef r = settings.router();
        for (ResourceId id : NoiseReferences.of(r.barrier(), r.fluidLevelFloodedness(), r.fluidLevelSpread(), r.lava(),
                r.temperature(), r.vegetation(), r.continents(), r.erosion(), r.depth(), r.ridges(), r.preliminarySurfaceLevel(),
                r.finalDensity(), r.veinToggle(), r.veinRidged(), r.veinGap())) {
            state.noise(id);
        }
        BiomeTemperature temperatures = BiomeTemperature.load(pack, biomes.size(), i -> biomes.name(i).toString());
        SurfaceRuleDef.Rule rule = SurfaceRuleParser.parseRule(settings.surfaceRule());
        BiomeCarvers carvers = BiomeCarvers.load(pack, biomes);
        DimensionGenerator g = new DimensionGenerator(pack, dim.hasSkyLight(), dimension, seed, settings, dim.biomeSource(), biomes, state, dim.minY(),
                dim.height(), temperatures, rule, carvers);
        g.hasCeiling = dim.hasCeiling();
        g.ambientLight = dim.ambientLight();
        g.newWorker(); // compiles the router and the surface rules, binding their noises (about a millisecond)
        return g;
    }

    /**
     * The features step's data: every biome the biome source can give, its placed features and everything they name,
     * parsed, and the global feature order. Read on first use (a run that stops before the features step does not
     * need it) and kept; call it before writing anything so a bad pack is refused first.
     *
     * @throws DataPackException naming the file and JSON path of a malformed or unsupported feature
     */
    public Features features() {
        Features f = features;
        if (f == null) {
            synchronized (this) {
                f = features;
                if (f == null) {
                    BlockStates states = states();
                    FeatureParser parser = new FeatureParser(pack, states);
                    List<Integer> possible = biomeSource.possibleBiomes();
                    BiomeFeatures bf = BiomeFeatures.load(pack, biomes, possible, parser);
                    List<PlacedFeature[][]> lists = new ArrayList<>();
                    for (int b : possible) lists.add(bf.steps(b));
                    features = f = new Features(states, bf, FeatureSorter.featuresPerStep(lists));
                }
            }
        }
        return f;
    }

    private boolean hasCeiling;
    private float ambientLight;
    private volatile dev.strata.engine.spawn.SpawnStep spawnStep;

    /**
     * The spawn step's data, bound to the seed (read on first use and kept): every biome's creature spawners and
     * the tags the spawn rules use. Call it before writing anything so a bad pack is refused first.
     *
     * @throws DataPackException naming the file and JSON path of a malformed spawner or tag
     */
    public dev.strata.engine.spawn.SpawnStep spawnStep() {
        dev.strata.engine.spawn.SpawnStep s = spawnStep;
        if (s == null) {
            synchronized (this) {
                s = spawnStep;
                if (s == null) {
                    spawnStep = s = dev.strata.engine.spawn.SpawnStep.load(pack, features().states(), biomes, seed, settings.seaLevel(),
                            settings.legacyRandomSource(), settings.disableMobGeneration(), hasCeiling, ambientLight);
                }
            }
        }
        return s;
    }

    private volatile BlockStates states;

    /**
     * The pack's block states (made on first use and kept): what features and structure templates are read with.
     * Structures need them without the features (the noise step's terrain adaptation computes starts).
     */
    public BlockStates states() {
        BlockStates s = states;
        if (s == null) {
            synchronized (this) {
                s = states;
                if (s == null) states = s = new BlockStates(pack);
            }
        }
        return s;
    }

    private volatile dev.strata.engine.structure.StructureStarts structureStarts;
    private volatile boolean generateStructures = true;

    /**
     * Whether the features step places structures and the noise step adapts terrain to them (the game's
     * {@code generate_structures} world setting, on by default). Set it before making workers; a worker reads it once
     * when it first decorates, and at every chunk's noise step.
     */
    public void setGenerateStructures(boolean on) {
        this.generateStructures = on;
    }

    private volatile dev.strata.engine.feature.PositionSetOrder positionSetOrder = dev.strata.engine.feature.PositionSetOrder.HASH;

    /**
     * The iteration order of the position sets of trees and vegetation patches: the game's hash-set order by
     * default. Only tests against hashes of a modified game set another ({@link dev.strata.engine.feature.PositionSetOrder}).
     * Set it before making workers; a worker reads it once when it first decorates.
     */
    public void setPositionSetOrder(dev.strata.engine.feature.PositionSetOrder order) {
        this.positionSetOrder = java.util.Objects.requireNonNull(order);
    }

    /** Whether the features step places structures ({@link #setGenerateStructures}). */
    public boolean generatesStructures() {
        return generateStructures;
    }

    /**
     * The dimension's structure sets and starts, bound to the seed (read on first use and kept).
     *
     * @throws DataPackException naming the file and JSON path of a malformed structure set or structure
     */
    public dev.strata.engine.structure.StructureStarts structureStarts() {
        dev.strata.engine.structure.StructureStarts s = structureStarts;
        if (s == null) {
            synchronized (this) {
                s = structureStarts;
                if (s == null) {
                    dev.strata.engine.structure.placement.StructurePlacements placements = dev.strata.engine.structure.placement.StructurePlacements
                            .bind(seed, pack, biomes, biomeSource, () -> ClimateSampler.compile(settings.router(), randomState));
                    structureStarts = s = new dev.strata.engine.structure.StructureStarts(pack, biomes, placements, settings.seaLevel(),
                            settings.noise().minY(), height(), this::states);
                }
            }
        }
        return s;
    }

    private final ThreadLocal<Worker> structureWorkers = ThreadLocal.withInitial(this::newWorker);

    /**
     * What chunk {@code (chunkX, chunkZ)} stores under {@code structures} ({@link dev.strata.engine.structure.StructureStarts#chunkTag}):
     * its starts and references of the structures Strata builds, or both empty with structures off. Thread-safe
     * (a calling thread gets a worker of its own for the biome and height lookups only when a new start is computed).
     */
    public net.kyori.adventure.nbt.CompoundBinaryTag structuresTag(int chunkX, int chunkZ) {
        if (!generateStructures) {
            return net.kyori.adventure.nbt.CompoundBinaryTag.builder().put("References", net.kyori.adventure.nbt.CompoundBinaryTag.empty())
                    .put("starts", net.kyori.adventure.nbt.CompoundBinaryTag.empty()).build();
        }
        return structureStarts().chunkTag(chunkX, chunkZ, lazyStructureContext);
    }

    /** Asks the thread's worker only when a start must be computed (most chunks are answered from the start cache). */
    private final dev.strata.engine.structure.StructureStarts.Context lazyStructureContext = new dev.strata.engine.structure.StructureStarts.Context() {
        @Override
        public int noiseBiome(int quartX, int quartY, int quartZ) {
            return structureWorkers.get().noiseBiome(quartX, quartY, quartZ);
        }

        @Override
        public int worldSurfaceWg(int x, int z) {
            return structureWorkers.get().baseHeight(x, z);
        }

        @Override
        public int oceanFloorWg(int x, int z) {
            return structureWorkers.get().oceanFloorHeight(x, z);
        }

        @Override
        public int[] baseColumn(int x, int z) {
            return structureWorkers.get().baseColumn(x, z);
        }

        @Override
        public int genDepth() {
            return Math.min(height, settings.noise().height());
        }
    };

    /** Whether the dimension type has sky light ({@code has_skylight}). */
    public boolean hasSkyLight() {
        return hasSkyLight;
    }

    public ResourceId dimension() {
        return dimension;
    }

    public long seed() {
        return seed;
    }

    public NoiseGeneratorSettings settings() {
        return settings;
    }

    /** The biome registry (ids are indices into it). */
    public BiomeRegistry biomes() {
        return biomes;
    }

    /** Lowest block y of the dimension. */
    public int minY() {
        return minY;
    }

    /** Height of the dimension in blocks (a multiple of 16). */
    public int height() {
        return height;
    }

    /** A new empty proto chunk of this dimension's extent (one per worker, reused). */
    public ProtoChunk newChunk() {
        return new ProtoChunk(minY, height);
    }

    /** Makes the per-thread generator state. Building one compiles the density graph (about a millisecond). */
    public Worker newWorker() {
        return new Worker();
    }

    /** One thread's generator: owns the noise chunk caches and the biome resolver's scratch and memo. Not thread-safe. */
    public final class Worker {
        private final NoiseChunk noiseChunk;
        private final BiomeSource.Resolver biomeResolver;
        private final SurfaceSystem surface;
        private final BiomeZoomCache zoomedBiomes;
        private final SurfaceBiomes surfaceBiomes;
        private final CarverStep carverStep;
        private final CarvingContext carving;
        private final BiomeZoom zoom = BiomeZoom.forWorldSeed(seed);
        private final SurfaceBiomes carverBiomes = this::carverBiomeAt;
        private final TopMaterial topMaterial = this::topMaterial;
        private ProtoChunk carvedChunk;
        private DecorationRegion region;
        private DecorationStep decoration;
        private BiomeZoomCache regionBiomes;
        /** Wall-clock nanoseconds spent in each step by this worker, by {@link ChunkStep} ordinal. */
        private final long[] stepNanos = new long[ChunkStep.values().length];
        /** Wall-clock nanoseconds spent finding the structures that adapt the terrain of chunks before their noise. */
        private long structureNanos;

        private Worker() {
            this.noiseChunk = new NoiseChunk(settings, randomState, minY, height);
            this.biomeResolver = biomeSource.resolver(ClimateSampler.of(settings.router(), noiseChunk.router()));
            this.surface = new SurfaceSystem(settings, randomState, name -> biomes.idOrMinus1(ResourceId.parse(name)), temperatures,
                    surfaceRule);
            // Game: the surface step looks biomes up through the generation region's BiomeManager
            // (NoiseBasedChunkGenerator.buildSurface: level.getBiomeManager()), which reads the biome grids the chunk
            // and its 8 neighbours stored in their biome steps (each with a chunk-local warm start, see
            // docs/notes-26x-worldgen.md). The cache gives exactly that, remembering the per-quart work.
            this.zoomedBiomes = new BiomeZoomCache(BiomeZoom.forWorldSeed(seed), biomeResolver, minY, height);
            this.surfaceBiomes = new SurfaceBiomes() {
                @Override
                public int biomeAt(int blockX, int blockY, int blockZ) {
                    return zoomedBiomes.biome(blockX, blockY, blockZ);
                }

                @Override
                public int sameBiomeDownTo(int blockX, int blockY, int blockZ) {
                    return zoomedBiomes.sameBiomeDownTo(blockX, blockY, blockZ);
                }

                @Override
                public int sameMembershipDownTo(int blockX, int blockY, int blockZ, long maskLo, long maskHi, boolean member,
                        int limit) {
                    return zoomedBiomes.sameMembershipDownTo(blockX, blockY, blockZ, maskLo, maskHi, member, limit);
                }
            };
            NoiseSettings ns = settings.noise();
            int minGenY = Math.max(minY, ns.minY());
            int genDepth = Math.min(height, ns.height());
            this.carving = new CarvingContext(minGenY, genDepth, minY, height);
            this.carverStep = new CarverStep(carvers, seed, biomeResolver, minY, height, carving);
        }

        /**
         * The game's carvers step reads biomes through a biome manager over the biome source itself
         * ({@code NoiseBasedChunkGenerator.applyCarvers}: {@code biomeManager.withDifferentSource(biomeSource::getNoiseBiome)}),
         * not the stored grids, and without clamping y: the top material's biome lookups.
         */
        private int carverBiomeAt(int blockX, int blockY, int blockZ) {
            return zoom.biome(blockX, blockY, blockZ, biomeResolver);
        }

        /** The surface rules' state for block (x, y, z) of the chunk being carved (see {@link TopMaterial}). */
        private int topMaterial(int blockX, int blockY, int blockZ, boolean underFluid) {
            return surface.topMaterial(carvedChunk, noiseChunk, carverBiomes, blockX, blockY, blockZ, underFluid);
        }

        /**
         * Generates chunk (chunkX, chunkZ) up to and including {@code target} into {@code out} (reset first).
         *
         * @throws IllegalArgumentException for a step after carvers (see {@link #decorate})
         */
        public void generate(int chunkX, int chunkZ, ChunkStep target, ProtoChunk out) {
            if (target.compareTo(ChunkStep.CARVERS) > 0) {
                throw new IllegalArgumentException("the " + target.name().toLowerCase(java.util.Locale.ROOT)
                        + " step needs the chunk's neighbours: generate to carvers, then decorate");
            }
            long t0 = System.nanoTime();
            out.reset(chunkX, chunkZ);
            // Biomes use the chunk-bound router; its flat caches are filled by the noise step's chunk start, and
            // give the direct value at quart positions either way, so biomes may run first as in the game.
            ChunkBiomes.fill(biomeResolver, chunkX, chunkZ, minY >> 4, height >> 4, out.biomes());
            out.setStatus(ChunkStep.BIOMES.status());
            long t1 = System.nanoTime();
            stepNanos[ChunkStep.BIOMES.ordinal()] += t1 - t0;
            if (target == ChunkStep.BIOMES) return;
            Beardifier beard = beardifier(chunkX, chunkZ);
            long tb = System.nanoTime();
            structureNanos += tb - t1;
            t1 = tb;
            noiseChunk.fill(out, chunkX, chunkZ, beard);
            out.setStatus(ChunkStep.NOISE.status());
            long t2 = System.nanoTime();
            stepNanos[ChunkStep.NOISE.ordinal()] += t2 - t1;
            if (target == ChunkStep.NOISE) return;
            zoomedBiomes.beginChunk(chunkX, chunkZ);
            surface.buildSurface(out, noiseChunk, surfaceBiomes);
            out.setStatus(ChunkStep.SURFACE.status());
            long t3 = System.nanoTime();
            stepNanos[ChunkStep.SURFACE.ordinal()] += t3 - t2;
            if (target == ChunkStep.SURFACE) return;
            carvedChunk = out;
            carverStep.apply(out, noiseChunk.aquifer(), topMaterial);
            out.setCarvingMask(carving.mask().toLongArray());
            out.setStatus(ChunkStep.CARVERS.status());
            stepNanos[ChunkStep.CARVERS.ordinal()] += System.nanoTime() - t3;
        }

        /**
         * The features step of the centre chunk of a 3 x 3 neighbourhood (each chunk at the carvers step or later):
         * writes into all nine. The centre chunk's status becomes {@code minecraft:features}; the neighbours keep
         * theirs. Results depend on the order chunks are decorated in where features reach across chunk borders:
         * the caller fixes that order.
         *
         * @param around index {@code (dz + 1) * 3 + (dx + 1)}
         */
        public void decorate(ProtoChunk[] around) {
            long t0 = System.nanoTime();
            ProtoChunk center = around[4];
            if (decoration == null) {
                Features f = features();
                decoration = new DecorationStep(seed, f.biomeFeatures(), f.order(), biomeSource.possibleBiomes(), biomes.size(),
                        generateStructures ? structureStarts() : null);
            }
            bindRegion(around);
            if (!center.finalHeightmapsPrimed()) center.primeFinalHeightmaps();
            decoration.apply(region, around, structureContext);
            center.setStatus(ChunkStep.FEATURES.status());
            stepNanos[ChunkStep.FEATURES.ordinal()] += System.nanoTime() - t0;
        }

        /**
         * The spawn step of the centre chunk of a 3 x 3 neighbourhood (decorated, lit; game: {@code spawnOriginalMobs}):
         * the creatures are added to the centre chunk's entities and returned, in the game's order; its status becomes
         * {@code minecraft:spawn}. Reads only the centre chunk's blocks, heightmaps and biomes and {@code light}.
         *
         * @param around index {@code (dz + 1) * 3 + (dx + 1)}
         * @param light the centre chunk's block and sky light
         */
        public java.util.List<dev.strata.engine.spawn.SpawnedMob> spawn(ProtoChunk[] around, dev.strata.engine.spawn.SpawnLight light) {
            long t0 = System.nanoTime();
            ProtoChunk center = around[4];
            java.util.List<dev.strata.engine.spawn.SpawnedMob> mobs = spawnStep().spawn(bindRegion(around), light);
            center.setStatus(ChunkStep.SPAWN.status());
            stepNanos[ChunkStep.SPAWN.ordinal()] += System.nanoTime() - t0;
            return mobs;
        }

        /**
         * The worker's 3 x 3 region (made on first use), bound to {@code around} and its biome cache to the centre chunk:
         * what the features and spawn steps read and write through, one call at a time.
         */
        private DecorationRegion bindRegion(ProtoChunk[] around) {
            if (region == null) {
                NoiseSettings ns = settings.noise();
                regionBiomes = new BiomeZoomCache(BiomeZoom.forWorldSeed(seed), biomeResolver, minY, height);
                region = new DecorationRegion(features().states(), seed, settings.seaLevel(), minY, height, Math.max(minY, ns.minY()),
                        Math.min(height, ns.height()), regionBiomes::biome, hasSkyLight);
                region.setPositionSetOrder(positionSetOrder);
            }
            ProtoChunk center = around[4];
            region.set(center.chunkX(), center.chunkZ(), around);
            regionBiomes.beginChunk(center.chunkX(), center.chunkZ());
            return region;
        }

        /**
         * Wall-clock nanoseconds this worker has spent in {@code step} alone (not the steps before it) since it was
         * made, over all {@link #generate} calls (for {@code strata bench}'s per-step figures).
         */
        public long stepNanos(ChunkStep step) {
            return stepNanos[step.ordinal()];
        }

        /**
         * Wall-clock nanoseconds this worker has spent, before each chunk's noise, finding the structure starts whose
         * terrain adaptation reaches it (the game's {@code structure_starts} and {@code structure_references} work for
         * those chunks, with the noise of the columns whose heights the starts ask for); not part of
         * {@link #stepNanos stepNanos(NOISE)}, which is the noise itself with the beardifier. Zero with structures off.
         */
        public long structureNanos() {
            return structureNanos;
        }

        /**
         * The features step's wall time split by what was placed (structure pieces, tree features, the other
         * features), over all {@link #decorate} calls of this worker (for {@code strata bench}).
         */
        public DecorationStep.Timings featureTimings() {
            return decoration == null ? DecorationStep.Timings.ZERO : decoration.timings();
        }

        /**
         * The terrain adaptation of the structures near chunk {@code (chunkX, chunkZ)} (game:
         * {@code Beardifier.forStructuresInChunk}), empty with structures off. Computing a start it needs may compute
         * noise columns of other chunks (heights, base columns) on this worker, before this chunk's noise begins.
         */
        public Beardifier beardifier(int chunkX, int chunkZ) {
            if (!generateStructures) return Beardifier.EMPTY;
            dev.strata.engine.structure.StructureStarts s = structureStarts();
            List<dev.strata.engine.structure.StructureStart> starts = s.terrainAdaptingReferences(chunkX, chunkZ, structureContext);
            if (starts.isEmpty()) return Beardifier.EMPTY;
            List<dev.strata.engine.structure.TerrainAdjustment> adaptation = new ArrayList<>(starts.size());
            for (dev.strata.engine.structure.StructureStart st : starts) adaptation.add(s.terrainAdaptation(st.structure()));
            return Beardifier.forStructuresInChunk(starts, adaptation, chunkX, chunkZ);
        }

        /** The worker's noise chunk (for the surface step and tests). */
        public NoiseChunk noiseChunk() {
            return noiseChunk;
        }

        private final dev.strata.engine.structure.StructureStarts.Context structureContext = new dev.strata.engine.structure.StructureStarts.Context() {
            @Override
            public int noiseBiome(int quartX, int quartY, int quartZ) {
                return Worker.this.noiseBiome(quartX, quartY, quartZ);
            }

            @Override
            public int worldSurfaceWg(int x, int z) {
                return baseHeight(x, z);
            }

            @Override
            public int oceanFloorWg(int x, int z) {
                return oceanFloorHeight(x, z);
            }

            @Override
            public int[] baseColumn(int x, int z) {
                return Worker.this.baseColumn(x, z);
            }

            @Override
            public int genDepth() {
                return Math.min(height, settings.noise().height());
            }
        };

        /** What this worker lends {@link dev.strata.engine.structure.StructureStarts} to compute a start. */
        public dev.strata.engine.structure.StructureStarts.Context structureContext() {
            return structureContext;
        }

        /** Heights of recently asked columns, direct-mapped by (x, z): key, WORLD_SURFACE_WG, OCEAN_FLOOR_WG. */
        private static final int HEIGHT_SLOTS = 256;
        private final long[] heightKeys = new long[HEIGHT_SLOTS];
        private final boolean[] heightValid = new boolean[HEIGHT_SLOTS];
        private final int[] heightValues = new int[HEIGHT_SLOTS * 2];
        private final int[] heightScratch = new int[2];

        /**
         * The game's {@code getBaseHeight(x, z, WORLD_SURFACE_WG)}: the first free y above the highest non-air block of
         * the noise, without structures' terrain adaptation. From the column's own noise ({@link NoiseChunk#column}, as
         * the game's {@code iterateNoiseColumn}), remembered for repeated questions about the same column.
         */
        public int baseHeight(int x, int z) {
            return heightValues[heightSlot(x, z) * 2 + NoiseChunk.WORLD_SURFACE_WG];
        }

        /** The game's {@code getBaseHeight(x, z, OCEAN_FLOOR_WG)}: the first free y above the highest motion-blocking block, likewise. */
        public int oceanFloorHeight(int x, int z) {
            return heightValues[heightSlot(x, z) * 2 + NoiseChunk.OCEAN_FLOOR_WG];
        }

        /** The slot holding column (x, z)'s two heights, computed into it unless there. */
        private int heightSlot(int x, int z) {
            long key = ((long) x << 32) | (z & 0xFFFFFFFFL);
            int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> 56);
            if (!heightValid[slot] || heightKeys[slot] != key) {
                heightValid[slot] = false;
                noiseChunk.column(x, z, null, heightScratch);
                heightValues[slot * 2 + NoiseChunk.WORLD_SURFACE_WG] = heightScratch[NoiseChunk.WORLD_SURFACE_WG];
                heightValues[slot * 2 + NoiseChunk.OCEAN_FLOOR_WG] = heightScratch[NoiseChunk.OCEAN_FLOOR_WG];
                heightKeys[slot] = key;
                heightValid[slot] = true;
            }
            return slot;
        }

        private int[] baseColumn;

        /**
         * The game's {@code getBaseColumn(x, z)}: the noise's states of column {@code (x, z)} without structures'
         * terrain adaptation ({@link NoiseChunk#column}), index {@code y - minY} over the dimension's height (air outside
         * the noise range); the array is reused by the next call.
         */
        public int[] baseColumn(int x, int z) {
            if (baseColumn == null) baseColumn = new int[height];
            noiseChunk.column(x, z, baseColumn, null);
            return baseColumn;
        }

        /**
         * The biome source's biome id at a quart position (game: {@code BiomeSource.getNoiseBiome(x, y, z, sampler)}),
         * as a structure's biome check reads it at the start position; uses this worker's resolver.
         */
        public int noiseBiome(int quartX, int quartY, int quartZ) {
            return biomeResolver.biome(quartX, quartY, quartZ);
        }
    }
}
