package dev.strata.engine.biome;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.Tags;
import dev.strata.engine.data.VanillaFacts;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads biome sources and the dimensions that use them from a data pack (game: the {@code BiomeSource} codecs,
 * {@code LevelStem} in {@code dimension/} or a world preset).
 *
 * <p>Biome source JSON: {@code {"type": "minecraft:multi_noise", "preset": "minecraft:overworld"}} or
 * {@code {"type": "minecraft:multi_noise", "biomes": [{"biome": id, "parameters": {temperature, humidity,
 * continentalness, erosion, depth, weirdness, offset}}...]}} (each parameter a number, {@code [min, max]} or
 * {@code {"min", "max"}} within [-2, 2]; offset a number in [0, 1]); {@code minecraft:the_end};
 * {@code {"type": "minecraft:fixed", "biome": id}}; {@code {"type": "minecraft:checkerboard", "biomes": id | [ids] |
 * "#tag", "scale": 0..62 (default 2)}}.
 */
public final class BiomeSources {
    /** Deepest chain of biome tags including each other that is accepted (keeps the expansion's recursion bounded). */

    private BiomeSources() {}

    /** A dimension's generator as far as biomes need it. */
    public record Dimension(
            /** the dimension's id, e.g. {@code minecraft:overworld} */
            ResourceId id,
            /** noise settings id of its {@code minecraft:noise} generator */
            ResourceId noiseSettings,
            /** the dimension type's {@code min_y} (blocks) */
            int minY,
            /** the dimension type's {@code height} (blocks, multiple of 16) */
            int height,
            /** where the extent comes from, for messages: the dimension type's file, or the stem's inline type */
            String typeSource,
            BiomeSource biomeSource,
            /** the dimension type's {@code has_skylight} (overworld yes; nether and end no) */
            boolean hasSkyLight,
            /** the dimension type's {@code has_ceiling} (the nether yes) */
            boolean hasCeiling,
            /** the dimension type's {@code ambient_light} (the nether 0.1, else 0) */
            float ambientLight) {

        /** Lowest section y: {@code minY >> 4}. */
        public int minSectionY() {
            return minY >> 4;
        }

        /** Number of sections: {@code height >> 4}. */
        public int sectionCount() {
            return height >> 4;
        }
    }

    /**
     * Loads dimension {@code id} from {@code dimension/<path>.json} if the pack has it, else from the
     * {@code minecraft:normal} world preset.
     *
     * <p>Fallback for packs read without the vanilla data: a stem whose {@code type} names a vanilla dimension type
     * ({@code minecraft:overworld}, {@code overworld_caves}, {@code the_nether}, {@code the_end}) that the pack does
     * not carry gets that type's extent from {@link VanillaFacts#dimensionType} (the game takes the type from its
     * vanilla pack). Any other missing type is an error naming the stem's file and JSON path.
     */
    public static Dimension dimension(DataPack pack, ResourceId id, BiomeRegistry registry) {
        String file = id.file("dimension");
        JsonCursor stem;
        if (pack.exists(file)) {
            stem = JsonCursor.root(file, pack.readJson(file));
        } else {
            String preset = ResourceId.parse("minecraft:normal").file("worldgen/world_preset");
            if (!pack.exists(preset)) {
                throw new DataPackException(file + ": no dimension \"" + id + "\" in data pack " + pack + " (no " + file
                        + ", and no " + preset + " to take it from; layer the pack over the server jar for vanilla dimensions)");
            }
            JsonCursor dims = JsonCursor.root(preset, pack.readJson(preset)).get("dimensions");
            if (!dims.has(id.toString())) throw dims.error("no dimension \"" + id + "\" (and no " + file + ")");
            stem = dims.get(id.toString());
        }
        JsonCursor generator = stem.get("generator");
        ResourceId generatorType = generator.get("type").asId();
        if (!generatorType.equals(ResourceId.parse("minecraft:noise"))) {
            throw generator.get("type").error("generator \"" + generatorType + "\" is not supported (only minecraft:noise)");
        }
        JsonCursor settings = generator.get("settings");
        if (!settings.isString()) throw settings.error("inline noise settings are not supported; name a worldgen/noise_settings entry");
        JsonCursor type = stem.get("type");
        JsonCursor dimType = null;
        int minY, height;
        if (type.isString()) {
            ResourceId typeId = type.asId();
            String f = typeId.file("dimension_type");
            if (pack.exists(f)) {
                dimType = JsonCursor.root(f, pack.readJson(f));
            } else {
                VanillaFacts.Extent builtIn = VanillaFacts.dimensionType(typeId);
                if (builtIn == null) throw type.error("unknown dimension type \"" + type.asString() + "\" (no " + f + ")");
                minY = builtIn.minY();
                height = builtIn.height();
                // the game's built-in types (DimensionTypes): the nether and overworld_caves have a ceiling, the nether 0.1 light
                boolean nether = typeId.path().equals("the_nether");
                return new Dimension(id, settings.asId(), minY, height, "the game's built-in dimension type " + typeId,
                        parse(generator.get("biome_source"), pack, registry), typeId.path().startsWith("overworld"),
                        nether || typeId.path().equals("overworld_caves"), nether ? 0.1f : 0f);
            }
        } else {
            dimType = type;
        }
        minY = dimType.get("min_y").asInt(-2032, 2031);
        height = dimType.get("height").asInt(16, 4064);
        if ((minY & 15) != 0 || (height & 15) != 0) throw dimType.error("min_y and height must be multiples of 16");
        String typeSource = dimType.file() + (dimType.path().isEmpty() ? "" : ": " + dimType.path());
        boolean sky = dimType.has("has_skylight") ? dimType.get("has_skylight").asBoolean() : true;
        boolean ceiling = dimType.has("has_ceiling") && dimType.get("has_ceiling").asBoolean();
        float ambient = dimType.has("ambient_light") ? (float) dimType.get("ambient_light").asDouble() : 0f;
        return new Dimension(id, settings.asId(), minY, height, typeSource, parse(generator.get("biome_source"), pack, registry), sky,
                ceiling, ambient);
    }

    /** Parses a biome source object. */
    public static BiomeSource parse(JsonCursor c, DataPack pack, BiomeRegistry registry) {
        ResourceId type = c.get("type").asId();
        if (!type.namespace().equals("minecraft")) throw c.get("type").error("unknown biome source type \"" + type + "\"");
        switch (type.path()) {
            case "multi_noise":
                return new MultiNoiseBiomeSource(multiNoiseEntries(c, pack, registry), registry);
            case "the_end":
                return new TheEndBiomeSource(registry);
            case "fixed":
                return new FixedBiomeSource(biome(c.get("biome"), registry));
            case "checkerboard": {
                List<ResourceId> list = Tags.holderSet(c.get("biomes"), pack, "worldgen/biome", id -> true);
                if (list.isEmpty()) throw c.get("biomes").error("no biomes");
                int[] ids = new int[list.size()];
                for (int i = 0; i < ids.length; i++) ids[i] = registry.id(list.get(i));
                int scale = c.has("scale") ? c.get("scale").asInt(0, 62) : 2;
                return new CheckerboardBiomeSource(ids, scale);
            }
            default:
                throw c.get("type").error("unknown biome source type \"" + type + "\"");
        }
    }

    /** The registry folder of multi-noise parameter lists (what a biome source's {@code preset} names). */
    static final String PARAMETER_LISTS = "worldgen/multi_noise_biome_source_parameter_list";

    /**
     * A {@code preset} names a parameter list entry ({@code {"preset": <code preset id>}}, game:
     * {@code MultiNoiseBiomeSourceParameterList}), read from the pack; without the vanilla data the game's two built-in
     * entries ({@code minecraft:overworld}, {@code minecraft:nether}) stand for themselves.
     */
    private static List<Climate.Entry> multiNoiseEntries(JsonCursor c, DataPack pack, BiomeRegistry registry) {
        if (c.has("preset")) {
            JsonCursor at = c.get("preset");
            ResourceId listId = at.asId();
            String file = listId.file(PARAMETER_LISTS);
            if (pack.exists(file)) {
                JsonCursor code = JsonCursor.root(file, pack.readJson(file)).get("preset");
                ResourceId preset = code.asId();
                List<Climate.Entry> entries = BiomeParameterPresets.byName(preset);
                if (entries == null) {
                    throw code.error("unknown multi-noise preset \"" + preset + "\" (minecraft:overworld, minecraft:nether or strata:overworld_26_1)");
                }
                return entries;
            }
            List<Climate.Entry> entries = BiomeParameterPresets.byName(listId);
            if (entries == null) throw at.error("unknown multi-noise parameter list \"" + listId + "\" (no " + file + ")");
            return entries;
        }
        List<JsonCursor> list = c.get("biomes").elements();
        if (list.isEmpty()) throw c.get("biomes").error("a multi-noise biome list needs at least one entry");
        List<Climate.Entry> entries = new ArrayList<>(list.size());
        for (JsonCursor e : list) {
            ResourceId biome = e.get("biome").asId();
            if (registry.idOrMinus1(biome) < 0) throw e.get("biome").error("unknown biome \"" + biome + "\"");
            JsonCursor p = e.get("parameters");
            float offset = (float) p.get("offset").asDouble(0.0, 1.0);
            entries.add(new Climate.Entry(Climate.ParameterPoint.of(parameter(p.get("temperature")), parameter(p.get("humidity")),
                    parameter(p.get("continentalness")), parameter(p.get("erosion")), parameter(p.get("depth")),
                    parameter(p.get("weirdness")), offset), biome));
        }
        return entries;
    }

    /** A climate interval: a number, {@code [min, max]} or {@code {"min", "max"}}, bounds floats in [-2, 2]. */
    static Climate.Parameter parameter(JsonCursor c) {
        float min, max;
        if (c.isNumber()) {
            min = max = (float) c.asDouble(-2.0, 2.0);
        } else if (c.isArray()) {
            List<JsonCursor> l = c.elements();
            if (l.size() != 2) throw c.error("expected [min, max], found " + l.size() + " elements");
            min = (float) l.get(0).asDouble(-2.0, 2.0);
            max = (float) l.get(1).asDouble(-2.0, 2.0);
        } else {
            min = (float) c.get("min").asDouble(-2.0, 2.0);
            max = (float) c.get("max").asDouble(-2.0, 2.0);
        }
        if (min > max) throw c.error("min > max (" + min + " > " + max + ")");
        return Climate.Parameter.span(min, max);
    }

    private static int biome(JsonCursor c, BiomeRegistry registry) {
        ResourceId id = c.asId();
        int i = registry.idOrMinus1(id);
        if (i < 0) throw c.error("unknown biome \"" + id + "\"");
        return i;
    }
}
