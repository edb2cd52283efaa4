package dev.strata.engine.structure.placement;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.Tags;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * Reads structure sets ({@code worldgen/structure_set/}) and the biomes of the structures they name
 * ({@code worldgen/structure/}) from a data pack, refusing what Strata does not know: an unknown placement type,
 * field or enum value is an error naming the file and JSON path. Ranges are the game's codecs'
 * ({@code StructurePlacement}, {@code RandomSpreadStructurePlacement}, {@code ConcentricRingsStructurePlacement},
 * {@code StructureSet}).
 */
public final class StructureSetParser {
    /** The registry folder of structure sets. */
    public static final String SET_REGISTRY = "worldgen/structure_set";
    /** The registry folder of structures. */
    public static final String STRUCTURE_REGISTRY = "worldgen/structure";

    /**
     * The game's order of a registry loaded from data packs: elements are registered sorted by id, and the game's
     * ids compare by path first, then namespace ({@code Identifier.compareTo}; {@code ResourceManagerRegistryLoadTask}
     * sorts the loaded entries by key).
     */
    public static final Comparator<ResourceId> REGISTRY_ORDER =
            Comparator.comparing(ResourceId::path).thenComparing(ResourceId::namespace);

    private StructureSetParser() {}

    /** Every structure set id of the pack, in {@link #REGISTRY_ORDER}. */
    public static List<ResourceId> setIds(DataPack pack) {
        return ids(pack, SET_REGISTRY);
    }

    /** Every id of the data-pack registry in {@code folder} (e.g. {@code worldgen/structure}), in {@link #REGISTRY_ORDER}. */
    public static List<ResourceId> ids(DataPack pack, String folder) {
        String marker = "/" + folder + "/";
        List<ResourceId> out = new ArrayList<>();
        for (String path : pack.list("data/")) {
            int at = path.indexOf(marker);
            if (at < 0 || !path.endsWith(".json")) continue;
            String ns = path.substring("data/".length(), at);
            if (ns.contains("/")) continue;
            String p = path.substring(at + marker.length(), path.length() - ".json".length());
            try {
                out.add(new ResourceId(ns, p));
            } catch (IllegalArgumentException e) {
                throw new DataPackException(path + ": " + e.getMessage());
            }
        }
        out.sort(REGISTRY_ORDER);
        return out;
    }

    /** Reads {@code worldgen/structure_set/<id>.json}. @throws DataPackException naming file and JSON path */
    public static StructureSetDef readSet(DataPack pack, ResourceId id, BiomeRegistry biomes) {
        String file = id.file(SET_REGISTRY);
        if (!pack.exists(file)) throw new DataPackException(file + ": no structure set \"" + id + "\" in data pack " + pack);
        return parseSet(id, JsonCursor.root(file, pack.readJson(file)), pack, biomes);
    }

    /** Parses a structure set object. */
    public static StructureSetDef parseSet(ResourceId id, JsonCursor c, DataPack pack, BiomeRegistry biomes) {
        onlyKeys(c, Set.of("structures", "placement"));
        List<StructureSetDef.Entry> entries = new ArrayList<>();
        for (JsonCursor e : c.get("structures").elements()) {
            onlyKeys(e, Set.of("structure", "weight"));
            JsonCursor s = e.get("structure");
            if (!s.isString()) throw s.error("an inline structure is not supported; name a worldgen/structure entry");
            entries.add(new StructureSetDef.Entry(s.asId(), e.get("weight").asInt(1, Integer.MAX_VALUE)));
        }
        return new StructureSetDef(id, entries, placement(c.get("placement"), pack, biomes));
    }

    /** Parses a {@code placement} object. */
    public static StructurePlacement placement(JsonCursor c, DataPack pack, BiomeRegistry biomes) {
        JsonCursor t = c.get("type");
        ResourceId type = t.asId();
        String common = "type, salt, frequency, frequency_reduction_method, exclusion_zone, locate_offset";
        switch (type.toString()) {
            case "minecraft:random_spread": {
                onlyKeys(c, Set.of("type", "salt", "frequency", "frequency_reduction_method", "exclusion_zone", "locate_offset",
                        "spacing", "separation", "spread_type"));
                PlacementSettings settings = settings(c);
                int spacing = c.get("spacing").asInt(0, 4096);
                int separation = c.get("separation").asInt(0, 4096);
                if (spacing <= separation) {
                    throw c.error("spacing (" + spacing + ") has to be larger than separation (" + separation + ")");
                }
                RandomSpreadType spread = RandomSpreadType.LINEAR;
                if (c.has("spread_type")) {
                    JsonCursor s = c.get("spread_type");
                    spread = RandomSpreadType.byName(s.asString());
                    if (spread == null) throw s.error("unknown spread type \"" + s.asString() + "\" (linear or triangular)");
                }
                return new RandomSpreadPlacement(settings, spacing, separation, spread);
            }
            case "minecraft:concentric_rings": {
                onlyKeys(c, Set.of("type", "salt", "frequency", "frequency_reduction_method", "exclusion_zone", "locate_offset",
                        "distance", "spread", "count", "preferred_biomes"));
                PlacementSettings settings = settings(c);
                int distance = c.get("distance").asInt(0, 1023);
                int spread = c.get("spread").asInt(0, 1023);
                int count = c.get("count").asInt(1, 4095);
                List<ResourceId> preferred = biomes(c.get("preferred_biomes"), pack, biomes);
                return new ConcentricRingsPlacement(settings, distance, spread, count, preferred);
            }
            default:
                throw t.error("unknown structure placement type \"" + type + "\" (minecraft:random_spread or minecraft:concentric_rings; "
                        + "fields of both: " + common + ")");
        }
    }

    private static PlacementSettings settings(JsonCursor c) {
        int ox = 0, oy = 0, oz = 0;
        if (c.has("locate_offset")) {
            JsonCursor o = c.get("locate_offset");
            List<JsonCursor> l = o.elements();
            if (l.size() != 3) throw o.error("expected [x, y, z], found " + l.size() + " elements");
            ox = l.get(0).asInt(-16, 16);
            oy = l.get(1).asInt(-16, 16);
            oz = l.get(2).asInt(-16, 16);
        }
        FrequencyReductionMethod method = FrequencyReductionMethod.DEFAULT;
        if (c.has("frequency_reduction_method")) {
            JsonCursor m = c.get("frequency_reduction_method");
            method = FrequencyReductionMethod.byName(m.asString());
            if (method == null) {
                throw m.error("unknown frequency reduction method \"" + m.asString() + "\" (default, legacy_type_1, legacy_type_2 or legacy_type_3)");
            }
        }
        float frequency = 1.0f;
        if (c.has("frequency")) {
            JsonCursor f = c.get("frequency");
            f.asFloat(); // refuses what is no finite number
            frequency = f.raw().getAsFloat(); // the decimal rounded once to a float, as the game's codec reads it
            if (!(frequency >= 0.0f && frequency <= 1.0f)) throw f.error("value " + frequency + " outside [0, 1]");
        }
        int salt = c.get("salt").asInt(0, Integer.MAX_VALUE);
        ExclusionZone zone = null;
        if (c.has("exclusion_zone")) {
            JsonCursor z = c.get("exclusion_zone");
            onlyKeys(z, Set.of("other_set", "chunk_count"));
            JsonCursor other = z.get("other_set");
            if (!other.isString()) throw other.error("expected a structure set id (the game accepts no inline set here)");
            zone = new ExclusionZone(other.asId(), z.get("chunk_count").asInt(1, 16));
        }
        return new PlacementSettings(ox, oy, oz, method, frequency, salt, zone);
    }

    /**
     * Reads the placement-relevant part of {@code worldgen/structure/<id>.json}: {@code type} and {@code biomes}.
     *
     * @param referencedFrom where the id was read, for the message when the file is missing
     */
    public static StructureDef readStructure(DataPack pack, ResourceId id, BiomeRegistry biomes, JsonCursor referencedFrom) {
        String file = id.file(STRUCTURE_REGISTRY);
        if (!pack.exists(file)) throw referencedFrom.error("unknown structure " + id + " (no " + file + ")");
        JsonCursor c = JsonCursor.root(file, pack.readJson(file));
        return new StructureDef(id, c.get("type").asId(), biomes(c.get("biomes"), pack, biomes));
    }

    /** A biome holder set: every biome must exist in the registry. */
    static List<ResourceId> biomes(JsonCursor c, DataPack pack, BiomeRegistry registry) {
        List<ResourceId> list = Tags.holderSet(c, pack, "worldgen/biome", id -> registry.idOrMinus1(id) >= 0);
        for (ResourceId b : list) {
            if (registry.idOrMinus1(b) < 0) throw c.error("unknown biome \"" + b + "\"");
        }
        return list;
    }

    /** Refuses fields Strata does not read (a misspelt optional field would otherwise be silently ignored). */
    static void onlyKeys(JsonCursor c, Set<String> allowed) {
        if (!c.isObject()) throw c.error("expected an object");
        for (String k : c.keys()) {
            if (!allowed.contains(k)) {
                String meant = null;
                for (String a : new java.util.TreeSet<>(allowed)) {
                    if (!c.has(a) && JsonCursor.nearMiss(k, a)) {
                        meant = a;
                        break;
                    }
                }
                throw c.error("unknown field \"" + k + "\" (" + (meant == null ? "" : "did you mean \"" + meant + "\", which is not given? ") + "known: "
                        + String.join(", ", new java.util.TreeSet<>(allowed)) + ")");
            }
        }
    }
}
