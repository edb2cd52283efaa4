package dev.strata.engine.feature;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.surface.BiomeTemperature;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The biome climate rules features ask (game: {@code Biome.shouldFreeze(level, pos, false)} and
 * {@code Biome.shouldSnow(level, pos)}): the height-adjusted temperature of {@link BiomeTemperature} and the
 * biome's {@code has_precipitation}, by the biome ids {@link WorldGenLevel#getBiome} answers (the pack's
 * {@link BiomeRegistry} order). Immutable, thread-safe; one per data pack ({@link #of}).
 *
 * <p>Light: both rules also require {@code level.getBrightness(LightLayer.BLOCK, pos) < 10}. At the features step
 * the game's region asks the level's light engine, whose block light storage answers 0 for a section without a
 * data layer ({@code BlockLightSectionStorage.getLightValue}); the chunk being decorated has no light data before
 * its {@code initialize_light} step, and light from a lit neighbour does not enter a column whose light is not yet
 * enabled. So within the centre chunk the answer is always 0 and the test always passes; Strata answers 0
 * everywhere. A feature that freezes in a neighbour chunk that is already lit (only a lake near a chunk edge can) may
 * see the game differ by generation order, next to a block light source of 10 or more.
 */
final class BiomeClimate {
    private static final Map<DataPack, BiomeClimate> CACHE = new WeakHashMap<>();

    private final BiomeTemperature temperature;
    private final byte[] precipitation; // 1 yes, 0 no, -1 unknown (no file)
    private final String[] files;

    private BiomeClimate(BiomeTemperature temperature, byte[] precipitation, String[] files) {
        this.temperature = temperature;
        this.precipitation = precipitation;
        this.files = files;
    }

    /**
     * The climate of the parser's pack, read once per pack.
     *
     * @throws DataPackException naming the biome file on a malformed biome
     */
    static BiomeClimate of(FeatureParser parser) {
        DataPack pack = parser.pack();
        synchronized (CACHE) {
            BiomeClimate c = CACHE.get(pack);
            if (c == null) {
                c = load(pack);
                CACHE.put(pack, c);
            }
            return c;
        }
    }

    static BiomeClimate load(DataPack pack) {
        BiomeRegistry biomes = BiomeRegistry.load(pack);
        BiomeTemperature t = BiomeTemperature.load(pack, biomes.size(), i -> biomes.name(i).toString());
        byte[] p = new byte[biomes.size()];
        String[] files = new String[biomes.size()];
        for (int i = 0; i < p.length; i++) {
            ResourceId id = biomes.name(i);
            String file = id.file("worldgen/biome");
            files[i] = file;
            if (!pack.exists(file)) {
                p[i] = -1;
                continue;
            }
            JsonCursor root = JsonCursor.root(file, pack.readJson(file));
            p[i] = (byte) (root.get("has_precipitation").asBoolean() ? 1 : 0);
        }
        return new BiomeClimate(t, p, files);
    }

    /** For tests: a climate of explicit temperatures (none frozen) and precipitation flags. */
    static BiomeClimate of(float[] temperatures, boolean[] hasPrecipitation) {
        byte[] p = new byte[hasPrecipitation.length];
        for (int i = 0; i < p.length; i++) p[i] = (byte) (hasPrecipitation[i] ? 1 : 0);
        return new BiomeClimate(new BiomeTemperature(temperatures, new boolean[temperatures.length]), p, new String[p.length]);
    }

    /** Game: {@code Biome.warmEnoughToRain}: height-adjusted temperature at or above 0.15. */
    boolean warmEnoughToRain(int biome, int x, int y, int z, int seaLevel) {
        return !temperature.coldEnoughToSnow(biome, x, y, z, seaLevel);
    }

    /**
     * Game: {@code Biome.shouldFreeze(level, pos, false)}: cold enough, inside the build height, and a water source
     * block there (not a waterlogged block: {@code instanceof LiquidBlock}).
     *
     * @param waterBlock the block index of {@code minecraft:water}
     */
    boolean shouldFreeze(WorldGenLevel level, int biome, int x, int y, int z, int waterBlock) {
        if (warmEnoughToRain(biome, x, y, z, level.getSeaLevel())) return false;
        if (level.isOutsideBuildHeight(y)) return false; // block light: 0 (see the class comment)
        int state = level.getBlockState(x, y, z);
        return level.states().block(state) == waterBlock && level.states().isSourceFluid(state);
    }

    /**
     * Game: {@code Biome.shouldSnow}: the biome has precipitation and is cold enough there, inside the build height,
     * the block is air or a snow layer, and a snow layer could stand there.
     *
     * @param snow the default snow layer state; @param snowBlock its block index
     */
    boolean shouldSnow(WorldGenLevel level, int biome, int x, int y, int z, int snow, int snowBlock) {
        byte p = precipitation[biome];
        if (p < 0) throw new DataPackException(files[biome] + ": missing: freezing and snow need this biome's has_precipitation");
        if (p == 0 || warmEnoughToRain(biome, x, y, z, level.getSeaLevel())) return false; // Precipitation.SNOW only
        if (level.isOutsideBuildHeight(y)) return false;
        int state = level.getBlockState(x, y, z);
        if (!level.states().isAir(state) && level.states().block(state) != snowBlock) return false;
        return BlockSurvival.canSurvive(level, snow, x, y, z);
    }
}
