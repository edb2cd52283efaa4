package dev.strata.engine.levelgen;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.density.DensityFunctionParser;
import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.block.UnknownBlockStateException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A parsed {@code worldgen/noise_settings} entry (game: {@code NoiseGeneratorSettings}).
 *
 * @param id the registry id, e.g. {@code minecraft:overworld}
 * @param noise vertical extent and cell size
 * @param defaultBlock 26.2 block state id of the solid terrain block (stone, netherrack, end stone)
 * @param defaultFluid 26.2 block state id of the sea fluid (water, lava)
 * @param router the density functions
 * @param surfaceRule the raw {@code surface_rule} JSON (interpreted by the surface step)
 * @param seaLevel block y of the sea surface: fluid fills non-solid blocks at and below {@code seaLevel - 1}
 * @param disableMobGeneration {@code disable_mob_generation}: the spawn step adds no creatures (the End)
 */
public record NoiseGeneratorSettings(
        ResourceId id,
        NoiseSettings noise,
        int defaultBlock,
        int defaultFluid,
        NoiseRouterDef router,
        JsonCursor surfaceRule,
        int seaLevel,
        boolean aquifersEnabled,
        boolean oreVeinsEnabled,
        boolean legacyRandomSource,
        boolean disableMobGeneration) {

    /** The registry folder inside {@code data/<namespace>/}. */
    public static final String REGISTRY = "worldgen/noise_settings";

    /**
     * Loads and parses a noise settings entry and every density function it refers to.
     *
     * @throws dev.strata.engine.data.DataPackException naming file and JSON path on any problem
     */
    public static NoiseGeneratorSettings load(DataPack pack, ResourceId id) {
        return load(pack, id, new DensityFunctionParser(pack));
    }

    /** As {@link #load(DataPack, ResourceId)}, sharing an existing parser (and its parsed registry entries). */
    public static NoiseGeneratorSettings load(DataPack pack, ResourceId id, DensityFunctionParser parser) {
        String file = id.file(REGISTRY);
        JsonCursor root = JsonCursor.root(file.substring(file.indexOf("worldgen/")), pack.readJson(file));
        JsonCursor n = root.get("noise");
        NoiseSettings noise = new NoiseSettings(n.get("min_y").asInt(-2032, 2031), n.get("height").asInt(0, 4064),
                n.get("size_horizontal").asInt(1, 4), n.get("size_vertical").asInt(1, 4));
        if (noise.minY() % 16 != 0) throw n.get("min_y").error("min_y must be a multiple of 16");
        if (noise.height() % 16 != 0) throw n.get("height").error("height must be a multiple of 16");
        JsonCursor r = root.get("noise_router");
        NoiseRouterDef router = new NoiseRouterDef(
                parser.parse(r.get("barrier")),
                parser.parse(r.get("fluid_level_floodedness")),
                parser.parse(r.get("fluid_level_spread")),
                parser.parse(r.get("lava")),
                parser.parse(r.get("temperature")),
                parser.parse(r.get("vegetation")),
                parser.parse(r.get("continents")),
                parser.parse(r.get("erosion")),
                parser.parse(r.get("depth")),
                parser.parse(r.get("ridges")),
                parser.parse(r.get("preliminary_surface_level")),
                parser.parse(r.get("final_density")),
                parser.parse(r.get("vein_toggle")),
                parser.parse(r.get("vein_ridged")),
                parser.parse(r.get("vein_gap")));
        return new NoiseGeneratorSettings(id, noise, blockState(root.get("default_block")), blockState(root.get("default_fluid")),
                router, root.get("surface_rule"), root.get("sea_level").asInt(), root.get("aquifers_enabled").asBoolean(),
                root.get("ore_veins_enabled").asBoolean(), root.get("legacy_random_source").asBoolean(),
                root.get("disable_mob_generation").asBoolean());
    }

    /** Parses a block state object {@code {"Name": ..., "Properties": {...}}} into a 26.2 state id. */
    public static int blockState(JsonCursor c) {
        String name = c.get("Name").asString();
        Map<String, String> props = new LinkedHashMap<>();
        if (c.has("Properties")) {
            JsonCursor p = c.get("Properties");
            for (String k : p.keys()) props.put(k, p.get(k).asString());
        }
        try {
            return BlockStateRegistry.vanilla().stateId(name, props);
        } catch (UnknownBlockStateException e) {
            throw c.error(e.getMessage());
        }
    }
}
