package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.Tags;
import dev.strata.engine.feature.blockpredicates.BlockPredicate;
import dev.strata.engine.feature.placement.PlacedFeature;
import dev.strata.engine.feature.placement.PlacementModifier;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.valueproviders.FloatProvider;
import dev.strata.engine.valueproviders.HeightProvider;
import dev.strata.engine.valueproviders.IntProvider;
import dev.strata.regionio.block.UnknownBlockStateException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads configured and placed features of a data pack ({@code worldgen/configured_feature},
 * {@code worldgen/placed_feature}) and the vocabulary their configurations share: block states, block holder sets,
 * int/float/height providers, block predicates, block state providers. A feature named by id is read once and the
 * same object returned for every reference (the game's holders: the feature order of decoration treats one placed
 * feature as one node). Not thread-safe; parse everything before generation starts, then share the results.
 *
 * <p>Errors are {@link DataPackException}s naming the file and the JSON path.
 */
public final class FeatureParser {
    private final DataPack pack;
    private final BlockStates states;
    private final Map<ResourceId, ConfiguredFeature> configured = new HashMap<>();
    private final Map<ResourceId, PlacedFeature> placed = new HashMap<>();
    private final List<String> reading = new ArrayList<>(); // "placed feature x" / "configured feature x" being read

    public FeatureParser(DataPack pack, BlockStates states) {
        this.pack = pack;
        this.states = states;
    }

    public DataPack pack() {
        return pack;
    }

    public BlockStates states() {
        return states;
    }

    /** A placed feature by id, read once. */
    public PlacedFeature placedFeature(ResourceId id, JsonCursor referencedFrom) {
        PlacedFeature f = placed.get(id);
        if (f != null) return f;
        String file = id.file("worldgen/placed_feature");
        if (!pack.exists(file)) throw referencedFrom.error("unknown placed feature " + id + " (no " + file + ")");
        enter("placed feature " + id, referencedFrom);
        try {
            f = parsePlaced(JsonCursor.root(file, pack.readJson(file)), id);
        } finally {
            reading.remove(reading.size() - 1); // a parser that refused one feature can still read others
        }
        placed.put(id, f);
        return f;
    }

    /** A placed feature given by id (a string) or inline (an object). */
    public PlacedFeature placedFeature(JsonCursor c) {
        if (c.isString()) return placedFeature(c.asId(), c);
        return parsePlaced(c, null);
    }

    private PlacedFeature parsePlaced(JsonCursor c, ResourceId id) {
        if (!c.isObject()) throw c.error("expected a placed feature object");
        ConfiguredFeature feature = configuredFeature(c.get("feature"));
        List<PlacementModifier> modifiers = new ArrayList<>();
        if (c.has("placement")) for (JsonCursor m : c.get("placement").elements()) modifiers.add(PlacementModifier.parse(m, this));
        return new PlacedFeature(id, feature, List.copyOf(modifiers));
    }

    /** A configured feature by id, read once. */
    public ConfiguredFeature configuredFeature(ResourceId id, JsonCursor referencedFrom) {
        ConfiguredFeature f = configured.get(id);
        if (f != null) return f;
        String file = id.file("worldgen/configured_feature");
        if (!pack.exists(file)) throw referencedFrom.error("unknown configured feature " + id + " (no " + file + ")");
        enter("configured feature " + id, referencedFrom);
        try {
            f = parseConfigured(JsonCursor.root(file, pack.readJson(file)));
        } finally {
            reading.remove(reading.size() - 1);
        }
        configured.put(id, f);
        return f;
    }

    /** A configured feature given by id (a string) or inline (an object). */
    public ConfiguredFeature configuredFeature(JsonCursor c) {
        if (c.isString()) return configuredFeature(c.asId(), c);
        return parseConfigured(c);
    }

    private ConfiguredFeature parseConfigured(JsonCursor c) {
        if (!c.isObject()) throw c.error("expected a configured feature object");
        JsonCursor t = c.get("type");
        String type = t.asId().toString();
        FeatureType ft = FeatureTypes.get(type);
        if (ft == null) {
            String meant = FeatureTypes.nearest(type);
            throw t.error("feature type " + type + " is not supported by Strata" + (meant == null ? "" : " (did you mean " + meant + "?)"));
        }
        return ft.parse(c.has("config") ? c.get("config") : JsonCursor.root(c.file(), new com.google.gson.JsonObject()), this);
    }

    private void enter(String what, JsonCursor from) {
        if (reading.contains(what)) throw from.error(what + " refers to itself (through " + reading + ")");
        if (reading.size() > 64) throw from.error("features refer to each other more than 64 levels deep");
        reading.add(what);
    }

    /** A block state as the game writes it in JSON: {@code {"Name": id, "Properties": {name: value}}}. */
    public int blockState(JsonCursor c) {
        if (!c.isObject()) throw c.error("expected a block state {\"Name\": ..., \"Properties\": {...}}");
        String name = c.get("Name").asId().toString();
        Map<String, String> props = new LinkedHashMap<>();
        if (c.has("Properties")) {
            JsonCursor p = c.get("Properties");
            for (String k : p.keys()) props.put(k, p.get(k).asString());
        }
        try {
            return states.registry().stateId(name, props);
        } catch (UnknownBlockStateException e) {
            throw c.error(e.getMessage());
        }
    }

    /** A block holder set (an id, a {@code #tag} or a list of ids) as a bit set over block indices. */
    public BitSet blocks(JsonCursor c) {
        BitSet bits = new BitSet();
        for (ResourceId id : Tags.holderSet(c, pack, "block", this::knownBlock)) {
            try {
                bits.set(states.blockIndex(id.toString()));
            } catch (UnknownBlockStateException e) {
                throw c.error("unknown block " + id);
            }
        }
        return bits;
    }

    private boolean knownBlock(ResourceId id) {
        try {
            states.blockIndex(id.toString());
            return true;
        } catch (UnknownBlockStateException e) {
            return false;
        }
    }

    public IntProvider intProvider(JsonCursor c) {
        return IntProvider.parse(c);
    }

    public FloatProvider floatProvider(JsonCursor c) {
        return FloatProvider.parse(c);
    }

    public HeightProvider heightProvider(JsonCursor c) {
        return HeightProvider.parse(c);
    }

    public BlockPredicate blockPredicate(JsonCursor c) {
        return BlockPredicate.parse(c, this);
    }

    public BlockStateProvider stateProvider(JsonCursor c) {
        return BlockStateProvider.parse(c, this);
    }
}
