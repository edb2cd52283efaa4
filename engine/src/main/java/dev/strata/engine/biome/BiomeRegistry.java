package dev.strata.engine.biome;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.VanillaFacts;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The biome registry as integer ids: the identifiers of every {@code data/<ns>/worldgen/biome/**.json} of a pack,
 * sorted (namespace, then path), numbered from 0. For vanilla 26.2 that is 66 biomes, 21 = {@code minecraft:forest},
 * 40 = {@code minecraft:plains}. Immutable and thread-safe.
 *
 * <p>Fallback for packs read without the vanilla data: as in the game, where the vanilla pack is always loaded
 * below a world's packs, the registry always holds the vanilla biome names ({@link VanillaFacts#BIOMES}) besides the
 * pack's own files, so a pack that adds {@code mypack:marsh} and uses {@code minecraft:plains} numbers its biomes
 * as the game does. Only names are assumed; what a biome's JSON holds (its temperature) stays missing, and a
 * biome that is neither vanilla nor in the pack stays unknown.
 */
public final class BiomeRegistry {
    private static final String FOLDER = "/worldgen/biome/";
    private final ResourceId[] ids;
    private final Map<ResourceId, Integer> byId = new HashMap<>();

    /** A registry of exactly these biomes, which are sorted here. */
    public BiomeRegistry(List<ResourceId> biomes) {
        this.ids = biomes.stream().distinct().sorted().toArray(ResourceId[]::new);
        for (int i = 0; i < ids.length; i++) byId.put(ids[i], i);
    }

    /**
     * Every biome file of the pack plus the vanilla biome names.
     *
     * @throws DataPackException naming the file if a biome file's name is not a valid identifier
     */
    public static BiomeRegistry load(DataPack pack) {
        List<ResourceId> found = new ArrayList<>(VanillaFacts.BIOMES);
        for (String path : pack.list("data/")) {
            int at = path.indexOf(FOLDER);
            if (at < 0 || !path.endsWith(".json")) continue;
            String ns = path.substring("data/".length(), at);
            if (ns.contains("/")) continue;
            String p = path.substring(at + FOLDER.length(), path.length() - ".json".length());
            try {
                found.add(new ResourceId(ns, p));
            } catch (IllegalArgumentException e) {
                throw new DataPackException(path + ": " + e.getMessage());
            }
        }
        return new BiomeRegistry(found);
    }

    /** Number of biomes. */
    public int size() {
        return ids.length;
    }

    /** The id of a biome. @throws DataPackException if the registry has no such biome */
    public int id(ResourceId biome) {
        Integer i = byId.get(biome);
        if (i == null) throw new DataPackException("unknown biome \"" + biome + "\"");
        return i;
    }

    /** The id of a biome, or -1. */
    public int idOrMinus1(ResourceId biome) {
        Integer i = byId.get(biome);
        return i == null ? -1 : i;
    }

    /** The identifier of biome id {@code id}. */
    public ResourceId name(int id) {
        return ids[id];
    }

    /** All identifiers in id order. */
    public List<ResourceId> names() {
        return Arrays.asList(ids.clone());
    }
}
