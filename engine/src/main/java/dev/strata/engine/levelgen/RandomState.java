package dev.strata.engine.levelgen;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.density.DensityFunctionDef;
import dev.strata.engine.density.NoiseBinding;
import dev.strata.engine.noise.BlendedNoise;
import dev.strata.engine.noise.EndIslands;
import dev.strata.engine.noise.NoiseParameters;
import dev.strata.engine.noise.NormalNoise;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.PositionalRandomFactory;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.XoroshiroRandom;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The seed-dependent state of one dimension's generator (game: {@code RandomState}): the positional random
 * factory, every noise instantiated once by id, the aquifer and ore random factories.
 *
 * <p>Seeding rules (game: {@code RandomState} constructor and {@code Noises.instantiate}): the root factory is
 * {@code (legacy ? LegacyRandom : XoroshiroRandom)(seed).forkPositional()}; a noise {@code id} is
 * {@code NormalNoise.create(root.fromHashOf(id), parameters)}; with a legacy random source, {@code temperature}
 * and {@code vegetation} use the legacy nether-biome form with octave -7, amplitudes (1, 1), seeded with
 * {@code seed} and {@code seed + 1}, and the shift noise {@code offset} gets a single zero amplitude; {@code old_blended_noise} uses {@code root.fromHashOf("minecraft:terrain")}
 * (legacy: {@code LegacyRandom(seed)}); the aquifer and ore factories are
 * {@code root.fromHashOf("minecraft:aquifer"|"minecraft:ore").forkPositional()}.
 *
 * <p>Immutable after construction except for the lazily filled noise table, which is guarded, so instances are
 * safe to share between worker threads.
 */
public final class RandomState implements NoiseBinding {
    private static final String NOISE_REGISTRY = "worldgen/noise";
    /** The fixed parameters of the legacy temperature and vegetation noises (not the data pack's). */
    private static final NoiseParameters LEGACY_BIOME_NOISE = new NoiseParameters(-7, new double[] {1.0, 1.0});

    private final long seed;
    private final boolean legacy;
    private final DataPack pack;
    private final PositionalRandomFactory random;
    private final PositionalRandomFactory aquiferRandom;
    private final PositionalRandomFactory oreRandom;
    private final Map<ResourceId, NormalNoise> noises = new HashMap<>();
    private final Map<DensityFunctionDef.OldBlendedNoise, BlendedNoise> blended = new HashMap<>();
    private EndIslands endIslands;

    public RandomState(DataPack pack, long seed, boolean legacyRandomSource) {
        this.pack = pack;
        this.seed = seed;
        this.legacy = legacyRandomSource;
        RandomSource root = legacy ? new LegacyRandom(seed) : new XoroshiroRandom(seed);
        this.random = root.forkPositional();
        this.aquiferRandom = random.fromHashOf("minecraft:aquifer").forkPositional();
        this.oreRandom = random.fromHashOf("minecraft:ore").forkPositional();
    }

    public long seed() {
        return seed;
    }

    /** The positional factory for aquifer cell offsets and fluid levels. */
    public PositionalRandomFactory aquiferRandom() {
        return aquiferRandom;
    }

    /** The positional factory for ore vein blocks. */
    public PositionalRandomFactory oreRandom() {
        return oreRandom;
    }

    @Override
    public synchronized NormalNoise noise(ResourceId id) {
        NormalNoise n = noises.get(id);
        if (n == null) {
            n = create(id);
            noises.put(id, n);
        }
        return n;
    }

    private NormalNoise create(ResourceId id) {
        NoiseParameters parameters = parameters(id);
        // 26.x NoiseWiringHelper: the nether biome noises are always the legacy form, seeded seed and seed + 1.
        if (id.namespace().equals("minecraft") && id.path().equals("nether/temperature")) {
            return NormalNoise.createLegacyNetherBiome(new LegacyRandom(seed), parameters);
        }
        if (id.namespace().equals("minecraft") && id.path().equals("nether/vegetation")) {
            return NormalNoise.createLegacyNetherBiome(new LegacyRandom(seed + 1L), parameters);
        }
        if (legacy && id.namespace().equals("minecraft")) {
            switch (id.path()) {
                case "temperature":
                    return NormalNoise.createLegacyNetherBiome(new LegacyRandom(seed + 0L), LEGACY_BIOME_NOISE);
                case "vegetation":
                    return NormalNoise.createLegacyNetherBiome(new LegacyRandom(seed + 1L), LEGACY_BIOME_NOISE);
                case "offset": // the game's Noises.SHIFT
                    return NormalNoise.create(random.fromHashOf(id.toString()), new NoiseParameters(0, new double[] {0.0}));
                default:
                    break;
            }
        }
        return NormalNoise.create(random.fromHashOf(id.toString()), parameters);
    }

    /** Whether the pack has a {@code worldgen/noise} entry for {@code id} (a pack read without the vanilla data may not). */
    public boolean hasNoise(ResourceId id) {
        return pack.exists(id.file(NOISE_REGISTRY));
    }

    /** Reads a {@code worldgen/noise} entry. */
    private NoiseParameters parameters(ResourceId id) {
        String file = id.file(NOISE_REGISTRY);
        if (!pack.exists(file)) throw new DataPackException(file + ": unknown noise \"" + id + "\"");
        JsonCursor root = JsonCursor.root(file.substring(file.indexOf("worldgen/")), pack.readJson(file));
        int firstOctave = root.get("firstOctave").asInt();
        List<JsonCursor> a = root.get("amplitudes").elements();
        if (a.isEmpty()) throw root.get("amplitudes").error("a noise needs at least one amplitude");
        double[] amplitudes = new double[a.size()];
        for (int i = 0; i < amplitudes.length; i++) amplitudes[i] = a.get(i).asDouble();
        return new NoiseParameters(firstOctave, amplitudes);
    }

    @Override
    public synchronized BlendedNoise blendedNoise(DensityFunctionDef.OldBlendedNoise p) {
        return blended.computeIfAbsent(p, k -> BlendedNoise.create(
                legacy ? new LegacyRandom(seed) : random.fromHashOf("minecraft:terrain"),
                k.xzScale(), k.yScale(), k.xzFactor(), k.yFactor(), k.smearScaleMultiplier()));
    }

    @Override
    public synchronized EndIslands endIslands() {
        if (endIslands == null) endIslands = new EndIslands(seed);
        return endIslands;
    }
}
