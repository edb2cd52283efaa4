package dev.strata.engine.carver;

import dev.strata.engine.valueproviders.FloatProvider;
import dev.strata.engine.valueproviders.HeightProvider;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.Tags;
import dev.strata.regionio.block.BlockStateRegistry;
import java.util.List;

/**
 * A {@code worldgen/configured_carver} entry (game: {@code ConfiguredWorldCarver}): its id and the carver bound to
 * its configuration. Types: {@code minecraft:cave}, {@code minecraft:nether_cave}, {@code minecraft:canyon}.
 */
public record ConfiguredCarver(ResourceId id, WorldCarver carver) {
    /** The registry folder. */
    public static final String REGISTRY = "worldgen/configured_carver";
    /** Largest {@code distance_factor} accepted for a canyon (Strata's bound against endless walks; vanilla 1). */
    public static final float MAX_DISTANCE_FACTOR = 1000f;

    /**
     * Reads and parses {@code id} from the pack.
     *
     * @throws dev.strata.engine.data.DataPackException naming file and JSON path when the entry is missing or malformed
     */
    public static ConfiguredCarver load(DataPack pack, ResourceId id, BlockStateRegistry blocks) {
        String file = id.file(REGISTRY);
        if (!pack.exists(file)) throw new dev.strata.engine.data.DataPackException(file + ": no such configured carver " + id);
        JsonCursor root = JsonCursor.root(file, pack.readJson(file));
        String type = root.get("type").asId().toString();
        JsonCursor c = root.get("config");
        CarverConfiguration base = base(c, pack, blocks);
        switch (type) {
            case "minecraft:cave":
            case "minecraft:nether_cave": {
                CaveCarverConfiguration cave = new CaveCarverConfiguration(base, FloatProvider.parse(c.get("horizontal_radius_multiplier")),
                        FloatProvider.parse(c.get("vertical_radius_multiplier")), FloatProvider.parse(c.get("floor_level")));
                return new ConfiguredCarver(id, type.equals("minecraft:cave") ? new CaveWorldCarver(cave) : new NetherWorldCarver(cave));
            }
            case "minecraft:canyon": {
                JsonCursor s = c.get("shape");
                // Strata's limit, not the game's: a canyon is walked step by step for every chunk it may reach, so
                // an absurd length would hang generation (vanilla: at most 1, i.e. 112 blocks).
                if (FloatProvider.parse(s.get("distance_factor")).maxValue() > MAX_DISTANCE_FACTOR) {
                    throw s.get("distance_factor").error("a canyon longer than " + MAX_DISTANCE_FACTOR
                            + " times 112 blocks is refused (vanilla: at most 1)");
                }
                CanyonCarverConfiguration.Shape shape = new CanyonCarverConfiguration.Shape(FloatProvider.parse(s.get("distance_factor")),
                        FloatProvider.parse(s.get("thickness")), s.get("width_smoothness").asInt(1, Integer.MAX_VALUE),
                        FloatProvider.parse(s.get("horizontal_radius_factor")), s.get("vertical_radius_default_factor").asFloat(),
                        s.get("vertical_radius_center_factor").asFloat());
                return new ConfiguredCarver(id, new CanyonWorldCarver(new CanyonCarverConfiguration(base,
                        FloatProvider.parse(c.get("vertical_rotation")), shape)));
            }
            default:
                throw root.get("type").error("unknown carver type " + type + " (expected minecraft:cave, minecraft:nether_cave or minecraft:canyon)");
        }
    }

    private static boolean known(BlockStateRegistry blocks, ResourceId id) {
        try {
            blocks.defaultState(id.toString());
            return true;
        } catch (dev.strata.regionio.block.UnknownBlockStateException e) {
            return false;
        }
    }

    private static CarverConfiguration base(JsonCursor c, DataPack pack, BlockStateRegistry blocks) {
        float probability = (float) c.get("probability").asDouble(0.0, 1.0);
        if (c.has("debug_settings") && c.get("debug_settings").optionalBoolean("debug_mode", false)) {
            throw c.get("debug_settings").get("debug_mode").error("carver debug mode is not supported (it replaces carved blocks by markers)");
        }
        JsonCursor at = c.get("replaceable");
        List<ResourceId> ids = Tags.holderSet(at, pack, "block", id -> known(blocks, id));
        java.util.Set<String> names = new java.util.HashSet<>();
        for (ResourceId b : ids) {
            if (!known(blocks, b)) throw at.error("unknown block " + b);
            names.add(b.toString());
        }
        boolean[] member = new boolean[blocks.stateCount()];
        for (int s = 0; s < member.length; s++) member[s] = names.contains(blocks.blockName(s));
        return new CarverConfiguration(probability, HeightProvider.parse(c.get("y")), FloatProvider.parse(c.get("yScale")),
                HeightProvider.anchor(c.get("lava_level")), new StateSet(member));
    }
}
