package dev.strata.engine.spawn;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import java.util.ArrayList;
import java.util.List;

/**
 * A biome's creature spawners for chunk generation (game: {@code MobSpawnSettings}: {@code spawners.creature}, a
 * weighted list of {@code {type, weight, minCount, maxCount}}, and {@code creature_spawn_probability}, a float in
 * [0, 0.9999999], default 0.1). Only the {@code creature} category is used at chunk generation
 * ({@code NaturalSpawner.spawnMobsForChunkGeneration}).
 *
 * @param probability the chance per attempt that one more group is tried
 * @param spawners the weighted entries in file order (duplicates kept, as the game keeps them)
 */
public record BiomeCreatureSpawns(float probability, List<Spawner> spawners) {
    /** Game: {@code MobSpawnSettings.DEFAULT_CREATURE_SPAWN_PROBABILITY}. */
    public static final float DEFAULT_PROBABILITY = 0.1f;

    /** One weighted entry (game: {@code MobSpawnSettings.SpawnerData} with its {@code Weighted} weight). */
    public record Spawner(SpawnEntityType type, int weight, int minCount, int maxCount) {}

    public BiomeCreatureSpawns {
        spawners = List.copyOf(spawners);
    }

    /** Sum of the weights (game: {@code WeightedList.totalWeight}). */
    public int totalWeight() {
        int t = 0;
        for (Spawner s : spawners) t += s.weight;
        return t;
    }

    /**
     * Game: {@code WeightedList.getRandom}: {@code nextInt(totalWeight)}, then the entry whose cumulative weight range
     * holds it; no draw and null when the list is empty.
     */
    public Spawner pick(dev.strata.engine.random.RandomSource random) {
        int total = totalWeight();
        if (total == 0) return null;
        int selection = random.nextInt(total);
        for (Spawner s : spawners) {
            selection -= s.weight;
            if (selection < 0) return s;
        }
        throw new IllegalStateException("weighted pick out of range");
    }

    /**
     * Reads a biome's creature spawners; a biome the pack does not define has none.
     *
     * @throws dev.strata.engine.data.DataPackException naming the file and JSON path of a malformed entry or an entity
     *         type Strata cannot spawn
     */
    public static BiomeCreatureSpawns load(DataPack pack, ResourceId biome) {
        String file = biome.file("worldgen/biome");
        if (!pack.exists(file)) return new BiomeCreatureSpawns(DEFAULT_PROBABILITY, List.of());
        JsonCursor root = JsonCursor.root(file, pack.readJson(file));
        float probability = root.has("creature_spawn_probability")
                ? (float) root.get("creature_spawn_probability").asDouble(0.0, 0.9999999) : DEFAULT_PROBABILITY;
        List<Spawner> list = new ArrayList<>();
        if (root.has("spawners") && root.get("spawners").has("creature")) {
            for (JsonCursor e : root.get("spawners").get("creature").elements()) {
                JsonCursor t = e.get("type");
                SpawnEntityType type = SpawnEntityType.byId(t.asId().toString());
                if (type == null) throw t.error("entity type " + t.asString() + " is not one Strata spawns at chunk generation");
                int weight = e.get("weight").asInt(0, Integer.MAX_VALUE);
                int min = e.get("minCount").asInt(1, Integer.MAX_VALUE);
                int max = e.get("maxCount").asInt(1, Integer.MAX_VALUE);
                if (min > max) throw e.error("minCount " + min + " is above maxCount " + max);
                if (weight > 0) list.add(new Spawner(type, weight, min, max));
            }
        }
        return new BiomeCreatureSpawns(probability, list);
    }
}
