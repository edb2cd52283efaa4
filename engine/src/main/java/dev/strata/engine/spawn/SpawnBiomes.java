package dev.strata.engine.spawn;

import com.google.gson.JsonPrimitive;
import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.Tags;
import java.util.BitSet;
import java.util.List;

/**
 * The biome sets the spawn rules and {@code finalizeSpawn} ask about, as biome ids of a {@link BiomeRegistry}: the
 * biome tags of the pack that the game's code names ({@code BiomeTags.POLAR_BEARS_SPAWN_ON_ALTERNATE_BLOCKS},
 * {@code SPAWNS_WARM_VARIANT_FARM_ANIMALS}, {@code SPAWNS_COLD_VARIANT_FARM_ANIMALS}, {@code SPAWNS_SNOW_FOXES},
 * {@code SPAWNS_WHITE_RABBITS}, {@code SPAWNS_GOLD_RABBITS}, {@code SPAWNS_WARM_VARIANT_FROGS},
 * {@code SPAWNS_COLD_VARIANT_FROGS}) and the biome conditions of the vanilla wolf variants. A tag the pack lacks is
 * empty, as the game treats it. Immutable.
 */
public final class SpawnBiomes {
    final BitSet polarAlternate, warmFarm, coldFarm, snowFoxes, whiteRabbits, goldRabbits, warmFrogs, coldFrogs;
    /** Per vanilla wolf variant of {@link MobFinalizer#WOLF_VARIANTS} with a biome condition, its biomes. */
    final BitSet[] wolfBiomes;

    private SpawnBiomes(DataPack pack, BiomeRegistry biomes) {
        polarAlternate = set(pack, biomes, "#minecraft:polar_bears_spawn_on_alternate_blocks");
        warmFarm = set(pack, biomes, "#minecraft:spawns_warm_variant_farm_animals");
        coldFarm = set(pack, biomes, "#minecraft:spawns_cold_variant_farm_animals");
        snowFoxes = set(pack, biomes, "#minecraft:spawns_snow_foxes");
        whiteRabbits = set(pack, biomes, "#minecraft:spawns_white_rabbits");
        goldRabbits = set(pack, biomes, "#minecraft:spawns_gold_rabbits");
        warmFrogs = set(pack, biomes, "#minecraft:spawns_warm_variant_frogs");
        coldFrogs = set(pack, biomes, "#minecraft:spawns_cold_variant_frogs");
        wolfBiomes = new BitSet[MobFinalizer.WOLF_VARIANTS.length];
        for (int i = 0; i < wolfBiomes.length; i++) {
            String cond = MobFinalizer.WOLF_VARIANTS[i][1];
            wolfBiomes[i] = cond == null ? null : set(pack, biomes, cond);
        }
    }

    /**
     * Reads the sets from the pack.
     *
     * @throws dev.strata.engine.data.DataPackException naming the tag file when a tag is malformed
     */
    public static SpawnBiomes load(DataPack pack, BiomeRegistry biomes) {
        return new SpawnBiomes(pack, biomes);
    }

    /** A biome holder set ({@code #tag} or one biome id) as biome ids. */
    private static BitSet set(DataPack pack, BiomeRegistry biomes, String holders) {
        BitSet out = new BitSet(biomes.size());
        if (holders.startsWith("#")) {
            ResourceId id = ResourceId.parse(holders.substring(1));
            if (!pack.exists(id.file("tags/worldgen/biome"))) return out;
            JsonCursor c = JsonCursor.root("biome tag " + holders, new JsonPrimitive(holders));
            List<ResourceId> members = Tags.holderSet(c, pack, "worldgen/biome", r -> biomes.idOrMinus1(r) >= 0);
            for (ResourceId m : members) {
                int b = biomes.idOrMinus1(m);
                if (b >= 0) out.set(b);
            }
        } else {
            int b = biomes.idOrMinus1(ResourceId.parse(holders));
            if (b >= 0) out.set(b);
        }
        return out;
    }
}
