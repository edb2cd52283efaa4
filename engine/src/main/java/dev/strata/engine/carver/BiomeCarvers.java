package dev.strata.engine.carver;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.Tags;
import dev.strata.regionio.block.BlockStateRegistry;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The carvers of every biome, in the order the game runs them (game: {@code BiomeGenerationSettings.getCarvers}):
 * the {@code carvers} field of {@code worldgen/biome/<id>.json}, which in 26.x is a holder set — one configured
 * carver id, a list of ids, or a {@code #tag} of {@code tags/worldgen/configured_carver}. A biome without a file or
 * without the field has none. Immutable; configured carvers are parsed once and shared.
 */
public final class BiomeCarvers {
    private static final WorldCarver[] NONE = new WorldCarver[0];
    private final WorldCarver[][] byBiome;

    private BiomeCarvers(WorldCarver[][] byBiome) {
        this.byBiome = byBiome;
    }

    /**
     * Reads the carver lists of all biomes of the registry.
     *
     * @throws dev.strata.engine.data.DataPackException naming file and JSON path for a malformed list, a missing or
     *     malformed configured carver, or a missing tag
     */
    public static BiomeCarvers load(DataPack pack, BiomeRegistry biomes) {
        BlockStateRegistry blocks = BlockStateRegistry.vanilla();
        Map<ResourceId, ConfiguredCarver> loaded = new HashMap<>();
        WorldCarver[][] out = new WorldCarver[biomes.size()][];
        for (int b = 0; b < out.length; b++) {
            out[b] = NONE;
            String file = biomes.name(b).file("worldgen/biome");
            if (!pack.exists(file)) continue;
            JsonCursor root = JsonCursor.root(file, pack.readJson(file));
            if (!root.has("carvers")) continue;
            JsonCursor list = root.get("carvers");
            List<ResourceId> ids = Tags.holderSet(list, pack, ConfiguredCarver.REGISTRY, id -> pack.exists(id.file(ConfiguredCarver.REGISTRY)));
            WorldCarver[] carvers = new WorldCarver[ids.size()];
            for (int i = 0; i < carvers.length; i++) {
                ResourceId id = ids.get(i);
                if (!pack.exists(id.file(ConfiguredCarver.REGISTRY))) throw list.error("unknown configured carver " + id);
                carvers[i] = loaded.computeIfAbsent(id, k -> ConfiguredCarver.load(pack, k, blocks)).carver();
            }
            out[b] = carvers;
        }
        return new BiomeCarvers(out);
    }

    /** The carvers of biome id {@code biome}, in order (the array is shared: do not modify). */
    WorldCarver[] of(int biome) {
        return biome >= 0 && biome < byBiome.length ? byBiome[biome] : NONE;
    }

    /** Whether no biome has a carver (the step then changes nothing but the status and the empty mask). */
    public boolean isEmpty() {
        for (WorldCarver[] c : byBiome) if (c.length > 0) return false;
        return true;
    }
}
