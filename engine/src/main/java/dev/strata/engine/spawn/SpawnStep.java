package dev.strata.engine.spawn;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.feature.WorldGenLevel;
import java.util.List;

/**
 * The {@code spawn} chunk step of one dimension, bound to a pack and a seed: what the pipeline calls once per chunk
 * after the chunk is lit. Everything the pack can get wrong (a biome's spawners, the biome and block tags the rules
 * use) is read when the step is made, so a broken pack fails before anything is written.
 *
 * <p>Usage: {@link #load} once per dimension; per chunk, bind a {@code DecorationRegion} to the chunk and its eight
 * neighbours (decorated; the game's {@code spawn} step sees them at least at {@code biomes}, and reads only the
 * centre chunk's columns), fill a {@link SpawnLight} with the centre chunk's light, and call {@link #spawn}: the mobs
 * are added to the centre chunk's {@code entities} (a proto chunk keeps them there, as the game saves them) and
 * returned. Immutable and thread-safe after loading except for the per-call objects.
 */
public final class SpawnStep {
    private final NaturalSpawner spawner;
    private final long seed;
    private final boolean legacyRandomSource;
    private final boolean disableMobGeneration;
    private final SpawnBiomes biomeSets;

    private SpawnStep(NaturalSpawner spawner, long seed, boolean legacyRandomSource, boolean disableMobGeneration, SpawnBiomes biomeSets) {
        this.spawner = spawner;
        this.seed = seed;
        this.legacyRandomSource = legacyRandomSource;
        this.disableMobGeneration = disableMobGeneration;
        this.biomeSets = biomeSets;
    }

    /**
     * Binds the step for a dimension.
     *
     * @param pack the data pack (biomes, tags)
     * @param states block facts of the pack
     * @param biomes the biome registry the chunks' biome ids index
     * @param seed the world seed
     * @param seaLevel the noise settings' {@code sea_level}
     * @param legacyRandomSource the noise settings' {@code legacy_random_source}
     * @param disableMobGeneration the noise settings' {@code disable_mob_generation}
     * @param hasCeiling the dimension type's {@code has_ceiling}
     * @param ambientLight the dimension type's {@code ambient_light}
     * @throws dev.strata.engine.data.DataPackException naming the file and JSON path of a malformed spawner or tag
     */
    public static SpawnStep load(DataPack pack, BlockStates states, BiomeRegistry biomes, long seed, int seaLevel,
                                 boolean legacyRandomSource, boolean disableMobGeneration, boolean hasCeiling, float ambientLight) {
        BiomeCreatureSpawns[] byBiome = new BiomeCreatureSpawns[biomes.size()];
        for (int b = 0; b < byBiome.length; b++) byBiome[b] = BiomeCreatureSpawns.load(pack, biomes.name(b));
        SpawnBiomes biomeSets = SpawnBiomes.load(pack, biomes);
        SpawnBlocks blocks = new SpawnBlocks(states);
        SpawnRules rules = new SpawnRules(states, biomeSets.polarAlternate::get, seaLevel, ambientLight);
        NaturalSpawner spawner = new NaturalSpawner(blocks, rules, b -> byBiome[b], hasCeiling);
        return new SpawnStep(spawner, seed, legacyRandomSource, disableMobGeneration, biomeSets);
    }

    /**
     * Spawns the creatures of the region's centre chunk (game: {@code spawnOriginalMobs}) and adds them to it.
     *
     * @param level the region, bound to the chunk
     * @param light the centre chunk's light
     * @return the mobs, in the order the game spawns (and saves) them
     */
    public List<SpawnedMob> spawn(WorldGenLevel level, SpawnLight light) {
        MobFinalizer finalizer = MobFinalizer.forChunk(seed, legacyRandomSource, level.centerChunkX(), level.centerChunkZ(), biomeSets);
        return spawner.spawnOriginalMobs(level, light, finalizer, disableMobGeneration, true);
    }

    /** The biome sets (for tests). */
    SpawnBiomes biomeSets() {
        return biomeSets;
    }

    /** The spawner (for tests). */
    NaturalSpawner spawner() {
        return spawner;
    }
}
