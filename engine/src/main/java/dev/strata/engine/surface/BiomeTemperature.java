package dev.strata.engine.surface;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.VanillaFacts;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;
import java.util.function.IntFunction;

/**
 * The biomes' temperatures as the surface step sees them (game: {@code Biome.getHeightAdjustedTemperature},
 * {@code coldEnoughToSnow}, {@code shouldMeltFrozenOceanIcebergSlightly}, {@code TemperatureModifier.FROZEN}).
 *
 * <p>Per biome id: the {@code temperature} (a float, as the game's codec reads it) and whether its
 * {@code temperature_modifier} is {@code frozen}, from {@code data/<ns>/worldgen/biome/<path>.json}. The three
 * noises are the game's fixed-seed static ones (legacy randoms seeded 1234, 3456, 2345), independent of the world
 * seed. Positions are absolute block coordinates. Immutable, thread-safe.
 *
 * <p>Fallback for packs read without the vanilla data: a vanilla biome ({@link VanillaFacts#isVanillaBiome}) whose
 * JSON the pack does not carry has an unknown temperature. That is not an error as long as nothing asks for it (a
 * surface rule without {@code temperature}, no frozen ocean); the first {@link #temperature} (or derived) query for
 * such a biome throws a {@link DataPackException} naming the missing file. No temperature is made up. A missing
 * file for a non-vanilla biome fails in {@link #load} as before.
 */
public final class BiomeTemperature {
    private static final PerlinSimplexNoise TEMPERATURE_NOISE = new PerlinSimplexNoise(new WorldgenRandom(new LegacyRandom(1234L)), 0);
    private static final PerlinSimplexNoise FROZEN_TEMPERATURE_NOISE = new PerlinSimplexNoise(new WorldgenRandom(new LegacyRandom(3456L)), -2, -1, 0);
    private static final PerlinSimplexNoise BIOME_INFO_NOISE = new PerlinSimplexNoise(new WorldgenRandom(new LegacyRandom(2345L)), 0);

    private final float[] temperature; // NaN: unknown (vanilla biome without its file)
    private final boolean[] frozen;
    private final String[] missingFile; // by biome id, for unknown temperatures; null if all are known

    /**
     * @param temperature base temperature by biome id
     * @param frozen whether the biome's temperature modifier is {@code frozen}, by biome id
     */
    public BiomeTemperature(float[] temperature, boolean[] frozen) {
        if (temperature.length != frozen.length) throw new IllegalArgumentException("length mismatch");
        this.temperature = temperature.clone();
        this.frozen = frozen.clone();
        this.missingFile = null;
        for (float t : temperature) if (Float.isNaN(t)) throw new IllegalArgumentException("NaN temperature");
    }

    private BiomeTemperature(float[] temperature, boolean[] frozen, String[] missingFile) {
        this.temperature = temperature;
        this.frozen = frozen;
        this.missingFile = missingFile;
    }

    /**
     * Reads the climate settings of biomes {@code 0 .. count-1} from the pack.
     *
     * <p>A vanilla biome the pack has no file for gets an unknown temperature (see the class comment).
     *
     * @param biomeName the identifier of each biome id, e.g. {@code minecraft:plains}
     * @throws dev.strata.engine.data.DataPackException naming the file and field on a malformed biome, or a missing
     *     one that is not a vanilla biome
     */
    public static BiomeTemperature load(DataPack pack, int count, IntFunction<String> biomeName) {
        float[] t = new float[count];
        boolean[] f = new boolean[count];
        String[] missing = null;
        for (int i = 0; i < count; i++) {
            ResourceId id = ResourceId.parse(biomeName.apply(i));
            String file = id.file("worldgen/biome");
            if (VanillaFacts.isVanillaBiome(id) && !pack.exists(file)) {
                if (missing == null) missing = new String[count];
                missing[i] = file;
                t[i] = Float.NaN;
                continue;
            }
            JsonCursor root = JsonCursor.root(file.substring(file.indexOf("worldgen/")), pack.readJson(file));
            JsonCursor tc = root.get("temperature");
            tc.asDouble();
            t[i] = tc.raw().getAsFloat(); // Codec.FLOAT: parsed straight to float
            if (root.has("temperature_modifier")) {
                JsonCursor m = root.get("temperature_modifier");
                String s = m.asString();
                if (s.equals("frozen")) f[i] = true;
                else if (!s.equals("none")) throw m.error("unknown temperature modifier \"" + s + "\" (none or frozen)");
            }
        }
        return new BiomeTemperature(t, f, missing);
    }

    /** Whether biome {@code biome}'s temperature is known (false for a vanilla biome read without its file). */
    public boolean isKnown(int biome) {
        return !Float.isNaN(temperature[biome]);
    }

    private DataPackException unknown(int biome) {
        String file = missingFile[biome];
        return new DataPackException(file + ": missing: the surface step needs this biome's temperature (a temperature "
                + "condition or a frozen-ocean iceberg), but the pack has no file for it; layer the pack over the server jar "
                + "for vanilla biome data");
    }

    /** Number of biomes known. */
    public int size() {
        return temperature.length;
    }

    /** {@code TemperatureModifier.modifyTemperature}: frozen biomes have patches at 0.2. */
    private float modified(int biome, int x, int z) {
        float base = temperature[biome];
        if (base != base) throw unknown(biome);
        if (!frozen[biome]) return base;
        double large = FROZEN_TEMPERATURE_NOISE.getValue((double) x * 0.05, (double) z * 0.05) * 7.0;
        double edge = BIOME_INFO_NOISE.getValue((double) x * 0.2, (double) z * 0.2);
        if (large + edge < 0.3) {
            double small = BIOME_INFO_NOISE.getValue((double) x * 0.09, (double) z * 0.09);
            if (small < 0.8) return 0.2F;
        }
        return base;
    }

    /** {@code Biome.getHeightAdjustedTemperature}: colder with height above {@code seaLevel + 17}. */
    public float temperature(int biome, int x, int y, int z, int seaLevel) {
        float t = modified(biome, x, z);
        int snowLevel = seaLevel + 17;
        if (y > snowLevel) {
            float v = (float) (TEMPERATURE_NOISE.getValue((double) ((float) x / 8.0F), (double) ((float) z / 8.0F)) * 8.0);
            return t - (v + (float) y - (float) snowLevel) * 0.05F / 40.0F;
        }
        return t;
    }

    /** {@code Biome.coldEnoughToSnow}: temperature below 0.15. */
    public boolean coldEnoughToSnow(int biome, int x, int y, int z, int seaLevel) {
        return !(temperature(biome, x, y, z, seaLevel) >= 0.15F);
    }

    /** {@code Biome.shouldMeltFrozenOceanIcebergSlightly} at {@code (x, seaLevel, z)}: temperature above 0.1. */
    public boolean shouldMeltFrozenOceanIcebergSlightly(int biome, int x, int z, int seaLevel) {
        return temperature(biome, x, seaLevel, z, seaLevel) > 0.1F;
    }
}
