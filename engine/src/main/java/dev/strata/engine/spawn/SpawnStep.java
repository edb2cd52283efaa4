package dev.strata.engine.spawn;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.Tags;
import dev.strata.engine.feature.WorldGenLevel;
import java.util.BitSet;
import java.util.List;
import com.google.gson.JsonPrimitive;

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
    private final BitSet warm, cold;

    private SpawnStep(NaturalSpawner spawner, long seed, boolean legacyRandomSource, boolean disableMobGeneration, BitSet warm, BitSet cold) {
        this.spawner = spawner;
        this.seed = seed;
        this.legacyRandomSource = legacyRandomSource;
        this.disableMobGeneration = disableMobGeneration;
        this.warm = warm;
        this.cold = cold;
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
        BitSet polar = biomeTag(pack, biomes, "minecraft:polar_bears_spawn_on_alternate_blocks");
        BitSet warm = biomeTag(pack, biomes, "minecraft:spawns_warm_variant_farm_animals");
        BitSet cold = biomeTag(pack, biomes, "minecraft:spawns_cold_variant_farm_animals");
        SpawnBlocks blocks = new SpawnBlocks(states);
        SpawnRules rules = new SpawnRules(states, polar::get, seaLevel, ambientLight);
        NaturalSpawner spawner = new NaturalSpawner(blocks, rules, b -> byBiome[b], hasCeiling);
        return new SpawnStep(spawner, seed, legacyRandomSource, disableMobGeneration, warm, cold);
    }

    /** The biome ids of a biome tag (a tag the pack lacks is empty, as the game treats an absent tag). */
    static BitSet biomeTag(DataPack pack, BiomeRegistry biomes, String tag) {
        BitSet out = new BitSet(biomes.size());
        ResourceId id = ResourceId.parse(tag);
        if (!pack.exists(id.file("tags/worldgen/biome"))) return out;
        JsonCursor c = JsonCursor.root("biome tag #" + id, new JsonPrimitive("#" + id));
        List<ResourceId> members = Tags.holderSet(c, pack, "worldgen/biome", r -> biomes.idOrMinus1(r) >= 0);
        for (ResourceId m : members) {
            int b = biomes.idOrMinus1(m);
            if (b >= 0) out.set(b);
        }
        return out;
    }

    /**
     * Spawns the creatures of the region's centre chunk (game: {@code spawnOriginalMobs}) and adds them to it.
     *
     * @param level the region, bound to the chunk
     * @param light the centre chunk's light
     * @return the mobs, in the order the game spawns (and saves) them
     */
    public List<SpawnedMob> spawn(WorldGenLevel level, SpawnLight light) {
        MobFinalizer finalizer = MobFinalizer.forChunk(seed, legacyRandomSource, level.centerChunkX(), level.centerChunkZ(), warm::get, cold::get);
        return spawner.spawnOriginalMobs(level, light, finalizer, disableMobGeneration, true);
    }

    /** The spawner (for tests). */
    NaturalSpawner spawner() {
        return spawner;
    }
}
